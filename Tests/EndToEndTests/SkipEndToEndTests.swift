import Foundation
import IdlabTestSupport
import Testing

/// `:skip` shows a question's answer or a challenge's solution, records the block as skipped
/// (not right, not solved), and no screen gives a later question's answer away: chapter 1 played
/// by skipping every block, in both languages, through the built binary.
@Suite(.serialized) struct SkipEndToEndTests {
  /// What each language prints, written out from the catalogs and the lesson.
  struct Expected: Sendable, CustomTestStringConvertible {
    var language: String
    /// The start of the last question's prompt (it asks what the log reads).
    var logQuestion: String
    var solution: String
    /// The lesson's line in `:progress`, up to the page: seven questions and the challenge
    /// skipped, the challenge not solved.
    var progress: String
    var testDescription: String { language }
  }

  static let cases = [
    Expected(
      language: "en",
      logQuestion:
        "Apple does not document whether onAppear or .task runs first; idlab starts tasks",
      solution: "a solution:",
      progress:
        "1. Identity and lifetime: 0/7 right on the first answer, 8 skipped, 0/1 challenges solved"),
    Expected(
      language: "es",
      logQuestion:
        "Apple no documenta si se ejecuta antes onAppear o .task; idlab lanza las tareas después",
      solution: "una solución:",
      progress:
        "1. Identidad y ciclo de vida: 0/7 acertadas a la primera, saltados: 8, retos resueltos: 0/1"
    ),
  ]

  /// The log's rows as a screen shows them: indented by two, one entry a line.
  static let logRows = ["  onAppear", "  Actors", "  Macros"]

  /// Whether `rows` appear one after another in `lines`.
  static func containsRun(_ lines: ArraySlice<String>, _ rows: [String]) -> Bool {
    let lines = Array(lines)
    guard lines.count >= rows.count else { return false }
    return (0...(lines.count - rows.count)).contains { Array(lines[$0..<$0 + rows.count]) == rows }
  }

  @Test(arguments: cases)
  func skippingChapterOneGivesNoLaterAnswerAway(_ expected: Expected) throws {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let input = ":open 1\n" + String(repeating: ":skip\n:next\n", count: 12) + ":progress\n"
    let result = try IdlabBinary.run(
      ["--lang", expected.language], input: input, environment: ["COLUMNS": "400"], state: state)
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    let asked = try #require(
      lines.firstIndex { $0.hasPrefix(expected.logQuestion.prefix(40)) },
      "\(result.standardOutput)")
    // Before the log question is asked, no screen has shown the log; its own skip shows it.
    #expect(!lines[..<asked].contains(Self.logRows[0]), "the log was on a screen before")
    #expect(Self.containsRun(lines[asked...], Self.logRows), "the skip shows the log it asked")
    // The challenge's skip shows its solution, and the solution writes no log.
    let solution = try #require(lines.firstIndex(of: expected.solution))
    let code = lines[(solution + 1)...].prefix { $0.hasPrefix("  ") || $0.isEmpty }
    #expect(
      code.contains { $0.trimmingCharacters(in: .whitespaces) == ".id(articles[index].id)" },
      "\(code)")
    #expect(!code.contains { $0.contains("log") }, "\(code)")
    #expect(lines.contains { $0.hasPrefix(expected.progress) }, "\(result.standardOutput)")
  }
}
