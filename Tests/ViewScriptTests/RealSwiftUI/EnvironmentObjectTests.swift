import IdentityEngine
import Localization
import Testing

@testable import ViewScript

/// Objects placed in the environment of a subtree (`.environmentObject`, `.environment`), read by
/// `@EnvironmentObject` and `@Environment(Model.self)`; `@Bindable`; `StateObject(wrappedValue:)`
/// and `State(initialValue:)` in an `init`.
///
/// Expected values, derived from the rules in docs/semantics.md before running anything:
/// 1. Every view below `.environmentObject(m)` that declares `@EnvironmentObject var m: M` reads
///    the same instance; a `@Published` set through any of them re-runs the body of each reader
///    (they subscribe to `objectWillChange`), and of no other view. No identity changes.
/// 2. Writing another instance at the same place re-runs the readers, with the same identities.
/// 3. A reader with no writer above it is SwiftUI's crash, at the expression that reads it.
/// 4. `@Environment(M.self)` reads what `.environment(m)` wrote; an `@Observable` set re-runs only
///    the bodies that read the property; `M?` reads `nil` when nothing was written.
/// 5. `$m.field` of a `@Bindable` (property, or local in a body) writes the object's property.
/// 6. `StateObject(wrappedValue:)` in an `init` is an autoclosure run once per identity: the
///    parent's later re-renders call `init` again without building another instance.
@Suite struct EnvironmentObjectTests {
  static let shop = """
    final class Cart: ObservableObject {
      @Published var items = 0
    }
    struct Shop: View {
      @StateObject private var cart = Cart()
      @StateObject private var spare = Cart()
      @State private var useSpare = false
      var body: some View {
        let _ = print("shop")
        VStack {
          Adder()
          Badge()
          Plain()
          Button("swap") { useSpare.toggle() }
        }
        .environmentObject(useSpare ? spare : cart)
      }
    }
    struct Adder: View {
      @EnvironmentObject var cart: Cart
      var body: some View {
        let _ = print("adder")
        Button("add \\(cart.items)") { cart.items += 1 }
      }
    }
    struct Badge: View {
      @EnvironmentObject private var cart: Cart
      var body: some View {
        let _ = print("badge")
        Text("badge \\(cart.items)")
      }
    }
    struct Plain: View {
      var body: some View {
        let _ = print("plain")
        Text("plain")
      }
    }
    struct Lost: View {
      var body: some View {
        VStack {
          Text("top")
          Badge()
        }
      }
    }
    """

  @Test func aMutationThroughOneReaderRerunsEveryReaderOfTheSharedObject() throws {
    let scene = try TestScene(source: Self.shop, root: "Shop")
    #expect(
      scene.first.events(.create).map(\.identity) == [
        "Shop", "Shop/VStack", "Shop/VStack/0/Adder", "Shop/VStack/0/Adder/Button",
        "Shop/VStack/1/Badge", "Shop/VStack/1/Badge/Text", "Shop/VStack/2/Plain",
        "Shop/VStack/2/Plain/Text", "Shop/VStack/3/Button",
      ])
    #expect(scene.run.printed == ["shop", "adder", "badge", "plain"])
    let added = try scene.perform(#"tap "add 0""#)
    #expect(added.tree.texts == ["badge 1", "plain"])
    #expect(added.tree.nodes(ofType: "Button").compactMap(\.label) == ["add 1", "swap"])
    // The readers ran again, and Shop, which holds the cart as a `@StateObject`; Plain, whose
    // inputs did not change, did not.
    #expect(
      scene.run.printed == ["shop", "adder", "badge", "plain", "shop", "adder", "badge"])
    #expect(added.events.isEmpty)
    let stack = try #require(added.tree.nodes(ofType: "VStack").first)
    #expect(stack.modifier("environmentObject") == added.tree.state("cart"))
  }

  @Test func writingAnotherInstanceRerunsTheReadersWithTheirIdentities() throws {
    let scene = try TestScene(source: Self.shop, root: "Shop")
    try scene.perform(#"tap "add 0""#)
    let swapped = try scene.perform(#"tap "swap""#)
    // The spare cart is empty; the readers show it, and nothing is created or destroyed.
    #expect(swapped.tree.texts == ["badge 0", "plain"])
    #expect(swapped.tree.nodes(ofType: "Button").compactMap(\.label) == ["add 0", "swap"])
    #expect(swapped.events(.create).isEmpty)
    #expect(swapped.events(.destroy).isEmpty)
    let stack = try #require(swapped.tree.nodes(ofType: "VStack").first)
    #expect(stack.modifier("environmentObject") == swapped.tree.state("spare"))
    #expect(Array(scene.run.printed.suffix(3)) == ["shop", "adder", "badge"])
  }

  @Test func aReaderWithNothingAboveItFailsAtTheRead() throws {
    let scene = try TestScene(source: Self.shop, root: "Lost")
    let failure = try #require(scene.first.error)
    #expect(failure.id == "missing-environment-object")
    // Line 30 of the scene, `Text("badge \(cart.items)")`: the interpolation's `cart`.
    #expect(failure.line == 30)
    #expect(failure.column == 19)
    #expect(
      failure.message
        == "No ObservableObject of type Cart found. A View.environmentObject(_:) for Cart may be "
        + "missing as an ancestor of this view.")
    let english = try realLocalizer(.en)(failure.messageKey, failure.arguments)
    #expect(english == failure.message)
    let spanish = try realLocalizer(.es)(failure.messageKey, failure.arguments)
    #expect(
      spanish
        == "no hay ningún ObservableObject de tipo Cart en el entorno: falta un "
        + ".environmentObject(_:) con un Cart en alguna vista por encima de esta "
        + "(No ObservableObject of type Cart found. A View.environmentObject(_:) for Cart may be "
        + "missing as an ancestor of this view.)")
    // The views above the reader were created before it failed.
    #expect(
      scene.first.events(.create).map(\.identity) == [
        "Lost", "Lost/VStack", "Lost/VStack/0/Text", "Lost/VStack/1/Badge",
      ])
  }

  static let profile = """
    @Observable final class Profile {
      var name = "Ada"
      var alerts = false
    }
    struct Settings: View {
      @State private var profile = Profile()
      var body: some View {
        VStack {
          NameEditor()
          AlertsRow(profile: profile)
          Summary()
          Greeting()
        }
        .environment(profile)
      }
    }
    struct NameEditor: View {
      @Environment(Profile.self) private var profile
      var body: some View {
        @Bindable var profile = profile
        TextField("Name", text: $profile.name)
      }
    }
    struct AlertsRow: View {
      @Bindable var profile: Profile
      var body: some View {
        Toggle("Alerts", isOn: $profile.alerts)
      }
    }
    struct Summary: View {
      @Environment(Profile.self) private var profile
      var body: some View {
        let _ = print("summary")
        Text("alerts \\(profile.alerts)")
      }
    }
    struct Greeting: View {
      @Environment(Profile.self) private var profile
      var body: some View {
        let _ = print("greeting")
        Text("hello \\(profile.name)")
      }
    }
    struct Bare: View {
      @Environment(Profile.self) private var maybe: Profile?
      var body: some View { Text(maybe == nil ? "none" : "some") }
    }
    struct Stranded: View {
      var body: some View { Greeting() }
    }
    """

  @Test func bindableBindingsWriteTheEnvironmentsObservableObject() throws {
    let scene = try TestScene(source: Self.profile, root: "Settings")
    #expect(scene.first.tree.texts == ["alerts false", "hello Ada"])
    #expect(scene.run.printed == ["summary", "greeting"])
    let typed = try scene.perform(#"type "!" into "Name""#)
    #expect(typed.tree.texts == ["alerts false", "hello Ada!"])
    // Only Greeting read `name`.
    #expect(scene.run.printed == ["summary", "greeting", "greeting"])
    let flipped = try scene.perform(#"toggle "Alerts""#)
    #expect(flipped.tree.texts == ["alerts true", "hello Ada!"])
    #expect(scene.run.printed == ["summary", "greeting", "greeting", "summary"])
    #expect(
      flipped.tree.nodes(ofType: "Toggle").first?.identity == "Settings/VStack/1/AlertsRow/Toggle")
    #expect(flipped.events.isEmpty)
  }

  @Test func anOptionalReadsNilAndARequiredOneFailsWhenNothingWasWritten() throws {
    let bare = try TestScene(source: Self.profile, root: "Bare")
    #expect(bare.first.tree.texts == ["none"])
    #expect(bare.first.error == nil)
    let scene = try TestScene(source: Self.profile, root: "Stranded")
    let failure = try #require(scene.first.error)
    #expect(failure.id == "missing-environment-observable")
    #expect(failure.line == 41)
    #expect(
      failure.message
        == "No Observable object of type Profile found. A View.environmentObject(_:) for Profile "
        + "may be missing as an ancestor of this view.")
    let spanish = try realLocalizer(.es)(failure.messageKey, failure.arguments)
    #expect(spanish.hasPrefix("no hay ningún objeto Observable de tipo Profile en el entorno"))
  }

  @Test func anEnvironmentValueWrittenAboveIsReadBelowAndNotBeside() throws {
    let scene = try TestScene(
      source: """
        struct Themed: View {
          var body: some View {
            VStack {
              Scheme().environment(\\.colorScheme, .dark)
              Scheme()
            }
          }
        }
        struct Scheme: View {
          @Environment(\\.colorScheme) private var scheme
          var body: some View { Text(scheme == .dark ? "dark" : "light") }
        }
        """, root: "Themed")
    #expect(scene.first.tree.texts == ["dark", "light"])
  }

  static let initializers = """
    final class Counter: ObservableObject {
      @Published var count: Int
      init(start: Int) {
        print("counter \\(start)")
        count = start
      }
    }
    struct Parent: View {
      @State private var round = 1
      var body: some View {
        VStack {
          Button("round \\(round)") { round += 1 }
          Child(start: round)
        }
      }
    }
    struct Child: View {
      @StateObject private var counter: Counter
      @State private var local: Int
      let start: Int
      init(start: Int) {
        self.start = start
        _counter = StateObject(wrappedValue: Counter(start: start))
        _local = State(initialValue: start * 10)
      }
      var body: some View {
        let _ = print("child body")
        Button("count \\(counter.count) local \\(local) start \\(start)") {
          counter.count += 1
          local += 1
        }
      }
    }
    """

  @Test func aStateObjectMadeInInitIsKeptAcrossTheParentsRerenders() throws {
    let scene = try TestScene(source: Self.initializers, root: "Parent")
    #expect(scene.run.printed == ["counter 1", "child body"])
    try scene.perform(#"tap "count 1 local 10 start 1""#)
    let rerun = try scene.perform(#"tap "round 1""#)
    try scene.perform(#"tap "round 2""#)
    // The child's body ran again for each new `start`, but the counter was built once (its
    // autoclosure is not evaluated again) and both state values kept theirs.
    #expect(
      scene.run.printed == ["counter 1", "child body", "child body", "child body", "child body"])
    #expect(
      scene.tree.nodes(ofType: "Button").compactMap(\.label) == [
        "round 3", "count 2 local 11 start 3",
      ])
    #expect(rerun.events.isEmpty)
    let child = try #require(scene.tree.nodes(ofType: "Child").first)
    #expect(child.identity == "Parent/VStack/1/Child")
    #expect(child.state("local") == .int(11))
  }

  /// A root run on its own reads an object the app puts above it; idlab makes it up (S303) and
  /// the root observes it as it would the app's: a `@Published` write re-runs its body
  /// (`ObservableObject`: "publishes before any of its @Published properties changes", Apple).
  static let madeUp = """
    final class Store: ObservableObject {
      @Published var items: [String] = []
      init() {
        items.append("a")
        items.append("b")
      }
    }
    struct Final: View {
      @EnvironmentObject var model: Store
      var body: some View {
        ForEach(model.items, id: \\.self) { Text($0) }
        Button("Add") { model.items.append("c") }
      }
    }
    """

  @Test func aMadeUpObjectIsObservedByTheRootThatReadsIt() throws {
    let scene = try TestScene(source: Self.madeUp)
    #expect(scene.first.tree.texts == ["a", "b"])
    let added = try scene.perform(#"tap "Add""#)
    #expect(added.tree.texts == ["a", "b", "c"])
  }

  @Test func aRootNamedOnItsOwnGetsItsObjectsMadeUpOnlyWhenAsked() throws {
    var program = try ScriptProgram.compile(source: Self.madeUp, path: "scene.swift")
    let failing = try program.simulate(root: "Final")
    #expect(failing.steps[0].outcome.error?.id == "missing-environment-object")
    program.makesUpEnvironment = true
    let run = try program.simulate(root: "Final")
    #expect(run.steps[0].outcome.error == nil)
    #expect(run.placeholders?.arguments["arguments"] == "`.environmentObject(Store(…))`")
  }

  /// `@EnvironmentObject var model: T` in a view generic over `T: Counting` reads the one
  /// object above it whose class conforms (the type the code that builds the view chooses, as
  /// the preview wrote it, `Tally<Demo>(…).environmentObject(Demo())`), observed like any
  /// environment object; the view's name does not take the environment's key for `T`. Sample
  /// 51: three previews failed on "No ObservableObject of type T".
  @Test func aGenericParametersObjectIsTheOneAboveThatMeetsItsConstraints() throws {
    let source = """
      protocol Counting: ObservableObject { var count: Int { get set } }
      final class Demo: Counting { @Published var count = 2 }
      final class Other: ObservableObject { @Published var name = "x" }
      struct Tally<T>: View where T: Counting {
        let title: String
        @EnvironmentObject var model: T
        var body: some View {
          Button("\\(title) \\(model.count)") { model.count += 1 }
        }
      }

      """
    let scene = try TestScene(
      source: source + """
        #Preview { Tally<Demo>(title: "taps").environmentObject(Demo()).environmentObject(Other()) }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.nodes(ofType: "Button").map(\.label) == ["taps 2"])
    #expect(scene.first.tree.nodes(ofType: "Tally<T>").count == 1)
    let tapped = try scene.perform(#"tap "taps 2""#)
    #expect(tapped.tree.nodes(ofType: "Button").map(\.label) == ["taps 3"])
  }
}
