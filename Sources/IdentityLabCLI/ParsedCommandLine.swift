import Localization
import TerminalUI

/// The `idlab` command line, split into global options, a subcommand and its arguments.
///
///     idlab --lang es sim scene.swift --do 'ships.remove(at: 0)'
///     // language "es", command "sim", arguments ["scene.swift", "--do", "ships.remove(at: 0)"]
///
/// Global options (`--lang`, `--color`, `--lessons`) are accepted before or after the
/// subcommand (up to a `--`), and removed from the subcommand's arguments.
public struct ParsedCommandLine: Equatable, Sendable {
  /// `--lang`, when given (already checked to be a language idlab speaks).
  public var language: Language?
  /// `--color`.
  public var colorMode: ColorMode = .auto
  /// `--lessons DIR`.
  public var lessonsPath: String?
  /// `-h` / `--help`.
  public var showsHelp = false
  /// `--version`.
  public var showsVersion = false
  /// The subcommand (`sim`, `help`, …), or `nil` for the interactive prompt.
  public var command: String?
  /// The subcommand's arguments, without global options.
  public var arguments: [String] = []

  /// The global options, for help and suggestions.
  public static let globalOptions = ["--lang", "--color", "--lessons", "--help", "-h", "--version"]

  /// Creates an empty command line (the interactive prompt).
  public init() {}

  /// Parses the arguments after the program name.
  ///
  /// - Throws: `IdlabError` with the `.usage` category for unknown options, missing or invalid
  ///   values.
  public init(parsing arguments: [String]) throws(IdlabError) {
    var index = 0
    var passThrough = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if passThrough {
        self.arguments.append(argument)
        continue
      }
      if argument == "--" {
        if command == nil {
          passThrough = true
        } else {
          self.arguments.append(argument)
          passThrough = true
        }
        continue
      }
      let (name, inlineValue) = Self.split(argument)
      func value() throws(IdlabError) -> String {
        if let inlineValue { return inlineValue }
        guard index < arguments.count else { throw .missingValue(option: name) }
        index += 1
        return arguments[index - 1]
      }
      switch name {
      case "--lang":
        let code = try value()
        guard let language = Language(code: code) else {
          throw .invalidValue(
            option: name, value: code, allowed: Language.allCases.map(\.rawValue))
        }
        self.language = language
      case "--color", "--colour":
        let mode = try value()
        guard let colorMode = ColorMode(rawValue: mode.lowercased()) else {
          throw .invalidValue(
            option: "--color", value: mode, allowed: ColorMode.allCases.map(\.rawValue))
        }
        self.colorMode = colorMode
      case "--lessons":
        lessonsPath = try value()
      case "-h" where command == nil, "--help" where command == nil:
        guard inlineValue == nil else { throw .unexpectedArgument(argument) }
        showsHelp = true
      case "--version" where command == nil:
        guard inlineValue == nil else { throw .unexpectedArgument(argument) }
        showsVersion = true
      default:
        if command != nil {
          self.arguments.append(argument)
        } else if argument.hasPrefix("-"), argument != "-" {
          throw .unknownOption(
            name, suggestion: Suggestions.nearest(to: name, among: Self.globalOptions))
        } else {
          command = argument
        }
      }
    }
  }

  /// `--name=value` → (`--name`, `value`); anything else → (argument, nil).
  static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  /// Reads `--lang` and `--color` leniently, for rendering an error the strict parse threw.
  public static func lenientLanguage(in arguments: [String]) -> (Language?, ColorMode) {
    var language: Language?
    var color = ColorMode.auto
    for (index, argument) in arguments.enumerated() {
      if argument == "--" { break }
      let (name, inline) = split(argument)
      let next = inline ?? (index + 1 < arguments.count ? arguments[index + 1] : nil)
      if name == "--lang", let next, let parsed = Language(code: next) { language = parsed }
      if name == "--color", let next, let parsed = ColorMode(rawValue: next) { color = parsed }
    }
    return (language, color)
  }
}
