import IdentityEngine
import Localization
import TerminalUI
import Testing
import ViewScript

@testable import IdentityLabCLI

@Suite struct SimScreenRendererTests {
  /// A hand-built step: a list of two rows, a colour, a toggle and a text field.
  static func step(index: Int = 1, action: String? = "ships.remove(at: 0)") -> SceneStep {
    let row = { (id: String, name: String, tint: String, n: Int) in
      RenderedNode(
        type: "ShipRow", identity: "root/0/\(id)", state: [("n", .int(n))],
        children: [
          RenderedNode(
            type: "HStack", identity: "root/0/\(id)/body",
            children: [
              RenderedNode(
                type: "Text", identity: "root/0/\(id)/body/0", text: name,
                modifiers: [("foregroundStyle", .color(tint))]),
              RenderedNode(type: "Text", identity: "root/0/\(id)/body/1", text: "n = \(n)"),
            ])
        ])
    }
    let tree = RenderedNode(
      type: "Bench", identity: "root", state: [("ships", .array([.string("a"), .string("b")]))],
      children: [
        RenderedNode(
          type: "VStack", identity: "root/body",
          children: [
            RenderedNode(
              type: "ForEach", identity: "root/body/0",
              children: [row("b", "Nimbus", "green", 3), row("c", "Comet", "pink", 0)]),
            RenderedNode(type: "Color", identity: "root/body/1", text: "red"),
            RenderedNode(
              type: "Toggle", identity: "root/body/2", label: "Wi-Fi", value: .bool(true)),
            RenderedNode(
              type: "TextField", identity: "root/body/3", label: "Name", value: .string("")),
          ])
      ])
    let events = [
      Event.disappear(Event.Subject(identity: "root/0/a", type: "ShipRow")),
      .destroy(Event.Subject(identity: "root/0/a", type: "ShipRow")),
      .move(Event.Subject(identity: "root/0/c", type: "ShipRow"), from: 2, to: 1),
      .transition(
        Event.Subject(identity: "root/0/a", type: "ShipRow"), edge: .removal, animated: true,
        name: "opacity"),
    ]
    return SceneStep(
      index: index, action: action,
      outcome: Outcome(
        tree: tree, events: events,
        warnings: [.duplicateID(forEach: "ForEach<Array<Ship>, String, ShipRow>", id: "a")],
        error: RuntimeFailure(id: "index-out-of-range", message: "Index out of range", line: 12)))
  }

  /// A scene compiled from `source` and run from `root`.
  static func run(_ source: String, root: String) throws -> SceneRun {
    try ScriptProgram.compile(source: source, path: "scene.swift").simulate(root: root)
  }

  static func renderer(_ language: Language, styled: Bool, width: Int = 120) throws
    -> SimScreenRenderer
  {
    SimScreenRenderer(
      localizer: try realLocalizer(language), styled: styled, width: width)
  }

  /// A text's own line breaks start each paragraph under the text's first column, and each
  /// paragraph wraps on its own (a sample-28 note: the wrap ran on across the break).
  @Test func aTextsParagraphsStartUnderItsFirstColumn() throws {
    let text = RenderedNode(
      type: "Text", identity: "root/0/0",
      text: "One two three four five six seven eight.\n\nNine ten eleven twelve.")
    let tree = RenderedNode(
      type: "VStack", identity: "root",
      children: [RenderedNode(type: "VStack", identity: "root/0", children: [text])])
    let step = SceneStep(index: 0, action: nil, outcome: Outcome(tree: tree, events: []))
    let lines = try Self.renderer(.en, styled: false, width: 30).render(step: step)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let screen = Array(lines[2..<(lines.firstIndex(of: "Identity tree") ?? lines.count)])
    #expect(
      screen == [
        "  One two three four five six", "    seven eight.", "", "  Nine ten eleven twelve.",
      ])
  }

  /// A lazy container's rows past its window are said below the rows, in the learner's
  /// language, never shown as the whole list.
  @Test func rowsALazyContainerDidNotBuildAreSaid() throws {
    var forEach = RenderedNode(
      type: "ForEach", identity: "root/0",
      children: [RenderedNode(type: "Text", identity: "root/0/a", text: "a")])
    forEach.unbuiltRows = 28
    let list = RenderedNode(type: "List", identity: "root", children: [forEach])
    let english = try Self.renderer(.en, styled: false).screenRows(list)
    #expect(english.count == 2)
    #expect(english.last?.hasPrefix("⋯ 28 more rows not built") == true)
    let spanish = try Self.renderer(.es, styled: false).screenRows(list)
    #expect(spanish.last?.hasPrefix("⋯ 28 filas más sin crear") == true)
  }

  /// A navigation stack shows its content's title first; the program's own `ProgressView` is
  /// drawn by its body, not as SwiftUI's spinner; a date picker shows day and time (UTC), not
  /// the date's seconds (issue #24, the fourth fresh sample's wrong screens).
  @Test func titlesOwnViewsAndDatesAreDrawnAsTheAppShowsThem() throws {
    var own = RenderedNode(
      type: "ProgressView", identity: "root/0/1",
      children: [RenderedNode(type: "Text", identity: "root/0/1/0", text: "3 of 5")])
    own.inputs = .record(type: "ProgressView", fields: [])
    let spinner = RenderedNode(type: "ProgressView", identity: "root/0/2")
    let picker = RenderedNode(
      type: "DatePicker", identity: "root/0/3", label: "Day",
      value: .record(
        type: "Date", fields: [Value.Field("timeIntervalSinceReferenceDate", .double(725_794_860))])
    )
    let tree = RenderedNode(
      type: "NavigationStack", identity: "root",
      children: [
        RenderedNode(
          type: "List", identity: "root/0", modifiers: [("navigationTitle", .string("Home"))],
          children: [own, spinner, picker])
      ])
    let rows = try Self.renderer(.en, styled: false).screenRows(tree)
    #expect(rows == ["Home", "3 of 5", "…", "Day  [2024-01-01 09:41]"])
    // A determinate progress view is a bar with its percentage (10 of 15: 67%), a labelled
    // spinner shows its label.
    var bar = RenderedNode(type: "ProgressView", identity: "p/0", label: "Copying", value: .int(10))
    bar.bounds = Primitive.Bounds(lower: 0, upper: 15)
    let labelled = RenderedNode(type: "ProgressView", identity: "p/1", label: "Please wait")
    let progress = try Self.renderer(.en, styled: false).screenRows(
      RenderedNode(type: "VStack", identity: "p", children: [bar, labelled]))
    #expect(progress.first?.hasPrefix("Copying  [") == true)
    #expect(progress.first?.hasSuffix("] 67%") == true)
    #expect(progress.last == "… Please wait")
    // A section's header above its rows, its footer below them.
    let section = RenderedNode(
      type: "Section", identity: "root",
      modifiers: [("header", .string("Today")), ("footer", .string("2 due"))],
      children: [RenderedNode(type: "Text", identity: "root/0", text: "Water the plants")])
    #expect(
      try Self.renderer(.en, styled: false).screenRows(section)
        == ["Today", "Water the plants", "2 due"])
    // A label shows its icon before its title.
    let label = RenderedNode(
      type: "Label", identity: "root", text: "square.and.arrow.up", label: "Share")
    #expect(
      try Self.renderer(.en, styled: false).screenRows(label)
        == ["(image square.and.arrow.up) Share"])
    // An `EditButton` is a button with its title (the sixth sample's toolbars).
    let edit = RenderedNode(type: "EditButton", identity: "root", label: "Edit")
    #expect(try Self.renderer(.es, styled: false).screenRows(edit) == ["[ Edit ]"])
  }

  /// A picker shows the text of the option whose tag is its selection, a row of a `ForEach`
  /// whose ids are not the tags too (`ForEach(Mode.allCases) { Text($0.title).tag($0) }` with
  /// `id` the raw value).
  @Test func aPickerShowsItsTaggedRowsText() throws {
    let row = { (id: String, title: String) in
      RenderedNode(
        type: "Text", identity: "root/0/\"\(id)\"/Text", text: title,
        modifiers: [("tag", .enumCase(type: "Mode", name: id, payload: []))])
    }
    let picker = RenderedNode(
      type: "Picker", identity: "root", label: "Mode",
      value: .enumCase(type: "Mode", name: "custom", payload: []),
      children: [
        RenderedNode(
          type: "ForEach", identity: "root/0",
          children: [row("catalog", "Catalog"), row("custom", "Custom")])
      ])
    // A menu outside a form: its title aside, dim (`ControlFaceScreenTests`).
    #expect(
      try Self.renderer(.en, styled: false).screenRows(picker).first == "(Mode)  [Custom ▾]")
    // With the segmented style, every option in a row, the selected one marked, no title
    // (Apple, `SegmentedPickerStyle`: "presents the options in a segmented control").
    var segmented = picker
    segmented.modifiers = [("pickerStyle", .string(".segmented"))]
    #expect(
      try Self.renderer(.es, styled: false).screenRows(segmented).first
        == "[ ○ Catalog | ● Custom ]")
  }

  /// An overlay's views are drawn after the view's, without the heading a presentation has,
  /// and the tree says they are layered.
  @Test func layeredViewsFollowTheirViewWithoutAHeading() throws {
    var layered = RenderedNode(type: "Text", identity: "root/overlay/Text", text: "No mail yet")
    layered.presentation = "overlay"
    let spanish = try Self.renderer(.es, styled: false)
    #expect(spanish.screenRows(layered) == ["No mail yet"])
    #expect(
      spanish.treeLines(layered, prefix: "", childPrefix: "")
        == ["Text  \"No mail yet\"  root/overlay/Text  (en capa con .overlay)"])
  }

  /// A section's header built as views (it holds a button) is drawn above the section's rows
  /// and its footer below them, wherever the tree keeps them; the tree names each part.
  @Test func aSectionsHeaderAndFooterViewsFrameItsRows() throws {
    var header = RenderedNode(
      type: "Button", identity: "root/0/header/Button", text: "Edit", label: "Edit")
    header.presentation = "header"
    var footer = RenderedNode(type: "Text", identity: "root/0/footer/Text", text: "2 sets")
    footer.presentation = "footer"
    let row = RenderedNode(type: "Text", identity: "root/0/0/Text", text: "Squat")
    let section = RenderedNode(
      type: "Section", identity: "root/0", children: [footer, row, header])
    let spanish = try Self.renderer(.es, styled: false)
    let rows = spanish.screenRows(section)
    #expect(rows.count == 3)
    #expect(rows.first?.contains("Edit") == true)
    #expect(rows[1] == "Squat")
    #expect(rows.last == "2 sets")
    #expect(
      spanish.treeLines(header, prefix: "", childPrefix: "").first?
        .hasSuffix("(encabezado de la sección)") == true)
  }

  /// A tab view's overlay is drawn after its tab bar, never counted as a tab (Apple,
  /// `View.overlay(alignment:content:)`: "Layers the views that you specify in front of this
  /// view"): the bar lists the two tabs only.
  @Test func aTabViewsOverlayIsNoTab() throws {
    var first = RenderedNode(type: "Text", identity: "root/TabView/0/Text", text: "First")
    first.modifiers = [("tabItem", .string("One"))]
    var second = RenderedNode(type: "Text", identity: "root/TabView/1/Text", text: "Second")
    second.modifiers = [("tabItem", .string("Two"))]
    var layer = RenderedNode(type: "Text", identity: "root/TabView/overlay/Text", text: "Dim")
    layer.presentation = "overlay"
    var tabs = RenderedNode(
      type: "TabView", identity: "root/TabView", children: [first, second, layer])
    tabs.shownTab = 1
    let rows = try Self.renderer(.en, styled: false).screenRows(tabs)
    #expect(rows == ["Second", "── tab bar: One · [Two] ──", "Dim"])
  }

  @Test func unstyledEnglishGolden() throws {
    let output = try Self.renderer(.en, styled: false).render(step: Self.step())
    let expected = """
      Step 1 · ships.remove(at: 0)
      Screen
        Nimbus  .foregroundStyle [green]  n = 3
        Comet  .foregroundStyle [pink]  n = 0
        [red]
        [x] Wi-Fi
        [Name]
      Identity tree
        Bench  root  state: ships = ["a", "b"]
        └─ VStack  …/body
           ├─ ForEach  …/0
           │  ├─ ShipRow  root/0/b  state: n = 3
           │  │  └─ HStack  …/body
           │  │     ├─ Text  "Nimbus"  …/0  .foregroundStyle(.green)
           │  │     └─ Text  "n = 3"  …/1
           │  └─ ShipRow  root/0/c  state: n = 0
           │     └─ HStack  …/body
           │        ├─ Text  "Comet"  …/0  .foregroundStyle(.pink)
           │        └─ Text  "n = 0"  …/1
           ├─ Color  "red"  …/1
           ├─ Toggle  "Wi-Fi"  = true  …/2
           └─ TextField  "Name"  = ""  …/3
      Events
        1.  ShipRow root/0/a: disappeared (onDisappear ran)
        2.  ShipRow root/0/a: destroyed (its state is gone)
        3.  ShipRow root/0/c: moved 2 → 1
        4.  ShipRow root/0/a: transition out, opacity (animated)
      warning: ForEach<Array<Ship>, String, ShipRow>: the ID a occurs multiple times within the collection, this will give
        undefined results!
      runtime error: Index out of range (line 12)

      """
    expectLines(output, expected)
    #expect(!output.contains("\u{1B}"))
  }

  @Test func spanishHeadersAndEvents() throws {
    let renderer = try Self.renderer(.es, styled: false)
    let output = renderer.render(step: Self.step())
    #expect(output.hasPrefix("Paso 1 · ships.remove(at: 0)\nPantalla\n"))
    #expect(output.contains("Árbol de identidades"))
    #expect(output.contains("1.  ShipRow root/0/a: desapareció (se ejecutó onDisappear)"))
    #expect(output.contains("aviso: ForEach<"))
    #expect(
      output.contains(
        "error en tiempo de ejecución: índice fuera de rango (Index out of range) (línea 12)"))
    let first = renderer.render(step: Self.step(index: 0, action: nil))
    #expect(first.hasPrefix("Paso 0 · primer renderizado\n"))
  }

  @Test func styledOutputHasTruecolorSwatches() throws {
    let output = try Self.renderer(.en, styled: true).render(step: Self.step())
    #expect(output.contains("\u{1B}[38;2;52;199;89m██\u{1B}[0m"))  // green
    #expect(output.contains("\u{1B}[38;2;255;59;48m██\u{1B}[0m red"))  // the Color view
    #expect(!output.contains("[green]"))
  }

  @Test func styledSwatchesAreNamedInTheLearnersLanguage() throws {
    let english = try Self.renderer(.en, styled: true).render(step: Self.step())
    #expect(english.contains("\u{1B}[38;2;52;199;89m██\u{1B}[0m green"))
    let spanish = try Self.renderer(.es, styled: true).render(step: Self.step())
    #expect(spanish.contains("\u{1B}[38;2;52;199;89m██\u{1B}[0m verde"))
    #expect(spanish.contains("\u{1B}[38;2;255;59;48m██\u{1B}[0m rojo"))
  }

  @Test func wrapsToWidth() throws {
    let output = try Self.renderer(.en, styled: false, width: 40).render(step: Self.step())
    for line in output.split(separator: "\n") {
      #expect(line.count <= 40 || !line.contains(" "), "too wide: \(line)")
    }
    let styled = try Self.renderer(.en, styled: true, width: 40).render(step: Self.step())
    for line in styled.split(separator: "\n") {
      #expect(DisplayWidth.of(line) <= 40 || !line.contains(" "))
    }
  }

  @Test func eventsWithoutEventsSaySo() throws {
    var step = Self.step()
    step.outcome.events = []
    step.outcome.warnings = []
    step.outcome.error = nil
    let output = try Self.renderer(.en, styled: false).render(step: step)
    #expect(output.hasSuffix("Events\n  (no events)\n"))
  }

  @Test func everyEventKindIsLocalizedInBothLanguages() throws {
    for language in Language.allCases {
      let renderer = try Self.renderer(language, styled: false)
      let subject = Event.Subject(identity: "x", type: "T")
      var events: [Event] = [
        .create(subject), .destroy(subject), .appear(subject), .disappear(subject),
        .move(subject, from: 0, to: 1), .taskStart(subject), .taskCancel(subject),
        .focusLost(subject),
        .animate(subject, property: "opacity", from: .double(1), to: .double(0.3)),
      ]
      for edge in [Event.Edge.insertion, .removal] {
        for animated in [true, false] {
          events.append(.transition(subject, edge: edge, animated: animated, name: "slide"))
        }
      }
      #expect(Set(events.map(\.kind)) == Set(Event.Kind.allCases))
      for event in events {
        let text = renderer.describe(event)
        #expect(!text.contains("sim.event"), "missing key for \(event.kind) in \(language)")
        #expect(!text.contains("{"), "unfilled placeholder in \(text)")
      }
    }
  }

  @Test func simKeysExistInBothLanguagesWithSamePlaceholders() throws {
    let en = try realLocalizer(.en).catalogs[.en]?.entries ?? [:]
    let es = try realLocalizer(.es).catalogs[.es]?.entries ?? [:]
    let keys = en.keys.filter { $0.hasPrefix("sim.") }
    #expect(keys.count > 20)
    for key in keys {
      let spanish = try #require(es[key], "missing es key \(key)")
      #expect(
        Catalog.placeholders(in: spanish) == Catalog.placeholders(in: en[key] ?? ""), "\(key)")
    }
    #expect(Set(es.keys.filter { $0.hasPrefix("sim.") }) == Set(keys))
  }
}

@Suite struct SimColorSwatchTests {
  @Test func swatches() {
    let plain = Styler(enabled: false)
    let styled = Styler(enabled: true)
    #expect(plain.swatch("green") == "[green]")
    #expect(plain.swatch("Color.green") == "[green]")
    #expect(styled.swatch(".blue") == "\u{1B}[38;2;0;122;255m██\u{1B}[0m")
    #expect(styled.swatch("chartreuse") == "[chartreuse]")
    #expect(styled.swatch("clear") == "[clear]")
  }

  /// A tab view shows its selected tab, then the tab bar with every tab's title, the selected
  /// one in brackets (Apple, `TabView`: "A view that switches between multiple child views";
  /// only the selected child is on screen).
  @Test func aTabViewShowsItsSelectedTabAndItsTabBar() throws {
    let run = try SimScreenRendererTests.run(
      """
      struct Tabs: View {
        var body: some View {
          TabView {
            Text("Plants list").tabItem { Label("Plants", systemImage: "leaf") }
            Text("Watering").tabItem { Label("Schedule", systemImage: "calendar") }
          }
        }
      }
      """, root: "Tabs")
    let renderer = try SimScreenRendererTests.renderer(.en, styled: false)
    #expect(
      renderer.screenRows(try #require(run.steps.first).outcome.tree) == [
        "Plants list", "── tab bar: [Plants] · Schedule ──",
      ])
    let second = try run.perform(#"tap "Schedule""#).outcome
    #expect(
      renderer.screenRows(second.tree) == ["Watering", "── tab bar: Plants · [Schedule] ──"])
    #expect(
      try SimScreenRendererTests.renderer(.es, styled: false).screenRows(second.tree).last
        == "── barra de pestañas: Plants · [Schedule] ──")
  }

  /// A paged tab view over a `ForEach` has one page per element, each tagged with its id
  /// ("A ForEach automatically applies a default tag to each enumerated view using the id
  /// parameter of the corresponding element", Apple, `View.tag(_:includeOptional:)`), and
  /// shows the selected page with page dots instead of a tab bar (Apple, `PageTabViewStyle`).
  @Test func aPagedTabViewOverAForEachShowsOnePageAndItsDots() throws {
    let run = try SimScreenRendererTests.run(
      """
      struct Pages: View {
        @State private var page = "Green"
        let colors = ["Red", "Green", "Blue"]
        var body: some View {
          TabView(selection: $page) {
            ForEach(colors, id: \\.self) { name in
              Text(name)
            }
          }
          .tabViewStyle(.page)
        }
      }
      """, root: "Pages")
    let outcome = try #require(run.steps.first).outcome
    #expect(
      try SimScreenRendererTests.renderer(.en, styled: false).screenRows(outcome.tree) == [
        "Green", "── page ○ ● ○ ──",
      ])
    #expect(
      try SimScreenRendererTests.renderer(.es, styled: false).screenRows(outcome.tree).last
        == "── página ○ ● ○ ──")
  }

  /// An iPhone's tab bar shows the first four tabs and More when there are more than five
  /// (Apple, `UITabBarController.moreNavigationController`: "If you add more than five items
  /// to the viewControllers property, the tab bar controller automatically inserts a special
  /// view controller (called the More view controller)"); a toolbar whose only items sit above
  /// the keyboard draws no heading.
  @Test func aTabBarOfMoreThanFiveTabsEndsWithMore() throws {
    let run = try SimScreenRendererTests.run(
      """
      struct Pages: View {
        @State private var text = ""
        var body: some View {
          TabView {
            ForEach(1...7, id: \\.self) { page in
              NavigationStack {
                TextField("Note \\(page)", text: $text)
                  .toolbar { ToolbarItemGroup(placement: .keyboard) { Button("Done") {} } }
              }
              .tabItem { Text("Page \\(page)") }
            }
          }
        }
      }
      """, root: "Pages")
    let outcome = try #require(run.steps.first).outcome
    #expect(
      try SimScreenRendererTests.renderer(.en, styled: false).screenRows(outcome.tree) == [
        "[Note 1]", "── tab bar: [Page 1] · Page 2 · Page 3 · Page 4 · More ──",
      ])
    #expect(
      try SimScreenRendererTests.renderer(.es, styled: false).screenRows(outcome.tree).last
        == "── barra de pestañas: [Page 1] · Page 2 · Page 3 · Page 4 · Más ──")
  }

  /// `.searchable` draws its field below the title (its prompt while empty, "Search" by
  /// default); `navigationTitle(Text(…))` and the iOS 13 `navigationBarTitle(_:)` are titles.
  @Test func aSearchFieldAndTitlesGivenAsTextAreDrawn() throws {
    let source = """
      struct Shelf: View {
        @State private var query = ""
        var body: some View {
          NavigationStack {
            Text("Fern")
              .navigationTitle(Text("Plants"))
              .searchable(text: $query, prompt: "Names")
          }
        }
      }

      struct Casts: View {
        @State private var query = "pod"
        var body: some View {
          NavigationView {
            Text("Daily").navigationBarTitle("Podcasts").searchable(text: $query)
          }
        }
      }

      struct Alone: View {
        @State private var query = "pod"
        var body: some View {
          List { Text("Daily") }.searchable(text: $query)
        }
      }
      """
    let renderer = try SimScreenRendererTests.renderer(.en, styled: false)
    let shelf = try #require(try SimScreenRendererTests.run(source, root: "Shelf").steps.first)
      .outcome
    #expect(renderer.screenRows(shelf.tree) == ["Plants", "[⌕ Names]", "Fern"])
    let casts = try #require(try SimScreenRendererTests.run(source, root: "Casts").steps.first)
      .outcome
    #expect(renderer.screenRows(casts.tree) == ["Podcasts", "[⌕ pod]", "Daily"])
    // The field goes into a navigation bar (Apple, `SearchFieldPlacement.automatic` on iOS:
    // the navigation bar's drawer): a view without a navigation container shows none.
    let alone = try #require(try SimScreenRendererTests.run(source, root: "Alone").steps.first)
      .outcome
    #expect(renderer.screenRows(alone.tree) == ["Daily"])
  }

  /// A toolbar's items go into a navigation bar: shown inside a navigation container, not in a
  /// view run alone or in a sheet without its own stack (Apple, `toolbar(content:)`: items are
  /// placed "in the navigation bar" by default); the toolbar stays in the tree.
  @Test func aToolbarShowsOnlyInsideANavigationContainer() throws {
    let source = """
      struct Notes: View {
        @State private var showing = true
        var body: some View {
          NavigationStack {
            List { Text("First") }
              .toolbar { Button("Add") { } }
              .sheet(isPresented: $showing) {
                Text("Sheet").toolbar { Button("Done") { } }
              }
          }
        }
      }

      struct Alone: View {
        var body: some View { List { Text("Only") }.toolbar { Button("Edit") { } } }
      }
      """
    let renderer = try SimScreenRendererTests.renderer(.en, styled: false)
    let notes = try #require(try SimScreenRendererTests.run(source, root: "Notes").steps.first)
    #expect(
      renderer.screenRows(notes.outcome.tree) == [
        "First", "── in the toolbar ──", "[ Add ]", "── presented with .sheet ──", "Sheet",
      ])
    let alone = try #require(try SimScreenRendererTests.run(source, root: "Alone").steps.first)
    #expect(renderer.screenRows(alone.outcome.tree) == ["Only"])
    #expect(alone.outcome.tree.allNodes.contains { $0.presentation == "toolbar" })
  }

  /// In a navigation bar a label shows its icon, whatever it is in (a `NavigationLink`, a
  /// button): the automatic label style "resolves its appearance automatically based on the
  /// current context" (Apple, `LabelStyle.automatic`); a `.labelStyle` written on the item
  /// still decides, and a label outside the toolbar shows both.
  @Test func aToolbarsLabelsShowTheirIconUnlessAStyleSaysOtherwise() throws {
    let source = """
      struct Exercises: View {
        var body: some View {
          NavigationStack {
            Label("Squat", systemImage: "figure")
              .toolbar {
                Button { } label: { Label("Settings", systemImage: "gear") }
                Button { } label: { Label("Share", systemImage: "square.and.arrow.up") }
                  .labelStyle(.titleAndIcon)
              }
          }
        }
      }

      struct Book: View {
        var body: some View {
          NavigationStack {
            Text("Dune").toolbar { Button("Delete", systemImage: "trash") { } }
          }
        }
      }
      """
    let renderer = try SimScreenRendererTests.renderer(.en, styled: false)
    let step = try #require(try SimScreenRendererTests.run(source, root: "Exercises").steps.first)
    #expect(
      renderer.screenRows(step.outcome.tree) == [
        "(image figure) Squat", "── in the toolbar ──", "[ (image gear) ]",
        "[ (image square.and.arrow.up) Share ]",
      ])
    let book = try #require(try SimScreenRendererTests.run(source, root: "Book").steps.first)
    #expect(
      renderer.screenRows(book.outcome.tree) == [
        "Dune", "── in the toolbar ──", "[ (image trash) ]",
      ])
  }

  /// A label style styles `Label`s: a toolbar's button whose label is `HStack { Image(…);
  /// Text(…) }` draws both, as the stack does (Apple, `LabelStyle`: "all labels within a view";
  /// until session 16 its icon alone, the thirty-first unseen sample); a toggle whose label is a
  /// `Label` draws its icon before its title.
  @Test func aToolbarsStackLabelShowsItAllAndAToggleShowsItsLabelsIcon() throws {
    let source = """
      struct Shelf: View {
        @State private var sounds = true
        var body: some View {
          NavigationStack {
            Form {
              Toggle(isOn: $sounds) { Label("Sounds", systemImage: "speaker") }
              Toggle("Plain", isOn: $sounds)
            }
            .toolbar {
              Button { } label: {
                HStack {
                  Image(systemName: "plus")
                  Text("New Book")
                }
              }
            }
          }
        }
      }
      """
    let renderer = try SimScreenRendererTests.renderer(.en, styled: false)
    let step = try #require(try SimScreenRendererTests.run(source, root: "Shelf").steps.first)
    #expect(
      renderer.screenRows(step.outcome.tree) == [
        "[x] (image speaker) Sounds", "[x] Plain", "── in the toolbar ──",
        "[ (image plus) New Book ]",
      ])
  }

  /// A control at or below `.disabled(true)` is marked disabled on the screen, as SwiftUI dims
  /// it (Apple, `disabled(_:)`), in the learner's language; an enabled one is not.
  @Test func aDisabledControlIsMarkedInBothLanguages() throws {
    let source = """
      struct Form1: View {
        @State private var on = true
        var body: some View {
          VStack {
            Button("Save") { }.disabled(true)
            Button("Open") { }
            VStack { Toggle("Sync", isOn: $on) }.disabled(true)
          }
        }
      }
      """
    let step = try #require(try SimScreenRendererTests.run(source, root: "Form1").steps.first)
    let english = try SimScreenRendererTests.renderer(.en, styled: false)
    #expect(
      english.screenRows(step.outcome.tree) == [
        "[ Save ]  (disabled)", "[ Open ]", "[x] Sync  (disabled)",
      ])
    let spanish = try SimScreenRendererTests.renderer(.es, styled: false)
    #expect(
      spanish.screenRows(step.outcome.tree) == [
        "[ Save ]  (desactivado)", "[ Open ]", "[x] Sync  (desactivado)",
      ])
  }

  /// As the thirty-second sample wrote them: a navigation bar hidden by
  /// `.navigationBarHidden(true)` or `.toolbar(.hidden, for: .navigationBar)` shows no title
  /// (Apple, `navigationBarHidden(_:)`, `toolbar(_:for:)`), one hidden for another bar does; a
  /// `GroupBox` draws its label however it is given (Apple, `GroupBox`); a picker whose rows
  /// are stacks shows its selected row's first text (the name `select` uses). Until session 16
  /// the titles showed, two labels were dropped and the selection was empty.
  @Test func hiddenBarsGroupBoxLabelsAndStackedPickerRows() throws {
    let source = """
      enum Shade: String, CaseIterable { case deep, light }
      struct Hidden: View {
        var body: some View {
          NavigationStack {
            Text("Body").navigationTitle("Heading").navigationBarHidden(true)
          }
        }
      }
      struct HiddenToolbar: View {
        var body: some View {
          NavigationStack {
            Text("Body").navigationTitle("Heading").toolbar(.hidden, for: .navigationBar)
          }
        }
      }
      struct OtherBar: View {
        var body: some View {
          NavigationStack {
            Text("Body").navigationTitle("Heading").toolbar(.hidden, for: .tabBar)
          }
        }
      }
      struct Boxes: View {
        @State private var shade = Shade.light
        var body: some View {
          VStack {
            GroupBox(label: Text("One")) { Text("First") }
            GroupBox { Text("Second") } label: { Text("Two") }
            Picker("Shade", selection: $shade) {
              ForEach(Shade.allCases, id: \\.self) { value in
                VStack {
                  Text(value.rawValue)
                  Text("about")
                }
                .tag(value)
              }
            }
          }
        }
      }
      """
    let renderer = try SimScreenRendererTests.renderer(.en, styled: false)
    func rows(_ root: String) throws -> [String] {
      let step = try #require(try SimScreenRendererTests.run(source, root: root).steps.first)
      return renderer.screenRows(step.outcome.tree)
    }
    #expect(try rows("Hidden") == ["Body"])
    #expect(try rows("HiddenToolbar") == ["Body"])
    #expect(try rows("OtherBar") == ["Heading", "Body"])
    #expect(try rows("Boxes") == ["One", "First", "Two", "Second", "(Shade)  [light ▾]"])
  }

  /// A `.searchable` field sits in the navigation bar below the large title, whether it is
  /// written on the container's content or on the `NavigationStack` itself (Apple,
  /// `searchable(text:placement:prompt:)`: "the search field … in the navigation bar"; until
  /// session 16 the second form drew it above the title: the thirty-second sample).
  @Test func aSearchFieldOfTheNavigationStackIsBelowItsTitle() throws {
    let source = """
      struct Inside: View {
        @State private var query = ""
        var body: some View {
          NavigationStack {
            List { Text("Row") }.navigationTitle("Shelf").searchable(text: $query, prompt: "Find")
          }
        }
      }
      struct Outside: View {
        @State private var query = ""
        var body: some View {
          NavigationStack {
            List { Text("Row") }.navigationTitle("Shelf")
          }
          .searchable(text: $query, prompt: "Find")
        }
      }
      """
    let renderer = try SimScreenRendererTests.renderer(.en, styled: false)
    for root in ["Inside", "Outside"] {
      let step = try #require(try SimScreenRendererTests.run(source, root: root).steps.first)
      #expect(renderer.screenRows(step.outcome.tree) == ["Shelf", "[⌕ Find]", "Row"], "\(root)")
    }
  }
}
