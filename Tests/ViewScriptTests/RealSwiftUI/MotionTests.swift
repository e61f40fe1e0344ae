import IdentityEngine
import Testing

@testable import ViewScript

/// Motion on the step's clock (issue #31): which changes animate, with which animation, and the
/// values of the film.
///
/// Expected values, computed by hand from the curves' definitions: a linear change of 0.4 s is
/// a quarter done at 0.1 s; an `easeIn` timing curve at half its time is at 0.3153 (the cubic
/// Bézier (0.42, 0, 1, 1) solved for x = 0.5: s = 0.6367, y = s³ + 3s²(1 − s)·1 = 0.3153).
@Suite struct MotionTests {
  static let lamp = """
    struct Lamp: View {
      @State private var on = false
      let curve: Animation = .easeIn
      var body: some View {
        VStack {
          Text("dial").opacity(on ? 1 : 0)
          if on { Text("new") } else { Text("old") }
          Text("pinned").offset(x: on ? 40 : 0).id(on)
        }
      }
    }
    """

  @Test func aLinearChangeMovesAlongItsCurveAndABranchCrossFades() throws {
    let scene = try TestScene(source: Self.lamp, root: "Lamp")
    let step = try scene.perform("withAnimation(.linear(duration: 0.4)) { on = true }")
    let opacity = try #require(
      step.motion.first { if case .change("opacity", _, _) = $0.kind { true } else { false } })
    #expect(Self.number(opacity.value(at: 0.1)).map { abs($0 - 0.25) < 1e-9 } == true)
    #expect(opacity.value(at: 0.4) == .double(1))
    let kinds = step.motion.map { track -> String in
      switch track.kind {
      case .change(let property, _, _): "change \(property)"
      case .insertion: "insertion \(track.identity)"
      case .removal: "removal \(track.identity)"
      case .returning: "returning \(track.identity)"
      case .matched: "matched"
      }
    }
    // The ternary's opacity moves; the branch and the `.id` view swap identities: nothing of
    // them survives to animate, so the offset has no change track.
    #expect(
      Set(kinds) == [
        "change opacity", "insertion Lamp/VStack/1/if:0/Text", "removal Lamp/VStack/1/if:1/Text",
        "removal Lamp/VStack/2/id=false/Text", "insertion Lamp/VStack/2/id=true/Text",
      ])
    #expect(kinds.count == 5)
    let leaving = try #require(step.motion.first { $0.identity == "Lamp/VStack/1/if:1/Text" })
    #expect(leaving.presence(at: 0.3).map { abs($0 - 0.25) < 1e-9 } == true)
  }

  static func number(_ value: Value?) -> Double? {
    if case .double(let number)? = value { return number }
    return nil
  }

  @Test func theAnimationAsWrittenIsTheOneThatRuns() throws {
    let scene = try TestScene(source: Self.lamp, root: "Lamp")
    let eased = try scene.perform("withAnimation(.easeIn(duration: 1)) { on = true }")
    let track = try #require(eased.motion.first)
    #expect(abs(track.progress(at: 0.5) - 0.3153) < 0.0005)
    #expect(!track.isApproximated)
    let plain = try scene.perform("withAnimation { on = false }")
    #expect(plain.motion.first?.timing == .spring(response: 0.55, dampingFraction: 1))
    let named = try scene.perform("withAnimation(curve) { on = true }")
    #expect(named.motion.first?.isApproximated == true)
  }

  @Test func aShapeAnimatesOnlyThroughItsAnimatableData() throws {
    let scene = try TestScene(
      source: """
        struct Ring: Shape {
          var trim: Double
          var animatableData: Double {
            get { trim }
            set { trim = newValue }
          }
          func path(in rect: CGRect) -> Path { Path() }
        }
        struct Plain: Shape {
          var trim: Double
          func path(in rect: CGRect) -> Path { Path() }
        }
        struct Screen: View {
          @State private var done = false
          var body: some View {
            VStack {
              Ring(trim: done ? 1 : 0)
              Plain(trim: done ? 1 : 0)
            }
          }
        }
        """, root: "Screen")
    let step = try scene.perform("withAnimation(.linear(duration: 1)) { done = true }")
    #expect(step.motion.map(\.identity) == ["Screen/VStack/0/Ring"])
    #expect(step.motion.first?.value(at: 0.5) == .double(0.5))
  }

  @Test func aMatchedGroupMovesAndTwoSourcesAreWarnedAboutOnce() throws {
    let scene = try TestScene(
      source: """
        struct Screen: View {
          @Namespace private var space
          @State private var big = false
          @State private var twice = false
          var body: some View {
            VStack {
              if big {
                Text("big").matchedGeometryEffect(id: 1, in: space)
              } else {
                Text("small").matchedGeometryEffect(id: 1, in: space)
              }
              if twice { Text("again").matchedGeometryEffect(id: 1, in: space) }
            }
          }
        }
        """, root: "Screen")
    let moved = try scene.perform("withAnimation(.linear(duration: 1)) { big = true }")
    #expect(moved.motion.count == 1)
    if case .matched(let from)? = moved.motion.first?.kind {
      #expect(from == "Screen/VStack/0/if:1/Text")
    } else {
      Issue.record("no matched track: \(moved.motion.map(\.kind))")
    }
    let doubled = try scene.perform("twice = true")
    #expect(
      doubled.warnings.map(\.consoleText) == [
        "Multiple inserted views in matched geometry group Pair<Int, ID>(first: 1, second: "
          + "SwiftUI.Namespace.ID(id: 1)) have `isSource: true`, results are undefined."
      ])
    #expect(try scene.perform("big = false").warnings.isEmpty)
  }
}
