import Foundation
import Localization

extension Course {
  /// Validates every lesson in every language and the parity between languages.
  ///
  /// Checks structure and keys (while reading), that every scene compiles and runs, every
  /// truth is computable and fits its question, challenges' solutions pass and starts fail,
  /// and that languages agree on files, ids, blocks, machine keys and truths.
  ///
  /// - Parameter progress: called before each lesson file is checked, with its path (for a
  ///   progress indicator; there are `fileCount` calls).
  public func check(localizer: Localizer, progress: (String) -> Void = { _ in })
    -> CourseCheckReport
  {
    var diagnostics: [LessonDiagnostic] = []
    var truths: [Language: [String: [String: String]]] = [:]
    var lessonCount = 0
    var questionCount = 0
    var challengeCount = 0
    if languages.isEmpty {
      diagnostics.append(
        LessonDiagnostic(.noLessons, ["path": directory], path: directory, line: 1))
    }
    for language in languages {
      diagnostics += uniqueness(in: language)
      for entry in entries[language] ?? [] {
        progress(entry.path)
        diagnostics += entry.diagnostics
        guard let lesson = entry.lesson else { continue }
        if language == languages.first {
          lessonCount += 1
          questionCount += lesson.questions.count
          challengeCount += lesson.challenges.count
        }
        let (found, computed) = lesson.validate(localizer: localizer)
        diagnostics += found
        truths[language, default: [:]][entry.fileName] = computed
      }
    }
    diagnostics += parity(truths: truths)
    return CourseCheckReport(
      diagnostics: diagnostics, lessons: lessonCount, questions: questionCount,
      challenges: challengeCount, languages: languages)
  }

  /// How many lesson files `check` reads, in every language.
  public var fileCount: Int { entries.values.reduce(0) { $0 + $1.count } }

  /// One language's lessons: at least one, and no two with the same id or `order` (so that
  /// `:open 2` and `:open bench` always mean one lesson).
  func uniqueness(in language: Language) -> [LessonDiagnostic] {
    let list = entries[language] ?? []
    guard !list.isEmpty else {
      let folder = (directory as NSString).appendingPathComponent(language.rawValue)
      return [LessonDiagnostic(.noLessons, ["path": folder], path: folder, line: 1)]
    }
    var diagnostics: [LessonDiagnostic] = []
    var ids: [String: String] = [:]
    var orders: [Int: String] = [:]
    for entry in list {
      guard let lesson = entry.lesson else { continue }
      if let other = ids[lesson.id] {
        diagnostics.append(
          LessonDiagnostic(
            .duplicateLesson, ["id": lesson.id, "other": other], path: entry.path,
            line: lesson.metadataLine))
      } else {
        ids[lesson.id] = entry.path
      }
      if let other = orders[lesson.order] {
        diagnostics.append(
          LessonDiagnostic(
            .duplicateOrder, ["order": String(lesson.order), "other": other], path: entry.path,
            line: lesson.metadataLine))
      } else {
        orders[lesson.order] = entry.path
      }
    }
    return diagnostics
  }
}
