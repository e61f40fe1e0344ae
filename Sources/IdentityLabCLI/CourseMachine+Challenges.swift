import LessonKit
import Localization
import TerminalUI
import ViewScript

/// The scene `:do` and `:undo` act on: code, root, the actions of the run last shown, and the
/// learner's own actions after them.
struct Sandbox: Equatable {
  var code: String
  var path: String
  var root: String?
  /// The actions of the run the learner saw (a question's, a challenge's), replayed first.
  var base: [String]
  /// The learner's `:do` actions, in order.
  var added: [String] = []
}

extension CourseMachine {
  // MARK: - Editing

  /// The pending challenge, if the pending block is one.
  var pendingChallenge: Challenge? {
    if case .challenge(let challenge) = localizedPending() { return challenge }
    return nil
  }

  /// The learner's code for `challenge`: edited, else its starting scene, else empty.
  func code(for challenge: Challenge) -> String {
    challengeCode ?? challenge.start.flatMap { lesson?.scenes[$0]?.code } ?? ""
  }

  /// The code of the learner's passing `:check` of challenge `id`, when they solved it.
  func solution(of id: String) -> String? {
    guard let lesson, standing?.solved.contains(id) == true else { return nil }
    return record.attempts.last {
      $0.lesson == lesson.id && $0.question == id && Grade.isCorrect($0.score)
        && $0.answer != LessonProgress.skipAnswer
    }?.answer
  }

  /// `:edit`: `$EDITOR` on the current code when it is set, else the inline editor.
  mutating func edit() -> [CourseEffect] {
    guard let challenge = pendingChallenge else {
      return [.printError(presenter.text("course.error.no-challenge"))]
    }
    let starting = code(for: challenge)
    if hasEditor {
      externalEditing = starting
      return [.openEditor(code: starting, name: challenge.id)]
    }
    let editor = InlineEditor(code: starting)
    inlineEditor = editor
    return editor.screen(localizer: localizer, style: style)
  }

  /// A line typed while the inline editor is open.
  mutating func editLine(_ line: String) -> [CourseEffect] {
    guard var editor = inlineEditor else { return [] }
    let outcome = editor.handle(line, localizer: localizer, style: style)
    inlineEditor = editor
    switch outcome {
    case .stay(let lines):
      return lines.map(CourseEffect.print)
    case .cancelled:
      inlineEditor = nil
      return [
        .print(
          presenter.text(
            "runner.editor.cancelled",
            ["lines": String(InlineEditor.split(editor.original).count)]))
      ]
    case .done(let code):
      inlineEditor = nil
      return accept(code, from: editor.original)
    }
  }

  /// `$EDITOR` gave `code` back.
  mutating func edited(_ code: String) -> [CourseEffect] {
    guard let original = externalEditing else { return [] }
    externalEditing = nil
    if code.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      return [.print(presenter.text("runner.editor.external-empty"))]
    }
    return accept(code, from: original)
  }

  /// `$EDITOR` did not give code back.
  mutating func editorFailed(_ failure: EditorFailure) -> [CourseEffect] {
    externalEditing = nil
    let line: String =
      switch failure {
      case .file(let path): presenter.text("runner.editor.failed.file", ["path": path])
      case .notStarted(let editor): presenter.text("runner.editor.failed.start", ["editor": editor])
      case .status(let status):
        presenter.text("runner.editor.failed.status", ["status": String(status)])
      }
    return [.printError(style.error(line))]
  }

  /// Takes edited code: "unchanged" when it is the same, else the new code from its first render.
  mutating func accept(_ code: String, from original: String) -> [CourseEffect] {
    let lines = String(InlineEditor.split(code).count)
    guard InlineEditor.split(code) != InlineEditor.split(original) else {
      return [.print(presenter.text("runner.editor.unchanged", ["lines": lines]))]
    }
    challengeCode = code
    sandbox = challengeSandbox()
    return [.print(presenter.text("course.edit.saved", ["lines": lines]))]
  }

  // MARK: - Checking

  /// `:check`: runs the challenge's goal on the learner's code (or the starting code).
  mutating func checkChallenge() -> [CourseEffect] {
    guard let challenge = pendingChallenge else {
      return [.printError(presenter.text("course.error.no-challenge"))]
    }
    let code = code(for: challenge)
    let conditions: [GoalCondition]
    let run: SceneRunner.Run
    do {
      (conditions, run) = try SceneRunner.checkConditions(
        challenge, code: code, path: "\(challenge.id).swift",
        reference: challenge.start.flatMap { lesson?.scenes[$0]?.code })
    } catch {
      return failureLines(error)
    }
    showing(run, code: code, root: challenge.root, actions: challenge.actions)
    let passed = conditions.allSatisfy(\.holds)
    var effects = renderRun(run, actions: challenge.actions)
    if challenge.isPaste {
      pending = nil
      return effects + [.print(style.dim(presenter.text("runner.do.after-paste")))] + continuePage()
    }
    // The code checked is the attempt's answer: a solved challenge shows it when revisited.
    effects = attempt(question: challenge.id, answer: code, score: passed ? 1 : 0) + effects
    if passed {
      effects.append(
        .print(style.apply(.bold, .green, to: presenter.text("course.challenge.passed"))))
      if !challenge.explain.isEmpty {
        effects.append(.print(presenter.why(challenge.explain)))
      }
      pending = nil
      effects += continuePage()
    } else {
      effects += presenter.goalFailure(conditions, actions: challenge.actions)
        .map(CourseEffect.print)
    }
    return effects
  }

  /// A scene that did not compile or an action that failed, as located diagnostics.
  func failureLines(_ error: SceneRunner.Failure) -> [CourseEffect] {
    let renderer = DiagnosticRenderer(localizer: localizer, styled: style.enabled)
    switch error {
    case .compile(let diagnostics), .action(_, let diagnostics):
      return [.printError(renderer.render(diagnostics))]
    default:
      return [.printError(error.message(localizer: localizer))]
    }
  }

  // MARK: - :do and :undo

  /// Remembers the run just shown, for `:show` and as the scene `:do` continues from.
  mutating func showing(_ run: SceneRunner.Run, code: String?, root: String?, actions: [String]) {
    lastRun = run
    lastCode = code
    if let code {
      sandbox = Sandbox(
        code: code, path: "\(lesson?.id ?? "scene").swift", root: root, base: actions)
    }
  }

  /// The sandbox of the item just posed: a challenge's code (nil before anything is pasted) or
  /// the scene of a question already answered, from the first render; nil for a question still
  /// waiting.
  func challengeSandbox() -> Sandbox? {
    if let question = pendingQuestion, standing?.isDone(question.id) == true,
      let code = lesson?.scenes[question.scene]?.code
    {
      return Sandbox(
        code: code, path: "\(question.scene).swift", root: question.root, base: [])
    }
    guard let challenge = pendingChallenge else { return nil }
    let code = code(for: challenge)
    guard !code.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
    return Sandbox(code: code, path: "\(challenge.id).swift", root: challenge.root, base: [])
  }

  /// Why `:do` cannot act now, if it cannot.
  var sandboxRefusal: String? {
    if let question = pendingQuestion, standing?.isDone(question.id) != true {
      return presenter.text("runner.do.answer-first")
    }
    if sandbox == nil {
      return presenter.text(
        pendingChallenge?.isPaste == true ? "runner.do.paste-first" : "runner.do.nothing")
    }
    return nil
  }

  /// `:do ACTION`: one more action on the current scene, rerun from its start, with the same
  /// outcome screen as the course.
  mutating func perform(_ action: String) -> [CourseEffect] {
    let action = action.trimmingCharacters(in: .whitespaces)
    guard !action.isEmpty else { return [.printError(presenter.text("runner.do.usage"))] }
    if let refusal = sandboxRefusal { return [.printError(refusal)] }
    guard var scene = sandbox else { return [] }
    scene.added.append(action)
    return rerun(scene) { _ in [] }
  }

  /// `:undo`: the current scene again without the last `:do` action.
  mutating func undo() -> [CourseEffect] {
    if let refusal = sandboxRefusal { return [.printError(refusal)] }
    guard var scene = sandbox, let last = scene.added.popLast() else {
      return [.print(presenter.text("runner.do.undo-none"))]
    }
    return rerun(scene) { machine in
      [
        .print(
          machine.style.dim(
            machine.presenter.text("runner.do.undone", ["action": machine.presenter.action(last)])))
      ]
    }
  }

  /// Runs `scene` from its start with all its actions; on success it becomes the sandbox and
  /// the outcome screen is shown.
  mutating func rerun(_ scene: Sandbox, before: (Self) -> [CourseEffect]) -> [CourseEffect] {
    let actions = scene.base + scene.added
    let run: SceneRunner.Run
    do {
      run = try SceneRunner.run(
        code: scene.code, path: scene.path, root: scene.root, actions: actions)
    } catch {
      return failureLines(error)
    }
    sandbox = scene
    lastRun = run
    lastCode = scene.code
    return before(self) + renderRun(run, actions: actions)
      + [.print(style.dim(presenter.text("runner.do.undo-hint")))]
  }
}
