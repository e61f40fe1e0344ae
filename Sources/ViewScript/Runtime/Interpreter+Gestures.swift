import IdentityEngine
import SwiftSyntax

/// `.refreshable { await … }` and `.gesture(DragGesture().onChanged { }.onEnded { })`: the
/// engine's `GestureAction`s that the `refresh "List"` and `drag "Card" by 40,0` actions perform
/// (docs/semantics.md, "Gestures").
extension Interpreter {
  /// The modifiers that attach a gesture to a view.
  static let gestureModifiers: Set<String> = [
    "gesture", "simultaneousGesture", "highPriorityGesture",
  ]

  /// `.refreshable { }`: a refresh runs its action as a task, at once, on the virtual clock (an
  /// `await Task.sleep` in it suspends until `wait` reaches its wake-up).
  func refreshable(_ closure: FunctionValue?, at call: FunctionCallExprSyntax) -> Modifier? {
    guard let closure else { return nil }
    let position = Syntax(call)
    return .gesture(
      GestureAction(kind: .refresh) { [self] _, _, _ in
        try self.startTask(closure, handle: TaskHandle(), at: position)
      })
  }

  /// `.gesture(DragGesture()…)`: the drag's `onChanged` and `onEnded` closures, called with a
  /// `DragGesture.Value`; nil for any other gesture (it stays an inert modifier).
  func dragGesture(_ argument: Argument?, at call: FunctionCallExprSyntax) -> Modifier? {
    guard case .opaque(let opaque)? = argument?.value, let gesture = opaque as? GestureValue,
      gesture.typeName == "DragGesture"
    else { return nil }
    return .gesture(
      GestureAction(kind: .drag) { [self] width, height, ended in
        guard let function = ended ? gesture.onEnded : gesture.onChanged else { return }
        let value = dragValue(width: width, height: height)
        _ = try self.entry { () throws(EvalError) -> Value in
          try self.call(function, [Argument(label: nil, value: value)], builder: false, at: call)
        }
      })
  }

  /// `DragGesture()`: a gesture value without closures.
  func gestureConstructor(_ name: String) -> Value? {
    name == "DragGesture" ? .opaque(GestureValue(typeName: name)) : nil
  }

  /// `.onChanged { }`, `.onEnded { }` on a drag gesture: the same gesture with the closure;
  /// any other method (`.updating`, `.simultaneously`) leaves it as it was.
  func gestureMethod(_ name: String, on base: Value, _ arguments: [Argument]) -> Value? {
    guard case .opaque(let opaque) = base, let gesture = opaque as? GestureValue else {
      return nil
    }
    let closure = arguments.last.flatMap { asFunction($0.value) }
    switch name {
    case "onChanged":
      return .opaque(
        GestureValue(typeName: gesture.typeName, onChanged: closure, onEnded: gesture.onEnded))
    case "onEnded":
      return .opaque(
        GestureValue(typeName: gesture.typeName, onChanged: gesture.onChanged, onEnded: closure))
    default:
      return base
    }
  }

  /// A `DragGesture.Value` for a drag that started at the view's origin and moved by
  /// (`width`, `height`): `translation`, `location`, `startLocation`, the predicted end (the
  /// same: the simulated finger stops there) and a zero `velocity`, at the clock's `time`.
  private func dragValue(width: Double, height: Double) -> Value {
    .record(
      type: "DragGesture.Value",
      fields: [
        Value.Field("translation", size(width, height)),
        Value.Field("location", point(width, height)),
        Value.Field("startLocation", point(0, 0)),
        Value.Field("predictedEndTranslation", size(width, height)),
        Value.Field("predictedEndLocation", point(width, height)),
        Value.Field("velocity", size(0, 0)),
        Value.Field("time", date(atNanoseconds: clockNow)),
      ])
  }
}
