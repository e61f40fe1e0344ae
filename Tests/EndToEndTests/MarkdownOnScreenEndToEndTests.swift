import Foundation
import IdlabTestSupport
import Testing

/// The program's own strings are Markdown (`` `:do` ``), rendered as the course renders its
/// strings: code spans shown as code (cyan on a colour terminal, plain text otherwise), never
/// with their backticks. Checked through the built binary, piped, in both languages: `:help`,
/// the prompt's errors, `idlab --help` and `idlab help audit`, and the quiz taker's lines.
@Suite(.serialized) struct MarkdownOnScreenEndToEndTests {
  /// Wide enough that no line of these screens is wrapped.
  static let wide = ["COLUMNS": "400"]

  /// What each language must show, written out from the catalogs' templates.
  struct Expected: Sendable, CustomTestStringConvertible {
    var language: String
    var testDescription: String { language }
    /// `:help undo`, `:help audit`, then the summary line of `idlab help audit`'s details.
    var help: [String]
    /// Standard error of `:nonsense`, `:lang xx` and `:lang en es`, in that order.
    var errors: [String]
    /// The last line of `idlab --help`.
    var moreHelp: String
    /// A piece of `idlab help audit`'s details.
    var auditDetails: String
    /// The taker's lines: the exam rules, then the second take's first line (a prefix).
    var examRules: String
    var submitted: String
    /// Standard error of the exam: an unreadable number, `:hint`, an unreadable yes/no.
    var examErrors: [String]
    /// Answering an item a second time in practice.
    var alreadyGraded: String
  }

  static let cases: [Expected] = [
    Expected(
      language: "en",
      help: [
        ":undo", "step back one :do action", ":audit PATH...",
        "look for identity hazards in a SwiftUI project of yours, as idlab audit does",
      ],
      errors: [
        "error: unknown command :nonsense", "help: type :help to see the commands",
        "error: unknown language xx", "help: Available: en (English), es (español)",
        "error: too many arguments for :lang", "help: usage: :lang [en|es]",
      ],
      moreHelp: "Run idlab help <command> for more about a command.",
      auditDetails: "ids that repeat or change on every read, if/else branches that differ only",
      examRules:
        "Exam: one answer per item, which you can change with :go N until you :submit. No hints, no simulation; results come when your instructor releases them.",
      submitted: "You submitted fixture-exam at ",
      examErrors: [
        "many is not a whole number", ":hint is not available during an exam",
        "answer yes or no (y/n)",
      ],
      alreadyGraded: "this item is already graded; go on with the next one (:items lists them)"),
    Expected(
      language: "es",
      help: [
        ":undo", "deshace la última acción de :do", ":audit RUTA...",
        "busca riesgos de identidad en un proyecto SwiftUI tuyo, como idlab audit",
      ],
      errors: [
        "error: comando desconocido :nonsense", "ayuda: escribe :help para ver los comandos",
        "error: idioma desconocido xx", "ayuda: Disponibles: en (English), es (español)",
        "error: demasiados argumentos para :lang", "ayuda: uso: :lang [en|es]",
      ],
      moreHelp: "Ejecuta idlab help <comando> para saber más de un comando.",
      auditDetails: "ramas de if/else que solo difieren en modificadores",
      examRules:
        "Examen: una respuesta por ítem, que puedes cambiar con :go N hasta que hagas :submit. Sin pistas ni simulación; verás los resultados cuando tu docente los publique.",
      submitted: "Entregaste fixture-exam el ",
      examErrors: [
        "muchos no es un número entero", ":hint no está disponible durante un examen",
        "responde sí o no (s/n)",
      ],
      alreadyGraded: "este ítem ya está calificado; sigue con el siguiente (:items los lista)"),
  ]

  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// `:help NAME` and the prompt's errors: the code spans' text without their backticks.
  @Test(arguments: cases)
  func promptHelpAndErrors(_ expected: Expected) throws {
    let result = try IdlabBinary.run(
      ["--lang", expected.language],
      input: ":help undo\n:help audit\n:nonsense\n:lang xx\n:lang en es\n:quit\n",
      environment: Self.wide)
    #expect(result.status == 0)
    let output = Self.lines(result.standardOutput)
    let start = try #require(output.firstIndex(of: ":undo"), "\(result.standardOutput)")
    expectLines(
      output[start..<min(output.count, start + 4)].joined(separator: "\n"),
      expected.help.joined(separator: "\n"))
    expectLines(result.standardError, expected.errors.joined(separator: "\n") + "\n")
    #expect(!(result.standardOutput + result.standardError).contains("`"))
  }

  /// The whole `:help` table, `idlab --help` and `idlab help audit`: no backtick anywhere.
  @Test(arguments: cases)
  func helpPagesHaveNoBackticks(_ expected: Expected) throws {
    let table = try IdlabBinary.run(
      ["--lang", expected.language], input: ":help\n", environment: Self.wide)
    let undo = Self.lines(table.standardOutput).first { $0.hasPrefix("  :undo ") }
    #expect(undo?.hasSuffix(" " + expected.help[1]) == true, "\(undo ?? "no :undo line")")
    #expect(!table.standardOutput.contains("`"))
    let main = try IdlabBinary.run(
      ["--lang", expected.language, "--help"], environment: Self.wide)
    #expect(Self.lines(main.standardOutput).last { !$0.isEmpty } == expected.moreHelp)
    #expect(!main.standardOutput.contains("`"))
    let audit = try IdlabBinary.run(
      ["--lang", expected.language, "help", "audit"], environment: Self.wide)
    #expect(audit.standardOutput.contains(expected.auditDetails), "\(audit.standardOutput)")
    #expect(!audit.standardOutput.contains("`"))
  }

  /// On a colour terminal a code span is cyan, as in the course.
  @Test func codeSpansAreHighlightedInColour() throws {
    let result = try IdlabBinary.run(
      ["--color", "always"], input: ":help undo\n:nonsense\n", environment: Self.wide)
    #expect(result.standardOutput.contains("step back one \u{1B}[36m:do\u{1B}[0m action"))
    #expect(result.standardError.contains("unknown command \u{1B}[36m:nonsense\u{1B}[0m"))
    let help = try IdlabBinary.run(["--color", "always", "--help"], environment: Self.wide)
    #expect(help.standardOutput.contains("Run \u{1B}[36midlab help <command>\u{1B}[0m for more"))
  }

  /// The quiz taker's own strings: an exam (its rules, refusals and unreadable answers), a
  /// second take of it, and an item answered twice in practice.
  @Test(arguments: cases)
  func quizTakerLines(_ expected: Expected) throws {
    let folder = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let environment = Self.wide.merging([
      "IDLAB_QUIZZES": QuizEndToEndTests.fixtures.path,
      "IDLAB_GRADEBOOK": folder.appendingPathComponent("class.sqlite").path,
    ]) { $1 }
    let es = expected.language == "es"
    let take = try IdlabBinary.run(
      ["--lang", expected.language, "quiz", "take", "fixture-exam", "--student", "ana"],
      input: es ? "muchos\n3\n:hint\n3\nno\nquizás\ns\n" : "many\n3\n:hint\n3\nno\nmaybe\ny\n",
      environment: environment, state: folder)
    #expect(take.status == 0, "\(take.standardError)")
    #expect(Self.lines(take.standardOutput).contains(expected.examRules), "\(take.standardOutput)")
    expectLines(take.standardError, expected.examErrors.joined(separator: "\n") + "\n")
    let again = try IdlabBinary.run(
      ["--lang", expected.language, "quiz", "take", "fixture-exam", "--student", "ana"],
      environment: environment, state: folder)
    #expect(again.standardOutput.hasPrefix(expected.submitted), "\(again.standardOutput)")
    let practice = try IdlabBinary.run(
      ["--lang", expected.language, "quiz", "take", "fixture-practice", "--student", "ana"],
      input: "3\n:go 1\n3\n", environment: environment, state: folder)
    #expect(Self.lines(practice.standardError).contains(expected.alreadyGraded))
    for result in [take, again, practice] {
      #expect(!(result.standardOutput + result.standardError).contains("`"))
    }
  }
}
