import Foundation
import SwiftSyntax

/// `self-id-not-unique`: `id: \.self` over values that can repeat or that change when edited.
///
/// `\.self` makes each element's whole value its identity. Two equal elements claim the same
/// identity (SwiftUI warns that the ID "occurs multiple times" and the rows share state), and an
/// element whose fields change gets a new identity on every edit. Reported when the elements:
/// - are a struct declared in the project with a stored `var`, in a collection that changes
///   (state, bound, published or mutated: an edit changes the value, variant `mutable-fields`);
/// - are plain values (`String`, `Int`, …) in a collection that gains elements one at a time
///   (`append`, `insert`) by a writer whose inserts no membership check guards
///   (`MembershipGuard`: a `contains` the insert's path tests, not one merely declared) and
///   whose appended values are not all counters the file bumps (nothing keeps a value from
///   going in twice; variant `repeatable`);
/// - are projected from other data (`map`, `compactMap`, `split`) (variant `projected`);
/// - are an array literal that repeats an element, written in place or as a `let` constant
///   (variant `duplicate-literal`).
/// Ranges, `allCases`, `Set`s and dictionary keys are unique and never reported.
public struct SelfIDNotUniqueRule: AuditRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, severity, lesson and examples.
  public var description: RuleDescription {
    RuleDescription(
      id: "self-id-not-unique", severity: .warning, lesson: "identity-bench",
      demo: .insertCopyOfFirstAtFront,
      triggeringExamples: [
        // Rows through a binding that edit a field: the edited element gets a new identity (the
        // twin of audit sample AW's false warning).
        RuleExample(
          """
          struct Move: Hashable { var name: String; var notes: String }
          struct Moves: View {
            @State private var picked = [Move(name: "Squat", notes: "")]
            var body: some View {
              List {
                ForEach(↓$picked, id: \\.self) { $move in
                  TextField("Notes", text: $move.notes)
                }
              }
            }
          }
          """),
        // State declared with a nested type written whole (`Filters.WordList`) is that type:
        // its words are appended as typed, unchecked (audit sample AT: a miss).
        RuleExample(
          """
          enum Filters {
            struct WordList { var words: [String] = [] }
            static let start = WordList()
          }
          struct MutedWords: View {
            @State private var list: Filters.WordList = Filters.start
            @State private var draft = ""
            var body: some View {
              List {
                TextField("Word", text: $draft)
                  .onSubmit { list.words.append(draft.lowercased()); draft = "" }
                ForEach(↓list.words, id: \\.self) { Text($0) }
              }
            }
          }
          """),
        // Keyed by a field that every "Add" gives the same literal: the second step shares the
        // first one's identity (audit sample AL's misses, a recipe's steps).
        RuleExample(
          """
          struct Step: Hashable {
            var header: String
            var details: String
          }
          struct Steps: View {
            @State private var steps: [Step] = []
            var body: some View {
              Button("Add") { steps.append(Step(header: "Sauce", details: "")) }
              ForEach(↓steps, id: \\.header) { Text($0.details) }
            }
          }
          """),
        // The field is whatever the form holds, written `\.self.name`, through a local and an
        // implicit `.init`.
        RuleExample(
          """
          struct Ingredient { var name: String; var grams: Int }
          @Observable final class Pantry {
            var items: [Ingredient] = []
            func add(_ name: String) {
              let item: Ingredient = .init(name: name, grams: 0)
              items.append(item)
            }
          }
          struct PantryView: View {
            @State private var pantry = Pantry()
            @State private var draft = ""
            var body: some View {
              TextField("Name", text: $draft).onSubmit { pantry.add(draft) }
              List(↓pantry.items, id: \\.self.name) { Text($0.name) }
            }
          }
          """),
        // `\.hashValue` is the whole value's hash: equal words share it, as under `\.self`.
        RuleExample(
          """
          struct Words: View {
            @State private var words: [String] = []
            @State private var draft = ""
            var body: some View {
              TextField("Word", text: $draft).onSubmit { words.insert(draft, at: 0) }
              ForEach(↓words, id: \\.hashValue) { Text($0) }
            }
          }
          """),
        // A month's grid padded with blank cells: every `nil` claims one identity (audit
        // sample AO's calendars).
        RuleExample(
          """
          struct Month: View {
            @State private var offset = 3
            var cells: [Int?] { Array(repeating: nil, count: offset) + Array(1...30) }
            var body: some View {
              ForEach(↓cells, id: \\.self) { day in Text(day.map(String.init) ?? "") }
              ForEach(↓[nil, nil, 1], id: \\.self) { day in Text(day.map(String.init) ?? "") }
            }
          }
          """),
        // Numbers (one of them negative) that a random number joins through a local (audit
        // sample AP's miss).
        RuleExample(
          """
          struct Draws: View {
            @State var numbers = [3, 11, -10]
            var body: some View {
              Button("Draw") {
                let drawn = Int.random(in: 1..<1000)
                numbers.append(drawn)
              }
              ForEach(↓numbers, id: \\.self) { Text(String($0)) }
            }
          }
          """),
        // A product made in a `var` nothing changes, its `id` a random number (audit sample
        // AP's miss).
        RuleExample(
          """
          struct Product { let id: Int; var name: String }
          struct Products: View {
            @State private var products: [Product] = []
            @State private var name = ""
            var body: some View {
              Button("Add") {
                let randomID = Int.random(in: 1..<9999)
                var product = Product(id: randomID, name: name)
                products.append(product)
              }
              ForEach(↓products, id: \\.id) { Text($0.name) }
            }
          }
          """),
        // The check kept in a local that is written again before the append (audit sample AP's
        // guard, undone).
        RuleExample(
          """
          struct Words: View {
            @State private var words: [String] = []
            @State private var draft = ""
            var body: some View {
              ForEach(↓words, id: \\.self) { Text($0) }
              Button("Add") {
                var known = words.contains(draft)
                known = false
                if known == false { words.append(draft) }
              }
            }
          }
          """),
        // Rows of literals flattened, one key written twice.
        RuleExample(
          """
          struct Pad: View {
            private let keys = [["1", "2"], ["2", "3"]]
            var body: some View { ForEach(↓keys.flatMap { $0 }, id: \\.self) { Text($0) } }
          }
          """),
        // A struct with `var` fields edited in place, where no class of its name exists.
        RuleExample(
          """
          struct Contact { var name: String }
          struct Contacts: View {
            @State private var contacts: [Contact] = []
            var body: some View {
              ForEach(↓contacts, id: \\.self) { Text($0.name) }
              Button("Rename") { contacts[0].name = "Ann" }
            }
          }
          """),
        // A calendar grid built in a function from a padded local, and one that appends `nil`
        // in a loop (audit sample AO: both missed).
        RuleExample(
          """
          struct Month: View {
            @State private var offset = 3
            func days() -> [Int?] {
              var days: [Int?] = Array(repeating: nil, count: offset)
              for day in 1...30 { days.append(day) }
              return days
            }
            var grid: [Int?] {
              guard offset >= 0 else { return [] }
              var cells: [Int?] = []
              var day = -offset
              while day < 30 {
                cells.append(day > 0 ? day : nil)
                day += 1
              }
              return cells
            }
            var body: some View {
              ForEach(↓days(), id: \\.self) { day in Text(day.map(String.init) ?? "") }
              ForEach(↓grid, id: \\.self) { day in Text(day.map(String.init) ?? "") }
            }
          }
          """),
        // The same loop without emptying first: every appearance adds the years again.
        RuleExample(
          """
          struct Year { let year: Int; var count: Int }
          struct History: View {
            @State private var years: [Year] = []
            var body: some View {
              ForEach(↓years, id: \\.year) { Text("\\($0.year)") }
                .onAppear {
                  for offset in 0...4 { years.append(Year(year: 2026 - offset, count: 0)) }
                }
            }
          }
          """),
        // Half-steps cut to whole numbers: 0, 0, 1, 1 (a stride's values differ, their `Int`s
        // need not).
        RuleExample(
          """
          struct Ticks: View {
            var body: some View {
              let marks = stride(from: 0.0, to: 2.0, by: 0.5).map { Int($0) }
              HStack { ForEach(↓marks, id: \\.self) { Text("\\($0)") } }
            }
          }
          """),
        // A string's `description` is the string: keyed as by `\.self`, two equal to-dos
        // typed in share one identity (audit sample AF's miss).
        RuleExample(
          """
          struct Todos: View {
            @State private var items: [String] = []
            @State private var draft = ""
            var body: some View {
              ForEach(↓items, id: \\.description) { Text($0) }
              TextField("New", text: $draft)
              Button("Add") { items.append(draft) }
            }
          }
          """),
        // An `id` made of the whole value, over sections rebuilt from a list that shrinks: a
        // section whose items change is a new identity (audit sample AC).
        RuleExample(
          """
          struct Aisle: Identifiable, Hashable {
            var id: Int { hashValue }
            let title: String
            let names: [String]
          }
          struct Basket: View {
            @State private var names = ["milk", "eggs"]
            var groups: [Aisle] { [Aisle(title: "Left \\(names.count)", names: names)] }
            var body: some View {
              List {
                ForEach(↓groups) { group in Text(group.title) }
              }
              Button("Drop") { names.removeFirst() }
            }
          }
          """),
        // The last element copied to the front, nothing removed: it repeats.
        RuleExample(
          """
          struct Deck: View {
            @State private var order = [3, 1, 2]
            var body: some View {
              ForEach(↓order, id: \\.self) { Text("\\($0)") }
              Button("Copy") {
                guard let top = order.last else { return }
                order.insert(top, at: 0)
              }
            }
          }
          """),
        // The project's `letters` appends every character, unchecked: the texts can repeat;
        // and a `static var` changed in place is no longer only its literal (audit sample T).
        RuleExample(
          """
          extension String {
            var letters: String {
              reduce(into: "") { sofar, element in sofar.append(element) }
            }
          }
          struct Palette: View {
            let emojis: String
            var body: some View {
              ForEach(↓emojis.letters.map(String.init), id: \\.self) { Text($0) }
            }
          }
          """),
        RuleExample(
          """
          enum Art {
            static var palette = "🥕🥥🥝"
          }
          struct Shelf: View {
            var body: some View {
              ForEach(↓Art.palette.map { String($0) }, id: \\.self) { Text($0) }
              Button("More") { Art.palette.append("🥕") }
            }
          }
          """),
        // The loop's `where` clause filters, but not by membership: a repeated name goes in.
        RuleExample(
          """
          final class Sync: ObservableObject {
            @Published private(set) var names: [String] = []
            func merge(_ incoming: [String]) {
              for name in incoming where !name.isEmpty { names.append(name) }
            }
          }
          struct Names: View {
            @StateObject var sync = Sync()
            var body: some View {
              ForEach(↓sync.names, id: \\.self) { Text($0) }
              Button("Merge") { sync.merge(["a"]) }
            }
          }
          """),
        // One caller checks before `add`, the other button does not: a word can go in twice.
        RuleExample(
          """
          final class WordStore: ObservableObject {
            @Published var words: [String] = []
            func add(_ word: String) { words.insert(word, at: 0) }
          }
          struct Words: View {
            @StateObject private var store = WordStore()
            @State private var draft = ""
            var body: some View {
              TextField("Word", text: $draft).onSubmit {
                guard !store.words.contains(draft) else { return }
                store.add(draft)
              }
              Button("Add again") { store.add(draft) }
              List(↓store.words, id: \\.self) { Text($0) }
            }
          }
          """),
        // The struct declares a `contains` check, but the insert's path never calls it: a word
        // typed twice repeats.
        RuleExample(
          """
          struct WordGame: View {
            @State private var usedWords: [String] = []
            @State private var newWord = ""
            var body: some View {
              TextField("Word", text: $newWord).onSubmit(addWord)
              List(↓usedWords, id: \\.self) { Text($0) }
            }
            func addWord() {
              guard !newWord.isEmpty else { return }
              usedWords.insert(newWord, at: 0)
            }
            func isOriginal(_ word: String) -> Bool { !usedWords.contains(word) }
          }
          """),
        // The path is inserted when a search of another list finds none: it can repeat.
        RuleExample(
          """
          struct Recents: View {
            @State private var paths: [String] = []
            @State private var pinned: [String] = []
            @State private var draft = ""
            var body: some View {
              TextField("Path", text: $draft)
              Button("Open") {
                guard let old = pinned.firstIndex(of: draft) else {
                  paths.insert(draft, at: 0)
                  return
                }
                pinned.remove(at: old)
              }
              List(↓paths, id: \\.self) { Text($0) }
            }
          }
          """),
        // `allSatisfy` tests the tags' length, not the new tag: a tag typed twice repeats.
        RuleExample(
          """
          struct TagSheet: View {
            @State private var tags: [String] = []
            @State private var entry = ""
            var body: some View {
              TextField("Tag", text: $entry).onSubmit {
                if tags.allSatisfy({ $0.count > 1 }) { tags.append(entry) }
              }
              List(↓tags, id: \\.self) { Text($0) }
            }
          }
          """),
        // The check adds the word itself, and the caller adds it again: every word twice.
        RuleExample(
          """
          struct Scramble: View {
            @State private var used: [String] = []
            @State private var entry = ""
            var body: some View {
              TextField("Word", text: $entry).onSubmit(submit)
              List(↓used, id: \\.self) { Text($0) }
            }
            func submit() {
              if isOriginal(entry) { used.insert(entry, at: 0) }
            }
            func isOriginal(_ word: String) -> Bool {
              if used.contains(word) { return false }
              used.append(word)
              return true
            }
          }
          """),
        // The setter appends whatever it is given: turning a day off adds it again.
        RuleExample(
          """
          final class Alarms: ObservableObject {
            @Published var days: [Int] = []
            func toggle(_ day: Int) -> Binding<Bool> {
              Binding(get: { self.days.contains(day) }, set: { _ in self.days.append(day) })
            }
          }
          struct Week: View {
            @StateObject private var alarms = Alarms()
            var body: some View {
              ForEach(1...7, id: \\.self) { day in Toggle("\\(day)", isOn: alarms.toggle(day)) }
              ForEach(↓alarms.days, id: \\.self) { Text("\\($0)") }
            }
          }
          """),
        // The helper gives `true` before it checks (a short word passes unchecked): a short
        // word typed twice repeats.
        RuleExample(
          """
          struct Scramble: View {
            @State private var used: [String] = []
            @State private var entry = ""
            var body: some View {
              TextField("Word", text: $entry).onSubmit(submit)
              List(↓used, id: \\.self) { Text($0) }
            }
            func submit() {
              if isFresh(entry) { used.insert(entry, at: 0) }
            }
            func isFresh(_ word: String) -> Bool {
              if word.count < 3 { return true }
              if used.contains(word) { return false }
              return true
            }
          }
          """),
        // A list declared with string literals grows by whatever the field holds: a name typed
        // twice repeats.
        RuleExample(
          """
          struct Guests: View {
            @State private var guests = ["Ann", "Bo"]
            @State private var entry = ""
            var body: some View {
              TextField("Guest", text: $entry)
                .onSubmit { guests.append(entry) }
              List(↓guests, id: \\.self) { Text($0) }
            }
          }
          """),
        // The count read through a local, but an element other than the last can go: the next
        // count names an element still there.
        RuleExample(
          """
          final class Tally: ObservableObject {
            @Published var marks: [String] = []
            func mark() {
              let next = marks.count
              marks.append("\\(next)")
            }
            func strike(_ i: Int) { marks.remove(at: i) }
          }
          struct TallyView: View {
            @ObservedObject var tally: Tally
            var body: some View {
              ForEach(↓tally.marks, id: \\.self) { Text($0) }
            }
          }
          """),
        // A character map of a static text that repeats a character.
        RuleExample(
          """
          enum Glyphs { static let row = "abcab" }
          struct GlyphRow: View {
            var body: some View {
              HStack { ForEach(↓Glyphs.row.map { String($0) }, id: \\.self) { Text($0) } }
            }
          }
          """),
        RuleExample(
          """
          struct Tags: View {
            @State var tags: [String] = []
            @State var draft = ""
            var body: some View {
              ForEach(↓tags, id: \\.self) { tag in Text(tag) }
              Button("Add") { tags.append(draft) }
            }
          }
          """),
        RuleExample(
          """
          struct Ship: Hashable {
            var name: String
          }
          struct Fleet: View {
            @Binding var ships: [Ship]
            var body: some View {
              List(↓ships, id: \\.self) { ship in Text(ship.name) }
              Button("Rename") { ships[0].name += "!" }
            }
          }
          """),
        // Reached through a computed property: its elements' fields are edited in place.
        RuleExample(
          """
          struct Task: Hashable {
            var title: String
            var done = false
          }
          struct Tasks: View {
            @State var tasks: [Task] = []
            var sortedTasks: [Task] { tasks.sorted { $0.title < $1.title } }
            var body: some View {
              ForEach(↓sortedTasks, id: \\.self) { task in Text(task.title) }
              Button("Done") { tasks[0].done = true }
            }
          }
          """),
        // The same literal appended on every refresh repeats from the second one on.
        RuleExample(
          """
          struct Feed: View {
            @State var items = ["First"]
            var body: some View {
              List(↓items, id: \\.self) { item in Text(item) }
                .refreshable { items.append("Updated") }
            }
          }
          """),
        // Picked data can be picked twice.
        RuleExample(
          """
          struct Album: View {
            @State var photos: [Data] = []
            let picked: Data
            var body: some View {
              ForEach(↓photos, id: \\.self) { photo in Text("\\(photo.count) bytes") }
              Button("Add") { photos.append(picked) }
            }
          }
          """),
        RuleExample(
          """
          struct Crew: View {
            let ships: [Ship]
            var body: some View {
              ForEach(↓ships.map(\\.captain), id: \\.self) { captain in Text(captain) }
            }
          }
          """),
        RuleExample(
          """
          struct Grove: View {
            let trees = ["oak", "elm", "oak"]
            var body: some View {
              List(↓trees, id: \\.self) { tree in Text(tree) }
            }
          }
          """),
        RuleExample(
          """
          struct Palette: View {
            var body: some View {
              ForEach(↓["red", "green", "red"], id: \\.self) { name in Text(name) }
            }
          }
          """),
        // A keypad's keys: digits made by a `map`, joined to literals that repeat `""` (the
        // blank keys either side of 0).
        RuleExample(
          """
          struct Keypad: View {
            let keys = (1...9).map { "\\($0)" } + ["", "0", ""]
            var body: some View {
              ForEach(↓keys, id: \\.self) { key in Text(key) }
            }
          }
          """),
        RuleExample(
          """
          struct Words: View {
            var body: some View {
              List {
                ForEach(↓"one two one".split(separator: " "), id: \\.self) { Text($0) }
              }
            }
          }
          """),
        // A view only its preview builds is still a view: it runs once something shows it.
        RuleExample(
          """
          struct Countries: View {
            @State private var names = ["Chad", "Peru"]
            var body: some View {
              List {
                ForEach(↓names, id: \\.self) { Text($0) }
              }
              Button("Add") { names.append("New") }
            }
          }
          struct Countries_Previews: PreviewProvider {
            static var previews: some View { Countries() }
          }
          """),
        // The view's own state gets the same literal on each tap.
        RuleExample(
          """
          struct TrailBadges: View {
            @State private var badges: [String] = []
            var body: some View {
              HStack { ForEach(↓badges, id: \\.self) { Text($0) } }
              Button("Rest") { badges.append("REST") }
            }
          }
          """),
        // `Warmup` appends the same literal to its own `marks`; `Tally`'s `marks` is another view's.
        RuleExample(
          """
          struct Tally: View {
            @State private var marks = (1...3).map { "Mark \\($0)" }
            var body: some View {
              List(marks, id: \\.self) { Text($0) }
              Button("Add") { marks.append("Mark \\(marks.count + 1)") }
            }
          }
          struct Warmup: View {
            @State private var marks: [String] = []
            var body: some View {
              List(↓marks, id: \\.self) { Text($0) }
              Button("Go") { marks.append("Go") }
            }
          }
          """),
        // Named after the count, but rows can be deleted: add three, delete the first, add again
        // // and "Mark 3" is there twice.
        RuleExample(
          """
          struct Tally: View {
            @State private var marks: [String] = []
            @State private var query = ""
            var shown: [String] {
              guard !query.isEmpty else { return marks }
              return marks.filter { $0.contains(query) }
            }
            var body: some View {
              List {
                ForEach(↓shown, id: \\.self) { Text($0) }
                  .onDelete { marks.remove(atOffsets: $0) }
              }
              Button("Add") { marks.append("Mark \\(marks.count + 1)") }
            }
          }
          """),
        // Each load appends the same ten rows again.
        RuleExample(
          """
          @Observable final class Pager {
            var rows: [String] = []
            func loadMore() { rows.append(contentsOf: (1...10).map { "Row \\($0)" }) }
          }
          struct PagerList: View {
            @State private var pager = Pager()
            var body: some View {
              List(↓pager.rows, id: \\.self) { Text($0) }.task { pager.loadMore() }
            }
          }
          """),
        // Two refreshes can draw the same number.
        RuleExample(
          """
          @Observable final class Wall {
            var posts: [String] = []
            func refresh() { posts.insert("Post \\(Int.random(in: 100...999))", at: 0) }
          }
          struct WallView: View {
            @State private var wall = Wall()
            @State private var query = ""
            var visible: [String] {
              guard !query.isEmpty else { return wall.posts }
              return wall.posts.filter { $0.contains(query) }
            }
            var body: some View {
              List(↓visible, id: \\.self) { Text($0) }.refreshable { wall.refresh() }
            }
          }
          """),
        // The text is what the user types: two paragraphs can be the same.
        RuleExample(
          """
          final class Notice: ObservableObject {
            @Published var body = ""
          }
          struct NoticeEditor: View {
            @StateObject private var notice = Notice()
            var body: some View {
              TextEditor(text: $notice.body)
              ForEach(↓notice.body.split(separator: "\\n\\n"), id: \\.self) { Text($0) }
            }
          }
          """),
        // The removal before the insert removes another value: a town visited twice repeats.
        RuleExample(
          """
          final class Recents: ObservableObject {
            @Published var towns: [String] = []
            func visit(_ town: String) {
              towns.removeAll { $0.isEmpty }
              towns.insert(town, at: 0)
            }
          }
          struct RecentTowns: View {
            @StateObject private var recents = Recents()
            var body: some View {
              ForEach(↓recents.towns, id: \\.self) { town in Button(town) { recents.visit(town) } }
            }
          }
          """),
        // The pair's element is the key: two equal steps typed in share one identity.
        RuleExample(
          """
          struct Method: View {
            @State private var steps: [String] = []
            @State private var draft = ""
            var body: some View {
              TextField("Step", text: $draft).onSubmit { steps.append(draft) }
              ForEach(Array(↓steps.enumerated()), id: \\.element) { index, step in
                Text("\\(index + 1). \\(step)")
              }
            }
          }
          """),
        // `\.1` over `enumerated()` is the pair's element (Swift names a tuple's unlabelled
        // positions `.0`, `.1`): ticking a chore edits the key, so the row is replaced
        // (audit sample AG's miss).
        RuleExample(
          """
          struct Chore: Hashable {
            var title: String
            var ticked = false
          }
          struct Chores: View {
            @State private var chores = [Chore(title: "Dishes"), Chore(title: "Bins")]
            var body: some View {
              ForEach(Array(↓chores.enumerated()), id: \\.1) { index, chore in
                Toggle(chore.title, isOn: $chores[index].ticked)
              }
            }
          }
          """),
        // The tapped icon is replaced by the one being moved, which is still in the list too.
        RuleExample(
          """
          struct Toolbar: View {
            @State private var icons = ["pencil", "eraser", "ruler"]
            @State private var moving: String?
            var body: some View {
              ForEach(↓icons, id: \\.self) { icon in
                Image(systemName: icon)
                  .onLongPressGesture { moving = icon }
                  .onTapGesture {
                    guard let picked = moving, let slot = icons.firstIndex(of: icon) else { return }
                    icons.remove(at: slot)
                    icons.insert(picked, at: slot)
                  }
              }
            }
          }
          """),
      ],
      nonTriggeringExamples: [
        // Rows through a binding that only read: elements are appended and removed whole, never
        // edited (audit sample AW: a false warning).
        RuleExample(
          """
          struct Move: Hashable { var name: String; var notes: String }
          struct Moves: View {
            @State private var picked: [Move] = []
            let all = [Move(name: "Squat", notes: ""), Move(name: "Row", notes: "")]
            var body: some View {
              List {
                ForEach($picked, id: \\.self, editActions: .all) { $move in Text(move.name) }
                ForEach(all, id: \\.name) { move in
                  Button(move.name) {
                    if picked.contains(move) { picked.removeAll { $0 == move } } else { picked.append(move) }
                  }
                }
              }
            }
          }
          """),
        // Emptied, then one year for each turn of a loop over a range: no year repeats (audit
        // sample AN).
        RuleExample(
          """
          struct Year { let year: Int; var count: Int }
          struct History: View {
            @State private var years: [Year] = []
            var body: some View {
              ForEach(years, id: \\.year) { Text("\\($0.year)") }
                .onAppear {
                  years.removeAll()
                  for offset in 0...4 {
                    let year = 2026 - offset
                    years.append(Year(year: year, count: 0))
                  }
                }
            }
          }
          """),
        // A label chosen for one day of a loop, and padding that every turn replaces.
        RuleExample(
          """
          struct Strip: View {
            let count: Int
            func labels() -> [String] {
              var out: [String] = []
              for i in 0..<count { out.append(i == 0 ? "Today" : "Day \\(i)") }
              return out
            }
            func cells() -> [Int?] {
              var cells: [Int?] = Array(repeating: nil, count: 7)
              for i in 0..<7 { cells[i] = i }
              return cells
            }
            var body: some View {
              ForEach(labels(), id: \\.self) { Text($0) }
              ForEach(cells(), id: \\.self) { Text("\\($0 ?? 0)") }
            }
          }
          """),
        // An `id` given the collection's own count, or a server's value: made unique.
        RuleExample(
          """
          struct Product { let id: Int; var name: String }
          struct Products: View {
            @State private var products: [Product] = []
            @State private var name = ""
            let served: [Product]
            var body: some View {
              Button("Add") {
                var product = Product(id: products.count, name: name)
                products.append(product)
                products.append(Product(id: served[0].id, name: name))
              }
              ForEach(products, id: \\.id) { Text($0.name) }
            }
          }
          """),
        // A check kept in a local `Bool` before the append (audit sample AP's false warning).
        RuleExample(
          """
          struct Words: View {
            @State private var words: [String] = []
            @State private var draft = ""
            var body: some View {
              ForEach(words, id: \\.self) { Text($0) }
              Button("Add") {
                var known = words.contains(draft)
                if known == false { words.append(draft) }
              }
            }
          }
          """),
        // The rows of a number pad flattened: no key written twice (audit sample AP).
        RuleExample(
          """
          struct Pad: View {
            private let keys = [["1", "2", "3"], ["4", "5", "6"], ["0"]]
            var body: some View { ForEach(keys.flatMap { $0 }, id: \\.self) { Text($0) } }
          }
          """),
        // A `@Model`-like class beside an export struct of its name nested in another type: the
        // class, whose identity edits keep (audit sample AP).
        RuleExample(
          """
          final class Contact: Hashable {
            var name = ""
            static func == (a: Contact, b: Contact) -> Bool { a === b }
            func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
          }
          enum Export { struct Contact { var name: String } }
          struct Contacts: View {
            @State private var contacts: [Contact] = []
            var body: some View {
              ForEach(contacts, id: \\.self) { Text($0.name) }
              Button("Rename") { contacts[0].name = "Ann" }
            }
          }
          """),
        // Built in a function, but what the loop appends is each day itself, a padding that
        // is replaced, and one literal appended once outside any loop.
        RuleExample(
          """
          struct Month: View {
            @State private var offset = 3
            func days() -> [Int] {
              var days: [Int] = []
              for day in 1...30 { days.append(day + offset) }
              return days
            }
            func padded() -> [Int?] {
              var cells: [Int?] = Array(repeating: nil, count: offset)
              cells = cells.indices.map { $0 }
              return cells
            }
            func header() -> [String] {
              var titles = ["Week"]
              titles.append("Total")
              return titles
            }
            var body: some View {
              ForEach(days(), id: \\.self) { Text("\\($0)") }
              ForEach(padded(), id: \\.self) { day in Text(day.map(String.init) ?? "") }
              ForEach(header(), id: \\.self) { Text($0) }
            }
          }
          """),
        // One padding cell at most: no value repeats.
        RuleExample(
          """
          struct Week: View {
            var cells: [Int] { Array(repeating: 0, count: 1) + [1, 2, 3] }
            var body: some View { ForEach(cells, id: \\.self) { Text("\\($0)") } }
          }
          """),
        // Each field names the collection's own count, which only grows: no name comes back.
        RuleExample(
          """
          struct Lap { var name: String; var seconds: Int }
          struct Laps: View {
            @State private var laps: [Lap] = []
            var body: some View {
              Button("Lap") { laps.append(Lap(name: "Lap \\(laps.count + 1)", seconds: 0)) }
              ForEach(laps, id: \\.name) { Text($0.name) }
            }
          }
          """),
        // A chart's ticks: a stride's values, as they are or as text, never repeat (audit sample
        // AL).
        RuleExample(
          """
          struct Axis: View {
            let low = 40.0
            let high = 90.0
            var body: some View {
              let xs: [Double] = stride(from: low - 5, through: high + 5, by: 5).map { $0 }
              ForEach(xs, id: \\.self) { Text("\\($0)") }
              ForEach(stride(from: 0, to: 10, by: 2).map { "\\($0)" }, id: \\.self) { Text($0) }
            }
          }
          """),
        // A name already in the list is never added again.
        RuleExample(
          """
          struct Guest { var name: String }
          struct Guests: View {
            @State private var guests: [Guest] = []
            @State private var draft = ""
            var body: some View {
              TextField("Guest", text: $draft).onSubmit {
                guard !guests.contains(where: { $0.name == draft }) else { return }
                guests.append(Guest(name: draft))
              }
              ForEach(guests, id: \\.name) { Text($0.name) }
            }
          }
          """),
        // Another type's `rows` grows; this view's `rows` is a constant, and the key made by a
        // call (`UUID().uuidString`) is not a value that repeats.
        RuleExample(
          """
          struct Row { var code: String; var label: String }
          final class Log {
            var rows: [Row] = []
            func note(_ label: String) { rows.append(Row(code: UUID().uuidString, label: label)) }
          }
          struct Legend: View {
            let rows = [Row(code: "a", label: "A"), Row(code: "b", label: "B")]
            let log = Log()
            var body: some View {
              ForEach(rows, id: \\.code) { Text($0.label) }
              ForEach(log.rows, id: \\.code) { Text($0.label) }
            }
          }
          """),
        // Under `\.1` too, chores handed in and never edited keep their keys.
        RuleExample(
          """
          struct Chore: Hashable {
            var title: String
            var ticked = false
          }
          struct Chores: View {
            let chores: [Chore]
            var body: some View {
              ForEach(Array(chores.enumerated()), id: \\.1) { index, chore in Text(chore.title) }
            }
          }
          """),
        // A struct's own `description` is not its whole value: editing a field does not
        // change it.
        RuleExample(
          """
          struct Chore: CustomStringConvertible {
            let number: Int
            var title: String
            var description: String { "#\\(number)" }
          }
          struct Board: View {
            @State private var chores = [Chore(number: 1, title: "Dishes")]
            var body: some View {
              ForEach(chores, id: \\.description) { Text($0.title) }
              Button("Rename") { chores[0].title = "Laundry" }
            }
          }
          """),
        // Hashed and compared by its `let id` alone: editing `number` keeps the identity
        // (audit sample AD).
        RuleExample(
          """
          struct Pin: Hashable {
            let id: String
            var number = 0
            func hash(into hasher: inout Hasher) { hasher.combine(id) }
            static func == (a: Pin, b: Pin) -> Bool { a.id == b.id }
          }
          struct Map: View {
            @State private var pins = [Pin(id: "a"), Pin(id: "b")]
            var body: some View {
              ForEach(pins, id: \\.self) { Text("\\($0.number)") }
              Button("Number") { pins[0].number = 1 }
            }
          }
          """),
        // The same kind of `id` over sections nothing changes: each keeps its identity.
        RuleExample(
          """
          struct Aisle: Identifiable, Hashable {
            var id: Int { hashValue }
            let title: String
          }
          struct Store: View {
            let aisles: [Aisle] = [Aisle(title: "Fruit"), Aisle(title: "Bread")]
            var body: some View {
              List { ForEach(aisles) { aisle in Text(aisle.title) } }
            }
          }
          """),
        // A rotation: the last element is taken out and put back at the front (sample S).
        RuleExample(
          """
          struct Deck: View {
            @State private var order = [3, 1, 2]
            var body: some View {
              ForEach(order, id: \\.self) { Text("\\($0)") }
              Button("Rotate") {
                guard let top = order.last else { return }
                order.removeLast()
                order.insert(top, at: 0)
              }
            }
          }
          """),
        // The project's `uniqued` keeps a character only when its accumulator lacks it (in a
        // `reduce(into:)` or a local `var` it returns), and `String.init` keeps them apart;
        // a `static var` nothing writes is as fixed as a `static let` (audit sample T).
        RuleExample(
          """
          extension String {
            var uniqued: String {
              reduce(into: "") { sofar, element in
                if !sofar.contains(element) { sofar.append(element) }
              }
            }
            func deduplicated() -> String {
              var kept = ""
              for ch in self where !kept.contains(ch) { kept.append(ch) }
              return kept
            }
          }
          enum Art {
            static var palette = "🥕🥥🥝"
          }
          struct Palette: View {
            let emojis: String
            var body: some View {
              ForEach(emojis.uniqued.map(String.init), id: \\.self) { Text($0) }
              ForEach(emojis.deduplicated().map { String($0) }, id: \\.self) { Text($0) }
              ForEach(Art.palette.map { String($0) }, id: \\.self) { Text($0) }
            }
          }
          """),
        // A projection that keeps each key the first time a set sees it: unique (sample S).
        RuleExample(
          """
          struct Tags: View {
            let words: [String]
            var body: some View {
              var seen = Set<String>()
              let unique = words.compactMap { word -> String? in
                seen.insert(word.lowercased()).inserted ? word.lowercased() : nil
              }
              ForEach(unique, id: \\.self) { Text($0) }
            }
          }
          """),
        // A toggle (remove it when it is there, else append it) and a merge whose loop lets
        // through only the absent values keep every value once (sample P).
        RuleExample(
          """
          final class Sync: ObservableObject {
            @Published private(set) var names: [String] = []
            func merge(_ incoming: [String]) {
              for name in incoming where !names.contains(name) { names.append(name) }
            }
            func toggle(_ name: String) {
              if let index = names.firstIndex(of: name) {
                names.remove(at: index)
              } else {
                names.append(name)
              }
            }
          }
          struct Names: View {
            @StateObject var sync = Sync()
            var body: some View {
              ForEach(sync.names, id: \\.self) { Text($0) }
              Button("Merge") { sync.merge(["a"]) }
              Button("Toggle") { sync.toggle("b") }
            }
          }
          """),
        // Joined literals that repeat nothing: the digits and one zero.
        RuleExample(
          """
          struct Dial: View {
            let keys = (1...9).map { "\\($0)" } + ["*", "0", "#"]
            var body: some View {
              ForEach(keys, id: \\.self) { key in Text(key) }
            }
          }
          """),
        // The store's `add` checks nothing, but its one caller does before calling it.
        RuleExample(
          """
          final class WordStore: ObservableObject {
            @Published var words: [String] = []
            func add(_ word: String) { words.insert(word, at: 0) }
          }
          struct Words: View {
            @StateObject private var store = WordStore()
            @State private var draft = ""
            var body: some View {
              TextField("Word", text: $draft).onSubmit {
                guard !store.words.contains(draft) else { return }
                store.add(draft)
              }
              List(store.words, id: \\.self) { Text($0) }
            }
          }
          """),
        // The own count names a new plate: only the last one is ever taken (`remove(at:
        // plates.count - 1)` is `removeLast()`).
        RuleExample(
          """
          struct Stack: View {
            @State private var plates: [String] = []
            var body: some View {
              List(plates, id: \\.self) { Text($0) }
              Button("Add") { plates.append("Plate \\(plates.count + 1)") }
              Button("Take") { if !plates.isEmpty { plates.remove(at: plates.count - 1) } }
            }
          }
          """),
        // The same game once `addWord` calls the check: the guard exits when the word is there.
        RuleExample(
          """
          struct WordGame: View {
            @State private var usedWords: [String] = []
            @State private var newWord = ""
            var body: some View {
              TextField("Word", text: $newWord).onSubmit(addWord)
              List(usedWords, id: \\.self) { Text($0) }
            }
            func addWord() {
              guard !newWord.isEmpty, isOriginal(newWord) else { return }
              usedWords.insert(newWord, at: 0)
            }
            func isOriginal(_ word: String) -> Bool { !usedWords.contains(word) }
          }
          """),
        // The check two helpers deep, in statements: `isValid` gives `true` only through
        // `isOriginal`, which gives `false` when the word is listed (audit sample AJ).
        RuleExample(
          """
          struct Scramble: View {
            @State private var used: [String] = []
            @State private var entry = ""
            var body: some View {
              TextField("Word", text: $entry).onSubmit(submit)
              List(used, id: \\.self) { Text($0) }
            }
            func submit() {
              if !entry.isEmpty && isValid(entry) { used.insert(entry, at: 0) }
            }
            func isValid(_ word: String) -> Bool {
              guard word.count > 2 else { return false }
              return word != "abc" && isOriginal(word)
            }
            func isOriginal(_ word: String) -> Bool {
              if used.contains(word) {
                print("used")
                return false
              }
              return true
            }
          }
          """),
        // A day is added only when its toggle is turned on, and the toggle shows on exactly
        // while the day is listed: it is added only while absent (audit sample AK).
        RuleExample(
          """
          final class Alarms: ObservableObject {
            @Published var days: [Int] = []
            func toggle(_ day: Int) -> Binding<Bool> {
              Binding(
                get: { self.days.contains(day) },
                set: { on in
                  if on { self.days.append(day) } else { self.days.removeAll { $0 == day } }
                })
            }
          }
          struct Week: View {
            @StateObject private var alarms = Alarms()
            var body: some View {
              ForEach(1...7, id: \\.self) { day in Toggle("\\(day)", isOn: alarms.toggle(day)) }
              ForEach(alarms.days, id: \\.self) { Text("\\($0)") }
            }
          }
          """),
        // A path is inserted only when the list's own search finds none; one already there is
        // moved to the front (audit sample AR), or added when `firstIndex` is nil.
        RuleExample(
          """
          struct Recents: View {
            @State private var paths: [String] = []
            @State private var later: [String] = []
            @State private var draft = ""
            var body: some View {
              TextField("Path", text: $draft)
              Button("Open") {
                guard let old = paths.firstIndex(of: draft) else {
                  paths.insert(draft, at: 0)
                  return
                }
                paths.move(fromOffsets: IndexSet(integer: old), toOffset: 0)
              }
              Button("Later") {
                if later.firstIndex(of: draft) == nil { later.append(draft) }
              }
              List(paths, id: \\.self) { Text($0) }
              List(later, id: \\.self) { Text($0) }
            }
          }
          """),
        // A tag is added only while no tag equals it (audit sample AL).
        RuleExample(
          """
          struct TagSheet: View {
            @State private var tags: [String] = []
            @State private var entry = ""
            var body: some View {
              TextField("Tag", text: $entry).onSubmit {
                if tags.allSatisfy({ tag in tag != entry }) { tags.append(entry) }
              }
              List(tags, id: \\.self) { Text($0) }
            }
          }
          """),
        // The button that inserts is disabled while the word is already listed.
        RuleExample(
          """
          struct Shortlist: View {
            @State private var picks: [String] = []
            @State private var pick = ""
            var body: some View {
              TextField("Pick", text: $pick)
              Button("Add") { picks.append(pick) }
                .disabled(pick.isEmpty || picks.contains(pick))
              List(picks, id: \\.self) { Text($0) }
            }
          }
          """),
        // Every equal town is removed before the insert (here ignoring case): it is there once.
        RuleExample(
          """
          final class Recents: ObservableObject {
            @Published var towns: [String] = []
            func visit(_ town: String) {
              towns.removeAll { $0.lowercased() == town.lowercased() }
              towns.insert(town, at: 0)
            }
          }
          struct RecentTowns: View {
            @StateObject private var recents = Recents()
            var body: some View {
              ForEach(recents.towns, id: \\.self) { town in Button(town) { recents.visit(town) } }
            }
          }
          """),
        RuleExample(
          """
          struct Tags: View {
            @State private var tags: [String] = []
            @State private var entry = ""
            var body: some View {
              TextField("Tag", text: $entry).onSubmit { add() }
              ForEach(tags, id: \\.self) { Text($0) }
            }
            private func add() {
              let tag = entry
              tags.removeAll(where: { $0.caseInsensitiveCompare(tag) == .orderedSame })
              tags.append(tag)
            }
          }
          """),
        // The enumerated steps are kept unique by a `contains` check.
        RuleExample(
          """
          struct Method: View {
            @State private var steps: [String] = []
            @State private var draft = ""
            var body: some View {
              TextField("Step", text: $draft)
                .onSubmit { if !steps.contains(draft) { steps.append(draft) } }
              ForEach(Array(steps.enumerated()), id: \\.element) { index, step in
                Text("\\(index + 1). \\(step)")
              }
            }
          }
          """),
        // The same list, grown only by names it does not hold yet.
        RuleExample(
          """
          struct Guests: View {
            @State private var guests = ["Ann", "Bo"]
            @State private var entry = ""
            var body: some View {
              TextField("Guest", text: $entry)
                .onSubmit { if !guests.contains(entry) { guests.append(entry) } }
              List(guests, id: \\.self) { Text($0) }
            }
          }
          """),
        // The own count read through a local, and only the last element ever goes.
        RuleExample(
          """
          final class Tally: ObservableObject {
            @Published var marks: [String] = []
            func mark() {
              let next = marks.count
              marks.append("\\(next)")
            }
            func undo() { marks.removeLast() }
          }
          struct TallyView: View {
            @ObservedObject var tally: Tally
            var body: some View {
              ForEach(tally.marks, id: \\.self) { Text($0) }
            }
          }
          """),
        // A character map of a static text whose characters all differ.
        RuleExample(
          """
          enum Glyphs { static let row = "abcde" }
          struct GlyphRow: View {
            var body: some View {
              HStack { ForEach(Glyphs.row.map { String($0) }, id: \\.self) { Text($0) } }
              HStack { ForEach(Self.tools.map(String.init), id: \\.self) { Text($0) } }
            }
            static let tools = "✂️📎🖊️"
          }
          """),
        // Snapshots rebuilt whole: no field of a shown element is ever edited.
        RuleExample(
          """
          struct Month: Hashable {
            var name: String
            var total: Int
          }
          struct Activity: View {
            @State var months: [Month] = []
            var body: some View {
              ForEach(months, id: \\.self) { month in Text(month.name) }
                .onAppear { months = [Month(name: "May", total: 3)] }
            }
          }
          """),
        // A dictionary's keys are unique by construction.
        RuleExample(
          """
          struct Legend: View {
            @State var counts: [String: Int] = [:]
            var body: some View {
              ForEach(counts.map { $0.key }, id: \\.self) { key in Text(key) }
              Button("Add") { counts["new", default: 0] += 1 }
            }
          }
          """),
        RuleExample(
          """
          enum Tab: CaseIterable { case home, settings }
          struct Tabs: View {
            var body: some View {
              ForEach(Tab.allCases, id: \\.self) { tab in Text("\\(tab)") }
            }
          }
          """),
        RuleExample(
          """
          struct Palette: View {
            var body: some View {
              ForEach(["red", "green", "blue"], id: \\.self) { name in Text(name) }
            }
          }
          """),
        RuleExample(
          """
          struct Tags: View {
            @State var tags: Set<String> = []
            var body: some View {
              ForEach(Array(tags).sorted(), id: \\.self) { tag in Text(tag) }
            }
          }
          """),
        RuleExample(
          """
          struct Ship: Hashable {
            let name: String
          }
          struct Fleet: View {
            let ships: [Ship]
            var body: some View {
              ForEach(ships, id: \\.self) { ship in Text(ship.name) }
            }
          }
          """),
        RuleExample(
          """
          struct Words: View {
            @State var usedWords: [String] = []
            @State var word = ""
            var body: some View {
              List(usedWords, id: \\.self) { Text($0) }
              Button("Add") {
                if !usedWords.contains(word) { usedWords.insert(word, at: 0) }
              }
            }
          }
          """),
        RuleExample(
          """
          struct Laps: View {
            @State var laps: [Int] = []
            @State var next = 1
            var body: some View {
              List(laps, id: \\.self) { lap in Text("Lap \\(lap)") }
              Button("Lap") {
                laps.append(next)
                next += 1
              }
            }
          }
          """),
        RuleExample(
          """
          struct Scores: View {
            let scores: [String: Int]
            var body: some View {
              ForEach(scores.keys.sorted(), id: \\.self) { name in Text(name) }
            }
          }
          """),
        RuleExample(
          """
          struct Words: View {
            var body: some View { Text("Words") }
          }
          struct Words_Previews: PreviewProvider {
            static var previews: some View {
              List {
                ForEach("one two".split(separator: " "), id: \\.self) { Text($0) }
              }
            }
          }
          """),
        // The body's `badges` is a local copy of `badgeTexts`; the factory's `badges` is another
        // // function's local.
        RuleExample(
          """
          struct Trail { var miles: Int; var name: String }
          struct TrailBadges: View {
            let trail: Trail
            var badgeTexts: [String] {
              var badges = ["\\(trail.miles) MI", trail.name.uppercased()]
              if trail.miles > 10 { badges.append("LONG") }
              return badges
            }
            var body: some View {
              let badges = badgeTexts
              HStack { ForEach(badges, id: \\.self) { Text($0) } }
            }
          }
          enum BadgeFactory {
            static func rest() -> [String] {
              var badges: [String] = []
              badges.append("REST")
              return badges
            }
          }
          """),
        // Named after the count, and only the last row is ever removed: no name comes back.
        RuleExample(
          """
          struct Tally: View {
            @State private var marks = (1...3).map { "Mark \\($0)" }
            var body: some View {
              List(marks, id: \\.self) { Text($0) }
              Button("Add") { marks.append("Mark \\(marks.count + 1)") }
              Button("Undo") { marks.removeLast() }
            }
          }
          struct Warmup: View {
            @State private var marks: [String] = []
            var body: some View { Button("Go") { marks.append("Go") } }
          }
          """),
        // Each page's rows name the page, and the page counter only grows.
        RuleExample(
          """
          @Observable final class Pager {
            var rows: [String] = []
            private var page = 0
            func loadMore() {
              let batch = (1...10).map { "Page \\(page + 1) row \\($0)" }
              rows.append(contentsOf: batch)
              page += 1
            }
          }
          struct PagerList: View {
            @State private var pager = Pager()
            var body: some View {
              List(pager.rows, id: \\.self) { Text($0) }.task { pager.loadMore() }
            }
          }
          """),
        // Each post is numbered by a counter that only grows.
        RuleExample(
          """
          @Observable final class Wall {
            var posts: [String] = []
            private var next = 1
            func refresh() {
              posts.insert("Post \\(next)", at: 0)
              next += 1
            }
          }
          struct WallView: View {
            @State private var wall = Wall()
            @State private var query = ""
            var visible: [String] {
              guard !query.isEmpty else { return wall.posts }
              return wall.posts.filter { $0.contains(query) }
            }
            var body: some View {
              List(visible, id: \\.self) { Text($0) }.refreshable { wall.refresh() }
            }
          }
          """),
        // The text is only ever one of two fixed texts, and neither repeats a paragraph.
        RuleExample(
          """
          final class Notice: ObservableObject {
            @Published var body = ""
            func show(face: Bool) {
              body = face ? "Use your face.\\n\\nOr a code." : "Use a code.\\n\\nOr your face."
            }
          }
          struct NoticeView: View {
            @StateObject private var notice = Notice()
            var body: some View {
              ForEach(notice.body.split(separator: "\\n\\n"), id: \\.self) { Text($0) }
            }
          }
          """),
        // A move: the value taken out at its own first index is the value put back.
        RuleExample(
          """
          struct Toolbar: View {
            @State private var icons = ["pencil", "eraser", "ruler"]
            @State private var moving: String?
            var body: some View {
              ForEach(icons, id: \\.self) { icon in
                Image(systemName: icon)
                  .onLongPressGesture { moving = icon }
                  .onTapGesture {
                    guard let picked = moving, let from = icons.firstIndex(of: picked),
                      let to = icons.firstIndex(of: icon)
                    else { return }
                    withAnimation {
                      icons.remove(at: from)
                      icons.insert(picked, at: to)
                    }
                  }
              }
            }
          }
          """),
        // A move written in one expression: the element inserted is the one just taken out
        // (audit sample AH).
        RuleExample(
          """
          struct Chores: View {
            @State private var chores = ["Wash", "Cook", "Shop"]
            var body: some View {
              List {
                ForEach(chores, id: \\.self) { Text($0) }
                  .onMove { from, to in
                    if let i = from.first {
                      chores.insert(chores.remove(at: i), at: i < to ? to - 1 : to)
                    }
                  }
              }
            }
          }
          """),
      ])
  }

  /// Element types whose values carry no identity of their own.
  static let plainTypes: Set<String> = [
    "String", "Substring", "Character", "Int", "Int64", "Int32", "UInt", "Double", "Float",
    "CGFloat", "Bool", "Color", "Data", "URL", "Date",
  ]

  /// Closures that write a character or a string as the same text (`String.init`).
  static let textProjections: Set<String> = ["{String($0)}", "String.init", "{\"\\($0)\"}"]

  /// Methods whose result elements are projections that can repeat.
  static let projectingMethods: Set<String> = [
    "map", "compactMap", "flatMap", "split", "components",
  ]

  /// Every `ForEach`/`List` keyed by `\.self` over values that can repeat or change.
  public func findings(in file: AuditedFile, facts: ProjectFacts) -> [Finding] {
    let calls = file.index.calls(named: ["ForEach", "List"])
    return calls.compactMap { call in
      if call.argument(labeled: "id") == nil, let found = contentIDFinding(call, file, facts) {
        return found
      }
      guard let written = call.argument(labeled: "id")?.keyPathText else { return nil }
      // `\.self.header` is `\.header`.
      let key = written.hasPrefix("\\.self.") ? "\\." + written.dropFirst(7) : written
      if let field = Self.fieldKey(key), let data = call.firstUnlabeledArgument,
        let variant = Self.fieldVariant(
          for: data.throughLocalConstants.unparenthesized, field: field, facts: facts,
          readIn: call.enclosingTypeName)
      {
        return finding(
          variant.name, at: data, in: file, collection: data.unparenthesized.sourceCollection,
          variant.arguments.merging(["key": key]) { old, _ in old })
      }
      guard let data = Self.keyedElements(call.firstUnlabeledArgument, key: key),
        let variant = Self.variant(
          for: data.throughLocalConstants.unparenthesized, facts: facts,
          readIn: call.enclosingTypeName),
        // A plain value's `description` is the value (`\.description` of a `String` is the
        // string: audit sample AF's miss); a struct's is its own, not its whole value.
        key != "\\.description" || variant.name != "mutable-fields"
      else { return nil }
      let named = ["mutable-fields", "repeatable"].contains(variant.name)
      return finding(
        variant.name, at: data, in: file,
        collection: named ? data.unparenthesized.sourceCollection : nil,
        variant.arguments.merging(["key": key]) { old, _ in old })
    }
  }

  /// `ForEach(groups)` without `id:` over a type whose `id` is its whole value's
  /// (`var id: Int { hashValue }`): keyed as by `id: \.self`, so an element whose content
  /// changes gets a new identity and its row is replaced (audit sample AC, two misses). Only
  /// where the collection can change: its own writes, or a computed collection reading
  /// something that can (variant `content-id`).
  func contentIDFinding(_ call: FunctionCallExprSyntax, _ file: AuditedFile, _ facts: ProjectFacts)
    -> Finding?
  {
    guard let data = call.firstUnlabeledArgument?.unparenthesized,
      !facts.typesWithContentID.isEmpty
    else { return nil }
    let reader = call.enclosingTypeName
    // The element type where the data is declared (never another type's property of the same
    // name), and what its value reads when it is computed: a function's body, a getter (nil
    // inside: a volatile read). A stored collection changes only as the code writes it.
    let declared: Set<String>
    let read: String
    var computed: [Set<String>?] = []
    var owners: Set<String>?
    if let function = data.as(FunctionCallExprSyntax.self),
      let name = function.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      function.arguments.isEmpty
    {
      let key = reader.map { "\($0).\(name)" } ?? name
      declared = Set([facts.functionElementTypes[key]].compactMap { $0 })
      read = name
      if let reads = facts.functionReads[key] { computed = [reads] }
    } else if let reference = data.as(DeclReferenceExprSyntax.self), let reader {
      read = reference.baseName.text
      let written = facts.memberTypes["\(reader).\(read)"] ?? ""
      declared =
        written.hasPrefix("[") && written.hasSuffix("]") && !written.contains(":")
        ? [String(written.dropFirst().dropLast())] : []
      owners = [reader]
      if let reads = facts.computedReads["\(reader).\(read)"] { computed = [reads] }
    } else if let member = data.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self)
    {
      read = member.declName.baseName.text
      declared = facts.memberElementTypes(read, of: base.baseName.text, at: base) ?? []
      owners = facts.owners(of: data, readIn: reader)
      for owner in owners ?? [] {
        if let reads = facts.computedReads["\(owner).\(read)"] { computed.append(reads) }
      }
    } else {
      return nil
    }
    guard
      let type = declared.filter({
        facts.typesWithContentID.contains($0) && !facts.isHashedByConstants($0)
      }).sorted().first
    else { return nil }
    let computedChanges = computed.contains { reads in
      reads.map { $0.contains { facts.canChange($0, bare: true) } } ?? true
    }
    guard facts.changes(read, of: owners) || computedChanges else { return nil }
    return finding(
      "content-id", at: data, in: file, collection: nil,
      ["collection": data.excerpt, "type": type])
  }

  /// The collection whose elements are the rows' ids: the data under `id: \.self`, and `x`
  /// under `id: \.element` (or `\.1`, the same tuple position unlabelled) over `x.enumerated()`
  /// or `Array(x.enumerated())` (the pair's element is the key, so equal elements share one
  /// identity as under `id: \.self`).
  static func keyedElements(_ data: ExprSyntax?, key: String) -> ExprSyntax? {
    guard let data else { return nil }
    switch key {
    // Equal values have equal hash values (Apple, `Hashable`): `\.hashValue` keys as `\.self`.
    case "\\.self", "\\.description", "\\.hashValue": return data
    case "\\.element", "\\.1":
      var expression = data.unparenthesized
      if let call = expression.as(FunctionCallExprSyntax.self), call.calleeName == "Array",
        call.arguments.count == 1, let only = call.arguments.first
      {
        expression = only.expression.unparenthesized
      }
      guard let call = expression.as(FunctionCallExprSyntax.self),
        call.calleeName == "enumerated", call.arguments.isEmpty
      else { return nil }
      return call.receiver
    default: return nil
    }
  }

  /// The field a key path names (`header` for `\.header`, `id` for `\.id`), when it is one
  /// stored field and not a key this rule reads otherwise (`\.self`, the tuple keys of
  /// `enumerated()`).
  static func fieldKey(_ key: String) -> String? {
    guard key.hasPrefix("\\.") else { return nil }
    let field = String(key.dropFirst(2))
    let others: Set<String> = [
      "self", "description", "hashValue", "element", "offset", "0", "1",
    ]
    guard !others.contains(field), field.first?.isLetter == true,
      field.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return nil }
    return field
  }

  /// `id: \.header` over a collection the code grows with values whose `header` can repeat
  /// (`FactCollector.repeatableFields`: what a form holds, a literal), by a writer that can
  /// reach it and with no membership check on every path: two rows can claim one identity
  /// (audit sample AL's misses).
  static func fieldVariant(
    for data: ExprSyntax, field: String, facts: ProjectFacts, readIn reader: String?
  ) -> (name: String, arguments: [String: String])? {
    let source = data.sourceCollection
    guard let read = source.collectionKey else { return nil }
    let name = facts.computedSources[read] ?? read
    guard
      reaches(
        facts.repeatableFieldAppends[name + "|" + field], source: source, name: name,
        read: read, facts: facts, readIn: reader),
      !facts.guardedByEveryCaller(name)
    else { return nil }
    return ("repeatable-field", ["collection": source.excerpt, "field": field])
  }

  /// Whether one of `writers` can reach the collection `source` reads (its own type's, a
  /// variable of its type, or one the code does not say); another type's `rows` is not this
  /// one, and a local variable's appends reach only that local. A computed collection's
  /// source (`name` differs from `read`) is read in its getter, whose owners are not known.
  static func reaches(
    _ writers: Set<String>?, source: ExprSyntax, name: String, read: String,
    facts: ProjectFacts, readIn reader: String?
  ) -> Bool {
    guard let writers else { return false }
    let owners = name == read ? facts.owners(of: source, readIn: reader) : nil
    let isLocal =
      source.unparenthesized.as(DeclReferenceExprSyntax.self)?.localDeclaration != nil
    let found = isLocal ? writers : writers.subtracting(["local"])
    return !found.isEmpty && facts.reaches(found, owners)
  }

  /// Whether `call` maps a `stride(from:to:by:)` or `stride(from:through:by:)` by the identity
  /// (`{ $0 }`) or to its text (`textProjections`): a stride's values go one way by a step that
  /// is not zero (Apple, `stride(from:to:by:)`), so no two are equal, and neither projection
  /// makes two equal (audit sample AL: a chart's ticks; `Int($0)` of a fractional step could).
  static func mapsStrideOneToOne(_ call: FunctionCallExprSyntax, receiver: ExprSyntax) -> Bool {
    guard let stride = receiver.unparenthesized.as(FunctionCallExprSyntax.self),
      stride.calleeName == "stride", stride.receiver == nil,
      stride.arguments.map({ $0.label?.text ?? "_" }) == ["from", "to", "by"]
        || stride.arguments.map({ $0.label?.text ?? "_" }) == ["from", "through", "by"],
      call.calleeName == "map"
    else { return false }
    return projection(of: call) == "{$0}" || isTextMap(call)
  }

  /// Whether `call` splits a text whose every value the code says (a literal, a property
  /// only ever given literals or localized strings found in the project's catalogs) by a
  /// literal separator, and no value has two equal parts: its parts are unique.
  /// `split(separator:)` leaves out empty parts, `components(separatedBy:)` keeps them.
  static func splitsFixedTexts(
    _ call: FunctionCallExprSyntax, receiver: ExprSyntax, facts: ProjectFacts,
    readIn reader: String?
  ) -> Bool {
    let keepsEmpty: Bool
    let separator: ExprSyntax?
    switch call.calleeName {
    case "split" where call.arguments.count == 1:
      keepsEmpty = false
      separator = call.argument(labeled: "separator")
    case "components" where call.arguments.count == 1:
      keepsEmpty = true
      separator = call.argument(labeled: "separatedBy")
    default:
      return false
    }
    guard let mark = separator?.unparenthesized.as(StringLiteralExprSyntax.self)?.plainText,
      !mark.isEmpty
    else { return false }
    let texts = fixedTexts(of: receiver, facts: facts, readIn: reader)
    guard let texts, !texts.isEmpty else { return false }
    return texts.allSatisfy { value in
      let parts = value.components(separatedBy: mark).filter { keepsEmpty || !$0.isEmpty }
      return Set(parts).count == parts.count
    }
  }

  /// Whether `call` maps each character of a text whose every value the code says (as for
  /// `splitsFixedTexts`) to its own string (`map { String($0) }`, `map(String.init)`,
  /// `map { "\($0)" }`), and no value repeats a character: equal strings come only from
  /// equal characters.
  static func mapsFixedCharacters(
    _ call: FunctionCallExprSyntax, receiver: ExprSyntax, facts: ProjectFacts,
    readIn reader: String?
  ) -> Bool {
    guard isTextMap(call) else { return false }
    guard let texts = fixedTexts(of: receiver, facts: facts, readIn: reader), !texts.isEmpty
    else { return false }
    return texts.allSatisfy { Set($0).count == $0.count }
  }

  /// Whether `call` is `map` with a closure that writes each element as the same text
  /// (`textProjections`).
  static func isTextMap(_ call: FunctionCallExprSyntax) -> Bool {
    guard call.calleeName == "map" else { return false }
    return textProjections.contains(projection(of: call) ?? "")
  }

  /// The closure or function a projecting call passes, as written without spaces (`{$0.id}`,
  /// `String.init`).
  static func projection(of call: FunctionCallExprSyntax) -> String? {
    (call.firstUnlabeledArgument ?? call.trailingClosure.map(ExprSyntax.init))?.spacelessText
  }

  /// Whether `call` writes as text the elements of a member that returns them distinct
  /// (`palette.emojis.uniqued.map(String.init)`, where the project's `uniqued` keeps each
  /// character once, `DistinctAccumulator`): distinct characters or strings make distinct
  /// strings (audit sample T).
  static func mapsDistinctTexts(
    _ call: FunctionCallExprSyntax, receiver: ExprSyntax, facts: ProjectFacts
  ) -> Bool {
    guard isTextMap(call) else { return false }
    let source = receiver.unparenthesized
    let name =
      source.as(FunctionCallExprSyntax.self)?.calleeName
      ?? source.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    return name.flatMap { facts.distinctResults[$0] } == true
  }

  /// Whether `call` flattens (`flatMap { $0 }`, `joined()`) a `let` of the type it is written
  /// in whose value is an array literal of array literals of literals, none written twice: the
  /// rows of a number pad (`[["1", "2", "3"], …, ["0"]]`) give ten distinct keys (audit sample
  /// AP's false warning).
  static func flattensDistinctLiterals(_ call: FunctionCallExprSyntax, receiver: ExprSyntax)
    -> Bool
  {
    switch call.calleeName {
    case "flatMap":
      guard
        let closure = call.trailingClosure
          ?? call.firstUnlabeledArgument?.unparenthesized.as(ClosureExprSyntax.self),
        closure.statements.count == 1,
        closure.statements.first?.item.as(ExprSyntax.self)?.trimmedDescription
          == MembershipGuard.onlyParameter(of: closure)
      else { return false }
    case "joined" where call.arguments.isEmpty:
      break
    default:
      return false
    }
    let source = receiver.unparenthesized
    let name =
      source.as(DeclReferenceExprSyntax.self).flatMap {
        $0.localDeclaration == nil ? $0.baseName.text : nil
      }
      ?? source.as(MemberAccessExprSyntax.self).flatMap {
        $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil
      }
    var current = call.parent
    while let node = current, !node.is(MemberBlockSyntax.self) { current = node.parent }
    guard let name, let members = current?.as(MemberBlockSyntax.self) else { return false }
    for member in members.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        variable.bindingSpecifier.tokenKind == .keyword(.let)
      else { continue }
      for binding in variable.bindings where binding.name == name {
        guard let rows = binding.initializer?.value.as(ArrayExprSyntax.self) else { return false }
        var leaves: [String] = []
        for row in rows.elements {
          guard let items = row.expression.as(ArrayExprSyntax.self) else { return false }
          for item in items.elements {
            let value = item.expression
            guard value.is(StringLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self)
            else { return false }
            leaves.append(value.trimmedDescription)
          }
        }
        return Set(leaves).count == leaves.count
      }
    }
    return false
  }

  /// Whether `call`'s closure keeps a value only when a set had not seen it (`seen.insert(key)
  /// .inserted ? key : nil`, a `guard` or `if` on it): the idiom that drops repeats, so the
  /// projection's values are unique (sample S). A `Set`'s `insert(_:)` returns `inserted` false
  /// when the value was already there (Apple, `Set.insert(_:)`).
  static func keepsFirstOccurrences(_ call: FunctionCallExprSyntax) -> Bool {
    guard
      let closure = call.trailingClosure
        ?? call.firstUnlabeledArgument?.unparenthesized.as(ClosureExprSyntax.self)
    else { return false }
    return closure.statements.tokens(viewMode: .sourceAccurate).contains { token in
      guard token.text == "inserted",
        let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
        let insert = member.base?.as(FunctionCallExprSyntax.self)
      else { return false }
      return insert.calleeName == "insert" && insert.arguments.count == 1
    }
  }

  /// Every value the text `expression` can hold, when the code says them all: a literal, or a
  /// property (`Self.palette`, `Art.palette` too) only ever given literals or localized strings.
  static func fixedTexts(of expression: ExprSyntax, facts: ProjectFacts, readIn reader: String?)
    -> [String]?
  {
    let text = expression.unparenthesized
    if let literal = text.as(StringLiteralExprSyntax.self) {
      return literal.plainText.map { [$0] }
    }
    guard let name = text.referencedName else { return nil }
    var owners = facts.owners(of: text, readIn: reader)
    // `Self.palette`, `Art.palette`: a static member of that type.
    if let base = text.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self),
      base.localDeclaration == nil
    {
      let type = base.baseName.text
      if type == "Self" {
        owners = reader.map { [$0] }
      } else if type.first?.isUppercase == true, facts.declaredTypes.contains(type),
        facts.types(of: base) == nil
      {
        owners = [type]
      }
    }
    return facts.fixedTexts(of: name, owners: owners)
  }

  /// Why `data`'s elements make poor identities, if they do.
  static func variant(for data: ExprSyntax, facts: ProjectFacts, readIn reader: String?) -> (
    name: String, arguments: [String: String]
  )? {
    if data.is(ArrayExprSyntax.self) || data.is(InfixOperatorExprSyntax.self)
      || data.as(FunctionCallExprSyntax.self)?.calleeName == "Array",
      let repeated = data.repeatedLiteralElement
    {
      return ("duplicate-literal", ["value": repeated])
    }
    if data.is(ArrayExprSyntax.self) { return nil }
    if let name = data.referencedName, let repeated = facts.repeatingConstants[name] {
      return ("duplicate-literal", ["value": repeated])
    }
    // `daysInMonth()`, a function of the view's own that returns such a collection.
    if let call = data.as(FunctionCallExprSyntax.self), let name = call.calleeName,
      call.receiver == nil || call.receiver?.trimmedDescription == "self",
      let repeated = facts.repeatingConstants[
        call.enclosingTypeName.map { "\($0).\(name)" } ?? name]
    {
      return ("duplicate-literal", ["value": repeated])
    }
    if let call = data.as(FunctionCallExprSyntax.self), let name = call.calleeName,
      projectingMethods.contains(name), let receiver = call.receiver
    {
      let projection = Self.projection(of: call)
      // Ids, and a dictionary's keys, are unique by construction.
      let keepsIDs = ["\\.id", "{$0.id}", "\\.key", "{$0.key}"].contains(projection ?? "")
      let fromUniqueSource =
        keepsFirstOccurrences(call)
        || receiver.unparenthesized.rangeBounds != nil
        || mapsStrideOneToOne(call, receiver: receiver)
        || receiver.referencedName == "allCases"
        || splitsFixedTexts(call, receiver: receiver, facts: facts, readIn: reader)
        || mapsFixedCharacters(call, receiver: receiver, facts: facts, readIn: reader)
        || mapsDistinctTexts(call, receiver: receiver, facts: facts)
        || flattensDistinctLiterals(call, receiver: receiver)
      return keepsIDs || fromUniqueSource ? nil : ("projected", ["collection": data.excerpt])
    }
    let source = data.sourceCollection
    guard let read = source.collectionKey else { return nil }
    // A computed collection is the collection it derives from.
    let name = facts.computedSources[read] ?? read
    guard !facts.setNames.contains(name) else { return nil }
    let member = source.unparenthesized.as(MemberAccessExprSyntax.self)
    let resolved = member.flatMap { member in
      member.base?.referencedName.flatMap {
        facts.memberElementTypes(
          member.declName.baseName.text, of: $0,
          at: member.base?.unparenthesized.as(DeclReferenceExprSyntax.self))
      }
    }
    let elements =
      resolved ?? (facts.elementTypes[read] ?? []).union(facts.elementTypes[name] ?? [])
    // A value's fields change only where the code edits an element in place.
    if facts.elementWrittenNames.contains(name),
      let mutable = elements.sorted().first(where: {
        facts.structsWithMutableFields.contains($0) && !facts.isHashedByConstants($0)
          // A class of that name, beside a struct of it nested in another type: the class
          // (audit sample AP: an export struct `Export.Contact` taken for the `@Model` class).
          && !(facts.referenceTypes.contains($0) && facts.nestedStructNames.contains($0))
      })
    {
      return ("mutable-fields", ["collection": source.excerpt, "type": mutable])
    }
    // Appends by a writer that can reach this collection (`reaches`).
    func reachable(_ writers: Set<String>?) -> Bool {
      reaches(writers, source: source, name: name, read: read, facts: facts, readIn: reader)
    }
    // A membership check counts where it guards a writer's insert (`MembershipGuard`), in the
    // inserting function or on the path of every call of it in the target.
    guard reachable(facts.repeatableAppends[name]), !facts.guardedByEveryCaller(name) else {
      return nil
    }
    // The same literal appended each time the code runs repeats from the second time on.
    let literal = facts.literalAppends[name].flatMap {
      facts.typesWithFreshDefaultID.contains($0) || !reachable(facts.literalAppenders[name])
        ? nil : $0
    }
    if let plain = elements.sorted().first(where: plainTypes.contains) ?? literal {
      return ("repeatable", ["collection": source.excerpt, "type": plain])
    }
    return nil
  }
}
