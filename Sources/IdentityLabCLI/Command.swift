/// One `idlab` subcommand, as a value: its arguments, parsed and checked, and how it runs.
///
/// A command is built from the words after its name through `CommandArguments` (the one
/// scanner) and reports every problem as an `IdlabError` (the one error type). It never prints
/// an error and never chooses an exit code: `main.swift` does both, from the thrown error or the
/// returned `CommandOutcome` (see `ExitCode`). docs/architecture.md, "Adding a subcommand",
/// walks through a new one.
///
///     struct EchoCommand: Command {
///       static let name = "echo"
///       static let options: [CommandOption] = [.flag("--loud")]
///       var words: [String]
///       var loud: Bool
///       init(_ arguments: CommandArguments) throws(IdlabError) {
///         words = arguments.positionals
///         loud = arguments.isSet("--loud")
///       }
///       func run(_ context: CommandContext) throws(IdlabError) -> CommandOutcome {
///         context.print(loud ? words.joined(separator: " ").uppercased() : words.joined())
///         return .success
///       }
///     }
public protocol Command: SendableMetatype {
  /// The name typed on the command line (`sim`); its help keys are `command.<name>.summary`,
  /// `.usage` and (optionally) `.details`.
  static var name: String { get }
  /// The options it accepts (`--lang` and `--color` are accepted everywhere, see
  /// `CommandOption.global`).
  static var options: [CommandOption] { get }
  /// Checks the scanned arguments and keeps what `run` needs.
  ///
  /// - Throws: `IdlabError`, usually a usage error (`.missingArgument`, `.unexpectedArgument`,
  ///   `.invalidValue`).
  init(_ arguments: CommandArguments) throws(IdlabError)
  /// Does the work; output goes through `context`.
  ///
  /// - Returns: How it went, when it ran to the end (`main` turns it into the exit code).
  /// - Throws: `IdlabError` when it could not (`main` prints it and exits with its code).
  func run(_ context: CommandContext) throws(IdlabError) -> CommandOutcome
}

/// How a command that ran to the end went; `ExitCode` gives each its exit code.
public enum CommandOutcome: Equatable, Sendable {
  /// It did what was asked (exit 0).
  case success
  /// It ran and reported findings (exit 1), like an audit that found something to fix.
  case findings
  /// It ran and reported problems in the lesson, scene or data files it read (exit 65), like
  /// `idlab check` on a broken course or `idlab sim` on a scene that does not compile.
  case invalidInput
}

/// One entry of the subcommand table: a `Command` type with its name and help keys.
public struct Subcommand: Sendable {
  /// The name typed on the command line (`sim`).
  public let name: String
  /// The catalog key of the one-line summary shown in `idlab --help`.
  public let summaryKey: String
  /// The catalog key of the usage line (`idlab sim FILE.swift [--do ACTION]...`), also shown
  /// under a usage error.
  public let usageKey: String
  /// The catalog key of longer help for `idlab help NAME`, if the catalog has it.
  public let detailsKey: String
  /// Scans and checks the arguments after the name, giving the command to run.
  public let parse: @Sendable ([String]) throws(IdlabError) -> any Command

  /// The entry for `type`; its keys are `command.<name>.summary|usage|details`.
  public init<C: Command>(_ type: C.Type) {
    name = C.name
    summaryKey = "command.\(C.name).summary"
    usageKey = "command.\(C.name).usage"
    detailsKey = "command.\(C.name).details"
    parse = { words throws(IdlabError) in
      try C(CommandArguments(scanning: words, options: C.options))
    }
  }

  /// Every subcommand, in the order `idlab --help` lists them (`help` is built in).
  public static let all: [Subcommand] = [
    Subcommand(SimCommand.self), Subcommand(CheckCommand.self), Subcommand(LessonCommand.self),
    Subcommand(ProgressCommand.self), Subcommand(QuizCommand.self), Subcommand(AuditCommand.self),
    Subcommand(ExplainCommand.self),
  ]

  /// The entry named `name`.
  public static func named(_ name: String) -> Subcommand? {
    all.first { $0.name == name }
  }

  /// The names `idlab` accepts as subcommands, including `help`.
  public static var names: [String] { all.map(\.name) + ["help"] }
}
