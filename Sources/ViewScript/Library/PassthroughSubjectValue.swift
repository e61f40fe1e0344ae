import IdentityEngine

/// A `PassthroughSubject`'s object: whether anything has subscribed to it.
final class PassthroughSubjectValue: OpaqueReference, @unchecked Sendable {
  /// Whether a subscriber (a `sink`, an operator's pipeline, a view's `.onReceive`) has been
  /// attached: from then on, what a value sent does is not simulated.
  var isSubscribed = false

  override var displayDescription: String { "PassthroughSubject" }
  override var swiftTypeName: String { displayDescription }
}
