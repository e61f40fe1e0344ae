/// FNV-1a, 64 bits: a hash that is the same in every process and on every machine.
///
/// Swift's `Hasher` is seeded per process, so it cannot name an item's text in a gradebook or
/// turn a student id into a seed that must be the same tomorrow.
public enum StableHash {
  /// The 64-bit FNV-1a hash of the UTF-8 bytes of `text`.
  public static func fnv1a(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }

  /// The hash as 16 lowercase hex digits.
  public static func hex(_ text: String) -> String {
    let digits = String(fnv1a(text), radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
