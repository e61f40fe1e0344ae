import IdentityEngine
import Testing

/// Rule 20 and the engine's update loop: coalescing, dependent bodies, runaway updates,
/// failures.
@Suite struct TransactionTests {
  /// [C] StateCompatibilityTests.nestedStateUpdate: bodies `[0, 2, 4]`.
  @Test func nestedStateUpdateCoalesces() {
    let registry = Registry()
    var simulation: Simulation?
    let sim = rootSimulation([("value", .int(0))]) { root in
      let value = root["value"]
      registry.log.append("body \(value)")
      return text("\(value)")
        .onChange(of: value) {
          let pair = simulation?.changeValues
          registry.log.append("change \(pair?.old ?? .null) \(pair?.new ?? .null)")
        }
        .onAppear {
          root["value"] = .int(1)
          root["value"] = .int(2)
          simulation?.withAnimation {
            root["value"] = .int(3)
            root["value"] = .int(4)
          }
        }
    }
    simulation = sim
    let outcome = sim.start()
    #expect(registry.log == ["body 0", "body 2", "change 0 2", "body 4", "change 2 4"])
    #expect(texts(outcome.tree) == ["4"])
  }

  /// A write inside a body draws SwiftUI's runtime warning and is applied next.
  @Test func writeDuringBodyWarns() {
    let sim = rootSimulation([("n", .int(0)), ("seen", .int(0))]) { root in
      if root["seen"] != root["n"] { root["seen"] = root["n"] }
      return text("\(root["n"])")
    }
    sim.start()
    let outcome = sim.set("n", .int(1))
    #expect(
      outcome.warnings.map(\.consoleText) == [
        "Modifying state during view update, this will cause undefined behavior."
      ])
    #expect(sim.rootState?["seen"] == .int(1))
  }

  /// A child's body runs again only when its inputs change by value; a row's own state
  /// change does not re-run its parent.
  @Test func onlyDependentBodiesRun() {
    let registry = Registry()
    let sim = rootSimulation([("a", .int(0)), ("b", .int(0))], registry: registry) { root in
      registry.log.append("root")
      return vstack(
        view("Child", inputs: root["a"], state: [("own", .int(0))], registry: registry) { child in
          registry.log.append("child a=\(root["a"]) own=\(child["own"])")
          return text("child")
        },
        text("\(root["b"])"))
    }
    sim.start()
    sim.set("b", .int(1))
    sim.set("a", .int(1))
    sim.perform { registry["Child"]?["own"] = .int(5) }
    #expect(
      registry.log == [
        "root", "child a=0 own=0", "root", "root", "child a=1 own=0", "child a=1 own=5",
      ])
  }

  /// An onChange that always changes its own value stops with `runaway-updates`.
  @Test func runawayUpdatesStop() {
    var options = Simulation.Options()
    options.maxRoundsPerStep = 20
    let sim = rootSimulation([("n", .int(0))], options: options) { root in
      let n = root["n"]
      return text("\(n)").onChange(of: n) {
        if case .int(let value) = n { root["n"] = .int(value + 1) }
      }
    }
    sim.start()
    let outcome = sim.set("n", .int(1))
    #expect(outcome.error?.id == "runaway-updates")
    #expect(outcome.warnings.count == 1)
    let next = sim.perform {}
    #expect(next.error == nil)
  }

  /// A failing body ends the step with its error; the previous tree stays; later steps run.
  @Test func failureKeepsEngineConsistent() {
    struct Oops: Error {}
    let sim = rootSimulation([("n", .int(0))]) { root in
      if root["n"] == .int(1) {
        throw RuntimeFailure(id: "unwrap-nil", message: "Unexpectedly found nil", line: 3)
      }
      if root["n"] == .int(2) { throw Oops() }
      return text("\(root["n"])")
    }
    sim.start()
    let failed = sim.set("n", .int(1))
    #expect(failed.error?.id == "unwrap-nil")
    #expect(texts(failed.tree) == ["0"])
    let other = sim.set("n", .int(2))
    #expect(other.error == RuntimeFailure(id: "error", message: "Oops()"))
    let recovered = sim.set("n", .int(3))
    #expect(recovered.error == nil)
    #expect(texts(recovered.tree) == ["3"])
  }

  /// `.animation(_:value:)` on a persisting ancestor animates a changed modifier.
  @Test func animationModifierAnimates() {
    let sim = rootSimulation([("on", .bool(false))]) { root in
      let on = root["on"] == .bool(true)
      return button("Add to cart") {}
        .modifier("background", .color(on ? "blue" : "clear"))
        .modifier("scaleEffect", .double(on ? 1.05 : 1.0))
        .animation("spring", value: root["on"])
    }
    sim.start()
    let outcome = sim.set("on", .bool(true))
    #expect(
      outcome.lines() == [
        "animate Root/Button background: clear → blue",
        "animate Root/Button scaleEffect: 1.0 → 1.05",
      ])
    let unrelated = rootSimulation([("on", .bool(false))]) { root in
      button("x") {}.modifier("background", .color(root["on"] == .bool(true) ? "blue" : "clear"))
    }
    unrelated.start()
    #expect(unrelated.set("on", .bool(true)).events.isEmpty)
  }
}
