import Foundation
import Testing

/// `idlab quiz report QUIZ --student ID` shows one student's take item by item, and
/// `idlab quiz grade` overrides one item's score with a comment: the history keeps the computed
/// score and the override, a regrade leaves the override alone, and the student sees the new
/// score and the comment once results are released (issue #28).
@Suite struct QuizOverrideEndToEndTests {
  @Test func anOverrideRoundTripsToTheStudentsReleaseScreen() throws {
    let room = QuizEndToEndTests.Classroom()
    defer { try? FileManager.default.removeItem(at: room.folder) }
    // The fixture exam (Fixtures/quiz/en/exam.md), one point an item: appending a ship to two
    // gives 3 rows (5 is wrong), the third row wears blue (choice 3), and no warning is logged.
    let take = try room.run(
      ["quiz", "take", "fixture-exam", "--student", "ana"], input: "5\n3\nno\ny\n")
    #expect(take.status == 0, "\(take.standardError)")

    let review = try room.run(["quiz", "report", "fixture-exam", "--student", "ana"])
    #expect(review.status == 0, "\(review.standardError)")
    let seen = review.standardOutput
    #expect(seen.contains("ana · take 1 · en"), "\(seen)")
    #expect(seen.contains("2 of 3 pt"), "\(seen)")
    #expect(seen.contains("1. rows-count · variant 1 of 1"), "\(seen)")
    #expect(seen.contains("2. third-tint · variant "), "\(seen)")
    #expect(seen.contains("(tint=pink)") || seen.contains("(tint=purple)"), "\(seen)")
    #expect(seen.contains("struct Rows: View"), "the code shown: \(seen)")
    #expect(seen.contains("code shown: the same as item 1"), "\(seen)")
    #expect(seen.contains("answer:     5 (read as 5; in en)"), "\(seen)")
    #expect(seen.contains("simulation: 3 (as recorded)"), "\(seen)")
    #expect(seen.contains("key:        3"), "\(seen)")
    #expect(seen.contains("score:      0 of 1 pt"), "\(seen)")
    let spanish = try room.run([
      "--lang", "es", "quiz", "report", "fixture-exam", "--student", "ana",
    ])
    #expect(spanish.standardOutput.contains("respuesta:  5 (leída como 5; en en)"))
    #expect(spanish.standardOutput.contains("clave:      3"))

    // Out of range: more than the item's point, an item the take does not have, a student
    // who never took the quiz; nothing is recorded.
    let tooMuch = try room.run(
      [
        "quiz", "grade", "fixture-exam", "--student", "ana", "--item", "1", "--score", "2",
        "--comment", "x",
      ])
    #expect(tooMuch.status == 64, "\(tooMuch.standardError)")
    #expect(tooMuch.standardError.contains("0…1"))
    let noItem = try room.run(
      [
        "quiz", "grade", "fixture-exam", "--student", "ana", "--item", "4", "--score", "1",
        "--comment", "x",
      ])
    #expect(noItem.status == 64, "\(noItem.standardError)")
    let nobody = try room.run(
      [
        "quiz", "grade", "fixture-exam", "--student", "bruno", "--item", "1", "--score", "1",
        "--comment", "x",
      ])
    #expect(nobody.status == 1, "\(nobody.standardError)")

    let grade = try room.run(
      [
        "quiz", "grade", "fixture-exam", "--student", "ana", "--item", "1", "--score", "1",
        "--comment", "Counted the header row\u{1B}[2J", "--by", "prof",
      ])
    #expect(grade.status == 0, "\(grade.standardError)")
    #expect(
      grade.standardOutput.contains("ana, item 1 (rows-count, take 1): 0 → 1 of 1 pt, by prof"))

    // The answer keeps its first score; the history has the override with who and why.
    let attempts = try room.run([
      "quiz", "report", "fixture-exam", "--attempts", "--format", "json",
    ])
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(attempts.standardOutput.utf8)) as? [[String: Any]]
    )
    let counted = try #require(rows.first { $0["item"] as? String == "rows-count" })
    #expect(counted["score"] as? Double == 1)
    #expect(counted["originalScore"] as? Double == 0)
    let json = try room.run(["quiz", "report", "fixture-exam", "--format", "json"])
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let history = try #require(report["regrades"] as? [[String: Any]])
    #expect(history.count == 1)
    #expect(history.first?["reason"] as? String == "override")
    #expect(history.first?["oldScore"] as? Double == 0)
    #expect(history.first?["newScore"] as? Double == 1)
    #expect(history.first?["who"] as? String == "prof")
    #expect(history.first?["comment"] as? String == "Counted the header row\u{1B}[2J")
    let students = try #require(report["students"] as? [[String: Any]])
    #expect(students.first?["score"] as? Double == 3)

    // A regrade on the same simulator changes nothing, and never undoes an override.
    let regrade = try room.run(["quiz", "regrade", "fixture-exam", "--apply"])
    #expect(regrade.status == 0)
    let after = try room.run(["quiz", "report", "fixture-exam", "--student", "ana"])
    #expect(
      after.standardOutput.contains("override:   0 → 1 pt by prof"), "\(after.standardOutput)")
    #expect(!after.standardOutput.contains("\u{1B}[2J"), "the comment reaches no terminal raw")

    // Held until release, then shown with the comment.
    let held = try room.run(["quiz", "take", "fixture-exam", "--student", "ana"])
    #expect(!held.standardOutput.contains("Counted the header row"))
    _ = try room.run(["quiz", "release", "fixture-exam"])
    let released = try room.run(["quiz", "take", "fixture-exam", "--student", "ana"])
    let out = released.standardOutput
    #expect(
      out.contains("Your instructor changed this score (it was 0 pt): Counted the header row␛[2J"),
      "\(out)")
    #expect(out.contains("Total: 3 of 3 points"), "\(out)")
    #expect(!out.contains("\u{1B}[2J"))
  }
}
