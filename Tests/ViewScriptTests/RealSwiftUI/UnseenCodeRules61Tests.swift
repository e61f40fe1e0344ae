import Foundation
import IdentityEngine
import Testing

@testable import ViewScript

/// Rules the sixty-first unseen sample found missing, each with a scene of our own. Expected
/// values come from the language and Apple's documentation, written before running.
@Suite struct UnseenCodeRules61Tests {
  /// A value made by an initializer idlab does not model (`ProcessInfo()`) and a value of a type
  /// no file given declares made with `.init(…)` are opaque: what the screen shows of them is a
  /// placeholder named after the type (and member), listed below the screen, never a text made
  /// of the expression; arithmetic on them gives opaque values (docs/semantics.md, "Opaque by
  /// default").
  @Test func membersOfUnmodelledInitializersAreOpaque() throws {
    let scene = try TestScene(
      source: """
        struct Badge: View {
          let info = ProcessInfo()
          let entry: Catalog.Entry = .init(id: "one", name: "first")
          var body: some View {
            VStack {
              Text(info.globallyUniqueString)
              Text("id " + info.hostName)
              Text(entry.name)
              Text("plain")
            }
            .font(.body.italic())
          }
        }
        """, root: "Badge")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(
      scene.first.tree.texts == [
        "‹ProcessInfo.globallyUniqueString›", "‹ProcessInfo.hostName›", "‹Catalog.Entry›",
        "plain",
      ])
    let listed = Set(scene.run.runtimeOpaque.compactMap { $0.arguments["name"] })
    #expect(
      listed.isSuperset(of: [
        "ProcessInfo.globallyUniqueString", "ProcessInfo.hostName", "Catalog.Entry",
      ]), "\(listed)")
    let stack = try #require(scene.first.tree.nodes(ofType: "VStack").first)
    #expect("\(String(describing: stack.modifier("font")))".contains("body.italic"))
  }

  /// Where the screen depends on what such a value holds, the step stops, located, naming it.
  @Test func aDecisionOnAnUnmodelledInitializersMemberStops() throws {
    let scene = try TestScene(
      source: """
        struct Host: View {
          let info = ProcessInfo()
          var body: some View {
            Text(info.hostName.isEmpty ? "none" : "some")
          }
        }
        """, root: "Host")
    let failure = try #require(scene.first.error)
    #expect(failure.id == "depends-on-unmodelled")
    #expect(failure.arguments == ["name": "ProcessInfo.hostName"])
    #expect(failure.line == 4)
    #expect(
      try realLocalizer(.es)(failure.messageKey, failure.arguments).contains(
        "‹ProcessInfo.hostName›"))
  }

  /// `_query` in the code of a class that declares `@Published var query`: the storage Swift
  /// synthesizes for the wrapper ("Property Wrappers", The Swift Programming Language); its
  /// `projectedValue` is `$query`'s publisher and its `wrappedValue` the property.
  @Test func aWrappedPropertysStorageIsItsWrapper() throws {
    let scene = try TestScene(
      source: """
        import Combine
        final class Search: ObservableObject {
          @Published var query = "tea"
          var seen = ""
          private var bag = Set<AnyCancellable>()
          init() {
            seen = _query.wrappedValue.uppercased()
            _query.projectedValue.sink { _ in }.store(in: &bag)
          }
        }
        struct SearchView: View {
          @StateObject private var search = Search()
          var body: some View { Text(search.seen + " " + search.query) }
        }
        """, root: "SearchView")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["TEA tea"])
  }

  /// A view's memberwise initializer takes a `@FetchRequest` or `@Query` whole, with a default
  /// (SE-0258: a wrapper without `init(wrappedValue:)` is passed as itself): what it fetches
  /// from an empty store is nothing, whatever it asks.
  @Test func theMemberwiseInitializerTakesAFetchRequestWhole() throws {
    let scene = try TestScene(
      source: """
        import CoreData
        final class Garage: NSManagedObject {}
        struct GarageList: View {
          @FetchRequest(sortDescriptors: []) var garages: FetchedResults<Garage>
          let title: String
          var body: some View {
            List {
              Text(title)
              ForEach(garages, id: \\.objectID) { _ in Text("garage") }
            }
          }
        }
        struct Both: View {
          var body: some View {
            VStack {
              GarageList(garages: FetchRequest<Garage>(sortDescriptors: []), title: "given")
              GarageList(title: "default")
            }
          }
        }
        """, root: "Both")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["given", "default"])
  }

  /// An assignment to an object's computed property calls its setter alone ("Computed
  /// Properties", The Swift Programming Language): a getter that would trap on what the setter
  /// is about to fill is never run; a compound assignment reads through the getter first.
  @Test func assigningAComputedPropertyCallsOnlyItsSetter() throws {
    let scene = try TestScene(
      source: """
        final class Tank {
          var stored: Int?
          var litres: Int {
            get { stored! }
            set { stored = newValue * 10 }
          }
        }
        struct Gauge: View {
          let text: String
          var body: some View { Text(text) }
        }
        struct Fill: View {
          var body: some View {
            let tank = Tank()
            tank.litres = 4
            tank.litres += 1
            return Gauge(text: "\\(tank.stored ?? 0)")
          }
        }
        """, root: "Fill")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    // 4 × 10 = 40 by the setter; then 40 + 1 = 41 through the getter, × 10 by the setter.
    #expect(scene.first.tree.texts == ["410"])
  }

  /// `JSONDecoder().decode(T.self, from: data)` of data idlab does not model decodes to what
  /// the data holds: an opaque `T`, listed below the screen; `CodingKeys` of a `Codable` type
  /// that declares none is the enum Swift synthesizes (SE-0166), no undeclared name.
  @Test func decodingUnmodelledDataGivesAnOpaqueValue() throws {
    let source = """
      struct Saved: Codable {
        var count: Int
        init(count: Int) { self.count = count }
        init(from decoder: Decoder) throws {
          let container = try decoder.container(keyedBy: CodingKeys.self)
          count = try container.decodeIfPresent(Int.self, forKey: .count) ?? 0
        }
        static func load(_ url: URL) -> Saved {
          do {
            let handle = try FileHandle(forReadingFrom: url)
            return try JSONDecoder().decode(Saved.self, from: handle.availableData)
          } catch {
            return Saved(count: 0)
          }
        }
      }
      struct SavedView: View {
        let saved = Saved.load(URL(fileURLWithPath: "/tmp/saved.json"))
        var body: some View { Text("Saved: \\(saved.count)") }
      }
      """
    let program = try ScriptProgram.compile(
      source: "import SwiftUI\n" + source, path: "Saved.swift")
    #expect(!program.warnings.contains { $0.arguments["name"] == "CodingKeys" })
    #expect(program.warnings.contains { $0.arguments["name"] == "FileHandle" })
    let scene = try TestScene(source: source, root: "SavedView")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Saved: ‹Saved›"])
    #expect(scene.run.runtimeOpaque.contains { $0.arguments["name"] == "Saved" })
  }

  /// Where a control of SwiftUI's takes a `Binding`, `.constant(x)` is `Binding.constant(x)`
  /// (an implicit member is looked up in the contextual type): the picker keeps its title and
  /// shows the option its constant selects.
  @Test func aConstantSelectionIsABinding() throws {
    let scene = try TestScene(
      source: """
        struct Units: View {
          var body: some View {
            Form {
              Picker(selection: .constant(1), label: Text("Odometer")) {
                ForEach(0..<2) { Text(["Kilometres", "Miles"][$0]) }
              }
              Picker("Fuel", selection: .constant("l")) {
                Text("Litres").tag("l")
                Text("Gallons").tag("g")
              }
            }
          }
        }
        """, root: "Units")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    let pickers = scene.first.tree.nodes(ofType: "Picker").map {
      "\($0.label ?? "-") = \($0.value.map { "\($0)" } ?? "-")"
    }
    #expect(pickers == ["Odometer = 1", #"Fuel = "l""#])
  }

  /// A section header written as the view's own property that holds a control (a segmented
  /// picker) is that control, drawn above the rows, as a header that writes it in place is.
  @Test func aHeaderPropertyHoldingAControlIsDrawn() throws {
    let scene = try TestScene(
      source: """
        enum Tab: String, CaseIterable, Identifiable { case all, mine; var id: String { rawValue } }
        struct Feed: View {
          @State private var tab = Tab.all
          var body: some View {
            List {
              Section { Text("row") } header: { tabs }
            }
          }
          private var tabs: some View {
            Picker("Tab", selection: $tab) {
              ForEach(Tab.allCases) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
          }
        }
        """, root: "Feed")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    let picker = try #require(scene.first.tree.nodes(ofType: "Picker").first)
    #expect(picker.label == "Tab")
    #expect(scene.first.tree.texts.contains("row"))
  }

  /// A program's overload of a library method for one type, forwarding to the library's
  /// method for another (`string(from: NSNumber(value:))` inside `func string(from: Int64)`),
  /// calls the library's: an argument made by `NSNumber(…)` is no `Int64` (Swift converts no
  /// other type to a number but a number).
  @Test func anArgumentMadeAsAnotherLibraryTypeSkipsTheProgramsOverload() throws {
    let scene = try TestScene(
      source: """
        extension NumberFormatter {
          func string(from miles: Int64) -> String? {
            string(from: NSNumber(value: miles))
          }
        }
        struct Miles: View {
          let miles: Int64
          var body: some View { Text((NumberFormatter().string(from: miles) ?? "?") + " mi") }
        }
        struct Trip: View {
          var body: some View { Miles(miles: 1000) }
        }
        """, root: "Trip")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["1000 mi"])
  }

  /// `contains` and `overlaps` of an integer range compare bounds (Apple, `ClosedRange`,
  /// `Range`): a range of 2^53 numbers is never walked.
  @Test func aRangesContainsComparesBounds() throws {
    let scene = try TestScene(
      source: """
        struct Bounds: View {
          let limit = 9_007_199_254_740_991
          var body: some View {
            VStack {
              Text((1...limit).contains(42) ? "in" : "out")
              Text((0..<limit).contains(limit) ? "in" : "out")
              Text((0..<10).overlaps(10..<20) ? "overlap" : "apart")
              Text((0...10).overlaps(10...20) ? "overlap" : "apart")
            }
          }
        }
        """, root: "Bounds")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["in", "out", "apart", "overlap"])
  }

  /// A closure is no argument of a generic parameter that must conform to a protocol (a
  /// function type conforms to none): `self.init { … }` inside the program's
  /// `init<S: Equatable>(_ seed: S)` calls the other initializer, the one taking a closure.
  @Test func aClosureIsNoConstrainedGenericArgument() throws {
    let scene = try TestScene(
      source: """
        struct Tally {
          var total: Int
          init(make: () -> Int) { total = make() }
          init<S: Equatable>(_ seed: S) {
            self.init { 7 }
          }
          init<T>(loose: T) where T: Hashable {
            self.init { 8 }
          }
        }
        struct Score: View {
          var body: some View { Text("\\(Tally(3).total) \\(Tally(loose: "x").total)") }
        }
        """, root: "Score")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["7 8"])
  }

  /// WidgetKit's preview of a widget (`#Preview(as: .accessoryCircular) { LevelWidget() }
  /// timeline: { … }`) draws the widget's configuration content with the timeline's first
  /// entry, in the family it names (`@Environment(\\.widgetFamily)`), as Xcode's canvas first
  /// shows it (Apple, `Preview(_:as:widget:timeline:)`).
  @Test func aWidgetPreviewDrawsItsFirstEntryInItsFamily() throws {
    let scene = try TestScene(
      source: """
        import WidgetKit
        struct LevelEntry: TimelineEntry {
          let date: Date
          let level: Int
        }
        struct LevelView: View {
          let entry: LevelEntry
          @Environment(\\.widgetFamily) var family
          var body: some View {
            switch family {
            case .accessoryCircular: Text("\\(entry.level)%")
            default: Text("Level \\(entry.level)")
            }
          }
        }
        struct LevelWidget: Widget {
          var body: some WidgetConfiguration {
            StaticConfiguration(kind: "level", provider: LevelProvider()) { entry in
              LevelView(entry: entry)
            }
            .supportedFamilies([.accessoryCircular, .systemSmall])
          }
        }
        #Preview(as: .accessoryCircular) {
          LevelWidget()
        } timeline: {
          LevelEntry(date: .now, level: 16)
          LevelEntry(date: .now, level: 40)
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["16%"])
  }

  /// `@Environment(Ledger<Entry, Event>.self)` where the preview writes a `Ledger` of a package
  /// not given: the opaque value knows only its type's name, which stands for every `Ledger<…>`,
  /// so the view reads it (opaque) instead of reporting it missing.
  @Test func anOpaqueGenericEnvironmentObjectIsFoundByItsTypesName() throws {
    let scene = try TestScene(
      source: """
        struct Entry { var title = "Rent" }
        enum Event { case add }
        struct Balance: View {
          @Environment(Ledger<Entry, Event>.self) var ledger
          var body: some View { VStack { Text("Balance"); Text(ledger.title) } }
        }
        struct Host: View {
          var body: some View { Balance().environment(Ledger(initialState: Entry())) }
        }
        """, root: "Host")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Balance", "‹Ledger›"])
  }
}
