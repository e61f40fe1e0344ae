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
            LazyVGrid(columns: [GridItem(.flexible())]) {
              ForEach(0..<20, id: \\.self) { i in Text("\\(i)") }
            }
          }
        }
        """)
    // Twelve rows (the lazy window), as in a LazyVStack: rows past it are not created.
    #expect(scene.first.tree.texts == (0..<12).map { "\($0)" })
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
}
