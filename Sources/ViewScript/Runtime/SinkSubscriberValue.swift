import IdentityEngine

/// The subscriber `sink` attaches to a publisher the program declares (`struct TagsPublisher:
/// Publisher { func receive<S>(subscriber: S) … }`): its `receive(_:)` calls the sink's value
/// closure, its `receive(completion:)` the completion closure (docs/semantics.md, Combine).
final class SinkSubscriberValue: OpaqueReference, @unchecked Sendable {
  /// `receiveValue:` (or the trailing closure).
  let receiveValue: Value?
  /// `receiveCompletion:`, when given.
  let receiveCompletion: Value?

  init(receiveValue: Value?, receiveCompletion: Value?) {
    self.receiveValue = receiveValue
    self.receiveCompletion = receiveCompletion
  }

  override var displayDescription: String { "Subscribers.Sink" }
  override var swiftTypeName: String { "Subscribers.Sink" }
}
