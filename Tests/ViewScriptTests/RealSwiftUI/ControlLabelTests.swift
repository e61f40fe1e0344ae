import IdentityEngine
import IdlabTestSupport
import Testing

@testable import ViewScript

/// A control whose label is a view (`Button { … } label: { HStack { Image(…); Text(…) } }`) is
/// titled by the texts its label shows, in order, as its accessibility label reads them; an
/// image's name only when it shows no text.
@Suite struct ControlLabelTests {
  static let source = """
    struct Cart: View {
      @State private var items = 0
      @State private var gift = false
      var body: some View {
        VStack {
          Button {
            items += 1
          } label: {
            HStack {
              Image(systemName: "plus")
              Text("Add")
            }
          }
          Button(action: { items = 0 }) {
            HStack {
              Text("Empty")
              Text("\\(items)")
            }
          }
          Button {
            items -= 1
          } label: {
            Image(systemName: "minus")
          }
          Toggle(isOn: $gift) {
            Label("Gift wrap", systemImage: "gift")
          }
        }
      }
    }
    """

  @Test func aLabelIsTheTextsItShows() throws {
    let scene = try TestScene(source: Self.source, root: "Cart")
    #expect(scene.first.error == nil)
    let titles = scene.first.tree.allNodes.filter { ["Button", "Toggle"].contains($0.type) }
      .map(\.label)
    #expect(titles == ["Add", "Empty 0", "minus", "Gift wrap"])
    let added = try scene.perform(#"tap "Add""#)
    #expect(added.error == nil)
    #expect(added.tree.state("items") == .int(1))
  }

  /// `.textCase(.uppercase)` is an environment value: every text below it is shown in that
  /// case (a button's label too, written on the label or above the button), the nearest write
  /// wins (`.textCase(nil)` removes it), a field's text is the user's; the string the program
  /// holds is unchanged, and a tap names the button in either case (the thirty-third sample:
  /// three screens showed such titles as written).
  @Test func aTextCaseTransformsTheTextsBelowIt() throws {
    let scene = try TestScene(
      source: """
        struct Caps: View {
          @State private var name = "ada"
          @State private var taps = 0
          var body: some View {
            VStack {
              Text("plain").textCase(.uppercase)
              Button { taps += 1 } label: { Text("Save").textCase(.uppercase) }
              VStack {
                Text(name)
                Text("Kept").textCase(nil)
                TextField("your name", text: $name)
                Button("Reset") { taps = 0 }
              }
              .textCase(.uppercase)
              Text("LOUD").textCase(.lowercase)
              Text("\\(taps) \\(name)")
            }
          }
        }
        """)
    #expect(scene.first.tree.texts == ["PLAIN", "ADA", "Kept", "loud", "0 ada"])
    let buttons = scene.first.tree.nodes(ofType: "Button").map(\.label)
    #expect(buttons == ["SAVE", "RESET"])
    #expect(scene.first.tree.nodes(ofType: "TextField").first?.value == .string("ada"))
    #expect(try scene.perform(#"tap "Save""#).tree.texts.last == "1 ada")
    #expect(try scene.perform(#"tap "RESET""#).tree.texts.last == "0 ada")
  }

  /// A `Label` whose icon closure draws a shape (or a colour) keeps it: its face is the shape,
  /// then the title, in the tree and the JSON (the thirty-third sample lost such an icon).
  @Test func aLabelsShapeIconIsDrawn() throws {
    let scene = try TestScene(
      source: """
        struct Legend: View {
          var body: some View {
            VStack {
              Label { Text("Spent") } icon: { Circle().fill(.orange).frame(width: 8, height: 8) }
              Label { Text("Saved") } icon: { Image(systemName: "star") }
            }
          }
        }
        """)
    let labels = scene.first.tree.nodes(ofType: "Label")
    #expect(labels.map(\.face) == [[.shape("Circle"), .text("Spent")], nil])
    #expect(labels.map(\.label) == ["Spent", "Saved"])
    let json = simJSON(rootName: "Legend", steps: scene.run.steps)
    #expect(json.contains(#""face":[{"shape":"Circle"},{"text":"Spent"}]"#))
  }

  @Test func aLabelWithTitleAndIconClosuresShowsBoth() throws {
    let scene = try TestScene(
      source: """
        struct Settings: View {
          @State private var privacy = false
          var body: some View {
            Toggle(isOn: $privacy) {
              Label {
                VStack { Text("Privacy Mode") }
              } icon: {
                Image(systemName: "lock")
              }
            }
          }
        }
        """, root: "Settings")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.allNodes.first { $0.type == "Toggle" }?.label == "Privacy Mode")
    #expect(try scene.perform(#"toggle "Privacy Mode""#).tree.state("privacy") == .bool(true))
  }

  /// A view of the program as a button's label gives the button the texts its body shows.
  @Test func aProgramViewAsTheLabelGivesItsTexts() throws {
    let scene = try TestScene(
      source: """
        struct Row: View {
          let title: String
          @State private var seen = false
          var body: some View {
            HStack {
              Image(systemName: "star")
              Text(title)
              Text(seen ? "seen" : "new")
            }
          }
        }

        struct Catalog: View {
          @State private var picked = "-"
          var body: some View {
            VStack {
              Text("Picked \\(picked)")
              ForEach(["Squat", "Bench"], id: \\.self) { name in
                Button { picked = name } label: { Row(title: name) }
              }
            }
          }
        }
        """, root: "Catalog")
    #expect(scene.first.error == nil)
    let titles = scene.first.tree.allNodes.filter { $0.type == "Button" }.map(\.label)
    #expect(titles == ["Squat new", "Bench new"])
    #expect(try scene.perform(#"tap "Bench new""#).tree.state("picked") == .string("Bench"))
  }

  /// A section's header that is a view of the program shows the texts of its body.
  @Test func aSectionHeaderOfTheProgramsViewShowsItsTexts() throws {
    let scene = try TestScene(
      source: """
        struct Caption: View {
          let text: String
          var body: some View { Text(text.uppercased()) }
        }
        struct Network: View {
          var body: some View {
            List {
              Section { Text("Wi-Fi") } header: { Caption(text: "Network") }
            }
          }
        }
        """, root: "Network")
    let section = try #require(scene.first.tree.allNodes.first { $0.type == "Section" })
    #expect(section.modifier("header") == .string("NETWORK"))
  }

  /// A header that holds a button is built as views beside the section (SwiftUI's `Section`
  /// takes its header as a view): the button is a control that can be tapped, its image
  /// its label, and the rows keep their identities; a header of texts stays its text. Until
  /// session 19 the header was flattened to `Lat Pulldown chevron.down` and the button could
  /// not be tapped (sample 37).
  @Test func aSectionHeaderWithAButtonIsBuiltAsViews() throws {
    let scene = try TestScene(
      source: """
        struct Exercise: View {
          @State private var expanded = false
          var body: some View {
            List {
              Section {
                Text("Row one")
                if expanded { Text("Details") }
              } header: {
                HStack {
                  Text("Lat Pulldown")
                  Button { expanded.toggle() } label: { Image(systemName: "chevron.down") }
                }
              }
              Section("Plain") { Text("Other") }
            }
          }
        }
        """, root: "Exercise")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    let sections = scene.first.tree.allNodes.filter { $0.type == "Section" }
    #expect(sections.count == 2)
    #expect(sections.last?.modifier("header") == .string("Plain"))
    let header = try #require(scene.first.tree.allNodes.first { $0.presentation == "header" })
    #expect(header.type == "HStack")
    let after = try scene.perform(#"tap "chevron.down""#)
    #expect(after.tree.state("expanded") == .bool(true))
    #expect(after.tree.texts.contains("Details"))
    let row = { (tree: RenderedNode) in tree.allNodes.first { $0.text == "Row one" }?.identity }
    #expect(row(after.tree) == row(scene.first.tree))
  }

  /// The header's form is decided by how it is written: a header that shows a button only
  /// while editing stays views beside the section either way, so the section is never
  /// remade and its rows keep their state.
  @Test func aHeaderWhoseButtonComesAndGoesKeepsTheSectionsRows() throws {
    let scene = try TestScene(
      source: """
        struct Counter: View {
          @State private var count = 0
          var body: some View { Button("Count \\(count)") { count += 1 } }
        }
        struct Editor: View {
          @State private var editing = false
          var body: some View {
            List {
              Section {
                Counter()
              } header: {
                if editing { Button("Done") { editing = false } } else { Text("Items") }
              }
              Button("Edit") { editing = true }
            }
          }
        }
        """, root: "Editor")
    try scene.perform(#"tap "Count 0""#)
    let editing = try scene.perform(#"tap "Edit""#)
    #expect(editing.error == nil, "\(String(describing: editing.error))")
    #expect(editing.tree.nodes(ofType: "Button").map(\.label).contains("Count 1"))
    #expect(editing.tree.nodes(ofType: "Button").map(\.label).contains("Done"))
  }

  /// A button whose label is only an image inside the program's modifier is titled by the
  /// image, as a bare image label is; a section header built by `if`/`else` shows the branch's
  /// text.
  @Test func anIconLabelThroughTheProgramsModifierAndAConditionalHeader() throws {
    let scene = try TestScene(
      source: """
        struct Glass: ViewModifier {
          func body(content: Content) -> some View { content.clipShape(Capsule()) }
        }
        struct Panel: View {
          let beta = true
          var body: some View {
            List {
              Section {
                Button { } label: { Image(systemName: "arrow.up").modifier(Glass()) }
              } header: {
                if beta { Text("Gestures (beta)") } else { Text("Gestures") }
              }
            }
          }
        }
        """, root: "Panel")
    #expect(scene.first.tree.nodes(ofType: "Button").map(\.label) == ["arrow.up"])
    let section = try #require(scene.first.tree.allNodes.first { $0.type == "Section" })
    #expect(section.modifier("header") == .string("Gestures (beta)"))
  }

  /// `Picker(selection:label:content:)` with its label given as a view: the label's text is the
  /// picker's title, as `Picker("Title", selection:)` gives it.
  @Test func aPickersLabelGivenAsAViewIsItsTitle() throws {
    let scene = try TestScene(
      source: """
        struct Plant: View {
          @State private var frequency = 0
          var body: some View {
            Picker(selection: $frequency, label: Text("Watering")) {
              ForEach(0..<3) { Text("\\($0)") }
            }
          }
        }
        """, root: "Plant")
    #expect(scene.first.tree.allNodes.first { $0.type == "Picker" }?.label == "Watering")
  }
}
