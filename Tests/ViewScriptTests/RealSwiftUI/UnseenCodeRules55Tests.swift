import Foundation
import IdentityEngine
import Testing

@testable import ViewScript

/// Rules the fifty-fifth unseen sample found missing, each with a scene of our own. Expected
/// values come from the language, written before running: partial ranges as patterns and in
/// `contains`, parenthesised integer-literal fractions where a `Double` is expected, a
/// section's header made of an image and a text.
@Suite struct UnseenCodeRules55Tests {
  /// `case 1_000...:` matches every value from its bound, of any numeric type; `...0` and
  /// `..<0` up to theirs (`~=` on `PartialRangeFrom`, `PartialRangeThrough`,
  /// `PartialRangeUpTo`: "Returns a Boolean value indicating whether a value is included in a
  /// range", Apple).
  @Test func partialRangesMatchInSwitchesAndContains() throws {
    let scene = try TestScene(
      source: """
        func size(_ value: Double) -> String {
          switch value {
          case 1_000_000...: return "M"
          case 1_000...: return "K"
          case 0...: return "small"
          default: return "negative"
          }
        }
        func sign(_ value: Int) -> String {
          switch value {
          case ..<0: return "below"
          case ...0: return "zero"
          default: return "above"
          }
        }
        struct Sizes: View {
          var body: some View {
            VStack {
              Text(size(58_833.9))
              Text(size(12))
              Text(size(-3))
              Text(sign(-1) + sign(0) + sign(7))
              Text((5...).contains(9) && !(..<3).contains(3) ? "yes" : "no")
            }
          }
        }
        """)
    #expect(scene.first.tree.texts == ["K", "small", "negative", "belowzeroabove", "yes"])
  }

  /// `(1/2)` where a `Double` is expected: parentheses around one expression are that
  /// expression, so its integer literals are `Double`s as without them ("Parenthesized
  /// Expression", The Swift Programming Language).
  @Test func aParenthesisedLiteralFractionIsAFloatingPointNumber() throws {
    let scene = try TestScene(
      source: """
        struct Half: View {
          var body: some View {
            Circle().opacity((1/2))
          }
        }
        """)
    #expect(scene.first.tree.nodes(ofType: "Circle").first?.modifier("opacity") == .double(0.5))
  }

  /// A section's header made of an image and a text keeps the image as an image (the screen
  /// draws `(image person.circle)`), never as its name.
  @Test func aSectionHeaderKeepsItsImageAsAnImage() throws {
    let scene = try TestScene(
      source: """
        struct Settings: View {
          var body: some View {
            List {
              Section {
                Text("Website")
              } header: {
                HStack { Image(systemName: "person.circle"); Text("Developer") }
              } footer: {
                Text("Thanks")
              }
            }
          }
        }
        """)
    let section = try #require(scene.first.tree.nodes(ofType: "Section").first)
    #expect(
      section.modifier("header")
        == .array([
          .enumCase(type: "Image", name: "systemName", payload: [.string("person.circle")]),
          .string("Developer"),
        ]))
    #expect(section.modifier("footer") == .string("Thanks"))
  }

  /// `Data` is a collection of its bytes: `[UInt8](data)`, a loop over it (Apple, `Data`:
  /// "A byte buffer in memory", a `MutableCollection` of `UInt8`).
  @Test func dataIsASequenceOfBytes() throws {
    let scene = try TestScene(
      source: """
        struct Bytes: View {
          let data = Data("AB".utf8)
          var total: Int {
            var sum = 0
            for byte in data { sum += Int(byte) }
            return sum
          }
          var body: some View {
            VStack {
              Text("\\([UInt8](data).count)")
              Text("\\(total)")
            }
          }
        }
        """)
    #expect(scene.first.tree.texts == ["2", "131"])
  }

  /// `Data(contentsOf:)` of a web address loads over the network, which the simulated device
  /// does not have: it throws, as a request does offline, so `try?` gives nil.
  @Test func dataFromAWebAddressFailsOffline() throws {
    let scene = try TestScene(
      source: """
        struct Poster: View {
          let image = try? Data(contentsOf: URL(string: "https://example.com/poster.png")!)
          var body: some View { Text(image == nil ? "no image" : "image") }
        }
        """)
    #expect(scene.first.tree.texts == ["no image"])
  }

  /// `@main` marks the entry point, which a preview never runs: a reached `@main` class (an
  /// application delegate a view model names) is an ordinary class (Apple, "main attribute";
  /// The Swift Programming Language, "Attributes").
  @Test func aReachedMainTypeIsAnOrdinaryType() throws {
    let scene = try TestScene(
      source: """
        @main
        final class AppDelegate {
          static var launches = 3
        }
        struct Days: View {
          var body: some View { Text("\\(AppDelegate.launches) launches") }
        }
        """, root: "Days")
    #expect(scene.first.tree.texts == ["3 launches"])
  }

  /// `.init(grouping:by:)` where a `[String: [Dish]]` is expected is `Dictionary`'s
  /// initializer (SE-0287; `Dictionary.init(grouping:by:)`, Apple).
  @Test func anImplicitInitOfADeclaredDictionaryGroups() throws {
    let scene = try TestScene(
      source: """
        struct Dish { let name: String; let course: String }
        extension Dictionary where Key == String, Value == Int {
          init(words: [String]) {
            self.init()
            for word in words { self[word, default: 0] += 1 }
          }
        }
        struct Courses: View {
          let dishes = [Dish(name: "Nachos", course: "starter"), Dish(name: "Soup", course: "starter")]
          var byCourse: [String: [Dish]] { .init(grouping: dishes, by: { $0.course }) }
          var counts: [String: Int] { .init(words: ["a", "a", "b"]) }
          var body: some View {
            Text("\\(byCourse["starter"]?.count ?? 0) starters")
            Text("\\(counts["a"] ?? 0) a")
          }
        }
        """)
    #expect(scene.first.tree.texts == ["2 starters", "2 a"])
  }

  /// A bitwise operator on a value idlab does not model gives that value back, as arithmetic
  /// does (docs/semantics.md, "Opaque by default"): a service's open flags built in its
  /// initializer stop nothing the screen does not depend on.
  @Test func bitwiseOperatorsOnAnOpaqueValueAreOpaque() throws {
    let scene = try TestScene(
      source: """
        import SQLite3
        final class Store {
          let flags = SQLITE_OPEN_CREATE | SQLITE_OPEN_READWRITE
        }
        struct Reminders: View {
          let store = Store()
          var body: some View { Text("Your reminders") }
        }
        """)
    #expect(scene.first.tree.texts == ["Your reminders"])
    #expect(scene.first.error == nil)
  }

  /// A `precondition` whose condition depends on a value idlab does not model is taken to
  /// hold; one idlab computes is checked (Apple, `precondition(_:_:file:line:)`).
  @Test func aPreconditionOnAnOpaqueValueIsTakenToHold() throws {
    let source = """
      import Network
      final class Client {
        init(monitor: NWPathMonitor, count: Int) {
          precondition(monitor.currentPath.status == .satisfied, "online")
          precondition(count > 0, "count")
        }
      }
      struct Profile: View {
        let count: Int
        var body: some View {
          let _ = Client(monitor: NWPathMonitor(), count: count)
          Text("Profile")
        }
      }
      struct Good: View { var body: some View { Profile(count: 1) } }
      struct Bad: View { var body: some View { Profile(count: 0) } }
      """
    #expect(try TestScene(source: source, root: "Good").first.tree.texts == ["Profile"])
    let bad = try TestScene(source: source, root: "Bad")
    #expect(bad.first.error?.message == "Precondition failed: count")
  }
}
