/// The elementary functions the motion curves need, without Foundation (the engine imports
/// nothing): `exp`, `sin`, `cos` by range reduction and Taylor series, to about 1e-13.
enum Elementary {
  private static let ln2 = 0.693_147_180_559_945_3
  private static let twoPi = 6.283_185_307_179_586

  /// e to the power `x`: `x = k·ln 2 + r` with `|r| ≤ ln 2 / 2`, the series for `e^r`, then
  /// scaled by `2^k`.
  static func exp(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x > 709 { return .infinity }
    if x < -745 { return 0 }
    let k = (x / ln2).rounded()
    let r = x - k * ln2
    var term = 1.0
    var sum = 1.0
    for n in 1...25 {
      term *= r / Double(n)
      sum += term
      if abs(term) < 1e-17 * abs(sum) { break }
    }
    return sum * power2(Int(k))
  }

  /// `sin(x)`: reduced to `[-π, π]`, then the Taylor series.
  static func sin(_ x: Double) -> Double {
    let r = reduced(x)
    var term = r
    var sum = r
    for n in stride(from: 2, through: 40, by: 2) {
      term *= -r * r / Double(n * (n + 1))
      sum += term
      if abs(term) < 1e-17 { break }
    }
    return sum
  }

  /// `cos(x)`: reduced to `[-π, π]`, then the Taylor series.
  static func cos(_ x: Double) -> Double {
    let r = reduced(x)
    var term = 1.0
    var sum = 1.0
    for n in stride(from: 1, through: 40, by: 2) {
      term *= -r * r / Double(n * (n + 1))
      sum += term
      if abs(term) < 1e-17 { break }
    }
    return sum
  }

  /// `x` moved by whole turns into `[-π, π]`.
  private static func reduced(_ x: Double) -> Double {
    x - (x / twoPi).rounded() * twoPi
  }

  /// 2 to the power `k`, for the exponents a `Double` can hold.
  private static func power2(_ k: Int) -> Double {
    var result = 1.0
    var base = k >= 0 ? 2.0 : 0.5
    var e = abs(k)
    while e > 0 {
      if e & 1 == 1 { result *= base }
      base *= base
      e >>= 1
    }
    return result
  }
}
