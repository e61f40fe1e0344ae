/// What a render pass passes down the tree.
struct RenderContext {
  /// Whether changes here animate (an animated transaction, or an ancestor's
  /// `.animation(_:value:)` whose value changed).
  var animated: Bool
  /// The lazy container's row window, while inside a lazy container's row area.
  var window: LazyWindow?
}

/// The rows a lazy container still shows in this render (rules 19, 23).
final class LazyWindow {
  /// The container's name, for the `…Layout` duplicate warning.
  let containerName: String
  /// Rows still to show.
  var remaining: Int

  init(containerName: String, remaining: Int) {
    self.containerName = containerName
    self.remaining = remaining
  }
}

/// A removed subtree waiting for its disappear and destroy phase.
struct Removal {
  let node: LiveNode
  /// `.transition(.identity)`: the old view disappears before the new one appears (rule 11).
  let early: Bool
}

/// A callback found during a render, run after it.
enum Effect {
  case appear(LiveNode, ModifierState)
  case change(LiveNode, ModifierState)
}

/// A task to start (or restart) after the appear phase.
struct TaskEffect {
  let node: LiveNode
  let state: ModifierState
  let restart: Bool
}
