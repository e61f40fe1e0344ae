import Foundation
import Testing

/// Banks and draws through the built binary (docs/quiz-format.md, "Banks and draws"): the
/// fixture folder `Fixtures/quiz-bank` holds the bank `rows-bank` (five items, four tagged
/// `foreach-ids`) and the quiz `drawn-exam` (an own item, then `draw: 2 from tag foreach-ids`).
@Suite(.serialized) struct QuizDrawEndToEndTests {
  static let fixtures = IdlabBinary.repositoryRoot.appendingPathComponent(
    "Tests/EndToEndTests/Fixtures/quiz-bank")

  /// The ids of the bank's items tagged `foreach-ids`, as the fixture writes them.
  static let pool: Set<String> = [
    "rows-bank/append-count", "rows-bank/remove-count", "rows-bank/insert-tint",
    "rows-bank/note-migrates",
  ]

  static func run(
    _ arguments: [String], input: String = "", quizzes: URL = fixtures, state: URL
  ) throws -> IdlabBinary.Result {
    try IdlabBinary.run(
      arguments, input: input,
      environment: [
        "IDLAB_QUIZZES": quizzes.path,
        "IDLAB_GRADEBOOK": state.appendingPathComponent("class.sqlite").path,
      ], state: state, timeout: 120)
  }

  /// Ten students take the quiz; the gradebook's answers say which items each one got: two
  /// distinct items of the tagged pool after the own item, and not every student the same two.
  @Test func aDrawGivesStudentsDifferentItemSets() throws {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let students = (1...10).map { "student\($0)" }
    for (index, student) in students.enumerated() {
      let language = index.isMultiple(of: 2) ? "en" : "es"
      let take = try Self.run(
        ["--lang", language, "quiz", "take", "drawn-exam", "--student", student],
        input: language == "en" ? "1\n1\n1\ny\n" : "1\n1\n1\ns\n", state: state)
      #expect(take.status == 0, "\(student): \(take.standardError)")
      #expect(take.standardOutput.contains(language == "en" ? "Item 3 of 3" : "Ítem 3 de 3"))
    }
    let attempts = try Self.run(
      ["quiz", "report", "drawn-exam", "--format", "json", "--attempts"], state: state)
    #expect(attempts.status == 0, "\(attempts.standardError)")
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(attempts.standardOutput.utf8))
        as? [[String: Any]])
    var sets: [String: [String]] = [:]
    for row in rows {
      let student = try #require(row["student"] as? String)
      sets[student, default: []].append(try #require(row["item"] as? String))
    }
    #expect(Set(sets.keys) == Set(students))
    for (student, items) in sets {
      #expect(items.count == 3, "\(student): \(items)")
      #expect(items.first == "first")
      let drawn = Set(items.dropFirst())
      #expect(drawn.count == 2, "\(student) got one item twice: \(items)")
      #expect(drawn.isSubset(of: Self.pool), "\(student): \(items)")
    }
    let distinct = Set(sets.values.map { Set($0.dropFirst()) })
    #expect(distinct.count >= 2, "every student got \(distinct)")

    // The report's tags: every drawn item carries foreach-ids, so 20 given and answered.
    let report = try Self.run(["quiz", "report", "drawn-exam"], state: state)
    #expect(report.status == 0)
    let lines = report.standardOutput.split(separator: "\n").map(String.init)
    let tags = try #require(lines.firstIndex(of: "Tags"))
    #expect(lines[tags + 1].split(separator: " ") == ["tag", "items", "mean", "score", "answered"])
    let foreach = try #require(lines.first { $0.hasPrefix("  foreach-ids ") })
    #expect(foreach.split(separator: " ").first { $0.contains("/") } == "20/20")
    #expect(foreach.split(separator: " ")[1] == "4")
  }

  /// A student's take in Spanish shows the Spanish bank's prompts, and the same student gets
  /// the same items when the take resumes.
  @Test func aDrawnItemIsTheBankInTheStudentsLanguageAndResumes() throws {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let first = try Self.run(
      ["--lang", "es", "quiz", "take", "drawn-exam", "--student", "ana"], input: "1\n",
      state: state)
    #expect(first.status == 0, "\(first.standardError)")
    let secondPrompt = try #require(
      first.standardOutput.split(separator: "\n").first {
        $0.hasPrefix("[") && !$0.hasPrefix("[first]")
      })
    let spanish = ["Añade", "Elimina", "Inserta"].contains { secondPrompt.contains($0) }
    #expect(spanish || first.standardOutput.contains("SwiftData"), "\(secondPrompt)")
    let again = try Self.run(
      ["--lang", "es", "quiz", "take", "drawn-exam", "--student", "ana"], state: state)
    #expect(again.standardOutput.contains(String(secondPrompt)))
  }

  /// `quiz check` checks the bank as a file of its own and prints items and variants per tag;
  /// a bank is never taken.
  @Test func checkCountsTagsAndABankIsNotTaken() throws {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let check = try Self.run(["quiz", "check", Self.fixtures.path], state: state)
    #expect(check.status == 0, "\(check.standardError)")
    // Items: the bank's 5 and the quiz's own 1. Variants: 3 + 2 + 3 + 1 + 1, and 1.
    expectLines(
      check.standardOutput,
      """
      checking \(Self.fixtures.path)
      ok: 1 quiz · 1 bank · 6 items · 11 variants · languages: en, es
      Tags:
        colors: 1 item · 3 variants
        counting: 2 items · 5 variants
        foreach-ids: 4 items · 9 variants
        warnings: 1 item · 1 variant

      """)
    let bank = try Self.run(["quiz", "take", "rows-bank", "--student", "ana"], state: state)
    #expect(bank.status == 64)
    #expect(bank.standardError.contains("`rows-bank` is a bank"))
  }

  /// A draw asking for more than the bank has fails `quiz check` (Q124, in each language) and
  /// keeps the quiz from being taken.
  @Test func aDrawLargerThanTheBankIsRefused() throws {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let folder = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for language in ["en", "es"] {
      let directory = folder.appendingPathComponent(language)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      for file in ["rows-bank.md", "drawn.md"] {
        let text = try String(
          contentsOf: Self.fixtures.appendingPathComponent("\(language)/\(file)"), encoding: .utf8)
        try text.replacingOccurrences(of: "draw: 2 from", with: "draw: 5 from").write(
          to: directory.appendingPathComponent(file), atomically: true, encoding: .utf8)
      }
    }
    let check = try Self.run(["--lang", "es", "quiz", "check", folder.path], state: state)
    #expect(check.status == 65)
    #expect(
      check.standardError.contains(
        "/es/drawn.md:15:1: error[Q124]: la extracción `pair` pide 5 ítems con la etiqueta "
          + "`foreach-ids`, pero los bancos de esta carpeta tienen 4"))
    #expect(check.standardError.contains("/en/drawn.md:15:1: error[Q124]"))
    let take = try Self.run(
      ["quiz", "take", "drawn-exam", "--student", "ana"], quizzes: folder, state: state)
    #expect(take.status == 65)
    #expect(take.standardError.contains("asks for 5 items tagged `foreach-ids`"))
  }
}
