import IdentityEngine
import Testing

/// The engine's virtual clock: `wait` runs due work by due time, then scheduling order; an
/// `.onReceive` subscription and a task's handle end with the view's identity.
@Suite struct VirtualClockTests {
  static let second = 1_000_000_000

  @Test func dueWorkRunsByTimeThenSchedulingOrderAndOnlyWhenDue() {
    let registry = Registry()
    let sim = rootSimulation([]) { _ in text("clock") }
    sim.start()
    for (name, delay) in [("c", 3), ("a", 1), ("b", 1), ("now", 0)] {
      sim.clock.schedule(after: delay * Self.second, Callback { registry.log.append(name) })
    }
    let cancelled = sim.clock.schedule(after: Self.second, Callback { registry.log.append("x") })
    cancelled.cancel()
    sim.wait(nanoseconds: Self.second - 1)
    #expect(registry.log == ["now"])
    sim.wait(nanoseconds: 1)
    #expect(registry.log == ["now", "a", "b"])
    #expect(sim.clock.now == Self.second)
    sim.wait(nanoseconds: 5 * Self.second)
    #expect(registry.log == ["now", "a", "b", "c"])
    #expect(sim.clock.now == 6 * Self.second)
  }

  @Test func anOnReceiveSubscriptionEndsWithItsView() {
    let registry = Registry()
    let source = TimerSource(interval: Self.second)
    let sim = rootSimulation([("shown", .bool(true))]) { root in
      ifOnly(
        root["shown"] == .bool(true),
        .modified(
          text("ticking"),
          .onReceive(source, receive: { tick in registry.log.append("tick \(tick / Self.second)") })
        )
      )
    }
    sim.start()
    sim.wait(nanoseconds: 2 * Self.second + 1)
    #expect(registry.log == ["tick 1", "tick 2"])
    sim.set("shown", .bool(false))
    sim.wait(nanoseconds: 3 * Self.second)
    #expect(registry.log == ["tick 1", "tick 2"])
  }

  @Test func aTaskHandleIsCancelledWhenItsViewIsRemoved() {
    var handles: [TaskHandle] = []
    let sim = rootSimulation([("shown", .bool(true))]) { root in
      ifOnly(
        root["shown"] == .bool(true),
        .modified(text("working"), .task(id: nil, TaskBody { handles.append($0) })))
    }
    sim.start()
    #expect(handles.count == 1)
    #expect(handles.first?.isCancelled == false)
    let removed = sim.set("shown", .bool(false))
    #expect(removed.lines(.taskCancel) == ["taskCancel Root/some/Text"])
    #expect(handles.first?.isCancelled == true)
  }

  @Test func workThatKeepsSchedulingItselfNowIsARunawayFailure() {
    let sim = rootSimulation([]) { _ in text("loop") }
    sim.start()
    func again() {
      sim.clock.schedule(after: 0, Callback { again() })
    }
    again()
    let outcome = sim.wait(nanoseconds: Self.second)
    #expect(outcome.error?.id == "runaway-updates")
  }
}
