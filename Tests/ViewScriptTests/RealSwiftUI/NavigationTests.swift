import Foundation
import IdentityEngine
import IdlabTestSupport
import Testing

@testable import ViewScript

/// Navigation stacks: links push destinations with identities of their own; popping destroys
/// them with their state.
@Suite struct NavigationTests {
  static let valueStack = """
    struct Screen: View {
      @State private var path: [Int] = []
      var body: some View {
        NavigationStack(path: $path) {
          List {
            NavigationLink("Three", value: 3)
            NavigationLink(value: 4) { Text("Four") }
          }
          .navigationDestination(for: Int.self) { number in Detail(number: number) }
        }
      }
    }
    struct Detail: View {
      let number: Int
      @State private var taps = 0
      @Environment(\\.dismiss) private var dismiss
      var body: some View {
        VStack {
          Button("\\(number): \\(taps)") { taps += 1 }
          NavigationLink("Next", value: number + 1)
          Button("Back") { dismiss() }
        }
        .onAppear { print("appear \\(number)") }
        .onDisappear { print("disappear \\(number)") }
      }
    }
    """

  @Test func tappingAValueLinkAppendsToThePathAndPushesItsDestination() throws {
    let scene = try TestScene(source: Self.valueStack, root: "Screen")
    #expect(scene.first.tree.nodes(ofType: "Detail").isEmpty)
    let pushed = try scene.perform(#"tap "Three""#)
    let detail = "Screen/NavigationStack/1/id=3/Detail"
    #expect(pushed.tree.state("path") == .array([.int(3)]))
    #expect(
      pushed.events.map { "\($0.kind) \($0.identity)" } == [
        "create \(detail)", "create \(detail)/VStack", "create \(detail)/VStack/0/Button",
        "create \(detail)/VStack/1/NavigationLink",
        "create \(detail)/VStack/1/NavigationLink/0/Text",
        "create \(detail)/VStack/2/Button", "appear \(detail)/VStack",
      ])
    let stack = pushed.tree.children[0]
    #expect(stack.children.map(\.identity) == ["Screen/NavigationStack/0/List", detail])
    #expect(stack.children.map(\.presentation) == [nil, "navigationDestination"])
    // Only the top view's controls are reachable.
    #expect(scene.run.simulation.controls.map(\.label) == ["3: 0", "Next", "Back"])
  }

  @Test func poppingDestroysThePushedViewAndItsState() throws {
    let scene = try TestScene(source: Self.valueStack, root: "Screen")
    try scene.perform(#"tap "Three""#)
    try scene.perform(#"tap "3: 0""#)
    try scene.perform(#"tap "Next""#)
    #expect(scene.tree.state("path") == .array([.int(3), .int(4)]))
    #expect(
      scene.tree.nodes(ofType: "Detail").map(\.identity) == [
        "Screen/NavigationStack/1/id=3/Detail", "Screen/NavigationStack/2/id=4/Detail",
      ])
    let popped = try scene.perform("path.removeLast()")
    #expect(
      popped.events(.destroy, type: "Detail").map(\.identity) == [
        "Screen/NavigationStack/2/id=4/Detail"
      ])
    // The view below keeps its state.
    #expect(popped.tree.nodes(ofType: "Detail").map { $0.state("taps") } == [.int(1)])
    let back = try scene.perform(#"tap "Back""#)
    #expect(back.tree.state("path") == .array([]))
    #expect(back.tree.nodes(ofType: "Detail").isEmpty)
    // Pushed again: a fresh identity.
    let again = try scene.perform("path.append(3)")
    #expect(again.tree.nodes(ofType: "Detail").map { $0.state("taps") } == [.int(0)])
    // A covered view disappears and appears again when it is revealed (rule 24; issue #30):
    // "Next" covers 3, the pop reveals it before 4 goes (rule 11's order), "Back" removes 3,
    // and the fresh 3 appears.
    #expect(
      scene.run.printed == [
        "appear 3", "appear 4", "disappear 3", "appear 3", "disappear 4", "disappear 3",
        "appear 3",
      ])
  }

  @Test func theBackGesturePopsTheTopView() throws {
    let scene = try TestScene(source: Self.valueStack, root: "Screen")
    try scene.perform(#"tap "Four""#)
    try scene.perform(#"tap "Next""#)
    let back = try scene.perform("back")
    #expect(back.tree.state("path") == .array([.int(4)]))
    #expect(
      back.events(.destroy, type: "Detail").map(\.identity) == [
        "Screen/NavigationStack/2/id=5/Detail"
      ])
    try scene.perform("back")
    #expect(throws: ScriptDiagnostics.self) { try scene.run.perform("back") }
  }

  @Test func aNewValueAtTheSameDepthIsANewIdentity() throws {
    let scene = try TestScene(source: Self.valueStack, root: "Screen")
    try scene.perform("path = [3]")
    try scene.perform(#"tap "3: 0""#)
    let replaced = try scene.perform("path = [7]")
    #expect(
      replaced.events(.create, type: "Detail").map(\.identity) == [
        "Screen/NavigationStack/1/id=7/Detail"
      ])
    #expect(
      replaced.events(.destroy, type: "Detail").map(\.identity) == [
        "Screen/NavigationStack/1/id=3/Detail"
      ])
  }

  @Test func destinationLinksPushOnTheStacksOwnPath() throws {
    let scene = try TestScene(
      source: """
        struct Screen: View {
          var body: some View {
            NavigationView {
              VStack {
                NavigationLink("Settings", destination: Counter())
                NavigationLink { Counter() } label: { Label("More", systemImage: "star") }
              }
            }
          }
        }
        struct Counter: View {
          @State private var n = 0
          var body: some View { Button("n \\(n)") { n += 1 } }
        }
        """, root: "Screen")
    let pushed = try scene.perform(#"tap "Settings""#)
    #expect(
      pushed.events(.create).map(\.identity) == [
        "Screen/NavigationStack/1/Counter", "Screen/NavigationStack/1/Counter/Button",
      ])
    try scene.perform(#"tap "n 0""#)
    #expect(scene.tree.nodes(ofType: "Counter").first?.state("n") == .int(1))
    let popped = try scene.perform("back")
    #expect(
      popped.events(.destroy).map(\.identity) == [
        "Screen/NavigationStack/1/Counter/Button", "Screen/NavigationStack/1/Counter",
      ])
    try scene.perform(#"tap "More""#)
    #expect(scene.tree.nodes(ofType: "Counter").first?.state("n") == .int(0))
  }

  @Test func aNavigationPathWorksLikeAnArrayOfValues() throws {
    let scene = try TestScene(
      source: """
        struct Screen: View {
          @State private var path = NavigationPath()
          var body: some View {
            NavigationStack(path: $path) {
              Button("Go") { path.append("a") }
                .navigationDestination(for: String.self) { name in Text("page \\(name)") }
            }
          }
        }
        """)
    let pushed = try scene.perform(#"tap "Go""#)
    #expect(pushed.tree.texts == ["page a"])
    #expect(pushed.events(.create).map(\.identity) == [#"Screen/NavigationStack/1/id="a"/Text"#])
    let popped = try scene.perform("path.removeLast()")
    #expect(popped.tree.texts.isEmpty)
  }

  /// `NavigationView { Sidebar(); Detail() }` on an iPhone shows its first view, the root; the
  /// other columns appear only through its links (Apple, `NavigationView`: in compact widths it
  /// "displays a stack"): they are not built, so their `onAppear` does not run.
  @Test func aNavigationViewsLaterColumnsAreNotShownOnAnIPhone() throws {
    let scene = try TestScene(
      source: """
        struct Home: View {
          @State private var appeared: [String] = []
          var body: some View {
            NavigationView {
              List { Text("Journal") }.onAppear { appeared.append("list") }
              Text("Pick a section").onAppear { appeared.append("detail") }
            }
            .overlay { Text(appeared.joined(separator: ",")) }
          }
        }
        """, root: "Home")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["Journal", "list"])
  }

  /// On an iPhone a `NavigationSplitView` collapses into one stack whose top is the sidebar,
  /// or the column `preferredCompactColumn:` names ("A NavigationSplitView collapses into a
  /// single stack in some contexts, like on iPhone", Apple, `NavigationSplitViewColumn`).
  /// Expected screens written by hand from that rule.
  @Test func aSplitViewCollapsesToItsTopColumnOnAnIPhone() throws {
    func library(_ column: String) -> String {
      """
      struct Library: View {
        @State private var selection: String?
        @State private var column = NavigationSplitViewColumn.\(column)
        let books = ["Dune", "Emma"]
        var body: some View {
          NavigationSplitView(preferredCompactColumn: $column) {
            List(books, id: \\.self, selection: $selection) { book in
              NavigationLink(book, value: book)
            }
            .navigationTitle("Books")
          } detail: {
            Text(selection ?? "Select a book")
          }
        }
      }
      """
    }
    let sidebar = try TestScene(source: library("sidebar"), root: "Library")
    #expect(sidebar.first.error == nil)
    #expect(sidebar.first.tree.texts == ["Dune", "Emma"])
    #expect(sidebar.first.tree.nodes(ofType: "NavigationStack").count == 1)
    let detail = try TestScene(source: library("detail"), root: "Library")
    #expect(detail.first.tree.texts == ["Select a book"])
  }

  /// `NavigationLink(destination:isActive:)` pushes its destination while the binding is true,
  /// from the first render on; the back button sets it to false and a tap to true. The
  /// `tag:selection:` form pushes the link whose tag the selection holds, and popping sets the
  /// selection to nil (Apple, `NavigationLink.init(destination:isActive:label:)`, `init(
  /// destination:tag:selection:label:)`; the thirty-third sample's link active at the start
  /// was not pushed). Expected screens written by hand from those pages.
  @Test func aBoundLinkPushesWhileItsBindingSaysSo() throws {
    let scene = try TestScene(
      source: """
        struct Inbox: View {
          @State private var open = true
          @State private var chosen: Int? = nil
          var body: some View {
            NavigationView {
              VStack {
                NavigationLink(destination: Text("Detail"), isActive: $open) { Text("Open") }
                NavigationLink(destination: Text("First"), tag: 1, selection: $chosen) {
                  Text("One")
                }
                NavigationLink(destination: Text("Second"), tag: 2, selection: $chosen) {
                  Text("Two")
                }
              }
            }
          }
        }
        """, root: "Inbox")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts.last == "Detail")
    let back = try scene.perform("back")
    #expect(back.tree.state("open") == .bool(false))
    #expect(back.tree.texts == ["Open", "One", "Two"])
    let two = try scene.perform(#"tap "Two""#)
    #expect(two.tree.state("chosen") == .int(2))
    #expect(two.tree.texts.last == "Second")
    let popped = try scene.perform("back")
    #expect(popped.tree.state("chosen") == .null)
    #expect(try scene.perform(#"tap "Open""#).tree.texts.last == "Detail")
  }

  /// A split view of a project that builds for macOS only is drawn as on an iPhone (one
  /// column), and says so: warning S127 at the split view, listed with the opaque names. An
  /// iOS project's split view is an iPhone's, with no warning (the thirty-third sample: two
  /// Mac screens showed their sidebar alone with no sign of the detail column).
  @Test func aMacProjectsSplitViewSaysItIsDrawnAsOnAnIPhone() throws {
    for sdk in ["macosx", "iphoneos"] {
      let folder = try makeTemporaryFolder("idlab-mac-columns")
      defer { try? FileManager.default.removeItem(at: folder) }
      let project = folder.appendingPathComponent("Fruits.xcodeproj")
      try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
      try "{ objects = { B1 = { buildSettings = { SDKROOT = \(sdk); }; }; }; }".write(
        to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
      let source = """
        struct Fruits: View {
          var body: some View {
            NavigationSplitView {
              List { Text("Apple") }
            } detail: {
              Text("Pick a fruit")
            }
          }
        }
        """
      let program = try ScriptProgram.compile(
        files: [
          ScriptSource(
            path: folder.appendingPathComponent("Fruits-\(sdk).swift").path, source: source)
        ])
      let codes = program.opaqueNames.map { "\($0.code) \($0.line):\($0.column)" }
      #expect(codes == (sdk == "macosx" ? ["S127 3:5"] : []))
      #expect(try program.simulate(root: nil).steps[0].outcome.tree.texts == ["Apple"])
    }
  }

  /// `NavigationStack(root:)` with its labelled closure shows the root view, as the trailing
  /// closure does (Apple, `NavigationStack.init(root:)`; sample 48 drew nothing).
  @Test func aLabelledRootIsTheStacksContent() throws {
    let scene = try TestScene(
      source: """
        struct Welcome: View {
          var body: some View {
            NavigationStack(root: {
              VStack {
                Text("Sign up")
                Button("Continue") { }
              }
            })
          }
        }
        """, root: "Welcome")
    #expect(scene.first.tree.texts == ["Sign up"])
    #expect(scene.first.tree.nodes(ofType: "Button").map(\.label) == ["Continue"])
  }
}
