import Foundation
import Gradebook
import LessonKit
import Localization
import TerminalUI
import Testing

@testable import IdentityLabCLI

/// The course runner driven through the pure `ReplSession`, with a gradebook on `:memory:`.
@Suite struct CourseRunnerTests {
  static let fixture = repositoryRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/course")
    .path

  static func session(_ language: Language = .en) throws -> (ReplSession, CourseRunner, Gradebook) {
    let localizer = try realLocalizer(language)
    let book = try Gradebook(path: ":memory:")
    let runner = CourseRunner(
      course: Course(directory: fixture), localizer: localizer, style: Styler(enabled: false),
      width: 100, gradebook: book)
    let session = ReplSession(
      localizer: localizer, style: Styler(enabled: false), isInteractive: false,
      extensions: [CourseReplExtension(runner: runner)])
    return (session, runner, book)
  }

  static func text(_ effects: [ReplEffect]) -> String {
    effects.compactMap { effect -> String? in
      switch effect {
      case .print(let text), .printError(let text): text
      default: nil
      }
    }.joined(separator: "\n")
  }

  @Test func listsOpensAnswersAndRecords() throws {
    var (session, runner, book) = try Self.session()
    let list = Self.text(session.handle(.line(":lessons")))
    #expect(
      list.contains("1. A tiny lesson (tiny) 0 right of 2 questions · 0 solved of 1 challenge"))
    let opened = Self.text(session.handle(.line(":open 1")))
    #expect(opened.contains("Lesson 1: A tiny lesson"))
    #expect(opened.contains("Remove the first item. Which colour does the remaining row wear?"))
    #expect(opened.contains("1. green"))
    let hint = Self.text(session.handle(.line(":hint")))
    #expect(hint == "hint 1/1: The rows are keyed by index.")
    let graded = Self.text(session.handle(.line("1")))
    #expect(graded.contains("✓ right"))
    #expect(graded.contains("your answer: green"))
    #expect(graded.contains("simulation:  green"))
    #expect(graded.contains("why: Index 0 survives with the colour it captured."))
    #expect(graded.contains("How many rows are left?"))
    #expect(try book.attempts().map(\.question) == ["remove-first-colour"])
    #expect(runner.pending?.machineID == "question:remove-first-count")
  }

  @Test func aWrongAnswerShowsTheTruthAndTheWarningRow() throws {
    var (session, _, _) = try Self.session()
    _ = session.handle(.line(":open tiny"))
    let graded = Self.text(session.handle(.line("blue")))
    #expect(graded.contains("✗ not quite"))
    #expect(graded.contains("your answer: blue"))
    #expect(graded.contains("simulation:  green"))
    // The next question asks about the same run: its screen would give the answer away.
    #expect(!graded.contains("B  background"))
    #expect(graded.contains("the whole screen comes after the next question"))
    let next = Self.text(session.handle(.line("1")))
    #expect(next.contains("B  .background [green]  ⚠"))
  }

  @Test func theFirstAnswerCountsLaterOnesArePractice() throws {
    var (session, runner, _) = try Self.session()
    _ = session.handle(.line(":open tiny"))
    _ = session.handle(.line("blue"))
    _ = session.handle(.line(":back"))
    let again = Self.text(session.handle(.line("green")))
    #expect(again.contains("✓ right"))
    #expect(again.contains("practice: your first answer (0%) is the one that counts"))
    #expect(
      runner.progressLines().joined().contains("1. A tiny lesson: 0/2 right on the first answer"))
  }

  @Test func showTreeBeforeAnsweringIsTheStartingState() throws {
    var (session, _, _) = try Self.session()
    _ = session.handle(.line(":open tiny"))
    let tree = Self.text(session.handle(.line(":show tree")))
    #expect(tree.contains("the scene's starting state"))
    // The fixture's first render has two rows, A and B; the question removes the first.
    #expect(tree.contains("\"A\""))
    #expect(tree.contains("\"B\""))
  }

  @Test func skipShowsTheAnswerAndCountsAsSkipped() throws {
    var (session, runner, _) = try Self.session()
    _ = session.handle(.line(":open tiny"))
    let skipped = Self.text(session.handle(.line(":skip")))
    #expect(skipped.contains("the answer: green"))
    #expect(skipped.contains("why: Index 0 survives with the colour it captured."))
    let progress = runner.progressLines().joined(separator: "\n")
    #expect(progress.contains("0/2 right on the first answer, 1 skipped, 0/1 challenges solved"))
    #expect(progress.contains("still waiting: 2"))
  }

  @Test func invalidAnswersAskAgain() throws {
    var (session, runner, book) = try Self.session()
    _ = session.handle(.line(":open tiny"))
    let invalid = Self.text(session.handle(.line("purple")))
    #expect(invalid.contains("not among the choices: purple."))
    #expect(try book.attempts().isEmpty)
    #expect(runner.pending?.machineID == "question:remove-first-colour")
  }

  @Test func langRerendersTheSameQuestion() throws {
    var (session, runner, _) = try Self.session()
    _ = session.handle(.line(":open tiny"))
    let spanish = Self.text(session.handle(.line(":lang es")))
    #expect(spanish.contains("Quita el primer elemento. ¿De qué color es la fila que queda?"))
    #expect(spanish.contains("1. verde"))
    let graded = Self.text(session.handle(.line("verde")))
    #expect(graded.contains("✓ correcto"))
    #expect(runner.language == .es)
  }

  @Test func challengeEditAndCheck() throws {
    var (session, runner, book) = try Self.session()
    _ = session.handle(.line(":open tiny"))
    _ = session.handle(.line("green"))
    #expect(Self.text(session.handle(.line("1"))).contains(":next continues"))
    let challenge = Self.text(session.handle(.line(":next")))
    #expect(challenge.contains("Make the remaining row keep B's colour."))
    let failing = Self.text(session.handle(.line(":check")))
    #expect(failing.contains("✗ the goal does not hold yet (its only condition fails)"))
    #expect(
      failing.contains(
        "after the last action, the .background of row 1 of ForEach #1 is green"))
    // In words first, then the query as the lesson writes it.
    #expect(failing.contains("✗ the .background of row 1 of ForEach #1 must equal blue"))
    #expect(failing.contains("(the goal: rows(ForEach#1)[1].modifier(background) == .blue)"))
    #expect(failing.contains("the required value is blue"))
    #expect(failing.contains("these must be equal"))
    #expect(Self.text(session.handle(.line(":edit"))).contains(":cancel keeps the old code"))
    #expect(
      Self.text(session.handle(.line(":clear")))
        == "the code is empty now: type or paste the new code")
    let lesson = try #require(runner.lesson)
    for line in (lesson.scenes["tiny-fixed"]?.code ?? "").split(separator: "\n") {
      _ = session.handle(.line(String(line)))
    }
    #expect(Self.text(session.handle(.line("."))).contains("code updated"))
    let passing = Self.text(session.handle(.line(":check")))
    #expect(passing.contains("✓ the goal holds"))
    #expect(try book.bestScores(lesson: "tiny")["fix-keys"] == 1)
  }

  @Test func resumesWhereTheLearnerLeftOff() throws {
    let (_, runner, book) = try Self.session()
    _ = runner.open("tiny")
    #expect(Self.text(runner.next()).contains("this page still has a question waiting"))
    _ = runner.handleLine("green")
    _ = runner.handleLine("1")
    _ = runner.next()
    #expect(try book.position(lesson: "tiny")?.page == 2)
    let again = CourseRunner(
      course: runner.course, localizer: runner.localizer, style: Styler(enabled: false), width: 80,
      gradebook: book)
    let reopened = Self.text(again.open("tiny"))
    #expect(reopened.contains("Fix it (3/4)"))
    #expect(Self.text(again.reset(nil)).contains(":reset all forgets every lesson"))
    #expect(try book.position(lesson: "tiny") != nil)
    #expect(Self.text(again.reset("tiny")).contains("progress of tiny reset"))
    #expect(try book.position(lesson: "tiny") == nil)
  }

  @Test func completionsCoverLessonsAndChoices() throws {
    var (session, _, _) = try Self.session()
    #expect(session.completions(word: "ti", line: ":open ti") == ["tiny"])
    _ = session.handle(.line(":open tiny"))
    #expect(session.completions(word: "gr", line: "gr") == ["green"])
  }
}
