import Foundation
import IdentityEngine
import Testing

@testable import ViewScript

/// Sample 42's valid Swift, each with a scene of our own; expected values by hand from the
/// language and Apple's documentation: `Optional.map` on a `String?` gets the whole string
/// (`Optional.map(_:)`: "Evaluates the given closure when this Optional instance is not nil,
/// passing the unwrapped value as a parameter"), `String.map` each character; a
/// `@FocusState.Binding` reads and writes the parent's focus value; `NSString`'s path members
/// on a string bridged with `as NSString`; `Date(timeInterval:since:)`, also as an extension
/// initializer's `self.init`.
@Suite struct OptionalAndBridgingTests {
  @Test func mapOnAnOptionalStringGivesTheWholeString() throws {
    let scene = try TestScene(
      source: """
        struct Place { var country: String?; var city: String? }
        struct Row: View {
          let place = Place(country: "US", city: "Ely")
          let nickname: String? = "Bo"
          var body: some View {
            let city = place.city?.isEmpty == false ? place.city : nil
            let shown = nickname
            let word = "ab"
            VStack {
              Text(city.map { ", \\($0)" } ?? "-")
              Text(shown.map { "aka \\($0)" } ?? "-")
              Text(place.country.map { "[\\($0)]" } ?? "-")
              Text(word.map { "\\($0)!" }.joined())
              if let shown {
                Text(shown.map { "\\($0)." }.joined())
              }
            }
          }
        }
        """, root: "Row")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == [", Ely", "aka Bo", "[US]", "a!b!", "B.o."])
  }

  @Test func aFocusStateBindingIsTheParentsFocusValue() throws {
    let scene = try TestScene(
      source: """
        struct NameField: View {
          @Binding var name: String
          @FocusState.Binding var focused: Bool
          var body: some View {
            VStack {
              Text(focused ? "editing" : "idle")
              Button("Focus") { focused = true }
              TextField("Name", text: $name).focused($focused)
            }
          }
        }
        struct NameForm: View {
          @State private var name = ""
          @FocusState private var focused: Bool
          var body: some View { NameField(name: $name, focused: $focused) }
        }
        """, root: "NameForm")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts.first == "idle")
    #expect(try scene.perform(#"tap "Focus""#).tree.texts.first == "editing")
  }

  @Test func aStringBridgedToNSStringHasItsPathMembers() throws {
    let scene = try TestScene(
      source: """
        struct Paths: View {
          let file = "/Users/ada/Notes/today.md"
          var body: some View {
            VStack {
              Text((file as NSString).lastPathComponent)
              Text((file as NSString).pathExtension)
              Text((file as NSString).deletingPathExtension)
              Text(("/tmp" as NSString).appendingPathComponent("a.txt"))
            }
          }
        }
        """, root: "Paths")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(
      scene.first.tree.texts == ["today.md", "md", "/Users/ada/Notes/today", "/tmp/a.txt"])
  }

  @Test func aDateSecondsAfterAnotherAlsoThroughAnExtensionInitializer() throws {
    let scene = try TestScene(
      source: """
        extension Date {
          init(minutesAfter start: Date, _ minutes: Double) {
            self.init(timeInterval: minutes * 60, since: start)
          }
        }
        struct Stamp: View {
          let start = Date(timeIntervalSince1970: 0)
          var body: some View {
            VStack {
              Text("\\(Date(timeInterval: 90, since: start).timeIntervalSince1970)")
              Text("\\(Date(minutesAfter: start, 2).timeIntervalSince1970)")
            }
          }
        }
        """, root: "Stamp")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["90.0", "120.0"])
  }

  /// An initializer of `Date` idlab does not model stops, named, where it is delegated to,
  /// never a memberwise value of the extension (sample 42 drew `init(0, …)`).
  @Test func anUnmodelledLibraryInitializerDelegatedToStops() throws {
    let scene = try TestScene(
      source: """
        extension Date {
          init(other: Int) { self.init(other: other, more: 1) }
        }
        struct Odd: View {
          var body: some View { Text("\\(Date(other: 3).timeIntervalSince1970)") }
        }
        """, root: "Odd")
    let failure = try #require(scene.first.error)
    #expect(failure.id == "not-simulated")
    #expect(failure.arguments == ["name": "Date.init(other:more:)"])
  }

  /// Where the code does not say a value is optional, `map` is the string's (review of session
  /// 20): a property whose type is inferred, a local copied from a program property named
  /// `first`, a nested function's parameter, and a name rebound by `if case let` all map the
  /// characters, as Swift does. Expected by hand.
  @Test func mapWithoutEvidenceOfAnOptionalMapsTheCharacters() throws {
    let scene = try TestScene(
      source: """
        struct Draft { var title: String? }
        final class Note: ObservableObject { @Published var title = "ab" }
        struct Person { var first: String }
        struct Marks: View {
          let note = Note()
          let person = Person(first: "Ada")
          let tag: String? = "xy"
          var body: some View {
            let given = person.first
            let name: String? = "Bo"
            func shout(_ name: String) -> String { name.map { "\\($0)!" }.joined() }
            return VStack {
              Text(note.title.map { "<\\($0)>" }.joined())
              Text(given.map { "\\($0)." }.joined())
              Text(shout(name ?? ""))
              if case let tag? = tag {
                Text(tag.map { "[\\($0)]" }.joined())
              }
            }
          }
        }
        """, root: "Marks")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["<a><b>", "A.d.a.", "B!o!", "[x][y]"])
  }
}
