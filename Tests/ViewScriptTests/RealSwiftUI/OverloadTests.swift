import IdentityEngine
import Testing

@testable import ViewScript

/// A project's own initializers and modifiers next to SwiftUI's: Swift picks an overload by the
/// call's argument labels, so an extension's `init(tile:)` or `border(width:edges:color:)` is
/// called only with its labels; a nested type named like a library type hides it only inside
/// its owner; `Color(.name)`/`Image(.name)` are asset resources.
@Suite struct OverloadTests {
  static let source = """
    struct Post {
      var title: String
    }
    extension Post {
      struct Image {
        var url: String
        init(url: String) { self.url = url }
        init(from text: String) { url = "decoded " + text }
        func describe() -> String { Image(url: url + "!").url }
      }
    }
    extension Image {
      init(tile: String, large: Bool = false) { self.init(systemName: large ? tile + ".fill" : tile) }
    }
    extension Color {
      init(level: Int) { self.init(red: Double(level) / 10, green: 0, blue: 0) }
      static let brand = Color(.brand)
    }
    extension View {
      func border(width: CGFloat, edges: [Edge], color: Color) -> some View {
        overlay(alignment: .top) { color.frame(height: width) }
      }
    }
    struct Screen: View {
      @State private var hot = false
      var body: some View {
        VStack {
          Image(systemName: "star")
          Image("photo")
          Image(tile: "moon", large: hot)
          Image(.logo)
          Text(Post.Image(url: "a.png").describe())
          Text(Post.Image(from: "b").url)
          Text("level").foregroundColor(Color(level: 5))
          Text("brand").foregroundColor(.brand)
          Text("boxed").border(Color.orange, width: 1)
          Text("edged").border(width: 2, edges: [.top], color: .red)
          Button("Heat") { hot.toggle() }
        }
      }
    }
    """

  @Test func theBuiltInInitializersStaySwiftUIsBesideTheProjectsOwn() throws {
    let scene = try TestScene(source: Self.source, root: "Screen")
    let tree = scene.first.tree
    #expect(
      tree.nodes(ofType: "Image").map(\.text) == ["star", "photo", "moon", "logo"])
    #expect(
      tree.nodes(ofType: "Text").map(\.text) == [
        "a.png!", "decoded b", "level", "brand", "boxed", "edged",
      ])
    let heated = try scene.perform(#"tap "Heat""#)
    #expect(heated.tree.nodes(ofType: "Image").map(\.text)[2] == "moon.fill")
    #expect(heated.events(.create).isEmpty && heated.events(.destroy).isEmpty)
  }

  @Test func anExtensionInitializerDelegatesToTheLibrarysAndAResourceIsANamedColour() throws {
    let scene = try TestScene(source: Self.source, root: "Screen")
    let texts = scene.first.tree.nodes(ofType: "Text")
    #expect(
      texts[2].modifier("foregroundColor")
        == .color("Color(red: 0.5, green: 0, blue: 0)"))
    #expect(texts[3].modifier("foregroundColor") == .color("brand"))
  }

  /// Inside the program's `extension Sequence { func sorted(by keyPath:) }`, the standard
  /// `sorted(by:)` called with a closure, trailing or labelled, is the library's: a closure is
  /// no key path. Outside, a key path calls the program's.
  @Test(arguments: ["self.sorted { a, b in", "self.sorted(by: { a, b in", "sorted { a, b in"])
  func aKeyPathOverloadDoesNotTakeTheStandardClosureCall(call: String) throws {
    let closing = call.contains("(by:") ? "})" : "}"
    let scene = try TestScene(
      source: """
        extension Sequence {
          func sorted<Value: Comparable>(by keyPath: KeyPath<Element, Value>) -> [Element] {
            \(call) a[keyPath: keyPath] < b[keyPath: keyPath] \(closing)
          }
        }
        struct Fruit { let name: String; let grams: Int }
        struct Fruits: View {
          let fruits = [Fruit(name: "Pear", grams: 180), Fruit(name: "Fig", grams: 50)]
          var body: some View {
            VStack { ForEach(fruits.sorted(by: \\.grams), id: \\.name) { Text($0.name) } }
          }
        }
        """, root: "Fruits")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Fig", "Pear"])
  }

  /// The same for a mutating method: `self.sort { … }` inside the program's `mutating func
  /// sort(by keyPath:)` is the standard `sort(by:)`, and sorts the array in place; a program's
  /// mutating method of a library type writes its changes back (`removeAll()` bare in it too).
  @Test func aMutatingKeyPathOverloadLeavesTheStandardSortToTheLibrary() throws {
    let scene = try TestScene(
      source: """
        extension Array {
          mutating func sort<Value: Comparable>(by keyPath: KeyPath<Element, Value>) {
            self.sort { $0[keyPath: keyPath] < $1[keyPath: keyPath] }
          }
          mutating func clear() { removeAll() }
        }
        struct Fruit { let name: String; let grams: Int }
        struct Fruits: View {
          @State private var fruits = [Fruit(name: "Pear", grams: 180), Fruit(name: "Fig", grams: 50)]
          var body: some View {
            VStack {
              ForEach(fruits, id: \\.name) { Text($0.name) }
              Button("Sort") { fruits.sort(by: \\.grams) }
              Button("Clear") { fruits.clear() }
            }
          }
        }
        """, root: "Fruits")
    #expect(scene.first.tree.texts == ["Pear", "Fig"])
    let sorted = try scene.perform(#"tap "Sort""#)
    #expect(sorted.error == nil, "\(String(describing: sorted.error))")
    #expect(sorted.tree.texts == ["Fig", "Pear"])
    #expect(try scene.perform(#"tap "Clear""#).tree.texts.isEmpty)
  }

  /// A library control the program extends (`private extension Toggle`) keeps its own
  /// initializers' parameters: `isOn: .init(get:set:)` is a `Binding`.
  @Test func anExtendedControlsBindingParameterTakesAnImplicitInit() throws {
    let scene = try TestScene(
      source: """
        struct Lamp: View {
          @State private var on = false
          var body: some View {
            Toggle("Lit", isOn: .init(get: { on }, set: { on = $0 })).roomy()
          }
        }
        private extension Toggle {
          func roomy() -> some View { padding(.leading) }
        }
        """, root: "Lamp")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    let flipped = try scene.perform(#"toggle "Lit""#)
    #expect(flipped.tree.nodes(ofType: "Toggle").first?.value == .bool(true))
  }

  @Test func aProjectModifierIsCalledOnlyWithItsLabels() throws {
    let scene = try TestScene(source: Self.source, root: "Screen")
    let texts = scene.first.tree.nodes(ofType: "Text")
    #expect(texts[4].modifiers.map(\.name) == ["border"])
    #expect(texts[4].modifier("border") == .color("orange"))
    #expect(texts[5].modifiers.map(\.name) == ["overlay"])
  }

  @Test func aNestedTypeIsReachedThroughItsOwner() throws {
    let scene = try TestScene(
      source: """
        enum Icons {
          enum Symbol: String, CaseIterable {
            case star
            case moon = "moon.stars"
          }
        }
        struct Badge {
          var title: String
          var tint = Color.blue
          init(title: String, tint: Color = .blue) {
            self.title = title
            self.tint = tint
          }
          init(count: Int) { self.init(title: "\\(count) new") }
        }
        struct Screen: View {
          var body: some View {
            VStack {
              ForEach(Icons.Symbol.allCases, id: \\.self) { symbol in
                Image(systemName: symbol.rawValue)
              }
              Image(systemName: Icons.Symbol(rawValue: "moon.stars")?.rawValue ?? "none")
              Text(Badge(count: 3).title)
              Text(Badge(title: "plain").title)
            }
          }
        }
        """, root: "Screen")
    let tree = scene.first.tree
    #expect(
      tree.nodes(ofType: "Image").map(\.text) == [
        "star", "moon.stars", "moon.stars",
      ])
    #expect(tree.nodes(ofType: "Text").map(\.text) == ["3 new", "plain"])
  }

  /// Overloads as Swift picks them in the twenty-third sample's code: a closure held in a
  /// property, passed unlabelled between the parentheses, takes the unlabelled parameter, never
  /// a labelled one of a function type (only a trailing closure does, SE-0286); an SDK object
  /// (opaque here) never calls a project's `init(_ hex: UInt32)` of a library type; a static
  /// closure property is called unqualified from another static's initializer.
  @Test func closuresByPositionTypesOfScalarsAndStaticClosures() throws {
    let scene = try TestScene(
      source: """
        enum Samples {
          static var make: () -> String = { "made" }
          static var value: String = { make() }()
        }
        extension Color {
          init(_ hex: UInt32) { self.init(red: 1, green: 0, blue: 0) }
        }
        struct Frame<Content: View>: View {
          let title: String
          let content: () -> Content
          init(@ViewBuilder content: @escaping () -> Content, title: @escaping () -> String) {
            self.content = content
            self.title = "labelled " + title()
          }
          init(_ title: @escaping () -> String, @ViewBuilder content: @escaping () -> Content) {
            self.init(content: content, title: title)
          }
          var body: some View { VStack { Text(title); content() } }
        }
        struct Probe: View {
          var body: some View {
            VStack {
              Frame(Samples.make) { Text(Samples.value) }
              Color(UIColor.systemFill)
              Color(0xff0000)
            }
          }
        }
        """, root: "Probe")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["labelled made", "made"])
    #expect(
      scene.first.tree.nodes(ofType: "Color").map(\.text) == [
        "‹UIColor›", "Color(red: 1, green: 0, blue: 0)",
      ])
  }

  /// A program's extension of a library type adds overloads: `data(from:)` stays URLSession's
  /// beside a `private extension URLSession { func data(for:retries:) }`; a generic alias of
  /// `Result` whose parameters are its arguments (SE-0048) is `Result`, `DataResult.success`
  /// included.
  @Test func anExtensionAddsOverloadsAndAGenericAliasIsItsTarget() throws {
    let scene = try TestScene(
      source: """
        typealias DataResult<T, U> = Result<T, U> where U: Error
        enum Failure: Error { case offline }
        private extension URLSession {
          func data(for url: URL, retries: Int) async throws -> Data { try await data(from: url).0 }
        }
        struct Probe: View {
          @State private var status = "idle"
          var result: DataResult<Int, Failure> { DataResult.success(3) }
          var body: some View {
            VStack {
              switch result {
              case .success(let count): Text("ok \\(count)")
              case .failure: Text("failed")
              }
              Text(status)
            }
            .task {
              let url = URL(string: "https://example.com")!
              status = (try? await URLSession.shared.data(from: url)) == nil ? "offline" : "loaded"
            }
          }
        }
        """, root: "Probe")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts.first == "ok 3")
  }

  /// A project's `extension View { func padding(_ edges: Edge.Set = .all, _ step: Step) }` is
  /// called only when the argument is a `Step`: `.padding(.vertical, 6)` and the extension's own
  /// `padding(edges, step.points)` pass a number, which is no `Step`, so they are SwiftUI's
  /// `padding(_:_:)` (Swift picks the overload whose parameter types the arguments have).
  @Test func aProjectModifierOverloadIsCalledOnlyWithArgumentsOfItsTypes() throws {
    let scene = try TestScene(
      source: """
        enum Step {
          case small, large
          var points: CGFloat { self == .small ? 4 : 16 }
        }
        extension View {
          func padding(_ edges: Edge.Set = .all, _ step: Step) -> some View {
            padding(edges, step.points)
          }
        }
        struct Chip: View {
          let inset: CGFloat = 6
          var body: some View {
            Text("Chip")
              .padding(.vertical, inset)
              .padding(.horizontal, .large)
          }
        }
        """, root: "Chip")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    let chip = try #require(scene.first.tree.nodes(ofType: "Text").first)
    #expect(chip.modifiers.filter { $0.name == "padding" }.count == 2)
  }

  /// Of two initializers with the same labels, the one whose parameter types the arguments fit
  /// runs: an array is no value of the program's `Frozen`, so `Roster(["Ann", "Bo"])` takes the
  /// generic `Sequence` initializer, and `Roster(frozen)` the other; a `Roster` is no `Frozen`
  /// either, so `Team(roster)` takes `init(_ other: Roster)` (Swift's overload
  /// resolution by type; the thirty-second sample's swift-collections `OrderedSet(array)`, until
  /// session 16 "`names` is not among the members of `Array`").
  @Test func anInitializerIsChosenByTheTypesItsArgumentsFit() throws {
    let scene = try TestScene(
      source: """
        struct Roster {
          struct Frozen { var names: [String] }
          var names: [String]
          init(_ frozen: Frozen) { names = frozen.names + ["(frozen)"] }
          init<S: Sequence>(_ items: S) where S.Element == String { names = Array(items) }
        }
        struct Team {
          var names: [String]
          init(_ roster: Roster.Frozen) { names = roster.names }
          init(_ other: Roster) { names = other.names + ["(copy)"] }
        }
        struct Demo: View {
          var body: some View {
            VStack {
              Text(Roster(["Ann", "Bo"]).names.joined(separator: " "))
              Text(Roster(Roster.Frozen(names: ["Cy"])).names.joined(separator: " "))
              Text(Team(Roster(["Di"])).names.joined(separator: " "))
            }
          }
        }
        """, root: "Demo")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Ann Bo", "Cy (frozen)", "Di (copy)"])
  }

  /// `self.init(greeting.word)` inside the program's `extension Text { init(_ greeting:
  /// Greeting) }` passes a string, which only `Text`'s own `init(_:)` takes (Swift picks the
  /// overload by type); the extension's initializer runs for a `Greeting` only. Sample 51 ran
  /// the extension's again with the string ("`word` is not among the members of `String`").
  @Test func selfInitInALibraryExtensionPicksTheLibrarysByType() throws {
    let scene = try TestScene(
      source: """
        enum Greeting {
          case hello, bye
          var word: String { self == .hello ? "Hi" : "Ciao" }
        }
        extension Text {
          init(_ greeting: Greeting) { self.init(greeting.word.count) }
          init(_ count: Int) { self.init("n=\\(count)") }
        }
        struct Demo: View {
          let name = "Ann"
          var body: some View {
            VStack {
              Text(name)
              Text(.bye)
              Text(Greeting.hello)
            }
          }
        }
        """, root: "Demo")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    // `Text` has no `init(_: Int)`: the extension's second initializer takes the count.
    #expect(scene.first.tree.texts == ["Ann", "n=4", "n=2"])
  }

  /// A memberwise initializer matches an unlabelled trailing closure by SE-0286's forward scan,
  /// as a declared one does: a property with a default (`var action: (() -> Void)? = nil`) is
  /// skipped when a later one needs a closure (`content`), and takes it when none does.
  /// Sample 51 gave `Card`'s closure to `action` ("missing argument for `content`").
  @Test func aMemberwiseTrailingClosureIsMatchedByForwardScan() throws {
    let scene = try TestScene(
      source: """
        struct Card<Content: View>: View {
          var title: String = ""
          var action: (() -> Void)? = nil
          @ViewBuilder var content: () -> Content
          var body: some View { VStack { Text(title); content() } }
        }
        struct Row: View {
          let label: String
          var onTap: () -> Void = {}
          var body: some View { Button(label) { onTap() } }
        }
        struct Demo: View {
          @State private var taps = 0
          var body: some View {
            VStack {
              Card(title: "x") { Text("hi") }
              Row(label: "taps \\(taps)") { taps += 1 }
            }
          }
        }
        """, root: "Demo")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["x", "hi"])
    let tapped = try scene.perform(#"tap "taps 0""#)
    #expect(tapped.tree.nodes(ofType: "Button").map(\.label) == ["taps 1"])
  }

  /// When the forward scan leaves a parameter without the argument it needs, Swift 5 matches
  /// the unlabelled trailing closure backward, to the last parameter of a function type no
  /// label names (SE-0279's rule, deprecated by SE-0286 but kept in the Swift 5 mode; the
  /// compiler warns "backward matching of the unlabeled trailing closure is deprecated").
  /// A call the forward scan matches keeps its match: `run { "one" }` with two defaulted
  /// closures gives `first` the closure, as Swift 6 does (Swift 5 would match it backward, with
  /// that warning; docs/semantics.md says idlab follows the forward scan there). Sample 51:
  /// "missing argument for `content`".
  @Test func aTrailingClosureTheForwardScanCannotPlaceIsMatchedBackward() throws {
    let scene = try TestScene(
      source: """
        struct Frame<Content: View>: View {
          var isHidden = false
          var content: Content
          init(@ViewBuilder content: () -> Content, isHidden: Bool = false) {
            self.content = content()
            self.isHidden = isHidden
          }
          var body: some View { VStack { Text(isHidden ? "hidden" : "shown"); content } }
        }
        func run(first: () -> String = { "first" }, then: () -> String = { "then" }) -> String {
          first() + "+" + then()
        }
        struct Demo: View {
          var body: some View {
            VStack {
              Frame(isHidden: true) { Text("a") }
              Frame { Text("b") }
              Text(run { "one" })
            }
          }
        }
        """, root: "Demo")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["hidden", "a", "shown", "b", "one+then"])
  }

  /// Initializers of one label that differ by an enum parameter's type: a case runs the one of
  /// its enum, written with its type, as an implicit member or read from a property (Swift's
  /// overload resolution by type). Sample 52 always ran the first declared, and the badge's
  /// `let`s were never set.
  @Test func initializersOverloadedByAnEnumsTypeAreChosenByTheCase() throws {
    let scene = try TestScene(
      source: """
        enum Fruit { case apple, pear }
        enum Tool { case saw, drill }
        struct Holder { var tool: Tool }
        struct Badge: View {
          private let title: String
          init(kind: Fruit) { title = kind == .apple ? "Apple" : "Pear" }
          init(kind: Tool) { title = kind == .saw ? "Saw" : "Drill" }
          var body: some View { Text(title) }
        }
        struct Badges: View {
          var body: some View {
            VStack {
              Badge(kind: Tool.drill)
              Badge(kind: Holder(tool: .saw).tool)
              Badge(kind: .pear)
            }
          }
        }
        """, root: "Badges")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Drill", "Saw", "Pear"])
  }
}
