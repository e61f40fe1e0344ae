import IdentityEngine
import Testing

/// Scenarios 1–8 of the reference (§b B1): structural identity.
@Suite struct StructuralIdentityTests {
  /// Scenario 1: a changed input keeps the identity and its state.
  @Test func valueChangeKeepsState() {
    let registry = Registry()
    let outcome = countThenClearFlag(registry) { flag in
      counter(registry, label: flag ? "A" : "B")
    }
    expectLines(
      outcome.dump(relativeIdentities: true),
      """
      Root @Root state(flag: false)
      └─ Counter @Counter state(n: 3)
         └─ Text @Text "B3"
      """)
  }

  /// Scenario 2: the two branches of an if/else are two identities, even of the same type;
  /// the new branch appears before the old one disappears (rule 11).
  @Test func ifElseSameTypeResets() {
    let registry = Registry()
    let sim = rootSimulation([("flag", .bool(true))], registry: registry) { root in
      let flag = root["flag"] == .bool(true)
      return ifElse(
        flag,
        counter(registry).onAppear { registry.log.append("A(if:0)") }
          .onDisappear { registry.log.append("D(if:0)") },
        counter(registry).onAppear { registry.log.append("A(if:1)") }
          .onDisappear { registry.log.append("D(if:1)") })
    }
    sim.start()
    sim.perform { registry["if:0/Counter"]?["n"] = .int(3) }
    let first = sim.set("flag", .bool(false))
    expectLines(
      first.dump(relativeIdentities: true),
      """
      Root @Root state(flag: false)
      └─ Counter @if:1/Counter state(n: 0) .onAppear .onDisappear
         └─ Text @Text "0"
      events:
        create Root/if:1/Counter
        create Root/if:1/Counter/Text
        transition Root/if:0/Counter removal opacity
        transition Root/if:1/Counter insertion opacity
        appear Root/if:1/Counter
        disappear Root/if:0/Counter
        destroy Root/if:0/Counter/Text
        destroy Root/if:0/Counter
      """)
    sim.perform { registry["if:1/Counter"]?["n"] = .int(3) }
    let back = sim.set("flag", .bool(true))
    #expect(back.tree.children[0].state[0].value == .int(0))
    #expect(registry.log == ["A(if:0)", "A(if:1)", "D(if:0)", "A(if:0)", "D(if:1)"])
  }

  /// Scenario 4: an `if` without `else` keeps its slot; later siblings never shift.
  @Test func ifWithoutElseKeepsSiblingSlot() {
    let registry = Registry()
    let sim = rootSimulation([("show", .bool(false))], registry: registry) { root in
      vstack(
        counter(registry, label: "first "),
        ifOnly(root["show"] == .bool(true), counter(registry, label: "second ")))
    }
    sim.start()
    sim.perform { registry["0/Counter"]?["n"] = .int(3) }
    sim.set("show", .bool(true))
    sim.perform { registry["1/some/Counter"]?["n"] = .int(3) }
    sim.set("show", .bool(false))
    let outcome = sim.set("show", .bool(true))
    expectLines(
      outcome.dump(relativeIdentities: true),
      """
      Root @Root state(show: true)
      └─ VStack @VStack
         ├─ Counter @0/Counter state(n: 3)
         │  └─ Text @Text "first 3"
         └─ Counter @1/some/Counter state(n: 0)
            └─ Text @Text "second 0"
      events:
        create Root/VStack/1/some/Counter
        create Root/VStack/1/some/Counter/Text
        transition Root/VStack/1/some/Counter insertion opacity
      """)
  }

  /// Scenario 5: a branch around a modifier resets; an inert modifier value does not.
  @Test func branchVersusInertModifier() {
    let registry = Registry()
    let branched = rootSimulation([("expired", .bool(false))], registry: registry) { root in
      let expired = root["expired"] == .bool(true)
      return ifElse(expired, counter(registry).modifier("opacity", .double(0.3)), counter(registry))
    }
    branched.start()
    branched.perform { registry["if:1/Counter"]?["n"] = .int(3) }
    let reset = branched.set("expired", .bool(true))
    #expect(reset.tree.children[0].state[0].value == .int(0))

    let inertRegistry = Registry()
    let inert = rootSimulation([("expired", .bool(false))], registry: inertRegistry) { root in
      counter(inertRegistry).modifier(
        "opacity", .double(root["expired"] == .bool(true) ? 0.3 : 1.0))
    }
    inert.start()
    inert.perform { inertRegistry["Counter"]?["n"] = .int(3) }
    let kept = inert.set("expired", .bool(true), animated: true)
    expectLines(
      kept.dump(relativeIdentities: true),
      """
      Root @Root state(expired: true)
      └─ Counter @Counter state(n: 3) .opacity(0.3)
         └─ Text @Text "3"
      events:
        animate Root/Counter opacity: 1.0 → 0.3
      """)
  }

  /// Scenario 6: switch leaves: another case resets, the same case keeps state.
  @Test func switchLeaves() {
    let registry = Registry()
    let sim = rootSimulation([("mode", .int(0))], registry: registry) { root in
      guard case .int(let mode) = root["mode"] else { return .empty }
      let leaf: ViewDescription = mode == 2 ? text("c") : counter(registry)
      return .conditional(leaf: mode, leafCount: 3, leaf)
    }
    sim.start()
    sim.perform { registry["case:0/Counter"]?["n"] = .int(3) }
    let toB = sim.set("mode", .int(1))
    #expect(toB.tree.children[0].identity == "Root/case:1/Counter")
    #expect(toB.tree.children[0].state[0].value == .int(0))
    sim.perform { registry["case:1/Counter"]?["n"] = .int(3) }
    let same = sim.perform {
      sim.rootState?["mode"] = .int(0)
      sim.rootState?["mode"] = .int(1)
    }
    #expect(same.events.isEmpty)
    #expect(same.tree.children[0].state[0].value == .int(3))
    let toA = sim.set("mode", .int(0))
    #expect(toA.tree.children[0].identity == "Root/case:0/Counter")
    #expect(toA.tree.children[0].state[0].value == .int(0))
  }

  /// Scenario 7: if / else if / else: two leaves of the same type are distinct.
  @Test func elseIfLeavesAreDistinct() {
    let registry = Registry()
    let sim = rootSimulation([("x", .int(0))], registry: registry) { root in
      guard case .int(let x) = root["x"] else { return .empty }
      return .conditional(leaf: x, leafCount: 3, x == 2 ? text("") : counter(registry))
    }
    sim.start()
    sim.perform { registry["case:0/Counter"]?["n"] = .int(3) }
    let outcome = sim.set("x", .int(1))
    #expect(
      outcome.lines(.create, .destroy) == [
        "create Root/case:1/Counter", "create Root/case:1/Counter/Text",
        "destroy Root/case:0/Counter/Text", "destroy Root/case:0/Counter",
      ])
    #expect(outcome.tree.children[0].state[0].value == .int(0))
  }

  /// Scenario 8: a different container type around the same child resets the subtree.
  @Test func differentContainerResetsSubtree() {
    let registry = Registry()
    let sim = rootSimulation([("fancy", .bool(true))], registry: registry) { root in
      ifElse(root["fancy"] == .bool(true), vstack(counter(registry)), hstack(counter(registry)))
    }
    sim.start()
    sim.perform { registry["VStack/0/Counter"]?["n"] = .int(3) }
    let outcome = sim.set("fancy", .bool(false))
    expectLines(
      outcome.tree.dump(relativeIdentities: true),
      """
      Root @Root state(fancy: false)
      └─ HStack @if:1/HStack
         └─ Counter @0/Counter state(n: 0)
            └─ Text @Text "0"
      """)
    #expect(outcome.lines(.destroy).contains("destroy Root/if:0/VStack/0/Counter"))
  }
}
