import IdentityEngine
import Testing
import ViewScript

@testable import LessonKit

/// Observations over hand-made outcomes (no simulator involved).
@Suite struct ObservationTests {
  static func row(_ id: String, _ name: String, tint: String, stamp: Int) -> RenderedNode {
    RenderedNode(
      type: "IdentityRow", identity: "ForEach/\(id)",
      state: [("capturedTint", .color(tint)), ("stamp", .int(stamp))],
      modifiers: [("background", .color(tint))],
      children: [
        RenderedNode(
          type: "HStack", identity: "ForEach/\(id)/HStack",
          children: [
            RenderedNode(type: "Text", identity: "ForEach/\(id)/t1", text: name),
            RenderedNode(type: "Text", identity: "ForEach/\(id)/t2", text: "#\(stamp)"),
          ])
      ])
  }

  static func bench(_ rows: [RenderedNode], second: [RenderedNode]) -> RenderedNode {
    RenderedNode(
      type: "Bench", identity: "Bench",
      children: [
        RenderedNode(type: "Text", identity: "title", text: "Ships"),
        RenderedNode(type: "ForEach", identity: "ForEach#1", children: rows),
        RenderedNode(type: "ForEach", identity: "ForEach#2", children: second),
        RenderedNode(type: "Button", identity: "add", label: "Add"),
      ])
  }

  static var before: Outcome {
    Outcome(
      tree: bench(
        [
          row("a", "Aurora", tint: "green", stamp: 1), row("t", "Tidepool", tint: "blue", stamp: 2),
        ],
        second: [
          row("0", "Aurora", tint: "green", stamp: 1), row("1", "Tidepool", tint: "blue", stamp: 2),
        ]))
  }

  static var after: Outcome {
    Outcome(
      tree: bench(
        [
          row("n", "Nimbus", tint: "pink", stamp: 3), row("a", "Aurora", tint: "green", stamp: 1),
          row("t", "Tidepool", tint: "blue", stamp: 2),
        ],
        second: [
          row("0", "Nimbus", tint: "green", stamp: 1), row("1", "Aurora", tint: "blue", stamp: 2),
          row("2", "Tidepool", tint: "blue", stamp: 3),
        ]),
      events: [
        .create(Event.Subject(identity: "ForEach/n", type: "IdentityRow")),
        .create(Event.Subject(identity: "ForEach/2", type: "IdentityRow")),
        .appear(Event.Subject(identity: "ForEach/n", type: "IdentityRow")),
        .move(Event.Subject(identity: "ForEach/a", type: "IdentityRow"), from: 0, to: 1),
      ],
      warnings: [.duplicateID(forEach: "ForEach<Array<Ship>, String>", id: "a")])
  }

  static var context: ObservationContext { ObservationContext(outcomes: [before, after]) }

  static func truth(_ text: String) throws -> Value {
    try Observation.parse(text).truth(in: context)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var query: String
    var expected: Value
    var testDescription: String { query }
  }

  static let cases: [Case] = [
    Case(
      query: "rows(ForEach#1).modifier(background)",
      expected: .array([.color("pink"), .color("green"), .color("blue")])),
    Case(
      query: "rows(ForEach#2).modifier(background)",
      expected: .array([.color("green"), .color("blue"), .color("blue")])),
    Case(
      query: "rows(ForEach#1).text",
      expected: .array([.string("Nimbus"), .string("Aurora"), .string("Tidepool")])),
    Case(query: "rows(ForEach#1)[1].state(stamp)", expected: .int(3)),
    Case(query: "rows(ForEach#2)[3].text(2)", expected: .string("#3")),
    Case(query: "rows(ForEach#1).count", expected: .int(3)),
    Case(query: "rows(ForEach#1).created.text", expected: .array([.string("Nimbus")])),
    Case(query: "rows(ForEach#1).kept.count", expected: .int(2)),
    Case(query: "rows(ForEach#2).created.count", expected: .int(1)),
    Case(query: "Text#1.text", expected: .string("Ships")),
    Case(query: "Button \"Add\".label", expected: .string("Add")),
    Case(query: "IdentityRow \"Tidepool\".state(stamp)", expected: .int(2)),
    Case(query: "IdentityRow#9.text", expected: .null),
    Case(query: "events(create).count", expected: .int(2)),
    Case(
      query: "events(create, IdentityRow).text",
      expected: .array([.string("Nimbus"), .string("Tidepool")])),
    Case(query: "events(move).identities", expected: .array([.string("ForEach/a")])),
    Case(query: "events(move)[1].to", expected: .int(1)),
    Case(query: "events(destroy).any", expected: .bool(false)),
    Case(query: "warnings.count", expected: .int(1)),
    Case(query: "warnings.any", expected: .bool(true)),
    Case(query: "error.any", expected: .bool(false)),
    Case(query: "error.message", expected: .null),
    Case(query: "before(rows(ForEach#1).count)", expected: .int(2)),
    Case(query: "changed(rows(ForEach#1).count)", expected: .bool(true)),
    Case(query: "changed(Text#1.text)", expected: .bool(false)),
    Case(
      query: "rows(ForEach#1)[2].state(stamp) == before(rows(ForEach#1)[1].state(stamp))",
      expected: .bool(true)),
    Case(
      query: "rows(ForEach#2).modifier(background) == rows(ForEach#1).modifier(background)",
      expected: .bool(false)),
    Case(query: "rows(ForEach#2)[1].text != \"Aurora\"", expected: .bool(true)),
    Case(query: "rows(ForEach#1)[1].modifier(background) == .pink", expected: .bool(true)),
    Case(query: "warnings.any && rows(ForEach#1).count == 3", expected: .bool(true)),
  ]

  @Test(arguments: cases) func evaluates(_ item: Case) throws {
    #expect(try Self.truth(item.query) == item.expected)
  }

  @Test func rejectsBadSyntax() {
    for text in [
      "rows(ForEach#1", "ForEach#0", "Text#1.colour", "events(explode)", "lowercase#1", "Text#1 ==",
      "",
    ] {
      #expect(throws: ObservationSyntaxError.self, "\(text)") { try Observation.parse(text) }
    }
  }

  @Test func aViewIsNotATruth() {
    #expect(throws: ObservationError.self) { try Self.truth("ForEach#1") }
    #expect(throws: ObservationError.self) { try Self.truth("Text#1.count") }
  }

  @Test func runtimeErrorsAreObservable() throws {
    let failing = Outcome(
      tree: RenderedNode(type: "Bench", identity: "Bench"),
      error: RuntimeFailure(id: "index-out-of-range", message: "Index out of range", line: 3))
    let context = ObservationContext(outcomes: [Self.before, failing])
    #expect(try Observation.parse("error.any").truth(in: context) == .bool(true))
    #expect(
      try Observation.parse("error.message").truth(in: context) == .string("Index out of range"))
  }

  @Test func syntaxErrorOffsets() {
    do {
      _ = try Observation.parse("rows(ForEach#1).colour")
      Issue.record("expected a syntax error")
    } catch {
      #expect(error.offset == 16)
    }
  }
}

/// `.input(PATH)` reads a custom view's inputs as the engine reports them, on a real scene.
@Suite struct InputObservationTests {
  static let bench = """
    import SwiftUI
    struct Ship: Identifiable { let id: String; let name: String; let tint: Color }
    struct Row: View {
      let ship: Ship
      @State private var captured: Color?
      var body: some View {
        Text(ship.name).background(captured ?? .gray).onAppear { captured = ship.tint }
      }
    }
    struct Bench: View {
      @State var ships = [Ship(id: "a", name: "Aurora", tint: .green),
                          Ship(id: "t", name: "Tidepool", tint: .blue)]
      var body: some View {
        VStack {
          ForEach(ships) { Row(ship: $0) }
          ForEach(ships.indices, id: \\.self) { Row(ship: ships[$0]) }
        }
      }
    }
    """

  @Test func inputsFollowTheDataWhileStateStays() throws {
    let run = try ScriptProgram.compile(source: Self.bench, path: "bench.swift").simulate(root: nil)
    let first = run.steps[0].outcome
    let step = try run.perform(#"ships.insert(Ship(id: "n", name: "Nimbus", tint: .pink), at: 0)"#)
    let context = ObservationContext(outcomes: [first, step.outcome])
    let inputs = try Observation.parse("rows(ForEach#2).input(ship.tint)").truth(in: context)
    #expect(inputs == .array([.color("pink"), .color("green"), .color("blue")]))
    let goal = "rows(ForEach#2).modifier(background) == rows(ForEach#2).input(ship.tint)"
    #expect(try Observation.parse(goal).truth(in: context) == .bool(false))
    let keyed = "rows(ForEach#1).modifier(background) == rows(ForEach#1).input(ship.tint)"
    #expect(try Observation.parse(keyed).truth(in: context) == .bool(true))
  }
}
