/// What a render pass passes down the tree.
struct RenderContext {
  /// Whether changes here animate (an animated transaction, or an ancestor's
  /// `.animation(_:value:)` whose value changed).
  var animated: Bool
  /// The lazy container's row window, while inside a lazy container's row area.
  var window: LazyWindow?
  /// The dismiss action of the presentation this subtree is in (nil outside any).
  var dismiss: Callback?

  init(animated: Bool, window: LazyWindow? = nil, dismiss: Callback? = nil) {
    self.animated = animated
    self.window = window
    self.dismiss = dismiss
  }

  /// The context a custom view's body or a row starts with: no row window, the same
  /// animation and presentation.
  var content: RenderContext { RenderContext(animated: animated, dismiss: dismiss) }
}
