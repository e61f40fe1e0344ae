import Foundation
import Gradebook
import IdentityEngine
import LessonKit
import Localization
import Testing

@testable import QuizKit

@Suite struct QuizExportTests {
  /// RFC 4180: quote fields with commas, quotes or line breaks; double inner quotes; CRLF.
  @Test func csvQuotesAsRFC4180() {
    let document = CSVWriter.document(
      header: ["student", "answer"],
      rows: [["ana", "green, blue"], ["o\"brien", "line\nbreak"], ["plain", "sí"]])
    #expect(
      document
        == "student,answer\r\nana,\"green, blue\"\r\n\"o\"\"brien\",\"line\nbreak\"\r\nplain,sí\r\n"
    )
    #expect(CSVWriter.number(0.5) == "0.5")
    #expect(CSVWriter.number(2) == "2")
    #expect(CSVWriter.number(nil) == "")
  }

  /// OWASP "CSV Injection": a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return
  /// is written as text (a `'` in front, quoted); plain numbers stay numbers.
  @Test(arguments: [
    ("=cmd|' /C calc'!A0", "\"'=cmd|' /C calc'!A0\""), ("+1+2", "\"'+1+2\""),
    ("@SUM(A1:A9)", "\"'@SUM(A1:A9)\""), ("\tx", "\"'\tx\""), ("-x", "\"'-x\""),
    ("=1,2", "\"'=1,2\""), ("-5", "-5"), ("-0.5", "-0.5"), ("+3", "+3"), ("green", "green"),
    ("-", "\"'-\""), ("-.5", "\"'-.5\""), ("a=b", "a=b"),
  ])
  func csvFormulaCellsAreText(_ input: String, _ expected: String) {
    #expect(CSVWriter.field(input) == expected)
  }

  /// GIFT's special characters are escaped with a backslash.
  @Test(arguments: [
    ("a ~ b", "a \\~ b"), ("x = 1", "x \\= 1"), ("#1", "\\#1"), ("{ }", "\\{ \\}"),
    ("key: value", "key\\: value"), ("back\\slash", "back\\\\slash"), ("two\nlines", "two\\nlines"),
  ])
  func giftEscapes(_ input: String, _ expected: String) {
    #expect(GIFTWriter.escape(input) == expected)
  }

  @Test func giftQuestionHasIdNameAndSimulatedAnswer() throws {
    let quiz = try #require(
      QuizFixtures.parse(QuizFixtures.source(body: QuizFixtures.insertItem)).quiz)
    let resolved = try quiz.resolve(try #require(quiz.item("insert")), variant: 0, course: nil)
    let truth = try resolved.truth().truth
    let text = GIFTWriter.document(
      quiz: quiz, questions: [GIFTWriter.Question(resolved: resolved, truth: truth)], language: .en)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.contains("$CATEGORY: $course$/top/idlab/sample/insert"))
    #expect(lines.contains("// [id:sample.insert.1]"))
    #expect(lines.contains("// 2 pt · 1/4 (tint=pink, at=0)"))
    let question = try #require(lines.first { $0.hasPrefix("::insert v1::[markdown]") })
    // Exactly one right answer, the choice whose value the simulation observed.
    let right = resolved.question.choices.filter { $0.value.matches(truth) }.map(\.label)
    #expect(right.count == 1)
    #expect(question.contains("=" + right[0]))
    #expect(question.components(separatedBy: " =").count - 1 == 1)
    #expect(question.contains("\\{"))  // the scene's braces are escaped
    #expect(!question.dropLast().contains("\n"))
  }
}
