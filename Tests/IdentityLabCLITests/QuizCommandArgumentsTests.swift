import IdentityLabCLI
import Testing

/// What `idlab quiz …` accepts before it runs: the LMS formats and exports.
@Suite struct QuizCommandArgumentsTests {
  static func parse(_ words: [String]) throws(IdlabError) -> QuizCommand {
    try QuizCommand(CommandArguments(scanning: words, options: QuizCommand.options))
  }

  static func error(_ words: [String]) -> IdlabError? {
    do {
      _ = try parse(words)
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: ["text", "csv", "json", "canvas", "moodle"])
  func reportTakesEveryFormat(_ format: String) throws {
    #expect(try Self.parse(["report", "q", "--format", format]).format == format)
  }

  @Test func theLMSLayoutsHaveNoAttempts() {
    #expect(
      Self.error(["report", "q", "--format", "canvas", "--attempts"])
        == .invalidValue(option: "--format", value: "canvas", allowed: ["csv", "json"]))
    #expect(Self.error(["report", "q", "--format", "csv", "--attempts"]) == nil)
  }

  @Test func exportWritesGIFTOrMoodleXML() throws {
    #expect(try Self.parse(["export", "q", "--gift"]).format == "gift")
    #expect(try Self.parse(["export", "q", "--moodle-xml"]).format == "moodle-xml")
    #expect(
      Self.error(["export", "q", "--gift", "--moodle-xml"]) == .unexpectedArgument("--moodle-xml"))
    #expect(
      Self.error(["export", "q"]) == .missingArgument(placeholderKey: "quiz.placeholder.export"))
    #expect(Self.error(["report", "q", "--moodle-xml"]) == .unexpectedArgument("--moodle-xml"))
  }
}
