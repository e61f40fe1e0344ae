/// How an animated change moves from its old value to its new one over time: a SwiftUI
/// `Animation` as Apple defines its curves (docs/semantics.md, "Motion").
///
/// `progress(at:)` is the fraction of the change done `t` seconds after the change: 0 before it
/// starts (a `delay`), 1 once it has ended; a spring can pass 1 on the way.
public struct AnimationTiming: Equatable, Sendable {
  /// The shape of one run of the animation.
  public enum Curve: Equatable, Sendable {
    /// A cubic Bézier timing curve from (0, 0) to (1, 1) with these control points over
    /// `duration` seconds: `linear` is (0, 0, 1, 1), `easeIn` (0.42, 0, 1, 1), `easeOut`
    /// (0, 0, 0.58, 1), `easeInOut` (0.42, 0, 0.58, 1).
    case bezier(x1: Double, y1: Double, x2: Double, y2: Double, duration: Double)
    /// A spring of unit mass: `response` is the period of its undamped oscillation in seconds,
    /// `dampingRatio` 1 for critical damping, below 1 bouncing, above 1 overdamped.
    case spring(response: Double, dampingRatio: Double)
  }

  public var curve: Curve
  /// Seconds before the animation starts (`delay(_:)`).
  public var delay: Double
  /// How much faster than written the animation runs (`speed(_:)`).
  public var speed: Double
  /// How many times the animation runs (`repeatCount(_:autoreverses:)`); nil for
  /// `repeatForever`.
  public var repeatCount: Int?
  /// Whether every other run goes backwards (`autoreverses:`).
  public var autoreverses: Bool

  public init(
    curve: Curve, delay: Double = 0, speed: Double = 1, repeatCount: Int? = 1,
    autoreverses: Bool = false
  ) {
    self.curve = curve
    self.delay = delay
    self.speed = speed
    self.repeatCount = repeatCount
    self.autoreverses = autoreverses
  }

  /// The timing curves' default duration (Apple: `easeInOut` and the other curves without a
  /// duration).
  public static let defaultDuration = 0.35

  /// `Animation.linear(duration:)`.
  public static func linear(duration: Double = defaultDuration) -> AnimationTiming {
    AnimationTiming(curve: .bezier(x1: 0, y1: 0, x2: 1, y2: 1, duration: duration))
  }

  /// `Animation.easeIn(duration:)`.
  public static func easeIn(duration: Double = defaultDuration) -> AnimationTiming {
    AnimationTiming(curve: .bezier(x1: 0.42, y1: 0, x2: 1, y2: 1, duration: duration))
  }

  /// `Animation.easeOut(duration:)`.
  public static func easeOut(duration: Double = defaultDuration) -> AnimationTiming {
    AnimationTiming(curve: .bezier(x1: 0, y1: 0, x2: 0.58, y2: 1, duration: duration))
  }

  /// `Animation.easeInOut(duration:)`.
  public static func easeInOut(duration: Double = defaultDuration) -> AnimationTiming {
    AnimationTiming(curve: .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, duration: duration))
  }

  /// `Animation.spring(response:dampingFraction:)` (Apple's defaults: 0.5 and 0.825).
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825)
    -> AnimationTiming
  {
    AnimationTiming(curve: .spring(response: response, dampingRatio: dampingFraction))
  }

  /// `Animation.spring(duration:bounce:)`: the duration is the response; a bounce `b` of 0 or
  /// more is a damping ratio of `1 - b`, a negative one `1 / (1 + b)`.
  public static func spring(duration: Double, bounce: Double) -> AnimationTiming {
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    return AnimationTiming(curve: .spring(response: duration, dampingRatio: ratio))
  }

  /// `Animation.default` (what `withAnimation { }` uses): since iOS 17 the spring "with:
  /// `response` equal to `0.55`, `dampingFraction` equal to `1.0`" (Apple, `Animation.default`);
  /// `easeInOut` before.
  public static let `default` = spring(response: 0.55, dampingFraction: 1)

  /// How long one run lasts, in seconds of the written animation (before `speed`): a timing
  /// curve's duration; for a spring, the time after which it stays within 0.1% of its target.
  public var runDuration: Double {
    switch curve {
    case .bezier(_, _, _, _, let duration): max(duration, 0)
    case .spring(let response, let ratio): Self.settlingTime(response: response, ratio: ratio)
    }
  }

  /// The whole animation's length in seconds, delay included; nil when it repeats forever.
  public var totalDuration: Double? {
    guard let repeatCount else { return nil }
    return delay + runDuration * Double(max(repeatCount, 1)) / speed
  }

  /// The fraction of the change done `t` seconds after it was made.
  public func progress(at t: Double) -> Double {
    let elapsed = (t - delay) * speed
    guard elapsed > 0 else { return 0 }
    let run = runDuration
    guard run > 0 else { return 1 }
    let runs = Double(max(repeatCount ?? .max, 1))
    guard elapsed < run * runs else { return 1 }
    let index = (elapsed / run).rounded(.down)
    let local = elapsed - index * run
    let fraction = oneRun(at: local)
    let backwards = autoreverses && Int(index) % 2 == 1
    return backwards ? 1 - fraction : fraction
  }

  /// One run's progress `t` seconds into it.
  private func oneRun(at t: Double) -> Double {
    switch curve {
    case .bezier(let x1, let y1, let x2, let y2, let duration):
      guard duration > 0 else { return 1 }
      return Self.bezier(x1: x1, y1: y1, x2: x2, y2: y2, at: min(t / duration, 1))
    case .spring(let response, let ratio):
      return Self.spring(response: response, ratio: ratio, at: t)
    }
  }

  /// A cubic Bézier timing curve's output for the input `x` (0…1): the curve's parameter for
  /// `x` by Newton's method (bisection when it stalls), then its `y`.
  static func bezier(x1: Double, y1: Double, x2: Double, y2: Double, at x: Double) -> Double {
    func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      let r = 1 - s
      return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
    }
    func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      let r = 1 - s
      return 3 * r * r * p1 + 6 * r * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }
    var s = x
    for _ in 0..<8 {
      let error = coordinate(s, x1, x2) - x
      let d = slope(s, x1, x2)
      if abs(error) < 1e-9 { return coordinate(s, y1, y2) }
      if abs(d) < 1e-6 { break }
      s -= error / d
    }
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<60 {
      let value = coordinate(s, x1, x2)
      if abs(value - x) < 1e-9 { break }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return coordinate(s, y1, y2)
  }

  /// A unit-mass spring released at rest at 0 towards 1: the damped harmonic oscillator's
  /// closed form with natural frequency `2π / response`.
  static func spring(response: Double, ratio: Double, at t: Double) -> Double {
    guard response > 0 else { return 1 }
    let omega = 2 * Double.pi / response
    if ratio < 1 {
      let damped = omega * (1 - ratio * ratio).squareRoot()
      let decay = Elementary.exp(-ratio * omega * t)
      return 1 - decay
        * (Elementary.cos(damped * t) + ratio * omega / damped * Elementary.sin(damped * t))
    }
    if ratio == 1 {
      return 1 - Elementary.exp(-omega * t) * (1 + omega * t)
    }
    let root = (ratio * ratio - 1).squareRoot()
    let fast = -omega * (ratio + root)
    let slow = -omega * (ratio - root)
    return 1 - (fast * Elementary.exp(slow * t) - slow * Elementary.exp(fast * t)) / (fast - slow)
  }

  /// When a spring stays within 0.1% of its target for good (sampled at 1 ms after the last
  /// time it was outside).
  static func settlingTime(response: Double, ratio: Double) -> Double {
    guard response > 0 else { return 0 }
    let limit = 0.001
    let step = 0.001
    var lastOutside = 0.0
    var t = 0.0
    // Past 20 periods every spring idlab accepts has settled.
    while t < response * 20 {
      if abs(1 - spring(response: response, ratio: ratio, at: t)) > limit { lastOutside = t }
      t += step
    }
    return lastOutside + step
  }
}
