import Foundation
import Testing

/// `idlab quiz check` fails, located, when a step of a variant fails at run time: a key never
/// stands on a failed run (issue #25). The two quizzes of the issue, in both languages.
@Suite struct QuizFailedRunEndToEndTests {
  /// A counter whose rows are `0..<count`: a negative count traps in the range.
  static let scene = """
    ```swift scene=counter
    import SwiftUI

    struct Counter: View {
      @State private var count = 1
      var body: some View {
        VStack {
          ForEach(0..<count, id: \\.self) { row in Text("Row \\(row)") }
        }
      }
    }
    ```
    """

  /// A quiz whose item does `action` (with `{{extra}}` from `1 | 2 | -5`).
  static func quiz(action: String, language: String) -> String {
    let prompt = language == "es" ? "¿Cuántas filas hay?" : "How many rows are there?"
    return """
      # \(language == "es" ? "Cuestionario" : "Quiz")

      \(language == "es" ? "Una prueba." : "A test.")

      ```quiz
      id: traps
      mode: practice
      ```

      ```item
      id: rows
      question: rows
      param: extra = 1 | 2 | -5
      ```

      ```question
      id: rows
      kind: number
      scene: counter
      do: \(action)
      observe: rows(ForEach#1).count
      prompt: \(prompt)
      ```

      \(scene)

      """
  }

  /// Writes the quiz (`extra = 1 | 2`, never failing), changed by `edit`, as `traps.md` in
  /// `folder`'s `en/` and `es/` folders (`folder` is made when missing); returns `folder`.
  @discardableResult
  static func writeQuiz(
    into folder: URL = IdlabBinary.temporaryFolder(), _ edit: (String) -> String = { $0 }
  ) throws -> URL {
    for language in ["en", "es"] {
      let directory = folder.appendingPathComponent(language)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let text = quiz(action: "count += {{extra}}", language: language)
        .replacingOccurrences(of: "1 | 2 | -5", with: "1 | 2")
      try Data(edit(text).utf8).write(to: directory.appendingPathComponent("traps.md"))
    }
    return folder
  }

  @Test(arguments: ["count += {{extra}}", "count = 10 / ({{extra}} + 5)"])
  func aVariantThatTrapsFailsTheCheckInBothLanguages(action: String) throws {
    let folder = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for language in ["en", "es"] {
      let directory = folder.appendingPathComponent(language)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(Self.quiz(action: action, language: language).utf8)
        .write(to: directory.appendingPathComponent("traps.md"))
    }
    for language in ["en", "es"] {
      let result = try IdlabBinary.run(["--lang", language, "quiz", "check", folder.path])
      #expect(result.status == 65, "\(result.standardOutput)\(result.standardError)")
      let output = result.standardOutput + result.standardError
      // The third variant (extra = -5) is named, with its values, in each language's file.
      #expect(output.contains("extra=-5"), "\(output)")
      #expect(output.contains("traps.md:"), "\(output)")
      let failing = language == "es" ? "la acción 1 falla" : "action 1 fails"
      #expect(output.contains(failing), "\(output)")
      #expect(!output.contains("extra=1,") && !output.contains("extra=2"), "\(output)")
    }
    // Without the failing value, the same quiz checks clean.
    for language in ["en", "es"] {
      let file = folder.appendingPathComponent(language).appendingPathComponent("traps.md")
      let text = Self.quiz(action: action, language: language)
        .replacingOccurrences(of: "1 | 2 | -5", with: "1 | 2")
      try Data(text.utf8).write(to: file)
    }
    let clean = try IdlabBinary.run(["quiz", "check", folder.path])
    #expect(clean.status == 0, "\(clean.standardOutput)\(clean.standardError)")
  }
}
