import Foundation
import Testing

/// The instructor decides when a quiz opens and closes (issue #25): `opens:`, `idlab quiz
/// close` (open takes submitted, nothing recorded afterwards), and a take whose time ran out is
/// submitted at its deadline with the reason recorded, without the student typing again.
@Suite struct QuizAvailabilityEndToEndTests {
  /// The test quiz of `QuizFailedRunEndToEndTests` with `settings` added to its `quiz` block,
  /// in both languages, in a new folder.
  static func quizFolder(settings: String) throws -> URL {
    try QuizFailedRunEndToEndTests.writeQuiz {
      $0.replacingOccurrences(of: "mode: practice", with: "mode: exam\n" + settings)
    }
  }

  /// A quiz folder with `settings`, a state folder, and the environment that uses both.
  static func classroom(settings: String) throws -> (URL, URL, [String: String]) {
    let folder = try quizFolder(settings: settings)
    let state = IdlabBinary.temporaryFolder()
    let environment = [
      "IDLAB_QUIZZES": folder.path,
      "IDLAB_STORE": state.appendingPathComponent("class.sqlite").path,
    ]
    return (folder, state, environment)
  }

  @Test func closeSubmitsOpenTakesAndRefusesEverythingAfter() throws {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let environment = ["IDLAB_STORE": state.appendingPathComponent("class.sqlite").path]
    func run(_ arguments: [String], _ input: String = "") throws -> IdlabBinary.Result {
      try IdlabBinary.run(arguments, input: input, environment: environment, state: state)
    }
    let take = ["quiz", "take", "identity-checkpoint", "--student"]
    #expect(try run(take + ["ana"], "7\n").standardOutput.contains("recorded: 7"))
    let closed = try run(["quiz", "close", "identity-checkpoint"])
    #expect(closed.status == 0)
    #expect(closed.standardOutput.contains("open takes submitted: 1"), "\(closed.standardOutput)")
    let again = try run(take + ["ana"], "3\n")
    #expect(again.standardOutput.contains("You submitted"), "\(again.standardOutput)")
    for language in ["en", "es"] {
      let late = try run(["--lang", language] + take + ["bruno"], "3\n")
      #expect(late.status == 1)
      let expected = language == "es" ? "cerró el" : "closed at"
      #expect(late.standardError.contains(expected), "\(late.standardError)")
    }
    let report = try run(["quiz", "report", "identity-checkpoint"])
    #expect(report.standardOutput.contains("1/9 (closed)"), "\(report.standardOutput)")
    let answers = try run(
      ["quiz", "report", "identity-checkpoint", "--attempts", "--format", "json"])
    let rows =
      try JSONSerialization.jsonObject(with: Data(answers.standardOutput.utf8)) as? [Any]
    #expect(rows?.count == 1, "only the answer before the close: \(answers.standardOutput)")
  }

  @Test func aQuizThatHasNotOpenedRefusesToStart() throws {
    let folder = try Self.quizFolder(settings: "opens: 2999-01-01T00:00:00Z")
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    for language in ["en", "es"] {
      let result = try IdlabBinary.run(
        ["--lang", language, "quiz", "take", "traps", "--student", "ana"], input: "2\n",
        environment: ["IDLAB_QUIZZES": folder.path], state: state)
      #expect(result.status == 1)
      let expected = language == "es" ? "se abre el 2999-01-01" : "opens at 2999-01-01"
      #expect(result.standardError.contains(expected), "\(result.standardError)")
      #expect(!result.standardOutput.contains("How many rows"))
    }
  }

  @Test func aTakeOutOfTimeIsSubmittedAtItsDeadline() throws {
    let (folder, state, environment) = try Self.classroom(settings: "time-limit: 1s")
    defer {
      try? FileManager.default.removeItem(at: folder)
      try? FileManager.default.removeItem(at: state)
    }
    let started = try IdlabBinary.run(
      ["quiz", "take", "traps", "--student", "ana"], input: "y\n", environment: environment,
      state: state)
    #expect(started.standardOutput.contains("How many rows"), "\(started.standardOutput)")
    Thread.sleep(forTimeInterval: 2)
    // The student never comes back: the report finds the take submitted, for running out.
    let report = try IdlabBinary.run(
      ["quiz", "report", "traps"], environment: environment, state: state)
    #expect(report.standardOutput.contains("0/1 (time up)"), "\(report.standardOutput)")
  }

  /// A timed quiz's clock starts when the student confirms its start screen: a connection
  /// that does not (`ssh … id`, a student who only reads the rules) starts no take.
  @Test(arguments: ["en", "es"])
  func aTimedQuizStartsOnlyWhenTheStudentSaysSo(language: String) throws {
    let (folder, state, environment) = try Self.classroom(settings: "time-limit: 20m")
    defer {
      try? FileManager.default.removeItem(at: folder)
      try? FileManager.default.removeItem(at: state)
    }
    let take = ["--lang", language, "quiz", "take", "traps", "--student", "ana"]
    let prompt = language == "es" ? "¿Cuántas filas" : "How many rows"
    for input in ["", "n\n"] {
      let left = try IdlabBinary.run(take, input: input, environment: environment, state: state)
      let limit = language == "es" ? "Tiempo límite: 20:00" : "Time limit: 20:00"
      #expect(left.standardOutput.contains(limit), "\(left.standardOutput)")
      #expect(!left.standardOutput.contains(prompt), "\(left.standardOutput)")
      let report = try IdlabBinary.run(
        ["quiz", "report", "traps", "--format", "json"], environment: environment, state: state)
      let object =
        try JSONSerialization.jsonObject(with: Data(report.standardOutput.utf8))
        as? [String: Any]
      #expect((object?["students"] as? [Any])?.isEmpty == true, "\(report.standardOutput)")
    }
    let started = try IdlabBinary.run(
      take, input: "y\n", environment: environment, state: state)
    let question = language == "es" ? "¿Cuántas filas hay?" : "How many rows are there?"
    #expect(started.standardOutput.contains(question), "\(started.standardOutput)")
  }

  /// A student's extra time extends the quiz's `closes:` for them alone.
  @Test func extraTimeExtendsTheClosingTimeForThatStudent() throws {
    let closes = ISO8601DateFormatter().string(from: Date().addingTimeInterval(-600))
    let (folder, state, environment) = try Self.classroom(settings: "closes: \(closes)")
    defer {
      try? FileManager.default.removeItem(at: folder)
      try? FileManager.default.removeItem(at: state)
    }
    func take(_ student: String) throws -> IdlabBinary.Result {
      try IdlabBinary.run(
        ["quiz", "take", "traps", "--student", student], input: "", environment: environment,
        state: state)
    }
    let extra = try IdlabBinary.run(
      ["quiz", "extra-time", "traps", "--student", "ana", "--minutes", "60"],
      environment: environment, state: state)
    #expect(extra.status == 0, "\(extra.standardError)")
    // Closed ten minutes ago: ana's hour still runs, bruno's time is over.
    #expect(try take("ana").standardOutput.contains("How many rows"))
    let late = try take("bruno")
    #expect(late.status == 1)
    #expect(late.standardError.contains("closed at"), "\(late.standardError)")
  }
}
