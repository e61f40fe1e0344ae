/// The keyed child diff of a ForEach: match by id, report every kept row whose position among
/// the kept rows changed, and the minimal number of moves (a longest increasing subsequence).
///
/// Follows OpenSwiftUI's `ForEachState.update` for matching (one dictionary of old ids, one
/// pass over the new ids). `moves` follows idlab's `move` event contract (DESIGN.md): a kept row
/// whose position among kept rows changed, so swapping two rows moves two and inserting at the
/// top moves none. `minimalMoveCount` is Vue's `getSequence` measure (kept − LIS), the fewest
/// moves that would reorder the kept rows, reported for comparison.
///
///     let result = KeyedDiff.diff(old: [.string("a"), .string("b")],
///                                 new: [.string("b"), .string("a"), .string("c")])
///     // kept 2, inserted [2], removed [], moves 2, minimalMoveCount 1
///
/// - Complexity: O(n log n) in the number of ids, O(n) when the kept rows are in order.
public enum KeyedDiff {
  /// A kept row: its index in the old and in the new array.
  public struct Pair: Hashable, Sendable {
    /// Index in the old array.
    public var old: Int
    /// Index in the new array.
    public var new: Int
    /// A kept row at `old` in the old array and `new` in the new one.
    public init(old: Int, new: Int) {
      self.old = old
      self.new = new
    }
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
    /// A move of the row at `old`/`new`, from position `from` to `to` among the kept rows.
    public init(old: Int, new: Int, from: Int, to: Int) {
      self.old = old
      self.new = new
      self.from = from
      self.to = to
    }
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
    /// Kept rows whose position among the kept rows changed, in new order.
    public var moves: [Move] = []
    /// The fewest moves that reorder the kept rows: kept − longest increasing subsequence.
    public var minimalMoveCount = 0
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
    let ranks = keptOld.map { rank[$0] }
    for (to, pair) in result.kept.enumerated() where ranks[to] != to {
      result.moves.append(Move(old: pair.old, new: pair.new, from: ranks[to], to: to))
    }
    if !result.moves.isEmpty {
      result.minimalMoveCount = longestIncreasingSubsequence(ranks).lazy.filter { !$0 }.count
    }
    return result
  }

  /// Marks the elements of one longest increasing subsequence of a permutation of
  /// `0..<n` (the kept rows' old ranks, in new order).
  ///
  /// Among the longest ones it prefers the subsequence with the most fixed points
  /// (`ranks[i] == i`, rows whose position did not change), then the earliest one, so a
  /// reversal reports the middle row as staying and a swap of two moves the upper row.
  /// Already-increasing input (no moves) is detected in O(n).
  ///
  /// - Complexity: O(n log n): a Fenwick tree of prefix maxima over ranks.
  static func longestIncreasingSubsequence(_ ranks: [Int]) -> [Bool] {
    let count = ranks.count
    var isSorted = true
    for index in 0..<count where ranks[index] != index {
      isSorted = false
      break
    }
    if isSorted { return [Bool](repeating: true, count: count) }
    var marks = [Bool](repeating: false, count: count)
    // key = length * (count + 1) + fixedPoints; tree holds (key, element index) prefix maxima.
    var treeKey = [Int](repeating: 0, count: count + 1)
    var treeIndex = [Int](repeating: -1, count: count + 1)
    var previous = [Int](repeating: -1, count: count)
    var bestKey = 0
    var bestIndex = -1
    for (index, rank) in ranks.enumerated() {
      var key = 0
      var from = -1
      var position = rank  // prefix over ranks < rank: tree positions 1...rank
      while position > 0 {
        if treeKey[position] > key {
          key = treeKey[position]
          from = treeIndex[position]
        }
        position &= position - 1
      }
      let ownKey = key + (count + 1) + (rank == index ? 1 : 0)
      previous[index] = from
      if ownKey > bestKey {
        bestKey = ownKey
        bestIndex = index
      }
      position = rank + 1
      while position <= count {
        if ownKey > treeKey[position] {
          treeKey[position] = ownKey
          treeIndex[position] = index
        }
        position += position & -position
      }
    }
    var cursor = bestIndex
    while cursor >= 0 {
      marks[cursor] = true
      cursor = previous[cursor]
    }
    return marks
  }
}
