import Foundation
import IdentityEngine
import Testing

@testable import ViewScript

/// Work grows linearly with the number of rows, and a keyed update re-runs only what changed.
///
/// Work is counted, never timed (`Simulation.work`: bodies evaluated, row closures run,
/// descriptions mounted or reconciled; `Interpreter.totalSteps`: expressions and statements
/// evaluated), so the checks hold on any machine and fail on super-linear growth.
@Suite struct PerformanceTests {
  static func source(rows: Int) -> String {
    """
    struct Item: Identifiable { let id: Int; var name: String }
    struct Row: View {
      let item: Item
      @State private var on = false
      var body: some View { HStack { Text(item.name); Toggle("On", isOn: $on) } }
    }
    struct Big: View {
      @State private var items: [Item] = (0..<\(rows)).map { Item(id: $0, name: "Item \\($0)") }
      var body: some View {
        VStack {
          ForEach(items) { item in Row(item: item) }
        }
      }
    }
    """
  }

  /// The work of one phase of a run.
  struct Cost: Equatable {
    var work: Simulation.Work
    var steps: Int

    static func - (lhs: Cost, rhs: Cost) -> Cost {
      Cost(
        work: Simulation.Work(
          bodies: lhs.work.bodies - rhs.work.bodies, rows: lhs.work.rows - rhs.work.rows,
          nodes: lhs.work.nodes - rhs.work.nodes),
        steps: lhs.steps - rhs.steps)
    }
  }

  /// The cost of the first render, a keyed insert at the top, and rebuilding `2 × rows` items.
  static func costs(rows: Int) throws -> (start: Cost, insert: Cost, rebuild: Cost) {
    let scene = try TestScene(source: source(rows: rows))
    #expect(scene.first.tree.nodes(ofType: "Row").count == rows)
    func now() -> Cost {
      Cost(work: scene.run.simulation.work, steps: scene.run.interpreter.totalSteps)
    }
    let start = now()
    try scene.perform(#"items.insert(Item(id: -1, name: "New"), at: 0)"#)
    let inserted = now()
    try scene.perform(
      "var fresh: [Item] = []; for i in 0..<\(2 * rows) { fresh.append(Item(id: i, name: \"x\")) }; "
        + "items = fresh")
    #expect(scene.tree.nodes(ofType: "Row").count == 2 * rows)
    return (start, inserted - start, now() - inserted)
  }

  /// `large / small` for a doubling of the rows: about 2 when linear, about 4 when quadratic.
  static func growth(_ small: Int, _ large: Int) -> Double {
    Double(large) / Double(max(small, 1))
  }

  @Test func workIsLinearInTheRows() throws {
    let small = try Self.costs(rows: 400)
    let large = try Self.costs(rows: 800)
    for (name, a, b) in [
      ("start", small.start, large.start), ("insert", small.insert, large.insert),
      ("rebuild", small.rebuild, large.rebuild),
    ] {
      for (measure, x, y) in [
        ("nodes", a.work.nodes, b.work.nodes), ("rows", a.work.rows, b.work.rows),
        ("steps", a.steps, b.steps),
      ] {
        let ratio = Self.growth(x, y)
        #expect(ratio > 1.5 && ratio < 2.5, "\(name) \(measure): \(x) → \(y) (×\(ratio))")
      }
    }
  }

  @Test func keyedInsertRunsOnlyTheNewRowsBody() throws {
    for rows in [100, 400, 800] {
      let insert = try Self.costs(rows: rows).insert
      // Big's body, then the one new Row; surviving rows get equal inputs and are not re-run.
      #expect(insert.work.bodies == 2, "\(rows) rows: \(insert.work.bodies) bodies")
    }
  }
}
