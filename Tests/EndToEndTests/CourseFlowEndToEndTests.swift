import Foundation
import Testing

/// Issue #9's course flow through pipes, in both languages: practice after the reveal (item 4),
/// `:do`/`:undo` and `:show tree` (5), the inline and external editors (6), resuming (8),
/// getting started (11) and questions graded on idlab's model (12).
///
/// Every expected line is written here from the fixture (`Fixtures/course`, lesson `tiny`) and
/// the strings tables; none comes from the code under test.
@Suite(.serialized) struct CourseFlowEndToEndTests {
  static let fixture = IdlabBinary.repositoryRoot
    .appendingPathComponent("Tests/EndToEndTests/Fixtures/course").path
  static let lessons = IdlabBinary.repositoryRoot.appendingPathComponent("Lessons").path

  /// The output with every run of white space as one space (the prompt wraps long lines).
  static func flat(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// Runs the prompt on the fixture with `input`; standard output and standard error, each
  /// flattened.
  static func prompt(
    _ language: String, _ input: String, state: URL, lessons: String = fixture,
    environment: [String: String] = [:]
  ) throws -> (output: String, errors: String) {
    let result = try IdlabBinary.run(
      ["--lang", language, "--lessons", lessons], input: input, environment: environment,
      state: state, timeout: 120)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(!result.timedOut)
    return (flat(result.standardOutput), flat(result.standardError))
  }

  /// Checks that every expected line appears in `output`, in order.
  static func expectInOrder(_ output: String, _ expected: [String]) {
    var rest = Substring(output)
    for line in expected {
      guard let range = rest.range(of: flat(line)) else {
        Issue.record("missing, or out of order: \(line)\n--- output ---\n\(output)")
        return
      }
      rest = rest[range.upperBound...]
    }
  }

  static func withState(_ body: (URL) throws -> Void) rethrows {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    try body(state)
  }

  // MARK: - Item 4: a retry after the reveal is practice

  @Test(arguments: [
    (
      "en", "blue", "green",
      [
        "✗ not quite", "✓ right", "practice: your first answer (0%) is the one that counts",
        "1. A tiny lesson: 0/2 right on the first answer, 0 skipped, 0/1 challenges solved",
      ]
    ),
    (
      "es", "azul", "verde",
      [
        "✗ no exactamente", "✓ correcto", "práctica: cuenta tu primera respuesta (0%)",
        "1. Una lección pequeña: 0/2 acertadas a la primera, saltados: 0, retos resueltos: 0/1",
      ]
    ),
  ])
  func retryingAfterTheRevealIsPractice(
    language: String, wrong: String, right: String, expected: [String]
  ) throws {
    try Self.withState { state in
      let output = try Self.prompt(
        language, ":open tiny\n\(wrong)\n:back\n\(right)\n:progress\n", state: state)
      Self.expectInOrder(output.output, expected)
    }
  }

  // MARK: - Item 5: :show tree before answering, :do and :undo

  @Test(arguments: [
    (
      "en",
      [
        "the scene's starting state (its first render), before any action:",
        "do: items.remove(at: 0)", "do: items.append(Item(id: \"c\", name: \"C\", tint: .pink))",
        "B .background [green] ⚠", "C .background [pink]",
        "undone: items.append(Item(id: \"c\", name: \"C\", tint: .pink))",
        "B .background [green] ⚠", "nothing to undo: no :do action on this scene yet",
      ]
    ),
    (
      "es",
      [
        "el estado inicial de la escena (su primer renderizado), antes de cualquier acción:",
        "acción: items.remove(at: 0)",
        "acción: items.append(Item(id: \"c\", name: \"C\", tint: .pink))",
        // (how a colour reads on a Spanish screen is the screen renderer's business)
        "B .background [", "C .background [",
        "deshecho: items.append(Item(id: \"c\", name: \"C\", tint: .pink))",
        "B .background [",
        "no hay nada que deshacer: aún no has hecho ninguna acción con :do en esta escena",
      ]
    ),
  ])
  func doAndUndoActOnTheCurrentScene(language: String, expected: [String]) throws {
    let right = language == "es" ? "verde" : "green"
    try Self.withState { state in
      let output = try Self.prompt(
        language,
        """
        :open tiny
        :show tree
        :do items.remove(at: 0)
        \(right)
        1
        :do items.append(Item(id: "c", name: "C", tint: .pink))
        :undo
        :undo

        """, state: state)
      Self.expectInOrder(output.output, expected)
      let refusal =
        language == "es"
        ? "primero responde la pregunta (o sáltala con :skip): actuar ahora sobre su escena te daría la respuesta"
        : "answer the question first (or :skip it): acting on its scene now would give the answer away"
      #expect(output.errors.contains(Self.flat(refusal)), "\(output.errors)")
    }
  }

  /// A lesson with only a paste challenge, in both languages, in a temporary folder.
  static func pasteLessons() throws -> URL {
    let folder = IdlabBinary.temporaryFolder()
    for (language, prompt) in [("en", "Paste a view."), ("es", "Pega una vista.")] {
      let directory = folder.appendingPathComponent(language)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try """
      # Paste

      <!-- idlab: id=paste order=1 seed=000 -->

      Your own code.

      ## Yours

      ```challenge
      id: own
      paste: true
      prompt: \(prompt)
      ```

      """.write(
        to: directory.appendingPathComponent("01-paste.md"), atomically: true, encoding: .utf8)
    }
    return folder
  }

  static let pasted = """
    struct Counter: View {
      @State private var count = 0
      var body: some View {
        VStack {
          Text("count \\(count)")
          Button("Add") { count += 1 }
        }
      }
    }
    """

  @Test(arguments: [
    ("en", ["code updated (9 lines)", "count 1", "count 2", "undone: tap “Add”", "count 1"]),
    (
      "es",
      ["código actualizado (9 líneas)", "count 1", "count 2", "deshecho: toca «Add»", "count 1"]
    ),
  ])
  func doActsOnPastedCode(language: String, expected: [String]) throws {
    let lessons = try Self.pasteLessons()
    defer { try? FileManager.default.removeItem(at: lessons) }
    try Self.withState { state in
      let output = try Self.prompt(
        language,
        ":open paste\n:do tap \"Add\"\n:edit\n\(Self.pasted)\n.\n:check\n:do tap \"Add\"\n:do tap \"Add\"\n:undo\n",
        state: state, lessons: lessons.path)
      let first =
        language == "es"
        ? "todavía no hay nada sobre lo que actuar: pega tu código con :edit"
        : "nothing to act on yet: :edit to paste your code"
      Self.expectInOrder(output.output, expected)
      #expect(output.errors.contains(first), "\(output.errors)")
    }
  }

  // MARK: - Item 6: the editors never wipe the code

  static func toTheChallenge(_ language: String) -> String {
    language == "es" ? ":open tiny\nverde\n1\n:next\n" : ":open tiny\ngreen\n1\n:next\n"
  }

  @Test(arguments: [
    (
      "en",
      [
        "editing the code (35 lines):", "1 │ import SwiftUI", ":cancel keeps the old code",
        "unchanged (35 lines)", "✗ the goal does not hold yet (its only condition fails)",
        "the code is empty now", "the code is empty: type or paste some",
        "editing cancelled: the code is as it was (35 lines)",
        "✗ the goal does not hold yet (its only condition fails)",
      ]
    ),
    (
      "es",
      [
        "editando el código (35 líneas):", "1 │ import SwiftUI",
        ":cancel deja el código como estaba", "sin cambios (35 líneas)",
        "✗ el objetivo todavía no se cumple (falla su única condición)",
        "el código está vacío: escribe o pega el nuevo",
        "el código está vacío: escribe o pega algo",
        "edición cancelada: el código sigue como estaba (35 líneas)",
        "✗ el objetivo todavía no se cumple (falla su única condición)",
      ]
    ),
  ])
  func theInlineEditorStartsFromTheCode(language: String, expected: [String]) throws {
    try Self.withState { state in
      let output = try Self.prompt(
        language,
        Self.toTheChallenge(language) + ":edit\n.\n:check\n:edit\n:clear\n.\n:cancel\n:check\n",
        state: state)
      Self.expectInOrder(output.output, expected)
    }
  }

  /// Line numbers typed in the line editor at Swift's extremes (issue #32: `:r
  /// -9223372036854775808 x` overflowed and killed the session): each is a line that does not
  /// exist, the session goes on (exit 0) and the code is left as it was.
  @Test(arguments: [
    ("en", "there is no line -9223372036854775808: the code has 35 lines"),
    ("es", "no existe la línea -9223372036854775808: el código tiene 35 líneas"),
  ])
  func extremeLineNumbersInTheLineEditorAreLinesThatDoNotExist(
    language: String, expected: String
  ) throws {
    try Self.withState { state in
      let output = try Self.prompt(
        language,
        Self.toTheChallenge(language)
          + ":edit\n:r -9223372036854775808 x\n:i 9223372036854775807 y\n:d 1-9223372036854775807\n"
          + ":cancel\n:check\n",
        state: state)
      Self.expectInOrder(output.output + " " + output.errors, [expected])
      #expect((output.output + output.errors).contains("9223372036854775807"))
    }
  }

  @Test(arguments: [
    ("en", "true", "unchanged (35 lines)"),
    ("es", "true", "sin cambios (35 líneas)"),
    ("en", "false", "the editor exited with status 1: the code is unchanged"),
    ("es", "false", "el editor terminó con el código de salida 1: el código no cambia"),
  ])
  func anExternalEditorThatChangesNothingSaysUnchanged(
    language: String, editor: String, expected: String
  ) throws {
    try Self.withState { state in
      let output = try Self.prompt(
        language, Self.toTheChallenge(language) + ":edit\n:check\n", state: state,
        environment: ["EDITOR": editor])
      Self.expectInOrder(output.output + " " + output.errors, [expected])
      #expect(!output.output.contains(language == "es" ? "código actualizado" : "code updated"))
    }
  }

  // MARK: - Item 8: resuming never passes an unanswered question

  @Test(arguments: [
    (
      "en", "green",
      [
        "Welcome back to “A tiny lesson”", "(a question you already answered",
        "How many rows are left?",
        "1. A tiny lesson: 1/2 right on the first answer, 0 skipped, 0/1 challenges solved, page 2/4, still waiting: 2",
        "the answer: 1", ":next continues",
        ":reset LESSON forgets one lesson; :reset all forgets every lesson",
      ]
    ),
    (
      "es", "verde",
      [
        "Hola de nuevo. Sigues en «Una lección pequeña»", "¿Cuántas filas quedan?",
        "1. Una lección pequeña: 1/2 acertadas a la primera, saltados: 0, retos resueltos: 0/1, página 2/4, pendientes: 2",
        "la respuesta: 1", ":next para seguir",
        ":reset LECCIÓN borra una lección; :reset all las borra todas",
      ]
    ),
  ])
  func aReturningLearnerResumesAtTheFirstUnansweredQuestion(
    language: String, right: String, expected: [String]
  ) throws {
    try Self.withState { state in
      _ = try Self.prompt(language, ":open tiny\n\(right)\n:quit\n", state: state)
      let output = try Self.prompt(
        language, ":next\n:next\n:progress\n:skip\n:reset\n", state: state)
      Self.expectInOrder(output.output, expected)
      // Both `:next`s are refused: the question on this page is still waiting.
      let refused =
        language == "es"
        ? "en esta página queda una pregunta pendiente: respóndela, o usa :skip para ver la respuesta y seguir"
        : "this page still has a question waiting: answer it, or :skip to see the answer and go on"
      #expect(
        output.errors.components(separatedBy: Self.flat(refused)).count == 3, "\(output.errors)")
    }
  }

  // MARK: - Item 11: getting started

  @Test(arguments: [
    (
      "en",
      [
        "First time here? Lesson 1 starts below. Move with :next and :back",
        ":lang es switches to Spanish.", "Lesson 1: A tiny lesson",
        ":open NUMBER opens a lesson where you left it, e.g. :open 1",
      ]
    ),
    (
      "es",
      [
        "¿Primera vez por aquí? La lección 1 empieza a continuación.",
        ":lang en cambia a inglés.", "Lección 1: Una lección pequeña",
        ":open NÚMERO abre una lección donde la dejaste, p. ej. :open 1",
      ]
    ),
  ])
  func aFirstTimeLearnerStartsOnLessonOne(language: String, expected: [String]) throws {
    try Self.withState { state in
      Self.expectInOrder(try Self.prompt(language, ":lessons\n", state: state).output, expected)
    }
  }

  /// The number of question blocks and graded challenge blocks in a lesson file, counted here.
  static func counts(_ file: String) throws -> (questions: Int, challenges: Int) {
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let blocks = text.components(separatedBy: "```challenge").dropFirst()
    let paste = blocks.filter { $0.prefix(while: { $0 != "`" }).contains("paste: true") }.count
    return (text.components(separatedBy: "```question").count - 1, blocks.count - paste)
  }

  @Test(arguments: [
    (
      "en", "Picture a screen where some state keeps clearing itself", "questions", "challenges",
      "right of {q} questions · 0 solved of {c} challenges"
    ),
    (
      "es", "Imagina una pantalla donde cierto estado se borra solo", "preguntas", "retos",
      "acertadas de {q} preguntas · 0 resueltos de {c} retos"
    ),
  ])
  func lessonThreePrintsItsProseAndTheSameCountsAsLessons(
    language: String, prose: String, questionsWord: String, challengesWord: String,
    listing: String
  ) throws {
    let (questions, challenges) = try Self.counts(
      Self.lessons + "/\(language)/03-state-reset-identity.md")
    let counts = "\(questions) \(questionsWord) · \(challenges) \(challengesWord)"
    try Self.withState { state in
      let played = try IdlabBinary.run(
        ["--lang", language, "lesson", "3"], input: "", state: state, timeout: 120)
      #expect(played.status == 0, "\(played.standardError)")
      let output = Self.flat(played.standardOutput)
      #expect(output.contains(prose))
      // The counts, then the score line.
      #expect(
        output.contains("\(counts) \(language == "es" ? "puntuación" : "score"): 0/"),
        "\(output.suffix(200))")
      let listed = try Self.prompt(language, ":lessons\n", state: state, lessons: Self.lessons)
      let line = listing.replacingOccurrences(of: "{q}", with: String(questions))
        .replacingOccurrences(of: "{c}", with: String(challenges))
      #expect(listed.output.contains(line), "\(listed.output)")
    }
  }

  // MARK: - Item 12: what SwiftUI leaves undocumented is graded as idlab's model, and says so

  @Test(arguments: [
    ("en", "1", "idlab starts tasks after the `onAppear` callbacks of the same update"),
    ("es", "1", "idlab lanza las tareas después de los `onAppear` de la misma actualización"),
    ("en", "4", "the way current SwiftUI behaves in practice, with one view per id"),
    (
      "es", "4",
      "idlab lo modela como se comporta SwiftUI hoy en la práctica, con una sola vista por id"
    ),
    ("en", "5", "the way current SwiftUI behaves in practice, with one view per id"),
    (
      "es", "5",
      "idlab lo modela como se comporta SwiftUI hoy en la práctica, con una sola vista por id"
    ),
  ])
  func undocumentedBehaviourIsGradedAsIdlabsModel(
    language: String, lesson: String, statement: String
  ) throws {
    try Self.withState { state in
      let script = try IdlabBinary.run(
        ["--lang", language, "lesson", lesson, "--answers", "right"], state: state, timeout: 120)
      let played = try IdlabBinary.run(
        ["--lang", language, "lesson", lesson], input: script.standardOutput, state: state,
        timeout: 300)
      #expect(played.status == 0, "\(played.standardError)")
      let output = Self.flat(played.standardOutput)
      // The statement sits in a prompt, right above the grade of that question.
      #expect(
        output.contains(statement.replacingOccurrences(of: "`", with: ""))
          || output.contains(statement), "\(statement)")
    }
  }
}
