import IdentityEngine
import Testing

@testable import ViewScript

/// The evaluator: expressions, types, closures, key paths and builder shapes.
@Suite struct EvaluatorTests {
  static let models = """
    struct Point: Hashable {
      var x: Int
      var y: Int = 0
      var sum: Int { x + y }
      mutating func shift(by amount: Int) { x += amount }
      static let origin = Point(x: 0, y: 0)
      static func make(_ n: Int) -> Point { Point(x: n, y: n) }
    }
    final class Counter {
      var count = 0
      func take() -> Int {
        count += 1
        return count
      }
    }
    enum Mode: String, CaseIterable { case a, b, c }
    enum Load { case idle, loaded([Int]) }
    struct Item: Identifiable { let id: Int; var name: String }
    struct Fresh: Identifiable { var id: UUID { UUID() } }
    struct Screen: View { var body: some View { Text("x") } }
    """

  func value(_ expression: String) throws -> Value {
    try Describer(Self.models).evaluate(expression)
  }

  // MARK: - Expressions

  /// Raw strings as Swift reads them: a backslash is itself unless followed by the literal's own
  /// number of `#`; `\#n` is then a newline and `\#(…)` interpolates.
  @Test func rawStringsKeepTheirBackslashes() throws {
    #expect(try value(##"#"a\nb"#"##) == .string("a\\nb"))
    #expect(try value(##"#"a\#nb"#"##) == .string("a\nb"))
    #expect(try value(###"##"\#n\##t"##"###) == .string("\\#n\t"))
    #expect(try value(##"#"\u{41} is \#u{41}, \#(1 + 1)"#"##) == .string("\\u{41} is A, 2"))
    #expect(try value(#""tab\tend""#) == .string("tab\tend"))
  }

  @Test func arithmeticComparisonLogic() throws {
    #expect(try value("1 + 2 * 3") == .int(7))
    #expect(try value("7 / 2") == .int(3))
    #expect(try value("7.0 / 2") == .double(3.5))
    #expect(try value("10 % 4 == 2 && !(3 > 4) || false") == .bool(true))
    #expect(try value("var x = 5; x += 2; x *= 3; return x") == .int(21))
    #expect(try value("let a: Int? = nil; return a ?? 9") == .int(9))
    #expect(try value("true ? \"yes\" : \"no\"") == .string("yes"))
    #expect(try value("\"n = \\(1 + 1), \\([1, 2])\"") == .string("n = 2, [1, 2]"))
    #expect(try value("(0..<4).count + (1...3).count") == .int(7))
  }

  @Test func structsClassesAndEnums() throws {
    #expect(try value("var p = Point(x: 1); p.shift(by: 4); return p.sum") == .int(5))
    #expect(try value("Point.origin == Point(x: 0)") == .bool(true))
    #expect(try value("Point.make(2).y") == .int(2))
    #expect(try value("let c = Counter(); let d = c; _ = c.take(); return d.take()") == .int(2))
    #expect(try value("Mode.allCases.count") == .int(3))
    #expect(try value("Mode(rawValue: \"b\") == .b") == .bool(true))
    #expect(try value("let m = Mode.c; return m.rawValue") == .string("c"))
    #expect(
      try value(
        "let l = Load.loaded([1, 2]); switch l { case .idle: return 0; case .loaded(let xs): return xs.count }"
      )
        == .int(2))
    #expect(try value("Set([Point(x: 1), Point(x: 1)]).count") == .int(1))
  }

  @Test func closuresKeyPathsAndCollections() throws {
    #expect(try value("[3, 1, 2].sorted()") == .array([.int(1), .int(2), .int(3)]))
    #expect(try value("[3, 1, 2].sorted(by: >)") == .array([.int(3), .int(2), .int(1)]))
    #expect(
      try value("[1, 2, 3, 4].filter { $0.isMultiple(of: 2) }.map { n in n * 10 }")
        == .array([.int(20), .int(40)]))
    #expect(
      try value("[Item(id: 1, name: \"a\"), Item(id: 2, name: \"b\")].map(\\.name)")
        == .array([.string("a"), .string("b")]))
    #expect(
      try value("[\"a\", \"b\"].enumerated().map { $0.offset }") == .array([.int(0), .int(1)]))
    #expect(try value("[1, nil, 3].compactMap { $0 }") == .array([.int(1), .int(3)]))
    #expect(
      try value(
        "var xs = [1, 2, 3]; xs.swapAt(0, 2); xs.insert(9, at: 1); xs.removeLast(); return xs")
        == .array([.int(3), .int(9), .int(2)]))
    #expect(
      try value(
        "var xs = [0, 1, 2, 3]; xs.move(fromOffsets: IndexSet(integer: 0), toOffset: 4); return xs")
        == .array([.int(1), .int(2), .int(3), .int(0)]))
    #expect(
      try value("var xs = [1, 2, 3]; xs.removeAll { $0 > 1 }; return xs") == .array([.int(1)]))
    #expect(try value("[\"b\": 2, \"a\": 1].keys") == .array([.string("a"), .string("b")]))
    #expect(try value("\"Espresso\".lowercased().hasPrefix(\"esp\")") == .bool(true))
    #expect(try value("[1, 2, 3].reduce(0, +)") == .int(6))
    #expect(try value("let f: (Int) -> Int = { x in x + 1 }; return f(1)") == .int(2))
    #expect(try value("var xs = [Point](); xs.append(Point(x: 1)); return xs.count") == .int(1))
    #expect(
      try value("var d = [String: Int](); d[\"a\", default: 0] += 1; d[\"b\"] = 2; return d.count")
        == .int(2))
  }

  @Test func optionals() throws {
    #expect(try value("let p: Point? = nil; return p?.x") == .null)
    #expect(
      try value("let p: Point? = Point(x: 3); if let p { return p.x } else { return 0 }") == .int(3)
    )
    #expect(
      try value(
        "func f(_ v: Int?) -> Int { guard let v else { return -1 }; return v }; return f(nil)")
        == .int(-1))
  }

  @Test func uuidsAreNumberedInCreationOrder() throws {
    #expect(
      try value("[UUID(), UUID(), Fresh().id, Fresh().id]")
        == .array([.uuid(1), .uuid(2), .uuid(3), .uuid(4)]))
  }

  @Test func shuffleIsDeterministic() throws {
    let first = try value("var xs = Array(0..<10); xs.shuffle(); return xs")
    let second = try value("var xs = Array(0..<10); xs.shuffle(); return xs")
    #expect(first == second)
    #expect(first != .array((0..<10).map(Value.int)))
  }

  // MARK: - Runtime failures

  /// A program that stops at run time, and the failure Swift would report, with its position.
  struct FailureCase: CustomTestStringConvertible, Sendable {
    var source: String
    var expected: RuntimeFailure
    var testDescription: String { expected.id }
  }

  static let failureCases: [FailureCase] = [
    FailureCase(
      source: "let xs = [1, 2, 3]; xs[3]",
      expected: RuntimeFailure(
        id: "index-out-of-range", message: "Index out of range", line: 1, column: 21)),
    FailureCase(
      source: "let p: Int? = nil; return p! + 1",
      expected: RuntimeFailure(
        id: "unwrap-nil", message: "Unexpectedly found nil while unwrapping an Optional value",
        line: 1, column: 27)),
    FailureCase(
      source: "let zero = 0; return 1 / zero",
      expected: RuntimeFailure(
        id: "division-by-zero", message: "Division by zero", line: 1, column: 22)),
  ]

  @Test(arguments: failureCases) func runtimeFailureHasItsMessageAndPosition(_ test: FailureCase) {
    #expect(throws: test.expected) { try value(test.source) }
  }

  /// Programs that never end: an endless loop and runaway recursion. Only the id and the line are
  /// pinned, since the message names a limit that the budget owns.
  static let endlessSources = [
    "var n = 0; while true { n += 1 }",
    "func f(_ n: Int) -> Int { f(n + 1) }; return f(0)",
  ]

  @Test(arguments: endlessSources) func endlessProgramHitsTheStepBudget(_ source: String) {
    do {
      _ = try value(source)
      Issue.record("expected a failure")
    } catch let failure as RuntimeFailure {
      #expect(failure.id == "step-budget")
      #expect(failure.line == 1)
    } catch {
      Issue.record("expected a RuntimeFailure, got \(error)")
    }
  }

  // MARK: - Builder shapes

  @Test func ifElseChainIsFlattenedByLeaf() throws {
    let source = """
      struct Screen: View {
        @State var x = 0
        var body: some View {
          if x == 0 { Text("zero") } else if x == 1 { Text("one") } else { Text("many") }
        }
      }
      """
    let describer = try Describer(source)
    for (state, leaf) in [(0, 0), (1, 1), (5, 2)] {
      guard
        case .conditional(let active, let count, _) = try describer.body(state: ["x": .int(state)])
      else {
        Issue.record("not a conditional")
        continue
      }
      #expect(active == leaf)
      #expect(count == 3)
    }
  }

  @Test func ifWithoutElseIsOptional() throws {
    let source = """
      struct Screen: View {
        @State var show = false
        var body: some View {
          VStack { Text("a"); if show { Text("b") } }
        }
      }
      """
    let describer = try Describer(source)
    guard case .container(.vStack, let children) = try describer.body(), children.count == 2,
      case .optional(nil) = children[1]
    else {
      Issue.record("expected VStack [Text, Optional(nil)]")
      return
    }
    guard case .container(_, let shown) = try describer.body(state: ["show": .bool(true)]),
      case .optional(.some) = shown[1]
    else {
      Issue.record("expected Optional(some)")
      return
    }
  }

  @Test func switchOnEnumIsConditional() throws {
    let source = """
      enum Mode { case a, b, c }
      struct Screen: View {
        @State var mode = Mode.b
        var body: some View {
          switch mode {
          case .a: Text("a")
          case .b: Text("b")
          case .c: EmptyView()
          }
        }
      }
      """
    guard case .conditional(1, 3, _) = try Describer(source).body() else {
      Issue.record("expected leaf 1 of 3")
      return
    }
  }

  @Test func ifHelperProducesTwoLeaves() throws {
    let source = """
      extension View {
        @ViewBuilder
        func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
          if condition { transform(self) } else { self }
        }
      }
      struct Screen: View {
        @State var on = true
        var body: some View { Text("x").if(on) { $0.background(.blue) } }
      }
      """
    let describer = try Describer(source)
    guard
      case .conditional(0, 2, .modified(_, .other("background", .color("blue")))) =
        try describer.body()
    else {
      Issue.record("expected leaf 0 with a background")
      return
    }
    guard case .conditional(1, 2, .primitive) = try describer.body(state: ["on": .bool(false)])
    else {
      Issue.record("expected leaf 1")
      return
    }
  }

  @Test func forEachForms() throws {
    let source = """
      struct Ship: Identifiable, Hashable { let id: String; var name: String }
      struct Screen: View {
        @State var ships = [Ship(id: "a", name: "A"), Ship(id: "b", name: "B")]
        @State var n = 3
        var body: some View {
          VStack {
            ForEach(ships) { Text($0.name) }
            ForEach(ships, id: \\.name) { ship in Text(ship.name) }
            ForEach(ships, id: \\.self) { ship in Text(ship.name) }
            ForEach(ships.indices, id: \\.self) { i in Text(ships[i].name) }
            ForEach(0..<n, id: \\.self) { i in Text("\\(i)") }
            ForEach(0..<n) { i in Text("\\(i)") }
            ForEach(Array(ships.enumerated()), id: \\.offset) { index, ship in Text(ship.name) }
            ForEach(Array(ships.enumerated()), id: \\.element.id) { index, ship in Text("\\(index)") }
            ForEach($ships) { $ship in TextField("Name", text: $ship.name) }
          }
        }
      }
      """
    guard case .container(.vStack, let children) = try Describer(source).body() else {
      Issue.record("expected a VStack")
      return
    }
    let forEaches = children.compactMap { child -> ForEachDescription? in
      if case .forEach(let forEach) = child { return forEach }
      return nil
    }
    #expect(forEaches.count == 9)
    #expect(
      forEaches.map(\.identification) == [
        .keyed, .keyed, .keyed, .positional, .positional, .constantRange, .positional, .keyed,
        .keyed,
      ])
    #expect(forEaches[0].ids == [.string("a"), .string("b")])
    #expect(forEaches[1].ids == [.string("A"), .string("B")])
    #expect(forEaches[3].ids == [.int(0), .int(1)])
    #expect(forEaches[5].ids == [.int(0), .int(1), .int(2)])
    #expect(forEaches[7].ids == [.string("a"), .string("b")])
    #expect(
      forEaches.map(\.dataType) == [
        "Array<Ship>", "Array<Ship>", "Array<Ship>", "Range<Int>", "Range<Int>", "Range<Int>",
        "Array<(offset: Int, element: Ship)>", "Array<(offset: Int, element: Ship)>",
        "Binding<Array<Ship>>",
      ])
    #expect(
      forEaches.map(\.idType) == [
        "String", "String", "Ship", "Int", "Int", "Int", "Int", "String", "String",
      ])
    guard case .primitive(let text) = try forEaches[7].row(1) else {
      Issue.record("expected a Text row")
      return
    }
    #expect(text.text == "1")
    guard case .primitive(let field) = try forEaches[8].row(0) else {
      Issue.record("expected a TextField row")
      return
    }
    #expect(field.binding?.get() == .string("A"))
  }

  @Test func computedUUIDIdIsFreshOnEveryRead() throws {
    let source = """
      struct Pet: Identifiable { let name: String; var id: UUID { UUID() } }
      struct Screen: View {
        let pets = [Pet(name: "a"), Pet(name: "b")]
        var body: some View { ForEach(pets) { Text($0.name) } }
      }
      """
    let describer = try Describer(source)
    guard case .forEach(let first) = try describer.body(),
      case .forEach(let second) = try describer.body()
    else {
      Issue.record("expected ForEach")
      return
    }
    #expect(first.ids == [.uuid(1), .uuid(2)])
    #expect(second.ids == [.uuid(3), .uuid(4)])
  }

  @Test func modifiersAreRecorded() throws {
    let source = """
      struct Screen: View {
        @State var flag = false
        @FocusState var focused: Bool
        @State var text = ""
        var body: some View {
          TextField("Name", text: $text)
            .padding()
            .opacity(0.3)
            .background(Color.gray.opacity(0.06))
            .transition(.move(edge: .leading))
            .animation(.spring, value: flag)
            .focused($focused)
            .id(flag)
        }
      }
      """
    var description = try Describer(source).body()
    var names: [String] = []
    while case .modified(let inner, let modifier) = description {
      switch modifier {
      case .other(let name, let value): names.append("\(name)=\(value)")
      case .transition(let name): names.append("transition=\(name)")
      case .animation(let curve, let value): names.append("animation=\(curve),\(value)")
      case .focused(_, let equals, let cleared): names.append("focused=\(equals),\(cleared)")
      case .id(let value): names.append("id=\(value)")
      default: names.append("?")
      }
      description = inner
    }
    #expect(
      names.reversed() == [
        "padding=nil", "opacity=0.3", "background=gray.opacity(0.06)",
        "transition=move(edge: .leading)", "animation=spring,false", "focused=true,false",
        "id=false",
      ])
  }

  @Test func explicitInitializersSetStateAndBindings() throws {
    let scene = try TestScene(
      source: """
        import SwiftUI

        struct Stepper2: View {
          @State private var count: Int
          @Binding var total: Int
          let title: String

          init(title: String, start: Int, total: Binding<Int>) {
            self.title = title
            _count = State(initialValue: start)
            _total = total
          }

          var body: some View {
            Button("\\(title) \\(count)") {
              count += 1
              total += 1
            }
          }
        }

        struct Screen: View {
          @State private var total = 0
          var body: some View {
            VStack {
              Text("Total \\(total)")
              Stepper2(title: "A", start: 10, total: $total)
            }
          }
        }

        @main
        struct DemoApp: App {
          var body: some Scene {
            WindowGroup { Screen() }
          }
        }

        #Preview {
          Screen()
        }
        """, root: "Screen")
    #expect(scene.first.tree.nodes(ofType: "Button").first?.label == "A 10")
    let step = try scene.perform(#"tap "A 10""#)
    #expect(step.tree.texts == ["Total 1"])
    #expect(step.tree.nodes(ofType: "Button").first?.label == "A 11")
  }

  @Test func buttonLabelsComeFromTheirTitleOrLabelView() throws {
    let source = """
      struct Screen: View {
        var body: some View {
          VStack {
            Button("Plain") { }
            Button { } label: { Text("Labelled") }
            Button(action: {}) { Label("Add", systemImage: "plus") }
          }
        }
      }
      """
    guard case .container(_, let children) = try Describer(source).body() else {
      Issue.record("expected a VStack")
      return
    }
    let labels = children.compactMap { child -> String? in
      if case .primitive(let primitive) = child { return primitive.label }
      return nil
    }
    #expect(labels == ["Plain", "Labelled", "Add"])
  }

  /// Runaway recursion while the root view is built (a stored property's initial value, before
  /// any engine entry) stops at the depth guard, located, instead of overflowing the stack.
  @Test func runawayRecursionBuildingTheRootStopsAtTheGuard() throws {
    let program = try ScriptProgram.compile(
      source: """
        struct Parts {
          let count: Int
          init(_ n: Int) { count = Parts.deeper(n) }
          static func deeper(_ n: Int) -> Int { Parts(n + 1).count }
        }
        struct Root: View {
          let parts = Parts(0)
          var body: some View { Text("\\(parts.count)") }
        }
        """, path: "Root.swift")
    do {
      _ = try program.simulate(root: "Root")
      Issue.record("endless recursion must stop the run")
    } catch {
      let diagnostic = try #require(error.diagnostics.first)
      #expect(diagnostic.englishMessage.contains("runaway recursion"))
      // Located in the cycle: the initializer (line 3) or the function it calls (line 4),
      // wherever the guard trips first.
      #expect([3, 4].contains(diagnostic.line))
    }
  }

  /// Bounded recursion as deep as an app's (a backtracking solver over 81 squares nests a
  /// few hundred calls) runs: a scene runs on a stack of its own, whatever the caller's
  /// thread; only runaway recursion meets the guard.
  @Test func boundedRecursionAsDeepAsASolversRuns() throws {
    let program = try ScriptProgram.compile(
      source: """
        func fill(from square: Int, upTo last: Int) -> Int {
          square == last ? 0 : 1 + fill(from: square + 1, upTo: last)
        }
        struct Solver: View {
          @State private var depth = 300
          var body: some View {
            VStack {
              Text("filled \\(fill(from: 0, upTo: depth))")
              Button("Deeper") { depth = 100_000 }
            }
          }
        }
        """, path: "Solver.swift")
    let run = try program.simulate(root: "Solver")
    #expect(try #require(run.steps.first).outcome.tree.texts == ["filled 300"])
    let runaway = try run.perform(#"tap "Deeper""#).outcome
    #expect(runaway.error?.id == "step-budget")
  }

  /// An array passed where a variadic and an array overload both exist takes the array one.
  @Test func anArrayTakesTheArrayOverloadNotTheVariadicOne() throws {
    let scene = try TestScene(
      source: """
        struct Part {
          let text: String
          static func from(_ items: String...) -> [Part] { from(items) }
          static func from(_ items: [String]) -> [Part] { items.map { Part(text: $0) } }
        }
        struct Parts: View {
          let parts = Part.from(["a", "b"]) + Part.from("c")
          var body: some View { Text("\\(parts.map(\\.text).joined())") }
        }
        """, root: "Parts")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["abc"])
  }
}
