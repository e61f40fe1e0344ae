/// What `.navigationDestination(isPresented:destination:)` or
/// `.navigationDestination(item:destination:)` pushes in one render: its destination while the
/// binding is true (or the item non-nil), nothing otherwise.
public struct PresentedDestination {
  /// The item's id (`item:`), part of the pushed view's identity; nil for `isPresented:`.
  public var key: Value?
  /// The destination while presented; nil otherwise.
  public var content: ViewDescription?
  /// Sets `isPresented` to false (or `item` to nil): what popping the view does.
  public var dismiss: Callback

  public init(key: Value?, content: ViewDescription?, dismiss: Callback) {
    self.key = key
    self.content = content
    self.dismiss = dismiss
  }
}
