import IdentityEngine
import Testing

@testable import ViewScript

/// Sheets, covers, popovers, alerts and confirmation dialogs: presented subtrees with their own
/// identities, created when presented and destroyed (state and all) when dismissed.
@Suite struct PresentationTests {
  static let sheet = """
    struct Screen: View {
      @State private var showing = false
      var body: some View {
        VStack {
          Button("Show") { showing = true }
        }
        .sheet(isPresented: $showing, onDismiss: { print("onDismiss") }) { Detail() }
      }
    }
    struct Detail: View {
      @State private var n = 0
      @Environment(\\.dismiss) private var dismiss
      var body: some View {
        VStack {
          Button("n \\(n)") { n += 1 }
          Button("Done") { dismiss() }
        }
        .onAppear { print("appear") }
        .onDisappear { print("disappear") }
      }
    }
    """

  @Test func presentingASheetCreatesItsContentBesideThePresenter() throws {
    let scene = try TestScene(source: Self.sheet, root: "Screen")
    #expect(
      scene.first.tree.allNodes.map(\.identity) == [
        "Screen", "Screen/VStack", "Screen/VStack/0/Button",
      ])
    #expect(scene.first.tree.children[0].modifier("sheet") == .bool(false))
    let shown = try scene.perform(#"tap "Show""#)
    let detail = "Screen/sheet/Detail"
    #expect(
      shown.events.map { "\($0.kind) \($0.identity)" } == [
        "create \(detail)", "create \(detail)/VStack", "create \(detail)/VStack/0/Button",
        "create \(detail)/VStack/1/Button", "appear \(detail)/VStack",
      ])
    let stack = shown.tree.children[0]
    #expect(stack.modifier("sheet") == .bool(true))
    #expect(stack.children.map(\.identity) == ["Screen/VStack/0/Button", detail])
    #expect(stack.children[1].presentation == "sheet")
    #expect(stack.children[0].presentation == nil)
    #expect(scene.run.printed == ["appear"])
  }

  @Test func dismissingDestroysTheSheetAndItsStateAndOnDismissRunsAfter() throws {
    let scene = try TestScene(source: Self.sheet, root: "Screen")
    try scene.perform(#"tap "Show""#)
    try scene.perform(#"tap "n 0""#)
    try scene.perform(#"tap "n 1""#)
    #expect(scene.tree.nodes(ofType: "Detail").first?.state("n") == .int(2))
    let dismissed = try scene.perform(#"tap "Done""#)
    let detail = "Screen/sheet/Detail"
    #expect(
      dismissed.events.map { "\($0.kind) \($0.identity)" } == [
        "disappear \(detail)/VStack", "destroy \(detail)/VStack/0/Button",
        "destroy \(detail)/VStack/1/Button", "destroy \(detail)/VStack", "destroy \(detail)",
      ])
    #expect(scene.tree.state("showing") == .bool(false))
    #expect(scene.tree.nodes(ofType: "Detail").isEmpty)
    #expect(scene.run.printed == ["appear", "disappear", "onDismiss"])
    // Presented again: a new identity, its state starts over.
    let again = try scene.perform(#"tap "Show""#)
    #expect(again.events(.create).first?.identity == detail)
    #expect(again.tree.nodes(ofType: "Detail").first?.state("n") == .int(0))
  }

  @Test func settingTheBindingToFalseDismissesToo() throws {
    let scene = try TestScene(source: Self.sheet, root: "Screen")
    try scene.perform("showing = true")
    let closed = try scene.perform("showing = false")
    #expect(closed.events(.destroy).map(\.identity).last == "Screen/sheet/Detail")
    #expect(scene.run.printed == ["appear", "disappear", "onDismiss"])
  }

  @Test func whileASheetIsUpOnlyItsControlsCanBeTapped() throws {
    let scene = try TestScene(source: Self.sheet, root: "Screen")
    try scene.perform(#"tap "Show""#)
    #expect(scene.run.simulation.controls.map(\.label) == ["n 0", "Done"])
    #expect(throws: ScriptDiagnostics.self) { try scene.run.perform(#"tap "Show""#) }
  }

  static let items = """
    struct Item: Identifiable {
      let id: Int
      let name: String
    }
    struct Screen: View {
      @State private var selected: Item? = nil
      var body: some View {
        List {
          Button("One") { selected = Item(id: 1, name: "one") }
        }
        .fullScreenCover(item: $selected) { item in Detail(name: item.name) }
      }
    }
    struct Detail: View {
      let name: String
      @State private var taps = 0
      @Environment(\\.dismiss) private var dismiss
      var body: some View {
        Button("\\(name) \\(taps)") { taps += 1 }
          .onAppear { print("appear \\(name)") }
          .onDisappear { print("disappear \\(name)") }
        Button("Close") { dismiss() }
      }
    }
    """

  @Test func anItemWithANewIdReplacesTheContent() throws {
    let scene = try TestScene(source: Self.items, root: "Screen")
    try scene.perform(#"tap "One""#)
    let one = "Screen/fullScreenCover/id=1/Detail"
    #expect(scene.tree.nodes(ofType: "Detail").map(\.identity) == [one])
    try scene.perform(#"tap "one 0""#)
    let replaced = try scene.perform(#"selected = Item(id: 2, name: "two")"#)
    let two = "Screen/fullScreenCover/id=2/Detail"
    #expect(replaced.events(.create, type: "Detail").map(\.identity) == [two])
    #expect(replaced.events(.destroy, type: "Detail").map(\.identity) == [one])
    #expect(scene.tree.nodes(ofType: "Detail").map { $0.state("taps") } == [.int(0)])
    // "If `item` changes, the system dismisses the sheet and replaces it with a new one using the
    // same process" (Apple): the old content disappears before the new one appears, with
    // `onDismiss` in between (pointfreeco/swift-navigation#238; issue #30).
    #expect(scene.run.printed == ["appear one", "disappear one", "appear two"])
  }

  @Test func dismissFromAnItemSheetSetsTheItemToNil() throws {
    let scene = try TestScene(source: Self.items, root: "Screen")
    try scene.perform(#"tap "One""#)
    let closed = try scene.perform(#"tap "Close""#)
    #expect(closed.tree.state("selected") == .null)
    #expect(closed.events(.destroy, type: "Detail").count == 1)
    #expect(scene.run.printed == ["appear one", "disappear one"])
  }

  @Test func theSameItemKeepsItsContentAndState() throws {
    let scene = try TestScene(source: Self.items, root: "Screen")
    try scene.perform(#"tap "One""#)
    try scene.perform(#"tap "one 0""#)
    let same = try scene.perform(#"selected = Item(id: 1, name: "uno")"#)
    #expect(same.events(.create).isEmpty)
    #expect(same.tree.nodes(ofType: "Detail").first?.state("taps") == .int(1))
    #expect(same.tree.texts.isEmpty)
    #expect(scene.run.simulation.controls.map(\.label) == ["uno 1", "Close"])
  }

  static let alert = """
    struct Screen: View {
      @State private var count = 3
      @State private var asking = false
      @State private var info = false
      var body: some View {
        VStack {
          Text("\\(count)")
          Button("Remove") { asking = true }
          Button("Info") { info = true }
        }
        .alert("Remove one?", isPresented: $asking) {
          Button("Remove", role: .destructive) { count -= 1 }
          Button("Cancel", role: .cancel) { }
        } message: {
          Text("It cannot be undone")
        }
        .alert(Text("Saved"), isPresented: $info) { }
      }
    }
    """

  @Test func anAlertShowsItsTitleButtonsAndMessage() throws {
    let scene = try TestScene(source: Self.alert, root: "Screen")
    let shown = try scene.perform(#"tap "Remove""#)
    let alert = "Screen/alert/Alert"
    #expect(
      shown.events(.create).map(\.identity) == [
        alert, "\(alert)/0/Text", "\(alert)/1/Button", "\(alert)/2/Button", "\(alert)/3/Text",
      ])
    #expect(shown.tree.texts == ["3", "Remove one?", "It cannot be undone"])
    #expect(scene.run.simulation.controls.map(\.label) == ["Remove", "Cancel"])
  }

  @Test func tappingAnAlertButtonRunsItsActionAndDismisses() throws {
    let scene = try TestScene(source: Self.alert, root: "Screen")
    try scene.perform(#"tap "Remove""#)
    let removed = try scene.perform(#"tap "Remove""#)
    #expect(removed.tree.state("count") == .int(2))
    #expect(removed.tree.state("asking") == .bool(false))
    #expect(removed.events(.destroy).map(\.identity).last == "Screen/alert/Alert")
    try scene.perform(#"tap "Remove""#)
    let cancelled = try scene.perform(#"tap "Cancel""#)
    #expect(cancelled.tree.state("count") == .int(2))
    #expect(cancelled.tree.nodes(ofType: "Alert").isEmpty)
  }

  @Test func anAlertWithoutButtonsGetsOK() throws {
    let scene = try TestScene(source: Self.alert, root: "Screen")
    let shown = try scene.perform(#"tap "Info""#)
    // The outer of the two `.alert` modifiers on the `VStack`: a structural position of its own
    // (issue #30), so not the first alert's `Screen/alert/Alert`.
    #expect(shown.tree.nodes(ofType: "Alert").first?.identity == "Screen/alert/1/Alert")
    #expect(shown.tree.texts == ["3", "Saved"])
    let closed = try scene.perform(#"tap "OK""#)
    #expect(closed.tree.state("info") == .bool(false))
    #expect(closed.tree.nodes(ofType: "Alert").isEmpty)
  }

  @Test func aConfirmationDialogPassesThePresentedDataAndAPopoverIsASubtree() throws {
    let scene = try TestScene(
      source: """
        struct Screen: View {
          @State private var asking = false
          @State private var picked = ""
          @State private var tip = false
          var body: some View {
            VStack {
              Button("Pick") { asking = true }
              Button("Tip") { tip = true }
            }
            .confirmationDialog("Which?", isPresented: $asking, presenting: "tea") { drink in
              Button("Take \\(drink)") { picked = drink }
            }
            .popover(isPresented: $tip) { Text("A tip") }
          }
        }
        """)
    let shown = try scene.perform(#"tap "Pick""#)
    #expect(
      shown.tree.nodes(ofType: "ConfirmationDialog").map(\.identity) == [
        "Screen/confirmationDialog/ConfirmationDialog"
      ])
    let taken = try scene.perform(#"tap "Take tea""#)
    #expect(taken.tree.state("picked") == .string("tea"))
    #expect(taken.tree.nodes(ofType: "ConfirmationDialog").isEmpty)
    let tip = try scene.perform(#"tap "Tip""#)
    #expect(tip.events(.create).map(\.identity) == ["Screen/popover/Text"])
    #expect(tip.tree.first { $0.presentation == "popover" }?.text == "A tip")
  }
}
