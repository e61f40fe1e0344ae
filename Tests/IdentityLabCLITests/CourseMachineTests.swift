import Gradebook
import LessonKit
import Localization
import TerminalUI
import Testing

@testable import IdentityLabCLI

/// The course machine without I/O: each input gives the effects written here, in order.
///
/// The fixture is `Tests/EndToEndTests/Fixtures/course` (lesson `tiny`: two rows keyed by index,
/// two questions on page 2, one challenge on page 3); every expected line below is written from
/// the fixture and the strings tables, not produced by the machine.
@Suite struct CourseMachineTests {
  static let fixture = repositoryRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/course")
    .path

  static func machine(
    _ language: Language = .en, record: CourseRecord = CourseRecord(), hasEditor: Bool = false
  ) throws -> CourseMachine {
    var machine = CourseMachine(
      course: Course(directory: fixture), localizer: try realLocalizer(language),
      style: Styler(enabled: false), width: 100, showsProse: false, hasEditor: hasEditor)
    _ = machine.step(.loaded(record))
    return machine
  }

  static func attempt(_ question: String, _ answer: String, _ score: Double) -> Attempt {
    Attempt(
      lesson: "tiny", question: question, language: "en", answer: answer, score: score,
      correct: score == 1, time: 0, simulatorVersion: IdlabVersion.current)
  }

  static func position(_ page: Int, _ block: String? = nil) -> Position {
    Position(lesson: "tiny", page: page, block: block, completed: false, updated: 0)
  }

  /// The text of the print effects.
  static func text(_ effects: [CourseEffect]) -> [String] {
    effects.compactMap { effect in
      switch effect {
      case .print(let text), .printError(let text): text
      default: nil
      }
    }
  }

  static let firstQuestion: [CourseEffect] = [
    .print(""), .print("Predict (one choice)"),
    .print("Remove the first item. Which colour does the remaining row wear?"),
    .print("  1. green"), .print("  2. blue"),
  ]

  @Test func openingSavesEachPositionAndPosesTheFirstQuestion() throws {
    var machine = try Self.machine()
    let expected: [CourseEffect] =
      [
        .print("Lesson 1: A tiny lesson"),
        .savePosition(Self.position(0)),
        .savePosition(Self.position(1)), .print(""), .print("Remove a row (2/4)"),
        .savePosition(Self.position(1, "question:remove-first-colour")),
      ] + Self.firstQuestion
    #expect(machine.step(.open("tiny", fromStart: true)) == expected)
  }

  @Test func anAnswerIsRecordedBeforeAnythingIsShown() throws {
    var machine = try Self.machine()
    _ = machine.step(.open("tiny", fromStart: true))
    let effects = machine.step(.line("2"))
    #expect(effects.first == .recordAttempt(Self.attempt("remove-first-colour", "blue", 0)))
    let lines = Self.text(effects)
    #expect(lines.contains("✗ not quite"))
    #expect(lines.contains("your answer: blue"))
    #expect(lines.contains("simulation:  green"))
    #expect(effects.contains(.savePosition(Self.position(1, "question:remove-first-count"))))
  }

  @Test func aFailedWriteIsSaidInTheLearnersLanguageAndTheContinuationOnce() throws {
    var machine = try Self.machine(.es)
    let full = GradebookError(code: 13, message: "disk full", path: "x", reason: .full)
    #expect(
      machine.step(.attemptNotSaved(full)) == [
        .printError("no se pudo guardar el progreso: el disco está lleno"),
        .printError("la sesión sigue sin guardar"),
      ])
    #expect(
      machine.step(.positionNotSaved(full)) == [
        .printError("no se pudo guardar el progreso: el disco está lleno")
      ])
  }

  @Test func resetIsSaidDoneOnlyWhenTheGradebookDidIt() throws {
    var machine = try Self.machine(
      record: CourseRecord(attempts: [Self.attempt("remove-first-colour", "green", 1)]))
    #expect(
      machine.step(.reset(nil)) == [
        .print(
          ":reset LESSON forgets one lesson; :reset all forgets every lesson (it cannot be undone)"
        )
      ])
    #expect(machine.step(.reset("tiny")) == [.resetProgress(lesson: "tiny")])
    #expect(machine.step(.reset("all")) == [.resetProgress(lesson: nil)])
    let busy = GradebookError(code: 5, message: "busy", path: "x", reason: .busy)
    #expect(
      Self.text(machine.step(.resetFailed(busy))).first
        == "progress could not be saved: the progress database is locked by another idlab")
    #expect(machine.record.attempts.count == 1)
    #expect(machine.step(.progressReset(lesson: "tiny")) == [.print("progress of tiny reset")])
    #expect(machine.record.attempts.isEmpty)
  }

  /// Page 3 (the challenge) of `tiny`, with both questions answered.
  static func atTheChallenge(hasEditor: Bool = false) throws -> CourseMachine {
    var machine = try Self.machine(
      record: CourseRecord(
        attempts: [
          Self.attempt("remove-first-colour", "green", 1),
          Self.attempt("remove-first-count", "1", 1),
        ],
        positions: [Self.position(2, "challenge:fix-keys")], currentLesson: "tiny"),
      hasEditor: hasEditor)
    _ = machine.step(.open("tiny", fromStart: false))
    return machine
  }

  @Test func anExternalEditorIsAnEffectAndUnchangedCodeSaysSo() throws {
    var machine = try Self.atTheChallenge(hasEditor: true)
    let start = try #require(machine.lesson?.scenes["tiny"]?.code)
    #expect(machine.step(.edit) == [.openEditor(code: start, name: "fix-keys")])
    #expect(machine.step(.edited(start)) == [.print("unchanged (35 lines)")])
    _ = machine.step(.edit)
    #expect(
      machine.step(.edited("")) == [.print("the editor left the file empty: the code is unchanged")]
    )
    _ = machine.step(.edit)
    #expect(
      machine.step(.editorFailed(.status(3))) == [
        .printError("the editor exited with status 3: the code is unchanged")
      ])
    _ = machine.step(.edit)
    let fixed = try #require(machine.lesson?.scenes["tiny-fixed"]?.code)
    #expect(machine.step(.edited(fixed)) == [.print("code updated (35 lines)")])
    #expect(Self.text(machine.step(.check)).contains("✓ the goal holds"))
  }

  @Test func aChallengeWhoseCodeUsesAnSDKNameRunsAfterItsWarning() throws {
    var machine = try Self.atTheChallenge(hasEditor: true)
    let fixed = try #require(machine.lesson?.scenes["tiny-fixed"]?.code)
    _ = machine.step(.edit)
    _ = machine.step(.edited(fixed + "\nfunc save() { _ = CLGeocoder() }\n"))
    let effects = machine.step(.check)
    let line = fixed.split(separator: "\n", omittingEmptySubsequences: false).count + 1
    let errorIndex = effects.firstIndex {
      if case .printError = $0 { return true }
      return false
    }
    let runIndex = try #require(effects.firstIndex(of: .print("What the simulation did")))
    let index = try #require(errorIndex, "no warning: \(effects)")
    #expect(index < runIndex, "the warning comes before the run")
    guard case .printError(let warning) = effects[index] else { return }
    #expect(
      warning.hasPrefix(
        "fix-keys.swift:\(line):19: warning[S120]: `CLGeocoder` (CoreLocation) is not simulated"),
      "\(warning)")
    #expect(Self.text(effects).contains("✓ the goal holds"))
  }

  @Test func theInlineEditorStartsFromTheCodeAndNeverLeavesItEmptyByAccident() throws {
    var machine = try Self.atTheChallenge()
    let screen = Self.text(machine.step(.edit))
    #expect(screen.first == "editing the code (35 lines):")
    #expect(screen[1] == " 1 │ import SwiftUI")
    #expect(screen[35] == "35 │ }")
    #expect(machine.step(.line(".")) == [.print("unchanged (35 lines)")])
    _ = machine.step(.edit)
    #expect(
      machine.step(.line(":clear")) == [.print("the code is empty now: type or paste the new code")]
    )
    #expect(
      machine.step(.line(".")) == [
        .print("the code is empty: type or paste some, or :cancel to keep the old code")
      ])
    #expect(
      machine.step(.line(":cancel")) == [
        .print("editing cancelled: the code is as it was (35 lines)")
      ])
    #expect(machine.inlineEditor == nil)
    // The start code still fails the goal: nothing was lost.
    let failing = "  ✗ the .background of row 1 of ForEach #1 must equal blue"
    #expect(Self.text(machine.step(.check)).contains(failing))
  }

  @Test func doRefusesWhileAQuestionWaitsThenActsAndUndoes() throws {
    var machine = try Self.machine()
    _ = machine.step(.open("tiny", fromStart: true))
    #expect(
      machine.step(.perform("tap \"A\"")) == [
        .printError(
          "answer the question first (or :skip it): acting on its scene now would give the answer away"
        )
      ])
    _ = machine.step(.line("green"))
    _ = machine.step(.line("1"))
    // Both questions answered: the page ends, and the last run (one row left) is the scene.
    let appended = Self.text(
      machine.step(.perform("items.append(Item(id: \"c\", name: \"C\", tint: .pink))")))
    #expect(appended.contains("do: items.remove(at: 0)"))
    #expect(appended.contains("do: items.append(Item(id: \"c\", name: \"C\", tint: .pink))"))
    #expect(appended.contains { $0.contains("B  .background [green]  ⚠") })
    #expect(appended.contains { $0.contains("C  .background [pink]") })
    let undone = Self.text(machine.step(.undo))
    #expect(undone.first == "undone: items.append(Item(id: \"c\", name: \"C\", tint: .pink))")
    #expect(!undone.contains { $0.contains("C  background") })
    #expect(undone.contains { $0.contains("B  .background [green]  ⚠") })
    #expect(machine.step(.undo) == [.print("nothing to undo: no :do action on this scene yet")])
    let bad = Self.text(machine.step(.perform("tap \"Nowhere\"")))
    #expect(bad.first?.contains("Nowhere") == true)
  }

  @Test func aFirstTimeLearnerStartsOnLessonOneWithOneLineOnMovingAround() throws {
    var machine = try Self.machine()
    let effects = machine.step(.start)
    #expect(
      Array(Self.text(effects).prefix(2)) == [
        "First time here? Lesson 1 starts below. Move with :next and :back, ask for a :hint, list the chapters with :lessons, see every command with :help; :lang es switches to Spanish.",
        "Lesson 1: A tiny lesson",
      ])
    #expect(machine.pending?.machineID == "question:remove-first-colour")
  }

  @Test func aReturningLearnerResumesAtTheFirstUnansweredItemAndNextDoesNotPassIt() throws {
    var machine = try Self.machine(
      record: CourseRecord(
        attempts: [Self.attempt("remove-first-colour", "green", 1)],
        positions: [Self.position(3)], currentLesson: "tiny"))
    let lines = Self.text(machine.step(.start))
    #expect(
      lines.first
        == "Welcome back to “A tiny lesson”: you pick up at the first item you have not answered yet (:lessons to choose another lesson)."
    )
    #expect(lines.contains("Remove a row (2/4)"))
    #expect(machine.pending?.machineID == "question:remove-first-count")
    let waiting =
      "this page still has a question waiting: answer it, or :skip to see the answer and go on"
    #expect(machine.step(.next) == [.printError(waiting)])
    // Back on the page with the first question (answered) pending, `:next` still refuses:
    // the second one is further down the same page.
    _ = machine.step(.back)
    _ = machine.step(.next)
    #expect(machine.pending?.machineID == "question:remove-first-colour")
    #expect(machine.step(.next) == [.printError(waiting)])
  }

  @Test func progressCountsChallengesAndFinishesOnlyWhenEverythingIsAnswered() throws {
    var machine = try Self.machine(
      record: CourseRecord(
        attempts: [
          Self.attempt("remove-first-colour", "green", 1),
          Self.attempt("remove-first-count", ":skip", 0),
        ],
        positions: [Self.position(2)], currentLesson: "tiny"))
    #expect(
      Self.text(machine.step(.progress)) == [
        "Progress",
        "1. A tiny lesson: 1/2 right on the first answer, 1 skipped, 0/1 challenges solved, page 3/4, still waiting: 1",
      ])
    _ = machine.step(.open("tiny", fromStart: false))
    _ = machine.step(.skip)
    #expect(
      Self.text(machine.step(.progress)).last
        == "1. A tiny lesson: 1/2 right on the first answer, 2 skipped, 0/1 challenges solved, page 3/4, finished"
    )
    #expect(
      Self.text(machine.step(.lessons))[1]
        == "1. A tiny lesson (tiny) 1 right of 2 questions · 0 solved of 1 challenge ✓ ←")
  }

  @Test func theScoreLineCountsAsLessonsDoes() throws {
    var machine = try Self.machine()
    _ = machine.step(.open("tiny", fromStart: true))
    _ = machine.step(.line("green"))
    #expect(machine.scoreLine() == "score: 1/3 (33%)")
    #expect(machine.itemCounts() == "2 questions · 1 challenge")
  }
}

/// The inline editor on its own.
@Suite struct InlineEditorTests {
  static let t = Result { try realLocalizer(.en) }
  static let style = Styler(enabled: false)

  @Test func replacesInsertsDeletesAndKeepsIndentation() throws {
    let t = try Self.t.get()
    var editor = InlineEditor(code: "a\nb\nc\n")
    #expect(editor.handle(":r 2   B", localizer: t, style: Self.style) == .stay(["2 │   B"]))
    #expect(editor.handle(":i 1 z", localizer: t, style: Self.style) == .stay(["1 │ z"]))
    #expect(editor.lines == ["z", "a", "  B", "c"])
    #expect(
      editor.handle(":d 2-3", localizer: t, style: Self.style)
        == .stay(["deleted line 2–3: 2 lines now"]))
    #expect(editor.handle("    d()", localizer: t, style: Self.style) == .stay([]))
    #expect(editor.lines == ["z", "c", "    d()"])
    #expect(
      editor.handle(":d 9", localizer: t, style: Self.style)
        == .stay(["there is no line 9: the code has 3 lines"]))
    #expect(editor.handle(":done", localizer: t, style: Self.style) == .done("z\nc\n    d()\n"))
  }

  /// Line numbers are compared with the code's lines, never shifted: the extremes of `Int`
  /// (and numbers past it) are lines that do not exist, not an overflow (issue #32).
  @Test(arguments: [
    (":r -9223372036854775808 x", "there is no line -9223372036854775808"),
    (":i -9223372036854775808 x", "there is no line -9223372036854775808"),
    (":r 9223372036854775807 x", "there is no line 9223372036854775807"),
    (":i 9223372036854775807 x", "there is no line 9223372036854775807"),
    (":d 9223372036854775807", "there is no line 9223372036854775807"),
    (":d 1-9223372036854775807", "there is no line 9223372036854775807"),
    (":r 99999999999999999999 x", "write :r N text"),
    (":d -9223372036854775808", "write :d N"),
  ])
  func extremeLineNumbersAreLinesThatDoNotExist(_ command: String, _ expected: String) throws {
    let t = try Self.t.get()
    var editor = InlineEditor(code: "a\nb\n")
    let outcome = editor.handle(command, localizer: t, style: Self.style)
    guard case .stay(let lines) = outcome, let line = lines.first else {
      Issue.record("\(command): \(outcome)")
      return
    }
    #expect(line.hasPrefix(expected), "\(line)")
    #expect(editor.lines == ["a", "b"])
  }

  @Test func codeTypedFirstReplacesTheOldCode() throws {
    let t = try Self.t.get()
    var editor = InlineEditor(code: "old 1\nold 2\n")
    #expect(
      editor.handle(":list", localizer: t, style: Self.style) == .stay(["1 │ old 1", "2 │ old 2"]))
    #expect(editor.handle("new 1", localizer: t, style: Self.style) == .stay([]))
    #expect(editor.handle("  new 2", localizer: t, style: Self.style) == .stay([]))
    #expect(editor.handle(".", localizer: t, style: Self.style) == .done("new 1\n  new 2\n"))
  }

  @Test func unknownCommandsAndCancelLeaveTheCode() throws {
    let t = try Self.t.get()
    var editor = InlineEditor(code: "a\n")
    guard case .stay(let lines) = editor.handle(":x 1", localizer: t, style: Self.style) else {
      Issue.record("an unknown command ends editing")
      return
    }
    #expect(lines.first == ":x is not an editor command")
    #expect(editor.handle(":cancel", localizer: t, style: Self.style) == .cancelled)
    #expect(editor.lines == ["a"])
  }
}
