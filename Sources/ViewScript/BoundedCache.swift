import Foundation

/// A process-wide memo of values that depend on nothing but their key (a compiled scene, a
/// lesson scene's run), bounded by its number of entries and by a cost its keys carry (the bytes
/// of source they hold): past either bound the oldest entries are forgotten, so a process that
/// runs for hours keeps only the recent ones. Safe to share between threads.
///
///     let cache = BoundedCache<String, Int>(capacity: 2, budget: 100) { $0.utf8.count }
///     cache.value(for: "abc") { 3 }   // made: 3
///     cache.value(for: "abc") { 0 }   // kept: 3
public final class BoundedCache<Key: Hashable, Value>: @unchecked Sendable {
  private let capacity: Int
  private let budget: Int
  private let cost: (Key) -> Int
  private let lock = NSLock()
  private var entries: [Key: Value] = [:]
  /// Keys oldest first.
  private var order: [Key] = []
  private var spent = 0

  /// A cache keeping at most `capacity` entries whose keys cost at most `budget` in all.
  public init(capacity: Int, budget: Int, cost: @escaping (Key) -> Int) {
    self.capacity = capacity
    self.budget = budget
    self.cost = cost
  }

  /// The number of entries kept.
  public var count: Int { lock.withLock { entries.count } }

  /// Whether a value is kept for `key`.
  public func contains(_ key: Key) -> Bool { lock.withLock { entries[key] != nil } }

  /// The value kept for `key`, if any.
  public func value(for key: Key) -> Value? { lock.withLock { entries[key] } }

  /// The value kept for `key`, or the one `make` gives (called outside the lock, so two threads
  /// may both make a missing value; the first kept stays). A key costing more than the whole
  /// budget is never kept.
  public func value(for key: Key, making make: () -> Value) -> Value {
    if let hit = value(for: key) { return hit }
    let value = make()
    keep(value, for: key)
    return value
  }

  /// Keeps `value` for `key`, forgetting the oldest entries past either bound, unless a value is
  /// kept for `key` already (it stays) or the key costs more than the whole budget.
  public func keep(_ value: Value, for key: Key) {
    let size = cost(key)
    guard size <= budget else { return }
    lock.withLock {
      guard entries[key] == nil else { return }
      while !order.isEmpty, order.count >= capacity || spent + size > budget {
        let oldest = order.removeFirst()
        entries[oldest] = nil
        spent -= cost(oldest)
      }
      entries[key] = value
      order.append(key)
      spent += size
    }
  }
}
