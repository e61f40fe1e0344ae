import IdentityEngine
import Localization
import Testing

@testable import LessonKit

@Suite struct GraderTests {
  static let colours = Question(
    id: "tints", kind: .choice, scene: "s", observe: "x",
    choices: [
      Choice(id: "green", value: .color("green"), label: "green"),
      Choice(id: "blue", value: .color("blue"), label: "blue"),
      Choice(id: "kept", value: .int(7), label: "the old stamp"),
    ])

  struct Case: CustomTestStringConvertible, Sendable {
    var kind: QuestionKind
    var truth: Value
    var answer: String
    var language: Language
    var score: Double
    var testDescription: String { "\(kind) \(answer) (\(language)) → \(score)" }
  }

  static let cases: [Case] = [
    // choice: number, label, value in either language (ids are never read)
    Case(kind: .choice, truth: .color("green"), answer: "green", language: .en, score: 1),
    Case(kind: .choice, truth: .color("green"), answer: "1", language: .en, score: 1),
    Case(kind: .choice, truth: .color("green"), answer: "verde", language: .es, score: 1),
    Case(kind: .choice, truth: .color("green"), answer: "VERDE", language: .es, score: 1),
    Case(kind: .choice, truth: .color("green"), answer: "2", language: .en, score: 0),
    Case(kind: .choice, truth: .int(7), answer: "the old stamp", language: .en, score: 1),
    Case(kind: .choice, truth: .int(7), answer: "#7", language: .es, score: 1),
    Case(kind: .choice, truth: .int(7), answer: "3.", language: .en, score: 1),
    // multi: Jaccard
    Case(
      kind: .multi, truth: .array([.color("green"), .color("blue")]), answer: "green, blue",
      language: .en, score: 1),
    Case(
      kind: .multi, truth: .array([.color("green"), .color("blue")]), answer: "azul", language: .es,
      score: 0.5),
    Case(
      kind: .multi, truth: .array([.color("green"), .color("blue")]), answer: "1, 3", language: .en,
      score: 1.0 / 3),
    Case(kind: .multi, truth: .array([.color("green")]), answer: "3", language: .en, score: 0),
    Case(
      kind: .multi, truth: .array([.color("green"), .color("blue")]), answer: "verde y azul",
      language: .es, score: 1),
    // sequence: by position, both languages
    Case(
      kind: .sequence, truth: .array([.color("green"), .color("blue"), .color("orange")]),
      answer: "green, blue, orange", language: .en, score: 1),
    Case(
      kind: .sequence, truth: .array([.color("green"), .color("blue"), .color("orange")]),
      answer: "verde azul naranja", language: .es, score: 1),
    Case(
      kind: .sequence, truth: .array([.color("green"), .color("blue"), .color("orange")]),
      answer: "Verde, AZUL, rosa", language: .es, score: 2.0 / 3),
    Case(
      kind: .sequence, truth: .array([.color("green"), .color("blue")]), answer: "blue, green",
      language: .en, score: 0),
    Case(
      kind: .sequence, truth: .array([.color("green"), .color("blue")]),
      answer: "green, blue, pink", language: .en, score: 2.0 / 3),
    Case(
      kind: .sequence, truth: .array([.int(2), .int(3)]), answer: "2, 3", language: .en, score: 1),
    Case(
      kind: .sequence, truth: .array([.string("Tidepool"), .string("Kiln")]),
      answer: "tidepool, kiln", language: .en, score: 1),
    Case(
      kind: .sequence, truth: .array([.color("teal"), .color("indigo")]),
      answer: "verde azulado, añil", language: .es, score: 1),
    // number
    Case(kind: .number, truth: .int(4), answer: "4", language: .en, score: 1),
    Case(kind: .number, truth: .int(4), answer: " 5 ", language: .es, score: 0),
    Case(kind: .number, truth: .int(2), answer: "two", language: .en, score: 1),
    Case(kind: .number, truth: .int(2), answer: "dos", language: .es, score: 1),
    Case(kind: .number, truth: .int(0), answer: "ninguno", language: .es, score: 1),
    Case(kind: .number, truth: .int(4), answer: "#4", language: .en, score: 1),
    // yesno, both languages
    Case(kind: .yesno, truth: .bool(true), answer: "y", language: .en, score: 1),
    Case(kind: .yesno, truth: .bool(true), answer: "Sí", language: .es, score: 1),
    Case(kind: .yesno, truth: .bool(true), answer: "si", language: .es, score: 1),
    Case(kind: .yesno, truth: .bool(true), answer: "s", language: .es, score: 1),
    Case(kind: .yesno, truth: .bool(false), answer: "no", language: .es, score: 1),
    Case(kind: .yesno, truth: .bool(false), answer: "yes", language: .en, score: 0),
    // value: colours in both languages, accents and case
    Case(kind: .value, truth: .color("green"), answer: "verde", language: .es, score: 1),
    Case(kind: .value, truth: .color("green"), answer: "Green", language: .en, score: 1),
    Case(kind: .value, truth: .color("purple"), answer: "púrpura", language: .es, score: 1),
    Case(kind: .value, truth: .color("purple"), answer: "MORADO", language: .es, score: 1),
    Case(kind: .value, truth: .color("brown"), answer: "marron", language: .es, score: 1),
    Case(kind: .value, truth: .color("gray"), answer: "grey", language: .en, score: 1),
    Case(kind: .value, truth: .color("indigo"), answer: "Índigo", language: .es, score: 1),
    Case(kind: .value, truth: .color("clear"), answer: "transparente", language: .es, score: 1),
    Case(kind: .value, truth: .string("Nimbus"), answer: "nimbus", language: .en, score: 1),
    Case(kind: .value, truth: .string("Nimbus"), answer: "\"Nimbus\"", language: .en, score: 1),
    Case(kind: .value, truth: .int(3), answer: "3", language: .es, score: 1),
    Case(kind: .value, truth: .color("green"), answer: "azul", language: .es, score: 0),
    Case(kind: .value, truth: .int(3), answer: "three", language: .en, score: 1),
    Case(kind: .value, truth: .int(3), answer: "tres", language: .es, score: 1),
    Case(kind: .value, truth: .int(4), answer: "#4", language: .en, score: 1),
    Case(kind: .value, truth: .string(""), answer: "vacío", language: .es, score: 1),
    Case(kind: .value, truth: .string(""), answer: "nada", language: .es, score: 1),
    Case(kind: .value, truth: .null, answer: "nothing", language: .en, score: 1),
    Case(kind: .value, truth: .string("Nimbus"), answer: "nada", language: .es, score: 0),
    Case(
      kind: .sequence, truth: .array([.string("Huila"), .string("Sumatra")]),
      answer: "Huila y Sumatra", language: .es, score: 1),
    Case(
      kind: .sequence, truth: .array([.string("Huila"), .string("Sumatra")]),
      answer: "Huila and Sumatra", language: .en, score: 1),
  ]

  @Test(arguments: cases) func grades(_ item: Case) throws {
    var question = Self.colours
    question.kind = item.kind
    if item.kind != .choice && item.kind != .multi { question.choices = [] }
    let grade = try grade(item.answer, question, truth: item.truth, language: item.language)
    #expect(abs(grade.score - item.score) < 0.0001)
    #expect(grade.isCorrect == (item.score == 1))
  }

  @Test func gradeShowsBothSidesInTheLearnersLanguage() throws {
    var question = Self.colours
    question.kind = .sequence
    question.choices = []
    let grade = try grade(
      "verde, rosa", question, truth: .array([.color("green"), .color("blue")]), language: .es)
    #expect(grade.answer == "verde, rosa")
    #expect(grade.truth == "verde, azul")
    #expect(grade.positions == [true, false])
    #expect(grade.canonicalAnswer == "green,pink")
  }

  /// Reads `answer` and grades it; an answer the reader does not accept is a test failure.
  func grade(_ answer: String, _ question: Question, truth: Value, language: Language) throws
    -> Grade
  {
    let reading = AnswerReader(question: question, language: language).read(answer)
    guard case .answer(let parsed) = reading else {
      Issue.record("not read as an answer: \(reading)")
      throw AnswerProblem.empty
    }
    return Grader.grade(parsed, question: question, truth: truth, language: language)
  }

  @Test func choicesAreShownByLabelBothSides() throws {
    let grade = try grade("2", Self.colours, truth: .color("green"), language: .en)
    #expect(grade.answer == "blue")
    #expect(grade.truth == "green")
    #expect(grade.canonicalAnswer == "blue")
  }

  @Test func literalsAndLooseMatching() {
    #expect(LiteralParser.parse("\"Nimbus\"") == .string("Nimbus"))
    #expect(LiteralParser.parse("4") == .int(4))
    #expect(LiteralParser.parse(".green") == .color("green"))
    #expect(LiteralParser.parse("verde") == .color("green"))
    #expect(LiteralParser.parse("[green, \"a, b\"]") == .array([.color("green"), .string("a, b")]))
    #expect(LiteralParser.parse(".idle") == .enumCase(type: "", name: "idle", payload: []))
    #expect(LiteralParser.parse("\"open") == nil)
    #expect(
      Value.enumCase(type: "", name: "idle", payload: []).matches(
        .enumCase(type: "Phase", name: "idle", payload: [])))
    #expect(Value.color("Color.green").matches(.color("green")))
    #expect(Value.int(2).matches(.double(2)))
  }
}
