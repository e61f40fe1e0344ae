import IdentityEngine
import IdlabTestSupport
import Testing

@testable import ViewScript

/// A computed property with a setter is a place: `red.toggle()` and `red = true` run its `set`
/// (`nonmutating set { flag = newValue }`, or a named parameter), as Swift does.
///
/// Expected values by hand: the getter reads `flag`; each write goes through the setter to
/// `flag`, so the text follows it.
@Suite struct ComputedSetterTests {
  static let source = """
    struct Panel: View {
      @State private var flag = false
      @State private var count = 0
      private var red: Bool {
        get { flag }
        nonmutating set { flag = newValue }
      }
      private var doubled: Int {
        get { count * 2 }
        nonmutating set(twice) { count = twice / 2 }
      }
      var body: some View {
        VStack {
          Text(red ? "red" : "blue")
          Text("count \\(count)")
          Button("Flip") { red.toggle() }
          Button("Set") { red = true }
          Button("Ten") { doubled = 10 }
          Button("More") { doubled += 4 }
        }
      }
    }
    """

  @Test func writesGoThroughTheSetter() throws {
    let scene = try TestScene(source: Self.source, root: "Panel")
    #expect(try scene.perform(#"tap "Flip""#).tree.texts.first == "red")
    #expect(try scene.perform(#"tap "Flip""#).tree.texts.first == "blue")
    #expect(try scene.perform(#"tap "Set""#).tree.texts.first == "red")
    #expect(try scene.perform(#"tap "Ten""#).tree.texts.last == "count 5")
    #expect(try scene.perform(#"tap "More""#).tree.texts.last == "count 7")
  }

  /// `$meeting.minutesAsDouble`: a binding to a structure's computed property reads its getter
  /// and writes through its setter (Apple, `Binding`: dynamic member lookup of a writable key
  /// path).
  @Test func aBindingToAComputedPropertyUsesItsGetterAndSetter() throws {
    let scene = try TestScene(
      source: """
        struct Meeting {
          var minutes: Int = 10
          var minutesAsDouble: Double {
            get { Double(minutes) }
            set { minutes = Int(newValue) }
          }
        }
        struct Length: View {
          @State private var meeting = Meeting()
          var body: some View {
            Slider(value: $meeting.minutesAsDouble, in: 5...30, step: 1)
          }
        }
        """, root: "Length")
    let slider = try #require(scene.first.tree.allNodes.first { $0.type == "Slider" })
    #expect(slider.value == .double(10))
    let moved = try scene.perform(#"slide "Slider" to 18"#)
    #expect(
      moved.tree.state("meeting")
        == .record(type: "Meeting", fields: [Value.Field("minutes", .int(18))]))
  }

  /// `$pot.wrappedName` on an observed object: a binding through the class's computed
  /// property, its getter to read and its setter to write (which notifies as any write does).
  @Test func aBindingToAnObjectsComputedPropertyReadsAndWritesThroughIt() throws {
    let scene = try TestScene(
      source: """
        final class Pot: ObservableObject {
          @Published var name: String? = nil
          var wrappedName: String {
            get { name ?? "" }
            set { name = newValue.isEmpty ? nil : newValue }
          }
        }

        struct PotForm: View {
          @StateObject var pot = Pot()
          var body: some View {
            VStack {
              TextField("Name", text: $pot.wrappedName)
              Text(pot.name ?? "unnamed")
            }
          }
        }
        """, root: "PotForm")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["unnamed"])
    let typed = try scene.perform(#"type "Fern" into "Name""#)
    #expect(typed.tree.texts == ["Fern"])
  }
}
