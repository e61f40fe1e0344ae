import IdentityEngine
import Testing

@testable import ViewScript

/// The presentation APIs before iOS 15 that real projects still ship: `Alert(title:…)` returned
/// by `.alert(isPresented:content:)` and `.alert(item:content:)`, `@Environment(\.presentationMode)`;
/// and iOS 18's `Tab`, and `@ScaledMetric`.
@Suite struct LegacyPresentationTests {
  static let warn = """
    struct Item: Identifiable { let id: Int; let name: String }
    struct Warn: View {
      @State private var showing = false
      @State private var picked: Item? = nil
      @State private var deleted = 0
      var body: some View {
        VStack {
          Button("Ask") { showing = true }
          Button("Pick") { picked = Item(id: 7, name: "Seven") }
        }
        .alert(isPresented: $showing) {
          Alert(
            title: Text("Delete?"), message: Text("Sure"),
            primaryButton: .destructive(Text("Delete")) { deleted += 1 },
            secondaryButton: .cancel())
        }
        .alert(item: $picked) { item in
          Alert(title: Text(item.name), dismissButton: .default(Text("Fine")))
        }
      }
    }
    """

  @Test func anOldAlertShowsItsTitleButtonsAndMessage() throws {
    let scene = try TestScene(source: Self.warn, root: "Warn")
    let shown = try scene.perform(#"tap "Ask""#)
    let alert = try #require(shown.tree.nodes(ofType: "Alert").first)
    #expect(alert.identity == "Warn/alert/Alert")
    #expect(alert.presentation == "alert")
    #expect(alert.children.map(\.type) == ["Text", "Button", "Button", "Text"])
    #expect(
      alert.children.map { $0.text ?? $0.label ?? "" } == ["Delete?", "Delete", "Cancel", "Sure"])
    let deleted = try scene.perform(#"tap "Delete""#)
    #expect(deleted.tree.state("deleted") == .int(1))
    #expect(deleted.tree.state("showing") == .bool(false))
    #expect(deleted.tree.nodes(ofType: "Alert").isEmpty)
  }

  @Test func anItemAlertIsBuiltFromItsItemAndDismissedByItsButton() throws {
    let scene = try TestScene(source: Self.warn, root: "Warn")
    let shown = try scene.perform(#"tap "Pick""#)
    let alert = try #require(shown.tree.nodes(ofType: "Alert").first)
    #expect(alert.children.map { $0.text ?? $0.label ?? "" } == ["Seven", "Fine"])
    let closed = try scene.perform(#"tap "Fine""#)
    #expect(closed.tree.state("picked") == .null)
    #expect(closed.tree.nodes(ofType: "Alert").isEmpty)
  }

  static let sheet = """
    struct Root: View {
      @State private var showing = false
      @Environment(\\.presentationMode) var presentationMode
      var body: some View {
        VStack {
          Text("root \\(presentationMode.wrappedValue.isPresented)")
          Button("Open") { showing = true }
          Button("Nothing") { presentationMode.wrappedValue.dismiss() }
        }
        .sheet(isPresented: $showing) { Detail() }
      }
    }
    struct Detail: View {
      @Environment(\\.presentationMode) var presentationMode
      @ScaledMetric(relativeTo: .body) private var size: CGFloat = 20
      @ScaledMetric var padding = 8.5
      var body: some View {
        VStack {
          Text("presented \\(presentationMode.wrappedValue.isPresented) \\(size) \\(padding)")
          Button("Close") { presentationMode.wrappedValue.dismiss() }
        }
      }
    }
    """

  @Test func presentationModeDismissesThePresentationItsViewIsIn() throws {
    let scene = try TestScene(source: Self.sheet, root: "Root")
    #expect(scene.first.tree.texts == ["root false"])
    // Outside any presentation, dismiss does nothing, as in SwiftUI.
    let nothing = try scene.perform(#"tap "Nothing""#)
    #expect(nothing.events.isEmpty)
    let shown = try scene.perform(#"tap "Open""#)
    #expect(shown.tree.texts == ["root false", "presented true 20.0 8.5"])
    let closed = try scene.perform(#"tap "Close""#)
    #expect(closed.tree.state("showing") == .bool(false))
    #expect(
      closed.events(.destroy).map(\.identity).last == "Root/sheet/Detail")
  }

  static let tabs = """
    struct Home: View {
      @State private var tab = "home"
      var body: some View {
        TabView(selection: $tab) {
          Tab("Home", systemImage: "house", value: "home") { Text("home") }
          Tab(value: "settings") {
            Counter()
          } label: {
            Label("Settings", systemImage: "gear")
          }
        }
      }
    }
    struct Counter: View {
      @State private var n = 0
      var body: some View { Button("n \\(n)") { n += 1 } }
    }
    """

  @Test func tabsAreTabItemsTaggedByTheirValue() throws {
    let scene = try TestScene(source: Self.tabs, root: "Home")
    let view = try #require(scene.first.tree.nodes(ofType: "TabView").first)
    #expect(view.children.map(\.identity) == ["Home/TabView/0/Text", "Home/TabView/1/Counter"])
    #expect(view.children.map { $0.modifier("tabItem") } == [.string("Home"), .string("Settings")])
    #expect(view.children.map { $0.modifier("tag") } == [.string("home"), .string("settings")])
    try scene.perform(#"tap "Settings""#)
    #expect(scene.tree.state("tab") == .string("settings"))
    try scene.perform(#"tap "n 0""#)
    try scene.perform(#"tap "Home""#)
    // The other tab stays alive with its state.
    #expect(scene.tree.nodes(ofType: "Counter").first?.state("n") == .int(1))
  }
}
