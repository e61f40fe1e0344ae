import Gradebook
import Localization
import TerminalUI

/// Every error of the `idlab` command line: usage mistakes, missing resources, files that cannot
/// be read or written.
///
/// Commands throw it; `main.swift` prints `render(localizer:style:)` to standard error and
/// exits with `ExitCode(error)`, in one place. An error raised inside a subcommand arrives
/// wrapped in `.command(name, error)`, so it is rendered in the subcommand's voice, with its
/// usage line under usage errors:
///
///     idlab: error: unknown command `simm`           error: unknown option `--jsn`
///     help: a command with a similar name exists…    help: an option with a similar name exists…
///                                                    usage: idlab sim FILE.swift [--root VIEW] …
public indirect enum IdlabError: Error, Equatable {
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
  /// A required argument is missing; the associated value is the catalog key of its placeholder
  /// (`cli.placeholder.file`, "FILE").
  case missingArgument(placeholderKey: String)
  /// `--lessons DIR` names a folder that does not exist.
  case lessonsNotFound(String)
  /// No lesson has this id or number.
  case noLesson(String)
  /// Neither `IDLAB_HOME` nor the folders around the executable hold `Locales/`.
  case resourcesNotFound
  /// A catalog in `Locales/` could not be read.
  case catalog(LocalizationError)
  /// A file could not be read: it does not exist (`missing`) or is not UTF-8 text.
  case unreadableFile(path: String, missing: Bool)
  /// A file could not be written.
  case unwritableFile(path: String)
  /// A file given to `idlab progress --import` is not a progress export.
  case notAnExport(path: String)
  /// The progress database failed; `path` is the file, for the recovery hint.
  case gradebook(GradebookError.Reason, path: String)
  /// `idlab quiz roster authorized-keys` found no imported roster at `path`.
  case noRoster(path: String)
  /// The scene failed without saying why (a compiler or simulator bug).
  case sceneFailedWithoutDiagnostics
  /// An `idlab quiz …` refusal or failure (unknown student, closed quiz, gradebook).
  case quiz(QuizError)
  /// An error raised while the subcommand `name` parsed its arguments or ran.
  case command(String, IdlabError)
  /// `idlab explain RULE` names no audit rule, with the nearest rule id.
  case unknownRule(String, suggestion: String?)

  /// The kind of failure, which decides the exit code (see `ExitCode`).
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
      .missingArgument, .lessonsNotFound, .noLesson, .unknownRule:
      .usage
    case .catalog, .notAnExport, .sceneFailedWithoutDiagnostics: .data
    case .resourcesNotFound, .unreadableFile, .unwritableFile, .gradebook, .noRoster: .failure
    case .quiz(let error): error.category
    case .command(_, let error): error.category
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
    let helpLabel = style.bold(t("diag.help") + ":")
    if case .command(let name, let error) = self {
      var text = "\(style.error(t("diag.error") + ":")) \(error.message(t))\n"
      if let hint = error.specificHint(t) { text += "\(helpLabel) \(hint)\n" }
      if error.category == .usage {
        text += t("cli.hint.usage", ["usage": t("command.\(name).usage")]) + "\n"
      }
      return text
    }
    var text = "idlab: \(style.error(t("diag.error") + ":")) \(message(t))\n"
    if let hint = hint(t) { text += "\(helpLabel) \(hint)\n" }
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
    case .missingArgument(let placeholderKey):
      t("cli.error.missing-argument", ["argument": t(placeholderKey)])
    case .lessonsNotFound(let path): t("cli.error.lessons-not-found", ["path": path])
    case .noLesson(let reference): t("course.error.no-lesson", ["reference": reference])
    case .resourcesNotFound: englishFallback
    case .catalog(let error): t("cli.error.catalog", ["reason": error.description])
    case .unreadableFile(let path, let missing):
      t(
        "cli.error.unreadable",
        [
          "path": path,
          "reason": t(missing ? "cli.error.reason.missing" : "cli.error.reason.not-text"),
        ])
    case .unwritableFile(let path): t("course.io-error", ["path": path])
    case .notAnExport(let path): t("course.progress.import-error", ["path": path])
    case .gradebook(let reason, let path) where StoreHint.isServer(path):
      t(
        "quiz.error.gradebook",
        ["path": path, "reason": t("course.error.gradebook.\(reason.rawValue)")])
    case .gradebook(let reason, _):
      t("course.error.gradebook", ["reason": t("course.error.gradebook.\(reason.rawValue)")])
    case .sceneFailedWithoutDiagnostics: t("sim.error.no-diagnostics")
    case .noRoster(let path): t("classroom.error.no-roster", ["path": path])
    case .quiz(let error): error.message(t)
    case .command(_, let error): error.message(t)
    case .unknownRule(let rule, _): t("audit.error.unknown-rule", ["rule": rule])
    }
  }

  /// How to fix it, if there is something to say.
  public func hint(_ t: Localizer) -> String? {
    if let hint = specificHint(t) { return hint }
    return category == .usage ? t("cli.hint.see-help") : nil
  }

  /// The hint that belongs to this error alone (not the general "see `idlab --help`").
  func specificHint(_ t: Localizer) -> String? {
    switch self {
    case .unknownOption(_, let suggestion?):
      t("cli.hint.similar-option", ["option": suggestion])
    case .unknownCommand(_, let suggestion?):
      t("cli.hint.similar-command", ["command": suggestion])
    case .invalidValue(_, _, let allowed):
      t("cli.hint.allowed-values", ["values": allowed.joined(separator: ", ")])
    case .lessonsNotFound: t("cli.hint.lessons-folder")
    case .gradebook(let reason, let path):
      StoreHint.hint(path: path, reason: reason, t, fallback: nil)
    case .noRoster: t("classroom.hint.no-roster")
    case .unknownRule(_, let suggestion?): t("audit.hint.similar-rule", ["rule": suggestion])
    case .unknownRule(_, nil): t("audit.hint.list-rules")
    case .quiz(let error): error.hint(t)
    case .command(_, let error): error.specificHint(t)
    default: nil
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
