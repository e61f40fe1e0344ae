import IdentityEngine
import Testing

@testable import ViewScript

/// Actions that come while the one before them still animates (`after 0.1s:`, issue #31,
/// rule 31): a leaving view inserted again comes back with its identity and state; after its
/// transition ended it is a new view; a change without animation stops the running one.
///
/// Expected facts from SwiftUI's documented model (a removed view stays in the hierarchy until
/// its removal transition completes, and its `onDisappear` runs then) and rule 31 of
/// `identity-semantics.md`.
@Suite struct MotionInterruptionSceneTests {
  static let shelf = """
    struct Badge: View {
      @State private var kept: Int
      init(seed: Int) { _kept = State(initialValue: seed) }
      var body: some View {
        Text("kept \\(kept)").onAppear {}.onDisappear {}
      }
    }
    struct Shelf: View {
      @State private var seed = 1
      @State private var shown = true
      @State private var items = [1, 2, 3]
      var body: some View {
        VStack {
          if shown { Badge(seed: seed) }
          ForEach(items, id: \\.self) { item in Badge(seed: item * 10 + seed) }
        }
      }
    }
    """

  /// Runs `actions` in order, each told about the next (as `idlab sim` and lessons run them).
  static func run(_ actions: [String]) throws -> [Outcome] {
    let scene = try TestScene(source: shelf, root: "Shelf")
    return try actions.enumerated().map { index, action in
      try scene.run.perform(action, before: actions.dropFirst(index + 1).first).outcome
    }
  }

  static func kinds(_ outcome: Outcome) -> [String] {
    outcome.events.map { event in
      switch event {
      case .transition(_, let edge, _, _): "transition \(edge.rawValue)"
      default: event.kind.rawValue
      }
    }
  }

  @Test func aLeavingViewShownAgainIsTheSameView() throws {
    let steps = try Self.run([
      "seed = 2",
      "withAnimation(.linear(duration: 0.4)) { shown = false }",
      "after 0.1s: withAnimation(.linear(duration: 0.4)) { shown = true }",
    ])
    #expect(Self.kinds(steps[1]) == ["transition removal"], "no onDisappear yet: still leaving")
    #expect(Self.kinds(steps[2]) == ["transition returning"], "no create, no onAppear")
    #expect(steps[2].tree.texts.first == "kept 1", "its @State kept")
    #expect(steps[1].filmEnds == 0.1)
  }

  @Test func aViewShownAfterItsTransitionEndedIsNew() throws {
    let steps = try Self.run([
      "seed = 2",
      "withAnimation(.linear(duration: 0.4)) { shown = false }",
      "after 0.5s: withAnimation(.linear(duration: 0.4)) { shown = true }",
    ])
    #expect(
      Self.kinds(steps[1]) == ["transition removal", "disappear", "destroy", "destroy"],
      "its transition ended before the next action")
    #expect(steps[2].tree.texts.first == "kept 2", "new state")
    #expect(Self.kinds(steps[2]).contains("appear"))
  }

  @Test func aRowRemovedAndAddedBackWhileLeavingKeepsItsState() throws {
    let steps = try Self.run([
      "seed = 5",
      "withAnimation(.linear(duration: 0.4)) { items.removeFirst() }",
      "after 0.2s: withAnimation(.linear(duration: 0.4)) { items.insert(1, at: 0) }",
    ])
    #expect(steps[2].tree.texts == ["kept 1", "kept 11", "kept 21", "kept 31"])
    #expect(!Self.kinds(steps[2]).contains("create"))
    let back = steps[2].motion.first { if case .returning = $0.kind { true } else { false } }
    #expect(back.flatMap { $0.presence(at: 0) }.map { abs($0 - 0.5) < 1e-9 } == true)
  }

  @Test func withoutTheNextActionAStepSettles() throws {
    let scene = try TestScene(source: Self.shelf, root: "Shelf")
    let step = try scene.perform("withAnimation(.linear(duration: 0.4)) { shown = false }")
    #expect(Self.kinds(step) == ["transition removal", "disappear", "destroy", "destroy"])
    #expect(step.filmEnds == nil)
  }

  @Test func anActionAfterASettledOneIsRefusedWithS405() throws {
    let scene = try TestScene(source: Self.shelf, root: "Shelf")
    #expect {
      try scene.run.perform("after 0.1s: shown = false")
    } throws: { error in
      (error as? ScriptDiagnostics)?.diagnostics.first?.code == "S405"
    }
    #expect {
      try scene.run.perform("after 0.1: shown = false")
    } throws: { error in
      (error as? ScriptDiagnostics)?.diagnostics.first?.code == "S402"
    }
  }

  @Test func aChangeWithoutAnimationStopsTheRunningOne() throws {
    let scene = try TestScene(
      source: """
        struct Dial: View {
          @State private var x = 0.0
          var body: some View { Text("dial").offset(x: x) }
        }
        """, root: "Dial")
    _ = try scene.run.perform(
      "withAnimation(.linear(duration: 0.4)) { x = 40 }", before: "after 0.1s: x = 80")
    let step = try scene.run.perform("after 0.1s: x = 80").outcome
    #expect(step.motion.isEmpty, "the value jumps to 80; nothing still moves")
  }
}
