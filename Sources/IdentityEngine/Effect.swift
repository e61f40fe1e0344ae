/// A removed subtree waiting for its disappear and destroy phase.
struct Removal {
  let node: LiveNode
  /// `.transition(.identity)`: the old view disappears before the new one appears (rule 11).
  let early: Bool
  /// A presentation's `onDismiss:`, run once the subtree is gone.
  var onDismiss: Callback? = nil
}

/// A removed subtree still on screen, leaving, when the next action came (`after 0.1s:`): its
/// disappear/destroy phase waits until its transition ends, and it can come back before then.
struct Leaving {
  let node: LiveNode
  /// The removal's `onDismiss:`, run once the subtree is gone.
  let onDismiss: Callback?
  /// When its transition ends, in seconds after the current step's action.
  var end: Double
}

/// A callback found during a render, run after it.
enum Effect {
  case appear(LiveNode, ModifierState)
  /// An `.onChange` whose value went from `old` to `new` in this render.
  case change(LiveNode, ModifierState, old: Value, new: Value)
  /// An `onDisappear` (or a task's cancel) of a view that stays alive: a tab left.
  case disappear(LiveNode, ModifierState)
  /// An `.onPreferenceChange` whose subtree's value became `value` in this render.
  case preference(LiveNode, ModifierState, Value)
}

/// A task to start (or restart) after the appear phase.
struct TaskEffect {
  let node: LiveNode
  let state: ModifierState
  let restart: Bool
}
