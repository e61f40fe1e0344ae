import IdentityEngine

/// `model.$isPlaying`: the publisher of an `ObservableObject`'s `@Published` property. An
/// `.onReceive` of it runs its closure with the property's value when the view appears and
/// after each update in which the value changed (`Interpreter.onReceiveModifier`); a Combine
/// operator on it (`debounce`, `sink`, `assign`) gives an opaque value, since idlab does not
/// run Combine pipelines.
final class PublishedPublisherValue: OpaqueReference, @unchecked Sendable {
  /// The object whose property publishes.
  let object: ObjectReference
  /// The property's name, without its `$`.
  let name: String

  init(object: ObjectReference, name: String) {
    self.object = object
    self.name = name
  }

  override var displayDescription: String { "Published.Publisher" }
  override var swiftTypeName: String { "Published.Publisher" }
}
