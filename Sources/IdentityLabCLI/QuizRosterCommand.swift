import Classroom
import Foundation
import Gradebook
import Localization

/// `idlab quiz roster import FILE.csv` and `idlab quiz roster authorized-keys QUIZ
/// [--command PROGRAM]`: the class list and the `authorized_keys` lines for exams over SSH.
///
/// `QuizCommand` hands it the words after `roster`. The roster is kept in the gradebook
/// (`GradebookStore.setRoster`, SQLite or PostgreSQL); a `roster.json` an older idlab left
/// beside the gradebook is still read until a roster is imported. An import is all or nothing: a
/// file with any bad line is reported line by line (`roster.csv:4: error: …`, exit 65) and
/// the stored roster is left as it was.
public struct QuizRosterCommand: Equatable, Sendable {
  /// The options of the roster actions.
  public static let options: [CommandOption] = [.value("--command")]

  /// What to do.
  public enum Action: Equatable, Sendable {
    /// Replace the roster with the students of a CSV file.
    case `import`(path: String)
    /// Print one `authorized_keys` line per student for a quiz.
    case authorizedKeys(quiz: String, program: String?)
  }

  /// What to do.
  public var action: Action

  /// Parses the words after `roster`: an action and its argument.
  ///
  /// - Throws: `IdlabError` for a missing or unknown action, a missing argument, or an
  ///   invalid quiz id.
  public init(_ arguments: CommandArguments) throws(IdlabError) {
    guard let name = arguments.positionals.first else {
      throw .missingArgument(placeholderKey: "classroom.placeholder.roster-action")
    }
    let rest = Array(arguments.positionals.dropFirst())
    if rest.count > 1 { throw .unexpectedArgument(rest[1]) }
    switch name {
    case "import":
      if arguments.value(of: "--command") != nil { throw .unexpectedArgument("--command") }
      guard let path = rest.first else {
        throw .missingArgument(placeholderKey: "classroom.placeholder.roster-file")
      }
      action = .import(path: path)
    case "authorized-keys":
      guard let quiz = rest.first else {
        throw .missingArgument(placeholderKey: "classroom.placeholder.quiz")
      }
      guard RosterEntry.isValidID(quiz) else {
        throw .invalidValue(option: "QUIZ", value: quiz, allowed: ["midterm", "week-3"])
      }
      let program = arguments.value(of: "--command")
      if let program, program.isEmpty || program.contains(where: { "\"\\\n".contains($0) }) {
        throw .invalidValue(
          option: "--command", value: program, allowed: ["/usr/local/bin/idlab"])
      }
      action = .authorizedKeys(quiz: quiz, program: program)
    default:
      throw .invalidValue(
        option: "roster", value: name, allowed: ["import", "authorized-keys"])
    }
  }

  /// Runs the action.
  ///
  /// - Throws: `IdlabError` when a file cannot be read or written, or no roster was imported.
  public func run(_ context: CommandContext) throws(IdlabError) -> CommandOutcome {
    let t = context.localizer
    switch action {
    case .import(let path):
      guard let data = FileManager.default.contents(atPath: path) else {
        throw .unreadableFile(path: path, missing: !FileManager.default.fileExists(atPath: path))
      }
      guard let text = String(data: data, encoding: .utf8) else {
        throw .unreadableFile(path: path, missing: false)
      }
      switch Roster.parseWithColumns(csv: text) {
      case .failure(let problems):
        for diagnostic in problems.diagnostics {
          context.printError(
            "\(path):\(diagnostic.line): \(t("diag.error")): \(Self.message(diagnostic.problem, t))"
          )
        }
        context.printError("\(t("diag.help")): \(t("classroom.roster.nothing-imported"))")
        return .invalidInput
      case .success(let (roster, columns)):
        // The roster lives in the gradebook, beside the grades (SQLite or PostgreSQL).
        let store = try QuizEnvironment.openStore(context)
        do {
          try store.setRoster(
            roster.entries.map {
              RosterRow(
                id: $0.id, name: $0.name, key: $0.key.keyText, extraMinutes: $0.extraMinutes,
                language: $0.language)
            })
        } catch {
          throw QuizEnvironment.failure(error)
        }
        context.print(Self.columnsLine(columns, t))
        context.print(
          t.plural(
            "classroom.roster.imported", count: roster.entries.count,
            ["path": CourseEnvironment.storeLocation(context).displayName]))
        return .success
      }
    case .authorizedKeys(let quiz, let program):
      let store = try QuizEnvironment.openStore(context)
      guard let roster = try QuizEnvironment.classRoster(context, store: store) else {
        throw .noRoster(path: CourseEnvironment.storeLocation(context).displayName)
      }
      let command = program ?? Self.defaultProgram(context)
      guard let lines = roster.authorizedKeys(quiz: quiz, program: command) else {
        throw .invalidValue(option: "--command", value: command, allowed: ["/usr/local/bin/idlab"])
      }
      lines.forEach(context.print)
      return .success
    }
  }

  /// Where an older idlab kept the roster: `IDLAB_ROSTER`, else `roster.json` beside the
  /// SQLite gradebook (in the state folder when the gradebook is in memory or on PostgreSQL).
  static func rosterURL(_ context: CommandContext) -> URL {
    if let path = context.environment["IDLAB_ROSTER"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    var folder = context.stateDirectory
    if case .sqlite(let path) = CourseEnvironment.storeLocation(context), path != ":memory:" {
      folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    }
    return folder.appendingPathComponent("roster.json")
  }

  /// The absolute path of the running idlab, for the forced command.
  static func defaultProgram(_ context: CommandContext) -> String {
    let path = ResourceLocator.executablePath
    return path.hasPrefix("/") ? path : "idlab"
  }

  /// Which columns the import read: each role with the header it came from (the file's
  /// words, neutralised), and the headers left out; or that the file had no header line.
  static func columnsLine(_ columns: RosterColumns, _ t: Localizer) -> String {
    guard columns.hasHeader else { return t("classroom.roster.columns.positional") }
    let read = RosterColumns.Role.allCases.compactMap { role in
      columns.column(of: role).map { index in
        t(
          "classroom.roster.columns.pair",
          [
            "column": t("classroom.roster.column.\(role.rawValue)"),
            "header": ControlPictures.replacingAll(in: columns.headers[index]),
          ])
      }
    }.joined(separator: ", ")
    let leftOut = columns.leftOut.map { ControlPictures.replacingAll(in: $0) }
    return leftOut.isEmpty
      ? t("classroom.roster.columns.read", ["columns": read])
      : t(
        "classroom.roster.columns.read-left-out",
        [
          "columns": read,
          "left": leftOut.map { t("classroom.roster.columns.quoted", ["header": $0]) }
            .joined(separator: ", "),
        ])
  }

  /// The text of one roster problem.
  static func message(_ problem: RosterDiagnostic.Problem, _ t: Localizer) -> String {
    switch problem {
    case .columnCount(let count):
      t("classroom.roster.error.columns", ["count": String(count)])
    case .unclosedQuote: t("classroom.roster.error.unclosed-quote")
    case .invalidID(let id): t("classroom.roster.error.invalid-id", ["id": id])
    case .duplicateID(let id, let first):
      t("classroom.roster.error.duplicate-id", ["id": id, "line": String(first)])
    case .malformedKey(let key, let reason):
      switch reason {
      case .notAKey: t("classroom.roster.error.key-not-a-key", ["key": key])
      case .unknownType(let type):
        t("classroom.roster.error.key-type", ["key": key, "type": type])
      case .damaged: t("classroom.roster.error.key-damaged", ["key": key])
      case .tooLarge: t("classroom.roster.error.key-too-large", ["key": key])
      case .rsaKeySize(let bits):
        t("classroom.roster.error.key-rsa-size", ["key": key, "bits": String(bits)])
      }
    case .duplicateKey(let first):
      t("classroom.roster.error.duplicate-key", ["line": String(first)])
    case .invalidExtraTime(let value):
      t(
        "classroom.roster.error.extra-time",
        ["value": value, "maximum": String(Int(RosterEntry.maximumExtraMinutes))])
    case .invalidLanguage(let value):
      t("classroom.roster.error.language", ["value": value])
    case .empty: t("classroom.roster.error.empty")
    case .headerColumnCount(let expected, let found):
      t(
        "classroom.roster.error.header-columns",
        ["expected": String(expected), "count": String(found)])
    case .missingColumn(let role):
      t(
        "classroom.roster.error.missing-column",
        ["column": t("classroom.roster.column.\(role)")])
    case .duplicateColumn(let role, let first, let again):
      t(
        "classroom.roster.error.duplicate-column",
        [
          "column": t("classroom.roster.column.\(role)"),
          "first": ControlPictures.replacingAll(in: first),
          "again": ControlPictures.replacingAll(in: again),
        ])
    }
  }
}
