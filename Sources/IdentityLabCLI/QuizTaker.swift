import Foundation
import Gradebook
import IdentityEngine
import LessonKit
import Localization
import QuizKit
import TerminalUI

/// A student taking a quiz at the prompt: poses the items of their plan, records each answer
/// before showing anything, and ends with a summary and submission.
///
/// Practice shows the grade, the simulation and the explanation after each answer (unless
/// feedback is held). An exam keeps one answer per item, changeable with `:go N` until
/// `:submit`, and refuses `:hint`, `:show` and `:sim`. The clock is the machine's (`now`), so a
/// time limit is enforced where idlab runs, not where the student types.
public final class QuizTaker: ReplExtension {
  /// Every language's version of the quiz.
  let quizzes: QuizSet
  /// The quiz in the current language.
  var quiz: Quiz
  let course: Course
  let store: any GradebookStore
  /// The take being answered.
  private(set) var take: QuizTake
  let plan: QuizPlan
  var localizer: Localizer
  var style: Styler
  let width: Int
  let now: () -> Double
  let simulatorVersion: String
  /// The session holding the take (`TakeHolder`), which every answer is recorded under;
  /// `nil` to record under any session (results, tests).
  let session: String?

  /// Whether the student had their own closing time when the take started (`idlab quiz
  /// extra-time --closes`): each answer then checks it, as for a quiz file's `closes:`.
  var hasOwnClosingTime = false

  /// The position in the plan.
  private(set) var index = 0
  /// The counting answer of each item in this take.
  private(set) var answers: [String: QuizAnswer] = [:]
  /// Waiting for `y`/`n` after the summary.
  private(set) var confirming = false
  /// Hints shown for the current item (practice).
  var hintsShown = 0
  /// The last run shown (practice `:show`).
  var lastRun: SceneRunner.Run?
  /// The code shown last, so the next item on the same code says so instead of printing it
  /// again.
  private var shownCode: String?
  /// The items resolved so far, by language, item and variant.
  private var resolved: [String: ResolvedItem?] = [:]

  /// Creates a taker for `take`, whose answers so far are `recorded`.
  init(
    quizzes: QuizSet, quiz: Quiz, course: Course, store: any GradebookStore, take: QuizTake,
    recorded: [QuizAnswer], localizer: Localizer, style: Styler, width: Int,
    now: @escaping () -> Double, simulatorVersion: String, session: String? = nil
  ) {
    self.session = session
    self.quizzes = quizzes
    self.quiz = quiz
    self.course = course
    self.store = store
    self.take = take
    self.plan = QuizPlan(text: take.plan) ?? quiz.plan(seed: take.seed)
    self.localizer = localizer
    self.style = style
    self.width = width
    self.now = now
    self.simulatorVersion = simulatorVersion
    for answer in recorded where answer.take == take.number { answers[answer.item] = answer }
    index = firstUnanswered ?? max(0, plan.entries.count - 1)
  }

  var language: Language { localizer.language }
  var isExam: Bool { quiz.settings.mode == .exam }
  var entries: [QuizPlan.Entry] { plan.entries.filter { quiz.item($0.item) != nil } }
  var firstUnanswered: Int? { entries.firstIndex { answers[$0.item] == nil } }

  /// The string `key` with its Markdown rendered as the course renders its strings
  /// (`CoursePresenter.text`: `` `:items` `` shows `:items` as code, without backticks).
  func text(_ key: String, _ arguments: [String: String] = [:]) -> String {
    CoursePresenter(localizer: localizer, style: style).text(key, arguments)
  }

  /// The helper that renders grades and runs exactly as the course does, in the current
  /// language (made once: it opens no lesson and has no gradebook).
  var presenter: CourseRunner {
    let runner =
      renderer
      ?? CourseRunner(
        course: course, localizer: localizer, style: style, width: width, gradebook: nil)
    renderer = runner
    runner.localizer = localizer
    runner.style = style
    return runner
  }
  private var renderer: CourseRunner?

  // MARK: - Time

  /// Seconds left, or nil without a time limit.
  var remaining: Double? {
    guard let limit = quiz.settings.timeLimit else { return nil }
    let extra = (try? store.extraTime(quiz: quiz.id, student: take.student)) ?? 0
    return take.started + limit + extra - now()
  }

  var isOutOfTime: Bool { (remaining ?? 1) <= 0 }

  // MARK: - ReplExtension

  /// `:items`, `:go N`, `:code`, `:submit`, `:time`; `:hint`, `:show`, `:sim` (refused in an
  /// exam).
  public var commands: [ReplCommand] {
    func command(
      _ name: String, _ handler: @escaping (ReplInvocation) -> [ReplEffect]
    ) -> ReplCommand {
      ReplCommand(
        name: name, summaryKey: "quiz.repl.\(name).summary", usageKey: "quiz.repl.\(name).usage"
      ) { [unowned self] invocation in
        self.localizer = invocation.localizer
        return handler(invocation)
      }
    }
    return [
      command("items") { [unowned self] _ in self.itemList() },
      command("go") { [unowned self] invocation in self.go(invocation.arguments.first ?? "") },
      command("code") { [unowned self] _ in self.code(always: true) },
      command("submit") { [unowned self] _ in self.summary() },
      command("time") { [unowned self] _ in [.print(self.timeLine())] },
      command("hint") { [unowned self] _ in self.hint() },
      command("show") { [unowned self] invocation in
        self.show(invocation.arguments.first ?? "")
      },
      command("sim") { [unowned self] _ in self.simulate() },
    ]
  }

  /// The header, then the current item (or the summary when every item has an answer).
  public func start(localizer: Localizer, style: Styler) -> [ReplEffect] {
    self.localizer = localizer
    var lines: [String] = [
      style.bold(quiz.title),
      style.dim(
        text(
          "quiz.take.header",
          [
            "mode": localizer("quiz.mode.\(quiz.settings.mode.rawValue)"),
            "items": String(entries.count), "student": take.student,
            "points": CSVWriter.number(totalPoints),
          ])),
    ]
    if quiz.settings.timeLimit != nil { lines.append(timeLine()) }
    if isExam { lines.append(style.dim(text("quiz.take.exam-rules"))) }
    // A timed quiz showed its introduction on its start screen (`QuizCommand.confirmStart`).
    if answers.isEmpty, quiz.settings.timeLimit == nil, !quiz.introduction.isEmpty {
      lines.append("")
      lines.append(
        CourseText.renderProse(quiz.introduction, style: style, width: width)
          .trimmingCharacters(in: .newlines))
    }
    if !answers.isEmpty {
      lines.append(
        text(
          "quiz.take.resume",
          ["answered": String(answers.count), "items": String(entries.count)]))
    }
    var effects = lines.map(ReplEffect.print)
    if isOutOfTime { return effects + timeUp() }
    effects += firstUnanswered == nil ? summary() : pose()
    return effects
  }

  /// An answer to the current item, or the `y`/`n` after the summary.
  public func handleLine(_ line: String, localizer: Localizer, style: Styler) -> [ReplEffect]? {
    self.localizer = localizer
    if confirming { return confirm(line) }
    if isOutOfTime { return timeUp() }
    return answer(line)
  }

  /// After `:lang`: the same item, same variant, in the new language.
  public func rerender(localizer: Localizer, style: Styler) -> [ReplEffect] {
    self.localizer = localizer
    if let translated = quizzes.quiz(quiz.id, language: localizer.language) {
      quiz = translated
    }
    return confirming ? summary() : pose()
  }

  /// The answer's words for Tab (`Question.completionWords`).
  public func completions(for word: String, line: String) -> [String] {
    guard let resolved = current else { return [] }
    return resolved.question.completionWords(language: language).filter { $0.hasPrefix(word) }
  }

  /// Runs the current item's scene and reads its truth while the student reads the item
  /// (`SceneRunner` keeps it), so the answer is recorded and graded without running it.
  /// The item an answer goes on to is resolved too.
  public func idle() {
    guard !confirming, take.submitted == nil else { return }
    _ = try? current?.truth()
    if let next = following(answered: entries.indices.contains(index) ? entries[index].item : nil) {
      _ = resolution(at: next)
    }
  }

  /// Leaving without submitting: the answers are already saved.
  public func finish() -> [ReplEffect] {
    guard take.submitted == nil else { return [] }
    return [.print(text("quiz.take.saved-for-later"))]
  }

  // MARK: - Items

  var totalPoints: Double {
    entries.compactMap { quiz.item($0.item)?.points }.reduce(0, +)
  }

  /// The current item resolved in the current language and its variant.
  var current: ResolvedItem? { resolution(at: index) }

  /// The item at `position` of the plan, resolved in the current language and its variant
  /// (kept: resolving an own item reads the quiz file's text again).
  func resolution(at position: Int) -> ResolvedItem? {
    guard entries.indices.contains(position), let item = quiz.item(entries[position].item) else {
      return nil
    }
    let variant = entries[position].variant
    let key = "\(quiz.language)\u{1f}\(item.id)\u{1f}\(variant)"
    if let kept = resolved[key] { return kept }
    let resolution = try? quiz.resolve(item, variant: variant, course: course)
    resolved[key] = resolution
    return resolution
  }

  /// The current item's prompt, choices and (exam) the answer recorded so far.
  func pose() -> [ReplEffect] {
    guard let resolved = current else { return [.printError(text("quiz.error.item"))] }
    hintsShown = 0
    let question = resolved.question
    var lines: [String] = [""]
    var header = text(
      "quiz.item.header",
      [
        "number": String(index + 1), "items": String(entries.count),
        "points": CSVWriter.number(resolved.item.points),
        "kind": localizer("course.question.kind.\(question.kind.rawValue)"),
      ])
    if let remaining {
      header += " · " + text("quiz.time.left", ["time": QuizClock.duration(remaining)])
    }
    let code = self.code(always: false)
    lines += CoursePresenter(localizer: localizer, style: style).pose(question, header: header)
    if let recorded = answers[resolved.item.id] {
      lines.append(
        style.dim(
          text(
            "quiz.item.current-answer",
            ["answer": ControlPictures.replacingAll(in: recorded.rawAnswer)])))
    }
    return code + lines.map(ReplEffect.print) + [.setPrompt(promptText)]
  }

  /// The current item's scene code, highlighted, before its prompt: what the item asks about,
  /// in an exam too. An item on the code shown last says so in one line (`:code` shows it
  /// again, `always`); a scene the author marked `hidden` is never shown.
  func code(always: Bool) -> [ReplEffect] {
    guard let code = current?.shownCode else {
      return always ? [.print(text("course.show.nothing"))] : []
    }
    defer { shownCode = code }
    if !always, shownCode == code {
      return [.print(""), .print(style.dim(text("quiz.item.same-code")))]
    }
    return [.print(""), .print(CourseText.renderCode(code, style: style))]
  }

  var promptText: String {
    style.apply(
      .bold, .cyan,
      to: localizer("quiz.prompt", ["number": String(index + 1), "items": String(entries.count)]))
  }

  /// Grades, records (one transaction, before anything is shown), then responds.
  func answer(_ text: String) -> [ReplEffect] {
    // The answer's time is when it was typed, not when its scene finished running.
    let typed = now()
    guard let resolved = current else { return [.printError(self.text("quiz.error.item"))] }
    if take.submitted != nil { return [.printError(self.text("quiz.error.submitted"))] }
    // Only a quiz that closes asks the store before recording (a read that would also
    // reconnect a dropped connection the write must report).
    if quiz.settings.closes != nil || hasOwnClosingTime,
      let closes = try? QuizEnvironment.closes(quiz: quiz, student: take.student, store: store),
      now() > closes
    {
      return [.printError(style.error(self.text("quiz.error.take-closed"))), .quit(.findings)]
    }
    if !isExam, answers[resolved.item.id] != nil {
      return [.printError(self.text("quiz.error.already-graded"))]
    }
    let grade: Grade
    let truth: Value
    let run: SceneRunner.Run?
    switch AnswerFlow.grade(
      text, question: resolved.question, lesson: resolved.lesson, language: language)
    {
    case .graded(let graded, let gradedTruth, let gradedRun):
      (grade, truth, run) = (graded, gradedTruth, gradedRun)
    case .unreadable(let messages):
      return CoursePresenter(localizer: localizer, style: style).unreadable(messages).map(
        ReplEffect.printError)
    case .sceneFailed:
      return [.printError(style.error(self.text("course.error.scene")))]
    }
    let answer = QuizAnswer(
      quiz: quiz.id, student: take.student, take: take.number, item: resolved.item.id,
      seed: take.seed, variant: resolved.variant, language: language.rawValue, rawAnswer: text,
      parsedAnswer: grade.canonicalAnswer, truth: truth.canonical, score: grade.score,
      points: resolved.item.points, time: typed, simulatorVersion: simulatorVersion,
      itemHash: resolved.hash)
    do {
      answers[resolved.item.id] = try store.record(
        answer, in: OpenTake(session: session, timeLimit: quiz.settings.timeLimit))
    } catch  where error.reason == .takeClosed {
      // Out of time: submitted at its deadline. Submitted or ended in another session: nothing
      // more is recorded here.
      if isOutOfTime { return timeUp() }
      return [.printError(style.error(self.text("quiz.error.take-closed"))), .quit(.findings)]
    } catch {
      return notRecorded(error)
    }
    var effects: [ReplEffect] = []
    if showsFeedbackNow, let run {
      lastRun = run
      let presenter = self.presenter
      effects += presenter.renderRun(run, actions: resolved.question.actions)
      effects += presenter.renderGrade(grade, explain: resolved.question.explain)
    } else {
      effects.append(
        .print(
          style.dim(
            self.text(
              "quiz.item.recorded",
              [
                "answer": CoursePresenter(localizer: localizer, style: style).graded(
                  grade.answer, kind: grade.kind)
              ]))))
    }
    return effects + advance()
  }

  /// Practice with immediate feedback shows grades as answers come in.
  var showsFeedbackNow: Bool { !isExam && quiz.settings.feedback == .immediate }

  /// The next unanswered item after the current one, or the summary.
  func advance() -> [ReplEffect] {
    if let next = following() {
      index = next
      return pose()
    }
    return summary()
  }

  /// The first item after the current one (coming round to it last) without an answer,
  /// counting `answered` as answered; nil when every item has an answer.
  func following(answered: String? = nil) -> Int? {
    let order = Array(entries.indices)
    let after = order.filter { $0 > index } + order.filter { $0 <= index }
    return after.first { answers[entries[$0].item] == nil && entries[$0].item != answered }
  }

  /// `:items`: each item by its position and kind, never its id (an id such as
  /// `note-migrates` can hint at the answer).
  func itemList() -> [ReplEffect] {
    var lines = [style.bold(text("quiz.items.title"))]
    for (offset, entry) in entries.enumerated() {
      let mark = answers[entry.item] == nil ? "·" : "✓"
      let kind = resolution(at: offset).map {
        localizer("course.question.kind.\($0.question.kind.rawValue)")
      }
      lines.append(
        text(
          "quiz.items.line",
          [
            "mark": mark, "number": String(offset + 1), "kind": kind ?? "—",
            "answer": answers[entry.item].map { ControlPictures.replacingAll(in: $0.rawAnswer) }
              ?? "—",
          ]))
    }
    return lines.map(ReplEffect.print)
  }

  /// `:go N`: back to an item to change its answer (exam) or to answer it.
  func go(_ argument: String) -> [ReplEffect] {
    guard let number = Int(argument), number >= 1, number <= entries.count else {
      return [.printError(text("quiz.error.go", ["items": String(entries.count)]))]
    }
    confirming = false
    index = number - 1
    return pose()
  }

  // MARK: - Submission

  /// "8 of 8 answered — submit? y/n".
  func summary() -> [ReplEffect] {
    guard take.submitted == nil else { return [.printError(text("quiz.error.submitted"))] }
    confirming = true
    let answered = entries.filter { answers[$0.item] != nil }.count
    var lines = [""]
    if answered < entries.count {
      let missing = entries.indices.filter { answers[entries[$0].item] == nil }.map {
        String($0 + 1)
      }
      lines.append(
        text("quiz.submit.missing", ["list": missing.joined(separator: ", ")]))
    }
    lines.append(
      style.bold(
        text(
          "quiz.submit.question",
          ["answered": String(answered), "items": String(entries.count)])))
    return lines.map(ReplEffect.print) + [.setPrompt(style.bold(localizer("quiz.submit.prompt")))]
  }

  func confirm(_ line: String) -> [ReplEffect] {
    guard let yes = AnswerFlow.confirmation(line) else {
      return [.printError(text("course.error.invalid-answer.yesno"))]
    }
    confirming = false
    guard yes else {
      return [.print(text("quiz.submit.cancelled"))] + pose()
    }
    return submit(reason: "quiz.submit.done")
  }

  /// The error line for a write the gradebook refused: nothing was recorded, and why.
  func notRecorded(_ error: GradebookError) -> [ReplEffect] {
    let reason = localizer("course.error.gradebook.\(error.reason.rawValue)")
    return [.printError(style.error(text("quiz.error.not-recorded", ["reason": reason])))]
  }

  /// Submits the take and shows what the quiz's feedback rule allows.
  func submit(reason key: String) -> [ReplEffect] {
    let timeUp = key == "quiz.submit.time-up"
    // A take out of time is submitted at its deadline, not when the student next typed.
    let time = timeUp ? min(now(), now() + (remaining ?? 0)) : now()
    do {
      try store.submitTake(
        quiz: quiz.id, student: take.student, number: take.number, time: time, session: session,
        reason: timeUp ? QuizTake.Reason.timeUp : QuizTake.Reason.student)
    } catch  where error.reason == .takeClosed {
      return [.printError(style.error(text("quiz.error.take-closed"))), .quit(.findings)]
    } catch {
      return notRecorded(error)
    }
    take.submitted = time
    var effects: [ReplEffect] = [.print(style.bold(text(key)))]
    let released = (try? store.releaseTime(quiz: quiz.id)) != nil
    if quiz.settings.feedback == .immediate || released {
      effects += QuizResults(taker: self).lines().map(ReplEffect.print)
    } else {
      effects.append(.print(text("quiz.submit.held")))
    }
    return effects + [.quit(.success)]
  }

  /// The limit has passed: whatever is recorded is submitted.
  func timeUp() -> [ReplEffect] {
    guard take.submitted == nil else { return [.quit(.success)] }
    confirming = false
    return [.printError(text("quiz.time.up"))] + submit(reason: "quiz.submit.time-up")
  }

  func timeLine() -> String {
    guard let remaining else { return text("quiz.time.none") }
    return text("quiz.time.left", ["time": QuizClock.duration(max(0, remaining))])
  }

  // MARK: - Help during practice

  /// `:hint` (practice only).
  func hint() -> [ReplEffect] {
    guard !isExam else {
      return [.printError(text("quiz.error.exam-only", ["command": ":hint"]))]
    }
    let hints = current?.question.hints ?? []
    return CoursePresenter(localizer: localizer, style: style).nextHint(hints, shown: &hintsShown)
  }

  /// `:show tree|events` (practice only, after an answer).
  func show(_ what: String) -> [ReplEffect] {
    guard !isExam else {
      return [.printError(text("quiz.error.exam-only", ["command": ":show"]))]
    }
    let presenter = self.presenter
    presenter.lastRun = lastRun
    return presenter.show(what)
  }

  /// `:sim`: the scene's code and its first screen, before any action (practice only).
  func simulate() -> [ReplEffect] {
    guard !isExam else {
      return [.printError(text("quiz.error.exam-only", ["command": ":sim"]))]
    }
    guard let resolved = current,
      let run = try? SceneRunner(lesson: resolved.lesson).run(
        scene: resolved.question.scene, root: resolved.question.root, actions: [])
    else { return [.print(text("course.show.nothing"))] }
    var effects: [ReplEffect] = []
    if let code = resolved.shownCode {
      effects.append(.print(CourseText.renderCode(code, style: style)))
    }
    return effects + presenter.renderRun(run, actions: [])
  }
}
