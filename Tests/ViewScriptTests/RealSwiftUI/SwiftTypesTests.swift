import IdentityEngine
import Testing

@testable import ViewScript

/// Types written where real views write them: a collection's initializer called on its type
/// (`[Int](0...24)`, `Array<String>(repeating:count:)`); types nested in a view's extension,
/// named `Inner` inside it, `Self.Inner` and `Outer.Inner` ("Nested Types", The Swift
/// Programming Language), also when two views each nest a type of the same name; `.init(…)` at
/// the start of an implicit member chain (SE-0287).
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

  static let nested = """
    struct Roster: View {
      @EnvironmentObject var model: Self.Model
      var body: some View {
        Text("\\(model.names.count) on the roster")
      }
    }
    extension Roster {
      final class Model: ObservableObject {
        @Published var names: [String]
        init(names: [String]) { self.names = names }
      }
    }
    struct Badge: View {
      @StateObject private var model = Model()
      var body: some View {
        Button(model.title) { model.title = "tapped" }
      }
    }
    extension Badge {
      final class Model: ObservableObject {
        @Published var title = "badge"
      }
    }
    struct Board: View {
      @StateObject private var roster = Roster.Model(names: ["Ada", "Grace"])
      var body: some View {
        VStack {
          Roster().environmentObject(roster)
          Badge()
        }
      }
    }
    """

  @Test func nestedTypesOfTheSameNameAreToldApartByWhereTheyAreDeclared() throws {
    let scene = try TestScene(source: Self.nested, root: "Board")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["2 on the roster"])
    let badge = try #require(scene.first.tree.nodes(ofType: "Badge").first)
    guard case .object(let object)? = badge.state("model") else {
      Issue.record("the badge's model is not an object")
      return
    }
    // Two `Model`s exist, so each carries the type it is nested in.
    #expect(object.typeName == "Badge.Model")
    let tapped = try scene.perform(#"tap "badge""#)
    #expect(tapped.error == nil)
    #expect(tapped.tree.nodes(ofType: "Button").map(\.label) == ["tapped"])
    #expect(tapped.tree.texts == ["2 on the roster"])
  }

  @Test func aPreviewThatGivesAnEnvironmentObjectRunsWithIt() throws {
    let scene = try TestScene(
      source: Self.nested + """

        struct Roster_Previews: PreviewProvider {
          static let model = Roster.Model(names: ["Ada"])
          static var previews: some View {
            Roster()
              .environmentObject(model)
          }
        }
        """)
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["1 on the roster"])
    // The preview's content is the body of the view `Preview`, so its modifier applies.
    #expect(scene.first.tree.nodes(ofType: "Roster").map(\.identity) == ["Preview/Roster"])
  }

  @Test func anImplicitChainStartingWithInitHasTheDeclaredType() throws {
    let scene = try TestScene(
      source: """
        enum Icons {
          static let star: Image = .init(systemName: "star").symbolRenderingMode(.hierarchical)
        }
        struct Rating: View {
          var body: some View {
            HStack {
              Icons.star
              Text("5")
            }
          }
        }
        """)
    #expect(scene.first.error == nil)
    let image = try #require(scene.first.tree.nodes(ofType: "Image").first)
    #expect(image.identity == "Rating/HStack/0/Image")
    #expect(image.modifiers.map(\.name) == ["symbolRenderingMode"])
  }

  @Test func objectIdentifierIsTheIdentityOfAnInstance() throws {
    let scene = try TestScene(
      source: """
        final class Token { var name = "t" }
        struct Tokens: View {
          @State private var tokens = [Token(), Token()]
          var body: some View {
            let first = tokens[0]
            let ids = Set((tokens + [first]).map(ObjectIdentifier.init))
            VStack {
              Text("\\(ids.count) \\(ObjectIdentifier(first) == ObjectIdentifier(tokens[0]))")
              Text("\\(ObjectIdentifier(first) == ObjectIdentifier(tokens[1]))")
              Button("Replace") { tokens[0] = Token() }
            }
          }
        }
        """)
    // Two instances, the first counted twice: two identities; each equal only to itself.
    #expect(scene.first.tree.texts == ["2 true", "false"])
    let replaced = try scene.perform(#"tap "Replace""#)
    #expect(replaced.error == nil)
    #expect(replaced.tree.texts == ["2 true", "false"])
  }

  /// An `AttributedString` is simulated as its characters: setting one of its attributes
  /// (`text.font = .headline`, `foregroundColor`) styles text the screen does not draw, and
  /// changes nothing else (until session 13, S206 "not among the members of `String`").
  @Test func anAttributedStringsAttributesStyleItsCharacters() throws {
    let scene = try TestScene(
      source: """
        struct Greeting: View {
          var greeting: AttributedString {
            var text = AttributedString("Hello")
            text.font = .headline
            text.foregroundColor = .red
            return text
          }
          var body: some View { Text(greeting) }
        }
        """, root: "Greeting")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Hello"])
  }

  /// A static that a constrained `extension Array where Element == Option` declares is reached
  /// through an alias of the array type (`typealias Options = [Option]`: `Options.empty`) and
  /// through the type literal (`[Option].empty`), as Swift resolves both to `Array<Option>`
  /// (The Swift Programming Language, "Type Aliases"; Kingfisher's `KingfisherOptionsInfo.empty`).
  @Test func anArraysConstrainedStaticIsReachedThroughAnAliasAndALiteral() throws {
    let scene = try TestScene(
      source: """
        enum Option { case a, b }
        typealias Options = [Option]
        extension Array where Element == Option {
          static let empty: Options = []
          static let both: Options = [.a, .b]
        }
        struct Count: View {
          var body: some View {
            Text("\\(Options.empty.count) \\([Option].both.count)")
          }
        }
        """, root: "Count")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["0 2"])
  }

  /// A `Set`'s algebra (`SetAlgebra`: `union`, `intersection`, `subtracting`,
  /// `symmetricDifference`, `isSubset(of:)`, `isDisjoint(with:)`, and in place `formUnion`,
  /// `subtract`): elements compared as `Hashable` values; idlab keeps a new set's elements in the
  /// order they are met (Swift's is unspecified), so the test sorts them. Expected values worked
  /// out by hand.
  @Test func aSetsAlgebra() throws {
    let scene = try TestScene(
      source: """
        struct Tags: View {
          var body: some View {
            let a = Set(["x", "y", "y", "z"])
            let b: Set<String> = ["y", "w"]
            var c = a
            c.formUnion(["q"])
            c.subtract(["x"])
            return VStack {
              Text(a.union(b).sorted().joined())
              Text(a.intersection(b).sorted().joined())
              Text(a.subtracting(b).sorted().joined())
              Text(a.symmetricDifference(b).sorted().joined())
              Text("\\(Set(["y"]).isSubset(of: a)) \\(a.isDisjoint(with: ["k"]))")
              Text(c.sorted().joined())
            }
          }
        }
        """, root: "Tags")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["wxyz", "y", "xz", "wxz", "true true", "qyz"])
  }

  /// `replaceSubrange(_:with:)` puts the new elements where the range's were, however many
  /// (Apple, `Array.replaceSubrange(_:with:)`); until session 20 not simulated (sample 43's
  /// chess board). Expected by hand.
  @Test func aSubrangeIsReplacedByAnyNumberOfElements() throws {
    let scene = try TestScene(
      source: """
        struct Row: View {
          @State private var cells = ["a", "b", "c", "d"]
          var body: some View {
            Text(cells.joined())
            Button("Swap") { cells.replaceSubrange(1..<3, with: ["X", "Y", "Z"]) }
          }
        }
        """, root: "Row")
    #expect(scene.first.tree.texts == ["abcd"])
    #expect(try scene.perform(#"tap "Swap""#).tree.texts == ["aXYZd"])
  }
}
