/// The damped oscillator of a spring animation, integrated step by step (RK4, 0.1 ms steps),
/// written without the implementation's closed form: the independent computation the curve
/// tests compare with.
enum SpringIntegration {
  /// A unit-mass spring released at rest at `from` towards `first`, its target moved to
  /// `second` at `switchAt` seconds (position and velocity carried over), at `t` seconds.
  static func position(
    response: Double, ratio: Double, from: Double, first: Double, second: Double,
    switchAt: Double, at t: Double
  ) -> Double {
    let omega = 2 * Double.pi / response
    var (x, v, time) = (from, 0.0, 0.0)
    let h = 0.0001
    while time < t - 1e-12 {
      let step = min(h, t - time)
      let target = time < switchAt - 1e-12 ? first : second
      func a(_ x: Double, _ v: Double) -> Double {
        -omega * omega * (x - target) - 2 * ratio * omega * v
      }
      let k1x = v
      let k1v = a(x, v)
      let k2x = v + step / 2 * k1v
      let k2v = a(x + step / 2 * k1x, v + step / 2 * k1v)
      let k3x = v + step / 2 * k2v
      let k3v = a(x + step / 2 * k2x, v + step / 2 * k2v)
      let k4x = v + step * k3v
      let k4v = a(x + step * k3x, v + step * k3v)
      x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
      time += step
    }
    return x
  }
}
