/// A gesture the learner's actions perform on a view rather than on a control: the pull of a
/// `.refreshable` view (`refresh "List"`) and a `DragGesture` attached with `.gesture(…)`
/// (`drag "Card" by 40,0`).
public struct GestureAction {
  /// Which gesture.
  public enum Kind: String, Sendable {
    /// `.refreshable { await … }`: the pull-to-refresh of a list or scroll view.
    case refresh = "refreshable"
    /// `.gesture(DragGesture().onChanged { … }.onEnded { … })`.
    case drag = "DragGesture"
  }

  /// Which gesture.
  public var kind: Kind
  /// Performs the gesture. A refresh ignores its arguments; a drag gets the translation
  /// (width, height) and whether this is its end (`onEnded`) or a change (`onChanged`).
  public var perform: (_ width: Double, _ height: Double, _ ended: Bool) throws -> Void

  public init(
    kind: Kind, perform: @escaping (_ width: Double, _ height: Double, _ ended: Bool) throws -> Void
  ) {
    self.kind = kind
    self.perform = perform
  }

  /// The modifier's name in dumps: `refreshable`, or `gesture` for a drag.
  public var modifierName: String { kind == .refresh ? "refreshable" : "gesture" }
}
