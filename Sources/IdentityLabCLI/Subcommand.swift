/// One `idlab` subcommand: its name, its localized help keys and how to run it.
///
/// Subcommands live in their own files (`SimCommand.swift`, `CheckCommand.swift`, …) and are
/// listed in `all`, which drives dispatch, `--help` and suggestions.
public struct Subcommand {
  /// The name typed on the command line (`sim`).
  public var name: String
  /// The catalog key of the one-line summary shown in `idlab --help`.
  public var summaryKey: String
  /// The catalog key of the usage line (`idlab sim FILE.swift [--do ACTION]...`).
  public var usageKey: String
  /// The catalog key of longer help for `idlab help NAME`, if the catalog has it.
  public var detailsKey: String
  /// Runs the subcommand with the arguments after its name; returns the exit code.
  public var run: ([String], CommandContext) -> Int32

  /// Creates a subcommand whose keys are `command.<name>.summary|usage|details`.
  public init(name: String, run: @escaping ([String], CommandContext) -> Int32) {
    self.name = name
    self.summaryKey = "command.\(name).summary"
    self.usageKey = "command.\(name).usage"
    self.detailsKey = "command.\(name).details"
    self.run = run
  }

  /// Every subcommand, in the order `idlab --help` lists them (`help` is built in).
  public static var all: [Subcommand] {
    [
      Subcommand(name: "sim") { arguments, context in
        SimCommand.run(
          arguments, localizer: context.localizer, styled: context.styled,
          width: context.width, stdout: context.stdout, stderr: context.stderr)
      },
      Subcommand(name: "check", run: CheckCommand.run),
      Subcommand(name: "lesson", run: LessonCommand.run),
      Subcommand(name: "progress", run: ProgressCommand.run),
    ]
  }

  /// The names `idlab` accepts as subcommands, including `help`.
  public static var names: [String] { all.map(\.name) + ["help"] }
}
