import Foundation
import Localization

/// Every lesson file of a lessons directory (`Lessons/`), in every language folder.
public struct Course {
  /// One lesson file, read.
  public struct Entry: TranslatedFile {
    /// The file name (`05-bench.md`), the same in every language.
    public var fileName: String
    public var language: Language
    public var path: String
    public var source: String
    public var lesson: Lesson?
    public var diagnostics: [LessonDiagnostic]
  }

  public var directory: String
  /// Lesson files by language, sorted by file name.
  public var entries: [Language: [Entry]]

  /// Reads every `*.md` in `DIR/<lang>/`.
  public init(directory: String) {
    self.directory = directory
    var entries: [Language: [Entry]] = [:]
    for (language, files) in LanguageFolders.markdownFiles(in: directory) {
      entries[language] = files.map { file in
        let raw = FileManager.default.contents(atPath: file.path).flatMap {
          String(data: $0, encoding: .utf8)
        }
        let result: Lesson.ParseResult =
          raw.map { Lesson.parse(source: $0, path: file.path, language: language.rawValue) }
          ?? Lesson.read(path: file.path, language: language.rawValue)
        return Entry(
          fileName: file.name, language: language, path: file.path,
          source: raw.map(Lesson.normalizedSource) ?? "", lesson: result.lesson,
          diagnostics: result.diagnostics)
      }
    }
    self.entries = entries
  }

  /// The languages that have a folder.
  public var languages: [Language] { Language.allCases.filter { entries[$0] != nil } }

  /// The lessons of one language, in course order (`order`, then file name).
  public func lessons(_ language: Language) -> [Lesson] {
    let list = (entries[language] ?? entries[.en] ?? []).compactMap(\.lesson)
    return list.sorted { ($0.order, $0.path) < ($1.order, $1.path) }
  }

  /// The lesson `id` in `language` (falling back to English).
  public func lesson(id: String, language: Language) -> Lesson? {
    lessons(language).first { $0.id == id } ?? lessons(.en).first { $0.id == id }
  }

  /// Finds a lesson by 1-based number in course order, or by id (prefix allowed when unique).
  public func find(_ reference: String, language: Language) -> Lesson? {
    let all = lessons(language)
    if let number = Int(reference), number >= 1, number <= all.count { return all[number - 1] }
    if let exact = all.first(where: { $0.id == reference }) { return exact }
    let prefixed = all.filter { $0.id.hasPrefix(reference) }
    return prefixed.count == 1 ? prefixed[0] : nil
  }

  /// The source text of a lesson file, for diagnostics.
  public func source(path: String) -> String? {
    for list in entries.values {
      if let entry = list.first(where: { $0.path == path }) { return entry.source }
    }
    return nil
  }
}
