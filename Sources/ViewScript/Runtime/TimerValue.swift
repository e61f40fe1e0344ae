import IdentityEngine

/// A `Timer` from `Timer.scheduledTimer(withTimeInterval:repeats:block:)`: it fires on the
/// virtual clock every `interval` nanoseconds (once, unless it repeats) until `invalidate()`.
final class TimerValue: OpaqueReference, @unchecked Sendable {
  /// Nanoseconds between fires.
  let interval: Int
  let repeats: Bool
  /// Runs the timer's block (set by the interpreter).
  var fire: () throws -> Void = {}
  /// False once invalidated, or once a non-repeating timer fired.
  private(set) var isValid = true
  private var next: ScheduledWork?

  init(interval: Int, repeats: Bool) {
    self.interval = interval
    self.repeats = repeats
  }

  override var displayDescription: String { "Timer" }
  override var swiftTypeName: String { "Timer" }

  /// Schedules the fire at `due`; a repeating timer schedules the next one before its block
  /// runs, so that the block may invalidate it.
  func schedule(on clock: VirtualClock, at due: Int) {
    next = clock.schedule(
      at: due,
      Callback { [self, weak clock] in
        // Strong: the run loop keeps a scheduled timer alive whether or not the code keeps it.
        guard let clock, isValid else { return }
        if repeats {
          schedule(on: clock, at: due + interval)
        } else {
          isValid = false
        }
        try fire()
      })
  }

  /// `timer.invalidate()`: no more fires.
  func invalidate() {
    isValid = false
    next?.cancel()
    next = nil
  }
}
