import IdentityEngine
import Testing

@testable import ViewScript

/// `.toolbar { … }`: its items are built with the view, beside it at `…/toolbar`, each with its
/// own identity and state; their controls are reachable with the view's (a toolbar is not
/// modal). `ToolbarSpacer` and `DefaultToolbarItem` are leaves carrying their sizing and kind;
/// `ToolbarTitleMenu` holds views like `ToolbarItemGroup`.
@Suite struct ToolbarTests {
  static let source = """
    import SwiftUI

    struct Taps: View {
      @State private var taps = 0
      var body: some View {
        Button("Taps \\(taps)") { taps += 1 }
      }
    }

    struct Inbox: View {
      @State private var count = 0
      @State private var query = ""
      @State private var editing = true
      var body: some View {
        NavigationStack {
          VStack {
            Text("Count \\(count)")
            if editing {
              Text("Editor")
                .toolbar {
                  ToolbarItem(placement: .bottomBar) { Taps() }
                }
            }
          }
          .navigationTitle("Inbox")
          .searchable(text: $query)
          .navigationDestination(for: Int.self) { page in Text("Page \\(page)") }
          .toolbar {
            ToolbarItem(placement: .primaryAction) {
              Button("Add") { count += 1 }
            }
            ToolbarSpacer(.fixed)
            ToolbarItemGroup(placement: .bottomBar) {
              Button("Done") { editing.toggle() }
              NavigationLink("Page", value: 7)
            }
            ToolbarSpacer(.flexible, placement: .bottomBar)
            DefaultToolbarItem(kind: .search, placement: .bottomBar)
            ToolbarTitleMenu {
              Taps()
            }
          }
        }
      }
    }
    """

  static let stack = "Inbox/NavigationStack"

  @Test func theItemsAreBuiltBesideTheViewEachWithItsIdentity() throws {
    let program = try ScriptProgram.compile(source: Self.source, path: "scene.swift")
    #expect(program.warnings.isEmpty)
    let scene = try TestScene(source: Self.source, root: "Inbox")
    #expect(scene.first.error == nil)
    let toolbar = "\(Self.stack)/0/toolbar"
    let editor = "\(Self.stack)/0/VStack/1/some/toolbar"
    expectLines(
      scene.first.tree.allNodes.map { "\($0.identity) \($0.presentation ?? "")" }
        .joined(separator: "\n"),
      """
      Inbox 
      \(Self.stack) 
      \(Self.stack)/0/VStack 
      \(Self.stack)/0/VStack/0/Text 
      \(Self.stack)/0/VStack/1/some/Text 
      \(editor)/ToolbarItem toolbar
      \(editor)/ToolbarItem/0/Taps 
      \(editor)/ToolbarItem/0/Taps/Button 
      \(toolbar)/TupleView toolbar
      \(toolbar)/TupleView/0/ToolbarItem 
      \(toolbar)/TupleView/0/ToolbarItem/0/Button 
      \(toolbar)/TupleView/1/ToolbarSpacer 
      \(toolbar)/TupleView/2/ToolbarItemGroup 
      \(toolbar)/TupleView/2/ToolbarItemGroup/0/Button 
      \(toolbar)/TupleView/2/ToolbarItemGroup/1/NavigationLink 
      \(toolbar)/TupleView/2/ToolbarItemGroup/1/NavigationLink/0/Text 
      \(toolbar)/TupleView/3/ToolbarSpacer 
      \(toolbar)/TupleView/4/DefaultToolbarItem 
      \(toolbar)/TupleView/5/ToolbarTitleMenu 
      \(toolbar)/TupleView/5/ToolbarTitleMenu/0/Taps 
      \(toolbar)/TupleView/5/ToolbarTitleMenu/0/Taps/Button 
      """)
    let leaves = scene.first.tree.allNodes.filter {
      $0.type == "ToolbarSpacer" || $0.type == "DefaultToolbarItem"
    }
    #expect(
      leaves.map { "\($0.type) \($0.text ?? "-")" } == [
        "ToolbarSpacer fixed", "ToolbarSpacer flexible", "DefaultToolbarItem search",
      ])
    #expect(
      scene.first.events(.create).map(\.identity).contains(
        "\(toolbar)/TupleView/5/ToolbarTitleMenu/0/Taps"))
  }

  @Test func aToolbarButtonIsReachableAndAParentRenderKeepsTheItemsAndTheirState() throws {
    let scene = try TestScene(source: Self.source, root: "Inbox")
    // Both `Taps` views are reachable: the editor's item first, then the title menu's.
    try scene.perform(#"tap "Taps 0" #2"#)
    let added = try scene.perform(#"tap "Add""#)
    #expect(added.tree.texts.first == "Count 1")
    #expect(added.events(.create).isEmpty && added.events(.destroy).isEmpty)
    let taps = added.tree.nodes(ofType: "Taps").map { $0.state("taps") }
    #expect(taps == [.int(0), .int(1)])
  }

  @Test func aToolbarGoesWithItsViewAndItsItemsStateWithIt() throws {
    let scene = try TestScene(source: Self.source, root: "Inbox")
    try scene.perform(#"tap "Taps 0""#)
    let editor = "\(Self.stack)/0/VStack/1/some/toolbar/ToolbarItem/0/Taps"
    #expect(scene.tree.nodes(ofType: "Taps").first?.state("taps") == .int(1))
    let hidden = try scene.perform(#"tap "Done""#)
    #expect(hidden.events(.destroy).map(\.identity).contains(editor))
    let shown = try scene.perform(#"tap "Done""#)
    #expect(shown.events(.create).map(\.identity).contains(editor))
    #expect(shown.tree.nodes(ofType: "Taps").first?.state("taps") == .int(0))
  }

  @Test func aToolbarLinkPushesOnTheViewsStack() throws {
    let scene = try TestScene(source: Self.source, root: "Inbox")
    let pushed = try scene.perform(#"tap "Page""#)
    #expect(pushed.tree.texts.last == "Page 7")
  }

  @Test func theSpacerAndTheDefaultItemAreLeavesCarryingTheirSizingAndKind() throws {
    let describer = try Describer("struct Empty: View { var body: some View { EmptyView() } }")
    var built: [String] = []
    for expression in [
      "ToolbarSpacer()", "ToolbarSpacer(.fixed)", "ToolbarSpacer(.flexible, placement: .bottomBar)",
      "DefaultToolbarItem(kind: .search, placement: .bottomBar)",
    ] {
      guard case .opaque(let opaque) = try describer.evaluate(expression),
        let view = opaque as? ViewValue, case .primitive(let primitive) = view.description
      else {
        Issue.record("\(expression) is not a leaf")
        continue
      }
      built.append("\(primitive.kind.rawValue) \(primitive.text ?? "-")")
    }
    expectLines(
      built.joined(separator: "\n"),
      """
      ToolbarSpacer flexible
      ToolbarSpacer fixed
      ToolbarSpacer flexible
      DefaultToolbarItem search
      """)
  }

  @Test func aToolbarWithoutContentStaysInert() throws {
    let source = """
      struct Plain: View {
        var body: some View {
          Text("Hi").toolbar(.hidden, for: .navigationBar)
        }
      }
      """
    let scene = try TestScene(source: source)
    #expect(scene.first.tree.allNodes.map(\.identity) == ["Plain", "Plain/Text"])
  }

  @Test func aMisspelledToolbarItemIsUnknownWithTheNameItMeant() {
    let source = """
      struct Bar: View {
        var body: some View {
          Text("Hi").toolbar { ToolbarSpacr(.fixed) }
        }
      }
      """
    #expect {
      try ScriptProgram.compile(source: source, path: "scene.swift")
    } throws: { error in
      guard let diagnostics = error as? ScriptDiagnostics else { return false }
      return TestScene.describe(diagnostics)
        == "scene.swift:3:26: S103 cannot find type `ToolbarSpacr` in scope"
        && diagnostics.diagnostics.first?.arguments["similar"] == "ToolbarSpacer"
    }
  }

  @Test func aDefaultItemWithoutAKindIsAnError() {
    let source = """
      struct Bar: View {
        var body: some View {
          Text("Hi").toolbar { DefaultToolbarItem(placement: .bottomBar) }
        }
      }
      """
    #expect {
      try TestScene(source: source)
    } throws: { error in
      "\(error)"
        == "scene.swift:3:26: S204 invalid arguments to `DefaultToolbarItem`: missing argument "
        + "for `kind`"
    }
  }

  /// `.navigationBarItems(leading:trailing:)`, which `.toolbar` replaced: its views are the
  /// toolbar's items, leading first, and their controls are reachable.
  @Test func navigationBarItemsAreToolbarItems() throws {
    let scene = try TestScene(
      source: """
        struct Notes: View {
          @State private var closed = 0
          var body: some View {
            NavigationStack {
              Text("Closed \\(closed)")
                .navigationBarItems(
                  leading: Text("Edit"), trailing: Button("Close") { closed += 1 })
            }
          }
        }
        """, root: "Notes")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["Closed 0", "Edit"])
    let bar = scene.first.tree.allNodes.filter { $0.identity.hasSuffix("toolbar/TupleView") }
    #expect(bar.count == 1)
    #expect(bar.first?.children.map(\.type) == ["Text", "Button"])
    #expect(try scene.perform(#"tap "Close""#).tree.texts == ["Closed 1", "Edit"])
  }

  /// Items placed `.keyboard` are shown above the keyboard while a field is edited (Apple,
  /// `ToolbarItemPlacement.keyboard`), never on the first screen; other items are.
  @Test func keyboardItemsAreNotOnTheFirstScreen() throws {
    let scene = try TestScene(
      source: """
        struct Editor: View {
          @State private var name = ""
          var body: some View {
            NavigationStack {
              TextField("Name", text: $name)
                .toolbar {
                  ToolbarItemGroup(placement: .keyboard) { Button("Done") {} }
                  ToolbarItem(placement: .primaryAction) { Button("Save") {} }
                }
            }
          }
        }
        """, root: "Editor")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.nodes(ofType: "Button").map(\.label) == ["Save"])
  }

  /// A `@ToolbarContentBuilder` property or function builds its items as a view builder builds
  /// views (SwiftUI's result builder for toolbar content): both items of the toolbar are there.
  @Test func aToolbarContentBuilderBuildsEveryItem() throws {
    let scene = try TestScene(
      source: """
        struct Books: View {
          var body: some View {
            NavigationStack {
              Text("list").toolbar { items }
            }
          }
          @ToolbarContentBuilder
          var items: some ToolbarContent {
            ToolbarItem(placement: .topBarLeading) { EditButton() }
            ToolbarItem { Button("Add", systemImage: "plus") {} }
          }
        }
        """, root: "Books")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.nodes(ofType: "ToolbarItem").count == 2)
    #expect(scene.first.tree.nodes(ofType: "Button").map(\.label) == ["Add"])
  }

  /// A type of the program conforming to `ToolbarContent` (`var body: some ToolbarContent`) is
  /// toolbar content where `.toolbar { ShareItems() }` puts it (Apple, `ToolbarContent`: "Conform
  /// a custom type to ToolbarContent to create your own toolbar content"): its items are built
  /// and its buttons tapped as any toolbar item's (until session 13, S203 "not a view").
  @Test func aProgramsToolbarContentTypeIsToolbarContent() throws {
    let scene = try TestScene(
      source: """
        struct ShareItems: ToolbarContent {
          @Binding var shared: Int
          var body: some ToolbarContent {
            ToolbarItem {
              Button("Share") { shared += 1 }
            }
          }
        }
        struct Notes: View {
          @State private var shared = 0
          var body: some View {
            NavigationStack {
              Text("shared \\(shared)")
                .toolbar { ShareItems(shared: $shared) }
            }
          }
        }
        """, root: "Notes")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.nodes(ofType: "ShareItems").count == 1)
    #expect(try scene.perform(#"tap "Share""#).tree.texts == ["shared 1"])
  }
}
