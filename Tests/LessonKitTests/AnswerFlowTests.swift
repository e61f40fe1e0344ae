import Foundation
import IdentityEngine
import Localization
import Testing

@testable import LessonKit

/// The one answer flow: a graded line, an unreadable one (its words as control pictures) and a
/// scene that fails (no grade), on the clean fixture lesson.
@Suite struct AnswerFlowTests {
  static func lesson(replacing old: String = "", with new: String = "") throws -> Lesson {
    let text = try String(
      contentsOfFile: TestSupport.fixture("clean") + "/en/01-tiny.md", encoding: .utf8)
    return try #require(
      Lesson.parse(
        source: old.isEmpty ? text : text.replacingOccurrences(of: old, with: new), path: "t.md"
      ).lesson)
  }

  @Test func aLineIsGradedReadOrRefused() throws {
    let lesson = try Self.lesson()
    let question = try #require(lesson.questions.first { $0.id == "remove-first-count" })
    // The fixture's explanation says one item is left.
    guard
      case .graded(let grade, let truth, let run) = AnswerFlow.grade(
        "1", question: question, lesson: lesson, language: .en)
    else {
      Issue.record("expected a grade")
      return
    }
    #expect(truth == .int(1))
    #expect(grade.isCorrect)
    #expect(run != nil)
    guard
      case .unreadable(let messages) = AnswerFlow.grade(
        "many\u{1B}]0;X\u{07}", question: question, lesson: lesson, language: .en)
    else {
      Issue.record("expected the line to be refused")
      return
    }
    #expect(messages.map(\.key) == ["course.error.invalid-answer.number"])
    #expect(messages.first?.arguments["answer"] == "many␛]0;X␇")
  }

  @Test func aFailedSceneGradesNothing() throws {
    let lesson = try Self.lesson(
      replacing: "do: items.remove(at: 0)\nobserve: rows(ForEach#1).count",
      with: "do: items.remove(at: 7)\nobserve: rows(ForEach#1).count")
    let question = try #require(lesson.questions.first { $0.id == "remove-first-count" })
    guard
      case .sceneFailed(.runtime(let step, let failure)) = AnswerFlow.grade(
        "1", question: question, lesson: lesson, language: .en)
    else {
      Issue.record("expected no grade")
      return
    }
    #expect(step == 1)
    #expect(failure.id == "index-out-of-range")
  }
}
