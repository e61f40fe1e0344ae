import Foundation
import Testing

/// Grades and questions into the LMS, through the built binary, each output read by a parser
/// that is not idlab's: Python's `csv` for the Canvas and Moodle gradebook CSVs, Python's
/// `xml.etree` for Moodle XML, and `pygiftparser` (PyPI, in `.build/gift-venv`, which `make test`
/// installs and names in `IDLAB_GIFT_PYTHON`) for GIFT.
///
/// The class: ana ("Pérez, Ana") and bruno take `drawn-exam` (Fixtures/quiz-bank); carla is on
/// the roster and never starts.
@Suite(.serialized) struct QuizLMSEndToEndTests {
  static let fixtures = QuizDrawEndToEndTests.fixtures

  /// Three ed25519 keys (the roster needs one per student).
  static let keys = [
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIDGmfTTrHXMk9eSkmJxzKI2RkKvL8Ui6WRCTmsa7v8Nv",
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJVwDyEEbLpMlxQyajpyz4z/Tw2lzrXprr4jb/D6xGLF",
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIM2bxVpHq3Kz8xMUAOHOcqUFnE3lVeDaKEOtxc1fq4zt",
  ]

  /// A gradebook with the roster imported and two takes submitted.
  struct Class {
    let state = IdlabBinary.temporaryFolder()

    func run(_ arguments: [String], input: String = "") throws -> IdlabBinary.Result {
      try QuizDrawEndToEndTests.run(arguments, input: input, state: state)
    }

    init() throws {
      let roster = state.appendingPathComponent("roster.csv")
      try """
      id,name,ssh public key,extra minutes,language
      ana,"Pérez, Ana",\(QuizLMSEndToEndTests.keys[0]),,
      bruno,Bruno,\(QuizLMSEndToEndTests.keys[1]),,
      carla,Carla,\(QuizLMSEndToEndTests.keys[2]),,

      """.write(to: roster, atomically: true, encoding: .utf8)
      let imported = try run(["quiz", "roster", "import", roster.path])
      #expect(imported.status == 0, "\(imported.standardError)")
      for student in ["ana", "bruno"] {
        let take = try run(
          ["quiz", "take", "drawn-exam", "--student", student], input: "3\n1\n1\ny\n")
        #expect(take.status == 0, "\(take.standardError)")
      }
    }

    /// Each student's score, from the JSON report.
    func scores() throws -> [String: Double] {
      let json = try run(["quiz", "report", "drawn-exam", "--format", "json"])
      let object = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8))
      let students = try #require((object as? [String: Any])?["students"] as? [[String: Any]])
      var scores: [String: Double] = [:]
      for row in students {
        scores[try #require(row["student"] as? String)] = try #require(row["score"] as? Double)
      }
      return scores
    }
  }

  /// Python's `csv` reads the document into rows.
  static func csvRows(_ document: String) throws -> [[String]] {
    let output = try PythonScript.run(
      "import csv, json, sys\nprint(json.dumps(list(csv.reader(sys.stdin, strict=True))))",
      input: document, python: PythonScript.system)
    return try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String]])
  }

  /// The points the fixture's quiz is worth: `first` (1) and two drawn items at `points: 3`.
  static let pointsPossible = 7.0

  @Test func canvasHasItsLayoutAndEveryRosterStudent() throws {
    let room = try Class()
    defer { try? FileManager.default.removeItem(at: room.state) }
    let scores = try room.scores()
    let result = try room.run(["quiz", "report", "drawn-exam", "--format", "canvas"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.hasSuffix("\r\n"))
    let rows = try Self.csvRows(result.standardOutput)
    #expect(
      rows.first == ["Student", "ID", "SIS User ID", "SIS Login ID", "Section", "Drawn quiz"])
    #expect(rows.dropFirst().first == ["    Points Possible", "", "", "", "", "7"])
    let students = Array(rows.dropFirst(2))
    #expect(students.map { $0[0] } == ["Pérez, Ana", "Bruno", "Carla"])
    #expect(students.map { $0[3] } == ["ana", "bruno", "carla"])
    #expect(students.allSatisfy { $0.count == 6 && $0[1] == "" && $0[2] == "" && $0[4] == "" })
    #expect(Double(students[0][5]) == scores["ana"])
    #expect(Double(students[1][5]) == scores["bruno"])
    #expect(students[2][5] == "", "carla never started: no grade, not 0")
    #expect(scores.values.allSatisfy { $0 <= Self.pointsPossible })
  }

  @Test func moodleHasAnIdentifierAndAGradeForEveryRosterStudent() throws {
    let room = try Class()
    defer { try? FileManager.default.removeItem(at: room.state) }
    let scores = try room.scores()
    let result = try room.run(["quiz", "report", "drawn-exam", "--format", "moodle"])
    #expect(result.status == 0, "\(result.standardError)")
    let rows = try Self.csvRows(result.standardOutput)
    #expect(rows.first == ["username", "Drawn quiz"])
    #expect(rows.dropFirst().map { $0[0] } == ["ana", "bruno", "carla"])
    #expect(rows.allSatisfy { $0.count == 2 })
    #expect(Double(rows[1][1]) == scores["ana"])
    #expect(Double(rows[2][1]) == scores["bruno"])
    #expect(rows[3][1] == "", "carla never started: no grade, not 0")
    let refused = try room.run(
      ["quiz", "report", "drawn-exam", "--format", "moodle", "--attempts"])
    #expect(refused.status == 64)
  }

  /// The bank's questions in the fixture: (item, variants, kind) as its files write them.
  static let bankItems: [(item: String, variants: Int, kind: String)] = [
    ("append-count", 3, "numerical"), ("remove-count", 2, "numerical"),
    ("insert-tint", 3, "multichoice"), ("note-migrates", 1, "multichoice"),
    ("append-warning", 1, "truefalse"),
  ]

  /// The scene of the bank's file in `language`, as written between its fences.
  static func bankScene(_ language: String) throws -> String {
    let text = try String(
      contentsOf: fixtures.appendingPathComponent("\(language)/rows-bank.md"), encoding: .utf8)
    let start = try #require(text.range(of: "```swift scene=rows\n"))
    let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
    return String(text[start.upperBound..<end.lowerBound])
  }

  @Test(arguments: ["en", "es"])
  func moodleXMLReadsWithEveryVariantAndTheCodeIntact(_ language: String) throws {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let result = try QuizDrawEndToEndTests.run(
      ["--lang", language, "quiz", "export", "rows-bank", "--moodle-xml"], state: state)
    #expect(result.status == 0, "\(result.standardError)")
    let script = """
      import json, sys
      import xml.etree.ElementTree as ET
      root = ET.fromstring(sys.stdin.buffer.read())
      out = []
      for q in root.findall("question"):
          if q.get("type") == "category":
              out.append({"category": q.find("category/text").text})
              continue
          out.append({
              "type": q.get("type"),
              "name": q.find("name/text").text,
              "text": q.find("questiontext/text").text,
              "feedback": q.find("generalfeedback/text").text or "",
              "grade": q.find("defaultgrade").text,
              "idnumber": q.find("idnumber").text,
              "fractions": [a.get("fraction") for a in q.findall("answer")],
              "tags": [t.text for t in q.findall("tags/tag/text")],
          })
      print(json.dumps(out))
      """
    let output = try PythonScript.run(
      script, input: result.standardOutput, python: PythonScript.system)
    let elements = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    let categories = elements.compactMap { $0["category"] as? String }
    #expect(
      categories
        == Self.bankItems.map { "$course$/top/idlab/rows_bank/\($0.item)" }
        .map { $0.replacingOccurrences(of: "-", with: "_") })
    let questions = elements.filter { $0["category"] == nil }
    #expect(questions.count == Self.bankItems.reduce(0) { $0 + $1.variants })
    let expected = Self.bankItems.flatMap { item in
      (1...item.variants).map { (item.item, $0, item.kind) }
    }
    let scene = try Self.bankScene(language)
    let indented = scene.split(separator: "\n", omittingEmptySubsequences: false)
      .map { "    " + $0 }.joined(separator: "\n")
    for (question, (item, variant, kind)) in zip(questions, expected) {
      #expect(question["type"] as? String == kind)
      #expect(question["idnumber"] as? String == "rows-bank.\(item).\(variant)")
      #expect(question["grade"] as? String == (item == "insert-tint" ? "2" : "1"))
      let fractions = question["fractions"] as? [String] ?? []
      #expect(fractions.filter { $0 == "100" }.count == 1, "\(item) \(variant): \(fractions)")
      if item == "note-migrates" { continue }  // a lesson's question, on the lesson's scene
      #expect((question["text"] as? String)?.contains(indented) == true, "\(item) \(variant)")
      #expect((question["feedback"] as? String)?.isEmpty == false)
    }
    #expect(questions.first?["tags"] as? [String] == ["counting", "foreach-ids"])
  }
}
