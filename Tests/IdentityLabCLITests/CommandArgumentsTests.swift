import Testing

@testable import IdentityLabCLI

/// The one scanner, through the commands that use it.
@Suite struct CommandArgumentsTests {
  func parse(_ words: [String]) throws(IdlabError) -> SimCommand {
    try SimCommand(CommandArguments(scanning: words, options: SimCommand.options))
  }

  @Test func parsesFileRootActionsAndJSON() throws {
    let parsed = try parse([
      "scene.swift", "--root", "Bench", "--do", "flag.toggle()", "--do=tap \"Add\"", "--json",
      "--lang", "es", "--color=never",
    ])
    #expect(
      parsed
        == SimCommand(
          file: "scene.swift", root: "Bench", actions: ["flag.toggle()", "tap \"Add\""], json: true)
    )
  }

  @Test func doubleDashEndsOptions() throws {
    #expect(try parse(["--", "--weird.swift"]).file == "--weird.swift")
    #expect(try parse(["-"]).file == "-")
  }

  @Test func missingFileIsAUsageError() {
    #expect(throws: IdlabError.missingArgument(placeholderKey: "cli.placeholder.file")) {
      try parse(["--json"])
    }
  }

  @Test func unknownOptionSuggestsTheClosest() {
    #expect(throws: IdlabError.unknownOption("--jsno", suggestion: "--json")) {
      try parse(["a.swift", "--jsno"])
    }
    #expect(throws: IdlabError.unknownOption("--verbose-output", suggestion: nil)) {
      try parse(["a.swift", "--verbose-output"])
    }
  }

  @Test func optionWithoutValue() {
    #expect(throws: IdlabError.missingValue(option: "--do")) { try parse(["a.swift", "--do"]) }
  }

  @Test func flagWithAValue() {
    #expect(throws: IdlabError.unexpectedArgument("--json=yes")) {
      try parse(["a.swift", "--json=yes"])
    }
  }

  @Test func laterFilesAreTheScenesOtherFiles() throws {
    #expect(
      try parse(["a.swift", "--root", "A", "b.swift", "c.swift"])
        == SimCommand(file: "a.swift", otherFiles: ["b.swift", "c.swift"], root: "A"))
  }

  @Test func checkTakesAtMostOneFolder() throws {
    let options = CheckCommand.options
    #expect(try CheckCommand(CommandArguments(scanning: [], options: options)).directory == nil)
    #expect(throws: IdlabError.unexpectedArgument("b")) {
      try CheckCommand(CommandArguments(scanning: ["a", "b"], options: options))
    }
    #expect(throws: IdlabError.unknownOption("--strict", suggestion: nil)) {
      try CheckCommand(CommandArguments(scanning: ["--strict"], options: options))
    }
  }

  @Test func lessonAnswersAreRightOrWrong() throws {
    let options = LessonCommand.options
    let parsed = try LessonCommand(
      CommandArguments(scanning: ["3", "--answers", "wrong"], options: options))
    #expect(parsed.reference == "3")
    #expect(parsed.answers == "wrong")
    #expect(
      throws: IdlabError.invalidValue(
        option: "--answers", value: "maybe", allowed: ["right", "wrong"])
    ) {
      try LessonCommand(CommandArguments(scanning: ["3", "--answers=maybe"], options: options))
    }
  }

  @Test func progressExportsOrImportsNotBoth() throws {
    let options = ProgressCommand.options
    #expect(try ProgressCommand(CommandArguments(scanning: [], options: options)).action == .show)
    #expect(
      try ProgressCommand(CommandArguments(scanning: ["--export", "p.json"], options: options))
        .action == .export("p.json"))
    #expect(throws: IdlabError.unexpectedArgument("--import")) {
      try ProgressCommand(
        CommandArguments(scanning: ["--export", "a", "--import", "b"], options: options))
    }
  }

  @Test func scannerClassifiesWords() {
    var scanner = ArgumentScanner(["a", "--x=1", "-h", "--", "--y"])
    #expect(scanner.next() == .positional("a"))
    #expect(scanner.next() == .option("--x", inlineValue: "1"))
    #expect(scanner.next() == .option("-h", inlineValue: nil))
    #expect(scanner.next() == .terminator)
    #expect(scanner.next() == .positional("--y"))
    #expect(scanner.next() == nil)
  }

  @Test(arguments: [
    (CommandOutcome.success, ExitCode.success), (.findings, .failure),
    (.invalidInput, .dataError),
  ])
  func outcomesHaveExitCodes(_ outcome: CommandOutcome, _ status: ExitCode) {
    #expect(ExitCode(outcome) == status)
  }

  @Test func errorsInsideACommandShowItsUsage() throws {
    let error = IdlabError.command("sim", .unknownOption("--jsn", suggestion: "--json"))
    #expect(ExitCode(error) == .usage)
    expectLines(
      error.render(localizer: try realLocalizer(.en), style: .init(enabled: false)),
      """
      error: unknown option `--jsn`
      help: an option with a similar name exists: `--json`
      usage: idlab sim FILE.swift [OTHER.swift]... [--root VIEW] [--do ACTION]... [--json] [--frames 0.1s | --at 0.05s,0.2s] [--budget NAME=N]...

      """)
    let failure = IdlabError.command("sim", .unreadableFile(path: "x.swift", missing: true))
    #expect(ExitCode(failure) == .failure)
    #expect(
      failure.render(localizer: try realLocalizer(.es), style: .init(enabled: false))
        == "error: no se puede leer `x.swift`: no existe el archivo\n")
  }
}
