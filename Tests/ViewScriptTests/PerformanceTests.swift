import Foundation
import IdentityEngine
import Testing

@testable import ViewScript

/// Sanity checks that evaluation stays linear in the number of rows.
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

  @Test func manyRowsRenderAndUpdateQuickly() throws {
    let clock = ContinuousClock()
    var scene: TestScene?
    let start = try clock.measure { scene = try TestScene(source: Self.source(rows: 2000)) }
    let running = try #require(scene)
    #expect(running.first.tree.nodes(ofType: "Row").count == 2000)
    let insert = try clock.measure {
      try running.perform(#"items.insert(Item(id: -1, name: "New"), at: 0)"#)
    }
    let loop = try clock.measure {
      try running.perform(
        "var fresh: [Item] = []; for i in 0..<5000 { fresh.append(Item(id: i, name: \"x\")) }; items = fresh"
      )
    }
    print("perf: start \(start), insert \(insert), loop \(loop)")
    #expect(start < .seconds(20))
    #expect(insert < .seconds(20))
    #expect(loop < .seconds(40))
  }
}
