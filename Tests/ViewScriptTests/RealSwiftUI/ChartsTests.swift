import Foundation
import IdentityEngine
import Testing

@testable import ViewScript

/// Swift Charts: a `Chart` is a container of its marks, `Chart(data) { item in … }` one mark per
/// element keyed by its id as a `ForEach` over the same data (Apple, `Chart.init(_:content:)`:
/// "Creates a chart that composes a single chart content for each element of data"), and each
/// mark a leaf labelled with what it plots. Expected values are the scene's data, by hand.
@Suite struct ChartsTests {
  static let source = """
    struct Sale: Identifiable {
      let id: String
      let units: Int
    }
    struct Sales: View {
      @State private var sales = [Sale(id: "Mon", units: 3), Sale(id: "Tue", units: 5)]
      var body: some View {
        VStack {
          Chart(sales) { sale in
            BarMark(x: .value("Day", sale.id), y: .value("Units", sale.units))
              .foregroundStyle(by: .value("Day", sale.id))
          }
          .chartLegend(.hidden)
          Chart {
            RuleMark(y: .value("Goal", 4))
            ForEach(sales) { sale in
              LineMark(x: .value("Day", sale.id), y: .value("Units", sale.units))
            }
          }
          Button("Add") { sales.insert(Sale(id: "Sun", units: 1), at: 0) }
        }
      }
    }
    """

  @Test func aChartsMarksAreLeavesKeyedByTheirData() throws {
    let scene = try TestScene(source: Self.source, root: "Sales")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    let bars = scene.first.tree.allNodes.filter { $0.type == "BarMark" }
    #expect(bars.map(\.label) == ["x: Day Mon, y: Units 3", "x: Day Tue, y: Units 5"])
    #expect(scene.first.tree.nodes(ofType: "Chart").count == 2)
    #expect(
      scene.first.tree.allNodes.filter { $0.type == "RuleMark" }.map(\.label) == ["y: Goal 4"])
    // A new first element is a new mark; the others keep their identities.
    let added = try scene.perform(#"tap "Add""#)
    #expect(added.error == nil)
    #expect(
      added.tree.allNodes.filter { $0.type == "BarMark" }.map(\.label) == [
        "x: Day Sun, y: Units 1", "x: Day Mon, y: Units 3", "x: Day Tue, y: Units 5",
      ])
    #expect(added.events(.create, type: "BarMark").count == 1)
    #expect(added.events(.create, type: "LineMark").count == 1)
    #expect(added.events(.destroy).isEmpty)
  }
}
