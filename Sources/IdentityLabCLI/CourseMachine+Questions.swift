import IdentityEngine
import LessonKit
import Localization
import TerminalUI
import ViewScript

extension CourseMachine {
  /// The prompt of a question or challenge, in the current language.
  func pose(_ block: Block) -> [CourseEffect] {
    var lines: [String] = [""]
    switch block {
    case .question(let question):
      lines += presenter.pose(question)
    case .challenge(let challenge):
      lines.append(style.apply(.bold, .yellow, to: presenter.text("course.challenge.header")))
      lines.append(style.bold(presenter.markdown(challenge.prompt)))
      if let solved = solution(of: challenge.id) {
        lines.append(style.dim(presenter.text("course.challenge.your-solution")))
        lines += ["", CourseText.renderCode(solved, style: style), ""]
      }
      lines.append(
        style.dim(
          presenter.text(
            challenge.isPaste ? "course.challenge.paste" : "course.challenge.instructions"))
      )
    default:
      break
    }
    return lines.map(CourseEffect.print)
  }

  /// Runs the waiting question's scene and reads its truth, before any answer: the truth does
  /// not depend on the answer, and `SceneRunner` keeps it, so `answer` and `skip` find it ready.
  /// The prose the answer goes on to show is rendered too (`CourseText` keeps it).
  func prepare() {
    guard let lesson, let question = pendingQuestion else { return }
    _ = try? SceneRunner(lesson: lesson).truth(of: question)
    guard showsProse, lesson.pages.indices.contains(pageIndex) else { return }
    for block in lesson.pages[pageIndex].blocks.dropFirst(blockIndex) {
      if block.itemID != nil { break }
      if case .prose(let prose) = block {
        _ = CourseText.renderProse(prose.markdown, style: style, width: width)
      }
    }
  }

  /// Grades an answer: runs the scene, records the attempt, then shows the grade and why.
  mutating func answer(_ text: String, to question: Question) -> [CourseEffect] {
    guard let lesson else { return [] }
    let grade: Grade
    let run: SceneRunner.Run?
    switch AnswerFlow.grade(text, question: question, lesson: lesson, language: language) {
    case .graded(let graded, _, let gradedRun): (grade, run) = (graded, gradedRun)
    case .unreadable(let messages):
      return presenter.unreadable(messages).map(CourseEffect.printError)
    case .sceneFailed(let failure):
      return [
        .printError(style.error(presenter.text("course.error.scene"))),
        .printError(failure.message(localizer: localizer)),
      ]
    }
    let before = standing
    var effects = attempt(question: question.id, answer: grade.canonicalAnswer, score: grade.score)
    if let run {
      showing(
        run, code: lesson.scenes[question.scene]?.code, root: question.root,
        actions: question.actions)
      effects += renderRun(run, actions: question.actions, observe: question.observe)
    }
    effects += renderGrade(grade, explain: question.explain)
    if let first = before?.firstScores[question.id] {
      effects.append(
        .print(
          style.dim(
            presenter.text(
              before?.skipped.contains(question.id) == true
                ? "course.grade.practice.skipped" : "course.grade.practice",
              ["score": Self.percent(first)]))))
    }
    pending = nil
    effects += continuePage()
    return effects
  }

  /// `:skip`: leaves the pending question or challenge unanswered, shows the answer, goes on.
  mutating func skip() -> [CourseEffect] {
    guard let block = localizedPending(), let lesson else {
      return [.printError(presenter.text("course.error.no-question"))]
    }
    var effects: [CourseEffect] = []
    switch block {
    case .question(let question):
      do {
        let (truth, run) = try SceneRunner(lesson: lesson).truth(of: question)
        showing(
          run, code: lesson.scenes[question.scene]?.code, root: question.root,
          actions: question.actions)
        effects += renderRun(run, actions: question.actions, observe: question.observe)
        effects.append(
          .print(presenter.text("course.skip.answer", ["truth": revealed(truth, question)])))
      } catch {
        effects += [
          .printError(style.error(presenter.text("course.error.scene"))),
          .printError(error.message(localizer: localizer)),
        ]
      }
      if !question.explain.isEmpty {
        effects.append(.print(presenter.why(question.explain)))
      }
      if standing?.isDone(question.id) != true {
        effects += attempt(question: question.id, answer: LessonProgress.skipAnswer, score: 0)
      }
    case .challenge(let challenge):
      if let solution = challenge.solution.flatMap({ lesson.scenes[$0] }) {
        effects.append(.print(style.bold(presenter.text("course.skip.solution"))))
        effects.append(.print(CourseText.renderCode(solution.code, style: style)))
      }
      if !challenge.explain.isEmpty {
        effects.append(.print(presenter.why(challenge.explain)))
      }
      if !challenge.isPaste, standing?.isDone(challenge.id) != true {
        effects += attempt(question: challenge.id, answer: LessonProgress.skipAnswer, score: 0)
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
      return question.choices.first { $0.value.matches(truth) }.map { presenter.markdown($0.label) }
        ?? truth.display(language)
    case .multi:
      let right = question.choices.filter { c in truthValues.contains { c.value.matches($0) } }
      return right.isEmpty
        ? "—" : right.map { presenter.markdown($0.label) }.joined(separator: "; ")
    default:
      return presenter.value(truth)
    }
  }

  /// The grade: what was graded, the learner's answer beside the truth, and why.
  func renderGrade(_ grade: Grade, explain: String) -> [CourseEffect] {
    var lines: [String] = []
    if grade.isCorrect {
      lines.append(style.apply(.bold, .green, to: presenter.text("course.grade.correct")))
    } else if grade.score > 0 {
      lines.append(
        style.apply(
          .bold, .yellow,
          to: presenter.text("course.grade.partial", ["score": Self.percent(grade.score)])))
    } else {
      lines.append(style.apply(.bold, .red, to: presenter.text("course.grade.wrong")))
    }
    lines.append(style.dim(presenter.text("course.grade.what.\(grade.kind.rawValue)")))
    let presenter = self.presenter
    let answer = presenter.graded(TerminalText.echo(grade.answer), kind: grade.kind)
    lines.append(presenter.text("course.grade.yours", ["answer": answer]))
    lines.append(
      presenter.text(
        "course.grade.truth", ["truth": presenter.graded(grade.truth, kind: grade.kind)]))
    if grade.kind == .sequence, !grade.positions.isEmpty {
      lines.append(
        presenter.text(
          "course.grade.positions",
          ["marks": grade.positions.map { $0 ? "✓" : "✗" }.joined(separator: " ")]))
    }
    if !explain.isEmpty { lines.append(presenter.why(explain)) }
    return lines.map(CourseEffect.print)
  }

  static func percent(_ score: Double) -> String { "\(Int((score * 100).rounded()))%" }

  /// What the simulation did: the screen after the last step (with swatches and ⚠ on rows
  /// whose state came from another element) and the event timeline.
  ///
  /// After a question, the screen shows what the question asked and no more: events only when
  /// it observed events, warnings only when it observed warnings, and no screen at all while a
  /// later question of the lesson still asks about the same run (it would give its answer away).
  func renderRun(_ run: SceneRunner.Run, actions: [String], observe: String? = nil)
    -> [CourseEffect]
  {
    guard let outcome = run.last else { return [] }
    let renderer = SimScreenRenderer(localizer: localizer, styled: style.enabled, width: width)
    var lines: [String] = [style.bold(presenter.text("course.run.title"))]
    for action in actions {
      lines.append(
        style.dim(presenter.text("course.run.action", ["action": presenter.action(action)])))
    }
    let showsEvents = observe.map { $0.contains("events(") } ?? true
    let showsWarnings = observe.map { $0.contains("warnings") } ?? true
    if observe != nil, let question = pendingQuestion, laterQuestionShares(question) {
      lines.append(style.dim(presenter.text("course.run.screen-later")))
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
    // A learner's code may use SDK names idlab does not simulate: their warnings come first.
    let warnings =
      run.warnings.diagnostics.isEmpty
      ? []
      : [
        CourseEffect.printError(
          DiagnosticRenderer(localizer: localizer, styled: style.enabled).render(run.warnings))
      ]
    return warnings + lines.map(CourseEffect.print)
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

  /// `:hint`: the next hint of the pending question.
  mutating func hint() -> [CourseEffect] {
    guard let block = localizedPending() else {
      return [.printError(presenter.text("course.error.no-question"))]
    }
    let hints: [String] =
      switch block {
      case .question(let q): q.hints
      case .challenge(let c): c.hints
      default: []
      }
    return CourseEffect.lines(presenter.nextHint(hints, shown: &hintsShown))
  }

  /// `:show code|tree|events`.
  /// `:play`: the last run's last step on its clock, in real time on a terminal (a film strip
  /// when piped); a message when nothing moved.
  func play() -> [CourseEffect] {
    // A question waiting on the same actions as the last run: its film would be the answer.
    if let question = pendingQuestion, standing?.isDone(question.id) != true,
      let run = lastRun, run.steps.dropFirst().compactMap(\.action) == question.actions
    {
      return [.printError(presenter.text("course.play.answer-first"))]
    }
    guard let outcome = lastRun?.last, !outcome.motion.isEmpty else {
      return [.print(presenter.text("course.play.nothing"))]
    }
    var renderer = SimScreenRenderer(localizer: localizer, styled: style.enabled, width: width)
    renderer.frames = .every(0.1)
    let strip = renderer.motionLines(
      outcome.motion, frames: .every(0.1), until: outcome.filmEnds
    ).joined(separator: "\n")
    return [
      .print(style.dim(presenter.text("course.play.started"))),
      .play(frames: renderer.playFrames(outcome.motion, until: outcome.filmEnds), strip: strip),
    ]
  }

  func show(_ what: String) -> [CourseEffect] {
    let renderer = SimScreenRenderer(localizer: localizer, styled: style.enabled, width: width)
    switch what {
    case "code":
      if let code = challengeCode ?? sandbox?.code ?? lastCode ?? currentSceneCode() {
        return [.print(CourseText.renderCode(code, style: style))]
      }
      return [.print(presenter.text("course.show.nothing"))]
    case "tree":
      if let question = pendingQuestion, let lesson {
        // Before the answer: the scene's starting state (its first render), not an older run.
        do {
          let start = try SceneRunner(lesson: lesson).run(
            scene: question.scene, root: question.root, actions: [])
          guard let outcome = start.last else {
            return [.print(presenter.text("course.show.nothing"))]
          }
          return [.print(style.dim(presenter.text("course.show.starting-state")))]
            + renderer.treeLines(outcome.tree, prefix: "", childPrefix: "").map(CourseEffect.print)
        } catch {
          return [
            .printError(style.error(presenter.text("course.error.scene"))),
            .printError(error.message(localizer: localizer)),
          ]
        }
      }
      guard let outcome = lastRun?.last else {
        return [.print(presenter.text("course.show.nothing"))]
      }
      return renderer.treeLines(outcome.tree, prefix: "", childPrefix: "").map(CourseEffect.print)
    case "events":
      guard let run = lastRun else { return [.print(presenter.text("course.show.nothing"))] }
      return run.steps.flatMap { step -> [CourseEffect] in
        [.print(style.bold(step.action ?? "—"))]
          + step.outcome.events.enumerated().map {
            .print("  \($0.offset + 1).  " + renderer.describe($0.element))
          }
      }
    default:
      return [.printError(presenter.text("course.show.usage"))]
    }
  }

  /// The code of the pending question's scene or challenge's start.
  func currentSceneCode() -> String? {
    guard let lesson, let block = localizedPending() else { return nil }
    switch block {
    case .question(let q): return lesson.scenes[q.scene]?.code
    case .challenge(let c): return c.start.flatMap { lesson.scenes[$0]?.code }
    default: return nil
    }
  }
}

extension CourseEffect {
  /// The text effects of a `ReplEffect` list (what shared helpers such as
  /// `CoursePresenter.nextHint` return).
  static func lines(_ effects: [ReplEffect]) -> [CourseEffect] {
    effects.compactMap { effect in
      switch effect {
      case .print(let text): .print(text)
      case .printError(let text): .printError(text)
      default: nil
      }
    }
  }
}
