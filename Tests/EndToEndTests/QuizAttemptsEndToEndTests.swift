import Foundation
import Testing

/// `attempts:` and `keep:` through the built binary (docs/quiz-format.md, "Attempts"): the
/// fixture practice quiz (`Fixtures/quiz`, items `rows-count`, `third-tint` in two variants,
/// `warning`, a point each) with `attempts: 2` and `keep: best` added in both languages.
@Suite struct QuizAttemptsEndToEndTests {
  /// A class folder with the fixture practice quiz allowing two attempts, keeping the best.
  struct Room {
    let folder = IdlabBinary.temporaryFolder()

    init() throws {
      for language in ["en", "es"] {
        let source = QuizEndToEndTests.fixtures.appendingPathComponent("\(language)/practice.md")
        let text = try String(contentsOf: source, encoding: .utf8).replacingOccurrences(
          of: "mode: practice\n", with: "mode: practice\nattempts: 2\nkeep: best\n")
        let target = folder.appendingPathComponent("quizzes/\(language)")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: target.appendingPathComponent("practice.md"))
      }
    }

    func run(_ arguments: [String], input: String = "") throws -> IdlabBinary.Result {
      try IdlabBinary.run(
        arguments, input: input,
        environment: [
          "IDLAB_QUIZZES": folder.appendingPathComponent("quizzes").path,
          "IDLAB_GRADEBOOK": folder.appendingPathComponent("class.sqlite").path,
        ], state: folder, timeout: 120)
    }
  }

  /// Ana takes the quiz twice: all right (3 of 3), then with the first item wrong (2 of 3).
  /// The second attempt asks before it starts, has a seed of its own and shows `third-tint`
  /// in its other variant; the report keeps the best (take 1, 3 points), `--last` the second;
  /// a third start is refused, in either language; an abandoned take resumes as the same
  /// attempt.
  @Test func aSecondAttemptHasANewVariantTheBestCountsAndAThirdIsRefused() throws {
    let room = try Room()
    defer { try? FileManager.default.removeItem(at: room.folder) }
    let take = ["quiz", "take", "fixture-practice", "--student"]

    let first = try room.run(take + ["ana"], input: "3\n3\nno\ny\n")
    #expect(first.status == 0, "\(first.standardError)")
    #expect(first.standardOutput.contains("Attempt 1 of 2."))
    #expect(first.standardOutput.contains("Total: 3 of 3 points"))

    let second = try room.run(take + ["ana"], input: "y\n5\n3\nno\ny\n")
    #expect(second.status == 0, "\(second.standardError)")
    #expect(second.standardOutput.contains("Attempt 2 of 2."))
    #expect(second.standardOutput.contains("Total: 2 of 3 points"))

    // One row per answer: the take, its seed and the item's variant.
    let answers = try room.run(
      ["quiz", "report", "fixture-practice", "--format", "json", "--attempts"])
    #expect(answers.status == 0, "\(answers.standardError)")
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(answers.standardOutput.utf8))
        as? [[String: Any]])
    #expect(rows.count == 6)
    let seeds = Dictionary(grouping: rows) { $0["take"] as? Int ?? 0 }.mapValues {
      Set($0.compactMap { $0["seed"] as? String })
    }
    #expect(seeds.keys.sorted() == [1, 2])
    #expect(seeds[1]?.count == 1 && seeds[2]?.count == 1)
    #expect(seeds[1] != seeds[2], "each attempt has its own seed: \(seeds)")
    let tints = rows.filter { $0["item"] as? String == "third-tint" }.compactMap {
      $0["variant"] as? Int
    }
    #expect(tints.count == 2)
    #expect(Set(tints).count == 2, "the second attempt shows the other variant: \(tints)")

    // The best is kept: take 1, 3 points; `--last` keeps the second, 2 points.
    let csv = try room.run(["quiz", "report", "fixture-practice", "--format", "csv"])
    #expect(csv.standardOutput.contains("\r\nana,1,en,3,3,100,3,3,"), "\(csv.standardOutput)")
    let last = try room.run(["quiz", "report", "fixture-practice", "--format", "csv", "--last"])
    #expect(last.standardOutput.contains("\r\nana,2,en,2,3,66.7,3,3,"), "\(last.standardOutput)")
    let moodle = try room.run(["quiz", "report", "fixture-practice", "--format", "moodle"])
    #expect(moodle.standardOutput.contains("\r\nana,3\r\n"), "\(moodle.standardOutput)")
    let text = try room.run(["quiz", "report", "fixture-practice"])
    #expect(text.standardOutput.contains("best attempts kept"))

    // The review shows each attempt and the score kept.
    let review = try room.run(["quiz", "report", "fixture-practice", "--student", "ana"])
    #expect(review.standardOutput.contains("ana · take 1/2 · en"), "\(review.standardOutput)")
    #expect(review.standardOutput.contains("ana · take 2/2 · en"))
    #expect(review.standardOutput.contains("2. third-tint · variant 1 of 2 (tint=pink)"))
    #expect(review.standardOutput.contains("2. third-tint · variant 2 of 2 (tint=purple)"))
    #expect(
      review.standardOutput.contains(
        "kept score (`keep: best`): 3 of 3 pt, from take 1 (2 attempts started)"))

    // A third start is refused, and nothing is recorded.
    let third = try room.run(take + ["ana"], input: "y\n3\n")
    #expect(third.status == 1)
    #expect(
      third.standardError.contains(
        "you have used every attempt at `fixture-practice`: it allows 2 attempts"),
      "\(third.standardError)")
    let spanish = try room.run(["--lang", "es"] + take + ["ana"])
    #expect(spanish.status == 1)
    #expect(
      spanish.standardError.contains(
        "ya usaste todos los intentos de `fixture-practice`: permite 2 intentos"))
    let after = try room.run(
      ["quiz", "report", "fixture-practice", "--format", "json", "--attempts"])
    #expect(after.standardOutput == answers.standardOutput)

    // Bruno leaves his first attempt without answering: running `take` again resumes it
    // (no new attempt); once it is submitted, his second attempt starts.
    let left = try room.run(take + ["bruno"])
    #expect(left.standardOutput.contains("Attempt 1 of 2."))
    let resumed = try room.run(take + ["bruno"], input: "3\n3\nno\ny\n")
    #expect(!resumed.standardOutput.contains("Attempt"), "\(resumed.standardOutput)")
    #expect(resumed.standardOutput.contains("Total: 3 of 3 points"))
    let again = try room.run(take + ["bruno"], input: "n\n")
    #expect(again.standardOutput.contains("Attempt 2 of 2."))
    #expect(again.standardOutput.contains("Not started: nothing was recorded"))
  }
}
