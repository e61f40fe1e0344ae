import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `idlab quiz …` through the built binary: piped takes in both languages, resume, refusals,
/// release, reports, bad quiz files, and a take on a pseudo-terminal killed with SIGKILL.
@Suite(.serialized) struct QuizEndToEndTests {
  static let fixtures = IdlabBinary.repositoryRoot.appendingPathComponent(
    "Tests/EndToEndTests/Fixtures/quiz")

  /// A classroom: the fixture quizzes and one gradebook file shared by every run.
  struct Classroom {
    let folder = IdlabBinary.temporaryFolder()
    var environment: [String: String] {
      [
        "IDLAB_QUIZZES": QuizEndToEndTests.fixtures.path,
        "IDLAB_GRADEBOOK": folder.appendingPathComponent("class.sqlite").path,
      ]
    }

    func run(_ arguments: [String], input: String = "") throws -> IdlabBinary.Result {
      try IdlabBinary.run(arguments, input: input, environment: environment, state: folder)
    }
  }

  @Test func anExamInEnglishHoldsResultsUntilRelease() throws {
    let room = Classroom()
    defer { try? FileManager.default.removeItem(at: room.folder) }
    let take = try room.run(
      ["quiz", "take", "fixture-exam", "--student", "ana"],
      input: "3\n:hint\n:show tree\n3\nno\ny\n")
    #expect(take.status == 0, "\(take.standardError)")
    let out = take.standardOutput
    #expect(out.contains("exam · 3 items"))
    #expect(out.contains("recorded: 3"))
    #expect(take.standardError.contains(":hint is not available during an exam"))
    #expect(take.standardError.contains(":show is not available during an exam"))
    #expect(out.contains("3 of 3 answered — submit? y/n"))
    #expect(out.contains("Submitted."))
    #expect(out.contains("once your instructor releases them"))
    #expect(!out.contains("simulation:"), "no truth before release")

    let again = try room.run(["quiz", "take", "fixture-exam", "--student", "ana"], input: "1\n")
    #expect(again.status == 0)
    #expect(again.standardOutput.contains("You submitted fixture-exam at "))
    #expect(!again.standardOutput.contains("simulation:"))
    #expect(!again.standardOutput.contains("recorded"), "a submitted exam takes no new answer")

    let release = try room.run(["quiz", "release", "fixture-exam"])
    #expect(release.standardOutput.contains("1 student can now see their results"))
    let results = try room.run(["quiz", "take", "fixture-exam", "--student", "ana"])
    #expect(results.standardOutput.contains("Your results"))
    #expect(results.standardOutput.contains("simulation:"))
    #expect(results.standardOutput.contains("Total:"))
  }

  @Test func anExamInSpanishAndTheReports() throws {
    let room = Classroom()
    defer { try? FileManager.default.removeItem(at: room.folder) }
    _ = try room.run(["quiz", "take", "fixture-exam", "--student", "ana"], input: "3\n3\nno\ny\n")
    let take = try room.run(
      ["--lang", "es", "quiz", "take", "fixture-exam", "--student", "bruno"],
      input: "tres\nverde\n:go 2\nazul\nquizás\nsí\ns\n")
    #expect(take.status == 0, "\(take.standardError)")
    let out = take.standardOutput
    #expect(out.contains("examen · 3 ítems"))
    #expect(out.contains("guardada: 3"))
    #expect(out.contains("(tu respuesta hasta ahora: verde; escribe otra para cambiarla)"))
    #expect(
      take.standardError.contains("responde sí o no") || take.standardError.contains("sí o no"))
    #expect(out.contains("3 de 3 respondidos: ¿entregar? s/n"))
    #expect(out.contains("Entregado."))

    let csv = try room.run(["quiz", "report", "fixture-exam", "--format", "csv"])
    let lines = csv.standardOutput.components(separatedBy: "\r\n")
    #expect(
      lines.first
        == "student,take,language,score,points_possible,percent,answered,items,time_seconds,submitted"
    )
    #expect(lines.count == 4)  // header, ana, bruno, and the empty string after the last CRLF
    #expect(lines[1].hasPrefix("ana,1,en,"))
    #expect(lines[2].hasPrefix("bruno,1,es,"))

    let attempts = try room.run(["quiz", "report", "fixture-exam", "--format", "csv", "--attempts"])
    // ana answered 3 times, bruno 4 (the changed answer is kept too).
    #expect(attempts.standardOutput.components(separatedBy: "\r\n").count == 1 + 7 + 1)
    #expect(attempts.standardOutput.contains(",bruno,1,third-tint,"))

    let report = try room.run(["--lang", "es", "quiz", "report", "fixture-exam"])
    #expect(report.status == 0)
    #expect(report.standardOutput.contains("2 estudiantes"))
    #expect(report.standardOutput.contains("facilidad"))
    #expect(report.standardOutput.contains("por idioma:"))
    #expect(report.standardOutput.contains("solo hay 2 estudiantes"))
    #expect(report.standardOutput.contains("█"))

    let json = try room.run(["quiz", "report", "fixture-exam", "--format", "json"])
    #expect(json.standardOutput.contains(#""schema" : "idlab.quiz-report/1""#))

    let gift = try room.run(["quiz", "export", "fixture-exam", "--gift"])
    #expect(gift.status == 0)
    #expect(gift.standardOutput.contains("// [id:fixture-exam.third-tint.1]"))
    #expect(gift.standardOutput.contains("// [id:fixture-exam.third-tint.2]"))
    #expect(gift.standardOutput.contains("{#3}"))
    #expect(gift.standardOutput.contains("{FALSE}"))

    let regrade = try room.run(["quiz", "regrade", "fixture-exam"])
    #expect(regrade.standardOutput.contains("none of the 7 answers changes"))
  }

  @Test func aTakeResumesAtTheSameItemWithTheSameVariant() throws {
    let room = Classroom()
    defer { try? FileManager.default.removeItem(at: room.folder) }
    let first = try room.run(["quiz", "take", "fixture-exam", "--student", "carla"], input: "3\n")
    #expect(first.standardOutput.contains("Your answers are saved"))
    let secondItem = try #require(
      first.standardOutput.components(separatedBy: "Item 2 of 3").last?.split(separator: "\n")
        .dropFirst().first)
    let second = try room.run(["quiz", "take", "fixture-exam", "--student", "carla"])
    #expect(second.standardOutput.contains("Welcome back: 1 of 3 answered."))
    #expect(!second.standardOutput.contains("Item 1 of 3"))
    #expect(second.standardOutput.contains("Item 2 of 3"))
    #expect(second.standardOutput.contains(String(secondItem)), "same variant after resume")
  }

  @Test func practiceGradesAtOnceAndTheRosterIsEnforced() throws {
    let room = Classroom()
    defer { try? FileManager.default.removeItem(at: room.folder) }
    let take = try room.run(
      ["quiz", "take", "fixture-practice", "--student", "bruno"], input: ":hint\n4\n3\nno\ny\n")
    #expect(take.status == 0, "\(take.standardError)")
    #expect(take.standardOutput.contains("✗ not quite"))
    #expect(take.standardOutput.contains("✓ right"))
    #expect(take.standardOutput.contains("What the simulation did"))
    #expect(take.standardOutput.contains("why: Index 2 is the only new identity"))
    #expect(take.standardOutput.contains("Your results"))

    let stranger = try room.run(["quiz", "take", "fixture-practice", "--student", "mallory"])
    #expect(stranger.status == 1)
    #expect(stranger.standardError.contains("`mallory` is not on the roster of `fixture-practice`"))
    #expect(stranger.standardError.contains("help:"))
    let spanish = try room.run(
      ["--lang", "es", "quiz", "take", "fixture-practice", "--student", "mallory"])
    #expect(spanish.standardError.contains("no está en la lista de estudiantes"))
  }

  /// A new quizzes folder with the fixture exam in both languages, `text` replaced by
  /// `replacement`; the caller removes it.
  static func examFolder(replacing text: String, with replacement: String) throws -> URL {
    let folder = IdlabBinary.temporaryFolder()
    for language in ["en", "es"] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent(language), withIntermediateDirectories: true)
      let source = try String(
        contentsOf: Self.fixtures.appendingPathComponent("\(language)/exam.md"), encoding: .utf8)
      try source.replacingOccurrences(of: text, with: replacement).write(
        to: folder.appendingPathComponent("\(language)/exam.md"), atomically: true,
        encoding: .utf8)
    }
    return folder
  }

  @Test func aBrokenQuizFileIsReportedInTheUsersLanguage() throws {
    let folder = try Self.examFolder(replacing: "question: count", with: "qestion: count")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try IdlabBinary.run(["--lang", "es", "quiz", "check", folder.path])
    #expect(result.status == 65)
    #expect(
      result.standardError.contains("/es/exam.md:10:1: error[Q104]: clave desconocida `qestion`"))
    #expect(result.standardError.contains("ayuda: "))
    #expect(result.standardError.contains("`question`"))
    let unknown = try IdlabBinary.run(["quiz", "tkae", "x"])
    #expect(unknown.status == 64)
    #expect(unknown.standardError.contains("`take`"))
  }

  @Test func aDamagedGradebookIsNeverTouchedAndAClosedQuizRefuses() throws {
    let room = Classroom()
    defer { try? FileManager.default.removeItem(at: room.folder) }
    let path = room.folder.appendingPathComponent("class.sqlite")
    let garbage = Data(repeating: 0x5A, count: 8192)
    try garbage.write(to: path)
    let result = try room.run(["quiz", "report", "fixture-exam"])
    #expect(result.status == 1)
    #expect(result.standardError.contains(path.path))
    #expect(result.standardError.contains("help:"))
    #expect(try Data(contentsOf: path) == garbage, "the damaged file is left exactly as it was")

    let folder = try Self.examFolder(
      replacing: "mode: exam", with: "mode: exam\ncloses: 2000-01-01T00:00:00Z")
    defer { try? FileManager.default.removeItem(at: folder) }
    let closed = try IdlabBinary.run(
      ["quiz", "take", "fixture-exam", "--student", "ana"],
      environment: [
        "IDLAB_QUIZZES": folder.path,
        "IDLAB_GRADEBOOK": folder.appendingPathComponent("g.sqlite").path,
      ])
    #expect(closed.status == 1)
    #expect(closed.standardError.contains("closed at 2000-01-01T00:00:00Z"))
  }

  /// On a terminal: `:lang es` re-renders the same item in Spanish, SIGKILL loses nothing, and
  /// the next take resumes at the next item.
  @Test func aTakeOnATerminalSurvivesKill() throws {
    let room = Classroom()
    defer { try? FileManager.default.removeItem(at: room.folder) }
    let environment = IdlabBinary.environment(state: room.folder, extra: room.environment)
    let arguments = ["quiz", "take", "fixture-exam", "--student", "diego"]
    do {
      let session = try PseudoTerminalEndToEndTests.PseudoTerminalSession(
        arguments: arguments, environment: environment)
      #expect(session.waitFor("quiz 1/3> "), "\(session.screen)")
      session.type(":lang es\r")
      #expect(session.waitFor("¿Cuántas filas hay ahora?"), "\(session.screen)")
      #expect(session.waitFor("cuestionario 1/3> "), "\(session.screen)")
      session.type("3\r")
      #expect(session.waitFor("guardada: 3"), "\(session.screen)")
      #expect(session.waitFor("cuestionario 2/3> "), "\(session.screen)")
      kill(session.pid, SIGKILL)
    }
    let session = try PseudoTerminalEndToEndTests.PseudoTerminalSession(
      arguments: ["--lang", "es"] + arguments, environment: environment)
    #expect(session.waitFor("llevas 1 de 3 respondidos"), "\(session.screen)")
    #expect(session.waitFor("cuestionario 2/3> "), "\(session.screen)")
    session.type("\u{04}")
    #expect(session.waitFor("Tus respuestas están guardadas"), "\(session.screen)")
    #expect(session.exitStatus() == 0, "\(session.screen)")
  }

  /// Practice on a terminal, in Spanish: the grade and the simulation come at once, on the
  /// same screen the learner types into.
  @Test func practiceOnATerminalInSpanishGradesAtOnce() throws {
    let room = Classroom()
    defer { try? FileManager.default.removeItem(at: room.folder) }
    let environment = IdlabBinary.environment(state: room.folder, extra: room.environment)
    let session = try PseudoTerminalEndToEndTests.PseudoTerminalSession(
      arguments: ["--lang", "es", "quiz", "take", "fixture-practice", "--student", "ana"],
      environment: environment)
    #expect(session.waitFor("¿Cuántas filas hay ahora?"), "\(session.screen)")
    #expect(session.waitFor("cuestionario 1/3> "), "\(session.screen)")
    session.type("4\r")
    #expect(session.waitFor("✗ no exactamente"), "\(session.screen)")
    #expect(session.waitFor("Lo que hizo la simulación"), "\(session.screen)")
    #expect(!session.screen.contains("not quite"), "no English on a Spanish screen")
    kill(session.pid, SIGKILL)
  }
}
