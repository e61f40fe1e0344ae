/// The keyed child diff of a ForEach: match by id, then find moves with a longest increasing
/// subsequence (LIS) of old positions.
///
/// Follows OpenSwiftUI's `ForEachState.update` for matching (one dictionary of old ids, one
/// pass over the new ids) and Vue's `getSequence` for moves: the kept rows that form a longest
/// increasing run of old positions stay put, every other kept row is a move. That is the
/// minimal number of moves (kept − LIS).
///
///     let result = KeyedDiff.diff(old: [.string("a"), .string("b")],
///                                 new: [.string("b"), .string("a"), .string("c")])
///     // kept 2, inserted [2], removed [], moves 1
///
/// - Complexity: O(n log n) in the number of ids, O(n) when the kept rows are in order.
public enum KeyedDiff {
  /// A kept row: its index in the old and in the new array.
  public struct Pair: Hashable, Sendable {
    public var old: Int
    public var new: Int
  }

  /// A kept row whose position among the kept rows changed.
  public struct Move: Hashable, Sendable {
    /// Index in the old array.
    public var old: Int
    /// Index in the new array.
    public var new: Int
    /// Position among the kept rows, in old order.
    public var from: Int
    /// Position among the kept rows, in new order.
    public var to: Int
  }

  /// The outcome of a diff.
  public struct Result: Hashable, Sendable {
    /// Kept rows, in new order.
    public var kept: [Pair] = []
    /// Indices in the new array of ids that were not in the old one.
    public var inserted: [Int] = []
    /// Indices in the old array of ids that are not in the new one (a later duplicate of an
    /// old id also counts as removed: the first occurrence wins).
    public var removed: [Int] = []
    /// Kept rows not in the LIS, in new order.
    public var moves: [Move] = []
    /// Indices in the new array of later occurrences of a kept id (they alias the kept row).
    public var duplicates: [Int] = []
  }

  /// Diffs two id arrays.
  ///
  /// Duplicated ids in `new` that also occur in `old` are reported in `duplicates`;
  /// callers that allow duplicates among inserted ids deduplicate first, as the reconciler does.
  ///
  /// - Complexity: O(n log n); hashing each old and new id once.
  public static func diff(old: [Value], new: [Value]) -> Result {
    diffGeneric(old: old, new: new)
  }

  /// Diffs two arrays of any hashable ids (see `diff(old:new:)`).
  public static func diff<ID: Hashable>(old: [ID], new: [ID]) -> Result {
    diffGeneric(old: old, new: new)
  }

  static func diffGeneric<ID: Hashable>(old: [ID], new: [ID]) -> Result {
    var result = Result()
    var oldIndex = [ID: Int](minimumCapacity: old.count)
    var position = old.count
    while position > 0 {
      position -= 1
      oldIndex[old[position]] = position
    }
    // matchedNew[oldIndex] = new index of the kept row, or -1.
    var matchedNew = [Int](repeating: -1, count: old.count)
    var keptOld: [Int] = []
    keptOld.reserveCapacity(min(old.count, new.count))
    result.kept.reserveCapacity(min(old.count, new.count))
    for (newIndex, id) in new.enumerated() {
      if let index = oldIndex[id] {
        if matchedNew[index] == -1 {
          matchedNew[index] = newIndex
          keptOld.append(index)
          result.kept.append(Pair(old: index, new: newIndex))
        } else {
          result.duplicates.append(newIndex)
        }
      } else {
        result.inserted.append(newIndex)
      }
    }
    // Rank of each kept row in old order; removed rows.
    var rank = [Int](repeating: -1, count: old.count)
    var nextRank = 0
    for index in 0..<old.count {
      if matchedNew[index] == -1 {
        result.removed.append(index)
      } else {
        rank[index] = nextRank
        nextRank += 1
      }
    }
    let inLIS = longestIncreasingSubsequence(keptOld)
    for (to, pair) in result.kept.enumerated() where !inLIS[to] {
      result.moves.append(Move(old: pair.old, new: pair.new, from: rank[pair.old], to: to))
    }
    return result
  }

  /// Marks the elements of one longest strictly increasing subsequence.
  ///
  /// Patience sorting with predecessor links; an element larger than the current longest
  /// run's tail is appended without a binary search, so in-order input is O(n).
  ///
  /// - Complexity: O(n log n).
  static func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
    var marks = [Bool](repeating: false, count: values.count)
    guard !values.isEmpty else { return marks }
    var tails: [Int] = []  // indices into values
    tails.reserveCapacity(values.count)
    var previous = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
      if let last = tails.last, values[last] >= value {
        var low = 0
        var high = tails.count - 1
        while low < high {
          let middle = (low + high) / 2
          if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { previous[index] = tails[low - 1] }
        tails[low] = index
      } else {
        if let last = tails.last { previous[index] = last }
        tails.append(index)
      }
    }
    var cursor = tails[tails.count - 1]
    while cursor >= 0 {
      marks[cursor] = true
      cursor = previous[cursor]
    }
    return marks
  }
}
