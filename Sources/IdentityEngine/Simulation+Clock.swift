// MARK: - Time: the virtual clock, `wait`, timer subscriptions

extension Simulation {
  /// The `wait 2s` action: moves the clock forward by `nanoseconds`, running the work that
  /// falls due on the way, earliest first (then in scheduling order). Work due at one instant
  /// runs back to back, then its writes are applied and the views updated, before the clock
  /// moves on. One step.
  @discardableResult
  public func wait(nanoseconds: Int) -> Outcome {
    if root == nil { _ = start() }
    let target = clock.now + max(0, nanoseconds)
    return runStep {
      try runDue(notAfter: target)
      clock.advance(to: target)
    }
  }

  /// Runs the clock's work due by `limit`, one instant at a time, each followed by its updates.
  ///
  /// - Throws: a `clock-budget` failure past `Options.maxScheduledRunsPerStep` runs, or a
  ///   `runaway-updates` one when work keeps scheduling more work at the same instant.
  func runDue(notAfter limit: Int) throws {
    var runs = 0
    var instant = clock.now
    var batchesAtInstant = 0
    while true {
      let batch = clock.takeDue(notAfter: limit)
      if batch.isEmpty { return }
      if clock.now == instant {
        batchesAtInstant += 1
      } else {
        instant = clock.now
        batchesAtInstant = 1
      }
      runs += batch.count
      if batchesAtInstant > options.maxRoundsPerStep {
        throw RuntimeFailure(
          id: "runaway-updates",
          message: "State kept changing on every update (\(options.maxRoundsPerStep) rounds)",
          arguments: ["limit": String(options.maxRoundsPerStep)])
      }
      if runs > options.maxScheduledRunsPerStep {
        throw RuntimeFailure(
          id: "clock-budget",
          message:
            "More than \(options.maxScheduledRunsPerStep) timer fires and queued blocks in one step",
          arguments: ["limit": String(options.maxScheduledRunsPerStep)])
      }
      for item in batch where !item.isCancelled { try item.work.run() }
      closeCurrent()
      try drain()
    }
  }

  /// Schedules an `.onReceive`'s next tick; each tick schedules the one after it, until the
  /// modified view's identity ends (its subscription is cancelled then) or its source changes.
  func subscribe(_ node: LiveNode, _ state: ModifierState, to source: TimerSource) {
    let due = source.nextTick(after: clock.now)
    state.subscription = clock.schedule(
      at: due,
      Callback { [weak self, weak node, weak state] in
        guard let self, let node, let state, node.isAlive,
          case .onReceive(let current, let receive) = state.modifier
        else { return }
        self.subscribe(node, state, to: current.isSame(as: source) ? source : current)
        try receive(due)
      })
  }
}
