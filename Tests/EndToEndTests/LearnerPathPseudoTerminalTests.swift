import Foundation
import Testing

/// Issue #27, a new learner at a keyboard (a pseudo-terminal of 30 rows, 60 and 80 columns,
/// English and Spanish): every chapter opens at its first page; `:edit` gives the terminal to
/// a terminal editor; long screens pause; a lesson's end gives its score and the next chapter.
/// Expected text is read from the lesson files and the string tables, never from idlab's output.
@Suite(.serialized) struct LearnerPathPseudoTerminalTests {
  typealias Session = PseudoTerminalEndToEndTests.PseudoTerminalSession

  struct Window: Sendable, CustomTestStringConvertible {
    var language: String
    var columns: UInt16
    var testDescription: String { "\(language) at \(columns) columns" }
  }

  static let windows = ["en", "es"].flatMap { language in
    [60, 80].map { Window(language: language, columns: UInt16($0)) }
  }

  static let lessons = IdlabBinary.repositoryRoot.appendingPathComponent("Lessons").path
  static let fixture = IdlabBinary.repositoryRoot
    .appendingPathComponent("Tests/EndToEndTests/Fixtures/course").path
  static let editor = IdlabBinary.repositoryRoot
    .appendingPathComponent("Tests/EndToEndTests/Fixtures/editor/owns-terminal.sh").path

  static func start(
    _ window: Window, lessons: String, state: URL, extra: [String: String] = [:]
  ) throws -> Session {
    try Session(
      arguments: ["--lang", window.language, "--lessons", lessons],
      environment: IdlabBinary.environment(
        state: state, extra: ["NO_COLOR": "1"].merging(extra) { $1 }),
      columns: window.columns, rows: 30)
  }

  /// The screen as text: line breaks and the wrapping of lines undone, runs of spaces as one.
  static func flat(_ screen: String) -> String {
    Pager.withoutPauses(screen)
      .replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
      .split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
  }

  /// What a chapter's first page shows, from its file: the start of its introduction (before any
  /// Markdown mark), its first section's heading, and its page count (the introduction, then
  /// one page per `## `).
  static func firstPage(of file: String) throws -> (intro: String, heading: String, pages: Int) {
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let metadata = try #require(lines.firstIndex { $0.hasPrefix("<!-- idlab:") })
    let intro = try #require(lines[(metadata + 1)...].first { !$0.isEmpty })
    let plain = String(intro.prefix { !"*`_[".contains($0) }.prefix(24))
    let headings = lines.filter { $0.hasPrefix("## ") }
    let heading = String(headings[0].dropFirst(3))
    return (plain.trimmingCharacters(in: .whitespaces), heading, headings.count + 1)
  }

  @Test(arguments: windows) func everyChapterOpensAtItsFirstPage(_ window: Window) throws {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let session = try Self.start(window, lessons: Self.lessons, state: state)
    #expect(session.waitFor(timeout: 20) { $0.hasSuffix("idlab> ") }, "\(session.screen)")
    let files = try FileManager.default.contentsOfDirectory(
      atPath: "\(Self.lessons)/\(window.language)"
    )
    .filter { $0.hasSuffix(".md") }.sorted()
    #expect(files.count == 5)
    // Chapter 1 is opened by the first launch; the others by `:open N`, never opened before.
    for (index, file) in files.enumerated() {
      let expected = try Self.firstPage(of: "\(Self.lessons)/\(window.language)/\(file)")
      let before = session.screen.count
      if index > 0 {
        session.type(":open \(index + 1)\r")
        #expect(
          session.waitFor(timeout: 20) { $0.count > before && $0.hasSuffix("idlab> ") },
          "\(session.screen)")
      }
      let shown = Self.flat(index == 0 ? session.screen : String(session.screen.dropFirst(before)))
      #expect(
        shown.contains(Self.flat(expected.intro)), "chapter \(index + 1): \(shown.prefix(400))")
      let header = Self.flat("\(expected.heading) (2/\(expected.pages))").replacingOccurrences(
        of: "`", with: "")
      #expect(shown.contains(header), "chapter \(index + 1) \(header): \(shown.prefix(600))")
    }
  }

  @Test(arguments: windows) func editHandsTheTerminalToATerminalEditor(_ window: Window) throws {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let session = try Self.start(
      window, lessons: Self.fixture, state: state, extra: ["EDITOR": Self.editor])
    let prompt = { (count: Int) in
      session.waitFor(timeout: 20) {
        $0.hasSuffix("idlab> ") && session.occurrences(of: "idlab> ") >= count
      }
    }
    #expect(prompt(1), "\(session.screen)")
    for (line, count) in [("green", 2), ("1", 3), (":next", 4)] {
      session.type(line + "\r")
      #expect(prompt(count), "\(session.screen)")
    }
    session.type(":edit\r")
    // The editor checks that it is the terminal's foreground group, then reads a line from it.
    #expect(session.waitFor("EDITOR-READY", timeout: 20), "\(session.screen)")
    session.type("typed in the editor\r")
    let saved =
      window.language == "en" ? "code updated (36 lines)" : "código actualizado (36 líneas)"
    #expect(session.waitFor(saved, timeout: 20), "\(session.screen)")
    #expect(!session.screen.contains("EDITOR-NOT-FOREGROUND"))
    // The prompt reads the keyboard again.
    session.type(":quit\r")
    #expect(session.exitStatus(timeout: 20) == 0, "\(session.screen)")
  }

  @Test(arguments: windows) func aLongScreenPausesForAKey(_ window: Window) throws {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let session = try Self.start(window, lessons: Self.lessons, state: state)
    session.pagesOnItsOwn = false
    let marker = window.language == "en" ? "-- more:" : "-- más:"
    let welcome = window.language == "en" ? "First time here?" : "¿Primera vez por aquí?"
    // The first launch is longer than the window: it stops with the welcome still on screen.
    #expect(session.waitFor(marker, timeout: 20), "\(session.screen)")
    let firstPage = session.screen.components(separatedBy: marker)[0]
    #expect(firstPage.contains(welcome))
    #expect(!session.screen.contains("idlab> "))
    // The page holds at most the window's rows, less the pause line.
    let rows = firstPage.components(separatedBy: "\n").count
    #expect(rows <= 30, "\(rows) rows before the pause")
    // Space: the next page; q: the rest without stopping, then the prompt.
    session.type(" ")
    #expect(session.waitFor(marker, count: 2, timeout: 20), "\(session.screen)")
    session.type("q")
    #expect(session.waitFor(timeout: 20) { $0.hasSuffix("idlab> ") }, "\(session.screen)")
    session.type(":quit\r")
    #expect(session.exitStatus(timeout: 20) == 0)
  }

  @Test(arguments: windows) func aLessonEndsWithItsScoreAndTheNextChapter(_ window: Window) throws {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let session = try Self.start(window, lessons: Self.lessons, state: state)
    #expect(session.waitFor(timeout: 20) { $0.hasSuffix("idlab> ") }, "\(session.screen)")
    let end = window.language == "en" ? "End of lesson 1:" : "Fin de la lección 1:"
    // Chapter 1 has seven questions and one challenge: skip each, page by page.
    var steps = 0
    while !Self.flat(session.screen).contains(end), steps < 30 {
      let prompts = session.occurrences(of: "idlab> ")
      session.type((steps % 2 == 0 ? ":skip" : ":next") + "\r")
      _ = session.waitFor(timeout: 20) { _ in session.occurrences(of: "idlab> ") > prompts }
      steps += 1
    }
    let score =
      window.language == "en"
      ? "End of lesson 1: 0/7 right on the first answer, 8 skipped, 0/1 challenges solved."
      : "Fin de la lección 1: 0/7 acertadas a la primera, saltados: 8, retos resueltos: 0/1."
    #expect(Self.flat(session.screen).contains(score), "\(Self.flat(session.screen).suffix(800))")
    let title = try String(
      contentsOfFile: "\(Self.lessons)/\(window.language)/02-if-breaks-animations.md",
      encoding: .utf8
    ).split(separator: "\n")[0].dropFirst(2).replacingOccurrences(of: "`", with: "")
    let next =
      window.language == "en" ? "Next: lesson 2, \(title)." : "Siguiente: lección 2, \(title)."
    #expect(Self.flat(session.screen).contains(next), "\(Self.flat(session.screen).suffix(800))")
    // `:next` at the end opens the next chapter, at its first page.
    let prompts = session.occurrences(of: "idlab> ")
    session.type(":next\r")
    #expect(session.waitFor(timeout: 20) { _ in session.occurrences(of: "idlab> ") > prompts })
    let header = window.language == "en" ? "Lesson 2: \(title)" : "Lección 2: \(title)"
    #expect(Self.flat(session.screen).contains(header))
  }
}
