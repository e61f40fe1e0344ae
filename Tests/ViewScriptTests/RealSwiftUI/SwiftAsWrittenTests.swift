import IdentityEngine
import IdlabTestSupport
import Testing

@testable import ViewScript

/// Valid Swift that real apps write and that idlab once refused or ran wrongly: `Optional`'s
/// `map`/`flatMap` and `Kind?.none`, a program's extension method of a library type overloaded
/// by parameter type, `Text + Text.bold()`, `Binding.animation()`, `String.data(using:)`,
/// `os_log`.
@Suite struct SwiftAsWrittenTests {
  @Test func anOptionalsFlatMapGivesTheClosureTheWrappedValue() throws {
    let scene = try TestScene(
      source: """
        enum Kind: String { case noun, verb }

        struct Card {
          var raw: String?
          var kind: Kind? { raw.flatMap { Kind(rawValue: $0) } }
          var shout: String? { raw.map { $0.uppercased() } }
        }

        struct Cards: View {
          @State private var selected: Kind? = .verb
          let cards = [Card(raw: "noun"), Card(raw: nil), Card(raw: "adverb")]
          var body: some View {
            VStack {
              ForEach(0..<cards.count, id: \\.self) { index in
                Text("\\(cards[index].kind?.rawValue ?? "none") \\(cards[index].shout ?? "-")")
              }
              Picker("Kind", selection: $selected) {
                Text("Any").tag(Kind?.none)
                Text("Noun").tag(Optional(Kind.noun))
              }
              Button("Clear") { selected = Kind?.none }
            }
          }
        }
        """, root: "Cards")
    #expect(scene.first.error == nil)
    #expect(
      Array(scene.first.tree.texts.prefix(3)) == ["noun NOUN", "none -", "none ADVERB"])
    let cleared = try scene.perform(#"tap "Clear""#)
    #expect(cleared.tree.state("selected") == .null)
  }

  @Test func aLibraryTypesExtensionMethodAppliesOnlyToArgumentsOfItsTypes() throws {
    let scene = try TestScene(
      source: """
        extension UserDefaults {
          enum Key: String { case name }
          func string(forKey key: Key) -> String? { string(forKey: key.rawValue) }
          func set(_ value: Any?, forKey key: Key) { set(value, forKey: key.rawValue) }
        }

        struct Prefs: View {
          @State private var shown = "-"
          var body: some View {
            VStack {
              Text(shown)
              Button("Save") {
                UserDefaults.standard.set("Ann", forKey: .name)
                shown = UserDefaults.standard.string(forKey: .name) ?? "none"
              }
            }
          }
        }
        """, root: "Prefs")
    let saved = try scene.perform(#"tap "Save""#)
    #expect(saved.error == nil)
    #expect(saved.tree.texts == ["Ann"])
  }

  @Test func textsJoinedWithStylingAreOneText() throws {
    let scene = try TestScene(
      source: """
        struct Pin: View {
          let pin = "4821"
          var body: some View {
            Text("Your PIN: ") + Text(pin).bold().foregroundColor(.blue)
          }
        }
        """, root: "Pin")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["Your PIN: 4821"])
  }

  /// `$flag.animation()` writes inside an animation: the opacity animates; the same toggle
  /// through `$flag` does not.
  @Test func aBindingsAnimationAnimatesItsWrites() throws {
    func motion(_ binding: String) throws -> Int {
      let scene = try TestScene(
        source: """
          struct Fade: View {
            @State private var shown = true
            var body: some View {
              VStack {
                Toggle("Shown", isOn: \(binding))
                Text("Hello").opacity(shown ? 1 : 0)
              }
            }
          }
          """, root: "Fade")
      let toggled = try scene.perform(#"toggle "Shown""#)
      #expect(toggled.error == nil)
      #expect(toggled.tree.state("shown") == .bool(false))
      return toggled.motion.count
    }
    #expect(try motion("$shown.animation()") == 1)
    #expect(try motion("$shown") == 0)
  }

  @Test func aStringsUTF8DataAndOSLogRun() throws {
    let scene = try TestScene(
      source: """
        import os.log

        struct Bytes: View {
          let data = "héllo".data(using: .utf8)!
          var body: some View {
            Text("\\(data.count) \\(String(data: data, encoding: .utf8) ?? "")")
              .onAppear { os_log("shown", type: .debug) }
          }
        }
        """, root: "Bytes")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["6 héllo"])
  }

  @Test func conversionsAndRemaindersAsSwiftWritesThem() throws {
    let scene = try TestScene(
      source: """
        enum Kind: String { case noun, verb }

        struct Misc: View {
          @State private var kind: Kind? = nil
          let days = 3
          var body: some View {
            VStack {
              Text("\\(-TimeInterval(days * 86_400))")
              Text([1, 2].map(String.init).joined(separator: ","))
              Text("\\(["4", "x"].compactMap(Int.init))")
              Text("\\(7.5.truncatingRemainder(dividingBy: 2))")
              Button("Noun") { kind = Kind?.some(.noun) }
            }
          }
        }
        """, root: "Misc")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["-259200.0", "1,2", "[4]", "1.5"])
    #expect(
      try scene.perform(#"tap "Noun""#).tree.state("kind")
        == .enumCase(type: "Kind", name: "noun", payload: []))
  }

  /// `first`, `last` and the like are optional whatever they are read from: their `map` maps the
  /// element, not its characters.
  @Test func anOptionalElementsMapMapsTheElement() throws {
    let scene = try TestScene(
      source: """
        struct Cats: View {
          let titles = ["Food and drink", "Travel"]
          var body: some View {
            VStack {
              ForEach(titles, id: \\.self) { title in
                Text(title.split(separator: " ").first.map(String.init) ?? "")
              }
              Text(titles.last.map { $0.uppercased() } ?? "-")
              Text(titles.first(where: { $0.hasPrefix("X") }).map { $0 + "!" } ?? "none")
              Text("\\(titles.map { $0.count })")
            }
          }
        }
        """, root: "Cats")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["Food", "Travel", "TRAVEL", "none", "[14, 6]"])
  }

  /// `Double.random(in:)` stays in its range, integer bounds (`0...1`) or fractional.
  @Test func aRandomDoubleStaysInItsRange() throws {
    let scene = try TestScene(
      source: """
        struct Dots: View {
          let unit = (0..<300).map { _ in Double.random(in: 0...1) }
          let middle = (0..<300).map { _ in Double.random(in: 0.25...0.75) }
          let open = (0..<300).map { _ in Double.random(in: 2..<4) }
          var body: some View {
            VStack {
              Text("\\(unit.allSatisfy { $0 >= 0 && $0 <= 1 })")
              Text("\\(middle.allSatisfy { $0 >= 0.25 && $0 <= 0.75 })")
              Text("\\(open.allSatisfy { $0 >= 2 && $0 < 4 })")
              Text("\\(Set(middle).count > 100)")
            }
          }
        }
        """, root: "Dots")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["true", "true", "true", "true"])
  }

  /// A method named without a call is a function value bound to the value it was read from
  /// (`.onDelete(perform: tasks.delete)`), and `.onChange(of:)`'s action may be one
  /// (`.onChange(of: choice, record)`).
  @Test func aMethodReferenceIsAFunctionValue() throws {
    let scene = try TestScene(
      source: """
        final class Tasks: ObservableObject {
          @Published var items = ["A", "B", "C"]
          func delete(at offsets: IndexSet) { items.remove(atOffsets: offsets) }
        }

        struct TaskList: View {
          @StateObject private var tasks = Tasks()
          @State private var choice = 0
          @State private var log = "none"
          var body: some View {
            List {
              Text(log)
              ForEach(tasks.items, id: \\.self) { Text($0) }
                .onDelete(perform: tasks.delete)
              Button("Next") { choice += 1 }
            }
            .onChange(of: choice, record)
          }
          func record() { log = "choice \\(choice)" }
        }
        """, root: "TaskList")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["none", "A", "B", "C"])
    #expect(
      try scene.perform("tasks.delete(at: IndexSet(integer: 0))").tree.texts == [
        "none", "B", "C",
      ])
    #expect(try scene.perform(#"tap "Next""#).tree.texts == ["choice 1", "B", "C"])
  }

  /// A body that is one `#if` whose active clause is one expression returns it (the compiler
  /// keeps only that clause; idlab's active platform is iOS).
  @Test func aConditionalCompilationBlockIsAnImplicitReturn() throws {
    let scene = try TestScene(
      source: """
        struct Flags: View {
          var isCompact: Bool {
            #if os(macOS)
            false
            #else
            true
            #endif
          }
          var body: some View { Text(isCompact ? "compact" : "regular") }
        }
        """, root: "Flags")
    #expect(scene.first.tree.texts == ["compact"])
  }

  /// A `PreviewProvider`'s view call reads its static members, and `@Namespace static var`
  /// is a namespace of its own.
  @Test func aPreviewProvidersStaticNamespaceIsANamespace() throws {
    let scene = try TestScene(
      source: """
        struct Card: View {
          var ns: Namespace.ID
          var title: String
          var body: some View { Text(title).matchedGeometryEffect(id: "card", in: ns) }
        }
        struct Card_Previews: PreviewProvider {
          @Namespace static var namespace
          static let title = "Preview card"
          static var previews: some View { Card(ns: namespace, title: title) }
        }
        """)
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["Preview card"])
  }

  /// What an opaque value holds is unknown, so is whether it casts: `as?` keeps it opaque,
  /// and the screen shows ‹CKRecord›, not the fallback a failed cast would give.
  @Test func aCastOfAnOpaqueValueStaysOpaque() throws {
    let scene = try TestScene(
      source: """
        struct Place {
          var name: String
          init(record: CKRecord) { name = record["name"] as? String ?? "N/A" }
        }
        struct PlaceRow: View {
          let place = Place(record: CKRecord(recordType: "Place"))
          var body: some View { Text(place.name) }
        }
        """, root: "PlaceRow")
    #expect(scene.first.tree.texts == ["‹CKRecord›"])
  }

  /// `#colorLiteral(red:green:blue:alpha:)` is the colour of those components.
  @Test func aColorLiteralIsAColor() throws {
    let scene = try TestScene(
      source: """
        extension Color {
          static let brand = Color(#colorLiteral(red: 0.2, green: 0.4, blue: 0.9, alpha: 1))
        }
        struct Badge: View {
          var body: some View { Text("New").foregroundColor(.brand) }
        }
        """, root: "Badge")
    #expect(scene.first.error == nil)
    let text = try #require(scene.first.tree.allNodes.first { $0.text == "New" })
    #expect(
      text.modifier("foregroundColor")
        == .color("Color(red: 0.2, green: 0.4, blue: 0.9, opacity: 1)"))
  }

  /// `@GestureState` holds its initial value between gestures; its `.updating` does not run.
  @Test func aGestureStateHoldsItsInitialValue() throws {
    let scene = try TestScene(
      source: """
        struct Key: View {
          @GestureState private var pressed = false
          var body: some View {
            Text(pressed ? "down" : "up")
              .gesture(DragGesture(minimumDistance: 0).updating($pressed) { _, state, _ in state = true })
          }
        }
        """, root: "Key")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["up"])
    #expect(try scene.perform(#"drag "up" by 10,0"#).tree.texts == ["up"])
  }

  /// The program's `func frame(side:)` and `Binding.onChange(_:)` are called only with the
  /// labels they declare; `frame(width:height:)` inside is SwiftUI's.
  @Test func theProgramsMethodNamedLikeAModifierKeepsItsLabels() throws {
    let scene = try TestScene(
      source: """
        extension View {
          func frame(side: CGFloat) -> some View { frame(width: side, height: side) }
        }
        extension Binding {
          func onChange(_ handler: @escaping () -> Void) -> Binding<Value> {
            Binding(get: { wrappedValue }, set: { wrappedValue = $0; handler() })
          }
        }
        struct Editor: View {
          @State private var text = "Hello"
          @State private var edits = 0
          var body: some View {
            VStack {
              Circle().frame(side: 40)
              TextField("Text", text: $text.onChange { edits += 1 })
              Text("\\(edits) edits")
            }
          }
        }
        """, root: "Editor")
    #expect(scene.first.error == nil)
    let circle = try #require(scene.first.tree.allNodes.first { $0.type == "Circle" })
    #expect(circle.modifiers.map(\.name) == ["frame"])
    // Typing sends one keystroke a character, each a write through the program's binding.
    let typed = try scene.perform(#"type "Hi" into "Text""#)
    #expect(typed.tree.state("text") == .string("HelloHi"))
    #expect(typed.tree.texts.last == "2 edits")
  }

  /// `_units` of a property with a wrapper: the program's wrapper made from the value, or an
  /// opaque one from a package not given; a class's `lazy var` reads `self`.
  @Test func aWrappersStorageAndALazyPropertyReadSelf() throws {
    let scene = try TestScene(
      source: """
        @propertyWrapper
        struct Stored<Value> {
          var wrappedValue: Value
          init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
          var label: String { "stored \\(wrappedValue)" }
        }
        final class Settings {
          @Stored var metric: Bool = true
          @PackageDefault var theme: String = "dark"
          lazy var tag: String = self._metric.label
          var themeStorage: String { "\\(_theme)" }
        }
        struct Units: View {
          let settings = Settings()
          var body: some View {
            VStack {
              Text(settings.tag)
              Text(settings.themeStorage)
              Text(settings.theme)
            }
          }
        }
        """, root: "Units")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["stored true", "‹PackageDefault›", "dark"])
  }

  /// A class's `lazy var` read first in its own initializer is computed there, with the `let`s
  /// set before it ("Lazy Stored Properties", The Swift Programming Language: computed "the
  /// first time it's used"); one read later is computed then (sample 50: the read in `init`
  /// gave nil). Expected by hand: 0 + 1 + 2 + 3 = 6.
  @Test func aLazyPropertyReadInTheInitializerIsComputedThere() throws {
    let scene = try TestScene(
      source: """
        final class Grid {
          let size: Int
          var total = 0
          private lazy var cells: [Int] = Array(0..<size)
          lazy var label: String = "grid of \\(size)"
          init(size: Int) {
            self.size = size
            for cell in cells { total += cell }
          }
        }
        struct Board: View {
          let grid = Grid(size: 4)
          var body: some View { Text("\\(grid.label): \\(grid.total)") }
        }
        """, root: "Board")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["grid of 4: 6"])
  }

  /// A structure's `lazy var` reads `self` (`base * 2` once `base` is set, memberwise or by an
  /// initializer), and a class's takes `+=` before any read, as Swift computes it first
  /// ("Lazy Stored Properties"; review of session 23: S201 and S117). Expected by hand: 5 × 2,
  /// 10 + 1, 2 × 2.
  @Test func lazyPropertiesOfStructuresAndACompoundWriteFirst() throws {
    let scene = try TestScene(
      source: """
        struct Model {
          var base = 2
          lazy var doubled = base * 2
        }
        final class Counter {
          lazy var bumped = 10
          init() { self.bumped += 1 }
        }
        struct Totals: View {
          let counter = Counter()
          var body: some View {
            var five = Model(base: 5)
            var plain = Model()
            return Text("\\(five.doubled) \\(counter.bumped) \\(plain.doubled)")
          }
        }
        """, root: "Totals")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["10 11 4"])
  }

  /// A name written in backticks is the name (`` case `default` `` is `.default`), and a
  /// capitalized call inside an extension of an SDK class is a type (`Scanner(string:)`), not
  /// a method of `self`.
  @Test func backtickedNamesAndTypesInsideSDKExtensions() throws {
    let scene = try TestScene(
      source: """
        enum ReturnKey: Int { case `default` = 1, go }
        extension UIColor {
          convenience init(hex: String) {
            let scanner = Scanner(string: hex)
            self.init(red: 1, green: 1, blue: 1, alpha: 1)
          }
        }
        struct Keys: View {
          @State private var key = ReturnKey.default
          let tint = UIColor(hex: "#ffffff")
          var body: some View {
            Button("\\(key.rawValue) \\(key)") { key = .go }
          }
        }
        """, root: "Keys")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.nodes(ofType: "Button").map(\.label) == ["1 default"])
    #expect(
      try scene.perform(#"tap "1 default""#).tree.state("key")
        == .enumCase(type: "ReturnKey", name: "go", payload: []))
  }

  /// `init(@ViewBuilder content: @escaping () -> Content)`: the attribute is the parameter's,
  /// so a closure of several views passed to it is a builder (stored, or called at once).
  @Test func aViewBuilderParameterOfAnInitializerBuildsEveryView() throws {
    let scene = try TestScene(
      source: """
        struct Card<Content: View>: View {
          let content: () -> Content
          init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
          var body: some View { VStack { content() } }
        }
        struct Panel<Content: View>: View {
          let content: Content
          init(@ViewBuilder content: () -> Content) { self.content = content() }
          var body: some View { HStack { content } }
        }
        struct Login: View {
          var body: some View {
            VStack {
              Card { Text("A"); Text("B") }
              Panel { Text("C"); Text("D") }
            }
          }
        }
        """, root: "Login")
    #expect(scene.first.tree.texts == ["A", "B", "C", "D"])
  }

  /// `days.map(Week.init(of:))`, `names.map(Tag.init)`: the program's initializer as a
  /// function, its arguments labelled as written or as the initializer declares them.
  @Test func theProgramsInitializerIsAFunction() throws {
    let scene = try TestScene(
      source: """
        struct Week {
          let start: Int
          init(of day: Int) { start = day - day % 7 }
        }
        struct Tag { var name: String }
        struct Weeks: View {
          let weeks = [3, 10].map(Week.init(of:))
          let tags = ["a", "b"].map(Tag.init)
          var body: some View {
            VStack {
              ForEach(weeks, id: \\.start) { Text("from \\($0.start)") }
              ForEach(tags, id: \\.name) { Text($0.name) }
            }
          }
        }
        """, root: "Weeks")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["from 0", "from 7", "a", "b"])
  }

  /// An extension read before the type it extends (another file, or above it) gives the type
  /// its initializers too: Swift's declarations do not depend on their order.
  @Test func anExtensionBeforeItsTypeGivesItsInitializers() throws {
    let scene = try TestScene(
      source: """
        extension Habit {
          convenience init(title: String, days: Int) {
            self.init(title: title)
            streak = days
          }
        }
        final class Habit {
          var title: String
          var streak = 0
          init(title: String) { self.title = title }
        }
        struct Row: View {
          let habit = Habit(title: "Read", days: 3)
          var body: some View { Text("\\(habit.title) \\(habit.streak)") }
        }
        """, root: "Row")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["Read 3"])
  }

  /// Implicit `Int` raw values count on from the last explicit one; a `let` structure takes a
  /// write to its `@AppStorage` property (a nonmutating setter); `Swift.min` is the standard
  /// library's `min`; a made-up `UUID` or `Date` is a fresh one.
  @Test func rawValuesNonmutatingSettersAndModuleQualifiedNames() throws {
    let scene = try TestScene(
      source: """
        enum Beats: Int { case one = 1, two, three, ten = 10, eleven }
        struct Store { @AppStorage("count") var count: Int = 0 }
        final class Model: ObservableObject {
          private let store = Store()
          @Published var count = 0 { didSet { store.count = count } }
        }
        struct Meter: View {
          @StateObject private var model = Model()
          var body: some View {
            VStack {
              Text("\\(Beats.three.rawValue) \\(Beats.eleven.rawValue) \\(Swift.min(4, 2))")
              Button("Add") { model.count += 1 }
            }
          }
        }
        """, root: "Meter")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["3 11 2"])
    #expect(try scene.perform(#"tap "Add""#).error == nil)
  }

  /// A `#if` inside a modifier chain applies its active clause's modifiers to the view before
  /// it (idlab's platform is iOS).
  @Test func aConditionalCompilationBlockInAModifierChain() throws {
    let scene = try TestScene(
      source: """
        struct Key: View {
          var body: some View {
            Text("C")
              .padding()
        #if os(visionOS)
              .hoverEffect()
        #else
              .opacity(0.5)
              .onTapGesture { }
        #endif
          }
        }
        """, root: "Key")
    #expect(scene.first.error == nil)
    let text = try #require(scene.first.tree.allNodes.first { $0.text == "C" })
    #expect(text.modifiers.map(\.name) == ["padding", "opacity", "onTapGesture"])
  }

  /// The Swift Programming Language, "Initializer Delegation for Value Types": a structure keeps
  /// its memberwise initializer when its own initializers are written in an extension.
  @Test func aStructureKeepsItsMemberwiseInitializerWhenItsInitializersAreInAnExtension() throws {
    let scene = try TestScene(
      source: """
        struct Span {
          var low: Int
          var high: Int
        }

        extension Span {
          init(both: Int) { self.init(low: both, high: both * 2) }
        }

        struct Spans: View {
          let spans = [Span(low: 3, high: 9), Span(both: 4)]
          var body: some View {
            VStack {
              ForEach(0..<spans.count, id: \\.self) { index in
                Text("\\(spans[index].low)-\\(spans[index].high)")
              }
            }
          }
        }
        """, root: "Spans")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["3-9", "4-8"])
  }

  /// A leading-dot `.constant(v)` passed where a parameter is declared `Binding<T>` is
  /// `Binding.constant(v)` (its type comes from the parameter, as for any implicit member).
  @Test func aConstantBindingThroughAnExplicitInitializerReadsItsValue() throws {
    let scene = try TestScene(
      source: """
        enum Speed: Int, CaseIterable { case slow, steady, fast }

        struct Gauge: View {
          @Binding var speed: Speed
          @State private var position: Int
          init(speed: Binding<Speed>) {
            _speed = speed
            _position = State(initialValue: Speed.allCases.firstIndex(of: speed.wrappedValue)!)
          }
          var body: some View { Text("\\(speed == .fast ? "fast" : "not fast") at \\(position)") }
        }

        struct Dial: View {
          var body: some View { Gauge(speed: .constant(.fast)) }
        }
        """, root: "Dial")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["fast at 2"])
  }

  /// `URL(string:)` is failable: Foundation gives nil for an empty string.
  @Test func anEmptyStringMakesNoURL() throws {
    let scene = try TestScene(
      source: """
        struct Link: View {
          let address = ""
          var body: some View {
            Text(URL(string: address) == nil ? "no link" : "link")
          }
        }
        """, root: "Link")
    #expect(scene.first.tree.texts == ["no link"])
  }

  /// `self.$goal` is the projected value `$goal` names (The Swift Programming Language,
  /// "Projecting a Value From a Property Wrapper": "you access a projected value … the same way
  /// as a property of the type", `self` included).
  @Test func aProjectedValueThroughSelfIsTheBinding() throws {
    let scene = try TestScene(
      source: """
        struct Goal: View {
          @State private var goal = "2500"
          var body: some View {
            VStack {
              TextField("Goal", text: self.$goal)
              Text(self.goal)
            }
          }
        }
        """, root: "Goal")
    #expect(scene.first.error == nil)
    #expect(try scene.perform(#"type "0" into "Goal""#).tree.texts == ["25000"])
  }

  /// HealthKit on a fresh install of an iPhone: available, not authorized, nobody answers the
  /// permission sheet, so no sample arrives (Apple, `HKHealthStore.isHealthDataAvailable()`;
  /// `HKAuthorizationStatus.notDetermined`: "The user has not yet chosen whether the app can
  /// save or read data of this type").
  @Test func aHealthStoreOnAFreshInstallIsAvailableAndNotAuthorized() throws {
    let scene = try TestScene(
      source: """
        final class Water: ObservableObject {
          let store = HKHealthStore()
          @Published var status = "?"
          @Published var asked = "not asked"
          init() {
            let water = HKQuantityType(.dietaryWater)
            let known = store.authorizationStatus(for: water) == .notDetermined ? "undecided" : "decided"
            status = (HKHealthStore.isHealthDataAvailable() ? "available, " : "none, ") + known
            store.requestAuthorization(toShare: [water], read: [water]) { granted, _ in
              self.asked = granted ? "granted" : "denied"
            }
          }
        }

        struct Intake: View {
          @StateObject private var water = Water()
          var body: some View { Text("\\(water.status); \\(water.asked)") }
        }
        """, root: "Intake")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["available, undecided; not asked"])
  }

  /// `Swift.min(a, b)` names the standard library's function even inside a type with a `min`
  /// property; `.pi` beside a `Double` is `Double.pi` (Swift infers an implicit member's type
  /// from the other operand); `storage.presetId` reads a structure's `@AppStorage` property
  /// from the defaults, as inside it.
  @Test func qualifiedNamesImplicitNumbersAndStoredDefaultsReadAsSwiftDoes() throws {
    let scene = try TestScene(
      source: """
        struct Settings {
          @AppStorage("preset") var presetId: String = "standard"
        }

        struct Dial: View {
          let min = 3.0
          let settings = Settings()
          var turn: Double { Swift.min(min, 10) * 2.0 * .pi }
          var body: some View {
            Text("\\(Int(turn * 100)) \\(settings.presetId)")
          }
        }
        """, root: "Dial")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["1884 standard"])
  }

  /// A `Text` made from a string literal renders its inline Markdown (Apple, `Text`: a literal
  /// is a `LocalizedStringKey`); the markers follow CommonMark's flanking rules (a lone `*`
  /// between spaces and an underscore inside a word are text); `Text(verbatim:)` and a
  /// `String` value show their characters as they are.
  @Test func aTextLiteralRendersItsInlineMarkdown() throws {
    let scene = try TestScene(
      source: """
        struct Rules: View {
          let raw = "**kept**"
          var body: some View {
            VStack {
              Text("Guess the **WORD** in *six* tries, `fast`")
              Text("See [the guide](https://example.com) or ~~not~~")
              Text("2 * 3 * 4 is snake_case_name")
              Text(verbatim: "**as is**")
              Text(raw)
            }
          }
        }
        """, root: "Rules")
    #expect(
      scene.first.tree.texts == [
        "Guess the WORD in six tries, fast", "See the guide or not", "2 * 3 * 4 is snake_case_name",
        "**as is**", "**kept**",
      ])
  }

  /// A control's literal title is a `LocalizedStringKey` too, shown as `Text` shows it, Markdown
  /// rendered (`Toggle(_ titleKey:isOn:)`, `Stepper(_ titleKey:value:in:)`, `Button`, `Label`,
  /// `Slider`'s and `Picker`'s); a `String` value keeps its characters.
  @Test func aControlsLiteralTitleRendersItsInlineMarkdown() throws {
    let scene = try TestScene(
      source: """
        struct Workout: View {
          @State private var reps = 8
          @State private var warm = false
          @State private var pick = 1
          let raw = "*as typed*"
          var body: some View {
            VStack {
              Stepper("**Reps:** \\(reps)", value: $reps)
              Toggle("*Warm-up* done", isOn: $warm)
              Button("Log `set`") {}
              Label("~~Skip~~ rest", systemImage: "timer")
              Picker("**Plan**", selection: $pick) { Text("One").tag(1) }
              Toggle(raw, isOn: $warm)
            }
          }
        }
        """, root: "Workout")
    let labels = scene.first.tree.allNodes.compactMap { $0.type == "Text" ? nil : $0.label }
    #expect(labels == ["Reps: 8", "Warm-up done", "Log set", "Skip rest", "Plan", "*as typed*"])
  }

  /// Reading through an implicitly unwrapped optional unwraps it: while it holds a value the
  /// read goes on, while it is nil Swift traps at the read ("Unexpectedly found nil while
  /// implicitly unwrapping an Optional value"); an optional chain on it does not trap.
  @Test(arguments: [
    ("Shelf()", nil as Int?, ["Top", "Top", "after"]),
    ("nil", 6, []),
  ])
  func readingThroughAnImplicitlyUnwrappedOptional(
    initial: String, failureLine: Int?, texts: [String]
  ) throws {
    let scene = try TestScene(
      source: """
        final class Shelf { var name = "Top" }
        final class Jar { var shelf: Shelf! = \(initial) }
        struct JarRow: View {
          let jar = Jar()
          var body: some View {
            VStack { Text(jar.shelf?.name ?? "none"); Text(jar.shelf.name); Text("after") }
          }
        }
        """, root: "JarRow")
    #expect(scene.first.error?.line == failureLine)
    if let failureLine {
      #expect(scene.first.error?.id == "implicit-unwrap-nil", "line \(failureLine)")
    } else {
      #expect(scene.first.tree.texts == texts)
    }
  }

  /// An `@autoclosure` argument is evaluated when the callee calls it, not at the call: a
  /// function that never calls it never evaluates it, and a `LazyView`-style wrapper builds
  /// its content only in its body (The Swift Programming Language, "Autoclosures").
  @Test func anAutoclosureArgumentIsEvaluatedWhenCalled() throws {
    let scene = try TestScene(
      source: """
        func later(_ make: @autoclosure () -> String, use: Bool) -> String {
          use ? make() : "skipped"
        }
        func pick(_ first: String, _ other: @autoclosure () -> String) -> String {
          first.isEmpty ? other() : first
        }
        struct Box { func later(_ value: String, use: Bool) -> String { use ? value : "-" } }
        func loud() -> String { fatalError("evaluated") }
        struct Deferred<Content: View>: View {
          let build: () -> Content
          init(_ build: @autoclosure @escaping () -> Content) { self.build = build }
          var body: Content { build() }
        }
        struct Probe: View {
          @State private var shown = false
          var body: some View {
            VStack {
              Text(later(loud(), use: false))
              Text(later("made", use: true))
              Text(pick("", "fallback") + pick("first", loud()))
              Text(String.init(4) + Box().later("boxed", use: true))
              Button("Show") { shown = true }
              if shown { Deferred(Text("built")) }
            }
          }
        }
        """, root: "Probe")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["skipped", "made", "fallbackfirst", "4boxed"])
    let shown = try scene.perform(#"tap "Show""#)
    #expect(shown.tree.texts == ["skipped", "made", "fallbackfirst", "4boxed", "built"])
  }

  /// Unqualified lookup goes out through the enclosing types: inside `Store.Key`, declared in
  /// an extension, `isValidName(_:)` is `Store`'s static method (as Swift finds it; a package's
  /// `Defaults.Key` does this, sample 46).
  @Test func aNestedTypeCallsItsEnclosingTypesStaticsUnqualified() throws {
    let scene = try TestScene(
      source: """
        enum Store {}
        extension Store {
          final class Key {
            let name: String
            init(name: String) { self.name = isValidName(name) ? name : "invalid" }
          }
        }
        extension Store {
          static func isValidName(_ name: String) -> Bool { !name.contains(".") }
        }
        struct Shelf: View {
          var body: some View {
            VStack {
              Text(Store.Key(name: "volume").name)
              Text(Store.Key(name: "a.b").name)
            }
          }
        }
        """, root: "Shelf")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["volume", "invalid"])
  }

  /// A type's static operator is called only with operands its parameters take: `date + span`
  /// is the program's global `func + (Date, Span)`, not `Span`'s `+ (Span, Span)`, which
  /// `span + span` still is. Expected by hand: two days are 172 800 seconds.
  @Test func aStaticOperatorTakesOnlyItsOperandTypes() throws {
    let scene = try TestScene(
      source: """
        struct Span { var days: Int }
        extension Span {
          static func + (lhs: Span, rhs: Span) -> Span { Span(days: lhs.days + rhs.days) }
        }
        func + (lhs: Date, rhs: Span) -> Date { lhs.addingTimeInterval(Double(rhs.days) * 86_400) }
        struct Due: View {
          let due = Date(timeIntervalSince1970: 0) + Span(days: 2)
          var body: some View {
            VStack {
              Text("\\(Int(due.timeIntervalSince1970))")
              Text("\\((Span(days: 1) + Span(days: 3)).days)")
            }
          }
        }
        """, root: "Due")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["172800", "4"])
  }

  /// A `body` with a `return` of its own is ordinary code, not a view builder (SE-0289), so a
  /// loop there is a loop (S112 is only for builders): three dots joined with `+`.
  @Test func aLoopInABodyThatReturnsIsOrdinaryCode() throws {
    let scene = try TestScene(
      source: """
        struct Beads: View {
          let marks = ["a", "b", "c"]
          var body: some View {
            var row = Text("")
            for mark in marks { row = row + Text(mark) }
            return row.bold()
          }
        }
        """, root: "Beads")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["abc"])
  }

  /// A generic parameter passed as a metatype (`load(_ type: T.Type, …)` called with
  /// `[Dish].self`) is that type inside the call (`T.self`), as Swift infers it.
  @Test func aGenericParameterTakesTheMetatypePassedForIt() throws {
    let scene = try TestScene(
      source: """
        struct Dish: Decodable { let name: String }

        func load<T: Decodable>(_ type: T.Type, from json: String) -> T {
          try! JSONDecoder().decode(T.self, from: Data(json.utf8))
        }

        struct Menu: View {
          let dishes = load([Dish].self, from: "[{\\"name\\":\\"Soup\\"}]")
          var body: some View { ForEach(dishes, id: \\.name) { Text($0.name) } }
        }
        """, root: "Menu")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["Soup"])
  }

  /// A web URL's path methods as Foundation's `URL` computes them (`appendingPathComponent(_:)`
  /// adds one `/` between the parts, `deletingLastPathComponent()` keeps the trailing `/`).
  @Test func aWebURLsPathMethodsAreFoundations() throws {
    let scene = try TestScene(
      source: """
        struct Links: View {
          let base = URL(string: "https://api.example.org/3")!
          var body: some View {
            VStack {
              Text(base.appendingPathComponent("/movie/popular").absoluteString)
              Text(base.appending(path: "movie").appendingPathExtension("json").absoluteString)
              Text(base.deletingLastPathComponent().absoluteString)
            }
          }
        }
        """, root: "Links")
    #expect(
      scene.first.tree.texts == [
        "https://api.example.org/3/movie/popular", "https://api.example.org/3/movie.json",
        "https://api.example.org/",
      ])
  }

  /// `case 321...430:` switched on a `CGFloat`: the literal range has the value's type, as
  /// Swift infers it, and `~=` compares the numbers; a range of doubles matches the same way.
  @Test func aLiteralRangeMatchesAFloatingValue() throws {
    let scene = try TestScene(
      source: """
        struct Board: View {
          let width: CGFloat = 393
          var side: CGFloat {
            switch width {
            case ...320: return 300
            case 321...430: return 343
            default: return 500
            }
          }
          var scale: String {
            switch 0.75 {
            case 0.0..<0.5: return "small"
            case 0.5...1.0: return "large"
            default: return "none"
            }
          }
          var body: some View { Text("\\(Int(side)) \\(scale)") }
        }
        """, root: "Board")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["343 large"])
  }

  /// A string's subscripts by offset and by range, the partial ranges of a string and an array
  /// (`text[...end]` is a `Substring`), `startIndex`; a `Double`'s classification (`isNaN`).
  @Test func stringsAndArraysTakeRangesAndPartialRanges() throws {
    let scene = try TestScene(
      source: """
        struct Notes: View {
          let text = "Easy care. Water weekly."
          let list = [1, 2, 3, 4]
          var body: some View {
            let end = text.firstIndex(of: ".")!
            return VStack {
              Text(String(text[...end]))
              Text(String(text[..<end]))
              Text("\\(list[2...].count) \\(list[..<1].count) \\(text[text.startIndex]) \\((0.0 / 0.0).isNaN)")
            }
          }
        }
        """, root: "Notes")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["Easy care.", "Easy care", "2 1 E true"])
  }

  /// A type alias is the type it names ("A type alias declaration introduces a named alias of
  /// an existing type", The Swift Programming Language, "Declarations"): an extension of
  /// Foundation's `TimeInterval` or of the program's `typealias Seconds = Double` extends
  /// `Double`. Expected texts computed by hand (1500 / 60 = 25; 1500 × 2).
  @Test func anExtensionOfAnAliasExtendsTheAliasedType() throws {
    let scene = try TestScene(
      source: """
        typealias Seconds = Double
        extension TimeInterval {
          var minutesText: String { "\\(Int(self) / 60) min" }
        }
        extension Seconds {
          var doubled: Double { self * 2 }
        }
        struct Clock: View {
          let duration: TimeInterval = 1500
          var body: some View {
            VStack {
              Text(duration.minutesText)
              Text("\\(duration.doubled)")
            }
          }
        }
        """, root: "Clock")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["25 min", "3000.0"])
  }

  /// Whitespace between a tuple type's elements, line breaks included, is not part of the
  /// labels ("Tuple Type", The Swift Programming Language, "Types").
  @Test func aTupleTypeWrittenOverSeveralLinesKeepsItsLabels() throws {
    let scene = try TestScene(
      source: """
        struct Sessions: View {
          let rows: [(name: String,
                      note: String,
                      minutes: Int)] = [("Focus", "deep work", 25)]
          var body: some View {
            ForEach(rows, id: \\.name) { row in
              Text("\\(row.name): \\(row.note), \\(row.minutes)")
            }
          }
        }
        """, root: "Sessions")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["Focus: deep work, 25"])
  }

  /// An extension in another file sees the generic type's parameters, in its nested functions
  /// too ("Extending a Generic Type", The Swift Programming Language, "Generics": "The generic
  /// type's parameter list is available within the body of the extension").
  @Test func anExtensionInAnotherFileSeesItsTypesGenericParameters() throws {
    let files = [
      ScriptSource(
        path: "App/Shelf.swift",
        source: """
          struct Shelf: View {
            var body: some View { Text(Pair(root: "a", value: 3).describe()) }
          }
          """),
      ScriptSource(
        path: "App/Pair.swift",
        source: """
          struct Pair<Root, Value> {
            let root: Root
            let value: Value
          }
          """),
      ScriptSource(
        path: "App/Pair+Describe.swift",
        source: """
          extension Pair {
            func describe() -> String {
              func show(_ item: Value) -> String { "\\(item)" }
              return "\\(root) → \\(show(value))"
            }
            func signature() -> Any {
              ((Value) -> Root?).self
            }
          }
          """),
    ]
    // Without the rule, `Value` in `signature()` is an unknown name (S122).
    #expect(try ScriptProgram.compile(files: files).warnings.isEmpty)
    let scene = try TestScene(files: files)
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["a → 3"])
  }

  /// A `_modify` accessor is a setter's coroutine form: the caller's change reaches the place it
  /// yields, with `self` mutable in it, as in a `set` (the standard library's underscored
  /// coroutine accessor; The Swift Programming Language, "Declarations", computed properties).
  /// Expected: one element appended to `[1]` gives a count of 2.
  @Test func aModifyAccessorTakesTheCallersChange() throws {
    let scene = try TestScene(
      source: """
        struct Box {
          private var storage: [Int] = [1]
          var items: [Int] {
            get { storage }
            _modify {
              storage = storage + []
              yield &storage
            }
          }
        }
        struct BoxView: View {
          @State private var box = Box()
          var body: some View {
            Button("\\(box.items.count)") { box.items.append(2) }
          }
        }
        """, root: "BoxView")
    #expect(scene.first.error == nil)
    let tapped = try scene.perform(#"tap "1""#)
    #expect(tapped.tree.nodes(ofType: "Button").map(\.label) == ["2"])
  }

  /// The C math functions Foundation re-exports (`floor`, `sqrt`, `pow`, `cos`, `atan2`),
  /// on `Double`, an integer literal argument typed as one. Expected values computed by hand:
  /// ⌊2.7⌋ = 2, √16 = 4, 2¹⁰ = 1024, cos 0 = 1, 4·atan2(1, 1) = π.
  @Test func theCMathFunctionsComputeOnDoubles() throws {
    let scene = try TestScene(
      source: """
        struct Gauge: View {
          var body: some View {
            VStack {
              Text("\\(floor(2.7)) \\(sqrt(16)) \\(pow(2, 10)) \\(Int(round(cos(0))))")
              Text("\\(atan2(1.0, 1.0) * 4)")
            }
          }
        }
        """, root: "Gauge")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["2.0 4.0 1024.0 1", "\(Double.pi)"])
  }

  /// A generic function returning `T?` learns `T` from an optional declared type around
  /// `try?` (`let data: Film? = try? Bundle.main.load(from: …)`), as Swift matches `T?`
  /// against `Film?` ("Generic Functions", The Swift Programming Language).
  @Test func anOptionalGenericResultLearnsItsTypeFromTheDeclaration() throws {
    let scene = try TestScene(
      source: """
        struct Film: Decodable { let title: String }
        extension Bundle {
          func load<T: Decodable>(from json: String) throws -> T? {
            try JSONDecoder().decode(T.self, from: Data(json.utf8))
          }
        }
        struct Shelf: View {
          var body: some View {
            let film: Film? = try? Bundle.main.load(from: #"{"title": "Dune"}"#)
            Text(film?.title ?? "none")
          }
        }
        """, root: "Shelf")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["Dune"])
  }

  /// A generic result also learns its type where Swift's type checker carries one to the call:
  /// the return type of the function that returns the call (`func shelf() throws -> [Film] {
  /// try load(…) }`, implicitly or with `return`), and the declared type of the stored property
  /// the call is assigned to, through `try?` and `??` (`films = (try? load(…)) ?? []`)
  /// ("Generic Functions", "Implicit Returns from Functions", The Swift Programming Language).
  @Test func aGenericResultLearnsItsTypeFromAReturnOrAnAssignedProperty() throws {
    let scene = try TestScene(
      source: """
        struct Film: Decodable { let title: String }
        func load<JSON>(_ text: String) throws -> JSON where JSON: Decodable {
          try JSONDecoder().decode(JSON.self, from: Data(text.utf8))
        }
        struct Library {
          func shelf() throws -> [Film] {
            try load(#"[{"title": "Dune"}]"#)
          }
          func first() throws -> Film {
            let text = #"{"title": "Emma"}"#
            return try load(text)
          }
        }
        struct Shelf: View {
          @State private var films: [Film] = []
          let library = Library()
          var body: some View {
            VStack {
              ForEach(films, id: \\.title) { Text($0.title) }
              Text((try? library.first().title) ?? "none")
            }
            .onAppear {
              films = (try? load(#"[{"title": "Ubik"}]"#)) ?? []
              films += (try? library.shelf()) ?? []
            }
          }
        }
        """, root: "Shelf")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Ubik", "Dune", "Emma"])
  }

  /// Valid Swift of the twenty-ninth sample: an escaped keyword names its binding (`` `else`(self)
  /// `` for a parameter labelled `else`); an unlabelled tuple appended to an array of labelled
  /// tuples takes the element type's labels ("Tuple Type"); a non-generic overload that takes
  /// the argument ranks above a generic one; a Core Data object knows its
  /// `managedObjectContext` (Apple, `NSManagedObject.managedObjectContext`).
  @Test func escapedNamesTupleLabelsOverloadRankingAndAnObjectsContext() throws {
    let scene = try TestScene(
      source: """
        @objc(Note)
        public class Note: NSManagedObject {
          @NSManaged public var title: String?
        }
        extension Collection {
          func pick<R: RangeExpression>(ofCount range: R) -> String where R.Bound == Int { "range" }
          func pick(ofCount count: Int? = nil) -> String { "exactly \\(count ?? 0)" }
        }
        extension View {
          @ViewBuilder
          func either<T: View>(_ flag: Bool, then: (Self) -> T, else: (Self) -> T) -> some View {
            if flag { then(self) } else { `else`(self) }
          }
        }
        struct Board: View {
          let container = NSPersistentContainer(name: "Notes")
          var ranked: String {
            var scored: [(name: String, score: Double)] = []
            for (index, name) in ["a", "b", "c"].enumerated() {
              scored.append((name, Double(index)))
            }
            return scored.sorted { $0.score > $1.score }.map(\\.name).joined()
          }
          var body: some View {
            let note = Note(context: container.viewContext)
            VStack {
              Text(ranked)
              Text([1, 2, 3].pick(ofCount: 2))
              Text("context \\(note.managedObjectContext != nil) \\(note.isDeleted)")
              Text("plain").either(false) { $0.bold() } else: { $0.italic() }
            }
          }
        }
        """, root: "Board")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["cba", "exactly 2", "context true false", "plain"])
    let plain = try #require(scene.first.tree.allNodes.first { $0.text == "plain" })
    #expect(plain.modifiers.map(\.name) == ["italic"])
  }

  /// A labelled subscript the program adds to the standard library's collections (`extension
  /// Collection { subscript(safe index: Index) -> Element? }`, in a `private extension Array`
  /// too) runs for an array's `items[safe: i]`; `RangeExpression.relative(to:)` and
  /// `clamped(to:)` give Swift's ranges (`2...4` relative to `0..<10` is `2..<5`; `0..<8`
  /// clamped to `2..<5` is `2..<5`) (Apple, `Range`, `ClosedRange`; "Subscripts", The Swift
  /// Programming Language).
  @Test func aLabelledLibrarySubscriptAndRangeExpressions() throws {
    let scene = try TestScene(
      source: """
        extension Collection {
          subscript(safe index: Index) -> Element? {
            indices.contains(index) ? self[index] : nil
          }
        }
        private extension Array {
          subscript(clampedAt index: Int) -> Element {
            self[Swift.min(Swift.max(index, 0), count - 1)]
          }
        }
        struct Board: View {
          let items = [10, 20]
          var body: some View {
            let relative = (2...4).relative(to: 0..<10)
            let clamped = (0..<8).clamped(to: 2..<5)
            VStack {
              Text("\\(items[safe: 5] ?? -1) \\(items[safe: 1] ?? -1) \\(items[clampedAt: 9])")
              Text("\\(relative.lowerBound)..<\\(relative.upperBound) \\(clamped.count)")
            }
          }
        }
        """, root: "Board")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["-1 20 20", "2..<5 3"])
  }

  /// In another file: a labelled subscript on `Array` is reached by its label (`items[safe:
  /// 1]` names `subscript(safe index:)`), and an extension of a protocol names the protocol's
  /// associated type (`Columns.self` where `protocol Record { associatedtype Columns }`).
  @Test func anotherFilesSubscriptAndAProtocolsAssociatedType() throws {
    let helpers = """
      private extension Array {
        subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
      }
      func second(of items: [Int]) -> Int { items[safe: 1] ?? -1 }
      struct Column { let name: String }
      protocol Record {
        associatedtype Columns = Never
        static var table: String { get }
      }
      extension Record where Columns == Never {
        static var keyed: String {
          _ = Columns.self
          return table + " without columns"
        }
      }
      struct Book: Record {
        static var table: String { "books" }
      }
      """
    let view = """
      struct Shelf: View {
        var body: some View {
          Text("\\(second(of: [4, 5])) \\(second(of: [4]))")
          Text(Book.keyed)
        }
      }
      """
    let files = [
      ScriptSource(path: "Shelf.swift", source: view),
      ScriptSource(path: "Helpers.swift", source: helpers),
    ]
    let scene = try TestScene(files: files, root: "Shelf")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["5 -1", "books without columns"])
    // `Columns` is the protocol's own, not a name idlab does not know (S122) or a typo (S103).
    let program = try ScriptProgram.compile(files: files, root: "Shelf")
    #expect(!program.warnings.contains { $0.arguments["name"] == "Columns" })
  }

  /// A `static func` of `extension View` is every view's (`Self.logViewChanges()`,
  /// `Card.tag()`), and SwiftUI's `_printChanges()` written bare in it only prints to Xcode's
  /// console (The Swift Programming Language, "Extensions"; sample 29).
  @Test func aViewExtensionsStaticMethodIsEveryViews() throws {
    let scene = try TestScene(
      source: """
        extension View {
          static func logViewChanges() {
            #if DEBUG
            _printChanges()
            #endif
          }
          static func tag() -> String { "tagged" }
        }
        struct Card: View {
          var body: some View {
            let _ = Self.logViewChanges()
            Text(Card.tag())
          }
        }
        """, root: "Card")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["tagged"])
  }

  /// A string literal where a type conforming to `ExpressibleByStringLiteral` is expected is
  /// that type, built by its `init(stringLiteral:)` ("Literal Expression", The Swift
  /// Programming Language); an integer literal likewise through `init(integerLiteral:)`.
  @Test func aLiteralBuildsATypeExpressibleByItsKindOfLiteral() throws {
    let scene = try TestScene(
      source: """
        struct Title: ExpressibleByStringLiteral {
          let rawValue: String
          init(stringLiteral value: String) { rawValue = value.uppercased() }
        }
        struct Cents: ExpressibleByIntegerLiteral {
          let amount: Int
          init(integerLiteral value: Int) { amount = value * 100 }
        }
        struct Note {
          var title: Title
          var price: Cents
        }
        struct NoteCard: View {
          let note = Note(title: "dune", price: 3)
          var body: some View {
            Text("\\(note.title.rawValue) \\(note.price.amount)")
          }
        }
        """, root: "NoteCard")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["DUNE 300"])
  }

  /// A type alias declared in a type is a member type of it: `AppUI.Motion` names
  /// `Tokens.Motion` and reaches its statics ("Type Alias Declaration", The Swift Programming
  /// Language, "Declarations"). Expected: `enabled(0.2, on: true)` is 0.2.
  @Test func aTypeAliasInATypeIsAMemberType() throws {
    let scene = try TestScene(
      source: """
        enum Tokens {}
        extension Tokens {
          enum Motion {
            static let hover = 0.2
            static func enabled(_ value: Double, on: Bool) -> Double { on ? value : 0 }
          }
        }
        enum AppUI {
          typealias Motion = Tokens.Motion
        }
        struct Tag: View {
          var body: some View {
            Text("\\(AppUI.Motion.enabled(AppUI.Motion.hover, on: true))")
          }
        }
        """, root: "Tag")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["0.2"])
  }

  /// A protocol extension's statics are members of every conforming type, a library protocol's
  /// too (`extension PreviewProvider { static var dev }` read as `dev` in a preview provider;
  /// "Providing Default Implementations", The Swift Programming Language, "Protocols").
  @Test func aLibraryProtocolExtensionsStaticsReachConformingTypes() throws {
    let scene = try TestScene(
      source: """
        final class DeveloperPreview {
          static let shared = DeveloperPreview()
          let city = "Portland"
        }
        extension PreviewProvider {
          static var dev: DeveloperPreview { DeveloperPreview.shared }
        }
        struct Forecast: View {
          let city: String
          var body: some View { Text(city) }
        }
        struct Forecast_Previews: PreviewProvider {
          static var previews: some View {
            Forecast(city: dev.city)
          }
        }
        """)
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["Portland"])
  }

  /// A property whose wrapper its attribute's arguments make (`@Stored("activated") var x`) is
  /// initialized by them: no initializer takes it, and it reads as the wrapper's `wrappedValue`
  /// (SE-0258, "Property Wrappers").
  @Test func aWrapperMadeByItsAttributesArgumentsIsNotAnInitializerParameter() throws {
    let scene = try TestScene(
      source: """
        @propertyWrapper
        struct Stored {
          let key: String
          init(_ key: String) { self.key = key }
          var wrappedValue: Bool { key == "activated" }
        }
        struct Banner: View {
          @Stored("activated") private var isActivated
          @Stored("other") var other: Bool
          var body: some View {
            Text(isActivated ? "Welcome back" : "Activate") + Text(other ? "!" : ".")
          }
        }
        """, root: "Banner")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["Welcome back."])
  }

  /// `-inset` of a value idlab does not model is opaque, as `inset + 16` is; `hashValue` of
  /// a program's enum (or of a string) is opaque, since Swift seeds hashing anew in every
  /// process (Apple, `Hashable.hashValue`): both run where only their use as a tag or a
  /// padding matters. Before session 15, S117 "prefix -" and S202 "no member
  /// `hashValue`" (the thirtieth unseen sample).
  @Test func aNegatedOpaqueValueAndAHashValueAreOpaque() throws {
    let scene = try TestScene(
      source: """
        enum Tab: CaseIterable { case home, settings }
        struct Tabs: View {
          let inset = UIApplication.shared.accessibilityFrame.width
          var body: some View {
            VStack {
              Text("Minus").padding(.leading, -inset)
              ForEach(Tab.allCases, id: \\.self) { tab in
                Text("Page").tag(tab.hashValue)
              }
            }
          }
        }
        """, root: "Tabs")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Minus", "Page", "Page"])
    // An array read at an index that depends on one stops there, saying so: the index is not
    // known, which is not "Index out of range" (the thirtieth sample's after, file 38).
    let indexed = try TestScene(
      source: """
        struct Tinted: View {
          let name = "Spanish"
          var body: some View {
            let colors: [Color] = [.blue, .green, .orange]
            Text(name).foregroundStyle(colors[abs(name.hashValue) % colors.count])
          }
        }
        """, root: "Tinted")
    #expect(indexed.first.error?.id == "depends-on-unmodelled")
  }

  /// A sequence the program declares (`makeIterator()` and an iterator's `mutating next()`, or
  /// an `IteratorProtocol` type that is its own sequence) gives what `next()` returns until
  /// `nil`, to `Array(_:)`, `for`-`in`, `ForEach` and the standard library's methods (Apple,
  /// `Sequence`: "Conforming to the Sequence Protocol"). Before, S204 "is not a sequence".
  @Test func aSequenceTheProgramDeclaresGivesItsIteratorsElements() throws {
    let scene = try TestScene(
      source: """
        struct Halving: Sequence {
          let from: Int
          func makeIterator() -> Steps { Steps(value: from) }
          struct Steps: IteratorProtocol {
            var value: Int
            mutating func next() -> Int? {
              guard value > 0 else { return nil }
              defer { value /= 2 }
              return value
            }
          }
        }
        struct Fib: Sequence, IteratorProtocol {
          var pair = (0, 1)
          mutating func next() -> Int? {
            guard pair.1 < 10 else { return nil }
            pair = (pair.1, pair.0 + pair.1)
            return pair.0
          }
        }
        struct Steps: View {
          var total: Int {
            var sum = 0
            for value in Halving(from: 12) { sum += value }
            return sum
          }
          var body: some View {
            VStack {
              ForEach(Array(Halving(from: 20)), id: \\.self) { Text("\\($0)") }
              Text(Fib().map(String.init).joined(separator: " "))
              Text("\\(total) \\(Halving(from: 8).reversed().first ?? 0)")
            }
          }
        }
        """, root: "Steps")
    #expect(scene.first.error == nil)
    // 20, 10, 5, 2, 1; Fibonacci below 10 after 0; 12 + 6 + 3 + 1 = 22; 8, 4, 2, 1 reversed.
    #expect(scene.first.tree.texts == ["20", "10", "5", "2", "1", "1 1 2 3 5 8", "22 1"])
  }

  /// A `DynamicProperty` wrapper of the program that reads the environment (`@Environment(T.self)`,
  /// a key path) reads it where its view is, before each body, and the body depends on what it
  /// read there: a write to the observable object re-runs it (Apple, `DynamicProperty`). Before,
  /// the wrapper read at the view's construction, outside any environment: the text showed the
  /// key `‹\.Units.self›` and never changed.
  @Test func aDynamicPropertyReadsTheEnvironmentOfItsView() throws {
    let scene = try TestScene(
      source: """
        @Observable final class Units {
          var system = "metric"
        }
        @propertyWrapper
        struct UnitName: DynamicProperty {
          @Environment(Units.self) private var units
          @Environment(\\.colorScheme) private var scheme
          var wrappedValue: String { units.system + (scheme == .dark ? " on dark" : " on light") }
        }
        struct Reading: View {
          @UnitName var name
          var body: some View { Text("In " + name) }
        }
        struct Panel: View {
          @State private var units = Units()
          var body: some View {
            VStack {
              Reading()
              Button("Imperial") { units.system = "imperial" }
            }
            .environment(units)
          }
        }
        """, root: "Panel")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["In metric on light"])
    let tapped = try scene.perform(#"tap "Imperial""#)
    #expect(tapped.tree.texts == ["In imperial on light"])
  }

  /// Any type that conforms to `View` with a `body` is a view, an enum too (`enum Symbol:
  /// String, View`): each case is built by its body, and modifiers apply to it (Apple, `View`:
  /// "You create custom views by declaring types that conform to the View protocol").
  @Test func anEnumThatConformsToViewIsAView() throws {
    let scene = try TestScene(
      source: """
        enum Symbol: String, View {
          case gear = "gearshape"
          case bell
          var body: some View { Image(systemName: rawValue) }
        }
        struct Bar: View {
          var body: some View {
            HStack {
              Symbol.gear
              Symbol.bell.frame(width: 20)
            }
          }
        }
        """, root: "Bar")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.nodes(ofType: "Symbol").count == 2)
    #expect(scene.first.tree.nodes(ofType: "Image").map(\.text) == ["gearshape", "bell"])
  }

  /// A wrapper that no value makes (`@Scheme private var mode`, a `DynamicProperty` without
  /// `init(wrappedValue:)`) is made by its `init()` before any initializer's body runs, and
  /// the property reads as its `wrappedValue` (SE-0258); its own `@Environment` reads the
  /// preview device's values (light mode). Expected text written by hand.
  @Test func aWrapperMadeByItsInitIsReadThroughItsWrappedValue() throws {
    let scene = try TestScene(
      source: """
        @propertyWrapper
        struct Scheme: DynamicProperty {
          @Environment(\\.colorScheme) private var scheme
          var wrappedValue: String { scheme == .dark ? "dark" : "light" }
        }
        struct Tag: View {
          @Scheme private var mode
          let title: String
          init(_ title: String) { self.title = title }
          var body: some View { Text("\\(title) \\(mode)") }
        }
        struct Shelf: View {
          var body: some View { Tag("Admin") }
        }
        """, root: "Shelf")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["Admin light"])
  }

  /// A local declared with a type and no value (`let geometry: (radius: CGFloat, y: CGFloat)`)
  /// and assigned in a `switch` takes that type: the tuple's labels and `CGFloat` numbers (the
  /// audit's sample W stopped on "`radius` is not among the members of `(Int, Int)`").
  @Test func aLocalDeclaredWithoutAValueTakesItsTypeWhenAssigned() throws {
    let scene = try TestScene(
      source: """
        struct Shade: View {
          let level = 2
          var body: some View {
            let geometry: (radius: CGFloat, y: CGFloat)
            switch level {
            case 1: geometry = (2, 1)
            default: geometry = (12, 4)
            }
            return Text("\\(geometry.radius) \\(geometry.y)")
          }
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["12.0 4.0"])
  }

  /// A copy of a typed local or parameter (`var items = params`) has its type: `items.append(.init(name:
  /// value:))` builds its element type (the thirty-third sample stopped on such a query).
  @Test func aCopyOfATypedLocalKeepsItsElementType() throws {
    let scene = try TestScene(
      source: """
        struct Query: View {
          var body: some View {
            VStack {
              Text(address())
              Text(signed(params: [.init(name: "q", value: "x")]))
            }
          }
          func signed(params: [URLQueryItem]) -> String {
            var items = params
            items.append(.init(name: "key", value: "k"))
            return items.map(\\.name).joined(separator: ",")
          }
          func address() -> String {
            var components = URLComponents(string: "https://example.com/a")!
            let params: [URLQueryItem] = [.init(name: "n", value: "1")]
            var items = params
            items.append(.init(name: "k", value: "2"))
            components.queryItems = items
            return components.url?.absoluteString ?? "none"
          }
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["https://example.com/a?n=1&k=2", "q,key"])
  }

  /// A type conforms to each protocol of a composition it names through an alias
  /// (`typealias Speaker = Greeter & Shouter`), and a `Codable` type to `Decodable` and
  /// `Encodable`: their extensions' members are its own (The Swift Programming Language,
  /// "Protocol Composition"; the thirty-fourth sample stopped on 4 files).
  @Test func aCompositionConformsToEachOfItsProtocols() throws {
    let scene = try TestScene(
      source: """
        protocol Greeter { var name: String { get } }
        protocol Shouter {}
        extension Greeter { func greeting() -> String { "Hello, \\(name)" } }
        typealias Speaker = Greeter & Shouter
        struct Person: Speaker { var name: String }
        extension Decodable {
          static func fromJSON(_ text: String) -> Self? {
            try? JSONDecoder().decode(Self.self, from: Data(text.utf8))
          }
        }
        struct Point: Codable { var x: Int }
        func load<T: Codable>(_ text: String) -> T? { T.fromJSON(text) }
        struct Hello: View {
          var body: some View {
            let point: Point? = load("{\\"x\\": 3}")
            VStack {
              Text(Person(name: "Ada").greeting())
              Text("x = \\(point?.x ?? 0)")
            }
          }
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Hello, Ada", "x = 3"])
  }

  /// A parameter's type is read only where no closure, loop or binding in between rebinds its
  /// name, and without `inout`: `add(to: &rows)` appends an `Item`, and a `for var items in
  /// tags` keeps its own type (a review of session 17's rule found both).
  @Test func aParametersTypeIsItsOwnNamesOnly() throws {
    let scene = try TestScene(
      source: """
        struct Item: Identifiable { let id: Int; let name: String }
        struct Tag: Identifiable { let id: Int }
        func add(to items: inout [Item]) { items.append(.init(id: items.count, name: "x")) }
        func count(_ items: [Item], tags: [[Tag]]) -> Int {
          var total = 0
          for var items in tags {
            items.append(.init(id: 1))
            total += items.count
          }
          return total
        }
        struct Rows: View {
          @State private var rows: [Item] = []
          var body: some View {
            VStack {
              ForEach(rows) { Text($0.name) }
              Text("\\(count(rows, tags: [[], [Tag(id: 0)]]))")
              Button("Add") { add(to: &rows) }
            }
          }
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["3"])
    #expect(try scene.perform(#"tap "Add""#).tree.texts == ["x", "3"])
  }

  /// The program's `extension Character` applies to a character (`text.first`, a loop's
  /// character), which idlab holds as a one-character string (the thirty-fourth sample's
  /// Markdown parser stopped on "no member `isSameLineWhitespace`").
  @Test func aCharacterExtensionAppliesToACharacter() throws {
    let scene = try TestScene(
      source: """
        extension Character {
          var isBlank: Bool { self == " " || self == "\\t" }
        }
        extension Substring {
          func shouted() -> String { uppercased() }
        }
        struct Blanks: View {
          let text = " a b"
          var body: some View {
            VStack {
              Text(text.first?.isBlank == true ? "starts blank" : "starts full")
              Text("\\(text.filter { $0.isBlank }.count) blanks")
              Text(text.dropFirst().shouted())
            }
          }
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["starts blank", "2 blanks", "A B"])
  }

  /// A stored property whose type names an alias of a function type (`typealias Tap =
  /// (String) -> Void; var onTap: Tap`) takes a trailing closure in the memberwise
  /// initializer, as a property written `(String) -> Void` does (The Swift Programming
  /// Language, "Type Alias Declaration"; sample 43: S204 "missing argument").
  @Test func aPropertyTypedByAFunctionAliasTakesATrailingClosure() throws {
    let scene = try TestScene(
      source: """
        struct ChantRow: View {
          typealias Tap = (String) -> Void
          let title: String
          var onTap: Tap
          var body: some View { Button(title) { onTap(title) } }
        }
        struct Chants: View {
          @State private var heard = ""
          var body: some View {
            VStack {
              ChantRow(title: "Anfield") { heard = $0 }
              Text(heard)
            }
          }
        }
        """, root: "Chants")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(try scene.perform(#"tap "Anfield""#).tree.texts.last == "Anfield")
  }

  /// An attribute's arguments that name no type or value of the program are not read as names:
  /// `@_spi(Internals)` names an SPI group, `@available(iOS 17, *)` platforms, `@objc(name)` an
  /// Objective-C selector (The Swift Programming Language, "Attributes"; sample 51: three files
  /// stopped on S103 "cannot find type `Internals`").
  @Test func attributeArgumentsThatNameNoProgramType() throws {
    let scene = try TestScene(
      source: """
        struct Internal {}
        final class Counter {
          var value = 3
          @_spi(Internals) public func peek() -> Int { value }
          @available(iOS 17, macOS 14, *) func later() -> Int { value }
          @objc(countNow) func now() -> Int { value }
        }
        struct Show: View {
          var body: some View { Text("\\(Counter().value)") }
        }
        """, root: "Show")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["3"])
  }

  /// A property or method the program declares in its `extension Binding` is its own member
  /// of every binding (`$reps.asDouble`), found before the dynamic member lookup of the
  /// value's fields; inside it `wrappedValue` reads and writes through the binding. Sample 53:
  /// a stepper over `$reps.asDouble` read nil and ignored its taps. Expected by hand.
  @Test func aBindingExtensionsMembersAreTheBindings() throws {
    let scene = try TestScene(
      source: """
        extension Binding where Value == Int {
          var asDouble: Binding<Double> {
            Binding<Double>(get: { Double(self.wrappedValue) }, set: { self.wrappedValue = Int($0) })
          }
          var tripled: Int { wrappedValue * 3 }
        }
        struct Reps: View {
          @State private var reps = 10
          var body: some View {
            VStack {
              Stepper(value: $reps.asDouble, in: 0...50, step: 1) { Text("Reps: \\(reps)") }
              Text("\\($reps.tripled)")
            }
          }
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.nodes(ofType: "Stepper").map(\.label) == ["Reps: 10"])
    #expect(scene.first.tree.texts == ["30"])
    let stepped = try scene.perform(#"increment "Reps: 10""#)
    #expect(stepped.tree.nodes(ofType: "Stepper").map(\.label) == ["Reps: 11"])
    #expect(stepped.tree.texts == ["33"])
  }
}
