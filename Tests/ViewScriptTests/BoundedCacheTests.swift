import Testing
import ViewScript

/// `BoundedCache` makes each value once, and forgets its oldest entries past either bound.
@Suite struct BoundedCacheTests {
  @Test func aKeptValueIsMadeOnce() {
    let cache = BoundedCache<String, Int>(capacity: 4, budget: 100) { $0.utf8.count }
    var made: [String] = []
    for key in ["a", "b", "a", "a", "b"] {
      _ = cache.value(for: key) {
        made.append(key)
        return key.utf8.count
      }
    }
    #expect(made == ["a", "b"])
    #expect(cache.contains("a") && cache.contains("b") && !cache.contains("c"))
  }

  @Test func theOldestGoesPastTheCapacityOrTheBudget() {
    let byCount = BoundedCache<String, Int>(capacity: 2, budget: 100) { $0.utf8.count }
    for key in ["a", "b", "c"] { _ = byCount.value(for: key) { 0 } }
    #expect(byCount.count == 2)
    #expect(!byCount.contains("a") && byCount.contains("c"))
    let byBudget = BoundedCache<String, Int>(capacity: 10, budget: 5) { $0.utf8.count }
    for key in ["abc", "de", "f"] { _ = byBudget.value(for: key) { 0 } }
    // 3 + 2 + 1 > 5: "abc" goes; a key costing more than the budget is never kept.
    #expect(!byBudget.contains("abc") && byBudget.contains("de") && byBudget.contains("f"))
    #expect(byBudget.value(for: "123456") { 7 } == 7)
    #expect(!byBudget.contains("123456"))
  }
}
