import Foundation
import Testing

@testable import IdentityEngine

/// The animation curves against computations written separately from the implementation: the
/// timing curves by sampling the cubic Bézier's parametric form densely (no root finding), the
/// springs by integrating the damped oscillator's equation step by step (Runge–Kutta, no closed
/// form), the elementary functions against Foundation's. Each at ≥ 20 points, within 0.1% of the
/// value range (the goal is 1%).
@Suite struct AnimationTimingTests {
  /// `y` for `x` on a cubic Bézier from (0,0) to (1,1), by walking the parameter in tiny steps
  /// and interpolating between the two samples around `x`.
  static func sampledBezier(_ p: (Double, Double, Double, Double), at x: Double) -> Double {
    func point(_ s: Double) -> (x: Double, y: Double) {
      let r = 1 - s
      let b1 = 3 * r * r * s
      let b2 = 3 * r * s * s
      let b3 = s * s * s
      return (b1 * p.0 + b2 * p.2 + b3, b1 * p.1 + b2 * p.3 + b3)
    }
    let steps = 200_000
    var previous = point(0)
    for i in 1...steps {
      let current = point(Double(i) / Double(steps))
      if current.x >= x {
        let span = current.x - previous.x
        let f = span > 0 ? (x - previous.x) / span : 0
        return previous.y + f * (current.y - previous.y)
      }
      previous = current
    }
    return 1
  }

  /// A unit-mass spring from 0 at rest towards 1, integrated with RK4 at 0.1 ms steps.
  static func integratedSpring(response: Double, ratio: Double, at t: Double) -> Double {
    SpringIntegration.position(
      response: response, ratio: ratio, from: 0, first: 1, second: 1, switchAt: 0, at: t)
  }

  static let samples = (0...24).map { Double($0) / 24 }

  @Test(arguments: [
    ("linear", (0.0, 0.0, 1.0, 1.0)), ("easeIn", (0.42, 0.0, 1.0, 1.0)),
    ("easeOut", (0.0, 0.0, 0.58, 1.0)), ("easeInOut", (0.42, 0.0, 0.58, 1.0)),
    ("timingCurve", (0.2, 0.8, 0.3, 1.1)),
  ])
  func timingCurvesMatchTheirBezier(_ name: String, _ points: (Double, Double, Double, Double)) {
    let timing = AnimationTiming(
      curve: .bezier(x1: points.0, y1: points.1, x2: points.2, y2: points.3, duration: 2))
    for fraction in Self.samples {
      let expected = Self.sampledBezier(points, at: fraction)
      let actual = timing.progress(at: fraction * 2)
      #expect(abs(actual - expected) < 0.001, "\(name) at \(fraction): \(actual) vs \(expected)")
    }
  }

  @Test(arguments: [(0.5, 1.0), (0.55, 0.825), (0.3, 0.4), (0.8, 0.1), (0.4, 1.6)])
  func springsMatchTheIntegratedOscillator(_ response: Double, _ ratio: Double) {
    let timing = AnimationTiming(curve: .spring(response: response, dampingRatio: ratio))
    for fraction in Self.samples {
      let t = fraction * 1.5
      let expected = Self.integratedSpring(response: response, ratio: ratio, at: t)
      let actual = timing.progress(at: t)
      #expect(abs(actual - expected) < 0.001, "spring \(response)/\(ratio) at \(t)")
    }
  }

  @Test func theNamedCurvesAreApplesDefinitions() {
    // Control points of the standard timing functions (Apple, CAMediaTimingFunctionName:
    // easeIn (0.42, 0, 1, 1), easeOut (0, 0, 0.58, 1), easeInEaseOut (0.42, 0, 0.58, 1)).
    #expect(
      AnimationTiming.easeIn().curve == .bezier(x1: 0.42, y1: 0, x2: 1, y2: 1, duration: 0.35))
    #expect(
      AnimationTiming.easeOut(duration: 1).curve
        == .bezier(x1: 0, y1: 0, x2: 0.58, y2: 1, duration: 1))
    #expect(
      AnimationTiming.easeInOut().curve == .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, duration: 0.35)
    )
    // bounce 0.3 is a damping ratio of 0.7; bounce -0.5 one of 2.
    #expect(
      AnimationTiming.spring(duration: 0.4, bounce: 0.3).curve
        == .spring(response: 0.4, dampingRatio: 0.7))
    #expect(
      AnimationTiming.spring(duration: 0.4, bounce: -0.5).curve
        == .spring(response: 0.4, dampingRatio: 2))
  }

  @Test func delaySpeedAndRepeatsShiftAndFoldTime() {
    let linear = AnimationTiming.linear(duration: 1)
    var delayed = linear
    delayed.delay = 0.5
    #expect(delayed.progress(at: 0.25) == 0)
    #expect(abs(delayed.progress(at: 1) - 0.5) < 1e-9)
    var fast = linear
    fast.speed = 2
    #expect(abs(fast.progress(at: 0.25) - 0.5) < 1e-9)
    #expect(fast.totalDuration == 0.5)
    var back = linear
    back.repeatCount = 3
    back.autoreverses = true
    // Run 2 goes backwards: at 1.25 s it is a quarter of the way back.
    #expect(abs(back.progress(at: 1.25) - 0.75) < 1e-9)
    #expect(back.progress(at: 3.5) == 1)
    var forever = linear
    forever.repeatCount = nil
    #expect(forever.totalDuration == nil)
    #expect(abs(forever.progress(at: 10.5) - 0.5) < 1e-9)
  }

  @Test func theElementaryFunctionsAgreeWithFoundation() {
    for i in -40...40 {
      let x = Double(i) * 0.37
      #expect(abs(Elementary.exp(x / 4) - Foundation.exp(x / 4)) <= 1e-12 * Foundation.exp(x / 4))
      #expect(abs(Elementary.sin(x) - Foundation.sin(x)) < 1e-12)
      #expect(abs(Elementary.cos(x) - Foundation.cos(x)) < 1e-12)
    }
  }
}
