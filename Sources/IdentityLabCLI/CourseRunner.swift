import Foundation
import Gradebook
import IdentityEngine
import LessonKit
import Localization
import TerminalUI
import ViewScript

/// The course runner: opens lessons, pages through them, poses predictions, runs the scenes,
/// grades answers and records them in the gradebook.
///
/// It does no I/O of its own except the gradebook and `$EDITOR`: every call returns the
/// `ReplEffect`s to perform, so the same runner serves the prompt (`CourseReplExtension`) and
/// `idlab lesson` with piped answers.
public final class CourseRunner {
  /// The course on disk, read on first use (so the prompt starts without parsing lessons).
  public private(set) lazy var course: Course = loadCourse()
  private let loadCourse: () -> Course
  /// The strings in the current language.
  public var localizer: Localizer
  /// Output styling.
  public var style: Styler
  /// Output width.
  public var width: Int
  /// The gradebook, or nil when it could not be opened (the session continues unsaved).
  public let gradebook: (any GradebookStore)?
  /// Whether prose is printed (the prompt), or only headings, questions and grades (pipes).
  public var showsProse: Bool
  /// Whether reaching the end of a page goes on to the next one by itself (pipes).
  public var autoAdvance: Bool
  /// `$EDITOR`, if set.
  public var editor: String?

  /// The open lesson (in the current language).
  public private(set) var lesson: Lesson?
  /// The 0-based page.
  public private(set) var pageIndex = 0
  /// The index of the next block to show on the page.
  var blockIndex = 0
  /// The question or challenge waiting for the learner.
  public private(set) var pending: Block?
  var hintsShown = 0
  /// The last run shown (for `:show`).
  var lastRun: SceneRunner.Run?
  var lastCode: String?
  /// The learner's code for the pending challenge.
  var challengeCode: String?
  /// Lines collected by the inline editor, when it is open.
  var inlineEditor: [String]?
  /// Scores of this session, by question id.
  public private(set) var scores: [(id: String, score: Double)] = []
  /// Gradebook problems reported once per session.
  var reportedGradebookError = false
  /// The learner's standing in the open lesson (first scores, skips, solved challenges).
  var standing: LessonProgress?
  /// This session's attempts (the standing when there is no gradebook).
  var sessionAttempts: [Attempt] = []
  /// Whether the page is shown to resume: items already done are passed over until the first
  /// one still waiting.
  var resuming = false

  /// Creates a runner over `course`.
  public convenience init(
    course: Course, localizer: Localizer, style: Styler, width: Int,
    gradebook: (any GradebookStore)?,
    showsProse: Bool = true, autoAdvance: Bool = false, editor: String? = nil
  ) {
    self.init(
      loadingCourse: { course }, localizer: localizer, style: style, width: width,
      gradebook: gradebook, showsProse: showsProse, autoAdvance: autoAdvance, editor: editor)
  }

  /// Creates a runner that reads its course with `loadingCourse` the first time it needs it.
  public init(
    loadingCourse: @escaping () -> Course, localizer: Localizer, style: Styler, width: Int,
    gradebook: (any GradebookStore)?, showsProse: Bool = true, autoAdvance: Bool = false,
    editor: String? = nil
  ) {
    self.loadCourse = loadingCourse
    self.localizer = localizer
    self.style = style
    self.width = width
    self.gradebook = gradebook
    self.showsProse = showsProse
    self.autoAdvance = autoAdvance
    self.editor = editor
  }

  var language: Language { localizer.language }

  /// The presenter for the current language and style.
  var presenter: CoursePresenter { CoursePresenter(localizer: localizer, style: style) }

  // MARK: - Lessons

  /// `:lessons`: every lesson with its progress.
  public func listLessons() -> [ReplEffect] {
    let lessons = course.lessons(language)
    guard !lessons.isEmpty else {
      return [.print(localizer("course.lessons.empty", ["path": course.directory]))]
    }
    var lines = [style.bold(localizer("course.lessons.title"))]
    var problems: [ReplEffect] = []
    let current: String?
    do {
      current = try gradebook?.currentLesson()
    } catch {
      current = nil
      problems += gradebookError(error)
    }
    for (offset, item) in lessons.enumerated() {
      let standing: LessonProgress
      do {
        standing = try progress(of: item)
      } catch {
        standing = LessonProgress(lesson: item, attempts: [])
        problems += gradebookError(error)
      }
      var progress = localizer(
        "course.lessons.progress",
        ["done": String(standing.right), "total": String(standing.questionCount)])
      if standing.unanswered.isEmpty { progress += " " + localizer("course.lessons.completed") }
      if current == item.id { progress += " " + localizer("course.lessons.current") }
      lines.append(
        localizer(
          "course.lessons.item",
          [
            "number": String(offset + 1), "title": item.title, "id": style.code(item.id),
            "progress": progress,
          ]))
    }
    lines.append(style.dim(localizer("course.lessons.how-to-open")))
    return lines.map(ReplEffect.print) + problems
  }

  /// The learner's standing in `lesson`, from the gradebook (empty without one).
  func progress(of lesson: Lesson) throws(GradebookError) -> LessonProgress {
    LessonProgress(lesson: lesson, attempts: try gradebook?.attempts(lesson: lesson.id) ?? [])
  }

  /// `:open REF`: opens a lesson by number or id, where the learner left off.
  public func open(_ reference: String, fromStart: Bool = false) -> [ReplEffect] {
    guard let found = course.find(reference, language: language) else {
      return [
        .printError(style.error(localizer("course.error.no-lesson", ["reference": reference]))),
        .printError(localizer("course.error.no-lesson.help")),
      ]
    }
    lesson = found
    pageIndex = 0
    var problems: [ReplEffect] = []
    if !fromStart {
      do {
        let standing = try progress(of: found)
        if let first = standing.unanswered.first,
          let page = found.pages.firstIndex(where: { $0.blocks.contains { $0.machineID == first } })
        {
          pageIndex = page
        } else if let saved = try gradebook?.position(lesson: found.id) {
          pageIndex = min(max(0, saved.page), max(0, found.pages.count - 1))
        }
      } catch {
        problems = gradebookError(error)
      }
    }
    problems += refreshStanding()
    resuming = !fromStart
    let number = (course.lessons(language).firstIndex { $0.id == found.id } ?? 0) + 1
    var effects: [ReplEffect] = [
      .print(
        style.bold(
          localizer("course.lesson.header", ["number": String(number), "title": found.title])))
    ]
    effects += showPage()
    return problems + effects
  }

  /// Shows the current page from its start.
  func showPage() -> [ReplEffect] {
    guard let lesson, lesson.pages.indices.contains(pageIndex) else { return [] }
    blockIndex = 0
    pending = nil
    savePosition()
    let page = lesson.pages[pageIndex]
    var effects: [ReplEffect] = []
    if !page.heading.isEmpty {
      effects.append(.print(""))
      effects.append(
        .print(
          style.apply(
            .bold, .cyan,
            to: localizer(
              "course.page.header",
              [
                "heading": page.heading, "page": String(pageIndex + 1),
                "pages": String(lesson.pages.count),
              ]))))
    }
    effects += continuePage()
    return effects
  }

  /// Shows blocks from `blockIndex` until a question or challenge, or the end of the page.
  func continuePage() -> [ReplEffect] {
    guard let lesson, lesson.pages.indices.contains(pageIndex) else { return [] }
    let page = lesson.pages[pageIndex]
    var effects: [ReplEffect] = []
    while blockIndex < page.blocks.count {
      let block = page.blocks[blockIndex]
      blockIndex += 1
      switch block {
      case .prose(let prose):
        if showsProse {
          effects.append(.print(CourseText.renderProse(prose.markdown, style: style)))
        }
      case .code(let sample):
        if showsProse {
          effects += [
            .print(""), .print(CourseText.renderCode(sample.code, style: style)), .print(""),
          ]
        }
      case .scene(let scene):
        if showsProse, !scene.isHidden {
          effects += [
            .print(""), .print(CourseText.renderCode(scene.code, style: style)), .print(""),
          ]
        }
      case .question, .challenge:
        if resuming, let id = block.itemID, standing?.isDone(id) == true {
          effects.append(.print(style.dim(localizer("course.question.done-earlier"))))
          continue
        }
        resuming = false
        pending = block
        hintsShown = 0
        challengeCode = nil
        savePosition()
        effects += pose(block)
        return effects
      }
    }
    let isIntro = page.heading.isEmpty
    if pageIndex == lesson.pages.count - 1 {
      if !lesson.keyPoints.isEmpty, showsProse == false {
        effects.append(.print(style.bold(localizer("course.keypoints"))))
        effects += lesson.keyPoints.map { .print("  • " + $0) }
      }
      markCompleted()
      effects.append(.print(style.dim(localizer("course.page.last"))))
    } else if autoAdvance || isIntro {
      pageIndex += 1
      effects += showPage()
    } else {
      effects.append(.print(style.dim(localizer("course.page.next"))))
    }
    return effects
  }

  /// Whether the last page has been shown to its end.
  public var isAtEnd: Bool {
    guard let lesson else { return true }
    return pageIndex >= lesson.pages.count - 1
      && blockIndex >= (lesson.pages.last?.blocks.count ?? 0)
  }

  /// `:next`.
  public func next() -> [ReplEffect] {
    guard let lesson else { return [.printError(localizer("course.error.no-open-lesson"))] }
    if let waiting = pending?.itemID, standing?.isDone(waiting) != true {
      return [.printError(localizer("course.error.unanswered"))]
    }
    guard pageIndex + 1 < lesson.pages.count else {
      markCompleted()
      return [.print(localizer("course.page.last"))]
    }
    pageIndex += 1
    return showPage()
  }

  /// `:back`.
  public func back() -> [ReplEffect] {
    guard lesson != nil else { return [.printError(localizer("course.error.no-open-lesson"))] }
    guard pageIndex > 0 else { return [.print(localizer("course.page.first"))] }
    pageIndex -= 1
    return showPage()
  }

  /// `:skip`: leaves the pending question or challenge unanswered and goes on.
  public func skip() -> [ReplEffect] {
    guard let block = localizedPending(), let lesson else {
      return [.printError(localizer("course.error.no-question"))]
    }
    var effects: [ReplEffect] = []
    switch block {
    case .question(let question):
      do {
        let (truth, run) = try SceneRunner(lesson: lesson).truth(of: question)
        lastRun = run
        lastCode = lesson.scenes[question.scene]?.code
        effects += renderRun(run, actions: question.actions, observe: question.observe)
        effects.append(
          .print(localizer("course.skip.answer", ["truth": revealed(truth, question)])))
      } catch {
        effects += [
          .printError(style.error(localizer("course.error.scene"))),
          .printError(String(describing: error)),
        ]
      }
      if !question.explain.isEmpty {
        effects.append(.print(localizer("course.grade.why", ["text": question.explain])))
      }
      if standing?.isDone(question.id) != true {
        effects += record(question: question.id, answer: LessonProgress.skipAnswer, score: 0)
      }
    case .challenge(let challenge):
      if let solution = challenge.solution.flatMap({ lesson.scenes[$0] }) {
        effects.append(.print(style.bold(localizer("course.skip.solution"))))
        effects.append(.print(CourseText.renderCode(solution.code, style: style)))
      }
      if !challenge.explain.isEmpty {
        effects.append(.print(localizer("course.grade.why", ["text": challenge.explain])))
      }
      if !challenge.isPaste, standing?.isDone(challenge.id) != true {
        effects += record(question: challenge.id, answer: LessonProgress.skipAnswer, score: 0)
      }
    default:
      break
    }
    pending = nil
    inlineEditor = nil
    return effects + continuePage()
  }

  /// The right answer to `question`, as the grade would show it.
  func revealed(_ truth: Value, _ question: Question) -> String {
    let truthValues: [Value] = if case .array(let values) = truth { values } else { [truth] }
    switch question.kind {
    case .choice:
      return question.choices.first { $0.value.matches(truth) }?.label ?? truth.display(language)
    case .multi:
      let right = question.choices.filter { c in truthValues.contains { c.value.matches($0) } }
      return right.isEmpty ? "—" : right.map(\.label).joined(separator: "; ")
    default:
      return presenter.value(truth)
    }
  }

  // MARK: - Questions

  /// The prompt of a question or challenge, in the current language.
  func pose(_ block: Block) -> [ReplEffect] {
    var lines: [String] = [""]
    switch block {
    case .question(let question):
      let kind = localizer("course.question.kind.\(question.kind.rawValue)")
      lines.append(
        style.apply(.bold, .yellow, to: localizer("course.question.header", ["kind": kind])))
      lines.append(style.bold(question.prompt))
      for (offset, choice) in question.choices.enumerated() {
        lines.append(
          localizer(
            "course.question.choice",
            ["number": String(offset + 1), "label": choice.label]))
      }
    case .challenge(let challenge):
      lines.append(style.apply(.bold, .yellow, to: localizer("course.challenge.header")))
      lines.append(style.bold(challenge.prompt))
      lines.append(
        style.dim(
          localizer(challenge.isPaste ? "course.challenge.paste" : "course.challenge.instructions"))
      )
    default:
      break
    }
    return lines.map(ReplEffect.print)
  }

  /// The pending question in the current language (after `:lang`).
  func localizedPending() -> Block? {
    guard let pending, let id = pending.machineID, let lesson else { return pending }
    return lesson.blocks.first { $0.machineID == id } ?? pending
  }

  /// Switches the runner's language and re-renders the current question in it.
  public func switchLanguage(_ localizer: Localizer) -> [ReplEffect] {
    self.localizer = localizer
    guard let current = lesson else { return [] }
    let pendingID = pending?.machineID
    guard let translated = course.lesson(id: current.id, language: localizer.language) else {
      return []
    }
    lesson = translated
    if let pendingID {
      pending = translated.blocks.first { $0.machineID == pendingID } ?? pending
      if let pending { return pose(pending) }
    }
    return []
  }

  /// A line that is not a command: an answer, or a line for the inline editor.
  public func handleLine(_ line: String) -> [ReplEffect]? {
    if inlineEditor != nil {
      if line.trimmingCharacters(in: .whitespaces) == "." {
        let code = (inlineEditor ?? []).joined(separator: "\n")
        inlineEditor = nil
        challengeCode = code
        return [
          .print(
            localizer("course.edit.saved", ["lines": String(code.split(separator: "\n").count)]))
        ]
      }
      inlineEditor?.append(line)
      return []
    }
    guard let block = localizedPending() else {
      guard lesson != nil else { return nil }
      return [.printError(localizer("course.error.no-question"))]
    }
    switch block {
    case .question(let question):
      return answer(line, to: question)
    case .challenge:
      return [.printError(localizer("course.challenge.instructions"))]
    default:
      return nil
    }
  }

  /// Grades an answer: runs the scene, records the attempt, then shows the grade and why.
  func answer(_ text: String, to question: Question) -> [ReplEffect] {
    guard let lesson else { return [] }
    let truth: Value
    let run: SceneRunner.Run
    do {
      (truth, run) = try SceneRunner(lesson: lesson).truth(of: question)
    } catch {
      return [
        .printError(style.error(localizer("course.error.scene"))),
        .printError(error.message(localizer: localizer)),
      ]
    }
    let parsed: ParsedAnswer
    switch AnswerReader(question: question, language: language).read(text) {
    case .answer(let answer): parsed = answer
    case .invalid(let problem): return [.printError(invalidAnswer(problem, text))]
    case .ambiguous(let token, let readings):
      return [.printError(localizer("course.error.invalid-answer.ambiguous", ["answer": token]))]
        + readings.map {
          .printError(
            localizer(
              "course.error.invalid-answer.reading",
              ["input": style.code($0.input), "meaning": $0.meaning]))
        }
    }
    let grade = Grader.grade(parsed, question: question, truth: truth, language: language)
    let first = standing?.firstScores[question.id]
    var effects = record(question: question.id, answer: grade.canonicalAnswer, score: grade.score)
    lastRun = run
    lastCode = lesson.scenes[question.scene]?.code
    effects += renderRun(run, actions: question.actions, observe: question.observe)
    effects += renderGrade(grade, explain: question.explain)
    if let first {
      effects.append(
        .print(
          style.dim(
            localizer(
              standing?.skipped.contains(question.id) == true
                ? "course.grade.practice.skipped" : "course.grade.practice",
              ["score": Self.percent(first)]))))
    }
    pending = nil
    effects += continuePage()
    return effects
  }

  func invalidAnswer(_ problem: AnswerProblem, _ text: String) -> String {
    switch problem {
    case .empty: localizer("course.error.invalid-answer.empty")
    case .unknownChoice(let token):
      localizer(
        "course.error.invalid-answer.choice", ["answer": TerminalText.echo(token)])
    case .notANumber(let token):
      localizer(
        "course.error.invalid-answer.number", ["answer": TerminalText.echo(token)])
    case .notYesNo: localizer("course.error.invalid-answer.yesno")
    case .tooManyChoices: localizer("course.error.invalid-answer.too-many")
    }
  }

  /// Writes one attempt before anything about the grade is shown.
  func record(question id: String, answer: String, score: Double) -> [ReplEffect] {
    guard let lesson else { return [] }
    if standing?.isDone(id) != true {
      scores.removeAll { $0.id == id }
      scores.append((id, score))
    }
    let attempt = Attempt(
      lesson: lesson.id, question: id, language: language.rawValue, answer: answer,
      score: score, correct: Grade.isCorrect(score), time: Date().timeIntervalSince1970,
      simulatorVersion: IdlabVersion.current)
    sessionAttempts.append(attempt)
    guard let gradebook else { return refreshStanding() }
    do {
      try gradebook.record(attempt)
    } catch {
      return gradebookError(error) + refreshStanding()
    }
    return refreshStanding()
  }

  /// Reads the open lesson's standing again (after an attempt, on open); without a readable
  /// gradebook, from this session's attempts.
  ///
  /// - Returns: the gradebook problem to show, if any.
  @discardableResult
  func refreshStanding() -> [ReplEffect] {
    guard let lesson else { return [] }
    guard gradebook != nil else {
      standing = LessonProgress(lesson: lesson, attempts: sessionAttempts)
      return []
    }
    do {
      standing = try progress(of: lesson)
      return []
    } catch {
      standing = LessonProgress(lesson: lesson, attempts: sessionAttempts)
      return gradebookError(error)
    }
  }

  func gradebookError(_ error: GradebookError) -> [ReplEffect] {
    let reason = localizer("course.error.gradebook.\(error.reason.rawValue)")
    var effects: [ReplEffect] = [
      .printError(style.error(localizer("course.error.gradebook", ["reason": reason])))
    ]
    if !reportedGradebookError {
      effects.append(.printError(localizer("course.error.gradebook.continue")))
    }
    reportedGradebookError = true
    return effects
  }

  func savePosition() {
    guard let gradebook, let lesson else { return }
    do {
      try gradebook.setPosition(
        Position(
          lesson: lesson.id, page: pageIndex, block: pending?.machineID, completed: false,
          updated: Date().timeIntervalSince1970))
    } catch {}
  }

  func markCompleted() {
    guard let gradebook, let lesson else { return }
    try? gradebook.setPosition(
      Position(
        lesson: lesson.id, page: pageIndex, block: nil, completed: true,
        updated: Date().timeIntervalSince1970))
  }

  /// The grade: what was graded, the learner's answer beside the truth, and why.
  func renderGrade(_ grade: Grade, explain: String) -> [ReplEffect] {
    var lines: [String] = []
    if grade.isCorrect {
      lines.append(style.apply(.bold, .green, to: localizer("course.grade.correct")))
    } else if grade.score > 0 {
      lines.append(
        style.apply(
          .bold, .yellow,
          to: localizer("course.grade.partial", ["score": Self.percent(grade.score)])))
    } else {
      lines.append(style.apply(.bold, .red, to: localizer("course.grade.wrong")))
    }
    lines.append(style.dim(localizer("course.grade.what.\(grade.kind.rawValue)")))
    lines.append(localizer("course.grade.yours", ["answer": TerminalText.echo(grade.answer)]))
    lines.append(localizer("course.grade.truth", ["truth": grade.truth]))
    if grade.kind == .sequence, !grade.positions.isEmpty {
      lines.append(
        localizer(
          "course.grade.positions",
          ["marks": grade.positions.map { $0 ? "✓" : "✗" }.joined(separator: " ")]))
    }
    if !explain.isEmpty { lines.append(localizer("course.grade.why", ["text": explain])) }
    return lines.map(ReplEffect.print)
  }

  static func percent(_ score: Double) -> String { "\(Int((score * 100).rounded()))%" }

  /// What the simulation did: the screen after the last step (with swatches and ⚠ on rows
  /// whose state came from another element) and the event timeline.
  ///
  /// After a question, the screen shows what the question asked and no more: events only when
  /// it observed events, warnings only when it observed warnings, and no screen at all while a
  /// later question of the lesson still asks about the same run (it would give its answer away).
  func renderRun(_ run: SceneRunner.Run, actions: [String], observe: String? = nil)
    -> [ReplEffect]
  {
    guard let outcome = run.last else { return [] }
    let renderer = SimScreenRenderer(localizer: localizer, styled: style.enabled, width: width)
    var lines: [String] = [style.bold(localizer("course.run.title"))]
    for action in actions {
      lines.append(style.dim(localizer("course.run.action", ["action": presenter.action(action)])))
    }
    let showsEvents = observe.map { $0.contains("events(") } ?? true
    let showsWarnings = observe.map { $0.contains("warnings") } ?? true
    if observe != nil, let question = pendingQuestion, laterQuestionShares(question) {
      lines.append(style.dim(localizer("course.run.screen-later")))
    } else {
      lines += CourseText.screenRows(
        outcome.tree, renderer: renderer, style: style, history: Array(run.outcomes.dropLast())
      ).map { "  " + $0 }
    }
    if showsEvents {
      for (offset, event) in outcome.events.filter(CourseText.isNotable).enumerated() {
        lines.append("  \(offset + 1).  " + renderer.describe(event))
      }
    }
    for warning in outcome.warnings where showsWarnings {
      lines.append(renderer.warningLine(warning))
    }
    if let error = outcome.error { lines.append(style.error(renderer.runtimeError(error))) }
    return lines.map(ReplEffect.print)
  }

  /// The question waiting, if the pending block is one.
  var pendingQuestion: Question? {
    if case .question(let question) = localizedPending() { return question }
    return nil
  }

  /// Whether a later question of the lesson runs the same scene with the same actions.
  func laterQuestionShares(_ question: Question) -> Bool {
    guard let questions = lesson?.questions,
      let index = questions.firstIndex(where: { $0.id == question.id })
    else { return false }
    return questions[(index + 1)...].contains {
      $0.scene == question.scene && $0.root == question.root && $0.actions == question.actions
    }
  }

  // MARK: - Hints, show, challenges

  /// `:hint`: the next hint of the pending question.
  public func hint() -> [ReplEffect] {
    guard let block = localizedPending() else {
      return [.printError(localizer("course.error.no-question"))]
    }
    let hints: [String] =
      switch block {
      case .question(let q): q.hints
      case .challenge(let c): c.hints
      default: []
      }
    return presenter.nextHint(hints, shown: &hintsShown)
  }

  /// `:show code|tree|events`.
  public func show(_ what: String) -> [ReplEffect] {
    let renderer = SimScreenRenderer(localizer: localizer, styled: style.enabled, width: width)
    switch what {
    case "code":
      if let code = challengeCode ?? lastCode ?? currentSceneCode() {
        return [.print(CourseText.renderCode(code, style: style))]
      }
      return [.print(localizer("course.show.nothing"))]
    case "tree":
      if let question = pendingQuestion, let lesson {
        // Before the answer: the scene's starting state (its first render), not an older run.
        do {
          let start = try SceneRunner(lesson: lesson).run(
            scene: question.scene, root: question.root, actions: [])
          guard let outcome = start.last else { return [.print(localizer("course.show.nothing"))] }
          return [.print(style.dim(localizer("course.show.starting-state")))]
            + renderer.treeLines(outcome.tree, prefix: "", childPrefix: "").map(ReplEffect.print)
        } catch {
          return [
            .printError(style.error(localizer("course.error.scene"))),
            .printError(String(describing: error)),
          ]
        }
      }
      guard let outcome = lastRun?.last else { return [.print(localizer("course.show.nothing"))] }
      return renderer.treeLines(outcome.tree, prefix: "", childPrefix: "").map(ReplEffect.print)
    case "events":
      guard let run = lastRun else { return [.print(localizer("course.show.nothing"))] }
      return run.steps.flatMap { step -> [ReplEffect] in
        [.print(style.bold(step.action ?? "—"))]
          + step.outcome.events.enumerated().map {
            .print("  \($0.offset + 1).  " + renderer.describe($0.element))
          }
      }
    default:
      return [.printError(localizer("course.show.usage"))]
    }
  }

  func currentSceneCode() -> String? {
    guard let lesson, let block = localizedPending() else { return nil }
    switch block {
    case .question(let q): return lesson.scenes[q.scene]?.code
    case .challenge(let c): return c.start.flatMap { lesson.scenes[$0]?.code }
    default: return nil
    }
  }

  /// `:edit`: `$EDITOR` on a temporary file, or the inline editor.
  public func edit() -> [ReplEffect] {
    guard case .challenge(let challenge) = localizedPending(), let lesson else {
      return [.printError(localizer("course.error.no-challenge"))]
    }
    let starting = challengeCode ?? challenge.start.flatMap { lesson.scenes[$0]?.code } ?? ""
    if let editor, !editor.isEmpty {
      let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "idlab-\(challenge.id)-\(getpid()).swift")
      do {
        try starting.write(to: url, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\(editor) \"$0\"", url.path]
        try process.run()
        process.waitUntilExit()
        challengeCode = try String(contentsOf: url, encoding: .utf8)
        try? FileManager.default.removeItem(at: url)
        return [
          .print(
            localizer(
              "course.edit.saved",
              ["lines": String((challengeCode ?? "").split(separator: "\n").count)]))
        ]
      } catch {
        return [.printError(localizer("course.io-error", ["path": url.path]))]
      }
    }
    inlineEditor = []
    return [.print(localizer("course.edit.inline"))]
  }

  /// `:check`: runs the challenge's goal on the learner's code (or the starting code).
  public func checkChallenge() -> [ReplEffect] {
    guard case .challenge(let challenge) = localizedPending(), let lesson else {
      return [.printError(localizer("course.error.no-challenge"))]
    }
    let code = challengeCode ?? challenge.start.flatMap { lesson.scenes[$0]?.code } ?? ""
    let conditions: [GoalCondition]
    let run: SceneRunner.Run
    do {
      (conditions, run) = try SceneRunner.checkConditions(
        challenge, code: code, path: "\(challenge.id).swift")
    } catch {
      if case .compile(let diagnostics) = error {
        let renderer = DiagnosticRenderer(localizer: localizer, styled: style.enabled)
        return [.printError(renderer.render(diagnostics))]
      }
      if case .action(_, let diagnostics) = error {
        let renderer = DiagnosticRenderer(localizer: localizer, styled: style.enabled)
        return [.printError(renderer.render(diagnostics))]
      }
      return [.printError(error.message(localizer: localizer))]
    }
    lastRun = run
    lastCode = code
    let passed = conditions.allSatisfy(\.holds)
    var effects = renderRun(run, actions: challenge.actions)
    if challenge.isPaste {
      pending = nil
      return effects + continuePage()
    }
    effects =
      record(question: challenge.id, answer: passed ? "pass" : "fail", score: passed ? 1 : 0)
      + effects
    if passed {
      effects.append(.print(style.apply(.bold, .green, to: localizer("course.challenge.passed"))))
      if !challenge.explain.isEmpty {
        effects.append(.print(localizer("course.grade.why", ["text": challenge.explain])))
      }
      pending = nil
      effects += continuePage()
    } else {
      effects += presenter.goalFailure(conditions, actions: challenge.actions).map(ReplEffect.print)
    }
    return effects
  }

  // MARK: - Progress

  /// `:progress` and `idlab progress`: one line per lesson started, with questions right on
  /// the first answer, skipped and unanswered ones, and challenges solved.
  public func progressLines() -> [String] {
    guard let gradebook else { return [localizer("course.progress.none")] }
    var lines = [style.bold(localizer("course.progress.title"))]
    do {
      let attempts = try gradebook.attempts(lesson: nil)
      let positions = try gradebook.positions()
      for item in course.lessons(language) {
        let position = positions.first { $0.lesson == item.id }
        guard position != nil || attempts.contains(where: { $0.lesson == item.id }) else {
          continue
        }
        let standing = LessonProgress(lesson: item, attempts: attempts)
        let waiting = standing.unanswered.count
        lines.append(
          localizer(
            "course.progress.entry",
            [
              "id": item.id, "done": String(standing.right),
              "total": String(standing.questionCount),
              "skipped": String(standing.skippedQuestions),
              "solved": String(standing.solved.count),
              "challenges": String(standing.challengeCount),
              "page": String((position?.page ?? 0) + 1), "pages": String(item.pages.count),
              "state": waiting == 0
                ? localizer("course.progress.finished")
                : localizer("course.progress.waiting", ["count": String(waiting)]),
            ]))
      }
    } catch {
      return [
        localizer(
          "course.error.gradebook",
          ["reason": localizer("course.error.gradebook.\(error.reason.rawValue)")])
      ]
    }
    return lines.count > 1 ? lines : [localizer("course.progress.none")]
  }

  /// `:reset LESSON` forgets one lesson; `:reset all` forgets everything; `:reset` alone only
  /// says how (nothing is wiped without saying so).
  public func reset(_ reference: String?) -> [ReplEffect] {
    guard let reference else { return [.print(localizer("course.reset.confirm"))] }
    guard let gradebook else { return [] }
    var id: String?
    if reference != "all" {
      guard let found = course.find(reference, language: language) else {
        return [.printError(localizer("course.error.no-lesson", ["reference": reference]))]
      }
      id = found.id
    }
    do {
      try gradebook.reset(lesson: id)
    } catch {
      return gradebookError(error)
    }
    if id == nil || id == lesson?.id {
      scores = []
      sessionAttempts.removeAll { id == nil || $0.lesson == id }
    }
    let problems = refreshStanding()
    return [
      .print(
        id.map { localizer("course.reset.done.one", ["lesson": $0]) }
          ?? localizer("course.reset.done.all"))
    ] + problems
  }

  /// The session's score line.
  public func scoreLine() -> String {
    let total =
      lesson.map { $0.questions.count + $0.challenges.filter { !$0.isPaste }.count } ?? scores.count
    let sum = scores.reduce(0) { $0 + $1.score }
    let percent = total == 0 ? 0 : Int((sum / Double(total) * 100).rounded())
    let formatted = sum == sum.rounded() ? String(Int(sum)) : String(format: "%.2f", sum)
    return localizer(
      "course.score", ["score": formatted, "total": String(total), "percent": String(percent)])
  }

  /// Completions: lesson ids after `:open`/`:reset`, choices while a question waits.
  public func completions(for word: String) -> [String] {
    var candidates: [String] = []
    if case .question(let question) = localizedPending() {
      candidates += question.choices.map(\.label).filter { !$0.contains(" ") }
      if question.kind == .sequence || question.kind == .value {
        candidates += ColorNames.words(language: language)
      }
      if question.kind == .yesno { candidates += language == .es ? ["sí", "no"] : ["yes", "no"] }
    }
    return candidates.filter { $0.hasPrefix(word) }
  }

  /// Lesson ids, for `:open` and `:reset` completion.
  public func lessonIDs(prefix: String) -> [String] {
    course.lessons(language).map(\.id).filter { $0.hasPrefix(prefix) }
  }
}
