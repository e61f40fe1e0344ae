import IdentityEngine

/// `objectWillChange` of an `ObservableObject`: `send()` tells every view observing the object
/// that it changes, as a `@Published` property's set does (Apple, `ObservableObject`: "A type
/// of object with a publisher that emits before the object has changed"). Its other members
/// (`sink`, `receive(on:)`) are a Combine pipeline idlab does not run: an opaque value.
final class ObjectWillChangeValue: OpaqueReference, @unchecked Sendable {
  /// The object that publishes.
  let object: ObjectReference

  init(object: ObjectReference) {
    self.object = object
  }

  override var displayDescription: String { "ObservableObjectPublisher" }
  override var swiftTypeName: String { "ObservableObjectPublisher" }
}
