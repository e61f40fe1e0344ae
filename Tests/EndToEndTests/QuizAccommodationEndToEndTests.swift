import Foundation
import Testing

/// Accommodations: a student's own closing time (`idlab quiz extra-time --closes`) replaces the
/// quiz's `closes:` for them, their extra minutes add to it, and their start screen says when
/// the quiz closes for them and how many minutes they have (issue #28).
@Suite struct QuizAccommodationEndToEndTests {
  @Test func aClosingTimeOfTheirOwnIsOnTheStartScreen() throws {
    let folder = try QuizFailedRunEndToEndTests.writeQuiz {
      $0.replacingOccurrences(
        of: "mode: practice", with: "mode: practice\ntime-limit: 20m\ncloses: 2000-01-01T00:00:00Z")
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let environment = [
      "IDLAB_QUIZZES": folder.path,
      "IDLAB_STORE": state.appendingPathComponent("class.sqlite").path,
    ]
    func run(_ arguments: [String], _ input: String = "") throws -> IdlabBinary.Result {
      try IdlabBinary.run(arguments, input: input, environment: environment, state: state)
    }
    // The quiz closed in 2000: nobody starts it.
    let closed = try run(["quiz", "take", "traps", "--student", "ana"], "n\n")
    #expect(closed.status == 1, "\(closed.standardOutput)\(closed.standardError)")

    let bad = try run(["quiz", "extra-time", "traps", "--student", "ana", "--closes", "tomorrow"])
    #expect(bad.status == 64, "\(bad.standardError)")
    let given = try run(
      ["quiz", "extra-time", "traps", "--student", "ana", "--closes", "2099-01-01T10:00:00Z"])
    #expect(given.status == 0, "\(given.standardError)")
    #expect(given.standardOutput.contains("`traps` now closes for ana at 2099-01-01T10:00:00Z"))
    let extra = try run(["quiz", "extra-time", "traps", "--student", "ana", "--minutes", "10"])
    #expect(extra.standardOutput.contains("ana now has 10 extra minutes"))
    let more = try run(["quiz", "extra-time", "traps", "--student", "ana", "--minutes", "5"])
    #expect(more.standardOutput.contains("ana now has 15 extra minutes"))

    // 10:00 plus 15 extra minutes; 20 minutes of limit plus 15 extra, long before 2099.
    let start = try run(["quiz", "take", "traps", "--student", "ana"], "n\n")
    #expect(start.status == 0, "\(start.standardError)")
    #expect(
      start.standardOutput.contains(
        "Your quiz closes at 2099-01-01T10:15:00Z; you have 35 minutes."),
      "\(start.standardOutput)")
    #expect(start.standardOutput.contains("Not started"), "\(start.standardOutput)")
    let spanish = try run(["--lang", "es", "quiz", "take", "traps", "--student", "ana"], "n\n")
    #expect(
      spanish.standardOutput.contains(
        "Tu cuestionario cierra a las 2099-01-01T10:15:00Z; tienes 35 minutos."),
      "\(spanish.standardOutput)")
    // Another student still has the quiz's closing time.
    let other = try run(["quiz", "take", "traps", "--student", "bruno"], "n\n")
    #expect(other.status == 1, "\(other.standardOutput)")
    // Ana takes it after the quiz's own closing time, with her 35 minutes, and it is graded.
    let taken = try run(["quiz", "take", "traps", "--student", "ana"], "y\n2\n")
    #expect(taken.status == 0, "\(taken.standardError)")
    #expect(taken.standardOutput.contains("time left 35:00"), "\(taken.standardOutput)")
    #expect(taken.standardOutput.contains("What the simulation did"), "\(taken.standardOutput)")
  }
}
