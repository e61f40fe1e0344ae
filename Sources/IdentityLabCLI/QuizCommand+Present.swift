import Foundation
import Gradebook
import LessonKit
import Localization
import QuizKit
import TerminalUI

extension QuizCommand {
  /// `idlab quiz present QUIZ`: the projector of a live session, driven by single keys.
  ///
  /// The session continues where it was left (the store keeps it); quitting leaves it there,
  /// and the students are told at once.
  ///
  /// - Throws: `IdlabError.quiz` for a store that cannot be used or a second presenter.
  func present(_ context: CommandContext) throws(IdlabError) -> CommandOutcome {
    let t = context.localizer
    let (_, quiz) = try QuizEnvironment.checkedQuiz(target ?? "", context)
    let store = try QuizEnvironment.openStore(context)
    do {
      let signal = try store.liveSignal(quiz: quiz.id, listening: .votes)
      guard try signal.claimPresenter() else {
        throw IdlabError.quiz(.presenterBusy(quiz: quiz.id))
      }
      defer { signal.releasePresenter() }
      let presenter = try LivePresenter(
        quiz: quiz, course: QuizEnvironment.course(context), store: store, signal: signal,
        localizer: t, style: Styler(enabled: context.styled), now: now)
      let keyboard = RawKeyboard()
      defer { keyboard.restore() }
      let command = "idlab quiz take \(quiz.id) --live --student ID"
      let terminal = context.isInteractive
      func draw() {
        let width = TerminalSize.columns(descriptor: 1, environment: context.environment)
        let rows = RawKeyboard.rows(environment: context.environment)
        let lines = presenter.screen(width: width, rows: rows, command: command)
        let clear = terminal ? "\u{1B}[H\u{1B}[2J" : "\n"
        context.stdout(clear + lines.joined(separator: "\n") + "\n")
      }
      draw()
      loop: while true {
        switch try signal.wait(input: keyboard.descriptor, timeout: .seconds(30)) {
        case .input:
          guard let keys = keyboard.read() else { break loop }
          for key in keys where try !presenter.press(key) { break loop }
        case .signalled: try presenter.refreshVotes()
        case .timedOut: break
        }
        draw()
      }
      context.print(
        t(
          "live.presenter.paused",
          ["number": String(presenter.session.item + 1), "quiz": quiz.id]))
      return .success
    } catch let error as GradebookError {
      throw QuizEnvironment.failure(error)
    } catch let error as IdlabError {
      throw error
    } catch {
      throw .quiz(.gradebook(path: "", reason: .other))
    }
  }

  /// `idlab quiz take QUIZ --live --student ID`: follow the quiz's live session and vote.
  ///
  /// The student's votes are answers under take 0 (`QuizTake.liveNumber`), listing every item
  /// (variant 1, as on the projector), each with its round; no take is stored or opened.
  func takeLive(
    set: QuizSet, quiz: Quiz, student: String, store: any GradebookStore,
    _ context: CommandContext
  ) throws(IdlabError) -> CommandOutcome {
    do throws(GradebookError) {
      // Votes are kept apart from takes: they are recorded under take 0, which is never
      // stored as a take, so a live session neither opens nor answers a student's exam take
      // and the exam's report and resume never see its votes (the live report reads them by
      // their round).
      let plan = QuizPlan(entries: quiz.items.map { QuizPlan.Entry(item: $0.id, variant: 0) })
      let take = QuizTake(
        quiz: quiz.id, student: student, number: QuizTake.liveNumber,
        seed: QuizPlan.seed(quiz: quiz.id, student: student), plan: plan.text,
        language: context.localizer.language.rawValue, started: now())
      let style = Styler(enabled: context.styled)
      let live = LiveStudent(
        quizzes: set, quiz: quiz, course: QuizEnvironment.course(context), store: store,
        signal: try store.liveSignal(quiz: quiz.id, listening: .session), take: take,
        localizer: context.localizer, style: style, now: now)
      _ = ReplDriver(session: live.prompt(), terminal: context.terminal()) { _ in }.run()
      if let failure = live.failure { throw failure }
      return .success
    } catch {
      throw QuizEnvironment.failure(error)
    }
  }
}
