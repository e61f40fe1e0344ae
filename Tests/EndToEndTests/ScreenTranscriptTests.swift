import Foundation
import Testing

/// Issue #9 items 1, 3, 9 and 10 on the built binary, piped, in both languages: answers read
/// by their on-screen number or value (`#1`, number words, `y`, `vacío`, `ninguno`), the bench
/// at 60, 80 and 120 columns, `opacity(0)` and focus on screen, and Spanish screens without
/// English. Every expected line is written here by hand.
@Suite(.serialized) struct ScreenTranscriptTests {
  static let lessons = CourseTranscriptTests.lessonsDirectory

  /// Chapter 5 with the learner's own words for its first seven questions, then the right
  /// answers for the rest (the written right answers of `CourseTranscriptTests`).
  static func benchAnswers(_ language: String) throws -> String {
    let play = try OutcomeScreenTests.play("05", language)
    let right = try CourseTranscriptTests.script(play, right: true).input.split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    let own =
      language == "es"
      ? [
        "rosa, verde, azul y naranja", "verde, azul, naranja y naranja", "cuatro", "1", "#1",
        "dos y tres", "verde y azul", "ninguno",
      ]
      : [
        "pink, green, blue and orange", "green, blue, orange and orange", "four", "1", "#1",
        "two and three", "green and blue", "none",
      ]
    // Seven questions, eight lines: `1` is asked again (it names choice 1 and stamp #1).
    return (own + right.dropFirst(7)).joined(separator: "\n")
  }

  static func bench(_ language: String, columns: Int) throws -> String {
    let play = try OutcomeScreenTests.play("05", language)
    let id = try CourseTranscriptTests.lessonID(in: try CourseTranscriptTests.text(of: play))
    let result = try IdlabBinary.run(
      ["--lang", language, "--lessons", lessons.path, "lesson", id],
      input: try benchAnswers(language), environment: ["COLUMNS": String(columns)], timeout: 120)
    #expect(result.status == 0, "\(result.standardError)")
    return result.standardOutput + result.standardError
  }

  /// The text from the first line containing `start` up to (not including) the first line
  /// after it containing `end`.
  static func section(
    _ text: String, from start: String, to end: String, startsLine: Bool = false
  ) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // With `startsLine`, the start is a screen line (`  ForEach(ships)` alone or followed by the
    // next column), not a mention in the lesson's prose or code.
    func isStart(_ line: String) -> Bool {
      guard startsLine else { return line.contains(start) }
      return line == "  " + start || line.hasPrefix("  " + start + "  ")
    }
    guard let first = lines.firstIndex(where: isStart) else { return "" }
    let last = lines[(first + 1)...].firstIndex { $0.contains(end) } ?? lines.endIndex
    return lines[first..<last].joined(separator: "\n")
  }

  struct Words: Sendable {
    var right, ambiguous, afterStamp, grading: String
    var colors: [String: String]
  }

  static func words(_ language: String) -> Words {
    language == "es"
      ? Words(
        right: "✓ correcto", ambiguous: "puede referirse a más de una opción",
        afterStamp: "✓ correcto", grading: "se evalúa:",
        colors: ["pink": "rosa", "green": "verde", "blue": "azul", "orange": "naranja"])
      : Words(
        right: "✓ right", ambiguous: "can mean more than one choice",
        afterStamp: "✓ right", grading: "graded:",
        colors: ["pink": "pink", "green": "green", "blue": "blue", "orange": "orange"])
  }

  /// Item 1 and 10: the seven answers in the learner's words are all right; `1` is asked
  /// again with both readings offered by their letters, and `#1` is then the stamp.
  @Test(arguments: ["en", "es"]) func answersInTheLearnersWords(language: String) throws {
    let output = try Self.bench(language, columns: 80)
    let words = Self.words(language)
    let verdicts = output.split(separator: "\n").filter {
      $0.hasPrefix("✓ ") || $0.hasPrefix("✗ ") || $0.hasPrefix("◐ ")
    }.prefix(7).map(String.init)
    #expect(verdicts == Array(repeating: words.right, count: 7), "\(output)")
    #expect(output.contains(words.ambiguous))
    let readings =
      language == "es"
      ? ["  a)  #4, porque Nimbus es nueva", "  b)  #1, el número de serie que ya tenía esa fila"]
      : ["  a)  #4, because Nimbus is new", "  b)  #1, the stamp that row had before"]
    for reading in readings { #expect(output.contains(reading), "\(reading)") }
  }

  /// The bench after the index stamp question: the two lists of the `VStack` one below the
  /// other at every width, as SwiftUI lays out a `VStack` (the seed's "top list" and "bottom
  /// list"), every line within the width.
  @Test(arguments: ["en", "es"]) func benchListsAtEveryWidth(language: String) throws {
    let colors = Self.words(language).colors
    func c(_ name: String) -> String { colors[name, default: name] }
    let top = [
      "ForEach(ships)", "Nimbus  #4  .background [\(c("pink"))]",
      "Aurora  #1  .background [\(c("green"))]", "Tidepool  #2  .background [\(c("blue"))]",
      "Kiln  #3  .background [\(c("orange"))]",
    ]
    let bottom = [
      "ForEach(ships.indices)", "Nimbus  #1  .background [\(c("green"))]  ⚠",
      "Aurora  #2  .background [\(c("blue"))]  ⚠", "Tidepool  #3  .background [\(c("orange"))]  ⚠",
      "Kiln  #4  .background [\(c("orange"))]",
    ]
    let stacked = (top + bottom).map { "  " + $0 }
    for (columns, expected) in [(60, stacked), (80, stacked), (120, stacked)] {
      let output = try Self.bench(language, columns: columns)
      let screen = Self.section(
        output, from: "ForEach(ships)", to: Self.words(language).afterStamp, startsLine: true)
      expectLines(screen, expected.joined(separator: "\n"))
      // Piped, prose is not wrapped (the terminal does it); the screen is laid out to fit.
      for line in screen.split(separator: "\n") {
        #expect(line.count <= columns, "\(columns): \(line)")
      }
    }
  }

  /// Item 10: no English on the Spanish screens of any chapter, except Swift code, the
  /// scenes' own strings and SwiftUI's console text.
  @Test func spanishScreensHaveNoEnglish() throws {
    let leaks = [
      "[pink]", "[green]", "[blue]", "[orange]", "[yellow]", "[red]", "[gray]", "[clear]",
      ": created", ": destroyed", ": moved", "transition in", "transition out", ", opacity (",
      "your answer", "graded:", "simulation:", "(match ", "tap “", "type “", "flip the",
      "focus “", "Step 1 ·", "Identity tree", "fresh:", "kept:", "none:", "nothing (nil)",
    ]
    for play in CourseTranscriptTests.allPlays where play.language == "es" {
      let output = try CourseTranscriptTests.run(play, right: true)
      for line in output.split(separator: "\n") where !line.hasPrefix("tu respuesta> ") {
        for leak in leaks {
          #expect(!line.contains(leak), "\(play.file): “\(leak)” in: \(line)")
        }
      }
    }
  }

  /// Item 9: a view with `opacity(0)` is invisible on the screen, and said to be alive.
  @Test(arguments: ["en", "es"]) func invisibleViewsAreShownAsInvisible(language: String) throws {
    let output = try CourseTranscriptTests.run(
      try OutcomeScreenTests.play("01", language), right: true)
    let line =
      language == "es"
      ? "  (invisible, opacidad 0: faded; sigue ahí, con su identidad y su estado)"
      : "  (invisible, opacity 0: faded; it is still there, with its identity and state)"
    #expect(output.split(separator: "\n").contains { $0 == line }, "\(output)")
  }

  /// A view with `.hidden()` is not drawn (Apple, `hidden()`: "Hidden views are invisible and
  /// can't receive any interactions"), and is said to keep its place, identity and state, as
  /// an `opacity(0)` one is; the tree still lists it. Until session 18 its text was drawn
  /// (sample 35).
  @Test(arguments: ["en", "es"]) func hiddenViewsAreNotDrawn(language: String) throws {
    let root = try IdlabBinary.project([
      "Board.swift":
        """
      import SwiftUI
      struct Board: View {
          var body: some View {
              VStack {
                  Text("Shown")
                  Text("Secret").hidden()
              }
          }
      }
      #Preview { Board() }
      """
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let scene = root.appendingPathComponent("Board.swift")
    let result = try IdlabBinary.run(["--lang", language, "sim", scene.path])
    #expect(result.status == 0, "\(result.standardError)")
    let es = language == "es"
    let screen = Self.section(
      result.standardOutput, from: es ? "Pantalla" : "Screen",
      to: es ? "Árbol de identidades" : "Identity tree")
    expectLines(
      screen,
      """
      \(es ? "Pantalla" : "Screen")
        Shown
        \(es ? "(oculta con .hidden(): Secret; conserva su lugar, su identidad y su estado)" : "(hidden by .hidden(): Secret; it keeps its place, its identity and its state)")
      """)
  }

  /// Item 9: focus moves between fields; the state above a field reads what the field shows.
  @Test(arguments: ["en", "es"]) func focusStateFollowsTheFocusedField(language: String) throws {
    let scene = IdlabBinary.repositoryRoot.appendingPathComponent(
      "Tests/EndToEndTests/Fixtures/sim/scenarios/40-focus-moves-between-fields.swift")
    let result = try IdlabBinary.run(
      [
        "--lang", language, "sim", scene.path, "--do", "focus \"Name\"", "--do", "focus \"Email\"",
      ], environment: ["COLUMNS": "120"])
    #expect(result.status == 0, "\(result.standardError)")
    let es = language == "es"
    let step = Self.section(
      result.standardOutput, from: es ? "Paso 2" : "Step 2", to: es ? "Eventos" : "Events")
    expectLines(
      step,
      """
      \(es ? "Paso 2 · pon el foco en «Email»" : "Step 2 · focus “Email”")
      \(es ? "Pantalla" : "Screen")
        [Name]
        [Email]
      \(es ? "Árbol de identidades" : "Identity tree")
        Bench  Bench  \(es ? "estado" : "state"): name = "", email = "", emailFocused = true
        └─ VStack  …/VStack
           ├─ NameField  …/0/NameField  \(es ? "estado" : "state"): isFocused = false
           │  └─ TextField  "Name"  = ""  …/TextField  .focused
           └─ TextField  "Email"  = ""  …/1/TextField  .focused  \(es ? "(tiene el foco)" : "(has focus)")
      """)
  }

  /// The screen without escape sequences and carriage returns, as the learner reads it.
  static func readable(_ screen: String) -> String {
    screen.replacingOccurrences(
      of: "\u{1B}(\\[[0-9;?]*[A-Za-z]|\\][^\u{07}]*\u{07}|[()][A-Z0-9])", with: "",
      options: .regularExpression
    ).replacingOccurrences(of: "\r", with: "")
  }

  /// Items 1, 3, 9 and 10 at the prompt on a terminal, styled, at 60 and 80 columns: the bench's
  /// answers in the learner's words, `1` asked again, and the two lists one below the other
  /// with colour swatches named in the learner's language.
  @Test(arguments: [("en", 60), ("es", 60), ("en", 80), ("es", 80)])
  func benchOnATerminal(language: String, columns: Int) throws {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let session = try PseudoTerminalEndToEndTests.PseudoTerminalSession(
      arguments: ["--lang", language], environment: IdlabBinary.environment(state: state),
      columns: UInt16(columns))
    let es = language == "es"
    let words = Self.words(language)
    let predict = es ? "Predice (" : "Predict ("
    // The first launch poses chapter 1's first question: count the bench's from there.
    #expect(
      session.waitFor(timeout: 20) { Self.readable($0).hasSuffix("idlab> ") }, "\(session.screen)")
    let asked = session.occurrences(of: predict)
    session.type(":open 5\r")
    // Chapter 5 opens at its first page; its first question is two pages on.
    for _ in 0..<4 where !session.waitFor(predict, count: asked + 1, timeout: 15) {
      session.type(":next\r")
    }
    let answers =
      es
      ? ["rosa, verde, azul y naranja", "verde, azul, naranja y naranja", "cuatro"]
      : ["pink, green, blue and orange", "green, blue, orange and orange", "four"]
    for (offset, answer) in answers.enumerated() {
      #expect(
        session.waitFor(predict, count: asked + offset + 1, timeout: 20), "\(session.screen)")
      session.type(answer + "\r")
      #expect(session.waitFor(words.right, count: offset + 1, timeout: 20), "\(session.screen)")
    }
    #expect(session.waitFor(predict, count: asked + 4, timeout: 20))
    // Item 3: the three answers so far showed no row of the run the next questions ask about.
    #expect(!Self.readable(session.screen).contains(".background ██"), "\(session.screen)")
    session.type("1\r")
    #expect(session.waitFor(words.ambiguous), "\(session.screen)")
    session.type("#1\r")
    #expect(session.waitFor(words.right, count: 4, timeout: 20), "\(session.screen)")
    #expect(session.waitFor(es ? "por qué:" : "why:", count: 4))
    let screen = Self.readable(session.screen)
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let green = es ? "verde" : "green"
    // One list below the other at every width: the caption of the bottom list follows the
    // top list's last row, and its first row is Nimbus on Aurora's old green.
    let bottom = try #require(lines.firstIndex { $0 == "  ForEach(ships.indices)" }, "\(screen)")
    #expect(lines[bottom - 1].hasPrefix("  Kiln  #3  .background ██ "), "\(screen)")
    #expect(lines[bottom + 1] == "  Nimbus  #1  .background ██ \(green)  ⚠", "\(screen)")
    // Let the page finish and the prompt come back, then leave.
    session.waitFor(timeout: 2) { _ in false }
    session.type(":quit\r")
    #expect(session.exitStatus(timeout: 20) == 0)
  }

  /// Item 9: a question whose prompt and choice labels hold inline code, as the screen shows it
  /// (chapter 1, "How many `onDisappear` callbacks run?"), in each language. Written by hand.
  static let codeQuestion: [String: [String]] = [
    "en": [
      "Switch \"Shown\" off. Both badges vanish from the screen. How many onDisappear callbacks run?",
      "  1. None: onDisappear is for navigation, not for this",
      "  2. One: only the badge inside the if leaves the tree",
      "  3. Two: both badges stop being visible",
    ],
    "es": [
      "Desactiva «Shown». Las dos insignias desaparecen de la pantalla. ¿Cuántas veces se ejecuta onDisappear?",
      "  1. Ninguna: onDisappear es para la navegación, no para esto",
      "  2. Una: solo sale del árbol la insignia que está dentro del if",
      "  3. Dos: ninguna de las dos se ve ya",
    ],
  ]

  /// Item 9, piped with `NO_COLOR`: the prompt and the choices are plain text, no backticks.
  @Test(arguments: ["en", "es"]) func inlineCodeInAQuestionIsPlainWhenPiped(language: String)
    throws
  {
    let result = try IdlabBinary.run(
      ["--lang", language, "--lessons", Self.lessons.path, "lesson", "identity-lifetime"],
      input: Array(repeating: ":skip", count: 30).joined(separator: "\n"),
      environment: ["NO_COLOR": "1"], timeout: 120)
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    let expected = try #require(Self.codeQuestion[language])
    let start = try #require(lines.firstIndex(of: expected[0]), "\(result.standardOutput)")
    #expect(Array(lines[start..<min(lines.count, start + expected.count)]) == expected)
    #expect(!lines.contains { $0.contains("`onDisappear`") || $0.contains("`if`") })
  }

  /// Item 9 on a terminal, in colour: the same lines read the same once the escapes are taken
  /// out, the code is styled (cyan), and no backtick is left.
  @Test(arguments: ["en", "es"]) func inlineCodeInAQuestionIsStyledOnATerminal(language: String)
    throws
  {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let session = try PseudoTerminalEndToEndTests.PseudoTerminalSession(
      arguments: ["--lang", language, "--lessons", Self.lessons.path],
      environment: IdlabBinary.environment(state: state), columns: 200)
    let expected = try #require(Self.codeQuestion[language])
    #expect(session.waitFor("idlab> "), "\(session.screen)")
    session.type(":open 1\r")
    // `:skip` the questions before it, `:next` past each page end.
    for _ in 0..<30 where !Self.readable(session.screen).contains(expected[0]) {
      session.type(":skip\r")
      session.waitFor("idlab> ", count: 1, timeout: 2)
      session.type(":next\r")
      session.waitFor(timeout: 2) { Self.readable($0).contains(expected[0]) }
    }
    #expect(session.waitFor(expected[3]), "\(session.screen)")
    let lines = Self.readable(session.screen).split(separator: "\n").map(String.init)
    for line in expected { #expect(lines.contains(line), "\(line)") }
    #expect(session.screen.contains("\u{1B}[36monDisappear"), "\(session.screen)")
    #expect(!session.screen.contains("`onDisappear`"))
    session.type(":quit\r")
    #expect(session.exitStatus(timeout: 20) == 0)
  }
}
