import IdentityEngine
import Testing

/// `KeyedDiff`: matching by id, moves (rows whose position among kept rows changed), the
/// minimal move count, duplicates; checked against a naive model.
@Suite struct KeyedDiffTests {
  private func ids(_ string: String) -> [Value] { string.map { .s(String($0)) } }

  @Test func classifiesKeptInsertedRemoved() {
    let result = KeyedDiff.diff(old: ids("abcd"), new: ids("bdxa"))
    #expect(result.kept.map(\.old) == [1, 3, 0])
    #expect(result.inserted == [2])
    #expect(result.removed == [2])
    #expect(result.moves.map(\.old) == [1, 3, 0])
    #expect(result.minimalMoveCount == 1)
  }

  @Test func appendAndPrependMoveNothing() {
    #expect(KeyedDiff.diff(old: ids("abc"), new: ids("abcd")).moves.isEmpty)
    #expect(KeyedDiff.diff(old: ids("abc"), new: ids("zabc")).moves.isEmpty)
  }

  @Test func moveLastToFirstMovesEveryRowButCostsOne() {
    let result = KeyedDiff.diff(old: ids("abcd"), new: ids("dabc"))
    #expect(result.moves.first == KeyedDiff.Move(old: 3, new: 0, from: 3, to: 0))
    #expect(result.moves.count == 4)
    #expect(result.minimalMoveCount == 1)
  }

  @Test func swapOfAdjacentRowsMovesTwo() {
    let result = KeyedDiff.diff(old: ids("abc"), new: ids("bac"))
    #expect(
      result.moves == [
        KeyedDiff.Move(old: 1, new: 0, from: 1, to: 0),
        KeyedDiff.Move(old: 0, new: 1, from: 0, to: 1),
      ])
    #expect(result.minimalMoveCount == 1)
  }

  @Test func swapOfDistantRowsMovesTwo() {
    let result = KeyedDiff.diff(old: ids("abcd"), new: ids("dbca"))
    #expect(result.moves.map(\.old).sorted() == [0, 3])
  }

  @Test func reversalKeepsTheMiddleRow() {
    let result = KeyedDiff.diff(old: ids("abcde"), new: ids("edcba"))
    #expect(result.moves.count == 4)
    #expect(!result.moves.contains { $0.old == 2 })
  }

  @Test func duplicatesAliasTheFirstOccurrence() {
    let result = KeyedDiff.diff(old: ids("aba"), new: ids("aab"))
    #expect(result.kept.map(\.old) == [0, 1])
    #expect(result.duplicates == [1])
    #expect(result.removed == [2])
  }

  @Test func disjointInputsInsertAndRemoveEverything() {
    let result = KeyedDiff.diff(old: ids("abc"), new: ids("xyz"))
    #expect(result.kept.isEmpty && result.moves.isEmpty)
    #expect(result.inserted == [0, 1, 2] && result.removed == [0, 1, 2])
  }

  /// Random permutations with inserts and removes: the moved rows are exactly the kept rows
  /// whose rank among kept rows changed, and `minimalMoveCount` == kept − LIS (naive O(n²) DP).
  @Test func movesMatchNaiveLIS() {
    var random = SplitMix64(seed: 42)
    for _ in 0..<300 {
      let count = Int.random(in: 0...30, using: &random)
      let old = (0..<count).map { Value.int($0) }
      var new = old.shuffled(using: &random).filter { _ in Int.random(in: 0..<5, using: &random) > 0
      }
      for extra in 0..<Int.random(in: 0...3, using: &random) {
        new.insert(.int(1000 + extra), at: Int.random(in: 0...new.count, using: &random))
      }
      let result = KeyedDiff.diff(old: old, new: new)
      let keptOld = result.kept.map(\.old)
      #expect(result.minimalMoveCount == keptOld.count - naiveLISLength(keptOld))
      let sortedOld = keptOld.sorted()
      let naiveMoved = keptOld.indices.filter { keptOld[$0] != sortedOld[$0] }.map { keptOld[$0] }
      #expect(result.moves.map(\.old) == naiveMoved)
      #expect(result.inserted.count + result.kept.count == new.count)
      #expect(result.removed.count + result.kept.count == old.count)
    }
  }
}

/// Random insert/remove/move sequences on a keyed list in the full simulation, against a
/// naive model: state always follows the id, and move events match the naive LIS count.
@Suite struct KeyedListPropertyTests {
  @Test func stateFollowsIDs() {
    var random = SplitMix64(seed: 2026)
    for _ in 0..<200 {
      let registry = Registry()
      var items = (0..<Int.random(in: 0...6, using: &random)).map { "i\($0)" }
      var nextID = items.count
      var model: [String: Int] = [:]  // id → counter value the test set
      let sim = listSimulation(items, registry: registry)
      sim.start()
      func tapNewRows() {
        sim.perform {
          for id in items where model[id] == nil {
            model[id] = Int.random(in: 1...99, using: &random)
            registry["\"\(id)\"/Counter"]?["n"] = .int(model[id] ?? 0)
          }
        }
      }
      tapNewRows()
      for _ in 0..<8 {
        let before = items
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
          items.insert("i\(nextID)", at: Int.random(in: 0...items.count, using: &random))
          nextID += 1
        case 1 where !items.isEmpty:
          let removed = items.remove(at: Int.random(in: 0..<items.count, using: &random))
          model[removed] = nil
        default:
          guard !items.isEmpty else { continue }
          let moved = items.remove(at: Int.random(in: 0..<items.count, using: &random))
          items.insert(moved, at: Int.random(in: 0...items.count, using: &random))
        }
        let outcome = sim.setItems(items)
        #expect(texts(outcome.tree) == items.map { "\($0):\(model[$0] ?? 0)" })
        let oldIndex = Dictionary(uniqueKeysWithValues: before.enumerated().map { ($1, $0) })
        let keptOld = items.compactMap { oldIndex[$0] }
        let sortedOld = keptOld.sorted()
        #expect(
          outcome.lines(.move).count
            == keptOld.indices.filter { keptOld[$0] != sortedOld[$0] }.count)
        tapNewRows()
      }
    }
  }
}
