/// The stable codes of one kind of file diagnostic (`L1xx` for lessons, `Q1xx` for quizzes).
///
/// The shared cases let one key check (`BlockField.firstOfEachKey`) and one file matching
/// (`TranslationPair.pairs`) serve every kind of file.
public protocol FileDiagnosticCode: RawRepresentable<String>, CaseIterable, Hashable, Sendable {
  /// The first part of the string keys: `diag` gives `diag.L104.message`.
  static var keyPrefix: String { get }
  /// An unknown key in a block.
  static var unknownKey: Self { get }
  /// A key given twice that may appear once.
  static var duplicateKey: Self { get }
  /// A required key is missing.
  static var missingKey: Self { get }
  /// A file exists in one language only.
  static var parityFile: Self { get }
}

/// A problem in a lesson or quiz file, found while reading or checking it.
///
/// The first rendered line is always machine-readable:
/// `Lessons/es/05-bench.md:12:1: error[L104]: unknown key `kidn` in a question block`.
/// Messages and help are string keys (`diag.L104.message`, `diag.L104.help`) with named
/// arguments.
public struct FileDiagnostic<Codes: FileDiagnosticCode, Note: Hashable & Sendable>: Error,
  Hashable, Sendable, CustomStringConvertible
{
  /// The kind's codes (`LessonDiagnostic.Code.unknownKey`).
  public typealias Code = Codes

  /// A stable code (`L101`), the same in every language.
  public var code: Code
  /// Named arguments for the message and help.
  public var arguments: [String: String]
  /// The file, as given.
  public var path: String
  /// 1-based position.
  public var line: Int
  public var column: Int
  /// Length of the construct on its line, for the caret underline (at least 1).
  public var length: Int
  /// What is shown after the snippet (a scene's own diagnostics, a variant's lesson problem).
  public var notes: [Note]

  /// Creates a diagnostic; the position and length are at least 1.
  public init(
    _ code: Code, _ arguments: [String: String] = [:], path: String, line: Int, column: Int = 1,
    length: Int = 1, notes: [Note] = []
  ) {
    self.code = code
    self.arguments = arguments
    self.path = path
    self.line = max(1, line)
    self.column = max(1, column)
    self.length = max(1, length)
    self.notes = notes
  }

  /// The key of the message in the code's string table.
  public var messageKey: String { "\(Codes.keyPrefix).\(code.rawValue).message" }
  /// The key of the help line in the code's string table.
  public var helpKey: String { "\(Codes.keyPrefix).\(code.rawValue).help" }

  /// English-free fallback description (code, position and arguments).
  public var description: String {
    let args = arguments.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    return "\(path):\(line):\(column): error[\(code.rawValue)] \(args.joined(separator: " "))"
  }
}
