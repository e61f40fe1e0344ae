/// What a presentation modifier (`.sheet`, `.fullScreenCover`, `.popover`, `.alert`,
/// `.confirmationDialog`) presents in one render: its content while presented, nothing otherwise.
///
/// The content is a subtree of its own, mounted beside the modified view at the modifier's path
/// plus the kind (`Root/sheet/Detail`) and, for `item:`, the item's id (`Root/sheet/id=3/Detail`):
/// presenting creates it, dismissing destroys it with its state, and a new id replaces it.
public struct Presentation {
  /// The modifier's name: `sheet`, `fullScreenCover`, `popover`, `alert`, `confirmationDialog`.
  public var kind: String
  /// The presented item's id (`item:`); nil for `isPresented:`.
  public var key: Value?
  /// The content while presented; nil while dismissed.
  public var content: ViewDescription?
  /// Dismisses the presentation (sets `isPresented` to false, or `item` to nil): what
  /// `@Environment(\.dismiss)` does inside the content.
  public var dismiss: Callback
  /// `onDismiss:`, run after the content is gone.
  public var onDismiss: Callback?
  /// `presenting:` data of an alert or a dialog, and how to build the content for other data:
  /// the content keeps the data it was first presented with ("Any changes that you make after
  /// the presentation occurs are ignored", Apple).
  public var presenting: (data: Value, build: (Value) throws -> ViewDescription)?
  /// Whether gestures reach only this content while it is shown (a sheet, an alert); false for
  /// a toolbar's items, which sit beside the modified view's own controls, in its context.
  public var isModal: Bool

  /// Whether the content covers the presenter, which then disappears until the content is
  /// dismissed: a full-screen cover ("The views belonging to the presenting view controller are
  /// removed after the presentation completes", Apple, `UIModalPresentationStyle.fullScreen`); a
  /// sheet, a popover (a sheet on an iPhone), an alert or a dialog leaves it visible.
  public var coversPresenter: Bool { kind == "fullScreenCover" }

  public init(
    kind: String, key: Value? = nil, content: ViewDescription?, dismiss: Callback,
    onDismiss: Callback? = nil, isModal: Bool = true
  ) {
    self.kind = kind
    self.key = key
    self.content = content
    self.dismiss = dismiss
    self.onDismiss = onDismiss
    self.isModal = isModal
  }
}
