import Classroom
import Foundation
import Gradebook
import LessonKit
import Localization
import QuizKit
import TerminalUI

extension QuizCommand {
  /// `idlab quiz take QUIZ --student ID`: the quiz at the prompt (readline on a terminal,
  /// plain lines from a pipe), resumable at the same item with the same variant.
  ///
  /// - Throws: `IdlabError.quiz` for a student not on the roster, a closed quiz or a store
  ///   that cannot be used; nothing is recorded then.
  func take(_ context: CommandContext) throws(IdlabError) -> CommandOutcome {
    var t = context.localizer
    let (set, quiz) = try QuizEnvironment.checkedQuiz(target ?? "", context)
    let student = self.student ?? ""  // checked by `init` with the roster's rule
    if let roster = quiz.settings.roster, !roster.contains(student) {
      throw .quiz(.unknownStudent(student: student, quiz: quiz.id))
    }
    if let opens = quiz.settings.opens, now() < opens {
      throw .quiz(.notOpenYet(quiz: quiz.id, time: QuizClock.iso8601(opens)))
    }
    let store = try QuizEnvironment.openStore(context)
    // The class roster (`idlab quiz roster import`), when there is one, lists every student.
    let classRoster = try QuizEnvironment.classRoster(context, store: store)
    if let classRoster, classRoster.entry(student) == nil {
      throw .quiz(.unknownStudent(student: student, quiz: quiz.id))
    }
    // Closed by the quiz file's `closes:` or the student's own closing time (which their extra
    // time extends) or by `idlab quiz close`: no take starts or goes on, but a student who
    // submitted still sees what the feedback rule allows.
    var closed: Double?
    var closes: Double?
    var extra = 0.0
    do {
      // The roster's extra minutes, given once (an instructor's `extra-time` stays).
      if let minutes = classRoster?.entry(student)?.extraMinutes, minutes > 0,
        try store.extraTime(quiz: quiz.id, student: student) == 0
      {
        try store.setExtraTime(quiz: quiz.id, student: student, seconds: minutes * 60)
      }
      extra = try store.extraTime(quiz: quiz.id, student: student)
      closes = try QuizEnvironment.closes(quiz: quiz, student: student, store: store)
      closed = closes.flatMap { now() > $0 ? $0 : nil }
      closed = try store.closeTime(quiz: quiz.id) ?? closed
    } catch {
      throw QuizEnvironment.failure(error)
    }
    // A student's session: Ctrl-Z cannot stop it with nobody to resume it, and a dropped
    // connection ends it through the end of its input, letting go of the take.
    ProcessSignals.ignoreJobControl()
    if live {
      if let closed { throw .quiz(.closed(quiz: quiz.id, time: QuizClock.iso8601(closed))) }
      return try takeLive(set: set, quiz: quiz, student: student, store: store, context)
    }
    let terminal = context.terminal()
    var take: QuizTake?
    var recorded: [QuizAnswer] = []
    do throws(GradebookError) {
      try QuizEnvironment.submitExpired(quiz: quiz, student: student, store: store, now: now())
      let previous = try store.takes(quiz: quiz.id, student: student)
      let allowed = quiz.settings.attempts
      // Every take started counts as an attempt, submitted or not; an open one is resumed.
      if let last = previous.last, last.submitted != nil, previous.count >= allowed {
        let released = try store.releaseTime(quiz: quiz.id) != nil
        guard quiz.settings.mode == .exam || quiz.settings.feedback == .held && !released else {
          // Refused as the store refuses a start beyond the last attempt (below).
          throw GradebookError(
            code: 0, message: "every attempt is used", path: "", reason: .noAttemptLeft)
        }
        showSubmitted(quiz: quiz, set: set, take: last, store: store, released: released, context)
        if allowed > 1 {
          context.print(QuizError.noAttemptLeft(quiz: quiz.id, attempts: allowed).message(t))
        }
        return .success
      }
      if closed == nil {
        let begun: QuizTake
        if let open = previous.last, open.submitted == nil {
          begun = open
        } else {
          // A timed quiz's clock starts when the student says so, not when they connect; a
          // second attempt starts so too, since starting one uses it up.
          let number = (previous.last?.number ?? 0) + 1
          let time = StartTime(
            limit: quiz.settings.timeLimit, extra: extra, closes: closes, now: now())
          let attempt = StartAttempt(number: number, allowed: allowed)
          if quiz.settings.timeLimit != nil || number > 1 {
            guard
              confirmStart(
                quiz: quiz, time: time, attempt: attempt, terminal: terminal, localizer: t, context)
            else { return .success }
          } else {
            // An untimed first attempt has no start screen: the closing time and the attempt
            // are said before the first item.
            for line in [time.line(t), attempt.line(t)].compactMap({ $0 }) {
              terminal.write(line.wrapped(to: context.width) + "\n")
            }
          }
          // Each attempt has a seed of its own, and shows each item in a variant not given yet.
          let seed = QuizPlan.seed(quiz: quiz.id, student: student, attempt: number)
          let plan = quiz.plan(
            seed: seed, after: previous.compactMap { QuizPlan(text: $0.plan) })
          begun = try store.beginTake(
            QuizTake(
              quiz: quiz.id, student: student, number: number, seed: seed, plan: plan.text,
              language: t.language.rawValue, started: now(), attempts: allowed))
        }
        take = begun
        recorded = try store.answers(quiz: quiz.id).filter {
          $0.student == student && $0.take == begun.number
        }
      }
    } catch  where error.reason == .noAttemptLeft {
      throw .quiz(.noAttemptLeft(quiz: quiz.id, attempts: quiz.settings.attempts))
    } catch {
      throw QuizEnvironment.failure(error)
    }
    guard let take else {
      throw .quiz(.closed(quiz: quiz.id, time: QuizClock.iso8601(closed ?? now())))
    }
    // The take's language (its last `:lang`) unless `--lang` says otherwise.
    if context.languageFlag == nil, let language = Language(code: take.language),
      language != t.language
    {
      t = t.switched(to: language)
    }
    let holder = try claim(take, store: store)
    defer {
      try? store.releaseTake(quiz: quiz.id, student: student, number: take.number, holder: holder)
    }
    let taker = QuizTaker(
      quizzes: set, quiz: quiz, course: QuizEnvironment.course(context), store: store, take: take,
      recorded: recorded, localizer: t, style: Styler(enabled: context.styled),
      width: context.width, now: now, simulatorVersion: IdlabVersion.current, session: holder)
    taker.hasOwnClosingTime = quiz.settings.closes == nil && closes != nil
    let session = ReplSession(
      localizer: t, style: Styler(enabled: context.styled), isInteractive: false,
      extensions: [taker], languageScope: .take)
    // `:lang` is the take's, never the account's: a shared exam account stays in its language
    // for the next student and for the instructor.
    _ = ReplDriver(session: session, terminal: terminal) { language in
      try store.setTakeLanguage(
        quiz: take.quiz, student: take.student, number: take.number,
        language: language.rawValue)
    }.run()
    return .success
  }

  /// The start screen of a timed quiz: its title, its limit, the student's closing time and
  /// minutes (`StartTime`), the exam's rules and its
  /// introduction, then "start now? y/n". Whether the student started it; nothing is recorded
  /// and no clock runs until they do (an `ssh … id`, or a student reading the rules, starts
  /// nothing).
  func confirmStart(
    quiz: Quiz, time: StartTime, attempt: StartAttempt, terminal: any Terminal,
    localizer t: Localizer, _ context: CommandContext
  ) -> Bool {
    let style = Styler(enabled: context.styled)
    let text = CoursePresenter(localizer: t, style: style).text
    var lines = [style.bold(quiz.title)]
    if let limit = quiz.settings.timeLimit {
      lines.append(text("quiz.start.limit", ["time": QuizClock.duration(limit)]))
    }
    if let line = time.line(t) { lines.append(line) }
    if let line = attempt.line(t) { lines.append(line) }
    if quiz.settings.mode == .exam { lines.append(style.dim(text("quiz.take.exam-rules", [:]))) }
    if !quiz.introduction.isEmpty {
      lines += [
        "",
        CourseText.renderProse(quiz.introduction, style: style, width: context.width)
          .trimmingCharacters(in: .newlines),
      ]
    }
    for line in lines { terminal.write(line.wrapped(to: context.width) + "\n") }
    while true {
      switch terminal.readLine(prompt: style.bold(t("quiz.start.prompt"))) {
      case .line(let line):
        if let yes = AnswerFlow.confirmation(line) {
          if !yes { terminal.write(text("quiz.start.not-started", [:]) + "\n") }
          return yes
        }
        terminal.writeError(text("course.error.invalid-answer.yesno", [:]) + "\n")
      case .interrupt, .woken: continue
      case .endOfInput:
        terminal.write(text("quiz.start.not-started", [:]) + "\n")
        return false
      }
    }
  }

  /// Makes this process the one session that records in `take`, taking it over from a
  /// session of this machine that is gone (`TakeHolder.isGone`); returns its holder name.
  ///
  /// - Throws: `QuizError.takeInUse` when another live session has it.
  func claim(_ take: QuizTake, store: any GradebookStore) throws(IdlabError) -> String {
    let holder = TakeHolder.current
    let inPlace: String
    do {
      var current = try store.claimTake(
        quiz: take.quiz, student: take.student, number: take.number, holder: holder,
        replacing: nil, time: now())
      if current != holder, TakeHolder.isGone(current) {
        current = try store.claimTake(
          quiz: take.quiz, student: take.student, number: take.number, holder: holder,
          replacing: current, time: now())
      }
      inPlace = current
    } catch {
      throw QuizEnvironment.failure(error)
    }
    guard inPlace == holder else {
      throw .quiz(.takeInUse(quiz: take.quiz, student: take.student))
    }
    return holder
  }

  /// A second `take` of a submitted take: the results once released, else when they come.
  func showSubmitted(
    quiz: Quiz, set: QuizSet, take: QuizTake, store: any GradebookStore, released: Bool,
    _ context: CommandContext
  ) {
    let t = context.localizer
    guard let submitted = take.submitted else { return }
    let text = CoursePresenter(localizer: t, style: Styler(enabled: context.styled)).text
    context.print(
      text("quiz.take.already-submitted", ["quiz": quiz.id, "time": QuizClock.iso8601(submitted)]))
    guard released || quiz.settings.feedback == .immediate else {
      context.print(text("quiz.submit.held", [:]))
      return
    }
    let recorded =
      ((try? store.answers(quiz: quiz.id)) ?? []).filter {
        $0.student == take.student && $0.take == take.number
      }
    let taker = QuizTaker(
      quizzes: set, quiz: quiz, course: QuizEnvironment.course(context), store: store, take: take,
      recorded: recorded, localizer: t, style: Styler(enabled: context.styled),
      width: context.width, now: now, simulatorVersion: IdlabVersion.current)
    QuizResults(taker: taker).lines().forEach { context.print($0.wrapped(to: context.width)) }
  }
}
