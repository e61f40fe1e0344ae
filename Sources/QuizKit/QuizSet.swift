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

    /// Whether the file is a bank (never taken, only drawn from).
    public var isBank: Bool { quiz?.kind == .bank }
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

  /// Reads every file of `directory`'s language folders and places each quiz's draws from the
  /// banks of its language; with `only`, keeps that file and the banks it draws from.
  init(directory: String, only: String?) {
    self.directory = directory
    var entries: [Language: [Entry]] = [:]
    for (language, files) in LanguageFolders.markdownFiles(in: directory) {
      if let only, !files.contains(where: { $0.name == only }) { continue }
      var read = Self.drawing(
        files.map { Self.read($0.path, fileName: $0.name, language: language) })
      if let only {
        let chosen = read.filter { $0.fileName == only }
        let used = Set(chosen.flatMap { $0.quiz?.banks.keys.map { $0 } ?? [] })
        read = read.filter {
          $0.fileName == only || ($0.isBank && used.contains($0.quiz?.id ?? ""))
        }
      }
      entries[language] = read
    }
    self.entries = entries
  }

  /// One language's files with every quiz's draws placed (`Quiz.drawing(from:)`) and a second
  /// bank of the same id reported (`Q107`).
  static func drawing(_ files: [Entry]) -> [Entry] {
    var banks: [Quiz] = []
    var result = files
    for index in result.indices {
      guard let bank = result[index].quiz, bank.kind == .bank else { continue }
      if banks.contains(where: { $0.id == bank.id }) {
        result[index].diagnostics.append(
          QuizDiagnostic(
            .duplicateID, ["id": bank.id, "reason": "bank"], path: bank.path, line: bank.line))
      } else {
        banks.append(bank)
      }
    }
    for index in result.indices {
      guard let quiz = result[index].quiz, quiz.kind == .quiz, !quiz.draws.isEmpty else {
        continue
      }
      let (drawn, problems) = quiz.drawing(from: banks)
      result[index].quiz = drawn
      result[index].diagnostics += problems
    }
    return result
  }

  static func read(_ path: String, fileName: String, language: Language) -> Entry {
    let result = Quiz.read(path: path, language: language.rawValue)
    return Entry(
      fileName: fileName, language: language, path: path, quiz: result.quiz,
      diagnostics: result.diagnostics)
  }

  /// The languages that have files.
  public var languages: [Language] { Language.allCases.filter { entries[$0] != nil } }

  /// Every quiz id (banks are not quizzes), in file order of the first language.
  public var quizIDs: [String] {
    (languages.first.flatMap { entries[$0] } ?? []).filter { !$0.isBank }.compactMap(\.quiz?.id)
  }

  /// The quiz `id` (or file name without `.md`) in `language`, falling back to English, then
  /// to any language; a bank is never one.
  public func quiz(_ reference: String, language: Language) -> Quiz? {
    func find(_ language: Language) -> Quiz? {
      (entries[language] ?? []).first { !$0.isBank && $0.answers(to: reference) }?.quiz
    }
    return find(language) ?? find(.en) ?? languages.lazy.compactMap(find).first
  }

  /// The bank `id` (or file name without `.md`) in `language`, falling back to English, then to
  /// any language.
  public func bank(_ reference: String, language: Language) -> Quiz? {
    func find(_ language: Language) -> Quiz? {
      (entries[language] ?? []).first { $0.isBank && $0.answers(to: reference) }?.quiz
    }
    return find(language) ?? find(.en) ?? languages.lazy.compactMap(find).first
  }

  /// Whether `reference` (an id or a file name) names a bank of the folder.
  public func isBank(_ reference: String) -> Bool {
    entries.values.contains { $0.contains { $0.isBank && $0.answers(to: reference) } }
  }

  /// The source of a file, for diagnostics.
  public func source(path: String) -> String? {
    for list in entries.values {
      if let entry = list.first(where: { $0.path == path }) { return entry.quiz?.source }
    }
    return (FileManager.default.contents(atPath: path)).map { String(decoding: $0, as: UTF8.self) }
  }
}
