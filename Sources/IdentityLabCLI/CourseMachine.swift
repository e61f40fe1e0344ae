import Gradebook
import IdentityEngine
import LessonKit
import Localization
import TerminalUI
import ViewScript

/// The course as a state machine: `step(_:)` takes the state and one `CourseInput` to the next
/// state and the `CourseEffect`s to perform, in order. It reads no file, writes no gradebook and
/// starts no editor; `CourseRunner` (the driver) does, and tells it back what happened.
///
///     var machine = CourseMachine(course: course, localizer: t, style: Styler(enabled: false))
///     machine.step(.open("tiny", fromStart: true))   // [.savePosition(…), .print("Lesson 1: …"), …]
///     machine.step(.line("green"))                   // [.recordAttempt(…), .print(…), …]
///
/// Its facets live beside it: questions and grades (`+Questions`), challenges, the editor and
/// `:do` (`+Challenges`), the learner's record (`+Record`).
public struct CourseMachine {
  /// The course.
  public let course: Course
  /// The strings in the current language.
  public var localizer: Localizer
  /// Output styling.
  public var style: Styler
  /// Output width.
  public var width: Int
  /// Whether prose is printed (the prompt), or only headings, questions and grades.
  public var showsProse: Bool
  /// Whether reaching the end of a page goes on to the next one by itself (pipes).
  public var autoAdvance: Bool
  /// Whether `:edit` opens `$EDITOR` (else the inline editor).
  public var hasEditor: Bool
  /// Whether attempts and positions are written anywhere (false: the session is unsaved).
  public var isSaving: Bool

  /// The learner's record: the gradebook as last read, plus this session's attempts.
  public internal(set) var record = CourseRecord()
  /// The open lesson (in the current language).
  public internal(set) var lesson: Lesson?
  /// The 0-based page.
  public internal(set) var pageIndex = 0
  /// The index of the next block to show on the page.
  var blockIndex = 0
  /// The question or challenge waiting for the learner.
  public internal(set) var pending: Block?
  var hintsShown = 0
  /// The last run shown (for `:show`).
  public var lastRun: SceneRunner.Run?
  var lastCode: String?
  /// The learner's code for the pending challenge.
  var challengeCode: String?
  /// The inline editor, when it is open.
  public internal(set) var inlineEditor: InlineEditor?
  /// The code `$EDITOR` was opened on, while it runs.
  var externalEditing: String?
  /// The scene `:do` and `:undo` act on.
  var sandbox: Sandbox?
  /// Scores of this session, by question id.
  public internal(set) var scores: [(id: String, score: Double)] = []
  /// Whether a gradebook problem was already reported (the "continues without saving" line
  /// is said once).
  var reportedGradebookError = false
  /// Whether the page is shown to resume: items already done are passed over until the first
  /// one still waiting.
  var resuming = false

  /// A machine over `course`, with nothing open.
  public init(
    course: Course, localizer: Localizer, style: Styler, width: Int = 80,
    showsProse: Bool = true, autoAdvance: Bool = false, hasEditor: Bool = false,
    isSaving: Bool = true
  ) {
    self.course = course
    self.localizer = localizer
    self.style = style
    self.width = width
    self.showsProse = showsProse
    self.autoAdvance = autoAdvance
    self.hasEditor = hasEditor
    self.isSaving = isSaving
  }

  var language: Language { localizer.language }

  /// The presenter for the current language and style.
  var presenter: CoursePresenter { CoursePresenter(localizer: localizer, style: style) }

  /// The learner's standing in the open lesson.
  var standing: LessonProgress? {
    lesson.map { LessonProgress(lesson: $0, attempts: record.attempts) }
  }

  /// One step: the effects of `input`, in order.
  public mutating func step(_ input: CourseInput) -> [CourseEffect] {
    switch input {
    case .start: return start()
    case .lessons: return listLessons()
    case .open(let reference, let fromStart): return open(reference, fromStart: fromStart)
    case .next: return next()
    case .back: return back()
    case .skip: return skip()
    case .hint: return hint()
    case .show(let what): return show(what)
    case .play: return play()
    case .edit: return edit()
    case .check: return checkChallenge()
    case .perform(let action): return perform(action)
    case .undo: return undo()
    case .progress: return progressLines().map(CourseEffect.print)
    case .reset(let reference): return reset(reference)
    case .line(let line): return handleLine(line) ?? []
    case .language(let language): return switchLanguage(language)
    case .loaded(let record):
      self.record = record
      return []
    case .notLoaded(let error), .attemptNotSaved(let error), .positionNotSaved(let error):
      return gradebookError(error)
    case .progressReset(let lesson): return progressReset(lesson)
    case .resetFailed(let error): return gradebookError(error)
    case .edited(let code): return edited(code)
    case .editorFailed(let failure): return editorFailed(failure)
    }
  }

  // MARK: - Lessons and pages

  /// `:open REF`: opens a lesson by number or id at its first item still waiting (or where the
  /// learner left it).
  mutating func open(_ reference: String, fromStart: Bool = false) -> [CourseEffect] {
    guard let found = course.find(reference, language: language) else {
      return [
        .printError(
          style.error(
            presenter.text(
              "course.error.no-lesson",
              ["reference": ControlPictures.replacingAll(in: reference)]))),
        .printError(presenter.text("course.error.no-lesson.help")),
      ]
    }
    lesson = found
    pageIndex = 0
    sandbox = nil
    inlineEditor = nil
    if !fromStart { pageIndex = resumePage(of: found) }
    resuming = !fromStart
    let number = number(of: found)
    var effects: [CourseEffect] = [
      .print(
        style.bold(
          presenter.text(
            "course.lesson.header",
            ["number": String(number), "title": presenter.markdown(found.title)])))
    ]
    effects += showPage()
    return effects
  }

  /// The page a lesson opens at. A lesson never opened (no position saved, no attempt) starts
  /// at its first page, so no teaching page is passed over; one opened before resumes where the
  /// learner left it (the page last shown), but never past the first item still waiting.
  func resumePage(of lesson: Lesson) -> Int {
    let saved = record.positions.first { $0.lesson == lesson.id }
    guard saved != nil || record.attempts.contains(where: { $0.lesson == lesson.id }) else {
      return 0
    }
    let last = max(0, lesson.pages.count - 1)
    let left = saved.map { min(max(0, $0.page), last) } ?? last
    let standing = LessonProgress(lesson: lesson, attempts: record.attempts)
    guard let first = standing.unanswered.first,
      let waiting = lesson.pages.firstIndex(where: { $0.blocks.contains { $0.machineID == first } })
    else { return left }
    return min(left, waiting)
  }

  /// Shows the current page from its start.
  mutating func showPage() -> [CourseEffect] {
    guard let lesson, lesson.pages.indices.contains(pageIndex) else { return [] }
    blockIndex = 0
    pending = nil
    var effects = savePosition()
    let page = lesson.pages[pageIndex]
    if !page.heading.isEmpty {
      effects.append(.print(""))
      effects.append(
        .print(
          style.apply(
            .bold, .cyan,
            to: presenter.text(
              "course.page.header",
              [
                "heading": presenter.markdown(page.heading), "page": String(pageIndex + 1),
                "pages": String(lesson.pages.count),
              ]))))
    }
    effects += continuePage()
    return effects
  }

  /// Shows blocks from `blockIndex` until a question or challenge, or the end of the page.
  mutating func continuePage() -> [CourseEffect] {
    guard let lesson, lesson.pages.indices.contains(pageIndex) else { return [] }
    let page = lesson.pages[pageIndex]
    var effects: [CourseEffect] = []
    while blockIndex < page.blocks.count {
      let block = page.blocks[blockIndex]
      blockIndex += 1
      switch block {
      case .prose(let prose):
        if showsProse {
          effects.append(.print(CourseText.renderProse(prose.markdown, style: style, width: width)))
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
          effects.append(.print(style.dim(presenter.text("course.question.done-earlier"))))
          continue
        }
        resuming = false
        pending = block
        hintsShown = 0
        challengeCode = block.itemID.flatMap(solution(of:))
        sandbox = challengeSandbox()
        effects += savePosition()
        effects += pose(block)
        return effects
      }
    }
    let isIntro = page.heading.isEmpty
    if pageIndex == lesson.pages.count - 1 {
      if !lesson.keyPoints.isEmpty, showsProse == false {
        effects.append(.print(style.bold(presenter.text("course.keypoints"))))
        effects += lesson.keyPoints.map { .print("  • " + presenter.markdown($0)) }
      }
      effects += lessonEnd()
    } else if autoAdvance || isIntro {
      pageIndex += 1
      effects += showPage()
    } else {
      effects.append(.print(style.dim(presenter.text("course.page.next"))))
    }
    return effects
  }

  /// Whether the last page has been shown to its end.
  public var isAtEnd: Bool {
    guard let lesson else { return true }
    return pageIndex >= lesson.pages.count - 1
      && blockIndex >= (lesson.pages.last?.blocks.count ?? 0)
  }

  /// Whether the current page still has a question or graded challenge waiting (the pending
  /// one, or one further down that `:next` would pass over).
  var pageHasWaitingItem: Bool {
    guard let lesson, lesson.pages.indices.contains(pageIndex), let standing else { return false }
    if let waiting = pending?.itemID, !standing.isDone(waiting) { return true }
    return lesson.pages[pageIndex].blocks.contains {
      $0.machineID.map(standing.unanswered.contains) == true
    }
  }

  /// `:next`.
  mutating func next() -> [CourseEffect] {
    guard let lesson else { return [.printError(presenter.text("course.error.no-open-lesson"))] }
    if pageHasWaitingItem {
      return [.printError(presenter.text("course.error.unanswered"))]
    }
    guard pageIndex + 1 < lesson.pages.count else {
      // At the end, `:next` goes on to the next lesson, as the lesson's end offered.
      guard let following = nextLesson(after: lesson) else { return lessonEnd() }
      return open(following.id)
    }
    pageIndex += 1
    return showPage()
  }

  /// The lesson's 1-based number in the course, as `:open N` takes it.
  func number(of lesson: Lesson) -> Int {
    (course.lessons(language).firstIndex { $0.id == lesson.id } ?? 0) + 1
  }

  /// The lesson after `lesson` in the course's order, if any.
  func nextLesson(after lesson: Lesson) -> Lesson? {
    let lessons = course.lessons(language)
    guard let index = lessons.firstIndex(where: { $0.id == lesson.id }) else { return nil }
    return lessons.indices.contains(index + 1) ? lessons[index + 1] : nil
  }

  /// The end of the lesson: it is marked completed, its score is shown, and the next lesson is
  /// offered (or the course's end said).
  mutating func lessonEnd() -> [CourseEffect] {
    guard let lesson, let standing else { return [] }
    var effects = markCompleted()
    let number = number(of: lesson)
    effects.append(.print(""))
    effects.append(
      .print(
        style.bold(
          presenter.text(
            "course.lesson.end",
            [
              "number": String(number), "right": String(standing.right),
              "questions": String(standing.questionCount),
              "skipped": String(standing.skipped.count),
              "solved": String(standing.solved.count),
              "challenges": String(standing.challengeCount),
            ]))))
    if !standing.unanswered.isEmpty {
      effects.append(
        .print(
          presenter.text(
            "course.lesson.end.waiting", ["count": String(standing.unanswered.count)])))
    }
    if let following = nextLesson(after: lesson) {
      effects.append(
        .print(
          presenter.text(
            "course.lesson.end.next",
            ["number": String(number + 1), "title": presenter.markdown(following.title)])))
    } else {
      effects.append(.print(presenter.text("course.lesson.end.course")))
    }
    return effects
  }

  /// `:back`.
  mutating func back() -> [CourseEffect] {
    guard lesson != nil else { return [.printError(presenter.text("course.error.no-open-lesson"))] }
    guard pageIndex > 0 else { return [.print(presenter.text("course.page.first"))] }
    pageIndex -= 1
    return showPage()
  }

  /// The pending question in the current language (after `:lang`).
  func localizedPending() -> Block? {
    guard let pending, let id = pending.machineID, let lesson else { return pending }
    for page in lesson.pages {
      if let found = page.blocks.first(where: { $0.machineID == id }) { return found }
    }
    return pending
  }

  /// Switches language and re-renders the current question (or the editor) in it.
  mutating func switchLanguage(_ language: Language) -> [CourseEffect] {
    localizer = localizer.switched(to: language)
    guard let current = lesson,
      let translated = course.lesson(id: current.id, language: language)
    else { return [] }
    lesson = translated
    guard let pendingID = pending?.machineID else { return [] }
    pending = translated.blocks.first { $0.machineID == pendingID } ?? pending
    guard let pending else { return [] }
    if let inlineEditor { return inlineEditor.screen(localizer: localizer, style: style) }
    return pose(pending)
  }

  /// A line that is not a command: an answer, or a line for the inline editor; `nil` when
  /// nothing is open to take it.
  mutating func handleLine(_ line: String) -> [CourseEffect]? {
    if inlineEditor != nil { return editLine(line) }
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard let block = localizedPending() else {
      guard lesson != nil else { return nil }
      return [.printError(presenter.text("course.error.no-question"))]
    }
    switch block {
    case .question(let question):
      return answer(trimmed, to: question)
    case .challenge:
      return [.printError(presenter.text("course.challenge.instructions"))]
    default:
      return nil
    }
  }
}
