/// A small seeded pseudo-random generator (SplitMix64): the same sequence on every run, so
/// scenes that call `Int.random(in:)`, benchmarks and randomized tests are reproducible.
///
///     var random = SplitMix64(seed: 42)
///     [1, 2, 3].shuffled(using: &random)   // the same order every time
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose sequence is decided by `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
