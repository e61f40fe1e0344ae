import Foundation
import Testing

/// Authoring through the built binary: `quiz new` writes a skeleton that `quiz check` passes
/// in a fresh folder, `quiz check` says which folder it checked, and `idlab help quiz ACTION`.
@Suite struct QuizAuthoringEndToEndTests {
  @Test func aNewQuizPassesCheckInAFreshFolder() throws {
    let folder = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let new = try IdlabBinary.run(
      ["--lang", "es", "quiz", "new", "midterm-1"], workingDirectory: folder)
    #expect(new.status == 0, "\(new.standardError)")
    let quizzes = folder.appendingPathComponent("Quizzes").resolvingSymlinksInPath()
    for language in ["en", "es"] {
      #expect(
        FileManager.default.fileExists(
          atPath: quizzes.appendingPathComponent("\(language)/midterm-1.md").path))
    }
    let spanish = try String(
      contentsOf: quizzes.appendingPathComponent("es/midterm-1.md"), encoding: .utf8)
    #expect(spanish.hasPrefix("# Un cuestionario nuevo\n"))
    // docs/quiz-format.md shows these two files as its complete example.
    let guide = try String(
      contentsOf: IdlabBinary.repositoryRoot.appendingPathComponent("docs/quiz-format.md"),
      encoding: .utf8)
    for language in ["en", "es"] {
      let marker = "<!-- example: \(language)/midterm-1.md -->\n`````markdown\n"
      let start = try #require(guide.range(of: marker))
      let end = try #require(guide.range(of: "`````", range: start.upperBound..<guide.endIndex))
      expectLines(
        String(guide[start.upperBound..<end.lowerBound]),
        try String(
          contentsOf: quizzes.appendingPathComponent("\(language)/midterm-1.md"), encoding: .utf8))
    }
    let check = try IdlabBinary.run(["quiz", "check"], workingDirectory: folder)
    #expect(check.status == 0, "\(check.standardError)")
    let lines = check.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("checking ") == true)
    #expect(lines.first?.hasSuffix("/Quizzes (the Quizzes folder of the current folder)") == true)
    // Two items: one with three colours, one without parameters.
    #expect(lines.dropFirst().first == "ok: 1 quiz · 2 items · 4 variants · languages: en, es")
    let again = try IdlabBinary.run(["quiz", "new", "midterm-1"], workingDirectory: folder)
    #expect(again.status == 1)
    #expect(again.standardError.contains("midterm-1.md exists: nothing was written"))
    #expect(
      try String(contentsOf: quizzes.appendingPathComponent("es/midterm-1.md"), encoding: .utf8)
        == spanish)
    let take = try IdlabBinary.run(
      ["quiz", "take", "midterm-1", "--student", "ana"], input: "3\n",
      environment: [
        "IDLAB_QUIZZES": quizzes.path,
        "IDLAB_GRADEBOOK": folder.appendingPathComponent("g.sqlite").path,
      ])
    #expect(take.status == 0, "\(take.standardError)")
    #expect(take.standardOutput.contains("Item 1 of 2"))
  }

  @Test func checkWithoutAPathSaysItChecksTheBundledQuizzes() throws {
    let folder = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let check = try IdlabBinary.run(
      ["--lang", "es", "quiz", "check"], workingDirectory: folder, timeout: 300)
    #expect(check.status == 0, "\(check.standardError)")
    let first = check.standardOutput.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.hasPrefix("comprobando "))
    #expect(
      first.hasSuffix(
        ": los cuestionarios incluidos en idlab (aquí no hay carpeta Quizzes; indica una RUTA para comprobar otra)"
      ))
  }

  @Test(arguments: [["help", "quiz", "take"], ["quiz", "take", "--help"]])
  func helpOfOneQuizAction(_ words: [String]) throws {
    let result = try IdlabBinary.run(words)
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first == "Usage: idlab quiz take QUIZ --student ID [--live] [--lang en|es]")
    #expect(
      lines.dropFirst().first
        == "take a quiz at the prompt, as the student ID; run it again to resume")
  }

  @Test func helpOfQuizListsTheActionsAndRefusesAnUnknownOne() throws {
    let all = try IdlabBinary.run(["--lang", "es", "help", "quiz"])
    #expect(all.status == 0)
    #expect(all.standardOutput.contains("Acciones:"))
    for action in ["check", "take", "report", "export", "roster", "new"] {
      #expect(all.standardOutput.contains("  \(action) "), "\(action)")
    }
    let typo = try IdlabBinary.run(["help", "quiz", "tkae"])
    #expect(typo.status == 64)
    #expect(typo.standardError.contains("`take`"))
  }
}
