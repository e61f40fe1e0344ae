import Foundation
import IdentityEngine
import Testing

@testable import ViewScript

/// The run-side mechanisms of `idlab audit`'s confirmation by simulation: an action in a view
/// below the root, made-up elements for an empty collection, a query's first instance deleted
/// from the store, a row's control changed as a person would, and a builder `if` flipped.
///
/// Expected values come from the rules of docs/semantics.md, written before running: a
/// `ForEach` keyed by position keeps each row's state at its position (rule 15's identity by
/// id, the id being the index); `@Query` lists the store in insertion order; each branch of an
/// `if` is an identity of its own (`_ConditionalContent`), so taking the other branch
/// destroys the views of the first.
@Suite struct ConfirmationRunTests {
  static let deck = """
    struct Card {
      var prompt: String
      var answer: String
    }
    struct CardRow: View {
      let card: Card
      @State private var flipped = false
      var body: some View { Toggle(card.prompt, isOn: $flipped) }
    }
    struct Deck: View {
      @State private var cards = [Card]()
      var body: some View {
        VStack {
          ForEach(0..<cards.count, id: \\.self) { index in CardRow(card: cards[index]) }
        }
      }
    }
    #Preview {
      NavigationStack { Deck() }
    }
    """

  @Test func anEmptyCollectionGetsDistinctMadeUpElementsInTheViewThePreviewShows() throws {
    let scene = try TestScene(source: Self.deck)
    #expect(scene.first.tree.nodes(ofType: "Toggle").isEmpty)
    let seeded = try #require(scene.run.seed("cards", inView: "Deck", count: 3))
    #expect(seeded.element == "Card")
    // Each card's first text is made distinct: "1", "2", "3".
    #expect(
      seeded.step.outcome.tree.nodes(ofType: "Toggle").compactMap(\.label) == ["1", "2", "3"])
    // The first row's toggle changed as a person would, then the first card removed: the
    // row at position 0 keeps its `flipped` and now shows card "2".
    let marked = try #require(
      scene.run.markFirstControl(
        under: seeded.step.outcome.tree.nodes(ofType: "ForEach")[0]
          .children[0].identity))
    #expect(marked.outcome.tree.nodes(ofType: "Toggle").first?.value == .bool(true))
    let removed = try #require(try scene.run.removeFirst(of: "cards", inView: "Deck"))
    #expect(removed.statement == "cards.remove(at: 0)")
    let toggles = removed.step.outcome.tree.nodes(ofType: "Toggle")
    #expect(toggles.compactMap(\.label) == ["2", "3"])
    #expect(toggles.map(\.value) == [.bool(true), .bool(false)])
  }

  @Test func aCollectionWhoseElementTypeIsUnknownIsNotSeeded() throws {
    let scene = try TestScene(
      source: """
        struct Shelf: View {
          @State private var books: [Book] = []
          var body: some View { ForEach(books.indices, id: \\.self) { Text("\\($0)") } }
        }
        """)
    #expect(scene.run.seed("books", inView: "Shelf", count: 3) == nil)
  }

  static let habits = """
    @Model final class Habit {
      var name: String
      init(name: String) { self.name = name }
    }
    struct Habits: View {
      @Query private var habits: [Habit]
      var body: some View {
        VStack {
          ForEach(habits.indices, id: \\.self) { index in Text(habits[index].name) }
        }
      }
    }
    """

  @Test func aQueryIsSeededAndShortenedThroughTheStore() throws {
    let scene = try TestScene(source: Self.habits)
    let seeded = try #require(scene.run.seed("habits", inView: "Habits", count: 3))
    #expect(seeded.element == "Habit")
    #expect(seeded.step.outcome.tree.texts == ["1", "2", "3"])
    let removed = try #require(try scene.run.removeFirst(of: "habits", inView: "Habits"))
    #expect(removed.statement == "modelContext.delete(habits[0])")
    #expect(removed.step.outcome.tree.texts == ["2", "3"])
  }

  /// Seeding runs on the run's own large stack, whatever thread asks: from a thread with a
  /// pool thread's 512 KB stack it seeds as from any other (it once failed there, under a
  /// parallel test run, when the stack guard of that small stack stopped it).
  @Test func seedingFromASmallStackThreadSeeds() throws {
    let scene = try TestScene(source: Self.habits)
    final class Box: @unchecked Sendable {
      let run: SceneRun
      var texts: [String]?
      init(_ run: SceneRun) { self.run = run }
    }
    let box = Box(scene.run)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      box.texts = box.run.seed("habits", inView: "Habits", count: 3)?.step.outcome.tree.texts
      done.signal()
    }
    thread.stackSize = 512 << 10
    thread.start()
    done.wait()
    #expect(box.texts == ["1", "2", "3"])
  }

  static let light = """
    struct Counter: View {
      @State private var taps = 0
      var body: some View { Button("Taps: \\(taps)") { taps += 1 } }
    }
    struct Light: View {
      @State private var isOn = false
      @State private var name: String? = nil
      var body: some View {
        VStack {
          if isOn {
            Counter().foregroundStyle(.yellow)
          } else {
            Counter().foregroundStyle(.gray)
          }
          if let name {
            Text(name)
          } else {
            Text("nobody")
          }
          if isOn {
            if name == nil { Text("deep") } else { Text("deeper") }
          }
        }
      }
    }
    """

  @Test func aFlippedIfTakesItsOtherBranchAndReplacesItsViews() throws {
    let scene = try TestScene(source: Self.light)
    // The first `if` is on line 10, its keyword at column 7.
    guard case .flipped(let step) = scene.run.flip("scene.swift:10:7", inView: "Light") else {
      Issue.record("the `if` was not flipped")
      return
    }
    let destroyed = step.outcome.events.filter { $0.kind == .destroy }.map(\.type)
    let created = step.outcome.events.filter { $0.kind == .create }.map(\.type)
    #expect(destroyed.contains("Counter"))
    #expect(created.contains("Counter"))
    let counter = step.outcome.tree.nodes(ofType: "Counter").first
    #expect(counter?.modifiers.first { $0.name == "foregroundStyle" }?.value == .color("yellow"))
  }

  @Test func aBranchThatBindsIsRefusedAndAnIfNotBuiltIsNotReached() throws {
    let scene = try TestScene(source: Self.light)
    // `if let name` (line 15): its `else` runs, and its first branch would need `name`.
    guard case .refused = scene.run.flip("scene.swift:15:7", inView: "Light") else {
      Issue.record("a branch binding a name was taken")
      return
    }
    // The inner `if` (line 21) sits in the body of `if isOn`, false on the first screen.
    guard case .notReached = scene.run.flip("scene.swift:21:9", inView: "Light") else {
      Issue.record("an `if` the screen does not build was reached")
      return
    }
    guard case .notOnScreen = scene.run.flip("scene.swift:10:7", inView: "Lamp") else {
      Issue.record("a view not on the screen was found")
      return
    }
  }
}
