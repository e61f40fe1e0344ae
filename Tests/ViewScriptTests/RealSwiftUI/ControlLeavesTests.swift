import IdentityEngine
import Testing

@testable import ViewScript

/// Steppers, sliders, pickers, text editors and the other leaves: identities, state, gestures
/// with their clamping, and the errors of a gesture that names nothing.
@Suite struct ControlLeavesTests {
  static let source = """
    struct Screen: View {
      @State private var scoops = 3
      @State private var taps = 0
      @State private var volume = 0.25
      @State private var flavor = "vanilla"
      @State private var notes = ""
      @State private var secret = ""
      @State private var tint = Color.red
      var body: some View {
        Form {
          Stepper("Scoops", value: $scoops, in: 0...10, step: 2)
          Stepper("Taps \\(taps)") { taps += 1 } onDecrement: { taps -= 1 }
          Slider(value: $volume, in: 0...1, step: 0.25) { Text("Volume") }
          Picker("Flavor", selection: $flavor) {
            Text("Vanilla").tag("vanilla")
            Text("Chocolate").tag("chocolate")
          }
          TextEditor(text: $notes).accessibilityLabel("Notes")
          TextEditor(text: $notes)
          SecureField("Password", text: $secret)
          ColorPicker("Tint", selection: $tint)
          Link("Help", destination: URL(string: "https://example.com/help")!)
          Canvas { context, size in undefinedCall() }
        }
      }
    }
    """

  @Test func everyControlIsALeafWithItsIdentityLabelAndValue() throws {
    let scene = try TestScene(source: Self.source, root: "Screen")
    let form = "Screen/Form"
    let leaves = scene.first.tree.allNodes.dropFirst(2).map {
      [$0.identity, $0.label ?? "-", $0.value.map { "\($0)" } ?? "-"].joined(separator: " | ")
    }
    expectLines(
      leaves.joined(separator: "\n"),
      """
      \(form)/0/Stepper | Scoops | 3
      \(form)/1/Stepper | Taps 0 | -
      \(form)/2/Slider | Volume | 0.25
      \(form)/3/Picker | Flavor | "vanilla"
      \(form)/3/Picker/0/Text | - | -
      \(form)/3/Picker/1/Text | - | -
      \(form)/4/TextEditor | - | ""
      \(form)/5/TextEditor | - | ""
      \(form)/6/SecureField | Password | ""
      \(form)/7/ColorPicker | Tint | red
      \(form)/8/Link | Help | -
      \(form)/9/Canvas | - | -
      """)
    // The link keeps its address; the canvas never ran its drawing (it calls nothing real).
    #expect(scene.first.tree.nodes(ofType: "Link").first?.text == "https://example.com/help")
    #expect(scene.first.error == nil)
  }

  @Test func incrementAndDecrementStepByTheStepAndStopAtTheBounds() throws {
    let scene = try TestScene(source: Self.source, root: "Screen")
    var seen: [Value?] = []
    for action in Array(repeating: #"increment "Scoops""#, count: 4) + [
      #"decrement "Scoops""#
    ] {
      seen.append(try scene.perform(action).tree.state("scoops"))
    }
    // 3 + 2 = 5, 7, 9, then 11 is past 10: the value stops at the bound; then 10 - 2.
    #expect(seen == [.int(5), .int(7), .int(9), .int(10), .int(8)])
    for _ in 0..<6 { try scene.perform(#"decrement "Scoops""#) }
    #expect(scene.tree.state("scoops") == .int(0))
  }

  @Test func aStepperWithoutAValueRunsItsClosures() throws {
    let scene = try TestScene(source: Self.source, root: "Screen")
    try scene.perform(#"increment "Taps 0""#)
    try scene.perform(#"increment "Taps 1""#)
    try scene.perform(#"decrement "Taps 2""#)
    #expect(scene.tree.state("taps") == .int(1))
  }

  @Test func slideMovesToTheNearestStepInsideTheRange() throws {
    let scene = try TestScene(source: Self.source, root: "Screen")
    // 0.6 is nearest the step 0.5; 7 is past the upper bound 1; -3 below the lower bound 0.
    let expected: [(String, Double)] = [
      ("0.6", 0.5), ("0.9", 1), ("7", 1), ("-3", 0), ("0.3", 0.25),
    ]
    for (target, value) in expected {
      try scene.perform(#"slide "Volume" to \#(target)"#)
      #expect(scene.tree.state("volume") == .double(value), "slide to \(target)")
    }
  }

  @Test func selectSetsTheTagOfTheOptionShown() throws {
    let scene = try TestScene(source: Self.source, root: "Screen")
    let outcome = try scene.perform(#"select "Chocolate" in "Flavor""#)
    #expect(outcome.tree.state("flavor") == .string("chocolate"))
    #expect(outcome.tree.nodes(ofType: "Picker").first?.value == .string("chocolate"))
    // Choosing an option changes the value, never the options' identities.
    #expect(outcome.events.isEmpty, "\(outcome.events)")
  }

  @Test func typingReachesATextEditorByItsAccessibilityLabelOrItsTypeName() throws {
    let scene = try TestScene(source: Self.source, root: "Screen")
    try scene.perform(#"type "ab" into "Notes""#)
    try scene.perform(#"type "c" into "TextEditor""#)
    try scene.perform(#"type "pw" into "Password""#)
    #expect(scene.tree.state("notes") == .string("abc"))
    #expect(scene.tree.state("secret") == .string("pw"))
  }

  @Test(arguments: [
    (#"increment "Nope""#, "S401", ["kind": "Stepper", "labels": #""Scoops", "Taps 0""#]),
    (#"slide "Nope" to 1"#, "S401", ["kind": "Slider", "labels": #""Volume""#]),
    (#"select "Vanilla" in "Nope""#, "S401", ["kind": "Picker", "labels": #""Flavor""#]),
    (#"select "Mint" in "Flavor""#, "S404", ["options": #""Vanilla", "Chocolate""#]),
    (#"slide "Volume" to half"#, "S402", [:]),
    (#"select "Mint" "Flavor""#, "S402", [:]),
  ])
  func gesturesThatNameNothingAreLocatedErrors(
    action: String, code: String, arguments: [String: String]
  ) throws {
    let scene = try TestScene(source: Self.source, root: "Screen")
    do {
      try scene.run.perform(action)
      Issue.record("\(action) ran")
    } catch {
      let diagnostic = try #require(error.diagnostics.first)
      #expect(diagnostic.code == code)
      #expect((diagnostic.line, diagnostic.column) == (1, 1))
      for (name, value) in arguments {
        #expect(diagnostic.arguments[name] == value, "\(name) in \(diagnostic.arguments)")
      }
    }
  }

  @Test func aStepperInAForEachRowKeepsItsRowIdentity() throws {
    let scene = try TestScene(
      source: """
        struct Item: Identifiable { var id: String; var count: Int }
        struct Cart: View {
          @State private var items = [Item(id: "a", count: 1), Item(id: "b", count: 1)]
          var body: some View {
            List {
              ForEach($items) { $item in
                Stepper("\\(item.id) \\(item.count)", value: $item.count, in: 1...3)
              }
            }
          }
        }
        """)
    try scene.perform(#"increment "b 1""#)
    try scene.perform(#"increment "b 2""#)
    let moved = try scene.perform("items.reverse()")
    let steppers = moved.tree.nodes(ofType: "Stepper")
    #expect(
      steppers.map(\.identity) == [
        #"Cart/List/0/ForEach/"b"/Stepper"#, #"Cart/List/0/ForEach/"a"/Stepper"#,
      ])
    #expect(steppers.map(\.value) == [.int(3), .int(1)])
    #expect(moved.events(.create).isEmpty && moved.events(.destroy).isEmpty)
    try scene.perform(#"increment "b 3""#)
    #expect(scene.tree.nodes(ofType: "Stepper").first?.value == .int(3), "clamped at 3")
  }

  /// A binding to an array is a collection of bindings to its elements, and a binding to an
  /// `Identifiable` value is identified by the value's id (Apple, `Binding`: conforms to
  /// `RandomAccessCollection` and to `Identifiable`): `$items.sorted(by:)` keeps writing through
  /// to the array, each row keyed by its item (sample 46 stopped on `Binding.sorted`).
  @Test func aBindingToAnArrayIsACollectionOfElementBindings() throws {
    let scene = try TestScene(
      source: """
        struct Item: Identifiable { var id: Int; var name: String; var done = false }
        struct Chores: View {
          @State private var items = [Item(id: 2, name: "b"), Item(id: 1, name: "a")]
          var body: some View {
            List {
              ForEach($items.sorted(by: { $0.id < $1.id })) { $item in
                Toggle(item.name, isOn: $item.done)
              }
              Text("\\($items.filter { $0.wrappedValue.done }.count) done")
            }
          }
        }
        """)
    #expect(scene.first.tree.texts == ["0 done"])
    let toggles = scene.first.tree.nodes(ofType: "Toggle")
    #expect(toggles.map(\.label) == ["a", "b"])
    #expect(
      toggles.map(\.identity) == [
        "Chores/List/0/ForEach/1/Toggle", "Chores/List/0/ForEach/2/Toggle",
      ])
    // The toggle shown second (sorted order) writes the array's first element (array order).
    let flipped = try scene.perform(#"toggle "b""#)
    let items = try #require(flipped.tree.state("items"))
    #expect(items.formatted().contains(#"Item(id: 2, name: "b", done: true)"#))
    #expect(items.formatted().contains(#"Item(id: 1, name: "a", done: false)"#))
    #expect(flipped.tree.texts == ["1 done"])
  }

  @Test func asyncImageShowsItsPlaceholderForeverAndUnavailableViewsTheirParts() throws {
    let scene = try TestScene(
      source: """
        struct Gallery: View {
          var body: some View {
            VStack {
              AsyncImage(url: URL(string: "https://example.com/a.png")) { image in
                image.resizable()
              } placeholder: {
                Text("loading")
              }
              AsyncImage(url: URL(string: "https://example.com/b.png")) { phase in
                switch phase {
                case .empty: Text("empty phase")
                default: Text("never")
                }
              }
              AsyncImage(url: URL(string: "https://example.com/c.png"))
              ContentUnavailableView("No Mail", systemImage: "tray", description: Text("Inbox zero"))
              ContentUnavailableView.search(text: "kiwi")
              ShareLink(item: URL(string: "https://example.com")!)
            }
          }
        }
        """)
    let nodes = scene.first.tree.allNodes.dropFirst(2).map {
      "\($0.identity) \($0.label ?? $0.text ?? "")"
    }
    let stack = "Gallery/VStack"
    expectLines(
      nodes.joined(separator: "\n"),
      """
      \(stack)/0/AsyncImage 
      \(stack)/0/AsyncImage/0/Text loading
      \(stack)/1/AsyncImage 
      \(stack)/1/AsyncImage/0/if:0/Text empty phase
      \(stack)/2/AsyncImage 
      \(stack)/3/ContentUnavailableView 
      \(stack)/3/ContentUnavailableView/0/Label No Mail
      \(stack)/3/ContentUnavailableView/1/Text Inbox zero
      \(stack)/4/ContentUnavailableView 
      \(stack)/4/ContentUnavailableView/0/Label No Results for “kiwi”
      \(stack)/4/ContentUnavailableView/1/Text Check the spelling or try a new search.
      \(stack)/5/ShareLink https://example.com
      """)
  }

  /// A built-in view's argument has a SwiftUI type: `.date` in `displayedComponents:` is
  /// `DatePickerComponents.date`, never the program's (or a package's) `ColumnKind.date`, so the
  /// picker shows both parts as written; with only `.hourAndMinute`, the time alone.
  @Test(arguments: [
    ("[.date, .hourAndMinute]", nil as String?), (".hourAndMinute", "hourAndMinute"),
  ])
  func aBuiltInViewsImplicitMemberIsNeverAProgramStatic(components: String, shown: String?)
    throws
  {
    let scene = try TestScene(
      source: """
        struct ColumnKind: Hashable {
          let raw: String
          static let date = ColumnKind(raw: "DATE")
          static let hourAndMinute = ColumnKind(raw: "TIME")
        }
        struct Edit: View {
          @State private var at = Date()
          var body: some View {
            DatePicker("At", selection: $at, displayedComponents: \(components))
            ForEach([ColumnKind.date, .hourAndMinute], id: \\.self) { Text($0.raw) }
          }
        }
        """, root: "Edit")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.nodes(ofType: "DatePicker").first?.text == shown)
    // A `ForEach`'s data is the program's own values: `.hourAndMinute` there is `ColumnKind`'s.
    #expect(scene.first.tree.texts == ["DATE", "TIME"])
  }

  @Test func pageAndPickerStylesAreInertValues() throws {
    let scene = try TestScene(
      source: """
        struct Pages: View {
          @State private var day = 0
          var body: some View {
            TabView {
              Text("one")
              DatePicker("Day", selection: $day).datePickerStyle(GraphicalDatePickerStyle())
            }
            .tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
            .indexViewStyle(PageIndexViewStyle(backgroundDisplayMode: .always))
            .tabViewStyle(.page)
          }
        }
        """)
    let tabs = try #require(scene.first.tree.nodes(ofType: "TabView").first)
    #expect(
      tabs.modifiers.filter { $0.name == "tabViewStyle" }.map(\.value) == [
        .string("PageTabViewStyle(indexDisplayMode: .never)"),
        .enumCase(type: "", name: "page", payload: []),
      ])
    #expect(
      tabs.modifier("indexViewStyle")
        == .string("PageIndexViewStyle(backgroundDisplayMode: .always)"))
    #expect(
      scene.first.tree.nodes(ofType: "DatePicker").first?.modifier("datePickerStyle")
        == .string("GraphicalDatePickerStyle()"))
  }

  @Test func aPickerOverAForEachTagsEachRowWithItsIdAndAStepperTakesAPartialRange() throws {
    let scene = try TestScene(
      source: """
        struct Fruit: Identifiable { var id: String; var name: String }
        struct Basket: View {
          @State private var pick = "b"
          @State private var count = 0
          let fruits = [Fruit(id: "a", name: "Apple"), Fruit(id: "b", name: "Banana")]
          var body: some View {
            Form {
              Picker(selection: $pick) {
                ForEach(fruits) { fruit in Text(fruit.name) }
              } label: { Text("Fruit") }
              Stepper(value: $count, in: 1...) { Text("Count \\(count)") }
            }
          }
        }
        """)
    #expect(scene.first.tree.nodes(ofType: "Picker").first?.label == "Fruit")
    try scene.perform(#"select "Apple" in "Fruit""#)
    #expect(scene.tree.state("pick") == .string("a"))
    // `1...` has no upper bound; from 0 the first step is 1, and nothing stops it going up.
    for shown in 0..<3 { try scene.perform(#"increment "Count \#(shown)""#) }
    #expect(scene.tree.state("count") == .int(3))
    try scene.perform(#"decrement "Count 3""#)
    try scene.perform(#"decrement "Count 2""#)
    try scene.perform(#"decrement "Count 1""#)
    #expect(scene.tree.state("count") == .int(1), "the lower bound 1 holds")
  }

  /// `TextField(text:prompt:label:)` without a prompt: its label view's text is its title, as
  /// `TextField("Your name", text:)`'s string is (Apple, `TextField.init(text:prompt:label:)`:
  /// the label "describes the purpose of the text field"), so both fields read the same.
  /// Sample 53 dropped the label.
  @Test func aTextFieldsLabelViewIsItsTitle() throws {
    let scene = try TestScene(
      source: """
        struct NameForm: View {
          @State private var name = ""
          var body: some View {
            Form {
              TextField(text: $name) { Text("Your name") }
              TextField("Your city", text: $name)
            }
          }
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.nodes(ofType: "TextField").map(\.label) == ["Your name", "Your city"])
  }
}
