/// The benchmark scene run as a compiled program: the root's `items`, one `RowNode` per item
/// rendered from it, the rows' state kept in a dictionary by id, and a dictionary diff between
/// the rows before and after the edit.
struct BaselineSimulation {
  /// One element of the root's `items` (the scene's `Item`).
  struct Item {
    let id: Int
  }

  /// One rendered row: a `Row` view with its state, showing a `Text`.
  struct RowNode {
    let id: Int
    let taps: Int
    let text: String
  }

  /// The rows before the edit.
  let count: Int
  /// The edit the one `--do` step applies.
  let edit: BenchScene.Edit

  /// Runs the first render and the edit, writing both steps into `document`.
  func run(into document: inout SimDocument) {
    var items = (0..<count).map { Item(id: $0) }
    var taps: [Int: Int] = [:]
    taps.reserveCapacity(count + 1)
    for item in items { taps[item.id] = 0 }
    let first = render(items, taps: taps)
    document.begin(root: "Bench")
    document.step(index: 0, action: nil, items: items, rows: first)
    document.event("create", identity: "Bench", type: "Bench")
    document.event("create", identity: "Bench/VStack", type: "VStack")
    document.event("create", identity: "Bench/VStack/0/ForEach", type: "ForEach")
    for row in first {
      document.rowEvent("create", id: row.id, text: false)
      document.rowEvent("create", id: row.id, text: true)
    }
    for row in first { document.rowEvent("appear", id: row.id, text: true) }
    document.endStep()

    let old = items
    apply(edit, to: &items)
    let diff = RowDiff(old: old.map(\.id), new: items.map(\.id))
    for id in diff.inserted { taps[id] = 0 }
    for id in diff.removed { taps[id] = nil }
    let second = render(items, taps: taps)
    document.step(index: 1, action: edit.action(count: count), items: items, rows: second)
    for move in diff.moves { document.moveEvent(id: move.id, from: move.from, to: move.to) }
    for id in diff.inserted {
      document.rowEvent("create", id: id, text: false)
      document.rowEvent("create", id: id, text: true)
    }
    for id in diff.removed { document.transitionEvent(id: id, edge: "removal") }
    for id in diff.inserted { document.transitionEvent(id: id, edge: "insertion") }
    for id in diff.inserted { document.rowEvent("appear", id: id, text: true) }
    for id in diff.removed { document.rowEvent("disappear", id: id, text: true) }
    for id in diff.removed {
      document.rowEvent("destroy", id: id, text: true)
      document.rowEvent("destroy", id: id, text: false)
    }
    document.endStep()
    document.end()
  }

  /// The root's body: one row per item, with that row's state.
  func render(_ items: [Item], taps: [Int: Int]) -> [RowNode] {
    items.map { RowNode(id: $0.id, taps: taps[$0.id] ?? 0, text: "row \($0.id)") }
  }

  /// What the edit's action does to `items`.
  func apply(_ edit: BenchScene.Edit, to items: inout [Item]) {
    switch edit {
    case .append: items.append(Item(id: count))
    case .removeFirst: items.removeFirst()
    case .reverse: items.reverse()
    case .shuffle:
      // `shuffle()` in a scene: Fisher–Yates from the end, the other index drawn as the next
      // SplitMix64 value modulo the remaining count, from the scene run's fixed seed.
      var random = SplitMix(state: 0x1D1A_B5EE_D000_0001)
      var index = items.count - 1
      while index > 0 {
        items.swapAt(index, Int(random.next() % UInt64(index + 1)))
        index -= 1
      }
    }
  }
}
