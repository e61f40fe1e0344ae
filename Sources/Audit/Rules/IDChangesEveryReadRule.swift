import SwiftSyntax

/// `id-changes-every-read`: an identity made fresh each time it is read.
///
/// An id that never matches the previous render makes SwiftUI replace the view every update:
/// state resets, animations restart, focus is lost. Reported:
/// - `UUID()` or `Date()` in a computed `id` (`var id: UUID { UUID() }`, variant `computed-id`),
///   not a fallback `stored ?? UUID()` of a private stored property every initializer fills;
/// - `UUID()` evaluated while rendering, in `body` or a `@ViewBuilder` (variant `render`), or as
///   `.id(UUID())` anywhere (variant `id-modifier`);
/// - `UUID()` in a computed collection, or in a `map` inside a computed property (the seed 001
///   bug, variant `computed-collection`);
/// - a type whose stored `id` defaults to `UUID()`, constructed in a computed collection or in a
///   `ForEach`'s data, or while rendering in an array literal or a `map` passed for a view's
///   input that the view keys a `ForEach`, `List` or `Chart` by (variant `fresh-default-id`).
/// `UUID()` in an action (a button, `onAppear`, `task`) or a stored property is fine.
public struct IDChangesEveryReadRule: AuditRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, severity, lesson and examples.
  public var description: RuleDescription {
    RuleDescription(
      id: "id-changes-every-read", severity: .warning, lesson: "state-reset",
      // A computed or freshly defaulted element id is chapter 4's "A stable identity, and where
      // it comes from"; an id made while rendering (`.id(UUID())`) is chapter 3's.
      variantLessons: [
        "computed-id": "foreach-identity", "computed-collection": "foreach-identity",
        "fresh-default-id": "foreach-identity",
      ],
      demo: .rerender,
      triggeringExamples: [
        RuleExample(
          """
          struct Note: Identifiable { let id: UUID; var text: String }
          struct NoteList: View {
            let notes: [Note]
            var body: some View { List(notes) { Text($0.text) } }
          }
          struct Today: View {
            var body: some View { NoteList(notes: [Note(id: ↓UUID(), text: "Milk")]) }
          }
          """),
        // A closure a project view takes as content (it returns a view) runs as the view
        // renders: the twin of the project button's action below (audit sample AY).
        RuleExample(
          """
          struct Note: Identifiable { let id: UUID; var text: String }
          struct NoteList: View {
            let notes: [Note]
            var body: some View { List(notes) { Text($0.text) } }
          }
          struct Card<Content: View>: View {
            let content: () -> Content
            var body: some View { VStack { content() } }
          }
          struct Today: View {
            var body: some View { Card { NoteList(notes: [Note(id: ↓UUID(), text: "Milk")]) } }
          }
          """),
        // A week strip keyed by its dates, made from the clock in `body` through a helper that
        // keeps the time of day: new dates, new rows, on every update (audit sample AU: a miss).
        RuleExample(
          """
          extension Date {
            func comingDays() -> [Date] {
              (0..<7).compactMap { Calendar.current.date(byAdding: .day, value: $0, to: self) }
            }
          }
          struct Strip: View {
            @State private var taps = 0
            var body: some View {
              let days = Date().comingDays()
              HStack {
                ForEach(↓days, id: \\.self) { day in
                  Text(day, format: .dateTime.day()).onTapGesture { taps += 1 }
                }
              }
            }
          }
          """),
        // A view reads the enum's computed `perks` itself: fresh ids on every body run (the twin
        // of audit sample AT's false warning).
        RuleExample(
          """
          struct Perk: Identifiable { let id = UUID(); let title: String }
          enum Offer {
            case basic, plus
            var perks: [Perk] { self == .plus ? [↓Perk(title: "Sync"), Perk(title: "Share")] : [] }
          }
          struct OfferView: View {
            let offer: Offer
            var body: some View { ForEach(offer.perks) { Text($0.title) } }
          }
          struct Shop: View {
            var body: some View { OfferView(offer: .plus) }
          }
          """),
        // The view is made by a computed property each time the body reads it: a fresh id on
        // every update (only an initializer or a stored initial value runs once per object).
        RuleExample(
          """
          struct Preview: View {
            let url: URL
            var body: some View { Text(url.lastPathComponent) }
          }
          final class Tab {
            let url: URL
            init(url: URL) { self.url = url }
            var view: AnyView { AnyView(Preview(url: url).id(↓UUID())) }
          }
          struct Strip: View {
            let tabs: [Tab]
            var body: some View { ForEach(tabs.indices, id: \\.self) { tabs[$0].view } }
          }
          """),
        // `allCases` makes every case, `.inbox` too, though no code writes it.
        RuleExample(
          """
          enum Section: String, CaseIterable, Identifiable {
            case inbox, archive
            var id: String {
              switch self {
              case .inbox: return ↓UUID().uuidString
              case .archive: return rawValue
              }
            }
          }
          struct Tabs: View {
            var body: some View { List(Section.allCases) { Text($0.rawValue) } }
          }
          """),
        // The same view made by the object's method each time the body asks: a fresh id on
        // every update.
        RuleExample(
          """
          struct Preview: View {
            let url: URL
            var body: some View { Text(url.lastPathComponent) }
          }
          final class Tab {
            let url: URL
            init(url: URL) { self.url = url }
            func makeView() -> AnyView { AnyView(Preview(url: url).id(↓UUID())) }
          }
          struct Strip: View {
            let tabs: [Tab]
            var body: some View { ForEach(tabs.indices, id: \\.self) { tabs[$0].makeView() } }
          }
          """),
        // The same sheet once a button makes `.createNew`: its id is fresh on every read.
        RuleExample(
          """
          struct Note: Identifiable { let id: String }
          enum Editing: Identifiable {
            case createNew
            case edit(Note)
            var id: String {
              switch self {
              case .createNew: return ↓UUID().uuidString
              case .edit(let note): return note.id
              }
            }
          }
          struct Notes: View {
            @State private var editing: Editing?
            let notes: [Note]
            var body: some View {
              List(notes) { note in Button(note.id) { editing = .edit(note) } }
                .sheet(item: $editing) { _ in Text("Edit") }
              Button("New") { editing = .createNew }
            }
          }
          """),
        // A list whose elements the code does not say may hold a type some collection of the
        // project holds (the twin of the navigation-only non-triggering example).
        RuleExample(
          """
          enum Route: Hashable, Identifiable {
            var id: String { ↓UUID().uuidString }
            case settings, profile
          }
          struct History { var visited: [Route] = [] }
          struct Home: View {
            let feed: Feed
            var body: some View {
              List(feed.items) { item in Text(item.title) }
            }
          }
          """),
        // A refresh token that is nil until the image is regenerated: every update while
        // it is nil (a hover) makes a new identity and reloads the image (audit sample AD).
        RuleExample(
          """
          struct Thumb: View {
            let url: URL
            var token: UUID?
            @State private var hover = false
            var body: some View {
              AsyncImage(url: url).id(token ?? ↓UUID())
                .onHover { hover = $0 }
            }
          }
          """),
        // A function the body calls makes the rows anew on every body run (audit sample U).
        RuleExample(
          """
          struct Graph: View {
            private struct Point: Identifiable { let id = UUID(); let v: Int }
            @State private var range = 7
            var body: some View {
              let points = buildPoints()
              VStack {
                ForEach(points) { Text("\\($0.v)") }
                Button("More") { range += 1 }
              }
            }
            private func buildPoints() -> [Point] { (0..<range).map { ↓Point(v: $0) } }
          }
          """),
        // A computed property that builds its pages with `.init(…)` into a local it returns
        // (audit sample AP's miss): every read makes new ids; the finding is at the first.
        RuleExample(
          """
          struct Cards: View {
            private struct Page: Identifiable { let id = UUID(); let title: String }
            let isPet: Bool
            private var pages: [Page] {
              var pages: [Page] = [↓.init(title: "Personal")]
              if isPet { pages.append(.init(title: "Vet")) } else { pages.append(.init(title: "Doctor")) }
              return pages
            }
            var body: some View { ForEach(pages) { Text($0.title) } }
          }
          """),
        // A factory of another type, called by a computed property that the body reads, makes
        // the rows anew on every body run: reads flow through collection builders (audit
        // sample V's settings search).
        RuleExample(
          """
          struct Hit: Identifiable { let id = UUID(); let title: String }
          enum Index {
            static let titles = ["Sound", "Display"]
            static func hits(for text: String) -> [Hit] {
              titles.filter { text.isEmpty || $0.contains(text) }.map { ↓Hit(title: $0) }
            }
          }
          struct Search: View {
            @State private var text = ""
            private var results: [Hit] { Index.hits(for: text) }
            var body: some View {
              TextField("Find", text: $text)
              ForEach(results) { Text($0.title) }
            }
          }
          """),
        // A local of the body made by a closure called at once: made again, with new ids, on
        // every body run (audit sample W missed one).
        RuleExample(
          """
          struct Breaches: View {
            private struct Mark: Identifiable { let id = UUID(); let month: Int }
            @State private var months = [1, 2]
            var body: some View {
              let marks: [Mark] = {
                months.map { ↓Mark(month: $0) }
              }()
              ForEach(Array(marks.enumerated()), id: \\.element.id) { index, mark in
                Text("\\(index) \\(mark.month)")
              }
              Button("More") { months.append(3) }
            }
          }
          """),
        // A global builder read by a global function the body calls, and a nested type's
        // static factory read through `.self`: both rebuilt on every body run (a review of
        // session 17's rules found both silent).
        RuleExample(
          """
          struct Hit: Identifiable { let id = UUID(); let title: String }
          let titles = ["Sound", "Display"]
          var hitList: [Hit] { titles.map { ↓Hit(title: $0) } }
          func allHits() -> [Hit] { hitList.filter { !$0.title.isEmpty } }
          enum Finance {
            enum Engine {
              static func proposals(for total: Int) -> [Hit] { [↓Hit(title: "\\(total)")] }
            }
          }
          struct Search: View {
            @State private var total = 10
            var body: some View {
              ForEach(allHits()) { Text($0.title) }
              ForEach(Finance.Engine.self.proposals(for: total)) { Text($0.title) }
              Button("Up") { total += 1 }
            }
          }
          """),
        // An initializer passed by reference to `map` builds each element as a closure calling
        // it does: fresh ids on every read of the computed property (audit sample Y missed
        // one).
        RuleExample(
          """
          struct Tag: Identifiable { let id = UUID(); let name: String }
          struct Place { let names: [String] }
          extension Place { var tags: [Tag] { ↓names.map(Tag.init) } }
          struct PlaceView: View {
            let place: Place
            @State private var picked: String?
            var body: some View {
              ForEach(place.tags) { tag in Button(tag.name) { picked = tag.name } }
            }
          }
          """),
        // The same rows when one initializer keeps the default `UUID()`: fresh on every read
        // (the non-triggering twin below replaces it in every initializer).
        RuleExample(
          """
          struct Record { let uuid: UUID; let title: String }
          struct Row: Identifiable {
            var id = UUID()
            var title: String
            init(record: Record) {
              id = record.uuid
              title = record.title
            }
            init(title: String) { self.title = title }
          }
          final class Store { var titles: [String] = [] }
          struct Rows: View {
            let store: Store
            private var rows: [Row] { store.titles.map { ↓Row(title: $0) } }
            var body: some View { ForEach(rows) { Text($0.title) } }
          }
          """),
        // Two views of one file each make fresh rows in a computed `days`: one finding each,
        // not one for the name (audit sample U).
        RuleExample(
          """
          struct Week: View {
            private struct Day: Identifiable { let id = UUID(); let n: Int }
            private var days: [Day] { (1...7).map { ↓Day(n: $0) } }
            var body: some View { ForEach(days) { Text("\\($0.n)") } }
          }
          struct Month: View {
            private struct Day: Identifiable { let id = UUID(); let n: Int }
            private var days: [Day] { (1...30).map { ↓Day(n: $0) } }
            var body: some View { ForEach(days) { Text("\\($0.n)") } }
          }
          """),
        RuleExample(
          """
          struct Ship: Identifiable {
            var id: UUID { ↓UUID() }
            var name: String
          }
          struct Fleet: View {
            let ships: [Ship]
            var body: some View { ForEach(ships) { ship in Text(ship.name) } }
          }
          """),
        RuleExample(
          """
          struct Editor: View {
            var body: some View {
              TextField("Name", text: .constant(""))
                .id(↓UUID())
            }
          }
          """),
        // A text made from a fresh `UUID()` is as fresh (audit sample W: a placeholder's
        // `.id(UUID().uuidString)` replaced it on every render).
        RuleExample(
          """
          struct Placeholder: View {
            @State private var loaded = false
            var body: some View {
              Rectangle()
                .id(↓UUID().uuidString)
              Text("Wait")
                .id("row-\\(↓UUID())")
            }
          }
          """),
        RuleExample(
          """
          struct Brews: View {
            @State var brews: [Brew] = []
            @State var filterText = ""
            private var filteredBrews: [Brew] {
              brews
                .filter { filterText.isEmpty || $0.name.contains(filterText) }
                .map { Brew(id: ↓UUID(), name: $0.name) }
            }
            var body: some View {
              List(filteredBrews) { brew in Text(brew.name) }
            }
          }
          """),
        RuleExample(
          """
          struct Row: Identifiable {
            let id = UUID()
            var title: String
          }
          struct Rows: View {
            let titles: [String]
            var body: some View {
              ForEach(titles.map { ↓Row(title: $0) }) { row in Text(row.title) }
            }
          }
          """),
        RuleExample(
          """
          struct Note: Identifiable { let id: UUID; var text: String }
          struct NoteList: View {
            let notes: [Note]
            var body: some View { List(notes) { Text($0.text) } }
          }
          struct Inbox: View {
            var body: some View {
              NoteList(notes: [Note(id: ↓UUID(), text: "Milk")])
            }
          }
          """),
        // The view reads the global computed `leaf` itself: new ids on every update.
        RuleExample(
          """
          struct Leaf: Identifiable { var id = UUID(); var name: String }
          var leaf: [Leaf] { ["oak", "elm"].map { ↓Leaf(name: $0) } }
          struct GardenView: View {
            var body: some View {
              List(leaf) { item in Text(item.name) }
            }
          }
          """),
        // The list is keyed by each tip's id, and every read makes new ones.
        RuleExample(
          """
          struct Tip: Identifiable { let id = UUID(); var text: String }
          final class Tips: ObservableObject {
            var all: [Tip] { ["Drink water", "Sleep"].map { ↓Tip(text: $0) } }
          }
          struct TipList: View {
            @StateObject private var tips = Tips()
            var body: some View { List(tips.all) { Text($0.text) } }
          }
          """),
        // A fallback for a missing timestamp, on a type a list keys by: a reading without one
        // is a new row on every update.
        RuleExample(
          """
          struct Reading: Identifiable {
            var takenAt: Date?
            var value: Double
            var id: Date { takenAt ?? ↓Date() }
          }
          struct Readings: View {
            let readings: [Reading]
            var body: some View { List(readings) { Text("\\($0.value)") } }
          }
          """),
        // The home screen builds the teaser's steps on every update: new ids, new rows each time.
        RuleExample(
          """
          struct Teaser: View {
            struct Step: Identifiable { let id = UUID(); let title: String }
            let steps: [Step]
            var body: some View { VStack { ForEach(steps) { Text($0.title) } } }
          }
          struct Home: View {
            @State private var done = false
            var body: some View {
              Teaser(steps: [↓.init(title: "Upload"), .init(title: done ? "Done" : "Match")])
              Toggle("Done", isOn: $done)
            }
          }
          """),
        // Slices made by a `map` on every update of the budget, for a chart that keys its marks
        // by their ids (`Chart(slices)` is a `ForEach` over them): every mark is new each time
        // (audit sample AG: seven report charts of one screen).
        RuleExample(
          """
          import Charts
          struct Slice: Identifiable {
            let id = UUID()
            let label: String
            let share: Double
          }
          struct Pie: View {
            let slices: [Slice]
            var body: some View { Chart(slices) { SectorMark(angle: .value("Share", $0.share)) } }
          }
          struct Budget: View {
            @State private var amounts: [Double] = [40, 60]
            var body: some View {
              VStack {
                Pie(slices: amounts.enumerated().map { index, amount in
                  ↓Slice(label: "\\(index)", share: amount)
                })
                Pie(slices: amounts.map { amount in
                  let label = amount > 50 ? "Most" : "Rest"
                  return ↓Slice(label: label, share: amount)
                })
                Button("Spend") { amounts[0] += 5 }
              }
            }
          }
          """),
        // The private stored id comes from an optional parameter: nil is possible, and with it
        // a new id on every read.
        RuleExample(
          """
          struct Header: Identifiable {
            private var stored: UUID?
            var key: String
            var id: UUID { stored ?? ↓UUID() }
            init(key: String, stored: UUID?) {
              self.stored = stored
              self.key = key
            }
          }
          struct Headers: View {
            @State private var headers = [Header(key: "Accept", stored: nil)]
            var body: some View {
              List { ForEach(headers) { Text($0.key) } }
              Button("Add") { headers.append(Header(key: "Host", stored: nil)) }
            }
          }
          """),
      ],
      nonTriggeringExamples: [
        // A project button's action, an input that returns nothing, runs on a tap as
        // `Button`'s does (audit sample AY: six false warnings).
        RuleExample(
          """
          struct Draft: Identifiable { let id: String; var label: String }
          struct PillButton: View {
            let title: String
            let onTap: () -> Void
            var body: some View { Button(title, action: onTap) }
          }
          struct Drafts: View {
            @State private var drafts: [Draft] = []
            var body: some View {
              VStack {
                ForEach(drafts) { Text($0.label) }
                PillButton(title: "Save") {
                  drafts.append(Draft(id: UUID().uuidString, label: "new"))
                }
                PillButton(title: "Copy", onTap: { drafts.append(Draft(id: UUID().uuidString, label: "copy")) })
              }
            }
          }
          """),
        RuleExample(
          """
          struct Template: Identifiable { let id: String; let name: String }
          struct Stats: View {
            let template: Template
            var body: some View { Text(template.name) }
          }
          struct Row: View {
            let name: String
            var body: some View {
              NavigationLink {
                Stats(template: Template(id: UUID().uuidString, name: name))
              } label: { Text(name) }
            }
          }
          """),
        // The rows are stored dates, filtered by the clock: they keep their values (review of
        // session 26).
        RuleExample(
          """
          struct Upcoming: View {
            let deadlines: [Date]
            var body: some View {
              let upcoming = deadlines.filter { $0 > Date() }
              ForEach(upcoming, id: \\.self) { Text($0, format: .dateTime.day()) }
            }
          }
          """),
        // The same dates brought to the start of their day: the same values all day long.
        RuleExample(
          """
          struct Strip: View {
            var body: some View {
              let today = Calendar.current.startOfDay(for: Date())
              let days = (0..<7).compactMap {
                Calendar.current.date(byAdding: .day, value: $0, to: today)
              }
              HStack {
                ForEach(days, id: \\.self) { day in Text(day, format: .dateTime.day()) }
              }
            }
          }
          """),
        // The view reads a configuration's stored `perks`, filled once from the enum's computed
        // `perks` in an action: the ids stay (audit sample AT: a false warning).
        RuleExample(
          """
          struct Perk: Identifiable { let id = UUID(); let title: String }
          enum Offer {
            case basic, plus
            var perks: [Perk] { self == .plus ? [Perk(title: "Sync"), Perk(title: "Share")] : [] }
          }
          struct OfferSheet { let title: String; let perks: [Perk] }
          struct OfferView: View {
            let sheet: OfferSheet
            var body: some View { ForEach(sheet.perks) { Text($0.title) } }
          }
          struct Shop: View {
            @State private var shown: OfferSheet?
            var body: some View {
              Button("Upgrade") { shown = OfferSheet(title: "Plus", perks: Offer.plus.perks) }
              if let shown { OfferView(sheet: shown) }
            }
          }
          """),
        // The same pages built once, into state the view keeps: each keeps its id.
        RuleExample(
          """
          struct Cards: View {
            private struct Page: Identifiable { let id = UUID(); let title: String }
            @State private var pages: [Page] = []
            var body: some View {
              ForEach(pages) { Text($0.title) }
                .onAppear {
                  var made: [Page] = [.init(title: "Personal")]
                  made.append(.init(title: "Vet"))
                  pages = made
                }
            }
          }
          """),
        // The editor's view is made once, when the tab object is made, and kept: its fresh
        // id is given once per tab (audit sample AK).
        RuleExample(
          """
          struct Preview: View {
            let url: URL
            var body: some View { Text(url.lastPathComponent) }
          }
          final class Tab {
            let view: AnyView
            init(url: URL) {
              view = AnyView(Preview(url: url).id(UUID()))
            }
          }
          struct Strip: View {
            let tabs: [Tab]
            var body: some View { ForEach(tabs.indices, id: \\.self) { tabs[$0].view } }
          }
          """),
        // Only `.createNew` gives a fresh id, and no code makes `.createNew`: the sheet's item is
        // always an `.edit` (audit sample AI).
        RuleExample(
          """
          struct Note: Identifiable { let id: String }
          enum Editing: Identifiable {
            case createNew
            case edit(Note)
            var id: String {
              switch self {
              case .createNew: return UUID().uuidString
              case .edit(let note): return note.id
              }
            }
          }
          struct Notes: View {
            @State private var editing: Editing?
            let notes: [Note]
            var body: some View {
              List(notes) { note in Button(note.id) { editing = .edit(note) } }
                .sheet(item: $editing) { _ in Text("Edit") }
            }
          }
          """),
        // The program's own `Chart` view, in a file that does not import Swift Charts, keys
        // nothing: its slices' fresh ids are never an identity.
        RuleExample(
          """
          struct Slice: Identifiable {
            let id = UUID()
            let share: Double
          }
          struct Chart: View {
            let slices: [Slice]
            init(_ slices: [Slice]) { self.slices = slices }
            var body: some View { Text("\\(slices.count) slices") }
          }
          struct Budget: View {
            @State private var amounts: [Double] = [40, 60]
            var body: some View {
              Chart(amounts.map { Slice(share: $0) })
              Button("Spend") { amounts[0] += 5 }
            }
          }
          """),
        // A private stored id every initializer fills: the fallback never runs (audit sample
        // AH; its twin below takes the id from an optional parameter, and reports).
        RuleExample(
          """
          struct Header: Identifiable {
            private var stored: UUID?
            var key: String
            var id: UUID {
              get { stored ?? UUID() }
              set { stored = newValue }
            }
            init(key: String) {
              stored = UUID()
              self.key = key
            }
          }
          struct Headers: View {
            @State private var headers = [Header(key: "Accept")]
            var body: some View {
              List { ForEach(headers) { Text($0.key) } }
              Button("Add") { headers.append(Header(key: "Host")) }
            }
          }
          """),
        // Slices given their ids by the `map` keep them: nothing is fresh.
        RuleExample(
          """
          import Charts
          struct Slice: Identifiable {
            var id = UUID()
            let share: Double
          }
          struct Pie: View {
            let slices: [Slice]
            var body: some View { Chart(slices) { SectorMark(angle: .value("Share", $0.share)) } }
          }
          struct Budget: View {
            @State private var amounts = [(UUID(), 40.0), (UUID(), 60.0)]
            var body: some View {
              Pie(slices: amounts.map { Slice(id: $0.0, share: $0.1) })
              Button("Spend") { amounts[0].1 += 5 }
            }
          }
          """),
        // The same `map`, for a view that only adds the slices up: their ids key nothing.
        RuleExample(
          """
          struct Slice: Identifiable {
            let id = UUID()
            let label: String
            let share: Double
          }
          struct Total: View {
            let slices: [Slice]
            var body: some View { Text("\\(slices.reduce(0) { $0 + $1.share })") }
          }
          struct Budget: View {
            @State private var amounts: [Double] = [40, 60]
            var body: some View {
              VStack {
                Total(slices: amounts.map { Slice(label: "", share: $0) })
                Button("Spend") { amounts[0] += 5 }
              }
            }
          }
          """),
        // A type the app only navigates to is in no collection: a list whose elements the code
        // does not say cannot hold it (audit sample AF: an enum of paths and a value sent in a
        // notification, in a 1 300-file app).
        RuleExample(
          """
          enum Route: Hashable, Identifiable {
            var id: String { UUID().uuidString }
            case settings, profile
          }
          struct Home: View {
            let feed: Feed
            var body: some View {
              NavigationStack {
                List(feed.items) { item in Text(item.title) }
                NavigationLink("Settings", value: Route.settings)
              }
            }
          }
          """),
        // A fallback that is itself fixed: the id changes only with the token.
        RuleExample(
          """
          struct Thumb: View {
            let url: URL
            var token: Int?
            var body: some View { AsyncImage(url: url).id(token ?? 0) }
          }
          """),
        // The same with the initializer in an extension, as a store's mapping often is (audit
        // sample Y's `init?(entity:)`).
        RuleExample(
          """
          struct Record { let uuid: UUID?; let title: String }
          struct Row: Identifiable {
            var id = UUID()
            var title: String
            init(title: String) { self.title = title }
          }
          extension Row {
            init?(record: Record) {
              guard let uuid = record.uuid else { return nil }
              self.id = uuid
              self.title = record.title
            }
          }
          final class Store { var records: [Record] = [] }
          struct Rows: View {
            let store: Store
            private var rows: [Row] { store.records.compactMap { Row(record: $0) } }
            var body: some View { ForEach(rows) { Text($0.title) } }
          }
          """),
        // `map(Tag.init)` made once, into a stored property: the same ids on every read.
        RuleExample(
          """
          struct Tag: Identifiable { let id = UUID(); let name: String }
          struct Place {
            let tags: [Tag]
            init(names: [String]) { tags = names.map(Tag.init) }
          }
          struct PlaceView: View {
            let place: Place
            @State private var picked: String?
            var body: some View {
              ForEach(place.tags) { tag in Button(tag.name) { picked = tag.name } }
            }
          }
          """),
        // A default `UUID()` that the initializer a call uses replaces with a stored id: rows
        // read anew from a store keep their ids (audit sample Y).
        RuleExample(
          """
          struct Record { let uuid: UUID; let title: String }
          struct Row: Identifiable {
            var id = UUID()
            var title: String
            init(record: Record) {
              id = record.uuid
              title = record.title
            }
            init(title: String) { self.title = title }
          }
          final class Store { var records: [Record] = [] }
          struct Rows: View {
            let store: Store
            private var rows: [Row] { store.records.map { Row(record: $0) } }
            var body: some View { ForEach(rows) { Text($0.title) } }
          }
          """),
        // Rows made by a function or a computed property that only an action reads (loaded
        // once into state as the view appears) keep their ids: no body run makes them again.
        RuleExample(
          """
          struct Loaded: View {
            private struct Point: Identifiable { let id = UUID(); let v: Int }
            @State private var points: [Point] = []
            @State private var more: [Point] = []
            private var extra: [Point] { (0..<2).map { Point(v: $0) } }
            @State private var picking = false
            var body: some View {
              ForEach(points + more) { Text("\\($0.v)") }
                .onAppear {
                  points = makePoints()
                  more = extra
                }
                .task {
                  async let fresh = makePoints()
                  points = await fresh
                }
                .fileImporter(isPresented: $picking, allowedContentTypes: [.data]) { _ in
                  more = imported()
                }
            }
            private func makePoints() -> [Point] { (0..<3).map { Point(v: $0) } }
            private func imported() -> [Point] { [Point(v: 9)] }
          }
          """),
        // A private builder whose rows every list keys by another key path: the fresh ids are
        // never an identity (audit sample W's time-of-day zones keyed by `\\.key`).
        RuleExample(
          """
          struct Spending: View {
            private struct Zone: Identifiable { let id = UUID(); let key: String; let amount: Int }
            @State private var hours = [1, 2]
            var body: some View {
              let zones = buildZones()
              let total = zones.reduce(0) { $0 + $1.amount }
              VStack {
                ForEach(zones, id: \\.key) { Text("\\($0.key) \\($0.amount)") }
                Text("\\(total)")
                Button("More") { hours.append(3) }
              }
            }
            private func buildZones() -> [Zone] {
              [Zone(key: "day", amount: hours.count), Zone(key: "night", amount: 1)]
            }
          }
          """),
        // A static factory is reached only through its type's name: here only an action calls
        // it, and another type's `draft.proposals` read in a body is not it (audit sample W).
        RuleExample(
          """
          struct Proposal: Identifiable { let id = UUID(); let amount: Int }
          enum Engine {
            static func proposals(for total: Int) -> [Proposal] { [Proposal(amount: total)] }
          }
          struct Draft { var proposals: [Proposal] = [] }
          struct Review: View {
            @State private var draft = Draft()
            var body: some View {
              ForEach(draft.proposals) { Text("\\($0.amount)") }
              Button("Split") { draft.proposals = Engine.proposals(for: 10) }
            }
          }
          """),
        // The same factory read by a computed property that only an action reads: the rows
        // are made once, into state.
        RuleExample(
          """
          struct Hit: Identifiable { let id = UUID(); let title: String }
          enum Index {
            static func hits(for text: String) -> [Hit] { [Hit(title: text)] }
          }
          struct Search: View {
            @State private var text = ""
            @State private var shown: [Hit] = []
            private var results: [Hit] { Index.hits(for: text) }
            var body: some View {
              TextField("Find", text: $text)
              ForEach(shown) { Text($0.title) }
              Button("Go") { shown = results }
            }
          }
          """),
        // Every list and sheet of the project keys another type: the cases of an enum, a
        // force-unwrapped array of logs, a sheet of a log.
        RuleExample(
          """
          enum Category: String, CaseIterable, Identifiable {
            case food, rent
            var id: String { rawValue }
          }
          struct Log: Identifiable {
            let id: Int
          }
          struct Slice: Identifiable {
            var id: UUID { UUID() }
          }
          struct Ledger: View {
            var logs: [Log]?
            @State private var editing: Log?
            var body: some View {
              ForEach(Category.allCases) { category in Text(category.rawValue) }
              ForEach(logs!) { log in Text("\\(log.id)") }
                .sheet(item: $editing) { log in Text("\\(log.id)") }
            }
          }
          """),
        // A computed id nothing keys by: the only list of slices is keyed by position.
        RuleExample(
          """
          struct Slice: Identifiable {
            var id: String { "slice-\\(UUID())" }
            var value: Double
          }
          struct Pie: View {
            let slices: [Slice]
            var body: some View {
              ForEach(Array(slices.enumerated()), id: \\.offset) { _, slice in Text("\\(slice.value)") }
            }
          }
          """),
        // Preview code never runs in the app, a file's top-level `#Preview { … }` (which parses
        // as an expression) included.
        RuleExample(
          """
          struct Badge: View {
            var body: some View { Text("New") }
          }
          #Preview {
            Badge().id(UUID())
          }
          """),
        // The same fallbacks on types nothing keys by (the list goes by position): the fresh
        // value is never an identity.
        RuleExample(
          """
          struct Reading: Identifiable {
            var takenAt: Date?
            var value: Double
            var id: Date { takenAt ?? Date() }
          }
          struct Readings: View {
            let readings: [Reading]
            var body: some View {
              List(readings.indices, id: \\.self) { Text("\\(readings[$0].value)") }
            }
          }
          """),
        RuleExample(
          """
          struct Badge: Identifiable {
            var code: String?
            var id: String { code ?? UUID().uuidString }
          }
          """),
        RuleExample(
          """
          struct Ship: Identifiable {
            let id = UUID()
            var name: String
          }
          """),
        RuleExample(
          """
          struct Fleet: View {
            @State var ships: [Ship] = []
            var body: some View {
              Button("Add") { ships.append(Ship(id: UUID(), name: "Nimbus")) }
            }
          }
          """),
        RuleExample(
          """
          struct Editor: View {
            @State private var formID = UUID()
            var body: some View {
              Form { TextField("Name", text: .constant("")) }
                .id(formID)
                .onAppear { formID = UUID() }
            }
          }
          """),
        RuleExample(
          """
          struct Ship: Identifiable {
            var id: String { name }
            var name: String
          }
          """),
        // Previews never run in the app.
        RuleExample(
          """
          struct Note: Identifiable { let id: UUID; var text: String }
          struct NoteList: View {
            let notes: [Note]
            var body: some View { List(notes) { Text($0.text) } }
          }
          struct NoteList_Previews: PreviewProvider {
            static var previews: some View {
              NoteList(notes: [Note(id: UUID(), text: "Milk")])
            }
          }
          #Preview {
            NoteList(notes: [Note(id: UUID(), text: "Eggs")])
          }
          """),
        // Copied once into a stored `let`; the view's `leaf` is a closure parameter, then an `if let`.
        RuleExample(
          """
          struct Leaf: Identifiable { var id = UUID(); var name: String }
          var leaf: [Leaf] { ["oak", "elm"].map { Leaf(name: $0) } }
          final class Garden: ObservableObject { let all: [Leaf] = leaf }
          struct GardenView: View {
            @StateObject private var garden = Garden()
            var body: some View {
              List(garden.all) { leaf in Text(leaf.name) }
              if let leaf = garden.all.first, !leaf.name.isEmpty { Text(leaf.name) }
            }
          }
          """),
        // Nothing keys by a tip's id: the pages go by position, so the fresh ids are never an
        // identity.
        RuleExample(
          """
          struct Tip: Identifiable { let id = UUID(); var text: String }
          final class Tips: ObservableObject {
            var all: [Tip] { ["Drink water", "Sleep"].map { Tip(text: $0) } }
          }
          struct TipPager: View {
            @StateObject private var tips = Tips()
            var body: some View {
              let all = tips.all
              TabView { ForEach(all.indices, id: \\.self) { index in Text(all[index].text) } }
            }
          }
          """),
        // The steps are built once, in a `static let`: the rows keep their ids.
        RuleExample(
          """
          struct Teaser: View {
            struct Step: Identifiable { let id = UUID(); let title: String }
            let steps: [Step]
            var body: some View { VStack { ForEach(steps) { Text($0.title) } } }
          }
          struct Home: View {
            static let steps: [Teaser.Step] = [.init(title: "Upload"), .init(title: "Match")]
            var body: some View { Teaser(steps: Self.steps) }
          }
          """),
      ])
  }

  /// Every fresh identity of `file`: one per computed collection (its elements share the fault).
  public func findings(in file: AuditedFile, facts: ProjectFacts) -> [Finding] {
    let calls = file.index.calls(
      named: facts.typesWithFreshDefaultID.union(["UUID", "Date", "init"])
    ).map { ($0, nil as String?) }
    // `facilities.map(Facility.init)`: the initializer passed by reference builds each element
    // as `map { Facility($0) }` does (audit sample Y missed one).
    let references = file.index.calls(named: ["map", "compactMap"]).compactMap {
      call -> (FunctionCallExprSyntax, String?)? in
      guard call.arguments.count == 1, let argument = call.arguments.first,
        argument.label == nil,
        let reference = argument.expression.as(MemberAccessExprSyntax.self),
        reference.declName.baseName.text == "init",
        let type = reference.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
        facts.typesWithFreshDefaultID.contains(type)
      else { return nil }
      // `map(Row.init(record:))` of an initializer that assigns `id`: the stored id stays.
      if let labels = reference.declName.argumentNames?.arguments.map({ $0.name.text + ":" }),
        facts.idAssigningInitializers[type]?.contains(labels.joined()) == true
      {
        return nil
      }
      return (call, type)
    }
    // `ForEach(days, id: \.self)` over dates made from the clock while rendering.
    let clockKeyed = file.index.calls(named: ["ForEach", "List"]).compactMap { call -> Finding? in
      guard let data = Self.clockKeyedData(of: call, in: file) else { return nil }
      return finding("clock-keyed", at: data, in: file, ["data": data.excerpt])
    }
    var reported: Set<SyntaxIdentifier> = []
    return clockKeyed
      + (calls + references).compactMap { call, constructed -> Finding? in
        guard let finding = freshIdentity(call, constructing: constructed, in: file, facts: facts)
        else { return nil }
        // Elements of one computed collection are one finding, at the first: one per
        // declaration, not per name (audit sample U: two views' `dayItems` in one file); those
        // of a collection passed to a view, one per argument.
        if ["computed-collection", "fresh-default-id"].contains(finding.message.variant),
          let property = Self.passedCollection(building: call).map(Syntax.init)?.id
            ?? Self.enclosingComputedProperty(of: call)?.binding.id
            ?? Self.enclosingCollectionFunction(of: call)?.id
        {
          guard reported.insert(property).inserted else { return nil }
        }
        return finding
      }
  }

  /// The finding of one `UUID()`, `Date()` or fresh-id initializer call, if it is one;
  /// `constructed` names the type whose initializer a `map(Type.init)` call passes.
  private func freshIdentity(
    _ call: FunctionCallExprSyntax, constructing constructed: String? = nil,
    in file: AuditedFile, facts: ProjectFacts
  ) -> Finding? {
    let property = Self.enclosingComputedProperty(of: call)
    // `steps: [.init(title: "Upload")]` while rendering, for an input the view keys a
    // `ForEach` by.
    if RenderContext.isRenderTime(call), let type = Self.keyedInputElement(of: call, facts) {
      return finding(
        "fresh-default-id", at: call, in: file,
        ["type": type, "where": property?.name ?? call.enclosingFunctionName ?? "body"])
    }
    let contextual = Self.contextualInitType(of: call)
    guard let name = constructed ?? contextual ?? call.calleeName,
      constructed != nil || contextual != nil
        || call.calledExpression.is(DeclReferenceExprSyntax.self)
    else { return nil }
    switch name {
    case "UUID", "Date":
      guard call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
      if property?.name == "id" {
        // A computed `id` is an identity only where the project keys something by this type
        // (a `ForEach` or `List` over it without another `id:`, `.id(x.id)`): one whose every
        // list keys by `\.offset` makes no identity of it (samples L and N). `createdAt ??
        // Date()` is fresh only when the value is missing, and is held to the same test.
        if let owner = call.enclosingTypeName, !facts.canBeIdentity(owner) { return nil }
        if Self.isFallbackNeverReached(call) || Self.isInCaseNeverMade(call, facts) { return nil }
        return finding("computed-id", at: call, in: file, ["call": name + "()"])
      }
      guard name == "UUID" else { return nil }
      if Self.isIDModifierArgument(call) {
        if Self.runsOncePerObject(call) { return nil }
        // `.id(token ?? UUID())`: fresh on every update while the other side is missing.
        let fallback = Self.fallbackOperand(of: call)
        return fallback.map {
          finding("id-modifier-fallback", at: call, in: file, ["value": $0.excerpt])
        } ?? finding("id-modifier", at: call, in: file)
      }
      // While rendering, a fresh `UUID()` matters where it becomes an identity: an `id:`
      // argument, or a `ForEach`'s data (a fallback value passed on is not one).
      if RenderContext.isRenderTime(call), !RenderContext.isInProjectAction(call, facts),
        Self.becomesIdentity(call, facts)
      {
        return finding("render", at: call, in: file)
      }
      if let property, property.name != "body",
        Self.isCollectionProperty(property, around: call),
        Self.isReadInViewCode(property.name, of: call, facts)
      {
        return finding("computed-collection", at: call, in: file, ["property": property.name])
      }
      return nil
    default:
      guard call.argument(labeled: "id") == nil else { return nil }
      // `SMPList(entity: $0)` where `init?(entity:)` assigns `self.id` from the record: the
      // instance keeps the stored id (audit sample Y).
      if constructed == nil,
        facts.idAssigningInitializers[name]?.contains(
          call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()) == true
      {
        return nil
      }
      // A computed collection read only outside view code (copied once into state, used by
      // previews) is built once per use, not on every body update.
      // Its fresh ids matter only where the project can use a `name` as an identity.
      if let property, property.name != "body",
        Self.isCollectionProperty(property, around: call),
        Self.isReadInViewCode(property.name, of: call, facts), facts.canBeIdentity(name),
        !Self.isKeyedByOtherPathsOnly(property.name, declaredPrivate: property.binding, in: file)
      {
        return finding(
          "fresh-default-id", at: call, in: file, ["type": name, "where": property.name])
      }
      if Self.isInForEachData(call) {
        return finding(
          "fresh-default-id", at: call, in: file, ["type": name, "where": "ForEach"])
      }
      // `let marks: [Mark] = { … Mark(…) … }()` in `body`, then `ForEach(marks)`: the local is
      // made again on every body run, and its rows with it (audit sample W missed one).
      if let local = Self.renderTimeLocal(around: call),
        Self.keysRowsByElement(local.name, in: local.scope)
      {
        return finding(
          "fresh-default-id", at: call, in: file, ["type": name, "where": local.name])
      }
      // `let points = buildPoints()` in `body`, where `func buildPoints() -> [Point]` makes
      // each row anew: a function that returns the collection is read as a computed one is
      // (audit sample U: four rows of fresh ids rebuilt on every body run).
      if property == nil, let function = Self.enclosingCollectionFunction(of: call),
        Self.isReadInViewCode(
          function.name.text, of: call, facts, isStatic: function.modifiers.isStatic),
        facts.canBeIdentity(name),
        !Self.isKeyedByOtherPathsOnly(function.name.text, declaredPrivate: function, in: file)
      {
        return finding(
          "fresh-default-id", at: call, in: file, ["type": name, "where": function.name.text])
      }
      return nil
    }
  }

  /// Whether every `ForEach` or `List` that shows what the private builder `name` makes keys
  /// its rows by another key path than `\.id` (`ForEach(zones, id: \.key)` over `let zones =
  /// buildZones()`), and nothing else takes its result: the fresh ids are never an identity
  /// (audit sample W). Only for a `private` or `fileprivate` builder, whose every use is in its
  /// file; any use the check cannot follow keeps the finding.
  static func isKeyedByOtherPathsOnly(
    _ name: String, declaredPrivate declaration: some SyntaxProtocol, in file: AuditedFile
  ) -> Bool {
    let modifiers =
      declaration.as(FunctionDeclSyntax.self)?.modifiers
      ?? declaration.as(PatternBindingSyntax.self)?.parent?.parent?.as(VariableDeclSyntax.self)?
      .modifiers
    guard
      modifiers?.contains(where: {
        [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind)
      }) == true
    else { return false }
    let finder = ReferenceFinder(names: [name], skipping: Syntax(declaration))
    finder.walk(file.tree)
    guard !finder.found.isEmpty else { return false }
    for reference in finder.found {
      // `name`, `name(…)`, `self.name`, then chains on it (`.prefix(3)`, `.sorted { … }`).
      let value = Self.chainEnd(of: Syntax(reference))
      if Self.keyedByOtherPath(value) { continue }
      guard
        let binding = value.parent?.as(InitializerClauseSyntax.self)?.parent?
          .as(PatternBindingSyntax.self),
        let local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let scope = binding.ancestor(CodeBlockItemListSyntax.self)
      else { return false }
      let uses = ReferenceFinder(names: [local], skipping: Syntax(binding))
      uses.walk(scope)
      for use in uses.found {
        let end = Self.chainEnd(of: Syntax(use))
        if Self.keyedByOtherPath(end) { continue }
        // A read that leaves no collection of its elements behind (`zones.max(by:)`,
        // `zones.count`) is fine; anything else (`Chart(zones)`, `zones.enumerated()`) is not.
        let member =
          end.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
          ?? end.as(MemberAccessExprSyntax.self)
        guard let last = member?.declName.baseName.text, Self.scalarReads.contains(last) else {
          return false
        }
      }
    }
    return true
  }

  /// The local constant or variable of view code whose initial value holds `node` (`let marks =
  /// { … }()`, `let marks = points.map { … }` in `body`), with the statements it is in.
  static func renderTimeLocal(around node: some SyntaxProtocol)
    -> (name: String, scope: CodeBlockItemListSyntax)?
  {
    var current = node.parent
    while let ancestor = current {
      if let binding = ancestor.as(PatternBindingSyntax.self) {
        guard binding.initializer != nil,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
          variable.parent?.is(CodeBlockItemSyntax.self) == true,
          let scope = variable.parent?.parent?.as(CodeBlockItemListSyntax.self),
          RenderContext.isRenderTime(variable)
        else { return nil }
        return (name, scope)
      }
      if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(MemberBlockItemSyntax.self) {
        return nil
      }
      current = ancestor.parent
    }
    return nil
  }

  /// Whether a `ForEach` or `List` in `scope` shows the local `name` (or its `enumerated()`)
  /// keyed by its elements' own ids: no `id:`, `\\.id` or `\\.element.id`.
  static func keysRowsByElement(_ name: String, in scope: CodeBlockItemListSyntax) -> Bool {
    let finder = ReferenceFinder(names: [name], skipping: Syntax(scope))
    for item in scope { finder.walk(item) }
    return finder.found.contains { reference in
      var value = chainEnd(of: Syntax(reference))
      // `Array(marks.enumerated())`.
      if let wrapper = value.parent?.as(LabeledExprSyntax.self)?.parent?.parent?
        .as(FunctionCallExprSyntax.self), wrapper.calleeName == "Array"
      {
        value = Syntax(wrapper)
      }
      guard let call = listShowing(value) else { return false }
      guard let key = call.argument(labeled: "id") else { return true }
      return ["\\.id", "\\.element.id"].contains(key.trimmedDescription)
    }
  }

  /// Members whose result is no collection of the elements and none of them (a number, a flag,
  /// an index: `first` or `max` would hand out an element whose id can become an identity).
  private static let scalarReads: Set<String> = [
    "count", "isEmpty", "reduce", "contains", "allSatisfy", "firstIndex", "lastIndex", "indices",
  ]

  /// The end of the chain `node` starts: its call, `self.` before it, and members and calls
  /// after it.
  private static func chainEnd(of node: Syntax) -> Syntax {
    var current = node
    while let parent = current.parent {
      if let member = parent.as(MemberAccessExprSyntax.self),
        member.base?.id == current.id || member.declName.id == current.id
      {
        current = parent
      } else if let call = parent.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == current.id
      {
        current = parent
      } else {
        break
      }
    }
    return current
  }

  /// Whether `value` is the data of a `ForEach` or `List` keyed by another key path than `\.id`.
  private static func keyedByOtherPath(_ value: Syntax) -> Bool {
    guard let call = listShowing(value),
      let key = call.argument(labeled: "id")?.as(KeyPathExprSyntax.self)
    else { return false }
    return key.trimmedDescription != "\\.id"
  }

  /// The `ForEach`, `List` or `Chart` whose data `value` is (its first unlabeled argument), if
  /// any.
  private static func listShowing(_ value: Syntax) -> FunctionCallExprSyntax? {
    guard let argument = value.parent?.as(LabeledExprSyntax.self), argument.label == nil,
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      ProjectFacts.keysRows(call.calleeName, at: call),
      call.arguments.first?.id == argument.id
    else { return nil }
    return call
  }

  /// The function around `node` that returns an array (`-> [Point]`), when `node` is in its
  /// body (not in a nested function or type).
  static func enclosingCollectionFunction(of node: some SyntaxProtocol) -> FunctionDeclSyntax? {
    var current = node.parent
    while let ancestor = current {
      if let function = ancestor.as(FunctionDeclSyntax.self) {
        guard let type = function.signature.returnClause?.type,
          type.is(ArrayTypeSyntax.self)
            || type.as(IdentifierTypeSyntax.self)?.name.text == "Array"
        else { return nil }
        return function
      }
      if ancestor.is(InitializerDeclSyntax.self) || ancestor.is(MemberBlockSyntax.self)
        || ancestor.is(PatternBindingSyntax.self)
      {
        return nil
      }
      current = ancestor.parent
    }
    return nil
  }

  /// A computed property around `node`: its name and binding.
  struct ComputedProperty {
    var name: String
    var binding: PatternBindingSyntax
  }

  /// The computed property whose getter contains `node`, if any.
  static func enclosingComputedProperty(of node: some SyntaxProtocol) -> ComputedProperty? {
    var current = node.parent
    while let ancestor = current {
      // A setter or an observer runs on a write, never on a read.
      if let accessor = ancestor.as(AccessorDeclSyntax.self),
        accessor.accessorSpecifier.tokenKind != .keyword(.get)
      {
        return nil
      }
      if let binding = ancestor.as(PatternBindingSyntax.self) {
        // The local a getter builds and returns (`var pages: [Page] = [.init(…)]`, then
        // `return pages`) is what the property gives (audit sample AP); any other local is
        // not.
        if !binding.isComputed, let local = binding.name,
          binding.parent?.parent?.parent?.is(CodeBlockItemSyntax.self) == true
        {
          guard let property = enclosingComputedProperty(of: binding),
            let last = property.binding.getterStatements?.last?.item,
            (last.as(ReturnStmtSyntax.self)?.expression ?? last.as(ExprSyntax.self))?
              .unparenthesized.as(DeclReferenceExprSyntax.self)?.baseName.text == local
          else { return nil }
          return property
        }
        guard binding.isComputed, let name = binding.name else { return nil }
        return ComputedProperty(name: name, binding: binding)
      }
      if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self)
        || ancestor.is(MemberBlockSyntax.self)
      {
        return nil
      }
      current = ancestor.parent
    }
    return nil
  }

  /// Whether view code reads the computed property `name` that `node` is in: a type's property
  /// bare in its own views or as a member anywhere; a global one bare anywhere but in a type
  /// that declares a stored property of that name (there the name is that property).
  /// A `static` member is read only through its type's name (`Engine.proposals(…)`, `Self.`)
  /// or bare in its own type: another type's `x.proposals` is not it (audit sample W).
  static func isReadInViewCode(
    _ name: String, of node: some SyntaxProtocol, _ facts: ProjectFacts, isStatic: Bool = false
  ) -> Bool {
    if isStatic, let owner = node.enclosingTypeName {
      return facts.typeQualifiedReads.contains("\(owner).\(name)")
        || facts.typeQualifiedReads.contains("Self.\(name)")
        || facts.renderReadNames.contains("\(owner).\(name)")
    }
    guard let owner = node.enclosingTypeName else {
      // Read bare in a type that declares its own property of that name, it is that property.
      return facts.renderReadNames.contains {
        $0.hasSuffix(".\(name)") && !facts.storedMembers.contains($0)
      }
    }
    return facts.memberReadInViewCode(name, of: owner)
      || facts.renderReadNames.contains("\(owner).\(name)")
  }

  /// The data of a `ForEach` or `List` keyed by `\.self` over dates made from the clock while
  /// rendering (`let days = Date().comingDays()` in `body`, or the same written in place): each
  /// update makes new dates, and every row gets a new identity (audit sample AU missed a week
  /// strip). Dates brought to a fixed instant (`startOfDay(for:)`, `date(from:)`, components,
  /// `bySettingHour`), there or in a function of the file the value calls, keep theirs.
  static func clockKeyedData(of call: FunctionCallExprSyntax, in file: AuditedFile) -> ExprSyntax? {
    guard call.argument(labeled: "id")?.trimmedDescription == "\\.self",
      let data = call.arguments.first?.expression, RenderContext.isRenderTime(call)
    else { return nil }
    var made = data
    if let reference = data.as(DeclReferenceExprSyntax.self) {
      // A local constant of the code that renders (the `ForEach` is rendered where it sees it).
      guard let local = reference.localDeclaration, local.isLet, let value = local.initializer
      else { return nil }
      made = value
    }
    // The functions the value calls by name (`Date().comingDays()`, `weekDays(from: now)`), as
    // written: their bodies make the dates as much as the value does.
    let calls = CallFinder.calls(in: Syntax(made))
    let helpers = FunctionFinder.functions(
      named: Set(calls.compactMap(\.calleeName)), in: file.tree)
    let found = calls + helpers.flatMap { CallFinder.calls(in: Syntax($0)) }
    // The rows are dates made from the clock: date arithmetic, or a literal of clock readings,
    // with the clock read somewhere in it.
    let makesDates =
      found.contains(where: Self.isDateArithmetic)
      || made.as(ArrayExprSyntax.self)?.elements.allSatisfy({ Self.readsClock($0.expression) })
        == true
    let readsClock =
      Self.readsClock(made) || helpers.contains { Self.readsClock(Syntax($0)) }
    guard makesDates, readsClock, !found.contains(where: Self.fixesInstant) else { return nil }
    return data
  }

  /// `calendar.date(byAdding:value:to:)`, `addingTimeInterval(_:)`, `advanced(by:)`,
  /// `Date(timeInterval:since:)`: a date made from another.
  private static func isDateArithmetic(_ call: FunctionCallExprSyntax) -> Bool {
    let first = call.arguments.first?.label?.text
    switch call.calleeName {
    case "date": return first == "byAdding"
    case "addingTimeInterval", "advanced": return true
    case "Date": return first == "timeInterval" || first == "timeIntervalSinceNow"
    default: return false
    }
  }

  /// A call that brings a date to a fixed instant: `startOfDay(for:)`, `date(from:)`,
  /// `date(bySettingHour:minute:second:of:)`, `dateInterval(of:for:)`.
  private static func fixesInstant(_ call: FunctionCallExprSyntax) -> Bool {
    let first = call.arguments.first?.label?.text
    switch call.calleeName {
    case "startOfDay", "dateInterval": return true
    case "date": return first == "from" || first == "bySettingHour" || first == "bySetting"
    default: return false
    }
  }

  /// Whether `node` reads the clock: `Date()` or `Date.now` in it.
  private static func readsClock(_ node: some SyntaxProtocol) -> Bool {
    let tokens = Array(node.tokens(viewMode: .sourceAccurate).map(\.text))
    return tokens.indices.contains { index in
      guard tokens[index] == "Date", index + 2 < tokens.count else { return false }
      return (tokens[index + 1] == "(" && tokens[index + 2] == ")")
        || (tokens[index + 1] == "." && tokens[index + 2] == "now")
    }
  }

  /// Whether a fresh value becomes a view's identity where it is made: it is (in) an `id:`
  /// argument, or inside a `ForEach`'s or a `List`'s data.
  ///
  /// The `id:` argument of a model value the program makes (`Template(id: UUID().uuidString,
  /// name: name)` given to a pushed page) is an identity only where that value is itself in a
  /// list's data: a value's stored id keys nothing until a `ForEach`, `.id` or presented item
  /// reads it, and a view given the value takes it as an input (identity is the view's place
  /// and explicit `id`, never an input's field: docs/semantics.md, rules 1–4; audit sample AW:
  /// a false warning). A view's own `id:` input, and SwiftUI's, stay identities.
  static func becomesIdentity(_ node: FunctionCallExprSyntax, _ facts: ProjectFacts) -> Bool {
    if isInForEachData(node) { return true }
    var current = Syntax(node)
    while let parent = current.parent {
      if let argument = parent.as(LabeledExprSyntax.self), argument.label?.text == "id" {
        guard let owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
          owner.calledExpression.is(DeclReferenceExprSyntax.self), let type = owner.calleeName,
          facts.declaredTypes.contains(type), !facts.viewTypes.contains(type)
        else { return true }
        if isInForEachData(owner) { return true }
        // Given (alone or in a collection) for an input of one of the project's views: an
        // identity only where the project keys by that input (`NoteList(notes: [Note(id:
        // UUID(), …)])` over `List(notes)`); anywhere else (a local, a state), as before.
        guard
          let input = passedCollection(building: owner)
            ?? owner.parent?.as(LabeledExprSyntax.self),
          let receiving = input.parent?.parent?.as(FunctionCallExprSyntax.self),
          let view = receiving.calleeName, facts.viewTypes.contains(view), let label = input.label
        else { return true }
        return facts.identitySources.contains(label.text)
      }
      if parent.is(CodeBlockItemSyntax.self) || parent.is(ClosureExprSyntax.self) { return false }
      current = parent
    }
    return false
  }

  /// Whether `node` is the argument of an `.id(…)` modifier.
  ///
  /// A text made from the fresh value is as fresh: `.id(UUID().uuidString)`,
  /// `.id("\\(UUID())")` (audit sample W missed the first).
  static func isIDModifierArgument(_ node: FunctionCallExprSyntax) -> Bool {
    var value = Syntax(node)
    while let parent = value.parent {
      if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == value.id,
        ["uuidString", "description"].contains(member.declName.baseName.text)
      {
        value = parent
      } else if let infix = parent.as(InfixOperatorExprSyntax.self),
        infix.rightOperand.id == value.id,
        infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
      {
        // `.id(refreshToken ?? UUID())`: a fresh id whenever the token is missing (audit
        // sample AD: seven images reloaded on every hover).
        value = parent
      } else if let ternary = parent.as(TernaryExprSyntax.self), ternary.condition.id != value.id {
        value = parent
      } else if parent.is(ExpressionSegmentSyntax.self)
        || parent.is(StringLiteralSegmentListSyntax.self)
        || parent.is(LabeledExprSyntax.self)
          && parent.parent?.parent?.is(ExpressionSegmentSyntax.self) == true
        || parent.is(LabeledExprListSyntax.self)
          && parent.parent?.is(ExpressionSegmentSyntax.self) == true
        || parent.is(StringLiteralExprSyntax.self)
      {
        value = parent
      } else {
        break
      }
    }
    guard let argument = value.parent?.as(LabeledExprSyntax.self), argument.label == nil,
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    else { return false }
    return call.calleeName == "id" && call.calledExpression.is(MemberAccessExprSyntax.self)
  }

  /// The value `x` of `.id(x ?? UUID())` that a fresh id stands in for; nil when the `UUID()`
  /// is the whole id.
  static func fallbackOperand(of node: FunctionCallExprSyntax) -> ExprSyntax? {
    var value = Syntax(node)
    while let parent = value.parent, !parent.is(LabeledExprSyntax.self) {
      if let infix = parent.as(InfixOperatorExprSyntax.self), infix.rightOperand.id == value.id,
        infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
      {
        return infix.leftOperand
      }
      value = parent
    }
    return nil
  }

  /// Whether `call` is in a class's or an actor's initializer, or a stored property's initial
  /// value there: it runs when the object is made and stores the view
  /// (`init(url:) { view = AnyView(Preview().id(UUID())) }`), once per object, never on a
  /// view's update (audit sample AK: a false warning of an editor's stored view). Its methods,
  /// computed properties and closures run at each call, and are not counted.
  static func runsOncePerObject(_ call: FunctionCallExprSyntax) -> Bool {
    guard !RenderContext.isRenderTime(call) else { return false }
    var current = call.parent
    var inOneShot = false
    while let node = current {
      if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self)
        || node.is(AccessorBlockSyntax.self)
      {
        return false
      }
      if node.is(InitializerDeclSyntax.self) { inOneShot = true }
      if let binding = node.as(PatternBindingSyntax.self), binding.initializer != nil,
        binding.accessorBlock == nil
      {
        inOneShot = true
      }
      if node.is(ClassDeclSyntax.self) || node.is(ActorDeclSyntax.self) { return inOneShot }
      if node.is(StructDeclSyntax.self) || node.is(EnumDeclSyntax.self)
        || node.is(ExtensionDeclSyntax.self)
      {
        return false
      }
      current = node.parent
    }
    return false
  }

  /// The conformances (and raw types) through which an enum's cases are made without being
  /// written: `allCases`, `init(rawValue:)`, decoding.
  static let caseMakingConformances: Set<String> = [
    "CaseIterable", "Codable", "Decodable", "RawRepresentable", "String", "Int", "Double",
    "Float", "Character", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32",
    "UInt64",
  ]

  /// Whether `call` runs only for enum cases nothing in the project makes: it is in a `case` of
  /// a `switch self` (no `default`) in an enum's computed property, and none of the case's
  /// names is read or made anywhere outside a pattern (`case .createNew: return
  /// UUID().uuidString` where no code writes `.createNew`: audit sample AI's false warning).
  static func isInCaseNeverMade(_ call: FunctionCallExprSyntax, _ facts: ProjectFacts) -> Bool {
    guard let switchCase = call.ancestor(SwitchCaseSyntax.self),
      case .case(let label) = switchCase.label,
      let switchExpr = switchCase.ancestor(SwitchExprSyntax.self),
      switchExpr.subject.trimmedDescription == "self",
      let owner = call.enclosingTypeName, let cases = facts.enumCases[owner],
      // `allCases`, `init(rawValue:)` and decoding make every case without writing it.
      facts.inheritedNames[owner, default: []].isDisjoint(with: Self.caseMakingConformances)
    else { return false }
    var names: [String] = []
    for item in label.caseItems {
      guard let pattern = item.pattern.as(ExpressionPatternSyntax.self) else { return false }
      var expression = pattern.expression
      if let called = expression.as(FunctionCallExprSyntax.self) {
        expression = called.calledExpression
      }
      guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else {
        return false
      }
      names.append(member.declName.baseName.text)
    }
    return !names.isEmpty
      && names.allSatisfy { cases.contains($0) && !facts.valueNames.contains($0) }
  }

  /// Whether `call` is the fallback of `stored ?? UUID()` in a computed `id` where `stored` can
  /// never be nil: a `private` (or `fileprivate`) optional stored property of the same type,
  /// which every initializer the type declares gives a value that is not `nil` (a call, a
  /// literal, a parameter not declared optional) and nothing in the type sets to `nil`. With an
  /// initializer declared there is no memberwise one to leave it out ("Memberwise Initializers
  /// for Structure Types", The Swift Programming Language), and being private nothing outside
  /// the type writes it: the fallback never runs (audit sample AH).
  static func isFallbackNeverReached(_ call: FunctionCallExprSyntax) -> Bool {
    var value = Syntax(call)
    while let parent = value.parent, let member = parent.as(MemberAccessExprSyntax.self),
      member.base?.id == value.id
    {
      value = parent
    }
    // `_id` or `self._id`.
    func ownName(_ expression: ExprSyntax) -> String? {
      let expression = expression.unparenthesized
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        return reference.baseName.text
      }
      guard let member = expression.as(MemberAccessExprSyntax.self),
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      else { return nil }
      return member.declName.baseName.text
    }
    // The structure or class the `id` is declared in.
    var enclosing = call.parent
    while let node = enclosing, !node.is(StructDeclSyntax.self), !node.is(ClassDeclSyntax.self) {
      enclosing = node.parent
    }
    guard let infix = value.parent?.as(InfixOperatorExprSyntax.self),
      infix.rightOperand.id == value.id,
      infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
      let name = ownName(infix.leftOperand),
      let declaration = enclosing?.asProtocol(DeclGroupSyntax.self),
      let typeName = enclosing?.asProtocol(NamedDeclSyntax.self)?.name.text
    else { return false }
    let members = declaration.memberBlock.members
    let stored = members.lazy.compactMap { $0.decl.as(VariableDeclSyntax.self) }.first {
      $0.bindings.contains { $0.name == name && $0.accessorBlock == nil }
    }
    guard let stored,
      stored.modifiers.contains(where: {
        [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind)
      }),
      stored.bindings.first(where: { $0.name == name })?.typeAnnotation?.type
        .is(OptionalTypeSyntax.self) == true
    else { return false }
    let initializers = members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
    guard !initializers.isEmpty else { return false }
    // A decoded value (`Decodable`'s synthesized `init(from:)`) or an initializer an extension
    // of the type adds may leave it nil: not proved.
    let inherited =
      declaration.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    if inherited.contains(where: { ["Codable", "Decodable"].contains($0) }) { return false }
    if let file = call.root.as(SourceFileSyntax.self),
      file.statements.contains(where: { item in
        guard let ext = item.item.as(ExtensionDeclSyntax.self),
          ext.extendedType.trimmedDescription == typeName
        else { return false }
        return ext.memberBlock.members.contains { $0.decl.is(InitializerDeclSyntax.self) }
      })
    {
      return false
    }
    func assignsValue(_ initializer: InitializerDeclSyntax) -> Bool {
      let parameters = initializer.signature.parameterClause.parameters
      return initializer.body?.statements.contains { item in
        guard
          let assignment = item.item.as(InfixOperatorExprSyntax.self)
            ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(InfixOperatorExprSyntax.self),
          assignment.operator.is(AssignmentExprSyntax.self),
          ownName(assignment.leftOperand) == name
        else { return false }
        let given = assignment.rightOperand.unparenthesized
        if given.is(NilLiteralExprSyntax.self) || given.is(OptionalChainingExprSyntax.self)
          || given.trimmedDescription == ".none"
        {
          return false
        }
        if let reference = given.as(DeclReferenceExprSyntax.self) {
          guard
            let parameter = parameters.first(where: {
              ($0.secondName ?? $0.firstName).text == reference.baseName.text
            })
          else { return false }
          return !parameter.type.is(OptionalTypeSyntax.self)
        }
        // A call with no arguments (`UUID()`): one with some may be a failable initializer
        // (`UUID(uuidString:)`).
        return given.as(FunctionCallExprSyntax.self)?.arguments.isEmpty == true
          || given.is(StringLiteralExprSyntax.self) || given.is(IntegerLiteralExprSyntax.self)
      } ?? false
    }
    guard initializers.allSatisfy(assignsValue) else { return false }
    // Nothing in the type sets it to nil (`_id = nil`).
    let finder = ReferenceFinder(names: [name], skipping: Syntax(infix))
    for member in members { finder.walk(member) }
    return !finder.found.contains { reference in
      guard
        let assignment = reference.parent?.parent?.as(InfixOperatorExprSyntax.self)
          ?? reference.parent?.as(InfixOperatorExprSyntax.self),
        assignment.operator.is(AssignmentExprSyntax.self)
      else { return false }
      return assignment.rightOperand.unparenthesized.is(NilLiteralExprSyntax.self)
    }
  }

  /// Whether `property` returns a collection, or `node` sits in a `map`-like closure in it.
  static func isCollectionProperty(_ property: ComputedProperty, around node: some SyntaxProtocol)
    -> Bool
  {
    if let type = property.binding.typeAnnotation?.type {
      if type.is(ArrayTypeSyntax.self) { return true }
      if let identifier = type.as(IdentifierTypeSyntax.self),
        ["Array", "Set", "IdentifiedArray", "IdentifiedArrayOf"].contains(identifier.name.text)
      {
        return true
      }
    }
    var current = node.parent
    while let ancestor = current, ancestor.id != property.binding.id {
      if let closure = ancestor.as(ClosureExprSyntax.self),
        let call = closure.parent?.as(FunctionCallExprSyntax.self)
          ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
        ["map", "compactMap", "flatMap"].contains(call.calleeName ?? "")
      {
        return true
      }
      current = ancestor.parent
    }
    return false
  }

  /// The element type of a view's input that `call` builds an element of, in an array literal
  /// passed for it (`Teaser(steps: [.init(title: "Upload")])`, the type written or
  /// an implicit `.init`) or as the value of a `map` passed for it (`Bars(data:
  /// totals.map { Bar(y: $0) })`), when that type's stored `id` defaults to `UUID()` and the
  /// project keys a `ForEach`, `List` or `Chart` by the input (`ForEach(steps)`): each time the
  /// parent's view code runs, the rows get new ids, and SwiftUI replaces them ("the identity of
  /// a view ... is its explicit identity", here a new one on every update).
  static func keyedInputElement(of call: FunctionCallExprSyntax, _ facts: ProjectFacts)
    -> String?
  {
    // `Slice(id: $0.id, …)`: an element given its id keeps it.
    guard call.argument(labeled: "id") == nil,
      let argument = passedCollection(building: call), let label = argument.label?.text,
      let receiving = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let type = receiving.calleeName, type.first?.isUppercase == true,
      receiving.calledExpression.is(DeclReferenceExprSyntax.self),
      let declared = facts.memberTypes["\(type).\(label)"]?.trimmedSpaces,
      declared.hasPrefix("["), declared.hasSuffix("]"), !declared.hasTopLevelColon
    else { return nil }
    let elementType = String(declared.dropFirst().dropLast()).split(separator: ".").last.map(
      String.init)
    guard let elementType, facts.typesWithFreshDefaultID.contains(elementType),
      facts.identitySources.contains(label)
    else { return nil }
    // Built as that type: `Item(…)`, `Owner.Item(…)` or `.init(…)`.
    let called = call.calledExpression
    let built =
      called.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? called.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    guard
      built == "init" && called.as(MemberAccessExprSyntax.self)?.base == nil
        || built == elementType
    else { return nil }
    return elementType
  }

  /// The type an implicit `.init(…)` builds where its context says: an element of an array
  /// literal that initializes a local or property declared `[T]`, or a value appended or
  /// inserted into a local declared `[T]` (`var pages: [CardPage] = [.init(…)]`,
  /// `pages.append(.init(…))`: audit sample AP, a computed property's pages made anew on
  /// every read). Nil for any other call.
  static func contextualInitType(of call: FunctionCallExprSyntax) -> String? {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
      member.declName.baseName.text == "init"
    else { return nil }
    var declared: String?
    if let literal = call.parent?.parent?.parent?.as(ArrayExprSyntax.self),
      call.parent?.is(ArrayElementSyntax.self) == true,
      let binding = literal.parent?.as(InitializerClauseSyntax.self)?.parent?.as(
        PatternBindingSyntax.self)
    {
      declared = binding.typeAnnotation?.type.trimmedDescription
    } else if let argument = call.parent?.as(LabeledExprSyntax.self),
      let insert = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      ["append", "insert"].contains(insert.calleeName),
      let receiver = insert.receiver?.as(DeclReferenceExprSyntax.self)
    {
      declared = receiver.localDeclaration?.type
    }
    guard let written = declared?.trimmedSpaces, written.hasPrefix("["), written.hasSuffix("]"),
      !written.hasTopLevelColon
    else { return nil }
    return String(written.dropFirst().dropLast()).split(separator: ".").last.map(String.init)
  }

  /// The argument whose collection `call` makes an element of: an array literal holding it, or a
  /// `map`/`compactMap` (on any chain: `.enumerated().map`) whose closure returns it.
  static func passedCollection(building call: FunctionCallExprSyntax) -> LabeledExprSyntax? {
    if let element = call.parent?.as(ArrayElementSyntax.self),
      let array = element.parent?.parent?.as(ArrayExprSyntax.self)
    {
      return array.parent?.as(LabeledExprSyntax.self)
    }
    // The closure's value: its only statement, or what a `return` of it gives back (after
    // `let`s, or in an `if`), not one of a closure nested in it.
    let closure: ClosureExprSyntax?
    if call.parent?.is(ReturnStmtSyntax.self) == true {
      closure = call.ancestor(ClosureExprSyntax.self)
    } else if let item = call.parent?.as(CodeBlockItemSyntax.self),
      let statements = item.parent?.as(CodeBlockItemListSyntax.self), statements.count == 1
    {
      closure = statements.parent?.as(ClosureExprSyntax.self)
    } else {
      closure = nil
    }
    guard let closure,
      let mapping = closure.parent?.as(FunctionCallExprSyntax.self)
        ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
      ["map", "compactMap"].contains(mapping.calleeName ?? ""), mapping.receiver != nil
    else { return nil }
    return Syntax(mapping).parent?.as(LabeledExprSyntax.self)
  }

  /// Whether `node` is inside the data argument of a `ForEach`, `List` or `Chart`.
  static func isInForEachData(_ node: some SyntaxProtocol) -> Bool {
    var current: Syntax? = Syntax(node)
    while let child = current, let parent = child.parent {
      if let argument = parent.as(LabeledExprSyntax.self), argument.label == nil,
        let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
        ProjectFacts.keysRows(call.calleeName, at: call),
        call.arguments.first?.id == argument.id
      {
        return true
      }
      if parent.is(MemberBlockItemSyntax.self) || parent.is(FunctionDeclSyntax.self) {
        return false
      }
      current = parent
    }
    return false
  }
}

/// The functions a file declares with one of some names (`IDChangesEveryReadRule.clockKeyedData`).
private final class FunctionFinder: SyntaxVisitor {
  let names: Set<String>
  var found: [FunctionDeclSyntax] = []

  init(_ names: Set<String>) {
    self.names = names
    super.init(viewMode: .sourceAccurate)
  }

  /// The functions of `tree` named one of `names`.
  static func functions(named names: Set<String>, in tree: SourceFileSyntax) -> [FunctionDeclSyntax]
  {
    guard !names.isEmpty else { return [] }
    let finder = FunctionFinder(names)
    finder.walk(tree)
    return finder.found
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if names.contains(node.name.text) { found.append(node) }
    return .visitChildren
  }
}

/// The calls in a piece of syntax (`IDChangesEveryReadRule.clockKeyedData`).
private final class CallFinder: SyntaxVisitor {
  var found: [FunctionCallExprSyntax] = []

  /// Every call in `node`, in source order.
  static func calls(in node: Syntax) -> [FunctionCallExprSyntax] {
    let finder = CallFinder(viewMode: .sourceAccurate)
    finder.walk(node)
    return finder.found
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    found.append(node)
    return .visitChildren
  }
}
