import IdentityEngine
import IdlabTestSupport
import Testing

@testable import ViewScript

/// SwiftData as an empty in-memory store: `@Model`, `@Query`, `@Environment(\.modelContext)`.
///
/// Expected values, derived from the rules in docs/semantics.md before running anything:
/// 1. A run's store starts empty: the `@Query` reads `[]`.
/// 2. `insert(_:)` adds the instance; the bodies whose `@Query` read that model type run again,
///    so a `ForEach` over the query gains one row per insert, keyed by the instance (identities
///    `…/ForEach/Chore#N`), sorted by the `sort:` key path (`order: .reverse` reverses it).
/// 3. `delete(_:)` removes it: its row's identity ends (`destroy`).
/// 4. A `@Model` instance is observable: setting a property re-runs the bodies that read it.
/// 5. `filter: #Predicate { … }` is accepted and not evaluated: every instance is listed.
@Suite struct SwiftDataTests {
  static let chores = """
    @Model final class Chore {
      var title: String
      var done = false
      init(title: String) {
        self.title = title
      }
    }
    struct Home: View {
      var body: some View {
        Chores().modelContainer(for: Chore.self, inMemory: true)
      }
    }
    struct Chores: View {
      @Environment(\\.modelContext) private var context
      @Query(sort: \\Chore.title) private var chores: [Chore]
      var body: some View {
        let _ = print("chores")
        VStack {
          Button("add") {
            let names = ["walk", "cook", "shop"]
            context.insert(Chore(title: names[chores.count % 3]))
            try? context.save()
          }
          Button("delete first") {
            if let first = chores.first { context.delete(first) }
          }
          ForEach(chores) { chore in
            Row(chore: chore)
          }
          Text("\\(chores.count) chores")
        }
      }
    }
    struct Row: View {
      let chore: Chore
      var body: some View {
        Button("\\(chore.title) \\(chore.done)") { chore.done.toggle() }
      }
    }
    struct Newest: View {
      @Environment(\\.modelContext) private var context
      @Query(filter: #Predicate<Chore> { !$0.done }, sort: \\Chore.title, order: .reverse)
      private var chores: [Chore]
      var body: some View {
        VStack {
          Button("add") { context.insert(Chore(title: "chore \\(chores.count)")) }
          Button("add done") {
            let chore = Chore(title: "chore 9")
            chore.done = true
            context.insert(chore)
          }
          ForEach(chores) { chore in Text(chore.title) }
        }
      }
    }
    """

  static func rows(_ outcome: Outcome) -> [String] {
    outcome.events(.create, type: "Row").map(\.identity)
  }

  @Test func aQueryListGrowsWithEachInsertInSortOrder() throws {
    let scene = try TestScene(source: Self.chores, root: "Home")
    #expect(scene.first.tree.texts == ["0 chores"])
    #expect(scene.run.printed == ["chores"])
    let first = try scene.perform(#"tap "add""#)
    #expect(first.tree.texts == ["1 chores"])
    #expect(Self.rows(first) == ["Home/Chores/VStack/2/ForEach/Chore#1/Row"])
    try scene.perform(#"tap "add""#)
    let third = try scene.perform(#"tap "add""#)
    // walk, cook, shop inserted; listed by title.
    #expect(
      third.tree.nodes(ofType: "Button").compactMap(\.label) == [
        "add", "delete first", "cook false", "shop false", "walk false",
      ])
    #expect(Self.rows(third) == ["Home/Chores/VStack/2/ForEach/Chore#3/Row"])
    #expect(scene.run.printed == ["chores", "chores", "chores", "chores"])
    let rows = third.tree.nodes(ofType: "Row").map(\.identity)
    #expect(
      rows == [
        "Home/Chores/VStack/2/ForEach/Chore#2/Row", "Home/Chores/VStack/2/ForEach/Chore#3/Row",
        "Home/Chores/VStack/2/ForEach/Chore#1/Row",
      ])
  }

  @Test func deleteEndsTheRowsIdentityAndAModelIsObservable() throws {
    let scene = try TestScene(source: Self.chores, root: "Home")
    try scene.perform(#"tap "add""#)
    try scene.perform(#"tap "add""#)
    let toggled = try scene.perform(#"tap "walk false""#)
    #expect(
      toggled.tree.nodes(ofType: "Button").compactMap(\.label).suffix(2) == [
        "cook false", "walk true",
      ])
    // Only the row that read `done` ran its body: the list did not.
    #expect(scene.run.printed == ["chores", "chores", "chores"])
    let deleted = try scene.perform(#"tap "delete first""#)
    #expect(deleted.tree.texts == ["1 chores"])
    #expect(
      deleted.events(.destroy, type: "Row").map(\.identity) == [
        "Home/Chores/VStack/2/ForEach/Chore#2/Row"
      ])
  }

  /// `Query.init(filter:sort:order:)`: "A predicate on the type of model being queried" (Apple).
  @Test func aFilterListsWhatItsPredicateAcceptsAndReverseOrderReverses() throws {
    let scene = try TestScene(source: Self.chores, root: "Newest")
    try scene.perform(#"tap "add""#)
    try scene.perform(#"tap "add""#)
    // Neither chore is done: both are listed, the greater title first.
    #expect(scene.tree.texts == ["chore 1", "chore 0"])
    // A done chore is in the store and not in the list, though its title sorts first.
    try scene.perform(#"tap "add done""#)
    #expect(scene.tree.texts == ["chore 1", "chore 0"])
  }

  @Test func aQueryBuiltInInitIsAcceptedAndReadsTheStore() throws {
    let scene = try TestScene(
      source: Self.chores + """

        struct Filtered: View {
          @Environment(\\.modelContext) private var context
          @Query private var chores: [Chore]
          let wanted: Bool
          init(wanted: Bool) {
            self.wanted = wanted
            _chores = Query(
              FetchDescriptor<Chore>(
                predicate: #Predicate { chore in chore.done == wanted },
                sortBy: [SortDescriptor(\\.title)]))
          }
          var body: some View {
            VStack {
              Button("add") { context.insert(Chore(title: "c\\(chores.count)")) }
              Text("\\(chores.count) listed")
            }
          }
        }
        struct Shell: View {
          var body: some View { Filtered(wanted: true) }
        }
        """, root: "Shell")
    try scene.perform(#"tap "add""#)
    // The descriptor is not read: the one chore is listed although it is not done.
    #expect(scene.tree.texts == ["1 listed"])
  }

  @Test func aFreshRunStartsWithAnEmptyStore() throws {
    let first = try TestScene(source: Self.chores, root: "Home")
    try first.perform(#"tap "add""#)
    let second = try TestScene(source: Self.chores, root: "Home")
    #expect(second.first.tree.texts == ["0 chores"])
  }

  /// A `@Model` instance's `modelContext` is the run's context once inserted, nil before: a
  /// row can delete itself through it.
  @Test func aModelsContextIsTheOneItWasInsertedInto() throws {
    let scene = try TestScene(
      source: """
        @Model final class Clip {
          var text: String
          init(text: String) { self.text = text }
        }
        struct Clips: View {
          @Environment(\\.modelContext) private var context
          @Query private var clips: [Clip]
          let draft = Clip(text: "draft")
          var body: some View {
            VStack {
              Text(draft.modelContext == nil ? "unsaved" : "saved")
              ForEach(clips) { clip in
                Button(clip.text) { clip.modelContext?.delete(clip) }
              }
              Button("Add") { context.insert(Clip(text: "one")) }
            }
          }
        }
        """, root: "Clips")
    #expect(scene.first.tree.texts == ["unsaved"])
    #expect(
      try scene.perform(#"tap "Add""#).tree.nodes(ofType: "Button").map(\.label) == ["one", "Add"])
    #expect(try scene.perform(#"tap "one""#).tree.nodes(ofType: "Button").map(\.label) == ["Add"])
  }

  /// `context.fetch(FetchDescriptor<T>(sortBy:))` reads the store as `@Query` does, sorted by
  /// its first descriptor; `fetchCount` counts. Unlike a query, a fetch subscribes nothing: an
  /// insert does not run the body again (Apple, `Query`: the wrapper is what "keeps those models
  /// in sync with the underlying data"); the next body for another reason sees the new rows.
  /// Until session 15 the body that fetched re-ran on every insert, and a preview whose content
  /// inserted an object on each body looped ("State kept changing", the twenty-ninth sample).
  @Test func aFetchDescriptorReadsTheStore() throws {
    let scene = try TestScene(
      source: """
        @Model final class Word {
          var text: String
          init(text: String) { self.text = text }
        }

        struct Due: View {
          @Environment(\\.modelContext) private var context
          @State private var refreshes = 0
          var words: [Word] {
            (try? context.fetch(FetchDescriptor<Word>(sortBy: [SortDescriptor(\\.text)]))) ?? []
          }
          var body: some View {
            VStack {
              Text(words.map(\\.text).joined(separator: ","))
              Text("\\((try? context.fetchCount(FetchDescriptor<Word>())) ?? -1) due")
              Button("Add") { context.insert(Word(text: words.isEmpty ? "b" : "a")) }
              Button("Refresh") { refreshes += 1 }
            }
          }
        }
        """, root: "Due")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["", "0 due"])
    _ = try scene.perform(#"tap "Add""#)
    #expect(try scene.perform(#"tap "Add""#).tree.texts == ["", "0 due"])
    #expect(try scene.perform(#"tap "Refresh""#).tree.texts == ["a,b", "2 due"])
  }

  /// `ModelContext.delete(model:where:includeSubclasses:)`: "Removes each model satisfying the
  /// given predicate from the persistent storage during the next save operation" (Apple); with
  /// no predicate, every instance of the type. The rows of the deleted instances end.
  @Test func deleteModelRemovesEveryInstanceItsPredicateAccepts() throws {
    let scene = try TestScene(
      source: """
        @Model final class Tag {
          var name: String
          init(name: String) { self.name = name }
        }
        struct Tags: View {
          @Environment(\\.modelContext) private var context
          @Query private var tags: [Tag]
          var body: some View {
            VStack {
              Button("seed") { for name in ["red", "blue", "red"] { context.insert(Tag(name: name)) } }
              Button("drop red") { try? context.delete(model: Tag.self, where: #Predicate { $0.name == "red" }) }
              Button("drop all") { try? context.delete(model: Tag.self) }
              Text(tags.map(\\.name).joined(separator: ","))
            }
          }
        }
        struct Home: View {
          var body: some View { Tags().modelContainer(for: Tag.self, inMemory: true) }
        }
        """, root: "Home")
    #expect(try scene.perform(#"tap "seed""#).tree.texts == ["red,blue,red"])
    #expect(try scene.perform(#"tap "drop red""#).tree.texts == ["blue"])
    try scene.perform(#"tap "seed""#)
    #expect(try scene.perform(#"tap "drop all""#).tree.texts == [""])
  }

  /// `ModelContext.hasChanges`: "whether the context has unsaved changes" (Apple): true after an
  /// insert, false again after `save()`. A member idlab does not simulate of the context is an
  /// opaque value (opaque by default); writing one changes nothing.
  @Test func hasChangesFollowsInsertsAndSavesAndOtherMembersAreOpaque() throws {
    let scene = try TestScene(
      source: """
        @Model final class Note {
          var text: String
          init(text: String) { self.text = text }
        }
        struct Notes: View {
          @Environment(\\.modelContext) private var context
          @State private var log = ""
          var body: some View {
            VStack {
              Button("add") {
                context.insert(Note(text: "a"))
                log = "\\(context.hasChanges)"
                try? context.save()
                log += " \\(context.hasChanges)"
              }
              Button("undo") {
                context.undoManager = nil
                log = "\\(context.autosaveEnabled)"
              }
              Text(log)
            }
          }
        }
        struct Home: View {
          var body: some View { Notes().modelContainer(for: Note.self, inMemory: true) }
        }
        """, root: "Home")
    #expect(try scene.perform(#"tap "add""#).tree.texts == ["true false"])
    let undo = try scene.perform(#"tap "undo""#)
    #expect(undo.error == nil, "\(String(describing: undo.error))")
    #expect(undo.tree.texts == ["‹ModelContext.autosaveEnabled›"])
  }

  /// `@Query(sort: [SortDescriptor(\\Book.title), …])` sorts by its first descriptor first, and
  /// `persistentModelID` is one identifier per instance, read inside the model too (Apple,
  /// `Query`, `PersistentModel.persistentModelID`).
  @Test func aQuerysSortDescriptorsAndAModelsIdentifier() throws {
    let scene = try TestScene(
      source: """
        @Model final class Book {
          var title: String
          init(title: String) { self.title = title }
          var key: String { "\\(persistentModelID)" }
        }
        struct Shelf: View {
          @Environment(\\.modelContext) private var context
          @Query(sort: [SortDescriptor(\\Book.title), SortDescriptor(\\Book.title, order: .reverse)])
          private var books: [Book]
          var body: some View {
            VStack {
              Button("add") {
                context.insert(Book(title: "b"))
                context.insert(Book(title: "a"))
              }
              Text(books.map(\\.title).joined(separator: ","))
              Text(books.count == 2 ? "\\(books[0].persistentModelID == books[1].persistentModelID) \\(books[0].key == books[0].key)" : "")
            }
          }
        }
        struct Home: View {
          var body: some View { Shelf().modelContainer(for: Book.self, inMemory: true) }
        }
        """, root: "Home")
    #expect(try scene.perform(#"tap "add""#).tree.texts == ["a,b", "false true"])
  }

  /// A later sort descriptor breaks the ties of the ones before it, for `@Query` and for a
  /// `FetchDescriptor` (SwiftData, `FetchDescriptor.sortBy`: "The fetch applies the sort
  /// descriptors in the same order as they appear in the array"): by shelf, then by title
  /// reversed.
  @Test func laterSortDescriptorsBreakTheTiesOfEarlierOnes() throws {
    let scene = try TestScene(
      source: """
        @Model final class Book {
          var shelf: Int
          var title: String
          init(shelf: Int, title: String) {
            self.shelf = shelf
            self.title = title
          }
        }
        struct Shelf: View {
          @Environment(\\.modelContext) private var context
          @Query(sort: [SortDescriptor(\\Book.shelf), SortDescriptor(\\Book.title, order: .reverse)])
          private var books: [Book]
          @State private var fetched = ""
          var body: some View {
            VStack {
              Button("add") {
                context.insert(Book(shelf: 2, title: "a"))
                context.insert(Book(shelf: 1, title: "b"))
                context.insert(Book(shelf: 2, title: "c"))
                context.insert(Book(shelf: 1, title: "d"))
                let descriptor = FetchDescriptor<Book>(
                  sortBy: [SortDescriptor(\\.title, order: .reverse), SortDescriptor(\\.shelf)])
                fetched = ((try? context.fetch(descriptor)) ?? []).map(\\.title).joined()
              }
              Text(books.map { "\\($0.shelf)\\($0.title)" }.joined(separator: ","))
              Text(fetched)
            }
          }
        }
        struct Home: View {
          var body: some View { Shelf().modelContainer(for: Book.self, inMemory: true) }
        }
        """, root: "Home")
    #expect(try scene.perform(#"tap "add""#).tree.texts == ["1d,1b,2c,2a", "dcba"])
  }

  /// A `@Query` over a model nested in another type (`[Store.Jar]`, as a `VersionedSchema`
  /// declares its models) lists the instances inserted, which are made as that type (sample 43:
  /// an empty list).
  @Test func aQueryOverANestedModelListsItsInstances() throws {
    let scene = try TestScene(
      source: """
        enum Store {
          @Model
          class Jar {
            var name: String
            init(name: String) { self.name = name }
          }
        }
        struct JarList: View {
          @Query var jars: [Store.Jar]
          var body: some View {
            List(jars) { jar in Text(jar.name) }
          }
        }
        struct Shelf: View {
          let container: ModelContainer = {
            let container = try! ModelContainer(
              for: Store.Jar.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
            container.mainContext.insert(Store.Jar(name: "Honey"))
            return container
          }()
          var body: some View { JarList().modelContainer(container) }
        }
        """, root: "Shelf")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Honey"])
  }

  /// `_novels = Query(filter:sort:)` in a view's initializer makes that instance's query: its
  /// filter (which may read the initializer's parameters) and its order replace the
  /// attribute's (Apple, `Query.init(filter:sort:order:transaction:)`; sample 48 ignored them).
  @Test func aQueryMadeInTheInitializerFiltersAndSorts() throws {
    let scene = try TestScene(
      source: """
        @Model final class Novel {
          var title: String
          var author: String
          init(title: String, author: String) { self.title = title; self.author = author }
        }
        struct NovelList: View {
          @Query var novels: [Novel]
          init(skipping author: String) {
            _novels = Query(
              filter: #Predicate<Novel> { $0.author != author }, sort: [SortDescriptor(\\Novel.title)])
          }
          var body: some View { List(novels) { Text($0.title) } }
        }
        #Preview {
          let container = try! ModelContainer(
            for: Novel.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
          container.mainContext.insert(Novel(title: "Ulysses", author: "Joyce"))
          container.mainContext.insert(Novel(title: "Persuasion", author: "Austen"))
          container.mainContext.insert(Novel(title: "Middlemarch", author: "Eliot"))
          return NovelList(skipping: "Joyce").modelContainer(container)
        }
        """, path: "NovelList.swift")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Middlemarch", "Persuasion"])
  }
}
