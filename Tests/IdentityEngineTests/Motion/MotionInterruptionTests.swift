import Testing

@testable import IdentityEngine

/// Animations that overlap (issue #31, rule 31): a second change while the first still runs.
/// Each new animation adds to what the running ones still have to go (SwiftUI combines
/// animations that do not merge, Apple, `CustomAnimation.shouldMerge`), so the value never
/// jumps; for two springs of the same parameters that sum is the spring retargeted with its
/// velocity kept.
///
/// Expected values: linear ones by hand; the spring by integrating the oscillator step by step
/// (RK4) with its target moved at the second change and its position and velocity carried over,
/// written here without the implementation's closed form.
@Suite struct MotionInterruptionTests {
  static func change(
    _ from: Double, _ to: Double, _ timing: AnimationTiming, start: Double = 0,
    earlier: [MotionTrack] = []
  ) -> MotionTrack {
    var track = MotionTrack(
      identity: "Root/Text", type: "Text",
      kind: .change(property: "offset", from: .double(from), to: .double(to)), timing: timing)
    track.start = start
    track.earlier = earlier
    return track
  }

  static func number(_ value: Value?) -> Double? {
    if case .double(let number) = value { return number }
    return nil
  }

  @Test func aLinearChangeMadeAgainGoesOnFromWhereItWas() {
    // 0 → 30 over 0.3 s, then 0.1 s in: 30 → 60 over 0.3 s. At the second action the first
    // is a third done (10); afterwards value = 60 − 30·(1 − p₁) − 30·(1 − p₂).
    let first = Self.change(0, 30, .linear(duration: 0.3), start: -0.1)
    let second = Self.change(30, 60, .linear(duration: 0.3), earlier: [first])
    let expected: [(Double, Double)] = [(0, 10), (0.05, 20), (0.1, 30), (0.2, 50), (0.3, 60)]
    for (t, value) in expected {
      let shown = Self.number(second.value(at: t)) ?? .nan
      #expect(abs(shown - value) < 1e-9, "at \(t): \(shown)")
    }
    #expect(second.end.map { abs($0 - 0.3) < 1e-9 } == true)
  }

  @Test(arguments: [(0.5, 0.825), (0.4, 0.5), (0.55, 1.0)])
  func twoSpringsOfOneKindAreOneSpringRetargetedWithItsVelocity(
    _ response: Double, _ ratio: Double
  ) {
    let spring = AnimationTiming(curve: .spring(response: response, dampingRatio: ratio))
    let switchAt = 0.12
    let first = Self.change(0, 100, spring, start: -switchAt)
    let second = Self.change(100, 40, spring, earlier: [first])
    for index in 0..<25 {
      let t = Double(index) * 0.04
      let expected = SpringIntegration.position(
        response: response, ratio: ratio, from: 0, first: 100, second: 40, switchAt: switchAt,
        at: t + switchAt)
      let shown = Self.number(second.value(at: t)) ?? .nan
      // Within 1% of the range the value moves over (100).
      #expect(
        abs(shown - expected) < 1, "spring \(response)/\(ratio) at \(t): \(shown) vs \(expected)")
    }
  }

  @Test func aLeavingViewInsertedAgainComesBackFromWhereItWas() {
    // Leaving over 0.4 s (linear), inserted again 0.1 s in: presence 0.75 then, and
    // p_back(t) + (1 − p_removal(t + 0.1)) afterwards, capped at 1.
    var removal = MotionTrack(
      identity: "Root/Badge", type: "Badge", kind: .removal(transition: "opacity"),
      timing: .linear(duration: 0.4))
    removal.start = -0.1
    var back = MotionTrack(
      identity: "Root/Badge", type: "Badge", kind: .returning(transition: "opacity"),
      timing: .linear(duration: 0.4))
    back.earlier = [removal]
    let expected: [(Double, Double)] = [
      (0, 0.75), (0.1, 0.75), (0.3, 0.75), (0.35, 0.875), (0.4, 1),
    ]
    for (t, presence) in expected {
      let shown = back.presence(at: t) ?? .nan
      #expect(abs(shown - presence) < 1e-9, "at \(t): \(shown)")
    }
    #expect(
      back.transitionModifiers(at: 0).map(\.name) == ["opacity"],
      "it comes back along its removal transition")
  }

  @Test func aViewEnteringThatIsRemovedLeavesFromWhereItWas() {
    // Entering over 0.3 s, removed 0.1 s in (a third there): 1/3 until the insertion ends at
    // 0.2 s, then down with the removal's curve to 0 at 0.3 s.
    var insertion = MotionTrack(
      identity: "Root/Text", type: "Text", kind: .insertion(transition: "opacity"),
      timing: .linear(duration: 0.3))
    insertion.start = -0.1
    var removal = MotionTrack(
      identity: "Root/Text", type: "Text", kind: .removal(transition: "opacity"),
      timing: .linear(duration: 0.3))
    removal.earlier = [insertion]
    for (t, presence) in [(0.0, 1.0 / 3), (0.15, 1.0 / 3), (0.25, 1.0 / 6), (0.3, 0.0)] {
      let shown = removal.presence(at: t) ?? .nan
      #expect(abs(shown - presence) < 1e-9, "at \(t): \(shown)")
    }
  }

  @Test func aFilmStopsAtTheNextAction() {
    let track = Self.change(0, 1, .linear(duration: 1))
    #expect(MotionFrames.every(0.25).times(for: [track], until: 0.5) == [0, 0.25, 0.5])
    #expect(MotionFrames.every(0.25).times(for: [track]).count == 5)
  }
}
