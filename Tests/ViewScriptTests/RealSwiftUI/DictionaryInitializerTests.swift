import IdentityEngine
import Testing

@testable import ViewScript

/// `Dictionary(uniqueKeysWithValues:)`, `Dictionary(_:uniquingKeysWith:)`,
/// `Dictionary(grouping:by:)`.
///
/// Expected values, derived from Swift's documented behaviour before running anything:
/// 1. `uniquingKeysWith: { $1 }` keeps the last value of a repeated key, `{ $0 }` the first.
/// 2. `grouping:by:` collects the elements of each key in their order.
/// 3. A `ForEach` over the sorted keys keys each row by its key: a new key adds one row.
/// 4. A repeated key in `uniqueKeysWithValues:` stops the step with Swift's trap text.
@Suite struct DictionaryInitializerTests {
  static let days = """
    struct Entry { let day: Int; let name: String }
    struct Days: View {
      @State private var entries = [
        Entry(day: 1, name: "a"), Entry(day: 7, name: "b"), Entry(day: 7, name: "c"),
      ]
      var last: [Int: Entry] { Dictionary(entries.map { ($0.day, $0) }, uniquingKeysWith: { $1 }) }
      var first: [Int: Entry] { Dictionary(entries.map { ($0.day, $0) }, uniquingKeysWith: { $0 }) }
      var groups: [Int: [Entry]] { Dictionary(grouping: entries, by: { $0.day }) }
      var body: some View {
        VStack {
          Text("last \\(last[7]!.name), first \\(first[7]!.name)")
          ForEach(groups.keys.sorted(), id: \\.self) { day in
            Text("\\(day): \\(groups[day]!.map(\\.name).joined())")
          }
          Button("add") { entries.append(Entry(day: 3, name: "d")) }
          Button("unique") {
            let byDay = Dictionary(uniqueKeysWithValues: entries.map { ($0.day, $0.name) })
            print(byDay.count)
          }
        }
      }
    }
    """

  @Test func repeatedKeysAreCombinedAndGroupsKeepTheirOrder() throws {
    let scene = try TestScene(source: Self.days, root: "Days")
    #expect(scene.first.tree.texts == ["last c, first b", "1: a", "7: bc"])
    let added = try scene.perform(#"tap "add""#)
    #expect(added.tree.texts == ["last c, first b", "1: a", "3: d", "7: bc"])
    #expect(
      added.events(.create, type: "Text").map(\.identity) == ["Days/VStack/1/ForEach/3/Text"])
  }

  @Test func aRepeatedKeyInUniqueKeysWithValuesTraps() throws {
    let scene = try TestScene(source: Self.days, root: "Days")
    let step = try scene.perform(#"tap "unique""#)
    #expect(step.error?.message == "Fatal error: Duplicate values for key: '7'")
    #expect(scene.run.printed.isEmpty)
  }
}
