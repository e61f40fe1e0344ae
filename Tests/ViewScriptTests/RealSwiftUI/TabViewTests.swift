import IdentityEngine
import Testing

@testable import ViewScript

/// Tab views: every tab's identity exists from the first render; only the selected tab's
/// content appears; switching tabs keeps every tab's state.
@Suite struct TabViewTests {
  static let source = """
    enum Tab { case home, settings }
    struct Screen: View {
      @State private var tab = Tab.home
      var body: some View {
        TabView(selection: $tab) {
          Counter(name: "home")
            .tabItem { Label("Home", systemImage: "house") }
            .tag(Tab.home)
          Counter(name: "settings")
            .tabItem { Label("Settings", systemImage: "gear") }
            .tag(Tab.settings)
        }
      }
    }
    struct Counter: View {
      let name: String
      @State private var n = 0
      var body: some View {
        Button("\\(name) \\(n)") { n += 1 }
          .onAppear { print("appear \\(name)") }
          .onDisappear { print("disappear \\(name)") }
          .task { print("task \\(name)") }
      }
    }
    """

  @Test func everyTabExistsButOnlyTheSelectedOneAppears() throws {
    let scene = try TestScene(source: Self.source, root: "Screen")
    #expect(
      scene.first.events(.create).map(\.identity) == [
        "Screen", "Screen/TabView", "Screen/TabView/0/Counter", "Screen/TabView/0/Counter/Button",
        "Screen/TabView/1/Counter", "Screen/TabView/1/Counter/Button",
      ])
    #expect(scene.first.events(.appear).map(\.identity) == ["Screen/TabView/0/Counter/Button"])
    #expect(scene.first.events(.taskStart).map(\.identity) == ["Screen/TabView/0/Counter/Button"])
    #expect(scene.run.printed == ["appear home", "task home"])
    // The tab items and the selected tab's controls are reachable.
    #expect(scene.run.simulation.controls.map(\.label) == ["Home", "Settings", "home 0"])
  }

  @Test func switchingTabsAppearsTheNewOneAndKeepsEveryTabsState() throws {
    let scene = try TestScene(source: Self.source, root: "Screen")
    try scene.perform(#"tap "home 0""#)
    let switched = try scene.perform(#"tap "Settings""#)
    #expect(switched.tree.state("tab") == .enumCase(type: "Tab", name: "settings", payload: []))
    #expect(
      switched.events.map { "\($0.kind) \($0.identity)" } == [
        "appear Screen/TabView/1/Counter/Button", "disappear Screen/TabView/0/Counter/Button",
        // No `taskCancel` for the home tab: its task printed and finished on the first render,
        // and cancelling a finished task does nothing (issue #30).
        "taskStart Screen/TabView/1/Counter/Button",
      ])
    #expect(switched.events(.create).isEmpty)
    #expect(switched.events(.destroy).isEmpty)
    #expect(scene.run.simulation.controls.map(\.label) == ["Home", "Settings", "settings 0"])
    let back = try scene.perform("tab = .home")
    #expect(back.tree.nodes(ofType: "Counter").map { $0.state("n") } == [.int(1), .int(0)])
    #expect(
      scene.run.printed == [
        "appear home", "task home", "appear settings", "disappear home", "task settings",
        "appear home", "disappear settings", "task home",
      ])
  }

  @Test func aTabViewWithoutSelectionKeepsItsOwn() throws {
    let scene = try TestScene(
      source: """
        struct Screen: View {
          var body: some View {
            TabView {
              Text("one").tabItem { Text("One") }
              Text("two").tabItem { Text("Two") }.onAppear { print("two") }
            }
          }
        }
        """)
    #expect(scene.run.printed.isEmpty)
    let switched = try scene.perform(#"tap "Two""#)
    #expect(switched.events(.appear).map(\.identity) == ["Screen/TabView/1/Text"])
    #expect(scene.run.printed == ["two"])
  }
}
