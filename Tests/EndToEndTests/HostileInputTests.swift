import Foundation
import ServerHarness
import Testing

/// Every family of hostile input from issue #15, through the built binary: each case writes
/// its files, runs `idlab` in English and in Spanish, and checks the exit code and a line of
/// the message in each language. The expectations are written here, not computed.
///
/// Large inputs (50 000 `>`, a chain of 20 000 `.padding()`) are generated when the test runs;
/// small ones found by the fuzzer live in `Tests/Fuzz/Fixtures`.
@Suite struct HostileInputTests {
  /// One hostile input and what idlab must answer.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// Files to write, by path relative to the case folder.
    var files: [String: String]
    /// Arguments after `--lang LANG`; `{dir}` is the case folder.
    var arguments: [String]
    var status: Int32
    /// A piece of the output (stdout + stderr) in English and in Spanish.
    var english: String
    var spanish: String
    /// What is typed on standard input.
    var input = ""
    var testDescription: String { name }
  }

  // MARK: - Lessons

  /// A valid lesson; `{title}`, `{prose}` and `{block}` are replaced per case.
  static func lesson(
    id: String = "tiny", order: Int = 1, title: String = "Tiny", prose: String = "Some prose.",
    block: String = "kind: value\n"
  ) -> String {
    """
    # \(title)

    <!-- idlab: id=\(id) order=\(order) seed=000 -->

    \(prose)

    ```swift scene=s
    struct V: View { var body: some View { Text("a") } }
    ```

    ```question
    id: q
    \(block)scene: s
    observe: Text#1.text
    ```

    """
  }

  /// The same lesson in both language folders.
  static func course(_ text: String, name: String = "01-tiny.md") -> [String: String] {
    ["lessons/en/\(name)": text, "lessons/es/\(name)": text]
  }

  static func check(
    _ name: String, _ files: [String: String], status: Int32 = 65, _ english: String,
    _ spanish: String
  ) -> Case {
    Case(
      name: name, files: files, arguments: ["check", "{dir}/lessons"], status: status,
      english: english, spanish: spanish)
  }

  static let lessonCases: [Case] = [
    check(
      "CRLF line endings",
      course(lesson().replacingOccurrences(of: "\n", with: "\r\n")), status: 0,
      "ok: 1 lesson", "todo bien: 1 lección"),
    Case(
      name: "CRLF line endings, answered at the prompt",
      files: course(lesson().replacingOccurrences(of: "\n", with: "\r\n")),
      arguments: ["--lessons", "{dir}/lessons", "lesson", "tiny"], status: 0,
      english: "✓ right", spanish: "✓ correcto", input: "a\n"),
    check(
      "byte-order mark", course("\u{FEFF}" + lesson()), status: 0, "ok: 1 lesson",
      "todo bien: 1 lección"),
    check(
      "choice without an id",
      course(lesson(block: "kind: choice\nchoice: A\nchoice b: B\n")),
      "error[L109]: invalid choice", "error[L109]: "),
    check(
      "20 000 nested before(",
      course(
        lesson().replacingOccurrences(
          of: "observe: Text#1.text",
          with: "observe: " + String(repeating: "before(", count: 20_000) + "Text#1.text"
            + String(repeating: ")", count: 20_000))),
      "the observation nests more than 64 levels deep", "la observación anida más de 64 niveles"),
    check(
      "prose of 50 000 >",
      course(lesson(prose: String(repeating: ">", count: 50_000) + " deep")),
      "error[L133]: the text nests more than 32 levels deep",
      "error[L133]: el texto anida más de 32 niveles"),
    check(
      "prose of 100 000 *",
      course(
        lesson(
          prose: String(repeating: "*", count: 50_000) + "a" + String(repeating: "*", count: 50_000)
        )),
      "error[L133]: the text nests more than 32 levels deep",
      "error[L133]: el texto anida más de 32 niveles"),
    check(
      "duplicate lesson ids",
      course(lesson()).merging(course(lesson(order: 2), name: "02-again.md")) { $1 },
      "error[L130]: lesson id `tiny` is already used by",
      "error[L130]: el id de lección `tiny` ya lo usa"),
    check(
      "duplicate orders",
      course(lesson()).merging(course(lesson(id: "other"), name: "02-other.md")) { $1 },
      "error[L131]: lesson order 1 is already used by", "error[L131]: el orden 1 ya lo usa"),
    check(
      "an empty language folder", ["lessons/en/.keep": "", "lessons/es/.keep": ""],
      "error[L128]: no lessons in", "error[L128]: no hay lecciones en"),
    check(
      "ESC in the prose", course(lesson(prose: "Clear \u{1B}[2J the screen.")),
      "error[L132]: control character U+001B in the lesson file",
      "error[L132]: carácter de control U+001B en el archivo de la lección"),
    check(
      "ESC in the title", course(lesson(title: "Tiny \u{1B}]0;owned\u{07}")),
      "error[L132]: control character U+001B", "error[L132]: carácter de control U+001B"),
    check(
      "a question naming no scene of the lesson (was `unknownScene(…)`)",
      course(lesson().replacingOccurrences(of: "scene: s\n", with: "scene: nope\n")),
      "error[L111]: no scene named `nope` in this lesson",
      "error[L111]: no hay ninguna escena llamada `nope` en esta lección"),
    check(
      "an observation counting from 0 (was `syntax(LessonKit.ObservationSyntaxError(…))`)",
      course(lesson().replacingOccurrences(of: "Text#1.text", with: "Text#0.text")),
      "invalid observation: expected a number from 1",
      "observación no válida: se esperaba un número a partir de 1"),
    check(
      "a question without `observe` (was \"está missing\")",
      course(lesson().replacingOccurrences(of: "observe: Text#1.text\n", with: "")),
      "error[L106]: the question block has no `observe`",
      "error[L106]: al bloque question le falta `observe`"),
    check(
      "a lesson scene that does not compile (was `compile(ViewScript.ScriptDiagnostics(…`)",
      course(lesson().replacingOccurrences(of: "Text(\"a\")", with: "Tex()")),
      "error[L113]: the scene does not run: cannot find type `Tex` in scope",
      "error[L113]: la escena no se ejecuta: no se encuentra el tipo `Tex` en este ámbito"),
    check(
      "a table cmark places on line 0 (fuzzer: negative index in the prose reader)",
      course(lesson(prose: "|\n.\n-|")), status: 0, "ok: 1 lesson", "todo bien: 1 lección"),
    check(
      "a file that is only that table (fuzzer)", course("|\n.\n-|"),
      "error[L101]: the lesson has no title", "error[L101]: la lección no tiene título"),
    check(
      "no metadata comment",
      course(
        lesson().replacingOccurrences(of: "<!-- idlab: id=tiny order=1 seed=000 -->", with: "")),
      "error[L102]: the lesson has no metadata comment",
      "error[L102]: la lección no tiene comentario de metadatos"),
  ]

  // MARK: - Scenes

  /// A scene whose body shows `expression` in a `Text`.
  static func scene(_ expression: String) -> String {
    """
    import SwiftUI

    struct V: View {
      var body: some View {
        Text("\\(\(expression))")
      }
    }

    """
  }

  static func sim(
    _ name: String, _ source: String, status: Int32 = 1, _ english: String, _ spanish: String
  ) -> Case {
    Case(
      name: name, files: ["scene.swift": source], arguments: ["sim", "{dir}/scene.swift"],
      status: status, english: english, spanish: spanish)
  }

  /// A scene the fuzzer found, read as the fuzz target reads it (bytes that are not UTF-8
  /// become U+FFFD).
  static func fuzzFixture(_ name: String) -> String {
    let url = IdlabBinary.repositoryRoot.appendingPathComponent("Tests/Fuzz/Fixtures/viewscript")
      .appendingPathComponent(name)
    return (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) } ?? ""
  }

  static let overflow = ("5:13: runtime error: Arithmetic overflow", "desbordamiento aritmético")

  /// A scene whose `grow()` runs `body` (the string it returns is its count).
  static func grower(_ body: String) -> String {
    """
    import SwiftUI

    struct V: View {
      var body: some View {
        Text(grow())
      }
      func grow() -> String {
    \(body)
      }
    }

    """
  }

  static let sceneCases: [Case] = [
    // 20 000 stored properties (issue #32: reading them was quadratic, 8 000 took 21 s): the
    // scene runs, and its state names each one.
    sim(
      "a view with 20 000 `@State` properties",
      "import SwiftUI\n\nstruct V: View {\n"
        + (0..<20_000).map { "  @State private var p\($0) = \($0)\n" }.joined()
        + "  var body: some View {\n    Text(\"\\(p19999)\")\n  }\n}\n",
      status: 0, "Text  \"19999\"", "Text  \"19999\""),
    // Strings that grow past the `bytes` budget fail where they would be made, before the
    // allocation (issue #32: `joined()` built 1.6 GB).
    sim(
      "joined() doubling a string",
      grower(
        """
            var parts = ["xxxxxxxxxxxxxxxx"]
            for _ in 0..<26 { parts = [parts.joined(), parts.joined()] }
            return String(parts.count)
        """), "9:32: runtime error: Memory budget exceeded: a string of 134217728 bytes",
      "9:32: error en tiempo de ejecución: presupuesto de memoria agotado: una"),
    sim(
      "replacingOccurrences growing a string a thousandfold",
      grower(
        """
            var s = String(repeating: "ab", count: 1_000_000)
            s = s.replacingOccurrences(of: "a", with: String(repeating: "z", count: 1000))
            return String(s.count)
        """), "9:9: runtime error: Memory budget exceeded: a string of 1001000000 bytes",
      "9:9: error en tiempo de ejecución: presupuesto de memoria agotado: una"),
    sim(
      "append(_:) doubling a string",
      grower(
        """
            var s = "xxxxxxxxxxxxxxxx"
            for _ in 0..<28 { s.append(s) }
            return String(s.count)
        """), "9:23: runtime error: Memory budget exceeded: a string of 134217728 bytes",
      "9:23: error en tiempo de ejecución: presupuesto de memoria agotado: una"),
    sim(
      "a chain of 25 000 `1 +` (folding overflowed the stack)",
      sceneLine(
        "Text(\"\\(" + Array(repeating: "1", count: 25_000).joined(separator: " + ") + ")\")"),
      status: 65, "5:13: error[S003]: the code nests more than 1000 levels deep",
      "5:13: error[S003]: el código anida más de 1000 niveles"),
    Case(
      name: "an audited file with 50 000 `1 +` and one with a form feed before `=`",
      files: [
        "App/Chain.swift": "let x = "
          + Array(repeating: "1", count: 50_000).joined(separator: " + ") + "\n",
        "App/Feed.swift": "let a \u{0C}= 1\n",
      ], arguments: ["audit", "{dir}/App"], status: 65,
      english:
        "App/Chain.swift:1:9: error: the code nests more than 1000 levels deep; the file is not audited",
      spanish:
        "App/Chain.swift:1:9: error: el código anida más de 1000 niveles; el archivo no se audita"),
    sim("abs(Int.min)", scene("abs(Int.min)"), overflow.0, overflow.1),
    sim("-Int.min", scene("-Int.min"), "runtime error: Arithmetic overflow", overflow.1),
    sim(
      "Int(1e300)", scene("Int(1e300)"),
      "5:13: runtime error: Double value cannot be converted to Int because the result would be greater than Int.max",
      "el Double es mayor que Int.max"),
    sim(
      "Int(Double.infinity)", scene("Int(Double.infinity)"),
      "Double value cannot be converted to Int because it is either infinite or NaN",
      "un Double infinito o NaN no se puede convertir a Int"),
    sim(
      "(0...Int.max).count", scene("(0...Int.max).count"),
      "5:27: runtime error: Arithmetic overflow", overflow.1),
    sim(
      "(Int.min..<Int.max).count", scene("(Int.min..<Int.max).count"),
      "5:33: runtime error: Arithmetic overflow", overflow.1),
    sim(
      "for over Int.max...Int.max",
      """
      import SwiftUI

      func last() -> Int {
        var total = 0
        for i in Int.max...Int.max { total = i }
        return total
      }

      struct V: View {
        var body: some View {
          Text("\\(last())")
        }
      }

      """, status: 0, "9223372036854775807", "9223372036854775807"),
    sim(
      "ForEach over Int.max...Int.max",
      """
      import SwiftUI

      struct V: View {
        var body: some View {
          ForEach(Int.max...Int.max, id: \\.self) { Text("\\($0)") }
        }
      }

      """, status: 0, "9223372036854775807", "9223372036854775807"),
    sim(
      "a Double range with an infinite bound", scene("(0.0...Double.infinity).contains(1)"),
      "5:14: runtime error: Double value cannot be converted to Int because it is either infinite or NaN",
      "5:14: error en tiempo de ejecución: un Double infinito o NaN no se puede convertir a Int"),
    sim(
      "String(repeating:count: 1_000_000_000)",
      scene("String(repeating: \"a\", count: 1_000_000_000).count"),
      "Memory budget exceeded: a string of 1000000000 bytes (the limit is 67108864)",
      "presupuesto de memoria agotado: una cadena de 1000000000 bytes"),
    sim(
      "Array(repeating:count: 1_000_000_000)",
      scene("Array(repeating: 1, count: 1_000_000_000).count"),
      "Memory budget exceeded: a collection of 1000000000 elements (the limit is 1000000)",
      "presupuesto de memoria agotado: una colección de 1000000000 elementos"),
    sim(
      "a string doubled 40 times",
      """
      import SwiftUI

      func doubled() -> String {
        var text = "ab"
        for _ in 0..<40 { text = text + text }
        return text
      }

      struct V: View {
        var body: some View {
          Text(doubled())
        }
      }

      """, "Memory budget exceeded: a string of", "presupuesto de memoria agotado: una cadena de"),
    sim(
      "ForEach(0..<Int.max)",
      """
      import SwiftUI

      struct V: View {
        var body: some View {
          ForEach(0..<Int.max, id: \\.self) { Text("\\($0)") }
        }
      }

      """, "Memory budget exceeded: a ForEach of 9223372036854775807 rows (the limit is 200000)",
      "un ForEach de 9223372036854775807 filas"),
    sim(
      "ForEach(0..<1_000_000) (took 35 s and printed 100 MB)",
      """
      import SwiftUI

      struct V: View {
        var body: some View {
          ForEach(0..<1_000_000, id: \\.self) { Text("\\($0)") }
        }
      }

      """,
      "5:5: runtime error: Memory budget exceeded: a ForEach of 1000000 rows (the limit is 200000)",
      "5:5: error en tiempo de ejecución: presupuesto de memoria agotado: un ForEach de 1000000 filas (el límite es 200000)"
    ),
    Case(
      name: "many strings under the string budget, over the memory budget",
      files: [
        "scene.swift": """
        import SwiftUI

        func hoard() -> Int {
          var all: [String] = []
          for _ in 0..<100 { all.append(String(repeating: "x", count: 300_000)) }
          return all.count
        }

        struct V: View {
          var body: some View {
            Text("\\(hoard())")
          }
        }

        """
      ], arguments: ["sim", "{dir}/scene.swift", "--budget", "memory=1000000"], status: 1,
      english:
        "5:33: runtime error: Memory budget exceeded: this step would hold more than 1000000 bytes",
      spanish:
        "5:33: error en tiempo de ejecución: presupuesto de memoria agotado: este paso ocuparía más de 1000000 bytes"
    ),
    sim(
      "an endless loop",
      scene("spin()").replacingOccurrences(
        of: "struct V",
        with:
          "func spin() -> Int {\n  var n = 0\n  while true { n += 1 }\n  return n\n}\n\nstruct V"),
      "runtime error: Step budget exceeded: the code ran more than 2000000 steps (an endless loop?)",
      "error en tiempo de ejecución: presupuesto de pasos agotado: el código dio más de 2000000 pasos (¿un bucle infinito?)"
    ),
    sim(
      "1 / 0 (was `(line N)`, exit 0, English)", scene("1 / 0"),
      "scene.swift:5:13: runtime error: Division by zero",
      "scene.swift:5:13: error en tiempo de ejecución: división entre cero"),
    sim(
      "a file that declares no View (was English with --lang es)", "let a = 1\n", status: 65,
      "error[S302]: the file declares no `View` to simulate",
      "error[S302]: el archivo no declara ninguna `View` que simular"),
    sim(
      "ESC in the code: the snippet shows it as a symbol", "let a = 1 \u{1B}[2J\n" + scene("1"),
      status: 65, "1 | let a = 1 ␛[2J", "1 | let a = 1 ␛[2J"),
    sim(
      "List(0..<100_000_000)",
      """
      import SwiftUI

      struct V: View {
        var body: some View {
          List(0..<100_000_000, id: \\.self) { Text("\\($0)") }
        }
      }

      """, "Memory budget exceeded: a ForEach of 100000000 rows", "un ForEach de 100000000 filas"),
    sim(
      "a self-recursive view",
      """
      import SwiftUI

      struct V: View {
        var body: some View {
          VStack { V() }
        }
      }

      """,
      "5:5: runtime error: Nesting budget exceeded: views nest more than 256 levels deep (a view that contains itself?)",
      "5:5: error en tiempo de ejecución: presupuesto de anidamiento agotado: las vistas anidan más de 256 niveles (¿una vista que se contiene a sí misma?)"
    ),
    sim(
      "a view containing itself in a switch case (fuzzer: a 26 s timeout)",
      """
      import SwiftUI

      enum Mode { case a, b }

      struct Counter: View {
        var name = ""
        @State var mode = Mode.a
        var body: some View {
          switch mode {
          case .a: Counter(name: "a")
          case .b: Text("b")
          }
        }
      }

      """, "9:5: runtime error: Nesting budget exceeded: views nest more than 256 levels deep",
      "9:5: error en tiempo de ejecución: presupuesto de anidamiento agotado: las vistas anidan más de 256 niveles"
    ),
    sim(
      "3000 nested [",
      "let a = " + String(repeating: "[", count: 3000)
        + String(repeating: "]", count: 3000) + "\n" + scene("1"), status: 65,
      "error[S004]: square brackets nest more than 10 levels deep",
      "error[S004]: los corchetes anidan más de 10 niveles"),
    sim(
      "a chain of 20 000 .padding()",
      scene("1").replacingOccurrences(
        of: "Text(\"\\(1)\")",
        with: "Text(\"a\")" + String(repeating: ".padding()", count: 20_000)), status: 65,
      "error[S003]: the code nests more than 1000 levels deep",
      "error[S003]: el código anida más de 1000 niveles"),
    sim(
      "a chain of 20 000 .padding{}",
      scene("1").replacingOccurrences(
        of: "Text(\"\\(1)\")",
        with: "Text(\"a\")" + String(repeating: ".padding{}", count: 20_000)), status: 65,
      "error[S003]: the code nests more than 1000 levels deep",
      "error[S003]: el código anida más de 1000 niveles"),
    sim(
      "calls after a type header (fuzzer: SwiftParser's recovery took 25 s)",
      "struct Counter: View" + String(repeating: ".padding()", count: 600) + "\n", status: 65,
      "1:1029: error[S005]: more than 100 `(` and `<` in a type's header, before its `{`",
      "1:1029: error[S005]: más de 100 `(` y `<` en la cabecera de un tipo, antes de su `{`"),
    sim(
      "nested arrays of depth 22 in an unused function",
      "func unused() { let a = " + String(repeating: "[", count: 22) + "1"
        + String(repeating: "]", count: 22) + " }\n" + scene("1"), status: 65,
      "error[S004]: square brackets nest more than 10 levels deep",
      "error[S004]: los corchetes anidan más de 10 niveles"),
    sim(
      "a control character before `=` (fuzzer: trap in SwiftParserDiagnostics)",
      "var count \u{17}= 0\n" + scene("1"), status: 65,
      "error[S002]: invalid character U+0017 in the source",
      "error[S002]: carácter U+0017 no válido en el código"),
    sim(
      "a line separator before `=` (fuzzer: trap in SwiftParserDiagnostics)",
      "g \u{2028}= 1\n" + scene("1"), status: 65,
      "error[S002]: invalid character U+2028 in the source",
      "error[S002]: carácter U+2028 no válido en el código"),
    sim(
      "a replacement character before `=` (fuzzer: bytes that were not UTF-8)",
      "g \u{FFFD}= 1\n" + scene("1"), status: 65,
      "error[S002]: invalid character U+FFFD in the source",
      "error[S002]: carácter U+FFFD no válido en el código"),
    sim(
      "a replacement character in a string the line closes (the thirty-first unseen sample)",
      "let name = \"caf\u{FFFD} menu\"\n" + scene("name"), status: 0,
      "caf\u{FFFD} menu", "caf\u{FFFD} menu"),
    sim(
      "replacement characters in an unterminated string (fuzzer: trap in SwiftParserDiagnostics)",
      fuzzFixture("parser-fixit-unterminated-string-09100e02.swift"), status: 65,
      "21:17: error[S002]: invalid character U+FFFD in the source",
      "21:17: error[S002]: carácter U+FFFD no válido en el código"),
    sim(
      "a form feed after `=` (fuzzer: trap in SwiftParserDiagnostics)",
      "let a =\u{0C} 1\n" + scene("a"), status: 65,
      "1:8: error[S002]: invalid character U+000C in the source",
      "1:8: error[S002]: carácter U+000C no válido en el código"),
    sim(
      "a form feed in a fuzzed scene (fuzzer: trap in SwiftParserDiagnostics)",
      fuzzFixture("parser-fixit-form-feed-9b41b01b.swift"), status: 65,
      "2:13: error[S002]: invalid character U+000C in the source",
      "2:13: error[S002]: carácter U+000C no válido en el código"),
    sim(
      "an ideographic space in code", "let\u{3000}a = 1\n" + scene("1"), status: 65,
      "error[S002]: invalid character U+3000 in the source",
      "error[S002]: carácter U+3000 no válido en el código"),
    sim(
      "invisible characters inside a string are text", scene("\"a\u{2028}\u{200D}b\""),
      status: 0, "Text", "Text"),
    // Swift's lexer takes a no-break space for a space (with a warning) and a zero-width joiner
    // as an identifier character (audit samples AT and AS); a bidirectional override stays
    // refused.
    sim(
      "a no-break space in code is a space", "let\u{A0}a = 41\n" + scene("a"), status: 0,
      "  41\n", "  41\n"),
    sim(
      "a zero-width joiner in an identifier", "let a\u{200D}b = 42\n" + scene("a\u{200D}b"),
      status: 0, "  42\n", "  42\n"),
    sim(
      "a right-to-left override in code", "let a\u{202E}b = 1\n" + scene("1"), status: 65,
      "error[S002]: invalid character U+202E in the source",
      "error[S002]: carácter U+202E no válido en el código"),
    sim(
      "[ after a string left open on its line (fuzzer: a 22 s timeout)",
      fuzzFixture("parser-timeout-unterminated-string-6db33137.swift"), status: 65,
      "22:31: error[S004]: square brackets nest more than 10 levels deep",
      "22:31: error[S004]: los corchetes anidan más de 10 niveles"),
    sim(
      "a line separator after a string left open on its line",
      "let s = \"abc\ng \u{2028}= 1\n" + scene("1"), status: 65,
      "2:3: error[S002]: invalid character U+2028 in the source",
      "2:3: error[S002]: carácter U+2028 no válido en el código"),
    sim(
      "unicode escapes in a string are decoded", sceneLine(#"Text("\u{41}\u{1F600}\u{E9}")"#),
      status: 0, "  A😀é\n", "  A😀é\n"),
    sim(
      "an escape character written \\u{1B} is shown as a symbol",
      sceneLine(#"Text("\u{1B}[2J\r")"#), status: 0, "  ␛[2J␍\n", "  ␛[2J␍\n"),
    sim(
      "an invalid Unicode scalar in a string", sceneLine(#"Text("a\u{D800}b")"#), status: 65,
      "5:12: error[S001]: syntax error: invalid escape sequence in literal",
      "5:12: error[S001]: error de sintaxis:"),
  ]

  /// A scene whose body's line 5 is `line`.
  static func sceneLine(_ line: String, lineBreak: String = "\n") -> String {
    [
      "import SwiftUI", "", "struct V: View {", "  var body: some View {", "    " + line, "  }",
      "}", "",
    ]
    .joined(separator: lineBreak)
  }

  /// Code the scan before parsing once read as text (a string or a comment), so SwiftParser
  /// met its brackets: each case is 60 `[` on line 5 after `prefix`, refused at the eleventh,
  /// whose UTF-8 column is counted here from the prefix.
  static let lexicalCases: [Case] =
    [
      ("an escaped backslash", #"let s = "\\"; let t = "#, "["),
      ("a raw string ending in a backslash", ##"let s = #"\"#; let t = "##, "["),
      ("a regular expression with a quote", #"let r = /"/; let t = "#, "["),
      ("a raw identifier with a quote", "let `\"` = 1; let t = ", "["),
      ("an open interpolation", #"let s = "\("#, "["),
      ("a combining accent on each [", "let t = ", "[\u{301}"),
    ].map { name, prefix, bracket in
      let column = 4 + prefix.utf8.count + 10 * bracket.utf8.count + 1
      return sim(
        "60 [ after \(name)", sceneLine(prefix + String(repeating: bracket, count: 60) + "1"),
        status: 65, "5:\(column): error[S004]: square brackets nest more than 10 levels deep",
        "5:\(column): error[S004]: los corchetes anidan más de 10 niveles")
    } + [
      sim(
        "60 [ after a comment in a file with CRLF line endings",
        "// a comment\r\n"
          + sceneLine("Text(" + String(repeating: "[", count: 60) + "1)", lineBreak: "\r\n"),
        status: 65, "6:20: error[S004]: square brackets nest more than 10 levels deep",
        "6:20: error[S004]: los corchetes anidan más de 10 niveles"),
      sim(
        "brackets in strings and comments do not count",
        "// [[[[[[[[[[[[\n/* [[[[[[[[[[[[ /* [[[[ */ [[[[[[[[[[[[ */\n"
          + sceneLine(##"Text("[[[[[[[[[[[[" + #"[[[[[[[[[[[[\"#)"##), status: 0,
        "  " + String(repeating: "[", count: 24) + "\\\n",
        "  " + String(repeating: "[", count: 24) + "\\\n"),
    ]

  @Test(arguments: lessonCases + sceneCases + lexicalCases)
  func answersInBothLanguages(_ hostile: Case) throws {
    let folder = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (path, text) in hostile.files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let arguments = hostile.arguments.map {
      $0.replacingOccurrences(of: "{dir}", with: folder.path)
    }
    for (language, expected) in [("en", hostile.english), ("es", hostile.spanish)] {
      let result = try IdlabBinary.run(
        ["--lang", language] + arguments, input: hostile.input, environment: ["COLUMNS": "500"],
        timeout: 60)
      let output = result.standardOutput + result.standardError
      #expect(!result.timedOut, "\(language)")
      #expect(result.status == hostile.status, "\(language): \(output.prefix(600))")
      #expect(output.contains(expected), "\(language): \(output.prefix(600))")
      #expect(!output.contains("\u{1B}"), "\(language): an escape code reached the output")
      #expect(!output.contains("Error("), "\(language): an internal value was printed")
    }
  }

  /// 3 000 declarations on one 160 kB line (issue #32: one S001 each, the whole line as its
  /// snippet: hundreds of megabytes of standard error): `sim` prints the first 20, says how
  /// many more at least, and cuts every snippet to the terminal's width; `audit` names the
  /// first error. Both languages.
  @Test func aLineOfThousandsOfErrorsPrintsTwentyCutToTheWidth() throws {
    let folder = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let line = (0..<3000).map { "let a\($0) = 1" }.joined(separator: " ")
    let file = folder.appendingPathComponent("Line.swift")
    try Data(("import SwiftUI\n" + line + "\n" + Self.sceneLine("Text(\"x\")")).utf8).write(
      to: file)
    for (language, more) in [
      ("en", "… and at least 80 more, not shown (the first 20 are above)"),
      ("es", "… y al menos 80 más, sin mostrar (arriba están los primeros 20)"),
    ] {
      let sim = try IdlabBinary.run(
        ["--lang", language, "sim", file.path], environment: ["COLUMNS": "80"], timeout: 60)
      #expect(sim.status == 65, "\(sim.standardError.prefix(400))")
      #expect(sim.standardError.contains(more), "\(sim.standardError.suffix(400))")
      #expect(sim.standardError.utf8.count < 20_000)
      #expect(sim.standardError.components(separatedBy: "error[S001]").count == 21)
      let snippets = sim.standardError.split(separator: "\n").filter { $0.contains(" | ") }
      #expect(!snippets.isEmpty)
      #expect(snippets.allSatisfy { $0.count <= 80 }, "\(snippets.map(\.count).max() ?? 0)")
      let audit = try IdlabBinary.run(["--lang", language, "audit", file.path], timeout: 60)
      #expect(audit.status == 65)
      let said = audit.standardOutput + audit.standardError
      #expect(said.contains("Line.swift:2:11:"), "\(said)")
    }
  }

  /// The memory budget reached under `--json`: the document is still valid, the step's
  /// `error` says which budget and where.
  @Test func theMemoryBudgetKeepsTheJSONValid() throws {
    let folder = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("scene.swift")
    let hoard = try #require(Self.sceneCases.first { $0.name.hasPrefix("many strings") })
    try Data((hoard.files["scene.swift"] ?? "").utf8).write(to: scene)
    let result = try IdlabBinary.run(
      ["sim", scene.path, "--budget", "memory=1000000", "--json"], timeout: 60)
    #expect(result.status == 1, "\(result.standardError)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let steps = try #require(document["steps"] as? [[String: Any]])
    let error = try #require(steps.first?["error"] as? [String: Any])
    #expect(error["id"] as? String == "memory-budget")
    #expect(
      error["message"] as? String
        == "Memory budget exceeded: this step would hold more than 1000000 bytes")
    #expect(error["line"] as? Int == 5)
    #expect(error["column"] as? Int == 33)
  }

  // MARK: - Typed input

  @Test(arguments: [
    ("en", "unknown command :" + String(repeating: "x", count: 38) + "…"),
    ("es", "comando desconocido :" + String(repeating: "x", count: 38) + "…"),
  ]) func aMegabyteCommandIsEchoedCut(_ language: String, _ expected: String) throws {
    let line = ":" + String(repeating: "x", count: 1_000_000) + "\u{1B}[2J\n"
    let result = try IdlabBinary.run(
      ["--lang", language], input: line, environment: ["COLUMNS": "80"], timeout: 60)
    let output = result.standardOutput + result.standardError
    #expect(!result.timedOut)
    #expect(result.status == 0, "\(output.prefix(600))")
    #expect(output.contains(expected), "\(output.prefix(600))")
    #expect(output.utf8.count < 10_000, "the megabyte was printed back")
    #expect(!output.contains("\u{1B}"))
  }

  // MARK: - Damaged gradebooks

  /// A way to damage a gradebook file, and the reason idlab must give in each language.
  struct Damage: CustomTestStringConvertible, Sendable {
    var name: String
    /// Bytes to write, at an offset from the start (negative: from the end).
    var offset: Int
    var bytes: [UInt8]
    var english: String
    var spanish: String
    var testDescription: String { name }
  }

  static let garbage = (0..<3000).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
  static let damages = [
    Damage(
      name: "garbage in the last page", offset: -4096, bytes: garbage,
      english: "the progress database is damaged",
      spanish: "la base de datos de progreso está dañada"),
    Damage(
      name: "garbage in page 2", offset: 4096, bytes: garbage + garbage,
      english: "the progress database is damaged",
      spanish: "la base de datos de progreso está dañada"),
    Damage(
      name: "user_version 99 (a newer schema)", offset: 60, bytes: [0, 0, 0, 99],
      english: "the progress database was written by a newer idlab",
      spanish: "la base de datos de progreso la escribió un idlab más reciente"),
  ]

  /// A state folder whose gradebook holds the fixture lesson's answers (the caller removes it).
  static func answeredState() throws -> URL {
    let state = IdlabBinary.temporaryFolder()
    let first = try IdlabBinary.run(
      ["--lessons", DataSafetyTests.fixture, "lesson", "tiny"], input: DataSafetyTests.answers,
      state: state)
    #expect(first.status == 0, "\(first.standardError)")
    return state
  }

  @Test(arguments: damages) func aDamagedGradebookIsRefusedAndLeftAlone(_ damage: Damage) throws {
    let state = try Self.answeredState()
    defer { try? FileManager.default.removeItem(at: state) }
    let lessons = ["--lessons", DataSafetyTests.fixture]
    let path = state.appendingPathComponent("idlab/idlab.sqlite").path
    let handle = try #require(FileHandle(forUpdatingAtPath: path))
    let size = Int(try handle.seekToEnd())
    try handle.seek(toOffset: UInt64(damage.offset < 0 ? size + damage.offset : damage.offset))
    handle.write(Data(damage.bytes))
    try handle.close()
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    for (language, expected) in [("en", damage.english), ("es", damage.spanish)] {
      for command in [["progress"], ["lesson", "tiny"]] {
        let result = try IdlabBinary.run(
          ["--lang", language] + lessons + command, input: DataSafetyTests.answers, state: state)
        let output = result.standardOutput + result.standardError
        #expect(result.status == (command == ["progress"] ? 1 : 0), "\(command): \(output)")
        #expect(output.contains(expected), "\(language) \(command): \(output)")
        #expect(output.contains(path), "\(language) \(command): the path is not named")
      }
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "the file was modified")
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
  }

  /// A damaged gradebook with a write-ahead log beside it (another program's connection held
  /// it open when the file was copied): `progress`, `lesson`, `quiz take` and `quiz report`
  /// refuse it in both languages and leave the file and its `-wal` byte for byte as they were
  /// (issue #32): no checkpoint moves the log into the damaged file, nothing deletes the log,
  /// and the hint moves both together.
  @Test func aDamagedGradebookAndItsWriteAheadLogAreLeftByteForByte() throws {
    let state = try Self.answeredState()
    defer { try? FileManager.default.removeItem(at: state) }
    let lessons = ["--lessons", DataSafetyTests.fixture]
    let source = state.appendingPathComponent("idlab/idlab.sqlite").path
    let copy = state.appendingPathComponent("copy")
    // Python's sqlite3 writes a page to the log and copies the file, its log and its index
    // while its connection still holds them.
    let script = """
      import os, shutil, sqlite3, sys
      c = sqlite3.connect(sys.argv[1])
      c.execute("PRAGMA wal_autocheckpoint=0")
      c.execute("UPDATE attempts SET rowid = rowid")
      c.commit()
      os.makedirs(sys.argv[2], exist_ok=True)
      for suffix in ["", "-wal", "-shm"]:
          shutil.copyfile(sys.argv[1] + suffix, os.path.join(sys.argv[2], "idlab.sqlite" + suffix))
      c.close()
      """
    let python = try HarnessProcess.run(
      "/usr/bin/python3", ["-c", script, source, copy.path + "/idlab"],
      environment: ["PATH": "/usr/bin:/bin"], input: "", timeout: 30)
    try #require(python.status == 0, "\(python.text)")
    let path = copy.appendingPathComponent("idlab/idlab.sqlite").path
    let handle = try #require(FileHandle(forUpdatingAtPath: path))
    let size = Int(try handle.seekToEnd())
    try handle.seek(toOffset: UInt64(size - 4096))
    handle.write(Data(Self.garbage))
    try handle.close()
    let file = try Data(contentsOf: URL(fileURLWithPath: path))
    let log = try Data(contentsOf: URL(fileURLWithPath: path + "-wal"))
    #expect(!log.isEmpty)
    let environment = ["IDLAB_GRADEBOOK": path]
    for language in ["en", "es"] {
      for command in [
        lessons + ["progress"], lessons + ["lesson", "tiny"],
        ["quiz", "take", "identity-checkpoint", "--student", "ana"],
        ["quiz", "report", "identity-checkpoint"],
      ] {
        let result = try IdlabBinary.run(
          ["--lang", language] + command, input: DataSafetyTests.answers,
          environment: environment, state: copy)
        let output = result.standardOutput + result.standardError
        #expect(
          output.contains(language == "es" ? "está dañada" : "is damaged"), "\(command): \(output)")
        #expect(output.contains("mv \(path)-wal \(path).damaged-wal"), "\(command): \(output)")
        #expect(
          try Data(contentsOf: URL(fileURLWithPath: path)) == file, "\(command): the file changed")
        #expect(
          try Data(contentsOf: URL(fileURLWithPath: path + "-wal")) == log,
          "\(command): the write-ahead log changed or is gone")
      }
    }
  }
}
