import Foundation
import IdentityEngine
import Testing

@testable import ViewScript

/// Rules from the nineteenth unseen sample (docs/coverage.md), each a scene of our own: an
/// implicit member is its context's type's, a generic call's literals share one type, the
/// preview process, the defaults' `synchronize()`, content along an edge, Core Data's category
/// code generation. Expected values are Swift's and Foundation's documented results, worked by
/// hand.
@Suite struct ContextualTypeRulesTests {
  /// `case .star: .red` in a `switch` whose value is a `Color` property (SE-0380) is the colour
  /// `red`, not the program's enum case `red`; a static of `extension ShapeStyle where Self ==
  /// Color` is `Color`'s (`Color.ink`, and `.ink` where a style is expected); a library
  /// object's property written with `.currency` inside the program's `static var currency` of
  /// that library type is the style's case, not the static itself (Swift rejects a static that
  /// names itself).
  @Test func anImplicitMemberIsItsContextsType() throws {
    let scene = try TestScene(
      source: """
        enum Paint: String { case red, blue }
        enum Symbol {
          case star, moon
          var tint: Color {
            switch self {
            case .star: .red
            case .moon: .blue
            }
          }
        }
        extension ShapeStyle where Self == Color {
          static var ink: Color { Color(red: 0.1, green: 0.1, blue: 0.2) }
        }
        extension NumberFormatter {
          static var currency: NumberFormatter {
            let formatter = NumberFormatter()
            formatter.numberStyle = .currency
            return formatter
          }
        }
        extension Double {
          var asPrice: String {
            let formatter = NumberFormatter()
            formatter.numberStyle = .currency
            return formatter.string(from: NSNumber(value: self)) ?? ""
          }
        }
        struct Probe: View {
          var body: some View {
            VStack {
              Text("\\(Symbol.star.tint) \\(Symbol.moon.tint) \\(Paint.red.rawValue)")
              Text("a").background(.ink)
              Text("b").background(Color.ink)
              Text(NumberFormatter.currency.string(from: 3) ?? "-")
              Text(2.5.asPrice)
            }
          }
        }
        """, root: "Probe")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["red blue red", "a", "b", "$3.00", "$2.50"])
    let backgrounds = scene.first.tree.nodes(ofType: "Text").dropFirst().prefix(2)
      .map { $0.modifier("background") }
    let ink = Value.color("Color(red: 0.1, green: 0.1, blue: 0.2)")
    #expect(backgrounds == [ink, ink])
  }

  /// `stride(from: -1, through: 1, by: 0.5)`: Swift infers one `Strideable` type from the three
  /// arguments, so the integer literals are `Double`s: -1.0, -0.5, 0.0, 0.5, 1.0 (`Strideable`,
  /// `stride(from:through:by:)`); with integers only, integers.
  @Test func aStridesLiteralsShareOneType() throws {
    let scene = try TestScene(
      source: """
        struct Probe: View {
          let steps = stride(from: -1, through: 1, by: 0.5).map { $0 * 2 }
          let whole = Array(stride(from: 0, to: 10, by: 4))
          var body: some View { Text("\\(steps) \\(whole)") }
        }
        """, root: "Probe")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["[-2.0, -1.0, 0.0, 1.0, 2.0] [0, 4, 8]"])
  }

  /// The scene runs as an Xcode preview's process: `XCODE_RUNNING_FOR_PREVIEWS` is `"1"` in its
  /// environment, other variables are absent, it is not an iOS app on a Mac; the device is an
  /// upright iPhone 16 (8 GiB of memory, six cores) whose battery is not monitored (Apple,
  /// `UIDevice.batteryLevel`: "-1.0 if
  /// battery monitoring is not enabled"); `synchronize()`
  /// returns `true` (Apple, `UserDefaults.synchronize()`: "Waits for any pending asynchronous
  /// updates to the defaults database and returns").
  @Test func thePreviewsProcessAndTheDefaultsSynchronize() throws {
    let scene = try TestScene(
      source: """
        final class Store {
          let inMemory = ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1"
          let home = ProcessInfo.processInfo.environment["HOME"]
        }
        struct Probe: View {
          let store = Store()
          var body: some View {
            VStack {
              Text("\\(store.inMemory) \\(store.home ?? "none")")
              Text("\\(ProcessInfo.processInfo.isiOSAppOnMac) \\(UserDefaults.standard.synchronize())")
              Text(UIDevice.current.userInterfaceIdiom == .pad ? "pad" : "phone")
              Text("\\(UIDevice.current.batteryLevel) \\(UIDevice.current.orientation == .portrait)")
              Text("\\(ProcessInfo.processInfo.physicalMemory / 1_073_741_824) \\(ProcessInfo.processInfo.activeProcessorCount)")
            }
          }
        }
        """, root: "Probe")
    #expect(scene.first.error == nil)
    // An iPhone 16's 8 GiB and six cores (Apple's technical specifications).
    #expect(scene.first.tree.texts == ["true none", "false true", "phone", "-1.0 true", "8 6"])
  }

  /// `.safeAreaInset(edge: .bottom) { … }` shows its content beside the view (Apple: "Shows the
  /// specified content beside the modified view"), with its own identity at `…/safeAreaInset`.
  @Test func aSafeAreaInsetsContentIsBuiltBesideTheView() throws {
    let scene = try TestScene(
      source: """
        struct Probe: View {
          var body: some View {
            List { Text("row") }
              .safeAreaInset(edge: .bottom) { Text("Total 3") }
          }
        }
        """, root: "Probe")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["row", "Total 3"])
    #expect(
      scene.first.tree.allNodes.map(\.identity).contains("Probe/safeAreaInset/Text"))
  }
  /// An `@autoclosure` parameter receives its argument wrapped in a closure (The Swift
  /// Programming Language, "Autoclosures"), so `content()` gives the view; `.init(get:set:)`
  /// where a `@Binding var health: Health` is initialized is `Binding<Health>`'s (the memberwise
  /// parameter of a `@Binding` is the wrapper's type).
  @Test func autoclosuresAndABindingsMemberwiseParameter() throws {
    let scene = try TestScene(
      source: """
        struct Health { var points = 3 }
        struct Card<Content: View>: View {
          private let content: Content
          init(content: @autoclosure @escaping () -> Content) { self.content = content() }
          var body: some View { VStack { Text("card"); content } }
        }
        struct Meter: View {
          @Binding var health: Health
          var body: some View { Button("Hit \\(health.points)") { health.points -= 1 } }
        }
        struct Probe: View {
          @State private var health = Health()
          var body: some View {
            VStack {
              Card(content: Text("inner"))
              Meter(health: .init(get: { health }, set: { health = $0 }))
            }
          }
        }
        """, root: "Probe")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["card", "inner"])
    let hit = try scene.perform(#"tap "Hit 3""#)
    #expect(hit.error == nil)
    #expect(hit.tree.state("health") == .record(type: "Health", fields: [.init("points", .int(2))]))
  }

  /// Foundation's readings the unseen samples stopped on: a `LocalizedError`'s
  /// `localizedDescription` is its `errorDescription`, another error's Foundation's sentence
  /// with its case's position; `Date.distantPast` is before now; `DateComponents(calendar:…)`
  /// takes its calendar; SwiftUI's `ColorScheme`, `ContentSizeCategory` and `DynamicTypeSize`
  /// list their cases in Apple's order (2, 12 and 12).
  @Test func foundationAndSwiftUIValuesTheSamplesRead() throws {
    let scene = try TestScene(
      source: """
        enum LoadError: Error, LocalizedError {
          case offline
          var errorDescription: String? { "You are offline" }
        }
        enum Plain: Error { case first, second }
        struct Probe: View {
          let parts = DateComponents(calendar: Calendar.current, year: 2024, month: 2, day: 3)
          var body: some View {
            VStack {
              Text(LoadError.offline.localizedDescription)
              Text(Plain.second.localizedDescription)
              Text("\\(Date.distantPast < Date()) \\(Date() < Date.distantFuture) \\(parts.day ?? 0)")
              Text("\\(ColorScheme.allCases.count) \\(ContentSizeCategory.allCases.count) \\(DynamicTypeSize.allCases.count)")
            }
          }
        }
        """, root: "Probe")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(
      scene.first.tree.texts == [
        "You are offline", "The operation couldn’t be completed. (Plain error 1.)",
        "true true 3", "2 12 12",
      ])
  }
  /// `.init(…)` as the argument of a library initializer takes that parameter's declared type:
  /// a `Toggle`'s `isOn:` is a `Binding<Bool>`, a `ModelContainer`'s `configurations:` are
  /// `ModelConfiguration`s (Apple's declarations).
  @Test func anInitializerArgumentOfALibraryTypeIsItsParametersType() throws {
    let scene = try TestScene(
      source: """
        @Model final class Item {
          var name: String
          init(name: String) { self.name = name }
        }
        struct Probe: View {
          @State private var on = false
          let container = try! ModelContainer(
            for: Item.self, configurations: .init(isStoredInMemoryOnly: true))
          var body: some View {
            Toggle("Wi-Fi", isOn: .init(get: { on }, set: { on = $0 }))
          }
        }
        """, root: "Probe")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    let toggled = try scene.perform(#"toggle "Wi-Fi""#)
    #expect(toggled.error == nil)
    #expect(toggled.tree.state("on") == .bool(true))
  }
  /// A program class that subclasses a simulated library class inherits its members:
  /// `class Settings: UserDefaults` reads and writes the standard defaults (`UserDefaults()`
  /// is them, Apple), with `register(defaults:)`'s values until a key is set; a subclass of
  /// `NSManagedObject` has `init(context:)`, which inserts it, and `fetchRequest()` (Apple,
  /// `NSManagedObject`); `Double.leastNonzeroMagnitude` is the standard library's.
  @Test func aSubclassOfALibraryClassInheritsItsMembers() throws {
    let scene = try TestScene(
      source: """
        class Settings: UserDefaults {
          var firstRun: Bool {
            get { bool(forKey: "firstRun") }
            set { set(newValue, forKey: "firstRun") }
          }
        }
        public class Rate: NSManagedObject {
          @NSManaged var code: String?
        }
        struct Probe: View {
          @Environment(\\.managedObjectContext) private var context
          @State private var log: [String] = []
          let settings = Settings()
          var body: some View {
            Button("Go") {
              settings.register(defaults: ["firstRun": true])
              log.append("\\(settings.firstRun)")
              settings.firstRun = false
              log.append("\\(settings.firstRun) \\(UserDefaults.standard.bool(forKey: "firstRun"))")
              let rate = Rate(context: context)
              rate.code = "EUR"
              let rates = (try? context.fetch(Rate.fetchRequest())) ?? []
              log.append("\\(rates.count) \\(Double.leastNonzeroMagnitude > 0)")
            }
            Text(log.joined(separator: " | "))
          }
        }
        """, root: "Probe")
    let done = try scene.perform(#"tap "Go""#)
    #expect(done.error == nil, "\(String(describing: done.error))")
    #expect(done.tree.texts == ["true | false false | 1 true"])
  }

  /// A `URLSession` member idlab does not run (`dataTaskPublisher(for:)`) is an opaque value
  /// with the S120 warning, so the scene runs on; nothing is ever delivered to its chain, whose
  /// members are the publisher's, not the session's.
  @Test func aSessionPublisherIsOpaqueAndTheSceneRuns() throws {
    let program = try ScriptProgram.compile(
      source: """
        final class Loader: ObservableObject {
          @Published var text = "loading"
          var token: Any?
          func load() {
            token = URLSession.shared.dataTaskPublisher(for: URL(string: "https://example.com")!)
              .map { String(decoding: $0.data, as: UTF8.self) }
              .replaceError(with: "failed")
              .sink { [weak self] in self?.text = $0 }
          }
        }
        struct Probe: View {
          @StateObject private var loader = Loader()
          var body: some View { Text(loader.text).onAppear { loader.load() } }
        }
        """, path: "Probe.swift")
    // Only the session's own member is named: `map`, `replaceError` and `sink` are the
    // publisher's, whatever the chain starts from.
    let named = program.warnings.compactMap { $0.arguments["name"] }
    #expect(named.filter { $0.hasPrefix("URLSession") } == ["URLSession.dataTaskPublisher"])
    let scene = try TestScene(source: program.source, root: "Probe", path: "Probe.swift")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["loading"])
  }
  /// SwiftData's property macros (`@Attribute(.externalStorage)`, `@Relationship`,
  /// `@Transient`) describe the schema, so the property keeps its value (Apple, SwiftData); a
  /// `UnitPoint` constant's coordinates are those of the unit square (`bottom` is (0.5, 1)).
  @Test func schemaMacrosKeepValuesAndUnitPointsHaveCoordinates() throws {
    let scene = try TestScene(
      source: """
        @Model final class Plant {
          var name: String
          @Attribute(.externalStorage) var imageData: Data?
          @Relationship(deleteRule: .cascade) var notes: [String] = []
          @Transient var cached = 3
          init(name: String) { self.name = name }
        }
        struct Probe: View {
          let plant = Plant(name: "Fern")
          var body: some View {
            VStack {
              Text("\\(plant.name) \\(plant.imageData == nil) \\(plant.notes.count) \\(plant.cached)")
              Text("\\(UnitPoint.bottom.y) \\(UnitPoint.topTrailing.x) \\(UnitPoint.leading.y)")
            }
          }
        }
        """, root: "Probe")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Fern true 0 3", "1.0 1.0 0.5"])
  }

  /// An implicit member beside a value in `==` is a member of that value's type (Swift infers
  /// it from the other operand), and a SwiftUI modifier's argument has Apple's parameter type
  /// (`preferredColorScheme(_: ColorScheme?)`): neither is the program's `Theme.dark`. The
  /// preferred scheme reaches the modified view's environment.
  @Test func anImplicitMemberTakesTheTypeOfItsOperandAndOfItsModifier() throws {
    let scene = try TestScene(
      source: """
        enum Theme { case light, dark }
        enum Mood: Equatable { case dark, bright }
        struct Panel: View {
          @Environment(\\.colorScheme) private var scheme
          let mood = Mood.dark
          var body: some View {
            VStack {
              Text(scheme == .dark ? "dark" : "light")
              Text(.dark == scheme ? "yes" : "no")
              Text(mood == .bright ? "bright" : "not bright")
            }
          }
        }
        struct Probe: View {
          var body: some View {
            VStack {
              Panel().preferredColorScheme(.dark)
              Panel()
            }
          }
        }
        """, root: "Probe")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(
      scene.first.tree.texts == [
        "dark", "yes", "not bright", "light", "no", "not bright",
      ])
  }

  /// A range of enum cases (`.xSmall ... .large` for `dynamicTypeSize(_:)`, which also takes a
  /// range): the bounds take the modifier's type, SwiftUI's cases compare in Apple's order (not
  /// by name), and a program's `Comparable` enum's range holds its cases in declaration order
  /// (until session 17 S204 "expected an Int", the thirty-third sample).
  @Test func aRangeOfEnumCasesKeepsItsBoundsType() throws {
    let scene = try TestScene(
      source: """
        enum Level: Comparable { case low, mid, high }
        struct Sized: View {
          let band = Level.low ... Level.mid
          var body: some View {
            VStack {
              Text("small").dynamicTypeSize(.xSmall ... .large)
              Text(band.contains(.mid) ? "mid in" : "mid out")
              Text(band.contains(.high) ? "high in" : "high out")
            }
          }
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["small", "mid in", "high out"])
    let text = try #require(scene.first.tree.nodes(ofType: "Text").first)
    #expect(
      text.modifier("dynamicTypeSize")
        == .record(
          type: "ClosedRange<DynamicTypeSize>",
          fields: [
            Value.Field(
              "lowerBound", .enumCase(type: "DynamicTypeSize", name: "xSmall", payload: [])),
            Value.Field(
              "upperBound", .enumCase(type: "DynamicTypeSize", name: "large", payload: [])),
          ]))
  }

  /// The fallback of `??` has the whole expression's type: assigned to a property, the
  /// property's; beside `Mode(rawValue:)`, `Mode`'s. Never another enum's case of that name
  /// (`Role.assistant`; the audit's sample W stopped on "value of type `Role` has no member").
  @Test func aFallbackTakesTheTypeOfWhatItFallsBackFor() throws {
    let scene = try TestScene(
      source: """
        enum Role { case user, assistant }
        enum Mode: String {
          case assistant, advisor
          var icon: String { self == .assistant ? "sparkles" : "chart" }
        }
        final class Modes {
          var current: Mode
          init() { self.current = Mode(rawValue: "") ?? .assistant }
        }
        struct Badge: View {
          let modes = Modes()
          var body: some View {
            let other = Mode(rawValue: "x") ?? .advisor
            VStack {
              Text(modes.current.icon)
              Text(other.icon)
            }
          }
        }
        """, root: "Badge")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["sparkles", "chart"])
  }

  /// A library method whose parameter is generic (`CurrentValueSubject.send(_:)`) takes the
  /// program's enum case as written: only the methods whose arguments have the library's own
  /// types (`Calendar.dateComponents`) rule the program's cases out (a review of session 17's
  /// rule found `.loaded` turned into an untyped case).
  @Test func aGenericLibraryParameterTakesTheProgramsCase() throws {
    let scene = try TestScene(
      source: """
        enum Phase: String {
          case idle, loaded
          var title: String { rawValue.capitalized }
        }
        final class Loader: ObservableObject {
          let phase = CurrentValueSubject<Phase, Never>(.idle)
          @Published var shown = "-"
          func finish() {
            phase.send(.loaded)
            shown = phase.value.title
          }
        }
        struct Finish: View {
          @StateObject private var loader = Loader()
          var body: some View {
            VStack {
              Text(loader.shown)
              Button("Finish") { loader.finish() }
            }
          }
        }
        """)
    #expect(try scene.perform(#"tap "Finish""#).tree.texts == ["Loaded"])
  }

  /// `Note.ID` is the type of an `Identifiable` type's `id` (Apple, `Identifiable.ID`), so a
  /// destination for it shows a pushed id (the thirty-fourth sample stopped on "no member
  /// `ID`").
  @Test func anIdentifiableTypesIDIsItsIdsType() throws {
    let scene = try TestScene(
      source: """
        struct Note: Identifiable {
          let id: Int
          let title: String
        }
        struct Notes: View {
          let notes = [Note(id: 1, title: "First"), Note(id: 2, title: "Second")]
          var body: some View {
            NavigationStack {
              List(notes) { note in NavigationLink(note.title, value: note.id) }
                .navigationDestination(for: Note.ID.self) { id in Text("Note \\(id)") }
            }
          }
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(try scene.perform(#"tap "Second""#).tree.texts.last == "Note 2")
  }

  /// The standard library's `CommandLine`: an app launched from its icon, or a preview, gets
  /// no argument but its executable's path (Apple, `CommandLine.arguments`: "Access to the
  /// command-line arguments passed to this program", the first of them the program's name),
  /// so a launch flag the code looks for is absent, and `arguments` agrees with
  /// `ProcessInfo.processInfo.arguments`. Until session 18 an opaque value that stopped the
  /// screen where a condition read it (four files of sample 35).
  @Test func commandLineArgumentsAreThoseOfAnAppLaunchedFromItsIcon() throws {
    let scene = try TestScene(
      source: """
        struct Flags: View {
          let demo = CommandLine.arguments.contains("--demo")
          var body: some View {
            VStack {
              Text(demo ? "demo" : "live")
              Text("\\(CommandLine.argc) \\(CommandLine.arguments == ProcessInfo.processInfo.arguments)")
            }
          }
        }
        """, root: "Flags")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["live", "1 true"])
  }

  /// The fallback of `??` whose left side makes a type (`SwiftUI.Image(title: t)`, the
  /// program's failable initializer in `extension Image`) is that type, even inside a type that
  /// declares its own `Image` (sample 41: `Book.Image` got the fallback's arguments, and
  /// without the qualifier the fallback was `Any`, "not a view"); `decode(_:from:)`'s `from:` is
  /// `Data`, so `.init(contentsOf: url)` there reads the file (it was S204). Expected by hand:
  /// "B" gives the letter's square symbol, "x" the fallback; the file does not exist, so the
  /// decoding fails and the shelf keeps its default book.
  @Test func aFallbackIsTheTypeItsLeftSideMakesAndDecodeTakesData() throws {
    let scene = try TestScene(
      source: """
        struct Book: Codable { let title: String }
        extension Image {
          init?(title: String) {
            guard let first = title.first, first != "x" else { return nil }
            self.init(systemName: "\\(first.lowercased()).square")
          }
        }
        extension Book {
          struct Image: View {
            let title: String
            var body: some View {
              let symbol = SwiftUI.Image(title: title) ?? .init(systemName: "book")
              symbol.resizable()
            }
          }
        }
        struct Shelf: View {
          let books: [Book] =
            (try? JSONDecoder().decode(
              [Book].self, from: .init(contentsOf: URL(fileURLWithPath: "/no/books.json"))))
            ?? [Book(title: "Default")]
          var body: some View {
            VStack {
              Book.Image(title: "Bosch")
              Book.Image(title: "xylo")
              Text(books.map(\\.title).joined())
            }
          }
        }
        """, root: "Shelf")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    let images = scene.first.tree.nodes(ofType: "Image").compactMap(\.text)
    #expect(images == ["b.square", "book"])
    #expect(scene.first.tree.texts == ["Default"])
  }
}
