import IdentityEngine

/// A `CurrentValueSubject`'s object: the value it holds.
final class CurrentValueSubjectValue: OpaqueReference, FoundationObject, @unchecked Sendable {
  /// The subject's current value.
  var value: Value

  init(value: Value) {
    self.value = value
  }

  func property(_ name: String) -> Value? { name == "value" ? value : nil }

  func setProperty(_ name: String, to value: Value) -> Bool {
    guard name == "value" else { return false }
    self.value = value
    return true
  }

  override var displayDescription: String { "CurrentValueSubject" }
  override var swiftTypeName: String { displayDescription }
}
