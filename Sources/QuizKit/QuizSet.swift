import Foundation
import LessonKit
import Localization

/// Every quiz file of a quizzes folder (`Quizzes/`), in every language folder.
///
/// A quiz is the same file name in `Quizzes/en/` and `Quizzes/es/`.
public struct QuizSet: Sendable {
  /// One quiz file, read.
  public struct Entry: Sendable, TranslatedFile {
    /// The file name (`checkpoint.md`), the same in every language.
    public var fileName: String
    public var language: Language
    public var path: String
    public var quiz: Quiz?
    public var diagnostics: [QuizDiagnostic]

    /// Whether `reference` names this file's quiz: its id, or the file's name with or without
    /// `.md`.
    func answers(to reference: String) -> Bool {
      quiz?.id == reference || fileName == reference || fileName == reference + ".md"
    }
  }

  /// The folder read.
  public var directory: String
  /// Files by language, sorted by file name.
  public var entries: [Language: [Entry]]

  /// Reads every `*.md` in `DIR/<lang>/`. A path to one file reads that file and its
  /// namesakes in the sibling language folders.
  public init(path: String) {
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    if exists, !isDirectory.boolValue {
      let file = (path as NSString).lastPathComponent
      let languageFolder = (path as NSString).deletingLastPathComponent
      let root = (languageFolder as NSString).deletingLastPathComponent
      self.init(directory: root.isEmpty ? "." : root, only: file)
      if entries.isEmpty {
        let language = Language(code: (languageFolder as NSString).lastPathComponent) ?? .en
        entries[language] = [Self.read(path, fileName: file, language: language)]
      }
    } else {
      self.init(directory: path, only: nil)
    }
  }

  init(directory: String, only: String?) {
    self.directory = directory
    var entries: [Language: [Entry]] = [:]
    for (language, files) in LanguageFolders.markdownFiles(in: directory) {
      let chosen = files.filter { only == nil || $0.name == only }
      if only != nil, chosen.isEmpty { continue }
      entries[language] = chosen.map { Self.read($0.path, fileName: $0.name, language: language) }
    }
    self.entries = entries
  }

  static func read(_ path: String, fileName: String, language: Language) -> Entry {
    let result = Quiz.read(path: path, language: language.rawValue)
    return Entry(
      fileName: fileName, language: language, path: path, quiz: result.quiz,
      diagnostics: result.diagnostics)
  }

  /// The languages that have files.
  public var languages: [Language] { Language.allCases.filter { entries[$0] != nil } }

  /// Every quiz id, in file order of the first language.
  public var quizIDs: [String] {
    (languages.first.flatMap { entries[$0] } ?? []).compactMap(\.quiz?.id)
  }

  /// The quiz `id` (or file name without `.md`) in `language`, falling back to English, then
  /// to any language.
  public func quiz(_ reference: String, language: Language) -> Quiz? {
    func find(_ language: Language) -> Quiz? {
      (entries[language] ?? []).first { $0.answers(to: reference) }?.quiz
    }
    return find(language) ?? find(.en) ?? languages.lazy.compactMap(find).first
  }

  /// The source of a file, for diagnostics.
  public func source(path: String) -> String? {
    for list in entries.values {
      if let entry = list.first(where: { $0.path == path }) { return entry.quiz?.source }
    }
    return (FileManager.default.contents(atPath: path)).map { String(decoding: $0, as: UTF8.self) }
  }
}
