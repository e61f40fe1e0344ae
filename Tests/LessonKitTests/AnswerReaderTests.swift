import IdentityEngine
import Localization
import Testing

@testable import LessonKit

@Suite struct AnswerReaderTests {
  /// The bench's stamp question: choice values collide with on-screen numbers.
  static let stamps = Question(
    id: "stamp", kind: .choice, scene: "s", observe: "x",
    choices: [
      Choice(id: "fresh", value: .int(4), label: "#4, because Nimbus is new"),
      Choice(id: "kept", value: .int(1), label: "#1, the stamp that row had before"),
      Choice(id: "none", value: .int(0), label: "#0, the stamp has not been taken yet"),
    ])
  /// Chapter 1's count question: values 0, 1, 2 under numbers 1, 2, 3; the labels carry
  /// Markdown, which a reading's meaning never shows.
  static let counts = Question(
    id: "count", kind: .choice, scene: "s", observe: "x",
    choices: [
      Choice(id: "0", value: .int(0), label: "None"),
      Choice(id: "1", value: .int(1), label: "*One*"),
      Choice(id: "2", value: .int(2), label: "`Two`"),
    ])
  static let tints = Question(
    id: "tint", kind: .choice, scene: "s", observe: "x",
    choices: [
      Choice(id: "green", value: .color("green"), label: "verde"),
      Choice(id: "blue", value: .color("blue"), label: "azul"),
    ])

  struct Case: CustomTestStringConvertible, Sendable {
    var question: String
    var raw: String
    var expected: AnswerReading
    var testDescription: String { "\(question): \(raw)" }
  }

  static let questions: [String: Question] = [
    "stamps": stamps, "counts": counts, "tints": tints,
  ]

  static let cases: [Case] = [
    Case(question: "stamps", raw: "#4", expected: .answer(.choice(0))),
    Case(question: "stamps", raw: "#1", expected: .answer(.choice(1))),
    Case(question: "stamps", raw: "2", expected: .answer(.choice(1))),
    Case(question: "stamps", raw: "1.", expected: .answer(.choice(0))),
    Case(question: "stamps", raw: "0", expected: .answer(.choice(2))),
    Case(
      question: "stamps", raw: "1",
      expected: .ambiguous(
        token: "1",
        readings: [
          .init(input: "a", meaning: "#4, because Nimbus is new"),
          .init(input: "b", meaning: "#1, the stamp that row had before"),
        ])),
    Case(question: "stamps", raw: "fresh", expected: .invalid(.unknownChoices(["fresh"]))),
    Case(question: "stamps", raw: "#7, #3", expected: .invalid(.unknownChoices(["#7"]))),
    Case(question: "stamps", raw: "#1, #4", expected: .invalid(.tooManyChoices)),
    Case(question: "counts", raw: "one", expected: .answer(.choice(1))),
    // `uno` is neither label (they are English): the on-screen 1 or the value 1, so asked.
    Case(
      question: "counts", raw: "uno",
      expected: .ambiguous(
        token: "uno",
        readings: [.init(input: "a", meaning: "None"), .init(input: "b", meaning: "One")])),
    Case(question: "counts", raw: "3", expected: .answer(.choice(2))),
    Case(
      question: "counts", raw: "2",
      expected: .ambiguous(
        token: "2",
        readings: [.init(input: "b", meaning: "One"), .init(input: "c", meaning: "Two")])
    ),
    Case(question: "tints", raw: "green", expected: .answer(.choice(0))),
    Case(question: "tints", raw: "AZUL", expected: .answer(.choice(1))),
    Case(question: "tints", raw: "  ", expected: .invalid(.empty)),
  ]

  @Test(arguments: cases) func reads(_ item: Case) throws {
    let question = try #require(Self.questions[item.question])
    #expect(AnswerReader(question: question, language: .en).read(item.raw) == item.expected)
  }

  @Test func readsKindsOtherThanChoices() {
    var question = Self.stamps
    question.choices = []
    question.kind = .number
    let reader = AnswerReader(question: question, language: .es)
    #expect(reader.read("dos") == .answer(.number(2)))
    #expect(reader.read("four") == .answer(.number(4)))
    #expect(reader.read("muchos") == .invalid(.notANumber("muchos")))
    question.kind = .yesno
    #expect(AnswerReader(question: question, language: .es).read("sí") == .answer(.yesNo(true)))
    #expect(
      AnswerReader(question: question, language: .en).read("maybe")
        == .invalid(.notYesNo("maybe")))
  }

  @Test func splitsListsInBothLanguages() {
    #expect(AnswerReader.splitList("Huila y Sumatra") == ["Huila", "Sumatra"])
    #expect(AnswerReader.splitList("green and blue") == ["green", "blue"])
    #expect(AnswerReader.splitList("verde azulado añil") == ["verde azulado", "añil"])
    #expect(AnswerReader.splitList("#2, #3") == ["#2", "#3"])
    #expect(AnswerReader.splitList("green blue,pink") == ["green blue", "pink"])
  }

  @Test func valuesKeepEveryReading() {
    #expect(ParsedValue("#4").number == 4)
    #expect(ParsedValue("verde").color == "green")
    #expect(ParsedValue("\"verde\"").color == nil)
    #expect(ParsedValue("vacío").isNothing)
    #expect(ParsedValue("\"\"").isNothing)
    #expect(!ParsedValue("Nimbus").isNothing)
  }
}
