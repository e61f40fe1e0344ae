import Foundation
import Testing

/// `idlab quiz regrade --apply` writes a history row (old and new score and truth, item hash,
/// simulator version, time, who) and the report shows it (issue #25).
@Suite struct QuizRegradeHistoryEndToEndTests {
  @Test func aRegradeIsRecordedAndReported() throws {
    let folder = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(start: Int) throws {
      try QuizFailedRunEndToEndTests.writeQuiz(into: folder) {
        $0.replacingOccurrences(of: "var count = 1", with: "var count = \(start)")
      }
    }
    try write(start: 1)
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let environment = [
      "IDLAB_QUIZZES": folder.path,
      "IDLAB_STORE": state.appendingPathComponent("class.sqlite").path,
    ]
    func run(_ arguments: [String], _ input: String = "") throws -> IdlabBinary.Result {
      try IdlabBinary.run(arguments, input: input, environment: environment, state: state)
    }
    _ = try run(["quiz", "take", "traps", "--student", "ana"], "2\n")
    func answer() throws -> [String: Any] {
      let json = try run(["quiz", "report", "traps", "--attempts", "--format", "json"])
      let rows =
        try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]]
      return try #require(rows?.first, "\(json.standardOutput)")
    }
    // The scene starts at 1 and adds 1 or 2: the truth is 2 (the answer is right) or 3.
    let before = try answer()
    let right = before["truth"] as? String == "2"
    // Starting at 5 makes 2 wrong (6 or 7); at 0, 2 becomes right for the variant adding 2.
    try write(start: right ? 5 : 0)
    let applied = try run(["quiz", "regrade", "traps", "--apply"])
    #expect(applied.status == 0, "\(applied.standardOutput)\(applied.standardError)")
    let after = try answer()
    #expect(after["score"] as? Double == (right ? 0 : 1), "\(after)")
    #expect(after["truth"] as? String == (right ? "6" : "2"), "\(after)")
    #expect(after["itemHash"] as? String != before["itemHash"] as? String)
    let report = try run(["quiz", "report", "traps"])
    #expect(report.standardOutput.contains("Regrades"), "\(report.standardOutput)")
    let line = right ? "ana take 1 · rows: score 1 → 0" : "ana take 1 · rows: score 0 → 1"
    #expect(report.standardOutput.contains(line), "\(report.standardOutput)")
    let truths = right ? "simulation 2 → 6" : "simulation 3 → 2"
    #expect(report.standardOutput.contains(truths), "\(report.standardOutput)")
  }
}
