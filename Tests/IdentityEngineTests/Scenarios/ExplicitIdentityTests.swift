import IdentityEngine
import Testing

/// Scenarios 9–14 of the reference (§b B2, B3): AnyView and `.id`.
@Suite struct ExplicitIdentityTests {
  /// Scenario 9: the same erased type keeps state.
  @Test func anyViewSameTypeKeepsState() {
    let registry = Registry()
    let outcome = countThenClearFlag(registry) { flag in
      .anyView(counter(registry, label: flag ? "red " : "blue "))
    }
    expectLines(
      outcome.dump(relativeIdentities: true),
      """
      Root @Root state(flag: false)
      └─ Counter @AnyView<Counter>/Counter state(n: 3)
         └─ Text @Text "blue 3"
      """)
  }

  /// Scenario 10: a different erased type resets, with no transition even when animated.
  @Test func anyViewTypeChangeResetsWithoutTransition() {
    let registry = Registry()
    let sim = rootSimulation([("flag", .bool(true))], registry: registry) { root in
      root["flag"] == .bool(true)
        ? .anyView(counter(registry))
        : .anyView(counter(registry).modifier("padding", .null))
    }
    sim.start()
    sim.perform { registry["AnyView<Counter>/Counter"]?["n"] = .int(3) }
    let padded = sim.set("flag", .bool(false), animated: true)
    expectLines(
      padded.dump(relativeIdentities: true),
      """
      Root @Root state(flag: false)
      └─ Counter @AnyView<ModifiedContent<Counter, _PaddingLayout>>/Counter state(n: 0) .padding
         └─ Text @Text "0"
      events:
        create Root/AnyView<ModifiedContent<Counter, _PaddingLayout>>/Counter
        create Root/AnyView<ModifiedContent<Counter, _PaddingLayout>>/Counter/Text
        destroy Root/AnyView<Counter>/Counter/Text
        destroy Root/AnyView<Counter>/Counter
      """)
    sim.perform { registry["_PaddingLayout>>/Counter"]?["n"] = .int(3) }
    let back = sim.set("flag", .bool(true), animated: true)
    #expect(back.tree.children[0].state[0].value == .int(0))
    #expect(back.lines(.transition).isEmpty)
  }

  /// Scenario 11: a constant `.id` keeps state when the parent re-renders.
  @Test func constantIDKeepsState() {
    let registry = Registry()
    let sim = rootSimulation([("other", .int(0))], registry: registry) { root in
      vstack(text("\(root["other"])"), counter(registry).id(.int(42)))
    }
    sim.start()
    sim.perform { registry["id=42/Counter"]?["n"] = .int(3) }
    let outcome = sim.set("other", .int(1))
    expectLines(
      outcome.dump(relativeIdentities: true),
      """
      Root @Root state(other: 1)
      └─ VStack @VStack
         ├─ Text @0/Text "1"
         └─ Counter @1/id=42/Counter state(n: 3) .id(42)
            └─ Text @Text "3"
      """)
  }

  /// Scenario 12: a changed `.id` resets state, restarts an inner task, fires inner A/D.
  @Test func changedIDResets() {
    let registry = Registry()
    let sim = rootSimulation([("version", .int(1))], registry: registry) { root in
      counter(registry)
        .onAppear { registry.log.append("A") }
        .onDisappear { registry.log.append("D") }
        .task { registry.log.append("T") }
        .id(root["version"])
    }
    sim.start()
    sim.perform { registry["id=1/Counter"]?["n"] = .int(3) }
    let outcome = sim.set("version", .int(2))
    expectLines(
      outcome.dump(relativeIdentities: true),
      """
      Root @Root state(version: 2)
      └─ Counter @id=2/Counter state(n: 0) .onAppear .onDisappear .task .id(2)
         └─ Text @Text "0"
      events:
        create Root/id=2/Counter
        create Root/id=2/Counter/Text
        transition Root/id=1/Counter removal opacity
        transition Root/id=2/Counter insertion opacity
        appear Root/id=2/Counter
        disappear Root/id=1/Counter
        taskCancel Root/id=1/Counter
        destroy Root/id=1/Counter/Text
        destroy Root/id=1/Counter
        taskStart Root/id=2/Counter
      """)
    #expect(registry.log == ["A", "T", "A", "D", "T"])
  }

  /// Scenario 13: `.onAppear` outside `.id` re-fires; inside it fires once (rule 10 [C]).
  @Test(arguments: [true, false])
  func idPlacement(onAppearInsideID: Bool) {
    let registry = Registry()
    let sim = rootSimulation([("flag", .bool(false))], registry: registry) { root in
      onAppearInsideID
        ? color("red").onAppear { registry.log.append("appear") }.id(root["flag"])
        : color("red").id(root["flag"]).onAppear { registry.log.append("appear") }
    }
    sim.start()
    sim.set("flag", .bool(true))
    #expect(registry.log.count == (onAppearInsideID ? 2 : 1))
  }

  /// Scenario 14: callback order when an identity is replaced (rule 11 [C]): default
  /// transition `AF AT DT`; `.transition(.identity)` `AF DT AT`.
  @Test(arguments: [false, true])
  func callbackOrderOnIDChange(identityTransition: Bool) {
    let registry = Registry()
    let sim = rootSimulation([("t", .bool(false))], registry: registry) { root in
      let flag = root["t"] == .bool(true) ? "T" : "F"
      let view = color("red")
        .onAppear { registry.log.append("A" + flag) }
        .onDisappear { registry.log.append("D" + (root["t"] == .bool(true) ? "T" : "F")) }
      return (identityTransition ? view.transition("identity") : view).id(root["t"])
    }
    sim.start()
    sim.set("t", .bool(true))
    #expect(registry.log == (identityTransition ? ["AF", "DT", "AT"] : ["AF", "AT", "DT"]))
  }
}
