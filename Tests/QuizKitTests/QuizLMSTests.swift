import Foundation
import Gradebook
import IdentityEngine
import LessonKit
import Testing

@testable import QuizKit

/// The LMS layouts and the question exports' own rules, against values written here by hand.
@Suite struct QuizLMSTests {
  /// Two students: ana 3 of 7, bruno 2 of 4 (items worth less in all: scaled to 3.5 of 7);
  /// carla on the roster, never started.
  static let report: QuizReport = {
    func student(_ id: String, _ score: Double, _ maxScore: Double) -> QuizReport.Student {
      QuizReport.Student(
        student: id, take: 1, language: "en", score: score, maxScore: maxScore, answered: 2,
        items: 2, seconds: 10, submitted: true, submitReason: nil)
    }
    return QuizReport(
      schema: QuizReport.schema, quiz: "q", title: "Midterm, part 1", takes: "first",
      students: [student("bruno", 2, 4), student("ana", 3, 7)], items: [], alpha: nil,
      dichotomous: true, histogram: [], warnings: [], live: nil, notStarted: ["carla"])
  }()

  @Test func canvasHasThePointsPossibleRowAndEveryStudent() {
    let csv = Self.report.canvasCSV(
      title: "Midterm, part 1", pointsPossible: 7, names: ["ana": "Pérez, Ana", "carla": ""])
    #expect(
      csv == "Student,ID,SIS User ID,SIS Login ID,Section,\"Midterm, part 1\"\r\n"
        + "    Points Possible,,,,,7\r\n" + "\"Pérez, Ana\",,,ana,,3\r\n"
        + "bruno,,,bruno,,3.5\r\n" + "carla,,,carla,,\r\n")
  }

  @Test func moodleHasTheIdentifierAndTheGrade() {
    #expect(
      Self.report.moodleCSV(title: "=SUM(A1)", pointsPossible: 7)
        == "username,\"'=SUM(A1)\"\r\nana,3\r\nbruno,3.5\r\ncarla,\r\n")
  }

  /// Two own items (1 and 2 points) and a group choosing 2 of items worth 3, 1 and 5: the most
  /// a student can get is 1 + 2 + 5 + 3 = 11.
  @Test func pointsPossibleTakesTheBestOfEachGroup() throws {
    var body = "```group\nid: g\nchoose: 2\n```\n\n"
    for (id, points, group) in [
      ("a", 1, ""), ("b", 2, ""), ("c", 3, "group: g\n"), ("d", 1, "group: g\n"),
      ("e", 5, "group: g\n"),
    ] {
      body += "```item\nid: \(id)\nquestion: q\npoints: \(points)\n\(group)```\n\n"
    }
    body += QuizBankTests.question("q")
    let quiz = try #require(QuizFixtures.parse(QuizFixtures.source(body: body)).quiz)
    #expect(quiz.pointsPossible == 11)
  }

  @Test(arguments: [
    ("identity-checkpoint", "bench-insert", "$course$/top/idlab/identity_checkpoint/bench_insert"),
    ("q", "foreach-bank/insert-tint", "$course$/top/idlab/q/foreach_bank/insert_tint"),
    ("q", "año.1", "$course$/top/idlab/q/a_o_1"),
  ])
  func giftCategoriesAreWordsAndSlashes(_ quiz: String, _ item: String, _ expected: String) {
    #expect(GIFTWriter.categoryPath(quiz: quiz, item: item) == expected)
  }

  /// Six right answers share 100 without going over it; the wrong ones share −100.
  @Test func multipleAnswerWeightsAddUpToAHundred() {
    let choices = (1...8).map { Choice(id: "c\($0)", value: .int($0), label: "\($0)") }
    let truth = Value.array((1...6).map { .int($0) })
    let weights = GIFTWriter.weights(choices, truth: truth).map { GIFTWriter.percent($0.1) }
    #expect(weights == Array(repeating: "16.66666", count: 6) + ["-50", "-50"])
  }

  /// CDATA keeps text as written, but for `]]>` (split in two sections) and control characters
  /// (pictures: XML 1.0 allows none but tab and newline).
  @Test func cdataKeepsCodeAndSplitsItsEnd() {
    #expect(MoodleXMLWriter.cdata("a[b[0]]>c") == "<![CDATA[a[b[0]]]]><![CDATA[>c]]>")
    #expect(MoodleXMLWriter.cdata("x < y && z\n\tw") == "<![CDATA[x < y && z\n\tw]]>")
    #expect(MoodleXMLWriter.cdata("bell\u{07}") == "<![CDATA[bell\u{2407}]]>")
  }

  /// GIFT text neutralises an author's control characters and escapes the special ones.
  @Test func giftEscapesControlCharacters() {
    #expect(GIFTWriter.escape("a\u{1B}[31m{x}") == "a\u{241B}[31m\\{x\\}")
  }
}
