import IdentityEngine
import Testing

@testable import ViewScript

/// `ObservableObject` with `@Published`, `@StateObject`, `@ObservedObject` and `@Observable`:
/// lifetimes, shared references and which bodies re-run.
///
/// Expected values, derived from the rules in docs/semantics.md before running anything:
/// 1. A `@StateObject` is created once per identity: a parent re-render keeps its count.
/// 2. An `@ObservedObject` built inline in the parent's body is a new instance each time the
///    parent's body runs: its count goes back to 0.
/// 3. An `.id` change ends the `@StateObject`'s identity: a new instance, count 0, with
///    `destroy` of the old identity and `create` of the new one.
/// 4. Setting a `@Published` property re-runs the bodies of the views holding the object through
///    `@StateObject` / `@ObservedObject`; setting a plain property re-runs nothing.
/// 5. One instance passed to two views is shared: a change made through one is seen by the other.
/// 6. A view holding an `ObservableObject` in a plain `let` does not subscribe: it shows the old
///    value until its own inputs change.
/// 7. An `@Observable` instance re-runs only the bodies that read the property that changed.
@Suite struct ObservationTests {
  static let lifetimes = """
    final class Tally: ObservableObject {
      @Published var count = 0
      var silent = 0
    }
    struct Screen: View {
      @State private var bumps = 0
      @State private var key = 0
      var body: some View {
        VStack {
          Text("bumps \\(bumps)")
          Owner().id(key)
          Watcher(tally: Tally())
        }
      }
    }
    struct Owner: View {
      @StateObject private var tally = Tally()
      var body: some View {
        VStack {
          Button("owned \\(tally.count)") { tally.count += 1 }
          Button("silent \\(tally.silent)") { tally.silent += 1 }
        }
      }
    }
    struct Watcher: View {
      @ObservedObject var tally: Tally
      var body: some View {
        Button("watched \\(tally.count)") { tally.count += 1 }
      }
    }
    """

  static func labels(_ tree: RenderedNode) -> [String] {
    tree.nodes(ofType: "Button").compactMap(\.label)
  }

  @Test func publishedChangesRerunTheSubscribedBodies() throws {
    let scene = try TestScene(source: Self.lifetimes, root: "Screen")
    #expect(Self.labels(scene.first.tree) == ["owned 0", "silent 0", "watched 0"])
    try scene.perform(#"tap "owned 0""#)
    try scene.perform(#"tap "watched 0""#)
    #expect(Self.labels(scene.tree) == ["owned 1", "silent 0", "watched 1"])
  }

  @Test func aPlainPropertyOfAnObservableObjectPublishesNothing() throws {
    let scene = try TestScene(source: Self.lifetimes, root: "Screen")
    let silent = try scene.perform(#"tap "silent 0""#)
    // The instance changed, but no body ran: the label is stale.
    #expect(Self.labels(silent.tree) == ["owned 0", "silent 0", "watched 0"])
    // The next published change re-runs Owner's body, which now reads the new value.
    try scene.perform(#"tap "owned 0""#)
    #expect(Self.labels(scene.tree) == ["owned 1", "silent 1", "watched 0"])
  }

  @Test func aStateObjectIsKeptAndAnInlineObservedObjectIsRecreatedWhenTheParentReruns() throws {
    let scene = try TestScene(source: Self.lifetimes, root: "Screen")
    try scene.perform(#"tap "owned 0""#)
    try scene.perform(#"tap "watched 0""#)
    let rerun = try scene.perform("bumps += 1")
    #expect(scene.tree.texts.first == "bumps 1")
    #expect(Self.labels(rerun.tree) == ["owned 1", "silent 0", "watched 0"])
    // Neither child's identity changed: nothing is created or destroyed.
    #expect(rerun.events(.create).isEmpty)
    #expect(rerun.events(.destroy).isEmpty)
  }

  @Test func aStateObjectIsRecreatedWhenItsViewsIdentityChanges() throws {
    let scene = try TestScene(source: Self.lifetimes, root: "Screen")
    try scene.perform(#"tap "owned 0""#)
    let changed = try scene.perform("key += 1")
    #expect(Self.labels(changed.tree) == ["owned 0", "silent 0", "watched 0"])
    #expect(changed.events(.destroy).map(\.identity).contains("Screen/VStack/1/id=0/Owner"))
    #expect(changed.events(.create).map(\.identity).contains("Screen/VStack/1/id=1/Owner"))
    let owner = changed.tree.nodes(ofType: "Owner").first
    #expect(owner?.identity == "Screen/VStack/1/id=1/Owner")
    // The new instance is not the old one: Tally#1 was the first Owner's.
    #expect(owner?.state("tally")?.description != "Tally#1")
  }

  @Test func oneInstancePassedToTwoViewsIsShared() throws {
    let scene = try TestScene(
      source: """
        final class Cart: ObservableObject {
          @Published var items = 0
        }
        struct Shop: View {
          @StateObject private var cart = Cart()
          var body: some View {
            VStack {
              Adder(cart: cart)
              Badge(cart: cart)
              Stale(cart: cart)
            }
          }
        }
        struct Adder: View {
          @ObservedObject var cart: Cart
          var body: some View { Button("add") { cart.items += 1 } }
        }
        struct Badge: View {
          @ObservedObject var cart: Cart
          var body: some View { Text("badge \\(cart.items)") }
        }
        struct Stale: View {
          let cart: Cart
          var body: some View { Text("stale \\(cart.items)") }
        }
        """, root: "Shop")
    #expect(scene.first.tree.texts == ["badge 0", "stale 0"])
    try scene.perform(#"tap "add""#)
    try scene.perform(#"tap "add""#)
    // Badge subscribes and sees both changes; Stale's input is the same instance (equal), so
    // its body does not run again.
    #expect(scene.tree.texts == ["badge 2", "stale 0"])
  }

  @Test func anObservableClassRerunsOnlyTheBodiesThatReadTheChangedProperty() throws {
    let scene = try TestScene(
      source: """
        @Observable final class Basket {
          var apples = 0
          var pears = 0
        }
        struct Stall: View {
          @State private var basket = Basket()
          var body: some View {
            VStack {
              Apples(basket: basket)
              Pears(basket: basket)
            }
          }
        }
        struct Apples: View {
          var basket: Basket
          var body: some View {
            let _ = print("apples body")
            Button("apples \\(basket.apples)") { basket.apples += 1 }
          }
        }
        struct Pears: View {
          let basket: Basket
          var body: some View {
            let _ = print("pears body")
            Button("pears \\(basket.pears)") { basket.pears += 1 }
          }
        }
        """, root: "Stall")
    #expect(scene.run.printed == ["apples body", "pears body"])
    try scene.perform(#"tap "apples 0""#)
    #expect(Self.labels(scene.tree) == ["apples 1", "pears 0"])
    #expect(scene.run.printed == ["apples body", "pears body", "apples body"])
    try scene.perform(#"tap "pears 0""#)
    #expect(Self.labels(scene.tree) == ["apples 1", "pears 1"])
    #expect(scene.run.printed == ["apples body", "pears body", "apples body", "pears body"])
  }

  /// `withObservationTracking` installs its observers after the body returns: a body that reads
  /// an `@Observable` list and then appends to it (a preview building a task and its subtask)
  /// runs once, with no update loop (the seventeenth sample's SwiftData previews).
  @Test func aSetMadeByTheBodyThatReadItDoesNotRunItAgain() throws {
    let scene = try TestScene(
      source: """
        @Observable final class Task {
          var name: String
          var subtasks: [Task] = []
          init(name: String) { self.name = name }
        }
        struct Outline: View {
          var body: some View {
            let soup = Task(name: "soup")
            let _ = print("outline body")
            let _ = soup.subtasks.append(Task(name: "potatoes \\(soup.subtasks.count)"))
            Text("\\(soup.name): \\(soup.subtasks.map(\\.name).joined())")
          }
        }
        """)
    #expect(scene.first.error == nil)
    #expect(scene.first.warnings.isEmpty)
    #expect(scene.first.tree.texts == ["soup: potatoes 0"])
    #expect(scene.run.printed == ["outline body"])
  }
}
