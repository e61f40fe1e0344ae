import Foundation
import Gradebook
import LessonKit
import Localization
import QuizKit
import TerminalUI
import Testing

@testable import IdentityLabCLI

/// The live student as the prompt's extension, run by the one driver: it prints nothing
/// itself, wakes the prompt's read when the session changes, and records votes like any answer.
@Suite struct LiveStudentTests {
  /// A signal the test scripts: each wait returns the next wake-up, after running its step.
  final class ScriptedSignal: LiveSessionSignal {
    var script: [(step: () -> Void, wake: LiveWake)] = []
    var present = true
    var failure: GradebookError?
    var waits = 0
    private(set) var announced: [LiveChannel] = []

    func claimPresenter() -> Bool { true }
    func releasePresenter() {}
    func presenterIsPresent() throws(GradebookError) -> Bool {
      if let failure { throw failure }
      return present
    }
    func announce(_ channel: LiveChannel) { announced.append(channel) }
    func wait(input: Int32?, timeout: Duration) throws(GradebookError) -> LiveWake {
      waits += 1
      if let failure { throw failure }
      guard !script.isEmpty else { return .input }
      let next = script.removeFirst()
      next.step()
      return next.wake
    }
    var presenceCheckInterval: Duration { .seconds(1) }
  }

  static let fixture = repositoryRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/live")
  static let style = Styler(enabled: false)

  struct Room {
    let store: Gradebook
    let signal = ScriptedSignal()
    let student: LiveStudent

    init(language: Language = .en) throws {
      let set = QuizSet(path: LiveStudentTests.fixture.path)
      let quiz = try #require(set.quiz("fixture-live", language: language))
      store = try Gradebook(path: ":memory:")
      let plan = QuizPlan(entries: quiz.items.map { QuizPlan.Entry(item: $0.id, variant: 0) })
      let take = QuizTake(
        quiz: quiz.id, student: "ana", number: QuizTake.liveNumber, seed: "7", plan: plan.text,
        language: language.rawValue, started: 100)
      student = LiveStudent(
        quizzes: set, quiz: quiz, course: Course(directory: ""), store: store, signal: signal,
        take: take, localizer: try realLocalizer(language), style: LiveStudentTests.style,
        now: { 200 })
    }

    /// Sets the session row as the presenter would.
    func presenter(item: Int = 0, _ phase: LiveSession.Phase, round: Int = 1, revision: Int) {
      try? store.setLiveSession(
        LiveSession(
          quiz: "fixture-live", item: item, phase: phase, round: round, revision: revision,
          updated: 150))
    }

    /// Runs the student at its prompt on a scripted terminal.
    func run(_ inputs: [TerminalInput]) -> FakeTerminal {
      let terminal = FakeTerminal(inputs)
      _ = ReplDriver(session: student.prompt(), terminal: terminal) { _ in }.run()
      return terminal
    }
  }

  @Test func theReadWakesOnlyWhenWhatTheStudentSeesChanged() throws {
    let room = try Room()
    room.presenter(.lobby, revision: 1)
    let t = try realLocalizer()
    let start = QuizTakerTests.text(room.student.start(localizer: t, style: Self.style))
    #expect(start.contains("Live fixture quiz"))
    #expect(start.contains("the item is on the projector; voting opens soon"))
    // Time-outs and wake-ups that change nothing keep the read going; input ends the wait.
    room.signal.script = [({}, .timedOut), ({}, .signalled), ({}, .input)]
    #expect(room.student.waitForInput(on: 0))
    #expect(room.signal.waits == 3)
    // The presenter opens the vote: the read is woken, and the new screen shows the item.
    room.signal.script = [({}, .timedOut), ({ room.presenter(.vote, revision: 2) }, .signalled)]
    #expect(!room.student.waitForInput(on: 0))
    let vote = QuizTakerTests.text(room.student.woken(localizer: t, style: Self.style))
    #expect(vote.contains("Which colour does the third row wear?"))
    #expect(vote.contains("type your answer"))
    // The presenter leaving changes the screen too, without a new revision.
    room.signal.script = [({ room.signal.present = false }, .timedOut)]
    #expect(!room.student.waitForInput(on: 0))
    #expect(
      QuizTakerTests.text(room.student.woken(localizer: t, style: Self.style)).contains(
        "the presenter has left the session"))
  }

  /// Votes go through the prompt like any answer: recorded under the live take with their
  /// round, refused when no round is open; `:lang` redraws the screen in the other language
  /// and the next vote carries it; the student's bytes come back as control pictures.
  @Test func votesAtThePromptAreRecordedWithTheirRoundAndLanguage() throws {
    let room = try Room()
    room.presenter(.vote, revision: 2)
    // Expected from the fixture's written key: a pink ship inserted at the top, the third
    // row keeps the colour it captured at index 2, blue, choice 3.
    let terminal = room.run([
      .line("3"), .line("re\u{1B}]52;c;AAAA\u{07}d"), .line(":lang es"), .line("2"),
    ])
    let answers = try room.store.answers(quiz: "fixture-live")
    #expect(answers.map(\.rawAnswer) == ["3", "2"])
    #expect(answers.allSatisfy { $0.take == QuizTake.liveNumber && $0.round == 1 })
    #expect(answers.map(\.score) == [1, 0])
    #expect(answers.map(\.language) == ["en", "es"])
    #expect(room.signal.announced == [.votes, .votes])
    #expect(terminal.standardOutput.contains("vote recorded: blue"))
    // `:lang` lasts for the session: votes carry their language, the account keeps its own.
    #expect(terminal.standardOutput.contains("Idioma: español (es). Solo para esta sesión."))
    #expect(terminal.standardOutput.contains("¿De qué color es la tercera fila?"))
    #expect(terminal.standardOutput.contains("voto guardado: verde"))
    #expect(terminal.standardError.contains("re␛]52"))
    #expect(
      !(terminal.standardOutput + terminal.standardError).contains {
        $0 == "\u{1B}" || $0 == "\u{07}"
      })
    // The end of input says goodbye in the language of the moment.
    #expect(
      terminal.standardOutput.hasSuffix(
        "has salido de la sesión en vivo; tus votos están guardados\n"))

    // The student stays in the language they chose; the round is closed now.
    room.presenter(.show, revision: 3)
    let late = room.run([.line("3")])
    #expect(late.standardError.contains("no hay ninguna ronda abierta"))
    #expect(late.standardOutput.contains("tu voto en la ronda 1: 2. verde"))
    #expect(try room.store.answers(quiz: "fixture-live").count == 2)
  }

  /// Tab offers an open round's answers as the course and the quiz do: ids and the labels in
  /// the student's language; nothing while no round is open.
  @Test func tabOffersTheRoundsAnswersInTheStudentsWords() throws {
    let room = try Room(language: .es)
    room.presenter(.vote, revision: 2)
    let t = try realLocalizer(.es)
    _ = room.student.start(localizer: t, style: Self.style)
    #expect(room.student.completions(for: "az", line: "az") == ["azul"])
    #expect(room.student.completions(for: "bl", line: "bl") == ["blue"])
    room.presenter(.show, revision: 3)
    _ = room.student.vote("x")
    #expect(room.student.completions(for: "az", line: "az").isEmpty)
  }

  @Test func aStoreThatFailsEndsTheSessionAndIsReported() throws {
    let room = try Room()
    room.presenter(.lobby, revision: 1)
    room.signal.failure = GradebookError(code: 10, message: "disk I/O error", path: "g.sqlite")
    // The driver reads with the student as its waiter; the fake terminal stands for a read
    // the failing wait woke.
    #expect(!room.student.waitForInput(on: 0))
    let terminal = room.run([.woken, .line("3")])
    #expect(room.student.failure?.message == "disk I/O error")
    #expect(!terminal.standardOutput.contains("your votes are saved"))
    #expect(try room.store.answers(quiz: "fixture-live").isEmpty)
  }
}
