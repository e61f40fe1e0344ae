import Foundation
import Gradebook
import LessonKit
import Localization
import QuizKit
import TerminalUI
import Testing

@testable import IdentityLabCLI

/// The taker as a state machine with a clock the test turns: the time limit is enforced on
/// idlab's clock, extra time extends it, and nothing after the limit is recorded.
@Suite struct QuizTakerTests {
  final class Clock: @unchecked Sendable {
    var now = 1000.0
  }

  func taker(limit: String, clock: Clock, store: any GradebookStore) throws -> QuizTaker {
    let path = repositoryRoot.appendingPathComponent(
      "Tests/EndToEndTests/Fixtures/quiz/en/exam.md")
    let source = try String(contentsOf: path, encoding: .utf8).replacingOccurrences(
      of: "mode: exam", with: "mode: exam\ntime-limit: \(limit)")
    let quiz = try #require(Quiz.parse(source: source, path: path.path, language: "en").quiz)
    let seed = QuizPlan.seed(quiz: quiz.id, student: "ana")
    let take = try store.beginTake(
      QuizTake(
        quiz: quiz.id, student: "ana", number: 1, seed: seed, plan: quiz.plan(seed: seed).text,
        language: "en", started: clock.now))
    return QuizTaker(
      quizzes: QuizSet(path: path.path), quiz: quiz,
      course: Course(directory: ""), store: store, take: take, recorded: [],
      localizer: try realLocalizer(), style: Styler(enabled: false), width: 80,
      now: { clock.now }, simulatorVersion: "test")
  }

  static func text(_ effects: [ReplEffect]) -> String {
    effects.compactMap {
      switch $0 {
      case .print(let line), .printError(let line): line
      default: nil
      }
    }.joined(separator: "\n")
  }

  @Test func answersAfterTheLimitAreRefusedAndTheTakeIsSubmitted() throws {
    let clock = Clock()
    let store = try Gradebook(path: ":memory:")
    let taker = try taker(limit: "10m", clock: clock, store: store)
    let t = try realLocalizer()
    #expect(
      Self.text(taker.start(localizer: t, style: Styler(enabled: false))).contains(
        "time left 10:00"))
    clock.now += 60
    _ = taker.handleLine("3", localizer: t, style: Styler(enabled: false))
    #expect(try store.answers(quiz: "fixture-exam").count == 1)
    clock.now += 600  // 11 minutes in
    let late = Self.text(taker.handleLine("3", localizer: t, style: Styler(enabled: false)) ?? [])
    #expect(late.contains("time is up"))
    #expect(late.contains("Submitted when the time ran out."))
    #expect(try store.answers(quiz: "fixture-exam").count == 1)
    // Submitted at the deadline (started at 1000 s, 10 minutes), not when the student typed.
    #expect(try store.takes(quiz: "fixture-exam").first?.submitted == 1000 + 600)
    #expect(try store.takes(quiz: "fixture-exam").first?.submitReason == "time-up")
  }

  /// The prompt's driver calls `idle()` before reading each line: the taker prepares the item
  /// shown and the one after it, and every answer is still recorded for its own item, in the
  /// plan's order, graded against its own scene (the count item: 3 rows after the append).
  @Test func idleBeforeEachAnswerKeepsEveryGrade() throws {
    let clock = Clock()
    let store = try Gradebook(path: ":memory:")
    let taker = try taker(limit: "10m", clock: clock, store: store)
    let t = try realLocalizer()
    _ = taker.start(localizer: t, style: Styler(enabled: false))
    let plan = taker.entries.map(\.item)
    #expect(Set(plan) == ["rows-count", "third-tint", "warning"])
    for _ in plan {
      taker.idle()
      taker.idle()
      let answer = taker.current?.question.kind == .yesno ? "n" : "3"
      _ = taker.handleLine(answer, localizer: t, style: Styler(enabled: false))
    }
    let recorded = try store.answers(quiz: "fixture-exam")
    #expect(recorded.map(\.item) == plan)
    let count = try #require(recorded.first { $0.item == "rows-count" })
    #expect(count.truth == "3")
    #expect(count.score == 1)
  }

  @Test func extraTimeExtendsTheLimitForOneStudent() throws {
    let clock = Clock()
    let store = try Gradebook(path: ":memory:")
    try store.setExtraTime(quiz: "fixture-exam", student: "ana", seconds: 300)
    let taker = try taker(limit: "10m", clock: clock, store: store)
    let t = try realLocalizer()
    clock.now += 660  // 11 minutes: inside 10 + 5
    let effects = Self.text(
      taker.handleLine("3", localizer: t, style: Styler(enabled: false)) ?? [])
    #expect(effects.contains("recorded: 3"))
    #expect(effects.contains("time left 4:00"))
    #expect(try store.answers(quiz: "fixture-exam").count == 1)
  }
}
