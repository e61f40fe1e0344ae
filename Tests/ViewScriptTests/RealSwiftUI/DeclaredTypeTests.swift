import IdentityEngine
import Testing

@testable import ViewScript

/// Values take the type their declaration names, as Swift types literals, and `typealias` names
/// the type it aliases. Expected texts are what Swift prints (`"\(1.0)"` is `1.0`).
@Suite struct DeclaredTypeTests {
  static func texts(_ outcome: Outcome) -> [String] {
    outcome.tree.allNodes.compactMap { $0.type == "Text" ? $0.text : $0.label }
  }

  @Test func anIntegerLiteralWhereADoubleIsDeclaredIsADouble() throws {
    let scene = try TestScene(
      source: """
        struct Item { var weight: Double }
        func twice(_ x: Double) -> Double { x * 2 }
        func one() -> Double { 1 }
        struct Probe: View {
          @State private var ratio: Double = 1
          @State private var list: [Double] = [1, 2]
          @State private var prices: [String: CGFloat] = ["tea": 3]
          var half: Double { 2 }
          var body: some View {
            let local: Double = 4
            let maybe: Double? = 5
            VStack {
              Text("\\(ratio) \\(list[1]) \\(prices["tea"]!) \\(half) \\(local) \\(maybe!)")
              Text("\\(twice(3)) \\(one()) \\(Item(weight: 4).weight)")
              Button("set") { ratio = 7 }
            }
          }
        }
        """)
    #expect(Self.texts(scene.first) == ["1.0 2.0 3.0 2.0 4.0 5.0", "6.0 1.0 4.0", "set"])
    #expect(scene.tree.state("ratio") == .double(1))
    #expect(scene.tree.state("list") == .array([.double(1), .double(2)]))
    // An assignment keeps the variable's type.
    let set = try scene.perform(#"tap "set""#)
    #expect(set.tree.state("ratio") == .double(7))
    #expect(Self.texts(set).first == "7.0 2.0 3.0 2.0 4.0 5.0")
  }

  @Test func anIntegerStaysAnIntegerWhereNothingOrAnIntIsDeclared() throws {
    let scene = try TestScene(
      source: """
        struct Probe: View {
          @State private var count = 1
          @State private var total: Int = 2
          var body: some View {
            let sum = count + total
            Text("\\(count) \\(total) \\(sum) \\(Double(sum))")
          }
        }
        """)
    #expect(Self.texts(scene.first) == ["1 2 3 3.0"])
    #expect(scene.tree.state("count") == .int(1))
  }

  @Test func aTypeAliasNamesTheTypeItAliases() throws {
    let scene = try TestScene(
      source: """
        typealias Score = Int
        typealias Ratio = Double
        struct Player: Identifiable {
          typealias ID = String
          let id: ID
          var score: Score
        }
        typealias Roster = [Player]
        typealias Row = PlayerRow
        struct PlayerRow: View {
          let player: Player
          @State private var taps = 0
          var body: some View {
            Button("\\(player.id) \\(player.score) taps \\(taps)") { taps += 1 }
          }
        }
        struct Board: View {
          @State private var roster: Roster = [
            Player(id: "ann", score: Score(3.7)), Player(id: "bo", score: 5),
          ]
          @State private var ratio: Ratio = 1
          var body: some View {
            VStack {
              Text("ratio \\(ratio)")
              ForEach(roster) { player in Row(player: player) }
            }
          }
        }
        """, root: "Board")
    #expect(Self.texts(scene.first) == ["ratio 1.0", "ann 3 taps 0", "bo 5 taps 0"])
    // `Row` is `PlayerRow`: the rows' identities name the aliased type, keyed by their ids.
    let rows = scene.tree.allNodes.filter { $0.type == "PlayerRow" }.map(\.identity)
    #expect(
      rows == [
        #"Board/VStack/1/ForEach/"ann"/PlayerRow"#, #"Board/VStack/1/ForEach/"bo"/PlayerRow"#,
      ])
    let tapped = try scene.perform(#"tap "ann 3 taps 0""#)
    #expect(Self.texts(tapped) == ["ratio 1.0", "ann 3 taps 1", "bo 5 taps 0"])
  }

  @Test func anAliasDeclaredInAnExtensionIsSeenByTheTypesMethods() throws {
    let scene = try TestScene(
      source: """
        final class Store {
          func key(_ x: Double) -> Key { Key(x.rounded(.towardZero)) }
        }
        private extension Store {
          typealias Key = Int
        }
        struct Probe: View {
          var body: some View { Text("key \\(Store().key(2.7))") }
        }
        """)
    #expect(Self.texts(scene.first) == ["key 2"])
  }
}
