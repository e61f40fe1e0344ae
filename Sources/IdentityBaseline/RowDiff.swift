/// The keyed diff of two id lists, with a dictionary: which ids are new, which are gone, and
/// which surviving ids changed position among the surviving ones (`idlab.sim/1`'s `move`).
struct RowDiff {
  /// A surviving id whose position among the surviving rows changed.
  struct Move {
    let id: Int
    let from: Int
    let to: Int
  }

  /// Ids only in the new list, in new order.
  var inserted: [Int] = []
  /// Ids only in the old list, in old order.
  var removed: [Int] = []
  /// Moves of surviving ids, in new order.
  var moves: [Move] = []

  /// Compares `old` with `new` (ids are unique in each).
  init(old: [Int], new: [Int]) {
    var inNew = Set<Int>(minimumCapacity: new.count)
    for id in new { inNew.insert(id) }
    var keptRank: [Int: Int] = [:]
    keptRank.reserveCapacity(old.count)
    for id in old {
      if inNew.contains(id) {
        keptRank[id] = keptRank.count
      } else {
        removed.append(id)
      }
    }
    var rank = 0
    for id in new {
      guard let from = keptRank[id] else {
        inserted.append(id)
        continue
      }
      if from != rank { moves.append(Move(id: id, from: from, to: rank)) }
      rank += 1
    }
  }
}
