import Foundation
import Gradebook
import LessonKit
import Localization
import TerminalUI

extension CourseMachine {
  // MARK: - Start

  /// The prompt starts: a first-time learner (nothing recorded) gets one line on how to move
  /// around and lesson 1; a returning one is taken to the first item still waiting, in the
  /// lesson they were in, else in the first lesson that has one.
  mutating func start() -> [CourseEffect] {
    let lessons = course.lessons(language)
    guard let first = lessons.first else { return [] }
    if record.isEmpty {
      return [.print(presenter.text("runner.start.first-time"))] + open(first.id, fromStart: true)
    }
    func waiting(_ lesson: Lesson) -> Bool {
      !LessonProgress(lesson: lesson, attempts: record.attempts).unanswered.isEmpty
    }
    let current = record.currentLesson.flatMap { course.lesson(id: $0, language: language) }
    let stillReading =
      current.map { lesson in
        record.positions.contains { $0.lesson == lesson.id && !$0.completed }
      } ?? false
    let target =
      if let current, waiting(current) || stillReading { current } else {
        lessons.first(where: waiting)
      }
    guard let target else { return [.print(presenter.text("runner.start.course-done"))] }
    return [
      .print(
        presenter.text("runner.start.welcome-back", ["title": presenter.markdown(target.title)]))
    ]
      + open(target.id)
  }

  // MARK: - Attempts and positions

  /// Records one attempt (in this session's record, and in the gradebook through the driver)
  /// before anything about the grade is shown.
  mutating func attempt(question id: String, answer: String, score: Double) -> [CourseEffect] {
    guard let lesson else { return [] }
    if standing?.isDone(id) != true {
      scores.removeAll { $0.id == id }
      scores.append((id, score))
    }
    let attempt = Attempt(
      lesson: lesson.id, question: id, language: language.rawValue, answer: answer,
      score: score, correct: Grade.isCorrect(score), time: 0,
      simulatorVersion: IdlabVersion.current)
    record.attempts.append(attempt)
    return isSaving ? [.recordAttempt(attempt)] : []
  }

  /// Saves where the learner is (the driver stamps the time).
  mutating func savePosition(completed: Bool = false) -> [CourseEffect] {
    guard let lesson else { return [] }
    let position = Position(
      lesson: lesson.id, page: pageIndex, block: completed ? nil : pending?.machineID,
      completed: completed, updated: 0)
    record.positions.removeAll { $0.lesson == lesson.id }
    record.positions.append(position)
    record.currentLesson = lesson.id
    return isSaving ? [.savePosition(position)] : []
  }

  /// Marks the open lesson completed.
  mutating func markCompleted() -> [CourseEffect] { savePosition(completed: true) }

  /// A gradebook problem, in the learner's language; "the session continues without saving"
  /// is said once.
  mutating func gradebookError(_ error: GradebookError) -> [CourseEffect] {
    let reason = presenter.text("course.error.gradebook.\(error.reason.rawValue)")
    var effects: [CourseEffect] = [
      .printError(style.error(presenter.text("course.error.gradebook", ["reason": reason])))
    ]
    if !reportedGradebookError {
      effects.append(.printError(presenter.text("course.error.gradebook.continue")))
    }
    reportedGradebookError = true
    return effects
  }

  // MARK: - Lessons, progress, reset

  /// `:lessons`: every lesson with its progress.
  func listLessons() -> [CourseEffect] {
    let lessons = course.lessons(language)
    guard !lessons.isEmpty else {
      return [.print(presenter.text("course.lessons.empty", ["path": course.directory]))]
    }
    var lines = [style.bold(presenter.text("course.lessons.title"))]
    for (offset, item) in lessons.enumerated() {
      let standing = LessonProgress(lesson: item, attempts: record.attempts)
      var progress = presenter.text(
        "runner.lessons.progress",
        [
          "done": String(standing.right), "solved": String(standing.solved.count),
          "questions": counted("runner.count.questions", standing.questionCount),
          "challenges": counted("runner.count.challenges", standing.challengeCount),
        ])
      if standing.unanswered.isEmpty {
        progress += " " + presenter.text("course.lessons.completed")
      }
      if record.currentLesson == item.id {
        progress += " " + presenter.text("course.lessons.current")
      }
      lines.append(
        presenter.text(
          "course.lessons.item",
          [
            "number": String(offset + 1), "title": presenter.markdown(item.title),
            "id": style.code(item.id),
            "progress": progress,
          ]))
    }
    lines.append(style.dim(presenter.text("course.lessons.how-to-open")))
    return lines.map(CourseEffect.print)
  }

  /// "12 questions", "1 challenge".
  func counted(_ key: String, _ count: Int) -> String { localizer.plural(key, count: count) }

  /// `:progress` and `idlab progress`: one line per lesson started, with questions right on
  /// the first answer, skipped and unanswered ones, and challenges solved.
  func progressLines() -> [String] {
    guard isSaving else { return [presenter.text("course.progress.none")] }
    var lines = [style.bold(presenter.text("course.progress.title"))]
    for (offset, item) in course.lessons(language).enumerated() {
      let position = record.positions.first { $0.lesson == item.id }
      guard position != nil || record.attempts.contains(where: { $0.lesson == item.id }) else {
        continue
      }
      let standing = LessonProgress(lesson: item, attempts: record.attempts)
      let waiting = standing.unanswered.count
      lines.append(
        presenter.text(
          "course.progress.entry",
          [
            "number": String(offset + 1), "title": presenter.markdown(item.title),
            "done": String(standing.right), "total": String(standing.questionCount),
            "skipped": String(standing.skipped.count),
            "solved": String(standing.solved.count),
            "challenges": String(standing.challengeCount),
            "page": String((position?.page ?? 0) + 1), "pages": String(item.pages.count),
            "state": waiting == 0
              ? presenter.text("course.progress.finished")
              : presenter.text("course.progress.waiting", ["count": String(waiting)]),
          ]))
    }
    return lines.count > 1 ? lines : [presenter.text("course.progress.none")]
  }

  /// `:reset LESSON` forgets one lesson; `:reset all` forgets everything; `:reset` alone only
  /// says how (nothing is wiped without saying so).
  func reset(_ reference: String?) -> [CourseEffect] {
    guard let reference else { return [.print(presenter.text("course.reset.confirm"))] }
    guard isSaving else { return [] }
    if reference == "all" { return [.resetProgress(lesson: nil)] }
    guard let found = course.find(reference, language: language) else {
      return [
        .printError(
          presenter.text(
            "course.error.no-lesson", ["reference": ControlPictures.replacingAll(in: reference)]))
      ]
    }
    return [.resetProgress(lesson: found.id)]
  }

  /// The gradebook forgot `id` (every lesson when nil): so does the session.
  mutating func progressReset(_ id: String?) -> [CourseEffect] {
    if id == nil || id == lesson?.id { scores = [] }
    record.attempts.removeAll { id == nil || $0.lesson == id }
    record.positions.removeAll { id == nil || $0.lesson == id }
    if id == nil || record.currentLesson == id { record.currentLesson = nil }
    return [
      .print(
        id.map { presenter.text("course.reset.done.one", ["lesson": $0]) }
          ?? presenter.text("course.reset.done.all"))
    ]
  }

  /// The open lesson's questions and graded challenges, counted as `:lessons` counts them
  /// (`10 questions · 2 challenges`).
  func itemCounts() -> String {
    presenter.text(
      "runner.score.items",
      [
        "questions": counted("runner.count.questions", lesson?.questions.count ?? 0),
        "challenges": counted(
          "runner.count.challenges", lesson?.challenges.filter { !$0.isPaste }.count ?? 0),
      ])
  }

  /// The session's score line.
  public func scoreLine() -> String {
    let questions = lesson?.questions.count ?? scores.count
    let challenges = lesson?.challenges.filter { !$0.isPaste }.count ?? 0
    let total = questions + challenges
    let sum = scores.reduce(0) { $0 + $1.score }
    let percent = total == 0 ? 0 : Int((sum / Double(total) * 100).rounded())
    let formatted = sum == sum.rounded() ? String(Int(sum)) : String(format: "%.2f", sum)
    return presenter.text(
      "course.score", ["score": formatted, "total": String(total), "percent": String(percent)])
  }

  /// Completions: choices while a question waits.
  func completions(for word: String) -> [String] {
    guard case .question(let question) = localizedPending() else { return [] }
    return question.completionWords(language: language).filter { $0.hasPrefix(word) }
  }

  /// Lesson ids, for `:open` and `:reset` completion.
  func lessonIDs(prefix: String) -> [String] {
    course.lessons(language).map(\.id).filter { $0.hasPrefix(prefix) }
  }
}
