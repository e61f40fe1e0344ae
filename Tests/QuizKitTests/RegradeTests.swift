import Foundation
import Gradebook
import IdentityEngine
import LessonKit
import Localization
import Testing

@testable import QuizKit

@Suite struct RegradeTests {
  /// Answers recorded against one quiz text, regraded against a changed one: only the
  /// answers whose grade changes are listed, with the truth before and after.
  @Test func aChangedSceneChangesTheGradesItShould() throws {
    let quiz = try #require(
      QuizFixtures.parse(QuizFixtures.source(body: QuizFixtures.insertItem)).quiz)
    let item = try #require(quiz.item("insert"))
    let store = try Gradebook(path: ":memory:")
    let resolved = try quiz.resolve(item, variant: 0, course: nil)
    let truth = try resolved.truth().truth
    let right = try #require(resolved.question.choices.firstIndex { $0.value.matches(truth) })
    let wrong = right == 0 ? 1 : 0
    for (student, choice) in [("ana", right), ("bruno", wrong)] {
      guard
        case .graded(let grade, _, _) = AnswerFlow.grade(
          String(choice + 1), question: resolved.question, truth: truth, language: .en)
      else {
        Issue.record("the answer should read")
        return
      }
      _ = try store.beginTake(
        QuizTake(
          quiz: "sample", student: student, number: 1, seed: "0", plan: "", language: "en",
          started: 0))
      try store.record(
        QuizAnswer(
          quiz: "sample", student: student, take: 1, item: "insert", seed: "0", variant: 0,
          language: "en", rawAnswer: String(choice + 1), parsedAnswer: grade.canonicalAnswer,
          truth: truth.canonical, score: grade.score, points: 2, time: 1,
          simulatorVersion: "old", itemHash: resolved.hash))
    }
    let answers = try store.answers(quiz: "sample")
    #expect(answers.map(\.score) == [1, 0])

    // Nothing changed: nothing to regrade.
    #expect(Regrade.changes(answers: answers, quiz: { _ in quiz }, course: nil).changes.isEmpty)

    // The bottom row now keeps its tint: the first choice was right and is no longer.
    let changedSource = QuizFixtures.source(body: QuizFixtures.insertItem)
      .replacingOccurrences(of: "[3].modifier(background)", with: "[1].modifier(background)")
    let changed = try #require(QuizFixtures.parse(changedSource).quiz)
    let newTruth = try changed.resolve(item, variant: 0, course: nil).truth().truth
    #expect(newTruth != truth)
    let (changes, skipped) = Regrade.changes(answers: answers, quiz: { _ in changed }, course: nil)
    #expect(skipped.isEmpty)
    #expect(changes.map(\.answer.student) == ["ana"])
    let first = try #require(changes.first)
    #expect(first.reason == .truthChanged(from: truth.canonical, to: newTruth.canonical))
    #expect(first.newScore == 0)

    // Applying keeps the old grade.
    for change in changes {
      try store.regrade(
        RegradeRecord(
          answer: try #require(change.answer.id), oldScore: change.answer.score,
          newScore: change.newScore, oldTruth: change.answer.truth, newTruth: change.newTruth,
          oldItemHash: change.answer.itemHash, newItemHash: change.newItemHash,
          simulatorVersion: "new", reason: change.reasonCode, time: 2, who: "prof"))
    }
    let after = try store.answers(quiz: "sample")
    #expect(after[0].score == 0)
    #expect(after[0].originalScore == 1)
    #expect(after[0].regradeReason?.hasPrefix("truth:") == true)
    // The answer now holds the new truth; its history holds both.
    #expect(after[0].truth == newTruth.canonical)
    let history = try store.regrades(quiz: "sample")
    #expect(history.map(\.oldTruth) == [truth.canonical])
    #expect(history.map(\.newTruth) == [newTruth.canonical])
    #expect(history.map(\.student) == ["ana"])
  }
}
