/// The simulation's time: it passes only when an action waits (`wait 2s`), and it orders the
/// work scheduled on it (main-queue blocks, timers, timer publishers, sleeping tasks).
///
/// Time is counted in nanoseconds since the scene started; the front end maps it to dates.
/// Work runs by due time, then by the order it was scheduled in (`DispatchQueue.main` is a
/// serial FIFO queue).
public final class VirtualClock {
  /// Nanoseconds since the scene started.
  public private(set) var now = 0
  /// Work not yet run, sorted by due time, then by scheduling order.
  private var pending: [ScheduledWork] = []
  private var scheduled = 0

  public init() {}

  /// Schedules `work` at `due` nanoseconds (or now, if `due` is in the past).
  ///
  /// - Complexity: O(log n) to find the place, O(n) to insert.
  @discardableResult
  public func schedule(at due: Int, _ work: Callback) -> ScheduledWork {
    scheduled += 1
    let item = ScheduledWork(due: max(due, now), order: scheduled, work: work)
    var low = 0
    var high = pending.count
    while low < high {
      let middle = (low + high) / 2
      if pending[middle].due <= item.due { low = middle + 1 } else { high = middle }
    }
    pending.insert(item, at: low)
    return item
  }

  /// Schedules `work` `delay` nanoseconds from now.
  @discardableResult
  public func schedule(after delay: Int, _ work: Callback) -> ScheduledWork {
    schedule(at: now + max(0, delay), work)
  }

  /// The due time of the earliest work not yet run and not cancelled, if any.
  var nextDue: Int? {
    pending.removeAll { $0.isCancelled }
    return pending.first?.due
  }

  /// Moves the clock to the earliest due time not after `limit` and removes the work due then,
  /// in order; empty when nothing is due by `limit`.
  func takeDue(notAfter limit: Int) -> [ScheduledWork] {
    guard let due = nextDue, due <= limit else { return [] }
    now = max(now, due)
    let count = pending.prefix { $0.due == due }.count
    let batch = pending.prefix(count).filter { !$0.isCancelled }
    pending.removeFirst(count)
    return batch
  }

  /// Moves the clock forward to `instant` (never backwards).
  func advance(to instant: Int) {
    now = max(now, instant)
  }
}

/// One piece of work on the `VirtualClock`.
public final class ScheduledWork {
  /// When it runs, in nanoseconds since the scene started.
  public let due: Int
  /// Its place among the work scheduled so far.
  let order: Int
  let work: Callback
  /// True once cancelled: it will not run.
  public private(set) var isCancelled = false

  init(due: Int, order: Int, work: Callback) {
    self.due = due
    self.order = order
    self.work = work
  }

  /// Keeps the work from running (a `Timer`'s `invalidate()`, a cancelled subscription).
  public func cancel() {
    isCancelled = true
  }
}
