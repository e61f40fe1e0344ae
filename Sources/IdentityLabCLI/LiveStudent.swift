import Foundation
import Gradebook
import IdentityEngine
import LessonKit
import Localization
import QuizKit
import TerminalUI

/// A student in a live session (`idlab quiz take QUIZ --live`): follows the presenter, and
/// while a round is open reads a vote per line, graded and recorded like any answer.
///
/// It is the prompt's extension, run by `ReplDriver` like the course and the quiz taker: it
/// prints nothing itself and returns effects. It is also the prompt's `InputWaiter`: the read
/// sleeps in the signal's `poll`, on the signal and standard input at once, and is woken when
/// the session row or the presenter's presence changed. A vote names the session revision it
/// answers, so one typed as the round closed is refused, never counted in the wrong round.
final class LiveStudent: ReplExtension, InputWaiter {
  let quizzes: QuizSet
  let quizID: String
  let course: Course
  let store: any GradebookStore
  let signal: any LiveSessionSignal
  let take: QuizTake
  private(set) var localizer: Localizer
  private(set) var style: Styler
  let now: () -> Double
  let simulatorVersion: String
  /// The store or the signal failed; the session has ended and its caller reports this.
  private(set) var failure: GradebookError?

  /// What the screen shows: the session revision (while a presenter is there) and whether the
  /// presenter was there; `nil` before the first screen.
  private var shown: LiveView?
  private var session: LiveSession?
  private var present = false

  /// What a student's screen depends on.
  private struct LiveView: Equatable {
    var revision: Int?
    var present: Bool
  }

  init(
    quizzes: QuizSet, quiz: Quiz, course: Course, store: any GradebookStore,
    signal: any LiveSessionSignal, take: QuizTake, localizer: Localizer, style: Styler,
    now: @escaping () -> Double
  ) {
    self.quizzes = quizzes
    self.quizID = quiz.id
    self.course = course
    self.store = store
    self.signal = signal
    self.take = take
    self.localizer = localizer
    self.style = style
    self.now = now
    self.simulatorVersion = IdlabVersion.current
  }

  var quiz: Quiz? { quizzes.quiz(quizID, language: localizer.language) }

  /// The item the presenter shows, while there is one.
  private var item: LiveItem? {
    guard let quiz, let session else { return nil }
    return LiveItem(quiz, index: session.item, course: course)
  }

  private var current: LiveView {
    LiveView(revision: present ? session?.revision : nil, present: present)
  }

  // MARK: - The prompt

  /// The prompt the student votes at, run by `ReplDriver`: this extension, with `:lang` for the
  /// session only (each vote carries its own language; a shared account keeps its own).
  func prompt() -> ReplSession {
    ReplSession(
      localizer: localizer, style: style, isInteractive: false, extensions: [self],
      languageScope: .session)
  }

  /// No commands of its own: the prompt's `:help`, `:lang` and `:quit` apply.
  var commands: [ReplCommand] { [] }

  /// The quiz's title, then the session as it stands.
  func start(localizer: Localizer, style: Styler) -> [ReplEffect] {
    (self.localizer, self.style) = (localizer, style)
    let title: [ReplEffect] = [
      .print(style.bold(quiz?.title ?? quizID)),
      .print(style.dim(localizer("live.student.joined"))),
    ]
    return title
      + failing { () throws(GradebookError) in
        _ = try read()
        return draw()
      }
  }

  /// A line that is not a command: a vote.
  func handleLine(_ line: String, localizer: Localizer, style: Styler) -> [ReplEffect]? {
    (self.localizer, self.style) = (localizer, style)
    return vote(line)
  }

  /// The screen again, in the new language.
  func rerender(localizer: Localizer, style: Styler) -> [ReplEffect] {
    (self.localizer, self.style) = (localizer, style)
    return draw()
  }

  /// The new screen after the waiter saw the session change; the end after a failure.
  func woken(localizer: Localizer, style: Styler) -> [ReplEffect] {
    (self.localizer, self.style) = (localizer, style)
    return failure == nil ? draw() : [.quit(.success)]
  }

  /// The open round's answer words for Tab (`Question.completionWords`).
  func completions(for word: String, line: String) -> [String] {
    guard session?.isVoting == true, let item else { return [] }
    return item.question.completionWords(language: localizer.language).filter {
      $0.hasPrefix(word)
    }
  }

  /// Goodbye (votes are saved as they are typed), unless the session ended on a failure.
  func finish() -> [ReplEffect] {
    failure == nil ? [.print(localizer("live.student.bye"))] : []
  }

  var inputWaiter: (any InputWaiter)? { self }

  /// Sleeps on the signal and `descriptor`; wakes the read when the session or the presenter's
  /// presence changed (or the store failed).
  func waitForInput(on descriptor: Int32) -> Bool {
    guard failure == nil else { return false }
    do {
      while true {
        switch try signal.wait(input: descriptor, timeout: signal.presenceCheckInterval) {
        case .input: return true
        case .signalled, .timedOut: if try read() != shown { return false }
        }
      }
    } catch {
      failure = error
      return false
    }
  }

  // MARK: - Screens

  /// Reads the session and the presenter's presence again; what the screen should show now.
  private func read() throws(GradebookError) -> LiveView {
    session = try store.liveSession(quiz: quizID)
    present = try signal.presenterIsPresent()
    return current
  }

  /// `body`'s effects, or the end of the session when the store fails.
  private func failing(_ body: () throws(GradebookError) -> [ReplEffect]) -> [ReplEffect] {
    do {
      return try body()
    } catch {
      failure = error
      return [.quit(.success)]
    }
  }

  /// The screen for the session as last read, which becomes the one shown.
  private func draw() -> [ReplEffect] {
    guard failure == nil else { return [.quit(.success)] }
    shown = current
    let prompt = style.apply(.bold, .cyan, to: localizer("live.student.prompt"))
    // One write per screen: a student (or a test reading the pipe) never sees half of one.
    return [.print(screen().joined(separator: "\n")), .setPrompt(prompt)]
  }

  /// What the student sees for the current session.
  func screen() -> [String] {
    guard present, let session else {
      let key = session == nil ? "live.student.waiting" : "live.student.presenter-left"
      return ["", style.warning(localizer(key))]
    }
    guard let item else {
      return [
        style.error(CoursePresenter(localizer: localizer, style: style).text("quiz.error.item"))
      ]
    }
    let position = localizer(
      "live.screen.position", ["number": String(item.index + 1), "items": String(item.count)])
    var lines = ["", style.apply(.bold, .yellow, to: position)]
    switch session.phase {
    case .lobby:
      lines.append(localizer("live.student.ready"))
    case .vote:
      lines.append(style.apply(.bold, .yellow, to: localizer("live.phase.vote.\(session.round)")))
      if let code = item.code { lines += ["", CourseText.renderCode(code, style: style), ""] }
      lines.append(style.bold(item.question.prompt))
      for (offset, choice) in item.question.choices.enumerated() {
        lines.append(
          localizer(
            "course.question.choice",
            ["number": String(offset + 1), "id": style.code(choice.id), "label": choice.label]))
      }
      lines.append(style.dim(localizer("live.student.how-to-vote")))
    case .show:
      lines.append(localizer("live.student.look"))
      lines += ownVotes(item)
    case .discuss:
      lines.append(style.bold(localizer("live.student.discuss")))
      lines += ownVotes(item)
    case .reveal:
      lines.append(localizer("live.student.revealed"))
      lines += ownVotes(item, judged: true)
    }
    return lines
  }

  /// The student's own votes on `item`, right or wrong once the answer is revealed.
  func ownVotes(_ item: LiveItem, judged: Bool = false) -> [String] {
    let answers = (try? store.answers(quiz: quizID)) ?? []
    return (1...2).compactMap { round -> String? in
      guard let vote = LiveVotes(answers, item: item.id, round: round).byStudent[take.student]
      else { return nil }
      let verdict =
        !judged ? "" : " — " + localizer(Grade.isCorrect(vote.score) ? "live.right" : "live.wrong")
      return localizer(
        "live.student.your-vote", ["round": String(round), "answer": item.voteText(vote)]) + verdict
    }
  }

  // MARK: - Votes

  /// One line typed: a vote while a round is open, else a refusal. The screen is brought up to
  /// date first, so a vote is never read against an item the student no longer sees.
  func vote(_ text: String) -> [ReplEffect] {
    failing { () throws(GradebookError) in
      let redraw = try read() != shown ? draw() : []
      return redraw + (try record(text))
    }
  }

  /// Grades and records `text` against the open round.
  private func record(_ text: String) throws(GradebookError) -> [ReplEffect] {
    let closed = ReplEffect.printError(style.error(localizer("live.student.closed")))
    guard present, let session, session.isVoting, let item else { return [closed] }
    let grade: Grade
    let truth: Value
    switch AnswerFlow.grade(
      text, question: item.question, lesson: item.resolved.lesson, language: localizer.language)
    {
    case .graded(let graded, let gradedTruth, _): (grade, truth) = (graded, gradedTruth)
    case .unreadable(let messages):
      return CoursePresenter(localizer: localizer, style: style).unreadable(messages).map(
        ReplEffect.printError)
    case .sceneFailed:
      return [.printError(style.error(localizer("course.error.scene")))]
    }
    var answer = QuizAnswer(
      quiz: quizID, student: take.student, take: take.number, item: item.id, seed: take.seed,
      variant: 0, language: localizer.language.rawValue, rawAnswer: text,
      parsedAnswer: grade.canonicalAnswer, truth: truth.canonical, score: grade.score,
      points: item.resolved.item.points, time: now(), simulatorVersion: simulatorVersion,
      itemHash: item.resolved.hash)
    answer.round = session.round
    guard try store.recordVote(answer, revision: session.revision) != nil else { return [closed] }
    try signal.announce(.votes)
    return [.print(style.success(localizer("live.student.recorded", ["answer": grade.answer])))]
  }
}
