import IdentityEngine

/// `Timer.publish(every:on:in:)` (and its `.autoconnect()`): the ticks an `.onReceive`
/// subscribes to.
final class TimerPublisherValue: OpaqueReference, @unchecked Sendable {
  let source: TimerSource

  init(_ source: TimerSource) {
    self.source = source
  }

  override var displayDescription: String { "Timer.TimerPublisher" }
  override var swiftTypeName: String { "Publishers.Autoconnect<Timer.TimerPublisher>" }
}
