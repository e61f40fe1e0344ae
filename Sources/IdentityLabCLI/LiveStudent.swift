import Foundation
import Gradebook
import IdentityEngine
import LessonKit
import Localization
import QuizKit
import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// A student in a live session (`idlab quiz take QUIZ --live`): follows the presenter, and
/// while a round is open reads a vote per line, graded and recorded like any answer.
///
/// The student's process sleeps in the signal's `poll`, on the signal and standard input at
/// once; it reads the session row only when woken. A vote names the session revision it
/// answers, so one typed as the round closed is refused, never counted in the wrong round.
final class LiveStudent {
  let quizzes: QuizSet
  let quizID: String
  let course: Course
  let store: any GradebookStore
  let signal: any LiveSessionSignal
  let take: QuizTake
  let localizer: Localizer
  let style: Styler
  let width: Int
  let now: () -> Double
  let simulatorVersion: String
  let output: (String) -> Void

  /// What the screen shows now: the session revision and whether the presenter was there.
  private var shown: (revision: Int?, present: Bool)?
  private var session: LiveSession?
  private var present = false

  init(
    quizzes: QuizSet, quiz: Quiz, course: Course, store: any GradebookStore,
    signal: any LiveSessionSignal, take: QuizTake, localizer: Localizer, style: Styler,
    width: Int, now: @escaping () -> Double, output: @escaping (String) -> Void
  ) {
    self.quizzes = quizzes
    self.quizID = quiz.id
    self.course = course
    self.store = store
    self.signal = signal
    self.take = take
    self.localizer = localizer
    self.style = style
    self.width = width
    self.now = now
    self.simulatorVersion = IdlabVersion.current
    self.output = output
  }

  var quiz: Quiz? { quizzes.quiz(quizID, language: localizer.language) }

  func print(_ lines: [String]) {
    output(lines.map { TextWrapper.wrap($0, width: width) }.joined(separator: "\n") + "\n")
  }

  /// Follows the session until standard input ends.
  func run() throws(GradebookError) {
    print([style.bold(quiz?.title ?? quizID), style.dim(localizer("live.student.joined"))])
    try refresh()
    var pending = ""
    while true {
      switch try signal.wait(input: 0, timeout: signal.presenceCheckInterval) {
      case .input:
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = read(0, &buffer, buffer.count)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else {
          if !pending.isEmpty { try vote(pending) }
          print([localizer("live.student.bye")])
          return
        }
        pending += String(decoding: buffer[..<count], as: UTF8.self)
        while let end = pending.firstIndex(of: "\n") {
          let line = String(pending[..<end])
          pending = String(pending[pending.index(after: end)...])
          try vote(line)
        }
      case .signalled, .timedOut:
        try refresh()
      }
    }
  }

  /// Reads the session and presence again and redraws when either changed.
  func refresh() throws(GradebookError) {
    session = try store.liveSession(quiz: quizID)
    present = try signal.presenterIsPresent()
    let now = (revision: present ? session?.revision : nil, present: present)
    if let shown, shown.revision == now.revision, shown.present == now.present { return }
    shown = now
    RawKeyboard.discardPendingInput()
    print(screen())
  }

  /// What the student sees for the current session.
  func screen() -> [String] {
    guard present, let session else {
      let key = session == nil ? "live.student.waiting" : "live.student.presenter-left"
      return ["", style.warning(localizer(key))]
    }
    guard let quiz, let item = LiveItem(quiz, index: session.item, course: course) else {
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

  /// One line typed: a vote while a round is open, else a refusal.
  func vote(_ raw: String) throws(GradebookError) {
    let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty else { return }
    try refresh()
    guard present, let session, session.isVoting, let quiz,
      let item = LiveItem(quiz, index: session.item, course: course)
    else {
      print([style.error(localizer("live.student.closed"))])
      return
    }
    let grade: Grade
    let truth: Value
    switch AnswerFlow.grade(
      text, question: item.question, lesson: item.resolved.lesson, language: localizer.language)
    {
    case .graded(let graded, let gradedTruth, _): (grade, truth) = (graded, gradedTruth)
    case .unreadable(let messages):
      print(CoursePresenter(localizer: localizer, style: style).unreadable(messages))
      return
    case .sceneFailed:
      print([style.error(localizer("course.error.scene"))])
      return
    }
    var answer = QuizAnswer(
      quiz: quizID, student: take.student, take: take.number, item: item.id, seed: take.seed,
      variant: 0, language: localizer.language.rawValue, rawAnswer: text,
      parsedAnswer: grade.canonicalAnswer, truth: truth.canonical, score: grade.score,
      points: item.resolved.item.points, time: now(), simulatorVersion: simulatorVersion,
      itemHash: item.resolved.hash)
    answer.round = session.round
    guard try store.recordVote(answer, revision: session.revision) != nil else {
      print([style.error(localizer("live.student.closed"))])
      return
    }
    try signal.announce(.votes)
    print([style.success(localizer("live.student.recorded", ["answer": grade.answer]))])
  }
}
