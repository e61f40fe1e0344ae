import SwiftSyntax

/// `foreach-index-id`: a `ForEach` keyed by position over a collection that can change shape.
///
/// Index keys (`ships.indices` with `id: \.self`, `0..<ships.count` with `id: \.self`,
/// `ships.enumerated()` with `id: \.offset`, `zip(ships.indices, ships)` with `id: \.0`) tie
/// each row's identity to its slot. When the collection is state, published, bound, or changed
/// anywhere in the project (insert, remove, move, sort, assignment), state ends up on the wrong
/// row: a warning. Over a `let` or never-changed collection it is only a note, and over one the
/// code changes only at its end (`append`, `removeLast`, `remove(at: x.count - 1)`, a removal by
/// a row only the last of which can act, a refill while it is empty: `EndOnlyWrites`; every
/// position keeps its element) a note that says so.
/// `ForEach(ships.indices)` without `id:` is `foreach-non-constant-range`'s.
public struct ForEachIndexIDRule: AuditRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, severity, lesson and examples.
  public var description: RuleDescription {
    RuleDescription(
      id: "foreach-index-id", severity: .warning, lesson: "identity-bench",
      demo: .removeFirst,
      triggeringExamples: [
        // Filled by a private method that only the initializer calls: loaded once, as the value
        // is made, a note (audit sample AU: a false warning).
        RuleExample(
          """
          final class PostBox: Identifiable {
            let id: String
            var pictures: [String] = []
            init(id: String, links: [String]) {
              self.id = id
              attach(links)
            }
            private func attach(_ links: [String]) { pictures = links.filter { !$0.isEmpty } }
          }
          struct Caption: View {
            let link: String
            @State private var liked = false
            var body: some View { Toggle(link, isOn: $liked) }
          }
          struct PostPictures: View {
            let post: PostBox
            var body: some View {
              ForEach(↓Array(post.pictures.enumerated()), id: \\.offset) { _, link in
                Caption(link: link)
              }
            }
          }
          """, severity: .note),
        // Seven weekday flags handed as a binding whose only reshaping write gives seven again:
        // each position keeps its day, a note (audit sample AR).
        RuleExample(
          """
          struct Week: View {
            @State private var picked = [true, false, false, false, false, false, false]
            var body: some View {
              DayButtons(flags: $picked)
              ForEach(↓Array(zip(picked.indices, picked)), id: \\.0) { day, on in
                if on { DayPlan(day: day) }
              }
            }
          }
          struct DayButtons: View {
            @Binding var flags: [Bool]
            var body: some View {
              ForEach(0..<7, id: \\.self) { day in
                Button("\\(day)") {
                  flags = Array(repeating: false, count: 7)
                  flags[day] = true
                }
              }
            }
          }
          struct DayPlan: View {
            let day: Int
            @State private var editing = false
            var body: some View { Toggle("Edit \\(day)", isOn: $editing) }
          }
          """, severity: .note),
        // The same, through a view type whose name is not capitalized (audit sample AR).
        RuleExample(
          """
          struct Week: View {
            @State var picked = [true, false, false, false, false, false, false]
            var body: some View {
              dayButton(flags: $picked, day: 0)
              ForEach(↓Array(zip(picked.indices, picked)), id: \\.0) { day, on in
                if on { DayPlan(day: day) }
              }
            }
          }
          struct dayButton: View {
            @Binding var flags: [Bool]
            var day: Int
            var body: some View {
              Button("\\(day)") {
                flags = Array(repeating: false, count: 7)
                flags[day] = true
              }
            }
          }
          struct DayPlan: View {
            let day: Int
            @State private var editing = false
            var body: some View { Toggle("Edit \\(day)", isOn: $editing) }
          }
          """, severity: .note),
        // A same-size reset beside a function that filters the flags: the filter reshapes.
        RuleExample(
          """
          struct Week: View {
            @State private var picked = [true, false, false, false, false, false, false]
            var body: some View {
              DayButtons(flags: $picked)
              ForEach(↓Array(zip(picked.indices, picked)), id: \\.0) { day, on in
                if on { DayPlan(day: day) }
              }
            }
          }
          struct DayButtons: View {
            @Binding var flags: [Bool]
            var body: some View {
              Button("Clear") { flags = Array(repeating: false, count: 7) }
              Button("Keep") { keepChosen() }
            }
            func keepChosen() { flags = flags.filter { $0 } }
          }
          struct DayPlan: View {
            let day: Int
            @State private var editing = false
            var body: some View { Toggle("Edit \\(day)", isOn: $editing) }
          }
          """),
        // The same flags, reset to three through the binding: the shape changes.
        RuleExample(
          """
          struct Week: View {
            @State private var picked = [true, false, false, false, false, false, false]
            var body: some View {
              DayButtons(flags: $picked)
              ForEach(↓Array(zip(picked.indices, picked)), id: \\.0) { day, on in
                if on { DayPlan(day: day) }
              }
            }
          }
          struct DayButtons: View {
            @Binding var flags: [Bool]
            var body: some View {
              Button("Weekend") { flags = Array(repeating: true, count: 3) }
            }
          }
          struct DayPlan: View {
            let day: Int
            @State private var editing = false
            var body: some View { Toggle("Edit \\(day)", isOn: $editing) }
          }
          """),
        // Filled as the screen appears and only ever emptied (`names = []`) as it goes: every
        // row goes at once, none shows another element's state; a note (audit sample AA).
        RuleExample(
          """
          @MainActor final class Contributors: ObservableObject {
            @Published var names: [String] = []
            func load() { Task { self.names = await Self.fetch() } }
            func clear() { names = [] }
            static func fetch() async -> [String] { ["Ann", "Bo"] }
          }
          struct NameRow: View {
            let name: String
            @State private var open = false
            var body: some View { Button(open ? name + "!" : name) { open.toggle() } }
          }
          struct People: View {
            @StateObject private var model = Contributors()
            var body: some View {
              List {
                ForEach(↓model.names.indices, id: \\.self) { i in NameRow(name: model.names[i]) }
              }
              .onAppear { model.load() }
              .onDisappear { model.clear() }
            }
          }
          """, severity: .note),
        // Emptied with `removeAll()`, then refilled as each photo loads (`await`): SwiftUI shows
        // the empty list between, a reload, a note (audit sample AM's picked photos).
        RuleExample(
          """
          struct Gallery: View {
            @State private var picked: [String] = []
            @State private var images: [String] = []
            var body: some View {
              TabView {
                ForEach(↓0..<images.count, id: \\.self) { i in Text(images[i]) }
              }
              .onChange(of: picked) {
                Task {
                  images.removeAll()
                  for name in picked { images.append(await load(name)) }
                }
              }
            }
            func load(_ name: String) async -> String { name }
          }
          """, severity: .note),
        // Emptied and refilled in one go: SwiftUI never sees it empty, and the rows keep their
        // positions (review of session 23).
        RuleExample(
          """
          struct Picks: View {
            @State private var picked: [String] = []
            @State private var names: [String] = []
            var body: some View {
              ForEach(↓names.indices, id: \\.self) { i in TextField("", text: $names[i]) }
                .onChange(of: picked) {
                  names.removeAll()
                  for name in picked { names.append(name) }
                }
            }
          }
          """),
        // An input fed from a view model's property that a button replaces: the rows below
        // keep their positions (audit sample AM's OCR bands).
        RuleExample(
          """
          final class Reader: ObservableObject {
            @Published var bands: [String] = []
            func show(_ next: [String]) { bands = next }
          }
          struct Bands: View {
            let bands: [String]
            var body: some View { ForEach(↓bands.indices, id: \\.self) { i in Text(bands[i]) } }
          }
          struct Window: View {
            @ObservedObject var reader: Reader
            var body: some View {
              Bands(bands: reader.bands)
              Button("Next") { reader.show(["x", "y"]) }
            }
          }
          """),
        // The same input fed from a log only appended to; another type's `bands` reshaped says
        // nothing of it: a note (review of session 23).
        RuleExample(
          """
          final class Fleet { var bands = ["a"]; func drop() { bands.remove(at: 0) } }
          final class Log: ObservableObject {
            @Published var bands: [String] = []
            func add(_ line: String) { bands.append(line) }
          }
          struct Bands: View {
            let bands: [String]
            var body: some View { ForEach(↓bands.indices, id: \\.self) { i in Text(bands[i]) } }
          }
          struct Window: View {
            @ObservedObject var log: Log
            var body: some View { Bands(bands: log.bands) }
          }
          """, severity: .note),
        // `removeAll(where:)` takes rows out of the middle: a warning.
        RuleExample(
          """
          struct Cleanup: View {
            @State private var notes = ["a", "b", "c"]
            var body: some View {
              ForEach(↓notes.indices, id: \\.self) { i in TextField("Note", text: $notes[i]) }
              Button("Drop a") { notes.removeAll { $0 == "a" } }
            }
          }
          """),
        // The same rows when the model drops its first name: a row keeps the state of another.
        RuleExample(
          """
          @MainActor final class Contributors: ObservableObject {
            @Published var names: [String] = []
            func load() { Task { self.names = await Self.fetch() } }
            func dropFirst() { names.removeFirst() }
            static func fetch() async -> [String] { ["Ann", "Bo"] }
          }
          struct NameRow: View {
            let name: String
            @State private var open = false
            var body: some View { Button(open ? name + "!" : name) { open.toggle() } }
          }
          struct People: View {
            @StateObject private var model = Contributors()
            var body: some View {
              List {
                ForEach(↓model.names.indices, id: \\.self) { i in NameRow(name: model.names[i]) }
              }
              .onAppear { model.load() }
              Button("Drop") { model.dropFirst() }
            }
          }
          """),
        // The type's initializer fills its collection before any view shows it; nothing else
        // changes its shape, only its elements: a note, no warning (audit sample Z).
        RuleExample(
          """
          final class Recipe: ObservableObject {
            @Published var steps: [String] = []
            init(names: [String]) {
              for name in names { steps.append(name) }
              self.steps.insert("Preheat", at: 0)
            }
          }
          struct Steps: View {
            @ObservedObject var recipe: Recipe
            var body: some View {
              ForEach(↓recipe.steps.indices, id: \\.self) { i in
                TextField("Step", text: $recipe.steps[i])
              }
            }
          }
          """, severity: .note),
        // The twin of the recipe above, whose initializer fills its steps: here a method
        // inserts at the front while rows with fields show (audit sample Z).
        RuleExample(
          """
          final class Recipe: ObservableObject {
            @Published var steps: [String] = []
            func addFirst() { steps.insert("Mix", at: 0) }
          }
          struct Steps: View {
            @ObservedObject var recipe: Recipe
            var body: some View {
              ForEach(↓recipe.steps.indices, id: \\.self) { i in
                TextField("Step", text: $recipe.steps[i])
              }
              Button("Add") { recipe.addFirst() }
            }
          }
          """),
        // The list carries `.id(Date())`: any removal runs this body again and replaces every
        // row anyway, which the `.id`'s own warning reports (sample O). A note, saying so.
        RuleExample(
          """
          struct Crew: View {
            @State private var names = ["Ann", "Bo"]
            var body: some View {
              List {
                ForEach(↓names.indices, id: \\.self) { i in TextField("Name", text: $names[i]) }
              }
              .id(Date())
              Button("Drop") { names.removeFirst() }
            }
          }
          """, severity: .note),
        // Two models with a `log` each: the one shown is reshaped by its own method from a
        // button.
        RuleExample(
          """
          final class Inbox: ObservableObject {
            @Published var log: [String] = []
            func open() { Task { self.log = ["a", "b"] } }
          }
          final class Outbox: ObservableObject {
            @Published var log: [String] = []
            func purge() { log.removeFirst() }
          }
          struct Mail: View {
            @StateObject private var inbox = Inbox()
            @StateObject private var outbox = Outbox()
            var body: some View {
              ForEach(↓outbox.log.indices, id: \\.self) { i in Text(outbox.log[i]) }
                .onAppear { inbox.open() }
              Button("Purge") { outbox.purge() }
            }
          }
          """),
        // The same, showing the model whose `log` is only loaded as the view appears: the other
        // type's reshaping writes do not reach it.
        RuleExample(
          """
          final class Inbox: ObservableObject {
            @Published var log: [String] = []
            func open() { Task { self.log = ["a", "b"] } }
          }
          final class Outbox: ObservableObject {
            @Published var log: [String] = []
            func purge() { log.removeFirst() }
          }
          struct Mail: View {
            @StateObject private var inbox = Inbox()
            @StateObject private var outbox = Outbox()
            var body: some View {
              ForEach(↓inbox.log.indices, id: \\.self) { i in Text(inbox.log[i]) }
                .onAppear { inbox.open() }
              Button("Purge") { outbox.purge() }
            }
          }
          """, severity: .note),
        // A load passed by name (`.onAppear(perform: load)`), then appends at the end only: the
        // positions shown keep their elements (audit sample AI).
        RuleExample(
          """
          struct Photos: View {
            @State private var names: [String] = []
            var body: some View {
              HStack { ForEach(↓Array(names.enumerated()), id: \\.offset) { Text($0.element) } }
                .onAppear(perform: load)
              Button("Add") { names.append("new") }
            }
            func load() { names = ["a", "b"] }
          }
          """, severity: .note),
        // A view-model method that reloads the list runs from a button as well as on appear.
        RuleExample(
          """
          final class Harbor: ObservableObject {
            @Published var berths: [String] = []
            func refresh() { Task { self.berths = await Harbor.fetchBerths() } }
          }
          struct HarborView: View {
            @StateObject private var harbor = Harbor()
            var body: some View {
              ForEach(↓Array(harbor.berths.enumerated()), id: \\.offset) { _, berth in Text(berth) }
                .onAppear { harbor.refresh() }
              Button("Reload") { harbor.refresh() }
            }
          }
          """),
        // The only writer is a method every call of which (here through `harbor.`) runs as the
        // view appears, assigning in a `Task` that runs once: a load.
        RuleExample(
          """
          final class Harbor: ObservableObject {
            @Published var berths: [String] = []
            func refresh() { Task { self.berths = await Harbor.fetchBerths() } }
          }
          struct HarborView: View {
            @StateObject private var harbor = Harbor()
            var body: some View {
              ForEach(↓Array(harbor.berths.enumerated()), id: \\.offset) { _, berth in Text(berth) }
                .onAppear { harbor.refresh() }
            }
          }
          """, severity: .note),
        RuleExample(
          """
          struct Fleet: View {
            @State var ships: [Ship] = []
            var body: some View {
              List {
                ForEach(↓ships.indices, id: \\.self) { index in
                  TextField("Name", text: $ships[index].name)
                }
              }
              Button("New") { ships.insert(Ship(), at: 0) }
            }
          }
          """),
        RuleExample(
          """
          struct Fleet: View {
            @ObservedObject var model: FleetModel
            var body: some View {
              ForEach(↓0..<model.ships.count, id: \\.self) { index in
                Text(model.ships[index].name)
              }
              Button("Add") { model.ships.insert(Ship(), at: 0) }
            }
          }
          """),
        RuleExample(
          """
          struct Fleet: View {
            @Binding var ships: [Ship]
            var body: some View {
              ForEach(↓Array(ships.enumerated()), id: \\.offset) { index, ship in
                Text("\\(index + 1). \\(ship.name)")
              }
            }
          }
          """),
        RuleExample(
          """
          struct Fleet: View {
            var ships: [Ship]
            var body: some View {
              ForEach(↓ships.indices, id: \\.self) { index in Text(ships[index].name) }
            }
          }
          """, severity: .note),
        RuleExample(
          """
          struct Podium: View {
            let winners: [String]
            var body: some View {
              ForEach(↓Array(zip(winners.indices, winners)), id: \\.0) { place, name in
                Text("\\(place + 1). \\(name)")
              }
            }
          }
          """, severity: .note),
        // Elements edited in place: the shape never changes, so no row gets another's state.
        RuleExample(
          """
          struct Payers: View {
            @State var shares: [Double] = [0.5, 0.5]
            var body: some View {
              ForEach(↓shares.indices, id: \\.self) { index in
                Slider(value: $shares[index])
              }
              Button("Even") { shares[0] = 0.5 }
            }
          }
          """, severity: .note),
        // Another type's `sections` is emptied; this survey's never changes.
        RuleExample(
          """
          final class Draft: ObservableObject {
            @Published var sections: [String] = []
            func clear() { sections.removeAll() }
          }
          struct Survey { var sections: [String] }
          struct SurveyView: View {
            let survey: Survey
            var body: some View {
              ForEach(↓survey.sections.indices, id: \\.self) { i in Text(survey.sections[i]) }
            }
          }
          """, severity: .note),
        // The count read through a local `let`.
        RuleExample(
          """
          struct Poll: View {
            @ObservedObject var store: PollStore
            var body: some View {
              let count = store.options.count
              ForEach(↓0..<count, id: \\.self) { index in
                TextField("Option", text: $store.options[index])
              }
              Button("Remove") { store.options.remove(at: 0) }
            }
          }
          """),
        // Only appended to: every position keeps its element.
        RuleExample(
          """
          struct Log: View {
            @State var lines: [String] = []
            var body: some View {
              ForEach(↓lines.indices, id: \\.self) { index in Text(lines[index]) }
              Button("Log") { lines.append("tick") }
            }
          }
          """, severity: .note),
        // Declared `@State`, written nowhere: as constant as a `let`.
        RuleExample(
          """
          struct Intro: View {
            @State private var pages = ["Welcome", "Sync", "Done"]
            var body: some View {
              TabView {
                ForEach(↓pages.indices, id: \\.self) { index in Text(pages[index]) }
              }
            }
          }
          """, severity: .note),
        // The lists inside a list: removing from `chips[row]` reshapes that row's list.
        RuleExample(
          """
          struct Chips: View {
            @State var chips: [[String]] = [["a", "b"], ["c"]]
            var body: some View {
              ForEach(0..<2, id: \\.self) { row in
                HStack {
                  ForEach(↓chips[row].indices, id: \\.self) { index in
                    Button(chips[row][index]) { chips[row].remove(at: index) }
                  }
                }
              }
            }
          }
          """),
        // The insert writes a local copy, not the view's `titles`.
        RuleExample(
          """
          struct Shelf: View {
            @State private var titles = ["Dune", "Emma"]
            var body: some View {
              ForEach(↓titles.indices, id: \\.self) { index in Text(titles[index]) }
            }
            func summary() -> String {
              var titles = self.titles
              titles.insert("Also:", at: 0)
              return titles.joined(separator: ", ")
            }
          }
          """, severity: .note),
        // `Studio.Palette` is declared outside the project; a write through a value of unknown type
        // is not taken for one of its members.
        RuleExample(
          """
          struct Legend: View {
            let palette: Studio.Palette
            var body: some View {
              ForEach(↓palette.swatches.indices, id: \\.self) { index in Text(palette.swatches[index]) }
            }
          }
          final class SwatchBoard {
            func reset(_ register: (@escaping (AnyObject) -> Void) -> Void) {
              register { cell in cell.swatches.removeFirst() }
            }
          }
          """, severity: .note),
        // The project's own `Palette`: a write through a value of unknown type can reach it.
        RuleExample(
          """
          struct Palette { var swatches: [String] }
          struct Legend: View {
            let palette: Palette
            var body: some View {
              ForEach(↓palette.swatches.indices, id: \\.self) { index in Text(palette.swatches[index]) }
            }
          }
          final class SwatchBoard {
            func reset(_ register: (@escaping (AnyObject) -> Void) -> Void) {
              register { cell in cell.swatches.removeFirst() }
            }
          }
          """),
        // This `value` is the `Runner.Segment` parameter of `row`, not `summary`'s `Poll`.
        RuleExample(
          """
          struct Poll { var options: [String] }
          final class PollStore {
            var poll = Poll(options: [])
            func add() { poll.options.insert("New", at: 0) }
          }
          struct SettingRow: View {
            let segment: Runner.Segment
            var body: some View { row(value: segment) }
            func row(value: Runner.Segment) -> some View {
              Picker("Pick", selection: .constant(0)) {
                ForEach(↓value.options.indices, id: \\.self) { index in Text(value.options[index]) }
              }
            }
            func summary(value: Poll) -> some View { Text(value.options.first ?? "") }
          }
          """, severity: .note),
        // A copy edited element by element and assigned back keeps the shape.
        RuleExample(
          """
          struct Wave { var height: Double }
          final class Tide: ObservableObject {
            @Published private(set) var waves = [Wave(height: 1), Wave(height: 2)]
            func raise() {
              var copy = waves
              copy[1].height += 1
              waves = copy
            }
          }
          struct TideView: View {
            @StateObject private var tide = Tide()
            var body: some View {
              ForEach(↓tide.waves.indices, id: \\.self) { index in Text("\\(tide.waves[index].height)") }
            }
          }
          """, severity: .note),
        // The copy loses its first element before it is assigned back.
        RuleExample(
          """
          struct Wave { var height: Double }
          final class Tide: ObservableObject {
            @Published private(set) var waves = [Wave(height: 1), Wave(height: 2)]
            func ebb() {
              var copy = waves
              copy.remove(at: 0)
              waves = copy
            }
          }
          struct TideView: View {
            @StateObject private var tide = Tide()
            var body: some View {
              ForEach(↓tide.waves.indices, id: \\.self) { index in Text("\\(tide.waves[index].height)") }
            }
          }
          """),
        // A reset to a new value of the size it was declared with: every position stays.
        RuleExample(
          """
          struct Cell { var mark: String? = nil }
          final class Board: ObservableObject {
            @Published var cells = Array(repeating: Cell(), count: 9)
            func play(_ index: Int) { cells[index].mark = "X" }
            func reset() { cells = Array(repeating: Cell(), count: 9) }
          }
          struct BoardView: View {
            @StateObject private var board = Board()
            var body: some View {
              ForEach(↓board.cells.indices, id: \\.self) { index in Text(board.cells[index].mark ?? "") }
            }
          }
          """, severity: .note),
        RuleExample(
          """
          struct Cell { var mark: String? = nil }
          final class Board: ObservableObject {
            @Published var cells = Array(repeating: Cell(), count: 9)
            func grow() { cells = Array(repeating: Cell(), count: 16) }
          }
          struct BoardView: View {
            @StateObject private var board = Board()
            var body: some View {
              ForEach(↓board.cells.indices, id: \\.self) { index in Text(board.cells[index].mark ?? "") }
            }
          }
          """),
        // Filled by a function that only `.onAppear` calls: a load as the view appears.
        RuleExample(
          """
          struct Odometer: View {
            let value: Int
            @State private var digits: [Int] = []
            var body: some View {
              HStack { ForEach(↓digits.indices, id: \\.self) { index in Text("\\(digits[index])") } }
                .onAppear { fillDigits() }
            }
            private func fillDigits() { digits = String(value).compactMap(\\.wholeNumberValue) }
          }
          """, severity: .note),
        // A button calls it too: the digits are replaced under rows already shown.
        RuleExample(
          """
          struct Odometer: View {
            let value: Int
            @State private var digits: [Int] = []
            var body: some View {
              HStack { ForEach(↓digits.indices, id: \\.self) { index in Text("\\(digits[index])") } }
                .onAppear { fillDigits() }
              Button("Again") { fillDigits() }
            }
            private func fillDigits() { digits = String(value).compactMap(\\.wholeNumberValue) }
          }
          """),
        // `parts` is bound by `if case` from this row's `block`, a `let`: another type's `parts` is
        // // not it.
        RuleExample(
          """
          enum Block { case text(String); case group([String]) }
          final class Outline: ObservableObject {
            @Published var parts: [String] = []
            func drop() { parts.remove(at: 0) }
          }
          struct BlockView: View {
            let block: Block
            var body: some View {
              if case .group(let parts) = block {
                ForEach(↓parts.indices, id: \\.self) { i in Text(parts[i]) }
              }
            }
          }
          """, severity: .note),
        // The `block` it is bound from is state that a button replaces with a shorter group.
        RuleExample(
          """
          enum Block { case text(String); case group([String]) }
          struct BlockView: View {
            @State private var block = Block.group(["a", "b", "c"])
            var body: some View {
              if case .group(let parts) = block {
                ForEach(↓parts.indices, id: \\.self) { i in Text(parts[i]) }
                Button("Shorter") { block = .group(Array(parts.dropFirst())) }
              }
            }
          }
          """),
        // `trip.route.stops` is a `Route`'s `stops`, resolved member by member: the planner's `stops`
        // // is another type's.
        RuleExample(
          """
          struct Route { var stops: [String] }
          struct Trip { let id: Int; var route: Route }
          final class Planner: ObservableObject {
            @Published var stops: [String] = []
            func skip() { stops.removeFirst() }
          }
          struct TripSummary: View {
            let trip: Trip
            var body: some View {
              ForEach(↓Array(trip.route.stops.enumerated()), id: \\.offset) { i, stop in
                Text("\\(i + 1). \\(stop)")
              }
            }
          }
          """, severity: .note),
        // A write through a member chain can reach any route's stops.
        RuleExample(
          """
          struct Route { var stops: [String] }
          struct Trip { let id: Int; var route: Route }
          final class TripStore: ObservableObject {
            @Published var trip = Trip(id: 1, route: Route(stops: []))
            func skip() { trip.route.stops.removeFirst() }
          }
          struct TripSummary: View {
            let trip: Trip
            var body: some View {
              ForEach(↓Array(trip.route.stops.enumerated()), id: \\.offset) { i, stop in
                Text("\\(i + 1). \\(stop)")
              }
            }
          }
          """),
        // Assigned in a subscription set up as the view appears, to a `Future`: it emits once, so
        // // this is a load.
        RuleExample(
          """
          final class Vault {
            let access: Future<Bool, Never> = Future { promise in promise(.success(true)) }
            func load() -> [String] { ["a.txt", "b.txt"] }
          }
          struct VaultView: View {
            @State private var vault = Vault()
            @State private var files: [String] = []
            @State private var bag = Set<AnyCancellable>()
            var body: some View {
              List { ForEach(↓files.indices, id: \\.self) { i in Text(files[i]) } }
                .onAppear {
                  vault.access.receive(on: DispatchQueue.main)
                    .sink { granted in if granted { files = vault.load() } }
                    .store(in: &bag)
                }
            }
          }
          """, severity: .note),
        // A notification can arrive any number of times: each one replaces the files under the rows.
        RuleExample(
          """
          final class Vault {
            func load() -> [String] { ["a.txt", "b.txt"] }
          }
          struct VaultView: View {
            @State private var vault = Vault()
            @State private var files: [String] = []
            @State private var bag = Set<AnyCancellable>()
            var body: some View {
              List { ForEach(↓files.indices, id: \\.self) { i in Text(files[i]) } }
                .onAppear {
                  NotificationCenter.default.publisher(for: .vaultChanged)
                    .sink { _ in files = vault.load() }
                    .store(in: &bag)
                }
            }
          }
          """),
        // Assigned in the completion handler of a request, in a method that only `.onAppear`
        // calls: the handler runs once per request, so this is a load.
        RuleExample(
          """
          final class Almanac: ObservableObject {
            @Published var tides: [String] = []
            func open(port: String) {
              TideService.request(port) { found in
                DispatchQueue.main.async { self.tides = found }
              }
            }
          }
          struct AlmanacView: View {
            @StateObject private var almanac = Almanac()
            var body: some View {
              ForEach(↓almanac.tides.indices, id: \\.self) { i in Text(almanac.tides[i]) }
                .onAppear { almanac.open(port: "Brest") }
            }
          }
          """, severity: .note),
        // Loaded through a queue of the program's own and back on the main queue, as the view
        // appears: each block runs once, so this is a load (audit sample AF's two false
        // warnings).
        RuleExample(
          """
          final class Pool { static let shared = Pool(); let queue = DispatchQueue(label: "pool") }
          struct RelayStats: View {
            @State private var errors: [String] = []
            var body: some View {
              ForEach(↓errors.indices, id: \\.self) { i in Text(errors[i]) }
                .onAppear {
                  Pool.shared.queue.async {
                    let found = ["timeout"]
                    DispatchQueue.main.async { errors = found }
                  }
                }
            }
          }
          """, severity: .note),
        // The same method registers a listener: it calls back on every change of the tides.
        RuleExample(
          """
          final class Almanac: ObservableObject {
            @Published var tides: [String] = []
            func open(port: String) {
              TideService.addTideListener(port) { found in
                DispatchQueue.main.async { self.tides = found }
              }
            }
          }
          struct AlmanacView: View {
            @StateObject private var almanac = Almanac()
            var body: some View {
              ForEach(↓almanac.tides.indices, id: \\.self) { i in Text(almanac.tides[i]) }
                .onAppear { almanac.open(port: "Brest") }
            }
          }
          """),
        // A repeating timer started as the view appears replaces the marks every second.
        RuleExample(
          """
          struct Clock: View {
            @State private var marks: [String] = []
            var body: some View {
              ForEach(↓marks.indices, id: \\.self) { i in Text(marks[i]) }
                .onAppear { start() }
            }
            private func start() {
              Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in marks = Sampler.read() }
            }
          }
          """),
        // A timer that fires once: a load, as a `DispatchQueue` block is.
        RuleExample(
          """
          struct Clock: View {
            @State private var marks: [String] = []
            var body: some View {
              ForEach(↓marks.indices, id: \\.self) { i in Text(marks[i]) }
                .onAppear { start() }
            }
            private func start() {
              Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in marks = Sampler.read() }
            }
          }
          """, severity: .note),
        // A store's results passed down twice as a plain input: records come and go under the
        // positions.
        RuleExample(
          """
          struct Pantry: View {
            @Query private var jars: [Jar]
            var body: some View { Shelf(jars: jars) }
          }
          struct Shelf: View {
            let jars: [Jar]
            var body: some View { JarRow(jars: jars) }
          }
          struct JarRow: View {
            let jars: [Jar]
            var body: some View {
              HStack { ForEach(↓jars.indices, id: \\.self) { i in Text(jars[i].label) } }
            }
          }
          """),
        // Only a fetch request makes `FetchedResults`: an input of that type is the store's.
        RuleExample(
          """
          struct JarList: View {
            var jars: FetchedResults<Jar>
            var body: some View {
              List { ForEach(↓0..<jars.count, id: \\.self) { i in Text(jars[i].label ?? "") } }
            }
          }
          """),
        // The same row given a constant list: nothing changes its positions.
        RuleExample(
          """
          struct Pantry: View {
            let samples = [Jar(label: "Salt"), Jar(label: "Rice")]
            var body: some View { JarRow(jars: samples) }
          }
          struct JarRow: View {
            let jars: [Jar]
            var body: some View {
              HStack { ForEach(↓jars.indices, id: \\.self) { i in Text(jars[i].label) } }
            }
          }
          """, severity: .note),
        // `tags.wrappedValue` is the binding's value, `if let list = … as? [String]` a copy of it,
        // and a copy that loses an element assigned back reshapes it.
        RuleExample(
          """
          struct TagEditor: View {
            let tags: Binding<Any>
            var body: some View {
              if let list = tags.wrappedValue as? [String] {
                ForEach(↓Array(list.enumerated()), id: \\.offset) { index, tag in
                  Button(tag) { drop(index) }
                }
              }
            }
            private func drop(_ index: Int) {
              if var copy = tags.wrappedValue as? [String] {
                copy.remove(at: index)
                tags.wrappedValue = copy
              }
            }
          }
          """),
        // The same binding's copy edited element by element and assigned back keeps its shape.
        RuleExample(
          """
          struct NoteEditor: View {
            let notes: Binding<Any>
            var body: some View {
              if let list = notes.wrappedValue as? [String] {
                ForEach(↓Array(list.enumerated()), id: \\.offset) { index, note in
                  Button(note) { rename(index, to: note + "!") }
                }
              }
            }
            private func rename(_ index: Int, to text: String) {
              if var copy = notes.wrappedValue as? [String] {
                copy[index] = text
                notes.wrappedValue = copy
              }
            }
          }
          """, severity: .note),
        // Only the top card can be dragged, the button removes `cards.count - 1`, and the deck is
        // dealt again only once it is empty: every position keeps its card.
        RuleExample(
          """
          struct Deck: View {
            @State private var cards = ["Ace", "King", "Queen"]
            var body: some View {
              ZStack {
                ForEach(↓0..<cards.count, id: \\.self) { index in
                  CardFace(title: cards[index]) { discard(at: index) }
                    .allowsHitTesting(index == cards.count - 1)
                }
              }
              if cards.isEmpty { Button("Deal", action: deal) }
              Button("Skip") { discard(at: cards.count - 1) }
            }
            func discard(at index: Int) { cards.remove(at: index) }
            func deal() { cards = Dealer.freshDeck() }
          }
          """, severity: .note),
        // Every card can be dragged away: a removal in the middle shifts the others' positions.
        RuleExample(
          """
          struct Deck: View {
            @State private var cards = ["Ace", "King", "Queen"]
            var body: some View {
              ZStack {
                ForEach(↓0..<cards.count, id: \\.self) { index in
                  CardFace(title: cards[index]) { discard(at: index) }
                }
              }
              if cards.isEmpty { Button("Deal", action: deal) }
              Button("Skip") { discard(at: cards.count - 1) }
            }
            func discard(at index: Int) { cards.remove(at: index) }
            func deal() { cards = Dealer.freshDeck() }
          }
          """),
        // Only the last row's button is enabled: it removes itself, the end.
        RuleExample(
          """
          struct Chores: View {
            @State private var chores = ["Dishes", "Bins", "Plants"]
            var body: some View {
              ForEach(↓Array(chores.enumerated()), id: \\.offset) { index, chore in
                Button(chore) { chores.remove(at: index) }
                  .disabled(index != chores.count - 1)
              }
            }
          }
          """, severity: .note),
        // The deck can be dealt again while cards are shown: a reshaping under the rows.
        RuleExample(
          """
          struct Deck: View {
            @State private var cards = ["Ace", "King", "Queen"]
            var body: some View {
              ZStack {
                ForEach(↓0..<cards.count, id: \\.self) { index in
                  CardFace(title: cards[index]) { discard(at: index) }
                    .allowsHitTesting(index == cards.count - 1)
                }
              }
              Button("Deal", action: deal)
            }
            func discard(at index: Int) { cards.remove(at: index) }
            func deal() { cards = Dealer.freshDeck() }
          }
          """),
        // A `List` keyed by position is a `ForEach` keyed by position.
        RuleExample(
          """
          struct Roster: View {
            @State private var names = ["Ada", "Grace"]
            var body: some View {
              List(↓names.indices, id: \\.self) { i in Text(names[i]) }
                .toolbar { Button("Drop first") { names.removeFirst() } }
            }
          }
          """),
        RuleExample(
          """
          struct Recipe: View {
            let steps = ["Soak", "Boil", "Serve"]
            var body: some View {
              List(↓0..<steps.count, id: \\.self) { i in Text(steps[i]) }
            }
          }
          """, severity: .note),
        // Each tap maps every level to a new one: as many bars, in the same order.
        RuleExample(
          """
          struct Equalizer: View {
            @State private var levels: [CGFloat] = [20, 20, 20, 20]
            var body: some View {
              HStack {
                ForEach(↓0..<levels.count, id: \\.self) { band in
                  Capsule().frame(width: 4, height: levels[band])
                }
              }
              .onTapGesture { levels = levels.map { _ in .random(in: 5...50) } }
            }
          }
          """, severity: .note),
        // A filter assigned back drops bars: the positions shift.
        RuleExample(
          """
          struct Equalizer: View {
            @State private var levels: [CGFloat] = [20, 20, 20, 20]
            var body: some View {
              HStack {
                ForEach(↓0..<levels.count, id: \\.self) { band in
                  Capsule().frame(width: 4, height: levels[band])
                }
              }
              .onTapGesture { levels = levels.filter { $0 > 10 } }
            }
          }
          """),
        // The strip removes a tab through its binding: the caller's tabs are reshaped.
        RuleExample(
          """
          struct Tab { var title: String; var width: CGFloat = 0 }
          struct TabStrip: View {
            @Binding var tabs: [Tab]
            var body: some View {
              HStack {
                ForEach(↓tabs.indices, id: \\.self) { i in
                  Text(tabs[i].title).onTapGesture(count: 2) { tabs.remove(at: i) }
                }
              }
            }
          }
          struct Tabs: View {
            @State private var tabs = [Tab(title: "All"), Tab(title: "New")]
            var body: some View {
              TabStrip(tabs: $tabs)
              ForEach(↓tabs.indices, id: \\.self) { i in Text(tabs[i].title) }
            }
          }
          """),
        // The binding is handed on to a type the project does not declare, which may write it.
        RuleExample(
          """
          struct Tags: View {
            @State private var tags = ["swift", "ui"]
            var body: some View {
              TokenField(tokens: $tags)
              ForEach(↓tags.indices, id: \\.self) { i in Text(tags[i]) }
            }
          }
          """),
        // Only measured through the binding: each tab's width changes, never the tabs.
        RuleExample(
          """
          struct Tab { var title: String; var width: CGFloat = 0 }
          struct TabStrip: View {
            @Binding var tabs: [Tab]
            var body: some View {
              HStack {
                ForEach(↓tabs.indices, id: \\.self) { i in
                  Text(tabs[i].title).onGeometryChange(for: CGFloat.self) { $0.size.width } action: {
                    tabs[i].width = $0
                  }
                }
              }
            }
          }
          struct Tabs: View {
            @State private var tabs = [Tab(title: "All"), Tab(title: "New")]
            var body: some View {
              TabStrip(tabs: $tabs)
              ForEach(↓tabs.indices, id: \\.self) { i in Text(tabs[i].title) }
            }
          }
          """, severity: .note),
        // Appended to only, through the binding: every shown position keeps its tab.
        RuleExample(
          """
          struct Tab { var title: String }
          struct AddTab: View {
            @Binding var tabs: [Tab]
            var body: some View { Button("Add") { tabs.append(Tab(title: "New")) } }
          }
          struct Tabs: View {
            @State private var tabs = [Tab(title: "All")]
            var body: some View {
              AddTab(tabs: $tabs)
              ForEach(↓tabs.indices, id: \\.self) { i in Text(tabs[i].title) }
            }
          }
          """, severity: .note),
      ],
      nonTriggeringExamples: [
        RuleExample(
          """
          struct Fleet: View {
            @State var ships: [Ship] = []
            var body: some View {
              ForEach(ships) { ship in Text(ship.name) }
            }
          }
          """),
        RuleExample(
          """
          struct Fleet: View {
            @State var ships: [Ship] = []
            var body: some View {
              ForEach(Array(ships.enumerated()), id: \\.element.id) { index, ship in
                Text("\\(index + 1). \\(ship.name)")
              }
            }
          }
          """),
        RuleExample(
          """
          struct Dots: View {
            var body: some View {
              HStack { ForEach(0..<5, id: \\.self) { _ in Circle() } }
            }
          }
          """),
        RuleExample(
          """
          struct Fleet: View {
            @State var ships: [Ship] = []
            var body: some View {
              ForEach($ships) { $ship in TextField("Name", text: $ship.name) }
            }
          }
          """),
      ])
  }

  /// Every index-keyed `ForEach` of `file`, and every index-keyed `List` (`List(0..<x.count,
  /// id: \.self)`, `List(x.indices, id: \.self)`: its rows are keyed as a `ForEach`'s are).
  public func findings(in file: AuditedFile, facts: ProjectFacts) -> [Finding] {
    let calls = file.index.calls(named: ["ForEach", "List"])
    return calls.compactMap { call in
      guard let data = call.firstUnlabeledArgument, let key = call.argument(labeled: "id"),
        let keyText = key.keyPathText, let collection = Self.indexedCollection(data, key: keyText)
      else { return nil }
      let shown = collection.sourceCollection
      // A local constant (`if case .loop(_, let steps) = step`) is the value it was bound from.
      let source = collection.throughLocalConstants.sourceCollection
      let member = source.unparenthesized.as(MemberAccessExprSyntax.self)
      let fixed = member.flatMap { member in
        member.base?.referencedName.map {
          facts.isFixedMember(
            member.declName.baseName.text, of: $0,
            at: member.base?.unparenthesized.as(DeclReferenceExprSyntax.self))
        }
      }
      let name = fixed == true ? nil : source.collectionKey
      let owners = facts.owners(of: source, readIn: call.enclosingTypeName)
      let variant =
        if let name, facts.changesOnlyAtItsEnd(name, of: owners) {
          "end-only"
        } else if let name, facts.changes(name, of: owners) {
          "dynamic"
        } else {
          "stable"
        }
      return finding(
        variant, at: data, in: file, severity: variant == "dynamic" ? .warning : .note,
        collection: shown,
        [
          "collection": shown.excerpt,
          "container": call.calledExpression.trimmedDescription == "List" ? "List" : "ForEach",
        ])
    }
  }

  /// The collection whose positions `data` enumerates, when `key` makes them the identity.
  static func indexedCollection(_ data: ExprSyntax, key: String) -> ExprSyntax? {
    let data = data.unparenthesized
    switch key {
    case "\\.self":
      if let member = data.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "indices",
        let base = member.base
      {
        return base
      }
      if let (lower, upper) = data.rangeBounds {
        // `let count = poll.options.count` before the `ForEach`: the bound is that count.
        let upper = Self.localValue(of: upper) ?? upper
        if let member = upper.as(MemberAccessExprSyntax.self), let base = member.base,
          ["count", "endIndex"].contains(member.declName.baseName.text),
          lower.isIntegerLiteral
            || lower.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "startIndex"
        {
          return base
        }
        if let infix = upper.as(InfixOperatorExprSyntax.self),
          infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "-",
          let member = infix.leftOperand.as(MemberAccessExprSyntax.self),
          member.declName.baseName.text == "count", let base = member.base, lower.isIntegerLiteral
        {
          return base
        }
      }
      return nil
    case "\\.offset", "\\.0":
      return enumeratedBase(data)
    default:
      return nil
    }
  }

  /// The value of a local `let` a name refers to, when the enclosing code declares it before
  /// the use (`let count = options.count`).
  static func localValue(of expression: ExprSyntax) -> ExprSyntax? {
    guard let reference = expression.unparenthesized.as(DeclReferenceExprSyntax.self) else {
      return nil
    }
    let name = reference.baseName.text
    var current = Syntax(reference)
    while let parent = current.parent {
      if let block = parent.as(CodeBlockItemListSyntax.self) {
        for item in block {
          guard item.position < current.position,
            let declaration = item.item.as(VariableDeclSyntax.self),
            declaration.bindingSpecifier.tokenKind == .keyword(.let)
          else { continue }
          for binding in declaration.bindings where binding.name == name {
            return binding.initializer?.value
          }
        }
      }
      if parent.is(MemberBlockSyntax.self) { return nil }
      current = parent
    }
    return nil
  }

  /// `x` in `x.enumerated()`, `Array(x.enumerated())`, `zip(x.indices, x)`.
  static func enumeratedBase(_ data: ExprSyntax) -> ExprSyntax? {
    var expression = data.unparenthesized
    if let call = expression.as(FunctionCallExprSyntax.self), call.calleeName == "Array",
      call.arguments.count == 1, let only = call.arguments.first
    {
      expression = only.expression.unparenthesized
    }
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
    if call.calleeName == "enumerated", call.arguments.isEmpty, let receiver = call.receiver {
      return receiver
    }
    if call.calleeName == "zip", call.receiver == nil, call.arguments.count == 2,
      let first = call.arguments.first?.expression.unparenthesized.as(MemberAccessExprSyntax.self),
      first.declName.baseName.text == "indices", let base = first.base
    {
      return base
    }
    return nil
  }
}
