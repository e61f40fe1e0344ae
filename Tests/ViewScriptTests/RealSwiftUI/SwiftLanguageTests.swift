import IdentityEngine
import Testing

@testable import ViewScript

/// The Swift real views use: a type's own operators (`static func ==`, `<`, `+`), `#if` with
/// the clause an iOS debug build keeps, generic views and functions, `inout` and `Hasher`,
/// `defer`, `.init(…)` by the expected type and `Self`, implicit-`self` modifier calls.
@Suite struct SwiftLanguageTests {
  static let operators = """
    struct Version: Equatable, Comparable {
      var major: Int
      var label: String
      // Two versions are equal when their majors are, whatever their labels.
      static func == (lhs: Version, rhs: Version) -> Bool { lhs.major == rhs.major }
      static func < (lhs: Version, rhs: Version) -> Bool { lhs.major < rhs.major }
      static func + (lhs: Version, rhs: Int) -> Version {
        Version(major: lhs.major + rhs, label: lhs.label)
      }
    }
    struct Release: View {
      @State var current = Version(major: 1, label: "beta")
      let shipped = Version(major: 1, label: "final")
      var body: some View {
        VStack {
          Text(current == shipped ? "same" : "different")
          Text(current != shipped ? "changed" : "unchanged")
          Text(current < shipped ? "older" : "not older")
          Button("Bump") { current = current + 1 }
        }
      }
    }
    """

  /// A getter or function whose body is one `switch` or `if` gives its branch's value
  /// (SE-0380), with payload bindings and with `return` in a branch.
  static let branchValues = """
    enum Mode {
      case header(hasLeftPadding: Bool)
      case footer
      var hasLeftPadding: Bool {
        switch self {
        case let .header(hasLeftPadding): hasLeftPadding
        case .footer: true
        }
      }
      func label(_ count: Int) -> String {
        if count > 1 { return "many" } else if count == 1 { "one" } else { "none" }
      }
      func kind() -> String {
        switch self {
        case .header: return "header"
        case .footer: return "footer"
        }
      }
    }
    struct Section: View {
      @State var mode = Mode.header(hasLeftPadding: false)
      var body: some View {
        VStack {
          Text(mode.hasLeftPadding ? "padded" : "flush")
          Text(mode.label(2) + "," + mode.label(1) + "," + mode.label(0))
          Text(mode.kind())
          Button("Footer") { mode = .footer }
        }
      }
    }
    """

  @Test func aBodyThatIsOneSwitchOrIfGivesItsBranchesValue() throws {
    let scene = try TestScene(source: Self.branchValues)
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["flush", "many,one,none", "header"])
    let footer = try scene.perform(#"tap "Footer""#)
    #expect(footer.tree.texts == ["padded", "many,one,none", "footer"])
  }

  @Test func aTypesOwnOperatorsAreCalled() throws {
    let scene = try TestScene(source: Self.operators)
    // The user's `==` ignores the label: with the memberwise comparison these would differ.
    #expect(scene.first.tree.texts == ["same", "unchanged", "not older"])
    let bumped = try scene.perform(#"tap "Bump""#)
    #expect(bumped.error == nil)
    #expect(bumped.tree.texts == ["different", "changed", "not older"])
    #expect(
      bumped.tree.state("current")
        == .record(
          type: "Version", fields: [.init("major", .int(2)), .init("label", .string("beta"))]))
  }

  /// A top-level function for a standard operator applies to operands of its parameters'
  /// types; other operands keep the standard operator.
  @Test func aGlobalStandardOperatorAppliesToItsTypes() throws {
    let scene = try TestScene(
      source: """
        struct Size { var value: Int }
        func + (lhs: Size, rhs: Size) -> Size { Size(value: lhs.value + rhs.value) }
        struct Box: View {
          var body: some View { Text("\\((Size(value: 2) + Size(value: 3)).value) \\(2 + 3)") }
        }
        """)
    #expect(scene.first.tree.texts == ["5 5"])
  }

  static let conditions = """
    struct Platform: View {
      @State var taps = 0
      #if os(macOS)
      let name = NSHost.current().localizedName
      #else
      let name = "phone"
      #endif
      var body: some View {
        VStack {
          #if os(iOS) && DEBUG
          Text("iOS debug")
          Counter()
          #elseif os(iOS)
          Text("iOS release")
          #else
          NSOnlyView()
          #endif
          Text(name)
          Button("Tap") {
            #if targetEnvironment(macCatalyst)
            taps += 100
            #else
            taps += 1
            #endif
          }
        }
      }
    }
    #if canImport(AppKit)
    struct NSOnlyView: View { var body: some View { AppKitThing() } }
    #endif
    struct Counter: View {
      @State var count = 0
      var body: some View { Text("\\(count)") }
    }
    """

  @Test func onlyTheActiveClauseOfAnIfExists() throws {
    let scene = try TestScene(source: Self.conditions, root: "Platform")
    // The active clause's views take the `#if`'s place: no wrapper, no extra identity component.
    let identities = scene.first.tree.allNodes.map(\.identity)
    #expect(
      identities == [
        "Platform", "Platform/VStack", "Platform/VStack/0/Text", "Platform/VStack/1/Counter",
        "Platform/VStack/1/Counter/Text", "Platform/VStack/2/Text", "Platform/VStack/3/Button",
      ])
    #expect(scene.first.tree.texts == ["iOS debug", "0", "phone"])
    let tapped = try scene.perform(#"tap "Tap""#)
    #expect(tapped.tree.state("taps") == .int(1))
  }

  // MARK: - Generic views

  static let generics = """
    struct Card<Content: View>: View {
      @State private var taps = 0
      let content: Content
      init(@ViewBuilder content: () -> Content) { self.content = content() }
      var body: some View {
        VStack {
          content
          Button("Tap \\(taps)") { taps += 1 }
        }
      }
    }
    struct Panel<Content>: View where Content: View {
      @ViewBuilder let content: () -> Content
      var body: some View { HStack { content() } }
    }
    struct Row<Item: Identifiable>: View {
      let item: Item
      let title: (Item) -> String
      var body: some View { Text(title(item)) }
    }
    struct Moon: Identifiable { let id: Int; let name: String }
    func echo<T>(_ value: T) -> T { value }
    struct Shelf: View {
      @State var showsImage = false
      @State var label = "a"
      var body: some View {
        VStack {
          showsImage ? AnyView(Card { Image(systemName: "star") }) : AnyView(Card { Text(label) })
          Panel { Text("p"); Text(echo("q")) }
          Row(item: Moon(id: 1, name: "Io")) { $0.name }
          Button("Swap") { showsImage.toggle() }
          Button("Rename") { label += "b" }
        }
      }
    }
    """

  @Test func aGenericViewRunsWithItsParametersErased() throws {
    let scene = try TestScene(source: Self.generics, root: "Shelf")
    let identities = scene.first.tree.allNodes.map(\.identity)
    #expect(
      identities == [
        "Shelf", "Shelf/VStack", "Shelf/VStack/0/AnyView<Card<Text>>/Card<Text>",
        "Shelf/VStack/0/AnyView<Card<Text>>/Card<Text>/VStack",
        "Shelf/VStack/0/AnyView<Card<Text>>/Card<Text>/VStack/0/Text",
        "Shelf/VStack/0/AnyView<Card<Text>>/Card<Text>/VStack/1/Button",
        "Shelf/VStack/1/Panel<Content>", "Shelf/VStack/1/Panel<Content>/HStack",
        "Shelf/VStack/1/Panel<Content>/HStack/0/Text",
        "Shelf/VStack/1/Panel<Content>/HStack/1/Text",
        "Shelf/VStack/2/Row<Moon>", "Shelf/VStack/2/Row<Moon>/Text",
        "Shelf/VStack/3/Button", "Shelf/VStack/4/Button",
      ])
    #expect(scene.first.tree.texts == ["a", "p", "q", "Io"])
  }

  @Test func twoSpecialisationsAreTwoTypes() throws {
    let scene = try TestScene(source: Self.generics, root: "Shelf")
    let card = "Shelf/VStack/0/AnyView<Card<Text>>/Card<Text>"
    try scene.perform(#"tap "Tap 0""#)
    // Same specialisation, new input: the card's state stays.
    let renamed = try scene.perform(#"tap "Rename""#)
    #expect(renamed.tree.allNodes.first { $0.identity == card }?.state("taps") == .int(1))
    #expect(renamed.events(.destroy).isEmpty)
    // `Card<Image>` in the `AnyView` is another type: the `Card<Text>` and its state go.
    let swapped = try scene.perform(#"tap "Swap""#)
    let image = "Shelf/VStack/0/AnyView<Card<Image>>/Card<Image>"
    #expect(swapped.events(.destroy).map(\.identity).contains(card))
    #expect(swapped.events(.create).map(\.identity).contains(image))
    #expect(swapped.tree.allNodes.first { $0.identity == image }?.state("taps") == .int(0))
  }

  // MARK: - inout and Hasher

  static let inOut = """
    struct Tile: Hashable {
      var x: Int
      var y: Int
      // Tiles are the same key when their columns are, whatever their rows.
      static func == (a: Tile, b: Tile) -> Bool { a.x == b.x }
      func hash(into hasher: inout Hasher) { hasher.combine(x) }
      mutating func slide() { x += 1 }
    }
    func exchange(_ a: inout Int, _ b: inout Int) {
      let kept = a
      a = b
      b = kept
    }
    func bump(_ value: inout Int) throws {
      value += 10
      throw Stop.now
    }
    enum Stop: Error { case now }
    struct Board: View {
      @State var left = 1
      @State var right = 2
      @State var tiles = [Tile(x: 1, y: 1), Tile(x: 2, y: 5)]
      var body: some View {
        VStack {
          Text("\\(left) \\(right)")
          Text("set \\(Set(tiles + [Tile(x: 1, y: 9)]).count)")
          ForEach(tiles, id: \\.self) { tile in Text("\\(tile.x),\\(tile.y)") }
          Button("Exchange") { exchange(&left, &right) }
          Button("Bump") { try? bump(&left) }
          Button("Slide") { tiles[0].slide() }
        }
      }
    }
    """

  @Test func inoutArgumentsAreWrittenBack() throws {
    let scene = try TestScene(source: Self.inOut, root: "Board")
    #expect(scene.first.tree.texts == ["1 2", "set 2", "1,1", "2,5"])
    let exchanged = try scene.perform(#"tap "Exchange""#)
    #expect(exchanged.tree.state("left") == .int(2))
    #expect(exchanged.tree.state("right") == .int(1))
    // Copy-in copy-out: the parameter's value is written back even when the call throws.
    let bumped = try scene.perform(#"tap "Bump""#)
    #expect(bumped.tree.state("left") == .int(12))
  }

  @Test func aTypesOwnHashDecidesSetsAndForEachIDs() throws {
    let scene = try TestScene(source: Self.inOut, root: "Board")
    // Keyed by the column alone: `Tile(x: 1, y: 9)` is already in the set.
    let rows = scene.first.tree.allNodes.map(\.identity).filter { $0.contains("ForEach/") }
    #expect(
      rows == [
        "Board/VStack/2/ForEach/Tile(x: 1, y: 1)/Text",
        "Board/VStack/2/ForEach/Tile(x: 2, y: 5)/Text",
      ])
    // A mutating method through a subscript: now both tiles hash the column 2, one id twice.
    let slid = try scene.perform(#"tap "Slide""#)
    #expect(slid.tree.texts.first { $0.hasPrefix("set") } == "set 2")
    #expect(
      slid.warnings.contains {
        if case .duplicateID = $0 { return true }
        return false
      })
  }

  // MARK: - defer

  static let deferred = """
    struct Journal: View {
      @State var log: [String] = []
      @State var counter = 0
      func record(_ fails: Bool) throws {
        defer { log.append("first") }
        defer { log.append("second") }
        if fails { throw Oops.bad }
        log.append("body")
      }
      func take() -> Int {
        defer { counter += 1 }
        return counter
      }
      var body: some View {
        VStack {
          Text(log.joined(separator: ","))
          Button("Record") { try? record(false) }
          Button("Fail") { try? record(true) }
          Button("Take") { log.append("took \\(take())") }
        }
      }
    }
    enum Oops: Error { case bad }
    """

  @Test func deferRunsAtScopeExitInReverseOrder() throws {
    let scene = try TestScene(source: Self.deferred, root: "Journal")
    let recorded = try scene.perform(#"tap "Record""#)
    #expect(recorded.tree.state("log") == .array(["body", "second", "first"].map(Value.string)))
    // On a throw too, the last `defer` first.
    let failed = try scene.perform(#"tap "Fail""#)
    #expect(
      failed.tree.state("log")
        == .array(["body", "second", "first", "second", "first"].map(Value.string)))
    // `return`'s value is computed before the deferred block runs.
    let taken = try scene.perform(#"tap "Take""#)
    #expect(taken.tree.state("counter") == .int(1))
    #expect(taken.tree.texts.first?.hasSuffix("took 0") == true)
  }

  // MARK: - .init by the expected type, Self

  static let initializers = """
    struct Point {
      var x: Int
      var y: Int = 0
      static let origin = Self(x: 0)
      static func make() -> Self { .init(x: 5) }
    }
    struct Store {
      static let shared = Self()
      var name = "store"
    }
    struct Badge: View {
      let at: Point
      var body: some View { Text("badge \\(at.x)") }
    }
    func shifted(_ point: Point = .init(x: 7)) -> Int { point.x }
    struct Dial: View {
      static let title = "Dial"
      @State var point: Point = .init(x: 1)
      var body: some View {
        VStack {
          Text(Self.title)
          Text("\\(point.x) \\(Point.origin.x) \\(Point.make().x) \\(shifted()) \\(Store.shared.name)")
          Text("turned").rotationEffect(.init(degrees: 30))
          Text("red").foregroundColor(Color.init(red: 1, green: 0, blue: 0))
          Text("red").foregroundColor(Color(red: 1, green: 0, blue: 0))
          Badge(at: .init(x: 3))
          Button("Move") { point = .init(x: point.x + 1, y: 2) }
        }
      }
    }
    """

  @Test func implicitInitIsTheExpectedType() throws {
    let scene = try TestScene(source: Self.initializers, root: "Dial")
    #expect(scene.first.tree.texts == ["Dial", "1 0 5 7 store", "turned", "red", "red", "badge 3"])
    #expect(
      scene.first.tree.state("point")
        == .record(type: "Point", fields: [.init("x", .int(1)), .init("y", .int(0))]))
    let reds = scene.first.tree.allNodes.filter { $0.text == "red" }
    #expect(reds.count == 2)
    #expect(reds.first?.modifier("foregroundColor") == reds.last?.modifier("foregroundColor"))
    let moved = try scene.perform(#"tap "Move""#)
    #expect(
      moved.tree.state("point")
        == .record(type: "Point", fields: [.init("x", .int(2)), .init("y", .int(2))]))
  }

  // MARK: - Implicit self

  static let implicitSelf = """
    extension View {
      func announced() -> some View {
        return onAppear { print("appeared") }
      }
      func padded() -> some View { padding() }
    }
    struct Tag: View {
      var body: some View { Text("tag").bordered() }
    }
    extension Text {
      func bordered() -> some View { border(Color.gray) }
    }
    struct Wall: View {
      var body: some View {
        VStack { Text("a").announced(); Text("b").padded(); Tag() }
      }
    }
    """

  @Test func aBareModifierInAViewHelperIsCalledOnSelf() throws {
    let scene = try TestScene(source: Self.implicitSelf, root: "Wall")
    let modified = scene.first.tree.allNodes.filter { !$0.modifiers.isEmpty }
    #expect(
      modified.map(\.identity) == [
        "Wall/VStack/0/Text", "Wall/VStack/1/Text", "Wall/VStack/2/Tag/Text",
      ])
    // `bordered()` is `extension Text`'s own method, not an unknown modifier.
    #expect(modified.map { $0.modifiers.map(\.name) } == [["onAppear"], ["padding"], ["border"]])
    #expect(scene.first.events(.appear).map(\.identity) == ["Wall/VStack/0/Text"])
    #expect(scene.run.printed == ["appeared"])
  }

  /// A protocol with an associated type, and its extension's default members: a conforming type
  /// gets the members it does not declare, and its own member wins ("Providing Default
  /// Implementations", The Swift Programming Language, "Protocols").
  @Test func protocolExtensionsGiveDefaultsAndAssociatedTypesAreAccepted() throws {
    let scene = try TestScene(
      source: """
        protocol Store {
          associatedtype Item
          var items: [Item] { get }
          func describe(_ item: Item) -> String
        }
        extension Store {
          var count: Int { items.count }
          func describe(_ item: Item) -> String { "item" }
          func summary() -> String { "\\(count) items" }
        }
        struct Names: Store {
          let items = ["Ada", "Grace"]
          func describe(_ item: String) -> String { "name " + item }
        }
        struct Numbers: Store {
          let items = [1, 2, 3]
        }
        struct Shelf: View {
          var body: some View {
            VStack {
              Text(Names().summary())
              Text(Names().describe("Ada"))
              Text(Numbers().describe(1))
              Text("\\(Numbers().count)")
            }
          }
        }
        """)
    #expect(scene.first.tree.texts == ["2 items", "name Ada", "item", "3"])
  }

  /// A `static subscript` is read and written through the type (`Settings["volume"]`), as
  /// Swift calls it ("Type Subscripts", The Swift Programming Language, "Subscripts").
  @Test func aStaticSubscriptRunsOnItsType() throws {
    let scene = try TestScene(
      source: """
        enum Settings {
          static var values: [String: Int] = ["volume": 3]
          static subscript(key: String) -> Int {
            get { values[key] ?? 0 }
            set { values[key] = newValue }
          }
        }
        struct Panel: View {
          @State private var shown = Settings["volume"]
          var body: some View {
            Button("Louder \\(shown) \\(Settings["bass"])") {
              Settings["volume"] += 2
              shown = Settings["volume"]
            }
          }
        }
        """)
    #expect(scene.first.tree.allNodes.compactMap(\.label) == ["Louder 3 0"])
    let louder = try scene.perform(#"tap "Louder 3 0""#)
    #expect(louder.error == nil)
    #expect(louder.tree.allNodes.compactMap(\.label) == ["Louder 5 0"])
  }

  /// An actor runs as a class: one task at a time, so its isolation holds (its methods are
  /// called with `await`, its state is shared by reference).
  @Test func anActorRunsAsAClass() throws {
    let scene = try TestScene(
      source: """
        actor Counter {
          var value = 0
          func bump() -> Int {
            value += 1
            return value
          }
        }
        struct Clicks: View {
          let counter = Counter()
          @State private var shown = 0
          var body: some View {
            Button("Click \\(shown)") {
              Task { shown = await counter.bump() }
            }
          }
        }
        """)
    _ = try scene.perform(#"tap "Click 0""#)
    let second = try scene.perform(#"tap "Click 1""#)
    #expect(second.error == nil)
    #expect(second.tree.allNodes.compactMap(\.label) == ["Click 2"])
  }

  /// `fallthrough` runs the next case's body without matching its pattern, and goes on
  /// while the next body falls through too (The Swift Programming Language, "Control Flow",
  /// Fallthrough): for 1, "one" then "two or less" then "small".
  @Test func fallthroughRunsTheNextCasesBody() throws {
    let scene = try TestScene(
      source: """
        func describe(_ n: Int) -> String {
          var words: [String] = []
          switch n {
          case 1:
            words.append("one")
            fallthrough
          case 2:
            words.append("two or less")
            fallthrough
          case 100:
            words.append("small")
          default:
            words.append("other")
          }
          return words.joined(separator: ", ")
        }
        struct Words: View {
          var body: some View {
            VStack {
              Text(describe(1))
              Text(describe(2))
              Text(describe(7))
            }
          }
        }
        """)
    #expect(
      scene.first.tree.texts == ["one, two or less, small", "two or less, small", "other"])
  }

  // MARK: - Writes Swift refuses

  @Test func writesToLetsAndToAnImmutableSelfAreRefusedAsSwiftDoes() {
    let source = """
      struct Tally { var count = 0; mutating func add() { count += 1 } }
      final class Box { var items: [Int] = [] }
      struct Meter: View {
        let limit = 3
        var total = 0
        var tally = Tally()
        let box = Box()
        var body: some View {
          VStack {
            Button("a") { total += 1 }
            Button("b") { limit = 4 }
            Button("c") { tally.add() }
            Button("d") { self.total = 2 }
            Button("e") { box.items.append(1) }
            Button("f") { box = Box() }
          }
        }
        func reset() { total = 0 }
        mutating func clear() { total = 0; limit = 0 }
      }
      """
    do {
      _ = try ScriptProgram.compile(source: source, path: "meter.swift")
      Issue.record("the writes compiled")
    } catch {
      // `box.items.append` writes through a reference, which Swift allows.
      #expect(
        error.diagnostics.map(\.code) == ["S126", "S125", "S126", "S126", "S125", "S126", "S125"])
      #expect(error.diagnostics.map(\.line) == [10, 11, 12, 13, 15, 18, 19])
      #expect(
        error.diagnostics.map(\.englishMessage).prefix(2) == [
          "cannot assign to property: `self` is immutable",
          "cannot assign to property: `limit` is a `let` constant",
        ])
    }
  }

  /// A section's header and footer, however written, are inert modifiers of the section: its
  /// rows keep the identity they have without them (rule 7).
  @Test func sectionHeadersAndFootersKeepTheRowsIdentity() throws {
    let scene = try TestScene(
      source: """
        struct Tasks: View {
          var body: some View {
            List {
              Section("Today") { Text("a") }
              Section { Text("b") } header: { HStack { Image(systemName: "sun.max"); Text("Later") } }
              Section(header: Text("Done"), footer: Text("2 left")) { Text("c") }
              Section { Text("d") }
            }
          }
        }
        """)
    let sections = scene.first.tree.nodes(ofType: "Section")
    #expect(
      sections.map { $0.modifiers.map { "\($0.name)=\($0.value.displayDescription)" } } == [
        // An image in a header is kept as an image (sample 55), not as its name's words.
        [#"header="Today""#], [#"header=[.systemName("sun.max"), "Later"]"#],
        [#"header="Done""#, #"footer="2 left""#], [],
      ])
    #expect(
      scene.first.tree.nodes(ofType: "Text").map(\.identity).suffix(4) == [
        "Tasks/List/0/Section/0/Text", "Tasks/List/1/Section/0/Text",
        "Tasks/List/2/Section/0/Text", "Tasks/List/3/Section/0/Text",
      ])
  }

  /// A package's module name qualifies its names (`CasePaths.extract`), whatever type it is a
  /// few letters from (`CasePath`): not a typo (issue #24, the fifth sample).
  @Test func aModuleOfTheRunIsNotATypoOfAType() throws {
    let package = """
      public struct CasePath { public var name = "path" }
      public func extract(_ value: Int) -> Int { value }
      public func twice(_ value: Int) -> Int { CasePaths.extract(value) * 2 }
      """
    let scene = try TestScene(
      files: [
        ScriptSource(
          path: "App/Card.swift",
          source:
            "import CasePaths\n\nstruct Card: View {\n  var body: some View { Text(\"\\(twice(2)) \\(CasePath().name)\") }\n}\n"
        ),
        ScriptSource(path: "Package/Sources/CasePaths/Extract.swift", source: package),
      ])
    #expect(scene.first.tree.texts == ["4 path"])
  }

  /// A method the program declares for a library type decides, not the library's own method
  /// of that name (issue #24, the fifth sample): lottie's `CGPoint.subtract(_:) -> CGPoint` is
  /// not `Set.subtract`, so calling it on a `let` is no write; `Set.subtract` on a `let` is.
  @Test func theProgramsOwnMethodIsNotALibraryMutatingOne() {
    let source = """
      extension CGPoint {
        func subtract(_ other: CGPoint) -> CGPoint { CGPoint(x: x - other.x, y: y - other.y) }
      }
      struct Vertex {
        let point: CGPoint
        let tangent: CGPoint
        let seen: Set<Int>
        var relative: CGPoint { tangent.subtract(point) }
        func forget() { seen.subtract([1]) }
      }
      struct Curve: View {
        var body: some View { Text("curve") }
      }
      """
    do {
      _ = try ScriptProgram.compile(source: source, path: "curve.swift")
      Issue.record("the write to a `let` set compiled")
    } catch {
      #expect(error.diagnostics.map(\.code) == ["S125"])
      #expect(error.diagnostics.map(\.line) == [9])
    }
  }

  /// Writing through a member that holds a class (or a type no file declares, which may be
  /// one: `EKReminder`) or through a property wrapper (`@Binding`) does not mutate the struct,
  /// so Swift allows it in a nonmutating method; a path of plain values is still refused.
  @Test func writesThroughAReferenceMemberAreAllowed() {
    let source = """
      final class Note { var done = false }
      struct Item { var note = Note(); var reminder: EKReminder; var count = 0 }
      struct Chart: View {
        @Binding var selected: Item
        var body: some View { Text("chart") }
      }
      struct Row: View {
        var item: Item
        let chart: Chart
        var body: some View {
          VStack {
            Button("a") { item.note.done = true }
            Button("b") { item.reminder.isCompleted = true }
            Button("c") { item.count = 1 }
            Button("d") { chart.selected.count = 2 }
          }
        }
      }
      """
    do {
      _ = try ScriptProgram.compile(source: source, path: "row.swift")
      Issue.record("the struct write compiled")
    } catch {
      // Only `item.count`: `chart.selected` is a `@Binding`, written through its setter.
      #expect(error.diagnostics.map(\.code) == ["S126"])
      #expect(error.diagnostics.map(\.line) == [14])
    }
  }

  @Test func writesSwiftAllowsStillRun() throws {
    let source = """
      struct Tally { var count = 0; mutating func add() { count += 1 } }
      struct Meter: View {
        let start: Int
        var total = 0
        @State private var taps = 0
        @Binding var shared: Int
        init(start: Int, shared: Binding<Int>) {
          self.start = start
          self.total = start
          _shared = shared
        }
        var body: some View {
          Button("Tap \\(taps) \\(shared)") {
            var total = 0
            total += 1
            taps += total
            shared += 1
            var tally = Tally()
            tally.add()
          }
        }
      }
      struct Host: View {
        @State var shared = 0
        var body: some View { Meter(start: 1, shared: $shared) }
      }
      """
    let scene = try TestScene(source: source, root: "Host")
    let tapped = try scene.perform(#"tap "Tap 0 0""#)
    #expect(tapped.error == nil)
    #expect(tapped.tree.state("shared") == .int(1))
    #expect(tapped.tree.allNodes.first { $0.type == "Meter" }?.state("taps") == .int(1))
  }

  // MARK: - Members that were reported missing

  @Test func delegatingInitializersAndLibraryExtensionsRun() throws {
    let source = """
      struct Badge: Identifiable {
        let id: Int
        let title: String
        init(id: Int, title: String) {
          self.id = id
          self.title = title
        }
        init(id: Int) { self.init(id: id, title: "#\\(id.doubled)") }
      }
      extension Int {
        var doubled: Int { self * 2 }
      }
      extension String {
        func shouted() -> String { uppercased() + "!" }
      }
      struct Wall: View {
        @State var badges = [Badge(id: 1), Badge(id: 2, title: "two")]
        var body: some View {
          VStack {
            ForEach(badges) { badge in Text(badge.title.shouted()) }
          }
        }
      }
      """
    let scene = try TestScene(source: source, root: "Wall")
    #expect(scene.first.tree.texts == ["#2!", "TWO!"])
    #expect(
      scene.first.tree.allNodes.map(\.identity).filter { $0.contains("ForEach/") } == [
        "Wall/VStack/0/ForEach/1/Text", "Wall/VStack/0/ForEach/2/Text",
      ])
  }

  /// `init?`: `return nil` in the initializer itself makes the construction `nil` (also
  /// through `self.init`); a bare `return` and a closure's `return nil` inside it do not.
  @Test func aFailableInitializersReturnNilIsNil() throws {
    let source = """
      struct Ticket {
        let seat: Int
        init?(seat: Int) {
          let check: (Int) -> Int? = { value in
            if value > 0 { return value }
            return nil
          }
          guard let valid = check(seat), valid < 40 else { return nil }
          self.seat = valid
          if valid > 20 { return }
        }
        init?(row: Int, place: Int) {
          self.init(seat: row * 10 + place)
        }
      }
      struct Hall: View {
        @State var wanted = [3, 0, 42, 25]
        var body: some View {
          VStack {
            ForEach(wanted.compactMap { Ticket(seat: $0) }, id: \\.seat) { ticket in
              Text("seat \\(ticket.seat)")
            }
            Text(Ticket(seat: -1) == nil ? "refused" : "sold")
            Text("\\(Ticket(row: 5, place: 1)?.seat ?? 0) \\(Ticket(row: 1, place: 2)?.seat ?? 0)")
            Button("Add") { wanted.append(7) }
          }
        }
      }
      """
    let scene = try TestScene(source: source, root: "Hall")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["seat 3", "seat 25", "refused", "0 12"])
    let added = try scene.perform(#"tap "Add""#)
    #expect(added.tree.texts == ["seat 3", "seat 25", "seat 7", "refused", "0 12"])
    #expect(
      added.tree.allNodes.map(\.identity).filter { $0.contains("ForEach/") } == [
        "Hall/VStack/0/ForEach/3/Text", "Hall/VStack/0/ForEach/25/Text",
        "Hall/VStack/0/ForEach/7/Text",
      ])
    #expect(added.events(.create, type: "Text").map(\.identity) == ["Hall/VStack/0/ForEach/7/Text"])
  }

  @Test func aLibraryValueIdlabDoesNotComputeIsNamed() throws {
    let source = """
      struct Label: View {
        let font = Font.body
        var body: some View { Text("\\(font.pointSize / 2)") }
      }
      """
    let program = try ScriptProgram.compile(source: source, path: "label.swift")
    do {
      _ = try program.simulate(root: nil)
      Issue.record("expected S205")
    } catch {
      #expect(error.diagnostics.map(\.code) == ["S205"])
      #expect(error.diagnostics.map(\.line) == [3])
      #expect(
        error.diagnostics.first?.englishMessage
          == "the value of `font.pointSize` is not known to the simulator")
    }
  }

  @Test func aDeclaredTupleTypeLabelsItsElements() throws {
    let source = """
      struct Pairs: View {
        var body: some View {
          let rows: [(left: String, right: Int)] = [("a", 1), ("b", 2)]
          let last: (name: String, count: Int) = ("c", 3)
          return Text("\\(rows[1].left)\\(rows[0].right) \\(last.name)\\(last.count)")
        }
      }
      """
    let scene = try TestScene(source: source, root: "Pairs")
    #expect(scene.first.tree.texts == ["b1 c3"])
  }

  @Test func aStringIsAppendedToAnother() throws {
    let scene = try TestScene(
      source: """
        enum Api {
          static let base = "https://example.org"
        }
        struct Address: View {
          var body: some View {
            Text(Api.base.appending("/orders"))
          }
        }
        """)
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["https://example.org/orders"])
  }

  /// A subscript write into a class instance reached through a `let` structure's property goes
  /// through the reference, which Swift allows (sample 48: S125); into a structure's, it is
  /// still refused.
  @Test func aSubscriptWriteThroughAReferenceIsAllowed() throws {
    func source(_ kind: String) -> String {
      """
      \(kind) Box {
        var items: [String: String] = [:]
        subscript(key: String) -> String? {
          get { items[key] }
          set { items[key] = newValue }
        }
      }
      struct Shelf { let box = Box() }
      struct Pantry: View {
        let shelf = Shelf()
        var body: some View { Text(label()) }
        func label() -> String {
          shelf.box["jar"] = "Honey"
          return shelf.box["jar"] ?? "empty"
        }
      }
      """
    }
    let scene = try TestScene(source: source("final class"), root: "Pantry")
    #expect(scene.first.tree.texts == ["Honey"])
    do {
      _ = try ScriptProgram.compile(source: source("struct"), path: "pantry.swift")
      Issue.record("the write into a `let` structure compiled")
    } catch {
      #expect(error.diagnostics.map(\.code) == ["S125"])
      #expect(error.diagnostics.map(\.line) == [13])
    }
  }

  /// The type a property names is the one nested in its holder before a top-level type of the
  /// same name (Swift's name lookup: the innermost scope first; sample 48's package
  /// `struct Values` beside a store's own class): a subscript write through the nested class is
  /// allowed even though the top-level `Values` is a structure.
  @Test func aNestedTypeIsFoundBeforeATopLevelOneOfTheSameName() throws {
    let scene = try TestScene(
      source: """
        struct Values { var items: [String: String] = [:] }
        struct Store {
          final class Values {
            var items: [String: String] = [:]
            subscript(key: String) -> String? {
              get { items[key] }
              set { items[key] = newValue }
            }
          }
          let values = Values()
        }
        struct Pantry: View {
          let store = Store()
          var body: some View { Text(label()) }
          func label() -> String {
            store.values["jar"] = "Honey"
            return store.values["jar"] ?? "empty"
          }
        }
        """, root: "Pantry")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Honey"])
  }

  /// A method of `extension Array where Element: P` (or `where Element == T`) is a member only
  /// of arrays whose elements meet it ("Extensions with a Generic Where Clause", The Swift
  /// Programming Language): on an array of other values Swift calls the standard library's
  /// method of that name (sample 50: the program's `contains(_:)` for wrapped elements was
  /// called on an array of plain values, S202). Expected by hand.
  @Test func anExtensionsWhereClauseDecidesWhichArraysHaveItsMembers() throws {
    let scene = try TestScene(
      source: """
        protocol Wrapping { var inner: Int { get } }
        struct Box: Wrapping { let inner: Int }
        struct Spot: Equatable { let x: Int }
        struct Card { let rank: Int }
        extension Array where Element: Wrapping {
          func contains(_ value: Int) -> Bool { contains { $0.inner == value } }
        }
        extension Array where Element == Card {
          func first(_ count: Int) -> [Card] { Array(prefix(count)) }
          func reversed() -> [Card] { [] }
        }
        struct Board: View {
          let spots = [Spot(x: 1), Spot(x: 2)]
          let boxes = [Box(inner: 3)]
          let ranks = [1, 2, 3]
          var body: some View {
            Text("\\(spots.contains(Spot(x: 2))) \\(boxes.contains(3)) \\(ranks.reversed())")
          }
        }
        """, root: "Board")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["true true [3, 2, 1]"])
  }

  /// The same clauses on values the program does not declare and on subclasses: an `Int`
  /// conforms to a protocol of the program only through the program's `extension Int: P`; an
  /// instance of a subclass meets `Element == Base`; a closure is no `any Space` (`contains {
  /// … }` calls the standard library's `contains(where:)`, not the program's `contains(_:)`).
  /// Expected by hand (review of session 23).
  @Test func whereClausesOnLibraryValuesSubclassesAndClosures() throws {
    let scene = try TestScene(
      source: """
        protocol Wrapping { var inner: Int { get } }
        protocol Space { var id: Int { get } }
        struct Cell: Space { let id: Int }
        class Card { var rank: Int { 1 } }
        final class Ace: Card { override var rank: Int { 14 } }
        extension Array where Element: Wrapping {
          func contains(_ value: Int) -> Bool { false }
        }
        extension Array where Element == Card {
          var best: Int { 0 }
          func top() -> Int { map(\\.rank).max() ?? 0 }
        }
        extension Collection where Element == any Space {
          func contains(_ element: Element) -> Bool { contains { $0.id == element.id } }
        }
        struct Board: View {
          let cells: [any Space] = [Cell(id: 1), Cell(id: 2)]
          let cards: [Card] = [Ace()]
          var body: some View {
            Text("\\([1, 2, 3].contains(2)) \\(cards.top()) \\(cells.contains(Cell(id: 2)))")
          }
        }
        """, root: "Board")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["true 14 true"])
  }

  /// An array literal of unlabelled tuples takes the labels of the declared type it flows into
  /// through calls that keep its elements (a getter's `[(name: String, n: Int)]`, a `return`, a
  /// typed `let`), as Swift types a literal from its context; without a declared type it keeps
  /// none. Sample 52: S206 "`n` is not among the members of `(String, Int)`".
  @Test func aLiteralsTuplesTakeTheDeclaredLabelsThroughFilters() throws {
    let scene = try TestScene(
      source: """
        struct Tally: View {
          var rows: [(name: String, n: Int)] {
            [("Focus", 2), ("Break", 0), ("Rest", 1)].filter { $0.n > 0 }
          }
          func ranked() -> [(name: String, n: Int)] {
            let floor = 1
            return ([("Low", 1), ("High", 5)]).sorted { $0.n > $1.n }.filter { $0.n >= floor }
          }
          var body: some View {
            let kept: [(label: String, on: Bool)] = [("a", true), ("b", false)].filter { $0.on }
            VStack {
              ForEach(rows, id: \\.name) { Text("\\($0.name) \\($0.n)") }
              Text(ranked().map(\\.name).joined(separator: " "))
              Text(kept.map(\\.label).joined())
              Text("\\([(1, 2)].map { $0.0 + $0.1 })")
            }
          }
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Focus 2", "Rest 1", "High Low", "a", "[3]"])
  }
}
