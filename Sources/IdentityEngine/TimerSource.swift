/// A source of periodic ticks on the `VirtualClock`: `Timer.publish(every:).autoconnect()`,
/// or a `TimelineView`'s periodic schedule.
///
/// Ticks fall at `start + k × interval` (k ≥ 1), and at `start` itself while it is ahead. An autoconnected publisher has no start until
/// its first subscriber connects it; a schedule's start is part of its value.
public final class TimerSource {
  /// Nanoseconds between ticks (at least 1).
  public let interval: Int
  /// When the source started counting, nanoseconds since the scene started; nil until an
  /// autoconnected publisher is first subscribed to.
  public private(set) var start: Int?

  public init(interval: Int, start: Int? = nil) {
    self.interval = max(1, interval)
    self.start = start
  }

  /// Whether a subscription to `self` may stay on `other` after a render: the same publisher,
  /// or an equal schedule (same start and interval).
  func isSame(as other: TimerSource) -> Bool {
    self === other || (start != nil && start == other.start && interval == other.interval)
  }

  /// The first tick strictly after `now`, connecting the source at `now` if it was not yet.
  func nextTick(after now: Int) -> Int {
    let origin = start ?? now
    start = origin
    guard now >= origin else { return origin }
    return origin + ((now - origin) / interval + 1) * interval
  }
}
