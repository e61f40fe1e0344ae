/// `idlab check` (stub: the course engineer replaces this file).
public enum CheckCommand {
  /// Runs `idlab check` with the arguments after the subcommand name.
  ///
  /// - Returns: the exit code (70 until the command is written).
  public static func run(_ arguments: [String], context: CommandContext) -> Int32 {
    context.printError(context.localizer("command.not-implemented", ["command": "check"]))
    return 70
  }
}
