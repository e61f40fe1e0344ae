import IdentityEngine

/// A `DragGesture()` value with the closures its `.onChanged { }` and `.onEnded { }` attach;
/// `.gesture(…)` makes it the engine's `GestureAction` (`Interpreter+Gestures.swift`).
final class GestureValue: OpaqueReference, @unchecked Sendable {
  let typeName: String
  var onChanged: FunctionValue?
  var onEnded: FunctionValue?

  init(typeName: String, onChanged: FunctionValue? = nil, onEnded: FunctionValue? = nil) {
    self.typeName = typeName
    self.onChanged = onChanged
    self.onEnded = onEnded
  }

  override var displayDescription: String { typeName }
  override var swiftTypeName: String { typeName }
}
