import Basics
import Localization
import TerminalUI

/// The `idlab` command line, split into global options, a subcommand and its arguments.
///
///     idlab --lang es sim scene.swift --do 'ships.remove(at: 0)'
///     // language "es", command "sim", arguments ["scene.swift", "--do", "ships.remove(at: 0)"]
///
/// Global options (`--lang`, `--color`, `--lessons`, `--store`) are accepted before or after the
/// subcommand (up to a `--`), and removed from the subcommand's arguments.
public struct ParsedCommandLine: Equatable, Sendable {
  /// `--lang`, when given (already checked to be a language idlab speaks).
  public var language: Language?
  /// `--color`.
  public var colorMode: ColorMode = .auto
  /// `--lessons DIR`.
  public var lessonsPath: String?
  /// `--store PATH|URL`: the gradebook (a SQLite file or a `postgresql://` URL).
  public var store: String?
  /// `-h` / `--help`.
  public var showsHelp = false
  /// `--version`.
  public var showsVersion = false
  /// The subcommand (`sim`, `help`, …), or `nil` for the interactive prompt.
  public var command: String?
  /// The subcommand's arguments, without global options.
  public var arguments: [String] = []

  /// The global options, for help and suggestions.
  public static let globalOptions = [
    "--lang", "--color", "--lessons", "--store", "--help", "-h", "--version",
  ]

  /// Creates an empty command line (the interactive prompt).
  public init() {}

  /// Parses the arguments after the program name.
  ///
  /// - Throws: `IdlabError` with the `.usage` category for unknown options, missing or invalid
  ///   values.
  public init(parsing arguments: [String]) throws(IdlabError) {
    var scanner = ArgumentScanner(arguments)
    while let word = scanner.next() {
      if scanner.isPastTerminator, word != .terminator {
        self.arguments.append(scanner.current)
        continue
      }
      switch word {
      case .terminator:
        // `--` before the command only ends global options; after it, the command sees it too.
        if command != nil { self.arguments.append(scanner.current) }
      case .positional(let text):
        if command == nil { command = text } else { self.arguments.append(text) }
      case .option(let name, let inlineValue):
        switch name {
        case "--lang":
          let code = try scanner.value(of: name, inlineValue: inlineValue)
          guard let language = Language(code: code) else {
            throw .invalidValue(
              option: name, value: code, allowed: Language.allCases.map(\.rawValue))
          }
          self.language = language
        case "--color", "--colour":
          let mode = try scanner.value(of: name, inlineValue: inlineValue)
          guard let colorMode = ColorMode(rawValue: mode.lowercased()) else {
            throw .invalidValue(
              option: "--color", value: mode, allowed: ColorMode.allCases.map(\.rawValue))
          }
          self.colorMode = colorMode
        case "--lessons":
          lessonsPath = try scanner.value(of: name, inlineValue: inlineValue)
        case "--store":
          store = try scanner.value(of: name, inlineValue: inlineValue)
        case "-h" where command == nil, "--help" where command == nil:
          guard inlineValue == nil else { throw .unexpectedArgument(scanner.current) }
          showsHelp = true
        case "--version" where command == nil:
          guard inlineValue == nil else { throw .unexpectedArgument(scanner.current) }
          showsVersion = true
        default:
          guard command != nil else {
            throw .unknownOption(
              name, suggestion: Suggestions.nearest(to: name, among: Self.globalOptions))
          }
          self.arguments.append(scanner.current)
        }
      }
    }
  }

  /// Reads `--lang` and `--color` leniently, for rendering an error the strict parse threw.
  public static func lenientLanguage(in arguments: [String]) -> (Language?, ColorMode) {
    var language: Language?
    var color = ColorMode.auto
    var scanner = ArgumentScanner(arguments)
    while let word = scanner.next(), word != .terminator {
      guard case .option(let name, let inlineValue) = word, ["--lang", "--color"].contains(name),
        let value = try? scanner.value(of: name, inlineValue: inlineValue)
      else { continue }
      if name == "--lang", let parsed = Language(code: value) { language = parsed }
      if name == "--color", let parsed = ColorMode(rawValue: value) { color = parsed }
    }
    return (language, color)
  }
}
