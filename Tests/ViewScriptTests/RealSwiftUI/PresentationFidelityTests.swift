import IdentityEngine
import Testing

@testable import ViewScript

/// Presentation, navigation and observation as Apple documents them (issue #30).
///
/// Expected values, written from the sources quoted in docs/semantics.md before running anything:
/// 1. `alert(_:isPresented:presenting:)`: no alert while the data is nil; once presented, the
///    content keeps the data it was presented with ("Any changes … after the presentation occurs
///    are ignored").
/// 2. `confirmationDialog`: a "Cancel" that only dismisses is added unless a button has the
///    cancel role.
/// 3. Two `.alert` modifiers on one view: two identities, `…/alert/Alert` and `…/alert/1/Alert`.
/// 4. `\.isPresented`: true in a sheet and in a pushed view, false at the root.
/// 5. `navigationDestination(isPresented:)` / `(item:)`: pushed while the flag is true or the item
///    non-nil; `back` sets them to false / nil.
/// 6. A view covered by a push disappears (task cancelled) and appears again when popped (task
///    started again); the views below a deep link's top never appear until revealed.
/// 7. A finished task is not cancelled.
/// 8. `.environment(nil as Model?)` clears the object: an optional read gives nil.
/// 9. `@ObservationIgnored`, `Bindable(model)`, and a swapped `@Observable` instance.
@Suite struct PresentationFidelityTests {
  static func kinds(_ outcome: Outcome) -> [String] {
    outcome.events.map { "\($0.kind) \($0.identity)" }
  }

  @Test func anAlertNeedsItsDataAndKeepsIt() throws {
    let scene = try TestScene(
      source: """
        struct Screen: View {
          @State private var asking = false
          @State private var name: String?
          var body: some View {
            Button("Ask") { asking = true }
              .alert("Save?", isPresented: $asking, presenting: name) { name in
                Button("Save \\(name)") { }
              }
          }
        }
        """, root: "Screen")
    let withoutData = try scene.perform(#"tap "Ask""#)
    #expect(withoutData.tree.nodes(ofType: "Alert").isEmpty)
    try scene.perform("asking = false")
    try scene.perform(#"name = "Draft""#)
    let shown = try scene.perform("asking = true")
    #expect(shown.tree.nodes(ofType: "Alert").count == 1)
    let renamed = try scene.perform(#"name = "Final""#)
    #expect(renamed.tree.nodes(ofType: "Button").compactMap(\.label) == ["Ask", "Save Draft"])
  }

  @Test func aDialogGetsTheSystemDismissActionUnlessACancelButtonIsGiven() throws {
    let scene = try TestScene(
      source: """
        struct Screen: View {
          @State private var a = false
          @State private var b = false
          var body: some View {
            VStack {
              Button("A") { a = true }
              Button("B") { b = true }
            }
            .confirmationDialog("First", isPresented: $a) { Button("One") { } }
            .confirmationDialog("Second", isPresented: $b) {
              Button("Two") { }
              Button("Stop", role: .cancel) { }
            }
          }
        }
        """, root: "Screen")
    try scene.perform(#"tap "A""#)
    #expect(scene.run.simulation.controls.map(\.label) == ["One", "Cancel"])
    let cancelled = try scene.perform(#"tap "Cancel""#)
    #expect(cancelled.tree.state("a") == .bool(false))
    try scene.perform(#"tap "B""#)
    #expect(scene.run.simulation.controls.map(\.label) == ["Two", "Stop"])
  }

  @Test func twoAlertsOnOneViewAreTwoIdentities() throws {
    let scene = try TestScene(
      source: """
        struct Screen: View {
          @State private var a = false
          @State private var b = false
          var body: some View {
            Text("x")
              .alert("A", isPresented: $a) { }
              .alert("B", isPresented: $b) { }
          }
        }
        """, root: "Screen")
    let first = try scene.perform("a = true")
    #expect(first.tree.nodes(ofType: "Alert").map(\.identity) == ["Screen/alert/Alert"])
    try scene.perform("a = false")
    let second = try scene.perform("b = true")
    #expect(second.tree.nodes(ofType: "Alert").map(\.identity) == ["Screen/alert/1/Alert"])
  }

  static let presented = """
    struct Badge: View {
      let name: String
      @Environment(\\.isPresented) private var isPresented
      var body: some View { Text("\\(name) \\(isPresented)") }
    }
    struct Screen: View {
      @State private var sheet = false
      @State private var flag = false
      @State private var item: Int?
      var body: some View {
        NavigationStack {
          Badge(name: "root")
            .sheet(isPresented: $sheet) { Badge(name: "sheet") }
            .navigationDestination(isPresented: $flag) { Badge(name: "flag") }
            .navigationDestination(item: $item) { value in Badge(name: "item \\(value)") }
        }
      }
    }
    """

  @Test func isPresentedIsTrueInPresentedAndPushedContent() throws {
    let scene = try TestScene(source: Self.presented, root: "Screen")
    #expect(scene.first.tree.texts == ["root false"])
    #expect(try scene.perform("sheet = true").tree.texts == ["root false", "sheet true"])
    try scene.perform("sheet = false")
    #expect(try scene.perform("flag = true").tree.texts == ["root false", "flag true"])
  }

  @Test func bindingDestinationsPushWhileSetAndBackClearsThem() throws {
    let scene = try TestScene(source: Self.presented, root: "Screen")
    let pushed = try scene.perform("item = 3")
    #expect(
      pushed.tree.nodes(ofType: "Badge").map(\.identity) == [
        "Screen/NavigationStack/0/Badge", "Screen/NavigationStack/1/id=3/Badge",
      ])
    let replaced = try scene.perform("item = 4")
    #expect(
      replaced.events(.destroy, type: "Badge").map(\.identity) == [
        "Screen/NavigationStack/1/id=3/Badge"
      ])
    let back = try scene.perform("back")
    #expect(back.tree.state("item") == .null)
    try scene.perform("flag = true")
    let flagBack = try scene.perform("back")
    #expect(flagBack.tree.state("flag") == .bool(false))
    #expect(flagBack.tree.nodes(ofType: "Badge").count == 1)
  }

  static let covered = """
    struct Level: View {
      let n: Int
      var body: some View {
        Text("level \\(n)")
          .onAppear { print("appear \\(n)") }
          .onDisappear { print("disappear \\(n)") }
          .task { try? await Task.sleep(for: .seconds(60)) }
      }
    }
    struct Screen: View {
      @State private var path: [Int] = []
      var body: some View {
        NavigationStack(path: $path) {
          Level(n: 0)
            .navigationDestination(for: Int.self) { n in Level(n: n) }
        }
      }
    }
    """

  @Test func aCoveredViewDisappearsAndAppearsAgainWhenRevealed() throws {
    let scene = try TestScene(source: Self.covered, root: "Screen")
    let pushed = try scene.perform("path.append(1)")
    let root = "Screen/NavigationStack/0/Level/Text"
    let one = "Screen/NavigationStack/1/id=1/Level/Text"
    #expect(
      Self.kinds(pushed).filter { !$0.hasPrefix("create") } == [
        "appear \(one)", "disappear \(root)", "taskCancel \(root)", "taskStart \(one)",
      ])
    let popped = try scene.perform("back")
    #expect(popped.events(.appear).map(\.identity) == [root])
    #expect(popped.events(.taskStart).map(\.identity) == [root])
    #expect(popped.events(.taskCancel).map(\.identity) == [one])
    #expect(
      scene.run.printed == ["appear 0", "appear 1", "disappear 0", "appear 0", "disappear 1"])
  }

  @Test func aDeepLinkShowsOnlyItsTopUntilAPopRevealsTheNext() throws {
    let scene = try TestScene(source: Self.covered, root: "Screen")
    try scene.perform("path = [1, 2, 3]")
    try scene.perform("back")
    try scene.perform("path = []")
    #expect(
      scene.run.printed == [
        "appear 0", "appear 3", "disappear 0", "appear 2", "disappear 3", "appear 0",
        "disappear 2",
      ])
  }

  @Test func aFinishedTaskIsNotCancelled() throws {
    let scene = try TestScene(
      source: """
        struct Screen: View {
          @State private var key = 0
          var body: some View {
            VStack {
              Text("quick").task(id: key) { }
              Text("slow").task(id: key) { try? await Task.sleep(for: .seconds(9)) }
            }
          }
        }
        """, root: "Screen")
    let restarted = try scene.perform("key = 1")
    #expect(restarted.events(.taskCancel).map(\.identity) == ["Screen/VStack/1/Text"])
    #expect(restarted.events(.taskStart).count == 2)
  }

  @Test func aNilObjectClearsTheEnvironmentForItsType() throws {
    let scene = try TestScene(
      source: """
        @Observable final class Account { var name = "Ada" }
        struct Greeting: View {
          @Environment(Account.self) private var account: Account?
          var body: some View { Text(account?.name ?? "nobody") }
        }
        struct Screen: View {
          @State private var outer = Account()
          @State private var inner: Account?
          var body: some View {
            Greeting().environment(inner).environment(outer)
          }
        }
        """, root: "Screen")
    #expect(scene.first.tree.texts == ["nobody"])
    #expect(try scene.perform("inner = Account()").tree.texts == ["Ada"])
  }

  @Test func observationFollowsWhatTheLatestBodyRead() throws {
    let scene = try TestScene(
      source: """
        @Observable final class Box {
          var name: String
          @ObservationIgnored var hidden = 0
          init(name: String) { self.name = name }
        }
        struct Screen: View {
          @State private var a = Box(name: "a")
          @State private var b = Box(name: "b")
          @State private var useB = false
          var body: some View {
            VStack {
              Text("\\((useB ? b : a).name) \\(a.hidden)")
              TextField("Name", text: Bindable(useB ? b : a).name)
            }
          }
        }
        """, root: "Screen")
    // An ignored property re-runs nothing: the text still says 0.
    #expect(try scene.perform("a.hidden = 5").tree.texts == ["a 0"])
    // `Bindable(a).name` writes: the body re-runs and now shows the hidden 5 too.
    #expect(try scene.perform(#"type "!" into "Name""#).tree.texts == ["a! 5"])
    try scene.perform("useB = true")
    // After the swap, `a.name` is no longer read: setting it re-runs nothing.
    try scene.perform("a.hidden = 6")
    #expect(try scene.perform(#"a.name = "z""#).tree.texts == ["b 5"])
  }

  @Test func aNewItemDismissesTheOldSheetThenRunsOnDismissThenPresents() throws {
    let scene = try TestScene(
      source: """
        struct Ticket: Identifiable { let id: Int }
        struct Page: View {
          let id: Int
          var body: some View {
            Text("page \\(id)")
              .onAppear { print("appear \\(id)") }
              .onDisappear { print("disappear \\(id)") }
          }
        }
        struct Screen: View {
          @State private var ticket: Ticket?
          var body: some View {
            Text("home")
              .sheet(item: $ticket) {
                print("onDismiss")
              } content: { ticket in
                Page(id: ticket.id)
              }
          }
        }
        """, root: "Screen")
    try scene.perform("ticket = Ticket(id: 1)")
    try scene.perform("ticket = Ticket(id: 2)")
    #expect(scene.run.printed == ["appear 1", "disappear 1", "onDismiss", "appear 2"])
  }

  @Test func aDestinationDeclaredInAPoppedViewGoesWithIt() throws {
    let scene = try TestScene(
      source: """
        struct Second: View {
          var body: some View { Text("second") }
        }
        struct First: View {
          @Binding var showFirst: Bool
          @State private var showSecond = false
          var body: some View {
            Button("Deeper") { showSecond = true }
              .navigationDestination(isPresented: $showSecond) {
                Button("Home") { showFirst = false }
              }
          }
        }
        struct Screen: View {
          @State private var showFirst = false
          var body: some View {
            NavigationStack {
              Button("Go") { showFirst = true }
                .navigationDestination(isPresented: $showFirst) { First(showFirst: $showFirst) }
            }
          }
        }
        """, root: "Screen")
    try scene.perform(#"tap "Go""#)
    try scene.perform(#"tap "Deeper""#)
    #expect(scene.run.simulation.controls.map(\.label) == ["Home"])
    let home = try scene.perform(#"tap "Home""#)
    #expect(home.tree.nodes(ofType: "First").isEmpty)
    #expect(scene.run.simulation.controls.map(\.label) == ["Go"])
  }
}
