import IdentityEngine
import Testing

/// Scenarios 34–39 of the reference (§b B8, B9): tasks and appear order.
@Suite struct LifecycleTests {
  /// A `Text` whose `.task(id: query)` logs `search QUERY`; `query` starts as "a".
  static func search(_ registry: Registry) -> Simulation {
    rootSimulation([("query", .s("a"))], registry: registry) { root in
      let query = root["query"]
      return text("results").task(id: query) { registry.log.append("search \(query)") }
    }
  }

  /// Scenario 34: `.task(id:)` restarts on a changed value, not on an equal one.
  @Test func taskIDRestart() {
    let registry = Registry()
    let sim = Self.search(registry)
    sim.start()
    let changed = sim.set("query", .s("b"))
    #expect(
      changed.lines(.taskCancel, .taskStart) == [
        "taskCancel Root/Text", "taskStart Root/Text",
      ])
    let same = sim.set("query", .s("b"))
    #expect(same.events.isEmpty)
    #expect(registry.log == ["search \"a\"", "search \"b\""])
  }

  /// Scenario 35: two id changes in one action restart once, with the last value.
  @Test func coalescedTaskIDChanges() {
    let registry = Registry()
    let sim = Self.search(registry)
    sim.start()
    let outcome = sim.perform {
      sim.rootState?["query"] = .s("x")
      sim.rootState?["query"] = .s("y")
    }
    #expect(outcome.lines(.taskStart).count == 1)
    #expect(registry.log == ["search \"a\"", "search \"y\""])
  }

  /// Scenario 36: a task in a branch is cancelled on hide and starts anew on show.
  @Test func taskInBranch() {
    let registry = Registry()
    let sim = rootSimulation([("show", .bool(true))], registry: registry) { root in
      ifOnly(root["show"] == .bool(true), counter(registry).task { registry.log.append("loop") })
    }
    sim.start()
    let hidden = sim.set("show", .bool(false))
    #expect(hidden.lines(.taskCancel) == ["taskCancel Root/some/Counter"])
    let shown = sim.set("show", .bool(true))
    #expect(shown.lines(.taskStart) == ["taskStart Root/some/Counter"])
    #expect(registry.log == ["loop", "loop"])
  }

  /// Scenario 37: a task starts after onAppear whatever the modifier order.
  @Test func taskAfterOnAppear() {
    let registry = Registry()
    let sim = rootSimulation([]) { _ in
      text("t").task { registry.log.append("T") }.onAppear { registry.log.append("A") }
    }
    let outcome = sim.start()
    #expect(registry.log == ["A", "T"])
    #expect(outcome.lines(.appear, .taskStart) == ["appear Root/Text", "taskStart Root/Text"])
  }

  /// Scenario 38: nested views appear deepest first; tasks after all appears, deepest first.
  @Test func nestedAppearOrder() {
    let registry = Registry()
    let sim = rootSimulation([]) { _ in
      group(
        vstack(text("t").onAppear { registry.log.append("T") }.task { registry.log.append("tT") })
          .onAppear { registry.log.append("V") }.task { registry.log.append("tV") }
      ).onAppear { registry.log.append("G") }.task { registry.log.append("tG") }
    }
    let outcome = sim.start()
    #expect(registry.log == ["T", "V", "G", "tT", "tV", "tG"])
    expectLines(
      outcome.dump(),
      """
      Root @Root
      └─ Group @Root/Group .onAppear .task
         └─ VStack @Root/Group/0/VStack .onAppear .task
            └─ Text @Root/Group/0/VStack/0/Text "t" .onAppear .task
      events:
        create Root
        create Root/Group
        create Root/Group/0/VStack
        create Root/Group/0/VStack/0/Text
        appear Root/Group/0/VStack/0/Text
        appear Root/Group/0/VStack
        appear Root/Group
        taskStart Root/Group/0/VStack/0/Text
        taskStart Root/Group/0/VStack
        taskStart Root/Group
      """)
  }

  /// Scenario 39: an eager VStack creates all 100 rows; a LazyVStack only its window.
  @Test(arguments: [Container.vStack, .lazyVStack])
  func eagerVersusLazy(container: Container) {
    let registry = Registry()
    var options = Simulation.Options()
    options.lazyVisibleRows = 12
    let sim = rootSimulation([], options: options) { _ in
      scrollView(
        .container(
          container,
          [
            forEach((0..<100).map { .int($0) }, .positional, dataType: "Range<Int>", idType: "Int")
            { index in text("row \(index)").onAppear { registry.log.append("\(index)") } }
          ]))
    }
    let outcome = sim.start()
    let expected = container == .vStack ? 100 : 12
    #expect(registry.log.count == expected)
    #expect(outcome.lines(.appear).count == expected)
    #expect(texts(outcome.tree).count == expected)
  }
}
