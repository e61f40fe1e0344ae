import Localization

/// A file read from one language folder (`Lessons/es/05-bench.md`), matched with its
/// translations by file name.
public protocol TranslatedFile {
  /// The file name (`05-bench.md`), the same in every language.
  var fileName: String { get }
  /// The file, as given.
  var path: String { get }
}

/// One file of the reference language and the same file in another language.
public struct TranslationPair<File: TranslatedFile> {
  /// The reference language (the first one) and the other one.
  public var reference: Language
  public var other: Language
  /// The file in the reference language, and in the other one.
  public var original: File
  public var translation: File

  /// Matches every language's files with the reference language's, for lessons and quizzes.
  ///
  /// - Parameters:
  ///   - files: the files of each language.
  ///   - languages: the languages, the reference first.
  /// - Returns: the files present in both languages of a pair, and a `parityFile` problem for
  ///   each file that one language lacks (at the file that exists, naming the language that
  ///   lacks it).
  public static func pairs<Code, Note>(
    of files: [Language: [File]], languages: [Language]
  ) -> (pairs: [TranslationPair], problems: [FileDiagnostic<Code, Note>]) {
    guard let reference = languages.first else { return ([], []) }
    var pairs: [TranslationPair] = []
    var problems: [FileDiagnostic<Code, Note>] = []
    let base = files[reference] ?? []
    for other in languages.dropFirst() {
      let theirs = files[other] ?? []
      func missing(_ file: File, in language: Language) -> FileDiagnostic<Code, Note> {
        FileDiagnostic(
          .parityFile, ["file": file.fileName, "language": language.rawValue], path: file.path,
          line: 1)
      }
      for file in base where !theirs.contains(where: { $0.fileName == file.fileName }) {
        problems.append(missing(file, in: other))
      }
      for file in theirs where !base.contains(where: { $0.fileName == file.fileName }) {
        problems.append(missing(file, in: reference))
      }
      for file in base {
        guard let translation = theirs.first(where: { $0.fileName == file.fileName }) else {
          continue
        }
        pairs.append(
          TranslationPair(
            reference: reference, other: other, original: file, translation: translation))
      }
    }
    return (pairs, problems)
  }
}
