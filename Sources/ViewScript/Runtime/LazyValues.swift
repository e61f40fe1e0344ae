import IdentityEngine

/// The values a `for` loop walks: an array, or a range produced one integer at a time.
enum LazyValues: Sequence {
  /// Every value, already held.
  case array([Value])
  /// `count` integers from `start`, made as they are reached.
  case range(Int, Int)

  /// Walks the values in order.
  func makeIterator() -> AnyIterator<Value> {
    switch self {
    case .array(let values):
      return AnyIterator(values.makeIterator())
    case .range(let start, let count):
      var offset = 0
      return AnyIterator {
        guard offset < count else { return nil }
        defer { offset += 1 }
        return .int(start + offset)
      }
    }
  }
}
