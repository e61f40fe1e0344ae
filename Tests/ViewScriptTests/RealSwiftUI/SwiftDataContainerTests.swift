import IdentityEngine
import Testing

@testable import ViewScript

/// A preview that builds its own SwiftData container: `Schema`, `ModelConfiguration`,
/// `ModelContainer`, `mainContext`, `ModelContext(_:)`.
///
/// Expected values, derived from the rules in docs/semantics.md before running anything:
/// 1. Every container's `mainContext` is the run's one store, the one `@Environment(\.modelContext)`
///    is and `@Query` reads: what the preview inserts before the first body is listed by it, in
///    `sort:` order, each row keyed by its instance (`Habit#N`, N counting every class instance
///    the run made, in creation order).
/// 2. An insert through the environment's context after that joins the same list (a new row, the
///    old rows' identities kept); a `@Model` property set re-renders its row.
/// 3. `isStoredInMemoryOnly: false` changes nothing: the store is empty at the start of each run.
/// 4. A schema or container of a type that is not a `@Model` class is rejected at the call.
@Suite struct SwiftDataContainerTests {
  static let habits = """
    @Model final class Habit {
      var name: String
      var streak = 0
      init(name: String) { self.name = name }
    }
    @Model final class Note {
      var text: String
      init(text: String) { self.text = text }
    }
    enum SampleData {
      @MainActor
      static func container() -> ModelContainer {
        let schema = Schema([Habit.self, Note.self])
        let configuration = ModelConfiguration(schema: schema, isStoredInMemoryOnly: true)
        let container = try! ModelContainer(for: schema, configurations: [configuration])
        container.mainContext.insert(Habit(name: "run"))
        container.mainContext.insert(Note(text: "hello"))
        container.mainContext.insert(Habit(name: "read"))
        return container
      }
    }
    struct Habits: View {
      @Environment(\\.modelContext) private var context
      @Query(sort: \\Habit.name) private var habits: [Habit]
      @Query private var notes: [Note]
      var body: some View {
        VStack {
          ForEach(habits) { habit in
            Button("\\(habit.name) \\(habit.streak)") { habit.streak += 1 }
          }
          Button("add") { context.insert(Habit(name: "code")) }
          Text("\\(habits.count) habits, \\(notes.count) notes")
        }
      }
    }
    #Preview {
      Habits().modelContainer(SampleData.container())
    }
    """

  @Test func whatThePreviewInsertsIsWhatTheQueryLists() throws {
    let scene = try TestScene(source: Self.habits)
    #expect(scene.first.tree.texts == ["2 habits, 1 notes"])
    #expect(
      scene.first.tree.nodes(ofType: "Button").compactMap(\.label) == ["read 0", "run 0", "add"])
    // `run` was made first (#1), the note second (#2), `read` third (#3).
    #expect(
      scene.first.events(.create, type: "Button").map(\.identity).prefix(2) == [
        "Preview/Habits/VStack/0/ForEach/Habit#3/Button",
        "Preview/Habits/VStack/0/ForEach/Habit#1/Button",
      ])
  }

  @Test func theEnvironmentsContextIsTheContainersMainContext() throws {
    let scene = try TestScene(source: Self.habits)
    let added = try scene.perform(#"tap "add""#)
    #expect(added.tree.texts == ["3 habits, 1 notes"])
    #expect(
      added.tree.nodes(ofType: "Button").compactMap(\.label) == [
        "code 0", "read 0", "run 0", "add",
      ])
    #expect(
      added.events(.create, type: "Button").map(\.identity) == [
        "Preview/Habits/VStack/0/ForEach/Habit#4/Button"
      ])
    #expect(added.events(.destroy).isEmpty)
    let bumped = try scene.perform(#"tap "run 0""#)
    #expect(bumped.tree.nodes(ofType: "Button").compactMap(\.label).contains("run 1"))
    #expect(bumped.events(.create).isEmpty)
  }

  @Test func typesVariadicConfigurationsAndANewContextShareTheOneStore() throws {
    let scene = try TestScene(
      source: Self.habits + """

        struct Seeded: View {
          let container: ModelContainer
          init() {
            do {
              container = try ModelContainer(
                for: Habit.self, Note.self,
                configurations: ModelConfiguration(isStoredInMemoryOnly: false))
            } catch {
              fatalError("no container")
            }
            let context = ModelContext(container)
            context.insert(Habit(name: "swim"))
            try? context.save()
          }
          var body: some View {
            Habits().modelContainer(container)
          }
        }
        """, root: "Seeded")
    #expect(scene.first.tree.texts == ["1 habits, 0 notes"])
    #expect(
      scene.first.tree.nodes(ofType: "Button").map(\.identity).first
        == "Seeded/Habits/VStack/0/ForEach/Habit#1/Button")
  }

  @Test func insertingAModelInsertsTheModelsItsPropertiesReach() throws {
    let scene = try TestScene(
      source: """
        @Model final class Book {
          var title: String
          var shelf: Shelf?
          init(title: String) { self.title = title }
        }
        @Model final class Shelf {
          var name: String
          var books: [Book] = []
          init(name: String) { self.name = name }
        }
        struct Library: View {
          @Query private var books: [Book]
          @Query private var shelves: [Shelf]
          @Environment(\\.modelContext) private var context
          var body: some View {
            VStack {
              ForEach(books) { book in Text(book.title) }
              Text("\\(shelves.count) shelves")
              Button("shelve") {
                let shelf = Shelf(name: "new")
                let book = Book(title: "third")
                book.shelf = shelf
                context.insert(book)
              }
            }
          }
        }
        #Preview {
          let container = try! ModelContainer(for: Book.self, Shelf.self)
          let shelf = Shelf(name: "fiction")
          shelf.books = [Book(title: "first"), Book(title: "second")]
          container.mainContext.insert(shelf)
          return Library().modelContainer(container)
        }
        """)
    #expect(scene.first.tree.texts == ["first", "second", "1 shelves"])
    #expect(
      scene.first.tree.nodes(ofType: "Text").map(\.identity).prefix(2) == [
        "Preview/Library/VStack/0/ForEach/Book#2/Text",
        "Preview/Library/VStack/0/ForEach/Book#3/Text",
      ])
    // The book is inserted and, through its `shelf`, the new shelf.
    let shelved = try scene.perform(#"tap "shelve""#)
    #expect(shelved.tree.texts == ["first", "second", "third", "2 shelves"])
    #expect(
      shelved.events(.create, type: "Text").map(\.identity) == [
        "Preview/Library/VStack/0/ForEach/Book#5/Text"
      ])
  }

  @Test func aSchemaOfANonModelTypeIsRejectedAtTheCall() {
    let source = """
      struct Plain {}
      struct Broken: View {
        var body: some View {
          let schema = Schema([Plain.self])
          Text("\\(schema)")
        }
      }
      """
    #expect {
      try TestScene(source: source)
    } throws: { error in
      "\(error)".contains("scene.swift:4:18: S204 invalid arguments to `Schema`")
    }
  }

  /// A container of a model class no file of the run declares (`Book.self` of another module)
  /// is a container of that entity, empty as an in-memory or fresh store is; the preview's
  /// unknown name is said (S122), so the approximation is visible.
  @Test func aContainerOfAModelClassNotGivenIsEmptyAndSaid() throws {
    let program = try ScriptProgram.compile(
      source: """
        struct Shelf: View {
          var body: some View { Text("books") }
        }
        #Preview {
          Shelf().modelContainer(
            try! ModelContainer(
              for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
        }
        """, path: "Shelf.swift")
    #expect(program.warnings.map(\.code) == ["S122"])
    #expect(program.warnings.first?.arguments["name"] == "Book")
    let run = try program.simulate(root: nil)
    #expect(run.steps[0].outcome.error == nil)
    #expect(run.steps[0].outcome.tree.allNodes.compactMap(\.text) == ["books"])
  }
}
