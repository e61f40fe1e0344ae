/// What a render pass passes down the tree.
struct RenderContext {
  /// Whether changes here animate (an animated transaction, or an ancestor's
  /// `.animation(_:value:)` whose value changed).
  var animated: Bool
  /// The lazy container's row window, while inside a lazy container's row area.
  var window: LazyWindow?
}
