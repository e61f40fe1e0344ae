import IdentityEngine
import Testing

@testable import ViewScript

/// Types written where real views write them: a collection's initializer called on its type
/// (`[Int](0...24)`, `Array<String>(repeating:count:)`).
@Suite struct SwiftTypesTests {
  @Test func aCollectionTypeIsCalledAsItsInitializer() throws {
    let scene = try TestScene(
      source: """
        struct Hours: View {
          private var hours = [Int](0...3)
          private let marks = Array<String>(repeating: "-", count: 2)
          private let seen = Set<Int>([2, 2, 5])
          private let none = [String]()
          var body: some View {
            VStack {
              ForEach(hours, id: \\.self) { hour in
                Text("h\\(hour)")
              }
              Text(marks.joined() + " \\(seen.count) \\(none.isEmpty)")
            }
          }
        }
        """)
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["h0", "h1", "h2", "h3", "-- 2 true"])
    // One row per element of `0...3`, each identified by its value.
    #expect(
      scene.first.tree.nodes(ofType: "Text").prefix(4).map(\.identity) == [
        "Hours/VStack/0/ForEach/0/Text", "Hours/VStack/0/ForEach/1/Text",
        "Hours/VStack/0/ForEach/2/Text", "Hours/VStack/0/ForEach/3/Text",
      ])
  }
}
