import Localization
import TerminalUI

/// Operational errors of the `idlab` command line: usage mistakes, missing resources.
///
/// Each error belongs to a `Category`; `main.swift` maps categories to exit codes and prints
/// `render(localizer:style:)` to standard error, in one place.
public enum IdlabError: Error, Equatable {
  /// An option idlab does not know, with the nearest known option.
  case unknownOption(String, suggestion: String?)
  /// An option that needs a value was last.
  case missingValue(option: String)
  /// An option's value is not one of the allowed ones.
  case invalidValue(option: String, value: String, allowed: [String])
  /// A subcommand idlab does not know, with the nearest known one.
  case unknownCommand(String, suggestion: String?)
  /// An option that takes no value was given one (`--version=2`), or extra arguments.
  case unexpectedArgument(String)
  /// `--lessons DIR` names a folder that does not exist.
  case lessonsNotFound(String)
  /// Neither `IDLAB_HOME` nor the folders around the executable hold `Locales/`.
  case resourcesNotFound
  /// A catalog in `Locales/` could not be read.
  case catalog(LocalizationError)

  /// The kind of failure, which decides the exit code.
  public enum Category: Sendable {
    /// The command line is wrong (exit 64).
    case usage
    /// Lesson or data files are wrong (exit 65).
    case data
    /// Something failed at run time (exit 1).
    case failure
    /// idlab itself is broken (exit 70).
    case internalError
  }

  /// The category of this error.
  public var category: Category {
    switch self {
    case .unknownOption, .missingValue, .invalidValue, .unknownCommand, .unexpectedArgument,
      .lessonsNotFound:
      .usage
    case .catalog: .data
    case .resourcesNotFound: .failure
    }
  }

  /// The message and hint, localized when catalogs are available:
  ///
  ///     idlab: error: unknown option `--lagn`
  ///     help: an option with a similar name exists: `--lang`
  public func render(localizer: Localizer?, style: Styler) -> String {
    guard let t = localizer else {
      return "idlab: \(style.error("error:")) \(englishFallback)\n"
    }
    var text = "idlab: \(style.error(t("diag.error") + ":")) \(message(t))\n"
    if let hint = hint(t) {
      text += "\(style.bold(t("diag.help") + ":")) \(hint)\n"
    }
    return text
  }

  /// One line saying what is wrong.
  public func message(_ t: Localizer) -> String {
    switch self {
    case .unknownOption(let option, _): t("cli.error.unknown-option", ["option": option])
    case .missingValue(let option): t("cli.error.missing-value", ["option": option])
    case .invalidValue(let option, let value, _):
      t("cli.error.invalid-value", ["option": option, "value": value])
    case .unknownCommand(let command, _): t("cli.error.unknown-command", ["command": command])
    case .unexpectedArgument(let argument):
      t("cli.error.unexpected-argument", ["argument": argument])
    case .lessonsNotFound(let path): t("cli.error.lessons-not-found", ["path": path])
    case .resourcesNotFound: englishFallback
    case .catalog(let error): t("cli.error.catalog", ["reason": error.description])
    }
  }

  /// How to fix it, if there is something to say.
  public func hint(_ t: Localizer) -> String? {
    switch self {
    case .unknownOption(_, let suggestion?):
      t("cli.hint.similar-option", ["option": suggestion])
    case .unknownCommand(_, let suggestion?):
      t("cli.hint.similar-command", ["command": suggestion])
    case .invalidValue(_, _, let allowed):
      t("cli.hint.allowed-values", ["values": allowed.joined(separator: ", ")])
    case .unknownOption, .unknownCommand, .missingValue, .unexpectedArgument:
      t("cli.hint.see-help")
    case .lessonsNotFound: t("cli.hint.lessons-folder")
    case .resourcesNotFound, .catalog: nil
    }
  }

  /// Text for the errors that happen before any catalog is loaded.
  private var englishFallback: String {
    switch self {
    case .resourcesNotFound:
      "cannot find idlab's Locales/ folder; set IDLAB_HOME to the folder that holds Locales/ "
        + "and Lessons/"
    case .catalog(let error): error.description
    default: String(describing: self)
    }
  }
}
