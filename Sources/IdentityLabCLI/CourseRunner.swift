import Foundation
import Gradebook
import LessonKit
import Localization
import TerminalUI

/// The course runner's driver: it steps the `CourseMachine` and performs the `CourseEffect`s
/// it returns, the only place the course touches the gradebook or `$EDITOR`. Text comes out as
/// `ReplEffect`s, for the prompt's driver (or `idlab lesson`) to print.
///
/// Every failure is reported: a write that fails is fed back to the machine, which says so in
/// the learner's language (and nothing claims the attempt was saved).
public final class CourseRunner {
  private let loadCourse: () -> Course
  private var loadedMachine: CourseMachine?
  /// Text to show before the next output (a gradebook that could not be read at load).
  private var deferred: [ReplEffect] = []
  /// Whether a position write already failed (reported once; attempts are reported each time).
  private var reportedPositionFailure = false

  /// The strings in the current language.
  public var localizer: Localizer { didSet { loadedMachine?.localizer = localizer } }
  /// Output styling.
  public var style: Styler { didSet { loadedMachine?.style = style } }
  /// Output width.
  public var width: Int { didSet { loadedMachine?.width = width } }
  /// The gradebook, or nil when it could not be opened (the session continues unsaved).
  public let gradebook: (any GradebookStore)?
  /// Whether prose is printed (the prompt, `idlab lesson`).
  public let showsProse: Bool
  /// Whether reaching the end of a page goes on to the next one by itself (pipes).
  public let autoAdvance: Bool
  /// `$VISUAL` or `$EDITOR`, if set.
  public let editor: String?
  /// The clock that stamps attempts and positions.
  var now: () -> Double = { Date().timeIntervalSince1970 }

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

  /// Creates a runner that reads its course with `loadingCourse` the first time it needs it
  /// (so the prompt starts without parsing lessons when no course command is used).
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
    self.editor = editor.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
  }

  /// The machine, created (course read, gradebook loaded) on first use.
  var machine: CourseMachine {
    get {
      if let loadedMachine { return loadedMachine }
      var created = CourseMachine(
        course: loadCourse(), localizer: localizer, style: style, width: width,
        showsProse: showsProse, autoAdvance: autoAdvance, hasEditor: editor != nil,
        isSaving: gradebook != nil)
      let problems = readRecord().map { created.step($0) } ?? []
      loadedMachine = created
      deferred += perform(problems)
      return loadedMachine ?? created
    }
    set { loadedMachine = newValue }
  }

  /// The gradebook's record as an input for the machine (`nil` without a gradebook).
  private func readRecord() -> CourseInput? {
    guard let gradebook else { return nil }
    do {
      return .loaded(
        CourseRecord(
          attempts: try gradebook.attempts(lesson: nil), positions: try gradebook.positions(),
          currentLesson: try gradebook.currentLesson()))
    } catch {
      return .notLoaded(error)
    }
  }

  /// Steps the machine with `input` and performs what it asks; returns the text to show.
  ///
  /// Commands that show the learner's record (`start`, `:open`, `:lessons`, `:progress`) read
  /// the gradebook again first, so another idlab's writes count.
  public func run(_ input: CourseInput) -> [ReplEffect] {
    _ = machine
    var output = deferred
    deferred = []
    switch input {
    case .start, .open, .lessons, .progress:
      if let record = readRecord() { output += perform(step(record)) }
    default:
      break
    }
    output += perform(step(input))
    return output
  }

  private func step(_ input: CourseInput) -> [CourseEffect] {
    var current = machine
    let effects = current.step(input)
    loadedMachine = current
    return effects
  }

  /// Performs effects in order; what a write or the editor reports back is stepped at once,
  /// so its lines come where the effect was.
  private func perform(_ effects: [CourseEffect]) -> [ReplEffect] {
    var output: [ReplEffect] = []
    for effect in effects {
      switch effect {
      case .print(let text):
        output.append(.print(text))
      case .printError(let text):
        output.append(.printError(text))
      case .play(let frames, let strip):
        output.append(.play(frames: frames, strip: strip))
      case .recordAttempt(var attempt):
        attempt.time = now()
        do {
          try gradebook?.record(attempt)
        } catch {
          output += perform(step(.attemptNotSaved(error)))
        }
      case .savePosition(var position):
        position.updated = now()
        do {
          try gradebook?.setPosition(position)
        } catch {
          if !reportedPositionFailure { output += perform(step(.positionNotSaved(error))) }
          reportedPositionFailure = true
        }
      case .resetProgress(let lesson):
        do {
          try gradebook?.reset(lesson: lesson)
          output += perform(step(.progressReset(lesson: lesson)))
        } catch {
          output += perform(step(.resetFailed(error)))
        }
      case .openEditor(let code, let name):
        let (result, problems) = runEditor(code: code, name: name)
        output += problems + perform(step(result))
      }
    }
    return output
  }

  /// Runs `$EDITOR` on a temporary file holding `code`; the result for the machine, and any
  /// problem cleaning up.
  private func runEditor(code: String, name: String) -> (CourseInput, [ReplEffect]) {
    guard let editor else { return (.editorFailed(.notStarted(editor: "")), []) }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "idlab-\(name)-\(getpid()).swift")
    do {
      try code.write(to: url, atomically: true, encoding: .utf8)
    } catch {
      return (.editorFailed(.file(path: url.path)), [])
    }
    let result: CourseInput
    // The editor gets the terminal as a shell's foreground job would (`ForegroundProgram`).
    switch ForegroundProgram.run("/bin/sh", ["-c", "\(editor) \"$0\"", url.path]) {
    case .success(let status) where status != 0:
      result = .editorFailed(.status(status))
    case .success:
      do {
        result = .edited(try String(contentsOf: url, encoding: .utf8))
      } catch {
        result = .editorFailed(.file(path: url.path))
      }
    case .failure:
      result = .editorFailed(.notStarted(editor: editor))
    }
    do {
      try FileManager.default.removeItem(at: url)
    } catch {
      let line = CoursePresenter(localizer: localizer, style: style)
        .text("runner.editor.temporary-left", ["path": url.path])
      return (result, [.printError(line)])
    }
    return (result, [])
  }

  // MARK: - The course's operations, as the prompt and `idlab lesson` call them

  /// The course on disk.
  public var course: Course { machine.course }
  /// The open lesson (in the current language).
  public var lesson: Lesson? { machine.lesson }
  /// The 0-based page.
  public var pageIndex: Int { machine.pageIndex }
  /// The question or challenge waiting for the learner.
  public var pending: Block? { machine.pending }
  /// Whether the inline editor is open (its lines are code, not commands).
  public var isEditing: Bool { loadedMachine?.inlineEditor != nil }
  /// Whether the last page has been shown to its end.
  public var isAtEnd: Bool { machine.isAtEnd }
  /// Scores of this session, by question id.
  public var scores: [(id: String, score: Double)] { machine.scores }
  /// The current language.
  var language: Language { localizer.language }
  /// The last run shown (the quiz taker sets it to reuse `show`).
  public var lastRun: SceneRunner.Run? {
    get { machine.lastRun }
    set { machine.lastRun = newValue }
  }

  /// `:lessons`.
  public func listLessons() -> [ReplEffect] { run(.lessons) }
  /// `:open REF`.
  public func open(_ reference: String, fromStart: Bool = false) -> [ReplEffect] {
    run(.open(reference, fromStart: fromStart))
  }
  /// `:next`.
  public func next() -> [ReplEffect] { run(.next) }
  /// `:back`.
  public func back() -> [ReplEffect] { run(.back) }
  /// `:skip`.
  public func skip() -> [ReplEffect] { run(.skip) }
  /// `:hint`.
  public func hint() -> [ReplEffect] { run(.hint) }
  /// `:show code|tree|events`.
  public func show(_ what: String) -> [ReplEffect] { run(.show(what)) }
  /// `:play`.
  public func play() -> [ReplEffect] { run(.play) }
  /// `:edit`.
  public func edit() -> [ReplEffect] { run(.edit) }
  /// `:check`.
  public func checkChallenge() -> [ReplEffect] { run(.check) }
  /// `:reset [LESSON|all]`.
  public func reset(_ reference: String?) -> [ReplEffect] { run(.reset(reference)) }
  /// A line that is not a command; `nil` when nothing is open to take it.
  public func handleLine(_ line: String) -> [ReplEffect]? {
    guard loadedMachine?.inlineEditor != nil || machine.lesson != nil else { return nil }
    return run(.line(line))
  }
  /// Switches language and re-renders the current question in it.
  public func switchLanguage(_ localizer: Localizer) -> [ReplEffect] {
    self.localizer = localizer
    return run(.language(localizer.language))
  }

  /// `:progress` and `idlab progress`.
  public func progressLines() -> [String] {
    run(.progress).map { effect in
      switch effect {
      case .print(let text), .printError(let text): text
      default: ""
      }
    }
  }

  /// The session's score line.
  public func scoreLine() -> String { machine.scoreLine() }
  /// The open lesson's counts, as `:lessons` shows them (`10 questions · 2 challenges`).
  public func itemCounts() -> String { machine.itemCounts() }
  /// Completions: choices while a question waits.
  public func completions(for word: String) -> [String] {
    loadedMachine?.completions(for: word) ?? []
  }
  /// Runs the waiting question's scene while the learner reads it (`CourseMachine.prepare`).
  public func prepare() { loadedMachine?.prepare() }
  /// Lesson ids, for `:open` and `:reset` completion.
  public func lessonIDs(prefix: String) -> [String] { machine.lessonIDs(prefix: prefix) }

  /// The outcome screen of a run, as the course shows it (the quiz taker uses it too).
  public func renderRun(_ run: SceneRunner.Run, actions: [String]) -> [ReplEffect] {
    Self.text(machine.renderRun(run, actions: actions))
  }

  /// A grade, as the course shows it (the quiz taker uses it too).
  public func renderGrade(_ grade: Grade, explain: String) -> [ReplEffect] {
    Self.text(machine.renderGrade(grade, explain: explain))
  }

  private static func text(_ effects: [CourseEffect]) -> [ReplEffect] {
    effects.compactMap { effect in
      switch effect {
      case .print(let text): .print(text)
      case .printError(let text): .printError(text)
      default: nil
      }
    }
  }
}
