import Foundation
import Testing

/// Issue #9's course flow at a keyboard: `idlab` on a pseudo-terminal, in both languages
/// (items 4, 5, 6, 8 and 11). The expected text is written here from the fixture and the
/// strings tables.
@Suite(.serialized) struct CourseFlowPseudoTerminalTests {
  typealias Session = PseudoTerminalEndToEndTests.PseudoTerminalSession

  static let fixture = IdlabBinary.repositoryRoot
    .appendingPathComponent("Tests/EndToEndTests/Fixtures/course").path

  /// What one language's session types and waits for.
  struct Script: Sendable, CustomTestStringConvertible {
    var language: String
    var firstTime: String
    var startingState: String
    var wrong: String
    var wrongGrade: String
    var right: String
    var practice: String
    var pageEnd: String
    var undone: String
    var challenge: String
    var editing: String
    var unchanged: String
    var welcomeBack: String
    var refused: String
    var progress: String
    var testDescription: String { language }
  }

  static let scripts = [
    Script(
      language: "en", firstTime: "First time here? Lesson 1 starts below.",
      startingState: "the scene's starting state", wrong: "blue", wrongGrade: "✗ not quite",
      right: "green", practice: "practice: your first answer (0%) is the one that counts",
      pageEnd: ":next continues", undone: "undone: items.append",
      challenge: "Make the remaining row keep B's colour.",
      editing: "editing the code (35 lines):", unchanged: "unchanged (35 lines)",
      welcomeBack: "Welcome back to “A tiny lesson”",
      refused: "this page still has a question waiting",
      progress: "1/2 right on the first answer, 0 skipped, 0/1 challenges solved"),
    Script(
      language: "es", firstTime: "¿Primera vez por aquí? La lección 1 empieza a continuación.",
      startingState: "el estado inicial de la escena", wrong: "azul",
      wrongGrade: "✗ no exactamente", right: "verde",
      practice: "práctica: cuenta tu primera respuesta (0%)", pageEnd: ":next para seguir",
      undone: "deshecho: items.append",
      challenge: "Haz que la fila que queda conserve el color de B.",
      editing: "editando el código (35 líneas):", unchanged: "sin cambios (35 líneas)",
      welcomeBack: "Hola de nuevo. Sigues en «Una lección pequeña»",
      refused: "en esta página queda una pregunta pendiente",
      progress: "1/2 acertadas a la primera, saltados: 0, retos resueltos: 0/1"),
  ]

  static func start(_ language: String, state: URL) throws -> Session {
    try Session(
      arguments: ["--lang", language, "--lessons", fixture],
      environment: IdlabBinary.environment(state: state, extra: ["NO_COLOR": "1"]))
  }

  @Test(arguments: scripts) func aLearnerAtTheKeyboard(_ s: Script) throws {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let first = try Self.start(s.language, state: state)
    #expect(first.waitFor(s.firstTime), "item 11: \(first.screen)")
    #expect(first.waitFor("idlab> "))
    first.type(":show tree\r")
    #expect(first.waitFor(s.startingState), "item 5: \(first.screen)")
    first.type("\(s.wrong)\r")
    #expect(first.waitFor(s.wrongGrade), "\(first.screen)")
    first.type(":back\r")
    #expect(first.waitFor("idlab> ", count: 4))
    first.type("\(s.right)\r")
    #expect(first.waitFor(s.practice), "item 4: \(first.screen)")
    first.type("1\r")
    #expect(first.waitFor(s.pageEnd), "\(first.screen)")
    first.type(":do items.append(Item(id: \"c\", name: \"C\", tint: .pink))\r")
    #expect(first.waitFor("C  .background"), "item 5: \(first.screen)")
    first.type(":undo\r")
    #expect(first.waitFor(s.undone), "item 5: \(first.screen)")
    first.type(":next\r")
    #expect(first.waitFor(s.challenge), "\(first.screen)")
    first.type(":edit\r")
    #expect(first.waitFor(s.editing), "item 6: \(first.screen)")
    #expect(first.waitFor(" 1 │ import SwiftUI"), "item 6: \(first.screen)")
    // The code is longer than the window: the pager pauses, and a key typed then is the
    // pager's. Type once the prompt is back.
    #expect(first.waitFor { $0.hasSuffix("idlab> ") }, "item 6: \(first.screen)")
    first.type(".\r")
    #expect(first.waitFor(s.unchanged), "item 6: \(first.screen)")
    first.type(":quit\r")
    #expect(first.exitStatus() == 0, "\(first.screen)")

    let second = try Self.start(s.language, state: state)
    #expect(second.waitFor(s.welcomeBack), "item 8: \(second.screen)")
    #expect(second.waitFor(s.challenge), "item 8: \(second.screen)")
    second.type(":next\r")
    #expect(second.waitFor(s.refused), "item 8: \(second.screen)")
    second.type(":progress\r")
    #expect(second.waitFor(s.progress), "item 8: \(second.screen)")
    second.type(":quit\r")
    #expect(second.exitStatus() == 0, "\(second.screen)")
  }
}
