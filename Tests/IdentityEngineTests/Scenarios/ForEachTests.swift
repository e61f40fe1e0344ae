import IdentityEngine
import Testing

/// Scenarios 15–26 of the reference (§b B4, B5): keyed, positional and constant-range ForEach.
@Suite struct ForEachTests {
  /// Sets each row's counter to a distinct value: row i gets i + 1.
  private func tapRows(_ sim: Simulation, _ registry: Registry, _ suffixes: [String]) {
    sim.perform {
      for (index, suffix) in suffixes.enumerated() {
        registry["\(suffix)/Counter"]?["n"] = .int(index + 1)
      }
    }
  }

  /// Scenario 15: reversing keyed rows keeps every row's state; no A/D.
  @Test func keyedReverse() {
    let registry = Registry()
    let sim = listSimulation(["a", "b", "c"], registry: registry)
    sim.start()
    tapRows(sim, registry, ["\"a\"", "\"b\"", "\"c\""])
    registry.log = []
    let outcome = sim.setItems(["c", "b", "a"])
    expectLines(
      outcome.dump(relativeIdentities: true),
      """
      Root @Root state(items: ["c", "b", "a"])
      └─ VStack @VStack
         └─ ForEach @0/ForEach
            ├─ Counter @"c"/Counter state(n: 3) .onAppear .onDisappear
            │  └─ Text @Text "c:3"
            ├─ Counter @"b"/Counter state(n: 2) .onAppear .onDisappear
            │  └─ Text @Text "b:2"
            └─ Counter @"a"/Counter state(n: 1) .onAppear .onDisappear
               └─ Text @Text "a:1"
      events:
        move Root/VStack/0/ForEach/"c"/Counter 2→0
        move Root/VStack/0/ForEach/"a"/Counter 0→2
      """)
    #expect(registry.log.isEmpty)
  }

  /// Scenario 16: prepend: only the new row appears.
  @Test func keyedPrepend() {
    let registry = Registry()
    let sim = listSimulation(["a", "b"], registry: registry)
    sim.start()
    tapRows(sim, registry, ["\"a\"", "\"b\""])
    registry.log = []
    let outcome = sim.setItems(["n", "a", "b"])
    #expect(texts(outcome.tree) == ["n:0", "a:1", "b:2"])
    #expect(registry.log == ["A n"])
    #expect(outcome.lines(.move).isEmpty)
    #expect(
      outcome.lines(.transition) == [
        "transition Root/VStack/0/ForEach/\"n\"/Counter insertion opacity"
      ])
  }

  /// Scenario 17: remove and reorder: the removed row disappears, the others keep state.
  @Test func keyedRemoveAndReorder() {
    let registry = Registry()
    let sim = listSimulation(["a", "b", "c", "d"], registry: registry)
    sim.start()
    tapRows(sim, registry, ["\"a\"", "\"b\"", "\"c\"", "\"d\""])
    registry.log = []
    let outcome = sim.setItems(["b", "d", "a"])
    #expect(texts(outcome.tree) == ["b:2", "d:4", "a:1"])
    #expect(registry.log == ["D c"])
    #expect(
      outcome.lines(.move) == [
        "move Root/VStack/0/ForEach/\"b\"/Counter 1→0",
        "move Root/VStack/0/ForEach/\"d\"/Counter 2→1",
        "move Root/VStack/0/ForEach/\"a\"/Counter 0→2",
      ])
    #expect(
      outcome.lines(.destroy) == [
        "destroy Root/VStack/0/ForEach/\"c\"/Counter/Text",
        "destroy Root/VStack/0/ForEach/\"c\"/Counter",
      ])
  }

  /// Scenario 18: a re-added id gets fresh state.
  @Test func keyedRemoveThenReAdd() {
    let registry = Registry()
    let sim = listSimulation(["a"], registry: registry)
    sim.start()
    tapRows(sim, registry, ["\"a\""])
    sim.setItems([])
    let outcome = sim.setItems(["a"])
    #expect(texts(outcome.tree) == ["a:0"])
  }

  /// Scenario 19: a rotation cycle keeps every state; after four rotations all is as before.
  @Test func keyedRotationCycle() {
    let registry = Registry()
    var items = ["1", "2", "3", "4"]
    let sim = listSimulation(items, registry: registry)
    let before = sim.start().tree.dump()
    tapRows(sim, registry, ["\"1\"", "\"2\"", "\"3\"", "\"4\""])
    var moves: [Int] = []
    for _ in 0..<4 {
      items.append(items.removeFirst())
      let outcome = sim.setItems(items)
      #expect(outcome.lines(.create, .destroy, .appear, .disappear).isEmpty)
      moves.append(outcome.lines(.move).count)
    }
    #expect(moves == [4, 4, 4, 4])
    let after = sim.perform { for id in 1...4 { registry["\"\(id)\"/Counter"]?["n"] = .int(0) } }
    expectLines(after.tree.dump(), before)
  }

  /// Scenario 20: insert in the middle: two appears, a and b keep state.
  @Test func keyedInsertInMiddle() {
    let registry = Registry()
    let sim = listSimulation(["a", "b"], registry: registry)
    sim.start()
    tapRows(sim, registry, ["\"a\"", "\"b\""])
    registry.log = []
    let outcome = sim.setItems(["a", "x", "y", "b"])
    #expect(texts(outcome.tree) == ["a:1", "x:0", "y:0", "b:2"])
    #expect(registry.log == ["A x", "A y"])
  }

  /// Scenario 21: swapping two keyed rows is a move, not a reset.
  @Test func keyedSwap() {
    let registry = Registry()
    let sim = listSimulation(["apple", "banana"], registry: registry)
    sim.start()
    tapRows(sim, registry, ["\"apple\"", "\"banana\""])
    let outcome = sim.setItems(["banana", "apple"])
    #expect(texts(outcome.tree) == ["banana:2", "apple:1"])
    #expect(
      outcome.lines(.move) == [
        "move Root/VStack/0/ForEach/\"banana\"/Counter 1→0",
        "move Root/VStack/0/ForEach/\"apple\"/Counter 0→1",
      ])
    #expect(outcome.lines(.create, .destroy).isEmpty)
  }

  /// Scenario 22: index identity, delete first: states stay in their slots, the last slot
  /// disappears, nothing appears.
  @Test func positionalDeleteFirst() {
    let registry = Registry()
    let sim = listSimulation(["a", "b", "c"], .positional, registry: registry)
    sim.start()
    tapRows(sim, registry, ["0", "1", "2"])
    registry.log = []
    let outcome = sim.setItems(["b", "c"])
    expectLines(
      outcome.dump(relativeIdentities: true),
      """
      Root @Root state(items: ["b", "c"])
      └─ VStack @VStack
         └─ ForEach @0/ForEach
            ├─ Counter @0/Counter state(n: 1) .onAppear .onDisappear
            │  └─ Text @Text "b:1"
            └─ Counter @1/Counter state(n: 2) .onAppear .onDisappear
               └─ Text @Text "c:2"
      events:
        transition Root/VStack/0/ForEach/2/Counter removal opacity
        disappear Root/VStack/0/ForEach/2/Counter
        destroy Root/VStack/0/ForEach/2/Counter/Text
        destroy Root/VStack/0/ForEach/2/Counter
      """)
    #expect(registry.log == ["D 2"])
  }

  /// Scenario 23: index identity, insert at front: states shift to the wrong items, the new
  /// row (fresh state) appears at the end.
  @Test func positionalInsertAtFront() {
    let registry = Registry()
    let sim = listSimulation(["a", "b", "c"], .positional, registry: registry)
    sim.start()
    tapRows(sim, registry, ["0", "1", "2"])
    registry.log = []
    let outcome = sim.setItems(["z", "a", "b", "c"])
    #expect(texts(outcome.tree) == ["z:1", "a:2", "b:3", "c:0"])
    #expect(registry.log == ["A 3"])
  }

  /// `ForEach(0..<count)` with `count` 5, identified as given, after `count` becomes 6.
  static func rangeGrowsFromFiveToSix(_ identification: ForEachDescription.Identification)
    -> Outcome
  {
    let sim = rootSimulation([("count", .int(5))]) { root in
      guard case .int(let count) = root["count"] else { return .empty }
      return forEach(
        (0..<count).map { .int($0) }, identification, dataType: "Range<Int>", idType: "Int"
      ) { text("\($0)") }
    }
    sim.start()
    return sim.set("count", .int(6))
  }

  /// Scenario 24: a constant range keeps its initial count and warns.
  @Test func constantRangeGrows() {
    let outcome = Self.rangeGrowsFromFiveToSix(.constantRange)
    #expect(texts(outcome.tree) == ["0", "1", "2", "3", "4"])
    #expect(
      outcome.warnings.map(\.consoleText) == [
        "ForEach<Range<Int>, Int, Text> count (6) != its initial count (5). `ForEach(_:content:)` "
          + "should only be used for *constant* data. Instead conform data to `Identifiable` or use "
          + "`ForEach(_:id:content:)` and provide an explicit `id`!"
      ])
  }

  /// Scenario 25: a range with `id: \.self` is dynamic and positional: 6 rows, no warning.
  @Test func rangeWithIDSelf() {
    let outcome = Self.rangeGrowsFromFiveToSix(.positional)
    #expect(texts(outcome.tree) == ["0", "1", "2", "3", "4", "5"])
    #expect(outcome.warnings.isEmpty)
    #expect(outcome.lines(.create) == ["create Root/ForEach/5/Text"])
  }

  /// Scenario 26: a constant range that shrinks while indexing renders the old count and
  /// crashes with "Index out of range".
  @Test func constantRangeShrinksWhileIndexing() {
    let sim = rootSimulation([("items", .array([.s("a"), .s("b"), .s("c")]))]) { root in
      guard case .array(let items) = root["items"] else { return .empty }
      return forEach(
        items.indices.map { .int($0) }, .constantRange, dataType: "Range<Int>", idType: "Int"
      ) { index in
        guard index < items.count else {
          throw RuntimeFailure(id: "index-out-of-range", message: "Index out of range", line: 7)
        }
        return text(items[index].interpolatedDescription)
      }
    }
    sim.start()
    let outcome = sim.set("items", .array([.s("a"), .s("b")]))
    #expect(
      outcome.error
        == RuntimeFailure(id: "index-out-of-range", message: "Index out of range", line: 7))
    #expect(outcome.warnings.count == 1)
    #expect(texts(outcome.tree) == ["a", "b", "c"])
  }
}
