import IdentityEngine
import Testing

@testable import ViewScript

/// Links, pickers, disclosure groups, geometry readers, grids: identities, state and events.
@Suite struct ControlsTests {
  static let source = """
    struct Screen: View {
      @State private var choice = "a"
      @State private var open = false
      var body: some View {
        NavigationStack {
          List {
            NavigationLink("Settings", destination: Text("settings"))
            NavigationLink(destination: Counter()) { Label("Detail", systemImage: "star") }
            Picker("Choice", selection: $choice) {
              Text("A").tag("a")
              Text("B").tag("b")
            }
            DisclosureGroup("More", isExpanded: $open) {
              Counter()
            }
            GeometryReader { proxy in
              Text("w \\(Int(proxy.size.width)) h \\(Int(proxy.size.height))")
            }
          }
        }
      }
    }
    struct Counter: View {
      @State private var n = 0
      var body: some View { Button("n \\(n)") { n += 1 } }
    }
    """

  @Test func everyControlHasItsIdentityAndShowsItsLabel() throws {
    let scene = try TestScene(source: Self.source, root: "Screen")
    let identities = scene.first.tree.allNodes.map(\.identity)
    let list = "Screen/NavigationStack/0/List"
    #expect(
      identities == [
        "Screen", "Screen/NavigationStack", list,
        "\(list)/0/NavigationLink", "\(list)/0/NavigationLink/0/Text",
        "\(list)/1/NavigationLink", "\(list)/1/NavigationLink/0/Label",
        "\(list)/2/Picker", "\(list)/2/Picker/0/Text", "\(list)/2/Picker/1/Text",
        "\(list)/3/DisclosureGroup", "\(list)/3/DisclosureGroup/0/Text",
        "\(list)/4/GeometryReader", "\(list)/4/GeometryReader/0/Text",
      ])
    // A link's destination is not built until it is activated: no Counter exists yet.
    #expect(scene.first.tree.nodes(ofType: "Counter").isEmpty)
    #expect(scene.first.tree.texts == ["Settings", "A", "B", "More", "w 393 h 852"])
  }

  @Test func expandingADisclosureGroupCreatesItsContentAndCollapsingDestroysItsState() throws {
    let scene = try TestScene(source: Self.source, root: "Screen")
    let group = "Screen/NavigationStack/0/List/3/DisclosureGroup"
    let opened = try scene.perform("open = true")
    #expect(
      opened.events(.create).map(\.identity) == ["\(group)/1/Counter", "\(group)/1/Counter/Button"])
    try scene.perform(#"tap "n 0""#)
    #expect(scene.tree.nodes(ofType: "Counter").first?.state("n") == .int(1))
    let closed = try scene.perform("open = false")
    #expect(closed.events(.destroy).map(\.identity).contains("\(group)/1/Counter"))
    let reopened = try scene.perform("open = true")
    #expect(reopened.tree.nodes(ofType: "Counter").first?.state("n") == .int(0))
  }

  @Test func lazyGridsOpenTheLazyWindow() throws {
    let scene = try TestScene(
      source: """
        struct Screen: View {
          var body: some View {
            ScrollView {
              VStack {
                LazyVGrid(columns: [GridItem(.flexible())]) {
                  ForEach(0..<20, id: \\.self) { i in Text("\\(i)") }
                }
              }
            }
          }
        }
        """)
    // Twelve rows (the lazy window), as in a LazyVStack: rows past it are not created.
    #expect(scene.first.tree.texts == (0..<12).map { "\($0)" })
  }

  /// A lazy stack or grid outside any scroll view lays out, and so builds, every row; one in a
  /// sheet presented from inside a scroll view is outside it (sample 46's 9×9 board).
  @Test func lazyContainersOutsideAScrollViewBuildEveryRow() throws {
    let scene = try TestScene(
      source: """
        struct Screen: View {
          @State var open = false
          var body: some View {
            ScrollView {
              Button("Board") { open = true }
                .sheet(isPresented: $open) {
                  LazyVGrid(columns: Array(repeating: GridItem(), count: 9)) {
                    ForEach(0..<81, id: \\.self) { i in Text("s\\(i)") }
                  }
                }
            }
            LazyHStack {
              ForEach(0..<30, id: \\.self) { i in Text("r\\(i)") }
            }
          }
        }
        """)
    #expect(scene.first.tree.texts == (0..<30).map { "r\($0)" })
    let opened = try scene.perform("open = true")
    #expect(opened.tree.texts.filter { $0.hasPrefix("s") }.count == 81)
  }

  /// A destination pushed from a link inside a scroll view is a screen of its own, outside that
  /// scroll view: its lazy grid builds every cell (review of session 22: only a sheet was
  /// tested).
  @Test func aPushedDestinationIsOutsideTheScrollViewItWasPushedFrom() throws {
    let scene = try TestScene(
      source: """
        struct Screen: View {
          var body: some View {
            NavigationStack {
              ScrollView {
                NavigationLink("Board") {
                  LazyVGrid(columns: Array(repeating: GridItem(), count: 9)) {
                    ForEach(0..<81, id: \\.self) { i in Text("s\\(i)") }
                  }
                }
              }
            }
          }
        }
        """)
    let pushed = try scene.perform(#"tap "Board""#)
    #expect(pushed.tree.texts.filter { $0.hasPrefix("s") }.count == 81)
  }

  @Test func eagerGridsCreateEveryRow() throws {
    let scene = try TestScene(
      source: """
        struct Screen: View {
          var body: some View {
            Grid {
              ForEach(0..<14, id: \\.self) { i in GridRow { Text("\\(i)") } }
            }
          }
        }
        """)
    #expect(scene.first.tree.texts.count == 14)
    #expect(scene.first.tree.nodes(ofType: "GridRow").count == 14)
  }

  /// `.disabled(true)` switches off the controls at and below it: a tap, a toggle or typing does
  /// nothing, and the step says so; an outer `.disabled(true)` wins over an inner
  /// `.disabled(false)` (Apple, `disabled(_:)`: "controls whether users can interact with this
  /// view"; "the outer disabled(_:) modifier overrides the inner one"). Until session 16 a
  /// disabled button still ran its action.
  @Test func aDisabledControlTakesNoGesture() throws {
    let scene = try TestScene(
      source: """
        struct Counter: View {
          @State private var count = 0
          @State private var on = false
          @State private var text = ""
          var body: some View {
            VStack {
              Text("\\(count) \\(on) \\(text)")
              Button("Add") { count += 1 }.disabled(count >= 1)
              VStack {
                Toggle("On", isOn: $on).disabled(false)
                TextField("Name", text: $text)
              }
              .disabled(true)
            }
          }
        }
        """)
    let first = try scene.perform(#"tap "Add""#)
    #expect(first.warnings.isEmpty)
    let second = try scene.perform(#"tap "Add""#)
    #expect(second.warnings == [.disabledControl(label: "Add")])
    #expect(second.events.isEmpty)
    let toggled = try scene.perform(#"toggle "On""#)
    #expect(toggled.warnings == [.disabledControl(label: "On")])
    let typed = try scene.perform(#"type "x" into "Name""#)
    #expect(typed.warnings == [.disabledControl(label: "Name")])
    #expect(scene.tree.texts == ["1 false "])
  }
}
