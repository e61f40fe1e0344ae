import Foundation
import ServerHarness
import Testing

/// Nothing a student or learner types reaches a terminal or an export as a control sequence
/// (issue #25): ESC, CSI, OSC (window title, OSC 52 clipboard), BEL and C1 bytes go through the
/// course prompt, the quiz taker and every report format, and none comes out raw.
@Suite struct StudentTextEscapeEndToEndTests {
  /// A line that would move the cursor home, erase it and print a fake line, set the window
  /// title, write the clipboard, and open a C1 CSI.
  static let payload =
    "x\u{1B}[1;1H\u{1B}[2KFAKE\u{1B}]0;PWNED\u{07}\u{1B}]52;c;aGk=\u{07}\u{9B}31m\rRET"

  /// Every control character a terminal acts on, besides tab, CR and LF: C0, DEL, C1.
  /// Expects `output` to show `shown` (the payload came through) and no control character.
  static func expectNothingRaw(
    _ output: String, shows shown: String, _ context: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(output.contains(shown), "\(context): \(output)", sourceLocation: sourceLocation)
    #expect(
      rawControls(in: output).isEmpty, "\(context): \(rawControls(in: output))",
      sourceLocation: sourceLocation)
  }

  static func rawControls(in text: String) -> [String] {
    text.unicodeScalars.filter {
      ($0.value < 0x20 && ![0x09, 0x0A, 0x0D].contains($0.value))
        || (0x7F...0x9F).contains($0.value)
    }.map { String(format: "U+%04X", $0.value) }
  }

  @Test func theCoursePromptEchoesNothingRaw() throws {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let lines = ["", ":open ", ":lang ", ":reset ", ":audit ", ":do ", ":explain "].map {
      $0 + Self.payload
    }
    for language in ["en", "es"] {
      let result = try IdlabBinary.run(
        ["--lang", language], input: (lines + [":quit"]).joined(separator: "\n") + "\n",
        state: state)
      let output = result.standardOutput + result.standardError
      Self.expectNothingRaw(output, shows: "FAKE", language)
    }
  }

  @Test func quizTakeAndEveryReportShowNothingRaw() throws {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let book = state.appendingPathComponent("class.sqlite").path
    let environment = ["IDLAB_STORE": book]
    let take = try IdlabBinary.run(
      ["quiz", "take", "identity-checkpoint", "--student", "eve"],
      input: "\(Self.payload)\n7\n:items\n", environment: environment, state: state)
    let taken = take.standardOutput + take.standardError
    Self.expectNothingRaw(taken, shows: "FAKE")
    #expect(taken.contains("7"), "\(taken)")

    // Records another program (or an older idlab) left: a student id and an answer holding
    // the payload, written by Python's sqlite3 module.
    let script = """
      import sqlite3, sys
      c = sqlite3.connect(sys.argv[1])
      c.execute("INSERT INTO quiz_takes(quiz, student, number, seed, plan, language, started) "
                "SELECT quiz, ?, number, seed, plan, language, started FROM quiz_takes "
                "WHERE student = 'eve'", (sys.argv[2],))
      c.execute("INSERT INTO quiz_answers(quiz, student, take, item, seed, variant, language, "
                "raw_answer, parsed_answer, truth, score, points, time, simulator_version, "
                "item_hash) SELECT quiz, ?, take, item, seed, variant, language, ?, "
                "parsed_answer, truth, score, points, time, simulator_version, item_hash "
                "FROM quiz_answers WHERE student = 'eve'", (sys.argv[2], sys.argv[2]))
      c.commit()
      """
    let python = try HarnessProcess.run(
      "/usr/bin/python3", ["-c", script, book, "=cmd|' /C calc'!A0" + Self.payload],
      environment: ["PATH": "/usr/bin:/bin"], input: "", timeout: 30)
    #expect(python.status == 0, "\(python.text)")

    let formats: [[String]] = [
      [], ["--format", "csv"], ["--format", "json"], ["--attempts", "--format", "csv"],
      ["--attempts", "--format", "json"],
    ]
    for format in formats {
      let report = try IdlabBinary.run(
        ["quiz", "report", "identity-checkpoint"] + format, environment: environment,
        state: state)
      let output = report.standardOutput + report.standardError
      #expect(report.status == 0, "\(format): \(output)")
      Self.expectNothingRaw(output, shows: "FAKE", "\(format)")
      if format.contains("csv") {
        // No cell starts as a formula, first in its line or after a comma, quoted or not.
        let cells = output.split(whereSeparator: { $0 == "," || $0.isNewline })
          .map { $0.hasPrefix("\"") ? $0.dropFirst() : $0 }
        #expect(
          !cells.contains { ["=", "+", "@"].contains($0.first) }, "\(format): \(output)")
      }
      // The payload's carriage return comes out as its picture (or JSON's `\r`), not as a
      // return that would draw over the line.
      #expect(output.contains("␍RET") || output.contains("\\rRET"), "\(format): \(output)")
    }
  }

  /// A quiz author's text is held to the lessons' rule (`L132`): `quiz check` refuses control
  /// characters in a quiz file, and `quiz take` and the GIFT export show them as pictures.
  @Test func aQuizAuthorsControlCharactersAreRefusedAndNeverShownRaw() throws {
    let folder = try QuizFailedRunEndToEndTests.writeQuiz {
      $0.replacingOccurrences(of: "```quiz", with: "TITLE\u{1B}]0;PWNED\u{07}\n\n```quiz")
        .replacingOccurrences(of: "prompt: ", with: "prompt: \u{1B}[2J")
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let environment = ["IDLAB_QUIZZES": folder.path]
    let check = try IdlabBinary.run(["quiz", "check", folder.path], state: state)
    #expect(check.status == 65)
    #expect(check.standardError.contains("L132"), "\(check.standardError)")
    for arguments in [
      ["quiz", "take", "traps", "--student", "ana"], ["quiz", "export", "traps", "--gift"],
    ] {
      let result = try IdlabBinary.run(
        arguments, input: "2\n", environment: environment, state: state)
      let output = result.standardOutput + result.standardError
      Self.expectNothingRaw(output, shows: "␛", "\(arguments)")
    }
  }

  /// Learner code reaches the audit and `idlab sim`: a file name and a line of code holding the
  /// payload are shown (in every audit format, in both languages) with no byte raw.
  @Test func theAuditAndSimShowNoFileNameOrCodeRaw() throws {
    let project = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: project) }
    let code = """
      import SwiftUI

      struct Panel: View {
        @State private var rows: [String] = []
        var body: some View {
          ForEach(rows.indices, id: \\.self) { Text(rows[$0]) }
          Text("hi") \(Self.payload)
        }
      }

      """
    let file = project.appendingPathComponent("Panel\(Self.payload).swift")
    try code.write(to: file, atomically: true, encoding: .utf8)
    try code.replacingOccurrences(of: " \(Self.payload)", with: "")
      .write(
        to: project.appendingPathComponent("Rows\(Self.payload).swift"), atomically: true,
        encoding: .utf8)
    for language in ["en", "es"] {
      var runs = try ["text", "json", "sarif"].map { format in
        try IdlabBinary.run(["--lang", language, "audit", project.path, "--format", format])
      }
      runs.append(try IdlabBinary.run(["--lang", language, "sim", file.path]))
      for run in runs {
        let output = run.standardOutput + run.standardError
        #expect(output.contains("FAKE") || output.contains("%1B"), "\(output)")
        #expect(Self.rawControls(in: output).isEmpty, "\(Self.rawControls(in: output))")
      }
    }
  }
}
