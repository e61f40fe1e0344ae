import IdentityEngine
import Testing

@testable import ViewScript

/// Whole scenes through the engine: focus, onChange, tasks, prints, animation, actions.
@Suite struct SceneTests {
  static let focusScene = """
    struct FocusScreen: View {
      enum Field: Hashable { case name, email }
      @FocusState private var focused: Field?
      @State private var editing = true
      @State private var text = ""
      @State private var log: [String] = []
      @State private var olds: [String] = []

      var body: some View {
        VStack {
          if editing {
            TextField("Name", text: $text)
              .focused($focused, equals: .name)
          }
          Text(focused == .name ? "focused" : "none")
        }
        .onChange(of: text) { oldValue, newValue in
          log.append(newValue)
          olds.append(oldValue)
        }
      }
    }
    """

  @Test func focusGestureAndFocusLostOnRemoval() throws {
    let scene = try TestScene(source: Self.focusScene)
    #expect(scene.first.tree.texts == ["none"])
    let focused = try scene.perform(#"focus "Name""#)
    #expect(focused.tree.texts == ["focused"])
    try scene.perform(#"type "ab" into "Name""#)
    #expect(scene.tree.state("log") == .array([.string("a"), .string("ab")]))
    #expect(scene.tree.state("olds") == .array([.string(""), .string("a")]))
    let removed = try scene.perform("editing = false")
    #expect(!removed.events(.focusLost).isEmpty)
    #expect(removed.tree.texts == ["none"])
  }

  @Test func typingMergesOneStepPerCharacter() throws {
    let scene = try TestScene(source: Self.focusScene)
    let step = try scene.run.perform(#"type "xyz" into "Name""#)
    #expect(step.index == 1)
    #expect(scene.run.steps.count == 2)
    #expect(step.outcome.tree.nodes(ofType: "TextField").first?.value == .string("xyz"))
  }

  @Test func taskIdRestartsAndPrintsAreCollected() throws {
    let scene = try TestScene(
      source: """
        struct Search: View {
          @State private var query = "a"
          @State private var runs = 0
          var body: some View {
            Text("\\(query) \\(runs)")
              .task(id: query) {
                runs += 1
                print("search", query)
                try? await Task.sleep(nanoseconds: 1_000)
              }
          }
        }
        """)
    #expect(scene.first.events(.taskStart).count == 1)
    let step = try scene.perform(#"query = "b""#)
    #expect(step.events(.taskCancel).count == 1)
    #expect(step.events(.taskStart).count == 1)
    let same = try scene.perform(#"query = "b""#)
    #expect(same.events(.taskStart).isEmpty)
    #expect(scene.run.printed == ["search a", "search b"])
  }

  @Test func withAnimationMakesAnimatedTransitions() throws {
    let scene = try TestScene(
      source: """
        struct Toggler: View {
          @State private var show = false
          var body: some View {
            VStack {
              if show { Text("Hello").transition(.slide) }
            }
          }
        }
        """)
    let animated = try scene.perform("withAnimation(.spring) { show.toggle() }")
    let insertion = try #require(animated.events(.transition).first)
    #expect(
      insertion
        == .transition(insertion.subject, edge: .insertion, animated: true, name: "slide"))
    let instant = try scene.perform("show.toggle()")
    let removal = try #require(instant.events(.transition).first)
    #expect(removal == .transition(removal.subject, edge: .removal, animated: false, name: "slide"))
  }

  @Test func actionsMutateNestedStateAndCallMethods() throws {
    let scene = try TestScene(
      source: """
        struct Ship: Identifiable { let id: String; var name: String }
        struct Fleet: View {
          @State private var ships = [Ship(id: "a", name: "Aurora"), Ship(id: "b", name: "Beacon")]
          var body: some View {
            List(ships) { ship in Text(ship.name) }
          }
          func rename(_ index: Int, to name: String) {
            self.ships[index].name = name
            self.log()
          }
          func log() { print(self.ships.count) }
        }
        """)
    try scene.perform(#"ships[1].name = "Borealis""#)
    #expect(scene.tree.texts == ["Aurora", "Borealis"])
    try scene.perform(
      #"rename(0, to: "Astra"); ships.move(fromOffsets: IndexSet(integer: 0), toOffset: 2)"#)
    #expect(scene.tree.texts == ["Borealis", "Astra"])
  }

  @Test func stepBudgetInAnActionIsAFailureNotAHang() throws {
    let scene = try TestScene(fixture: "seeds/001-counter.swift")
    let outcome = try scene.perform("while true { count += 1 }")
    #expect(outcome.error?.id == "step-budget")
  }

  @Test func runawayRecursionInABodyIsAFailure() throws {
    let recursion = try TestScene(
      source: """
        struct Loop: View {
          @State private var n = 0
          var body: some View { Text("\\(depth(0))") }
          func depth(_ k: Int) -> Int { k > 100000 ? k : depth(k + 1) }
        }
        """)
    #expect(recursion.first.error?.id == "step-budget")
  }

  @Test func constantRangeForEachKeepsItsInitialCount() throws {
    let scene = try TestScene(
      source: """
        struct Stars: View {
          @State private var count = 5
          var body: some View {
            VStack { ForEach(0..<count) { Text("\\($0)") } }
          }
        }
        """)
    let step = try scene.perform("count = 6")
    #expect(step.tree.texts.count == 5)
    #expect(
      step.warnings.contains(
        .constantRangeCountChanged(forEach: "ForEach<Range<Int>, Int, Text>", count: 6, initial: 5)
      ))
  }

  @Test func todoAppWithBindingsSectionsAndComputedFilters() throws {
    let scene = try TestScene(
      source: """
        import SwiftUI

        enum Filter: String, CaseIterable, Identifiable {
          case all, done, open
          var id: Self { self }
          var title: String { rawValue.capitalized }
        }

        struct Todo: Identifiable, Hashable {
          let id = UUID()
          var title: String
          var done = false
        }

        struct TodoRow: View {
          @Binding var todo: Todo
          var body: some View {
            HStack {
              Toggle(todo.title, isOn: $todo.done)
              Spacer()
              Image(systemName: todo.done ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(todo.done ? .green : .secondary)
            }
          }
        }

        struct TodoList: View {
          @State private var todos: [Todo] = [Todo(title: "Milk"), Todo(title: "Eggs", done: true)]
          @State private var filter: Filter = .all
          @State private var draft = ""

          var shown: [Todo] {
            switch filter {
            case .all: return todos
            case .done: return todos.filter(\\.done)
            case .open: return todos.filter { !$0.done }
            }
          }

          var body: some View {
            NavigationStack {
              Form {
                Section("New") {
                  TextField("Title", text: $draft)
                  Button("Add") {
                    guard !draft.isEmpty else { return }
                    todos.append(Todo(title: draft))
                    draft = ""
                  }
                  .disabled(draft.isEmpty)
                }
                Section {
                  ForEach($todos) { $todo in
                    TodoRow(todo: $todo)
                  }
                  .onDelete { offsets in todos.remove(atOffsets: offsets) }
                } header: {
                  Text("\\(todos.count) items")
                }
                Text("Showing \\(shown.count) of \\(todos.count) (\\(filter.title))")
              }
              .navigationTitle("Todos")
            }
          }
        }
        """)
    #expect(scene.first.tree.texts == ["Showing 2 of 2 (All)"])
    try scene.perform(#"type "Bread" into "Title""#)
    let added = try scene.perform(#"tap "Add""#)
    #expect(added.events(.create, type: "TodoRow").count == 1)
    #expect(added.tree.nodes(ofType: "TextField").first?.value == .string(""))
    try scene.perform(#"toggle "Milk""#)
    let filtered = try scene.perform("filter = .done")
    #expect(filtered.tree.texts == ["Showing 2 of 3 (Done)"])
    #expect(
      filtered.tree.nodes(ofType: "Image").compactMap(\.text) == [
        "checkmark.circle.fill", "checkmark.circle.fill", "circle",
      ])
  }

  @Test func payloadSwitchIfLetAnyViewAndLazyStacks() throws {
    let scene = try TestScene(
      source: """
        enum Phase: Equatable {
          case loading
          case loaded([String])
          case failed(String)
        }

        final class Library {
          var loads = 0
          func load() -> [String] {
            loads += 1
            return ["a", "b", "c"]
          }
        }

        struct Badge: View {
          let text: String
          @State private var taps = 0
          var body: some View { Text("\\(text):\\(taps)") }
        }

        struct Screen: View {
          @State private var phase = Phase.loading
          @State private var selection: String? = nil
          @State private var fancy = false
          let library = Library()

          var body: some View {
            VStack {
              switch phase {
              case .loading:
                ProgressView("Loading")
              case .loaded(let names):
                ScrollView {
                  LazyVStack(alignment: .leading, spacing: 4) {
                    ForEach(names, id: \\.self) { name in
                      Badge(text: name)
                        .transition(.asymmetric(insertion: .scale, removal: .opacity))
                    }
                  }
                }
              case .failed(let message):
                Text("Error: \\(message)")
              }
              if let selection {
                Text("Selected \\(selection)")
              }
              Group {
                fancy ? AnyView(Badge(text: "x").padding()) : AnyView(Badge(text: "x"))
              }
            }
            .onAppear {
              Task {
                withAnimation(.easeInOut(duration: 0.3)) {
                  phase = .loaded(library.load())
                }
              }
            }
          }
        }
        """)
    let first = scene.first
    #expect(first.tree.texts.contains("a:0"))
    #expect(first.tree.nodes(ofType: "Badge").count == 4)
    let picked = try scene.perform(#"selection = "b""#)
    #expect(picked.tree.texts.contains("Selected b"))
    let erased = try scene.perform("fancy = true")
    #expect(erased.events(.destroy, type: "Badge").count == 1)
    let failed = try scene.perform(#"phase = .failed("offline")"#)
    #expect(failed.tree.texts.first == "Error: offline")
  }
}
