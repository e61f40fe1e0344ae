import Foundation
import Localization
import Testing

@testable import IdentityLabCLI

/// What a control shows on screen besides its title, each from Apple's documentation: a button's
/// icon, a label style, a date picker's displayed components and a text field's prompt.
struct ControlFaceScreenTests {
  /// The screen rows of a scene's first render, between `Screen` and `Identity tree`.
  static func screen(_ body: String, language: Language = .en) throws -> [String] {
    let source = """
      import SwiftUI

      struct Form1: View {
          @State private var day = Date(timeIntervalSince1970: 86_400 * 3 + 3_600 * 9 + 60 * 41)
          @State private var name = ""
          var body: some View {
              VStack {
      \(body)
              }
          }
      }

      #Preview { Form1() }
      """
    let result = try SimTestSupport.run(
      [try SimTestSupport.temporaryScene(source)], language: language)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    guard
      let start = lines.firstIndex(where: { $0.hasPrefix("Screen") || $0.hasPrefix("Pantalla") }),
      let end = lines[start...].firstIndex(where: { !$0.hasPrefix("  ") && $0 != lines[start] })
    else { return [] }
    return lines[(start + 1)..<end].map { String($0.dropFirst(2)) }
  }

  /// A button draws its label view as the view draws itself (Apple, `Button`: "you can create a
  /// button that displays any view as its label"): an image after the text stays after it, and a
  /// view of the program with two images shows both, in order; the title for a gesture is still
  /// the texts it shows, and the JSON gives the pieces in order as `face`.
  @Test func aButtonsLabelViewIsDrawnInItsOwnOrder() throws {
    let rows = try Self.screen(
      """
      Button { } label: { HStack { Text("Next"); Image(systemName: "chevron.right") } }
      Button { } label: { HStack { Image(systemName: "trash"); Text("Delete") } }
      Button { } label: { HStack { Image(systemName: "a"); Image(systemName: "b") } }
      """)
    #expect(
      rows == [
        "[ Next (image chevron.right) ]", "[ (image trash) Delete ]", "[ (image a) (image b) ]",
      ])
    let scene = try SimTestSupport.temporaryScene(
      """
      import SwiftUI
      struct Badge: View {
          let title: String
          var body: some View {
              HStack {
                  Image(systemName: "star")
                  Text(title)
                  Spacer()
                  Image(systemName: "chevron.right")
              }
          }
      }
      struct Rating: View {
          @State private var stars = 0
          var body: some View {
              Button { stars += 1 } label: { Badge(title: "Rate") }
          }
      }
      #Preview { Rating() }
      """)
    let tapped = try SimTestSupport.run([scene, "--do", "tap \"Rate\""])
    #expect(tapped.status == 0, "\(tapped.stderr)")
    #expect(tapped.stdout.contains("[ (image star) Rate (image chevron.right) ]"))
    #expect(tapped.stdout.contains("stars = 1"))
    let json = try SimTestSupport.run([scene, "--json"])
    #expect(json.status == 0, "\(json.stderr)")
    #expect(
      json.stdout.contains(
        #""label":"Rate","face":[{"image":"star"},{"text":"Rate"},{"image":"chevron.right"}]"#))
    // Spanish names the images in Spanish, the pieces in the same order.
    let spanish = try SimTestSupport.run([scene], language: .es)
    #expect(spanish.stdout.contains("[ (imagen star) Rate (imagen chevron.right) ]"))
  }

  /// A colour the label view gives its own content is drawn on the button's face (Apple,
  /// `Button`: "you can create a button that displays any view as its label"; the label is
  /// drawn as that view draws itself, `foregroundColor(_:)`: "The color to use when
  /// displaying this view"): it is listed after the button, as a colour written on the
  /// button is, once, in the learner's language, and in the JSON as `labelColors`. A label
  /// with no colour of its own lists none (sample 34: six buttons lost their label's colour).
  @Test func aLabelsOwnColourIsShownWithTheButton() throws {
    let body = """
          Button { } label: { Text("Delete").foregroundColor(.red) }
          Button { } label: {
              HStack { Image(systemName: "star").foregroundStyle(.orange); Text("Fav").foregroundStyle(.orange) }
          }
          Button("Save") { }
          Button { } label: { Text("Sign Up").foregroundColor(.white).background(Color.blue) }
      """
    #expect(
      try Self.screen(body) == [
        "[ Delete ]  .foregroundColor [red]", "[ (image star) Fav ]  .foregroundStyle [orange]",
        "[ Save ]", "[ Sign Up ]  .foregroundColor [white] .background [blue]",
      ])
    #expect(
      try Self.screen(body, language: .es) == [
        "[ Delete ]  .foregroundColor [rojo]",
        "[ (imagen star) Fav ]  .foregroundStyle [naranja]", "[ Save ]",
        "[ Sign Up ]  .foregroundColor [blanco] .background [azul]",
      ])
    let scene = try SimTestSupport.temporaryScene(
      """
      import SwiftUI
      struct Trash: View {
          var body: some View {
              Button { } label: { Label("Remove", systemImage: "trash").tint(.pink) }
          }
      }
      #Preview { Trash() }
      """)
    let json = try SimTestSupport.run([scene, "--json"])
    #expect(json.status == 0, "\(json.stderr)")
    #expect(json.stdout.contains(#""labelColors":[{"modifier":"tint","color":"pink"}]"#))
  }

  /// A program's `ButtonStyle` draws the buttons it styles (Apple, `ButtonStyle`: "A type that
  /// applies standard interaction behavior and a custom appearance to all buttons within a view
  /// hierarchy"): its `makeBody(configuration:)` runs with the button's label, so a style that
  /// adds an icon before `configuration.label` shows it, one that only pads and colours the
  /// label shows the title; a `Link`'s `Label` keeps its icon; a shape in a label is drawn, not
  /// named as its title.
  /// What a label view lays over or under itself, and the rows of a `ForEach` in it, are drawn
  /// with it (a shape with an image laid over it is that image; a row of tags, every tag), as
  /// they are outside a button (sample 29: `[  ]` and `[ ten ]`).
  @Test func aLabelsOverlayAndRowsAreDrawn() throws {
    let rows = try Self.screen(
      """
                  Button(action: {}) {
                      Circle().fill(Color.blue).overlay(Image(systemName: "bell.fill"))
                  }
                  Button {} label: {
                      HStack {
                          Text("ten")
                          ForEach(["number", "basic"], id: \\.self) { Text($0) }
                      }
                  }
      """)
    #expect(rows == ["[ (image bell.fill) ]", "[ ten number basic ]"])
  }

  /// A picker style reaches every picker below the view it modifies, the nearest winning
  /// (Apple, `PickerStyle`: "the appearance and interaction of all pickers within a view
  /// hierarchy"); `.inline` and `.wheel` show every option in place, the selected one marked,
  /// also when the options are a `List`'s rows (sample 45: a menu each).
  @Test func pickerStylesAreInheritedAndInlineShowsTheOptions() throws {
    let rows = try Self.screen(
      """
                  VStack {
                      Picker("Kind", selection: $name) {
                          Text("Sport").tag("")
                          Text("Top Rope").tag("rope")
                      }
                      Picker("Near", selection: $name) {
                          Text("Sport").tag("")
                      }
                      .pickerStyle(.menu)
                  }
                  .pickerStyle(.segmented)
                  Picker(selection: $name, label: EmptyView()) {
                      List(["rope", "lead"], id: \\.self) { Text($0).tag($0) }
                  }
                  .pickerStyle(.inline)
                  Picker("Grade", selection: $name) {
                      ForEach(["", "5a"], id: \\.self) { Text($0.isEmpty ? "none" : $0) }
                  }
                  .pickerStyle(WheelPickerStyle())
      """)
    #expect(
      rows == [
        "[ ● Sport | ○ Top Rope ]", "(Near)  [Sport ▾]", "( ○ rope | ○ lead )",
        "Grade  ( ● none | ○ 5a )",
      ])
  }

  /// A label view with no text and no image draws its shapes, with their fill and stroke
  /// colours: a swatch and the ring of the selected one (sample 46: twelve colour buttons drawn
  /// as empty faces `[  ]`).
  @Test func aLabelOfShapesDrawsItsShapes() throws {
    let rows = try Self.screen(
      """
                  Button(action: {}) {
                      ZStack {
                          Circle().fill(Color.orange)
                          if 2 > 1 { Circle().stroke(Color.black, lineWidth: 2) }
                      }
                  }
                  Button(action: {}) { RoundedRectangle(cornerRadius: 4).fill(Color.gray) }
      """)
    #expect(
      rows == [
        "[ [Circle] [Circle] ]  .fill [orange] .stroke [black]",
        "[ [RoundedRectangle] ]  .fill [gray]",
      ])
  }

  @Test func aButtonStyleALinksLabelAndAShapeInALabel() throws {
    let scene = try SimTestSupport.temporaryScene(
      """
      import SwiftUI
      struct StarStyle: ButtonStyle {
          func makeBody(configuration: Configuration) -> some View {
              HStack {
                  Image(systemName: "star")
                  configuration.label
              }
          }
      }
      struct PillStyle: ButtonStyle {
          func makeBody(configuration: Configuration) -> some View {
              configuration.label.padding(10).background(Capsule().fill(Color.pink))
          }
      }
      struct Styled: View {
          @State private var rated = 0
          var body: some View {
              VStack {
                  Button("Rate") { rated += 1 }.buttonStyle(StarStyle())
                  Button("Tap me") { }.buttonStyle(PillStyle())
                  Link(destination: URL(string: "https://example.org")!) {
                      Label("Help", systemImage: "lifepreserver")
                  }
                  Button { } label: {
                      ZStack {
                          Circle().fill(Color.green)
                          Image(systemName: "plus")
                      }
                  }
              }
          }
      }
      #Preview { Styled() }
      """)
    let result = try SimTestSupport.run([scene, "--do", "tap \"Rate\""])
    #expect(result.status == 0, "\(result.stderr)")
    let screen = result.stdout.components(separatedBy: "Identity tree")[0]
    #expect(screen.contains("[ (image star) Rate ]"))
    #expect(screen.contains("[ Tap me ]"))
    #expect(screen.contains("(image lifepreserver) Help ↗"))
    #expect(screen.contains("[ (image plus) ]"))
    #expect(!screen.contains("Circle ]"))
    #expect(result.stdout.contains("rated = 1"))
  }

  /// `Button(_:systemImage:action:)` and a label of an image and a text draw the icon beside the
  /// title (Apple, `Button`: "a button that generates its label from a localized string key and
  /// system image name"); an image alone draws the icon alone.
  @Test func buttonsDrawTheirIconBesideTheirTitle() throws {
    let rows = try Self.screen(
      """
      Button("Settings", systemImage: "gear") { }
      Button { } label: { HStack { Image(systemName: "trash"); Text("Delete") } }
      Button { } label: { Image(systemName: "plus") }
      Button("Plain") { }
      """)
    #expect(
      rows == [
        "[ (image gear) Settings ]", "[ (image trash) Delete ]", "[ (image plus) ]", "[ Plain ]",
      ])
    // The title still names the control for a gesture.
    let tapped = try SimTestSupport.run(
      [
        try SimTestSupport.temporaryScene(
          """
          import SwiftUI
          struct Tap: View {
              @State private var taps = 0
              var body: some View {
                  Button("Add", systemImage: "plus") { taps += 1 }
              }
          }
          #Preview { Tap() }
          """), "--do", "tap \"Add\"",
      ])
    #expect(tapped.status == 0, "\(tapped.stderr)")
    #expect(tapped.stdout.contains("taps = 1"))
    // The tree names the button by its title; its icon is the screen's.
    #expect(tapped.stdout.contains("Button  \"Add\""))
    #expect(!tapped.stdout.contains("\"plus\""))
  }

  /// `.labelStyle(.iconOnly)` and `.titleOnly` reach every label and button inside the view
  /// they modify (Apple, `labelStyle(_:)`: "sets the style for labels within this view").
  @Test func aLabelStyleChoosesIconOrTitleBelowIt() throws {
    let rows = try Self.screen(
      """
      Label("Share", systemImage: "square.and.arrow.up")
      HStack {
          Label("Share", systemImage: "square.and.arrow.up")
          Button("Add", systemImage: "plus") { }
      }
      .labelStyle(.iconOnly)
      Label("Share", systemImage: "square.and.arrow.up").labelStyle(.titleOnly)
      """, language: .es)
    #expect(
      rows == [
        "(imagen square.and.arrow.up) Share", "(imagen square.and.arrow.up)  [ (imagen plus) ]",
        "Share",
      ])
  }

  /// `displayedComponents: .date` shows the day alone, `.hourAndMinute` the time alone, both by
  /// default (Apple, `DatePickerComponents`).
  @Test func aDatePickerShowsTheComponentsItDisplays() throws {
    let rows = try Self.screen(
      """
      DatePicker("Day", selection: $day, displayedComponents: .date)
      DatePicker("Time", selection: $day, displayedComponents: [.hourAndMinute])
      DatePicker("When", selection: $day)
      DatePicker("Both", selection: $day, displayedComponents: [.date, .hourAndMinute])
      """)
    #expect(
      rows == [
        "Day  [1970-01-04]", "Time  [09:41]", "When  [1970-01-04 09:41]",
        "Both  [1970-01-04 09:41]",
      ])
  }

  /// An empty field shows its `prompt:` instead of its title (Apple, `TextField`: "the prompt
  /// … guides users on what to type"); the title stays its name for gestures.
  @Test func anEmptyFieldShowsItsPrompt() throws {
    let rows = try Self.screen(
      """
      TextField("Name", text: $name, prompt: Text("Your full name"))
      TextField("Email", text: $name)
      """)
    #expect(rows == ["[Your full name]", "[Email]"])
  }
  /// A chart is not drawn: a placeholder, then each mark with what it plots, in the learner's
  /// language (`ChartsTests` has the marks' identities).
  @Test func aChartShowsItsMarksUnderAPlaceholder() throws {
    let rows = try Self.screen(
      """
      Chart {
          BarMark(x: .value("Day", "Mon"), y: .value("Units", 3))
      }
      """, language: .es)
    #expect(
      rows == [
        "(gráfico: idlab no lo dibuja; sus marcas debajo)", "▮ BarMark  x: Day Mon, y: Units 3",
      ])
  }

  /// `Menu(_:systemImage:content:)` is labelled with its title and icon, its items unbuilt until
  /// it opens; `LabeledContent(content:label:)` shows its label, then its value (Apple,
  /// `Menu`, `LabeledContent`).
  @Test func aMenusIconAndALabeledContentsLabelAreOnScreen() throws {
    let rows = try Self.screen(
      """
      Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("By name") { } }
      LabeledContent { Text("42") } label: { Text("Answer") }
      """)
    #expect(rows == ["(image arrow.up.arrow.down) Sort", "Answer", "42"])
  }

  /// `.labelsHidden()` "hides the labels of any controls contained within this view" (Apple):
  /// a toggle, a date picker and a picker below it show their control alone; a label style
  /// given to a button's label view styles the button's face.
  @Test func hiddenLabelsAndAButtonsLabelStyle() throws {
    let rows = try Self.screen(
      """
      Toggle("Wifi", isOn: .constant(true)).labelsHidden()
      VStack {
        DatePicker("Start", selection: $day, displayedComponents: .date)
        Picker("Count", selection: $name) { Text("One").tag("") }
      }
      .labelsHidden()
      Toggle("Shown", isOn: .constant(false))
      Button { } label: { Label("Favorite", systemImage: "star").labelStyle(.iconOnly) }
      """)
    #expect(rows == ["[x]", "[1970-01-04]", "[One ▾]", "[ ] Shown", "[ (image star) ]"])
  }

  /// A picker whose selection no option is tagged with shows nothing ("the selection … is
  /// invalid and does not have an associated tag", SwiftUI's console).
  @Test func aSelectionWithoutATagShowsNothing() throws {
    let rows = try Self.screen(
      """
      Picker("Genre", selection: $name) {
        ForEach(["Fantasy", "Horror"], id: \\.self) { Text($0) }
      }
      """)
    #expect(rows == ["(Genre)  [ ▾]"])
  }

  /// A menu picker outside a form or list is a button showing its selection: its title is
  /// written dim, in parentheses (Apple, `PickerStyle.menu`: "The button itself indicates the
  /// selected option"); in a `Form` or `List` the row shows the title beside the value.
  @Test func aMenuPickerOutsideAFormShowsItsSelectionAlone() throws {
    let rows = try Self.screen(
      """
      Picker("Sort", selection: $name) { Text("Name").tag("") }
      Picker("Order", selection: $name) { Text("Name").tag("") }.pickerStyle(.menu)
      Form {
        Picker("Kind", selection: $name) { Text("Name").tag("") }
      }
      List {
        Picker("Shelf", selection: $name) { Text("Name").tag("") }
      }
      """)
    #expect(
      rows == ["(Sort)  [Name ▾]", "(Order)  [Name ▾]", "Kind  [Name ▾]", "Shelf  [Name ▾]"])
  }

  /// A section's header or footer made of an image draws the image, never its name as words.
  @Test func aSectionsHeaderImageIsDrawnAsAnImage() throws {
    let rows = try Self.screen(
      """
      List {
        Section {
          Text("Website")
        } header: {
          HStack { Image(systemName: "person.circle"); Text("Developer") }
        } footer: {
          Image(systemName: "star.fill")
        }
      }
      """)
    #expect(rows == ["(image person.circle) Developer", "Website", "(image star.fill)"])
  }
}
