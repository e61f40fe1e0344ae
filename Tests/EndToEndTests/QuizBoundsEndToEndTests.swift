import Foundation
import Testing

/// Numbers and sizes in a quiz file stay within `QuizLimits` (issue #32): each input the issue
/// found trapping or hanging is refused by `quiz check`, located, in both languages, and
/// `quiz take` refuses the quiz before it opens the gradebook, so nothing is written.
@Suite struct QuizBoundsEndToEndTests {
  /// One hostile quiz: how the test quiz is changed (in both languages unless `onlySpanish`),
  /// and the code `quiz check` must report with the Spanish words of its message.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var code: String
    var spanish: String
    var onlySpanish = false
    var edit: @Sendable (String) -> String
    var testDescription: String { name }
  }

  static func params(_ count: Int, values: Int) -> String {
    (0..<count).map { index in
      "param: p\(index) = " + (0..<values).map { "v\($0)" }.joined(separator: " | ")
    }.joined(separator: "\n")
  }

  static let cases: [Case] = [
    Case(name: "time-limit 1e300h", code: "Q120", spanish: "fuera de los límites") {
      $0.replacingOccurrences(of: "mode: practice", with: "mode: practice\ntime-limit: 1e300h")
    },
    Case(name: "time-limit infm", code: "Q120", spanish: "fuera de los límites") {
      $0.replacingOccurrences(of: "mode: practice", with: "mode: practice\ntime-limit: infm")
    },
    Case(name: "points 1e300", code: "Q120", spanish: "fuera de los límites") {
      $0.replacingOccurrences(of: "id: rows\nquestion", with: "id: rows\npoints: 1e300\nquestion")
    },
    Case(name: "points inf", code: "Q120", spanish: "fuera de los límites") {
      $0.replacingOccurrences(of: "id: rows\nquestion", with: "id: rows\npoints: inf\nquestion")
    },
    Case(name: "10 parameters of 100 values", code: "Q121", spanish: "variantes") {
      $0.replacingOccurrences(
        of: "param: extra = 1 | 2", with: "param: extra = 1 | 2\n" + params(10, values: 100))
    },
    Case(name: "2 parameters of 1000 values", code: "Q121", spanish: "variantes") {
      $0.replacingOccurrences(
        of: "param: extra = 1 | 2", with: "param: extra = 1 | 2\n" + params(2, values: 1000))
    },
    Case(name: "600 items", code: "Q122", spanish: "ítems") { text in
      let items = (1...600).map {
        "```item\nid: extra-\($0)\nquestion: rows\nparam: extra = 1\n```"
      }
      return text.replacingOccurrences(
        of: "```question", with: items.joined(separator: "\n\n") + "\n\n```question")
    },
    // Settings a reader might take for something else (issue #32: they ran as practice and
    // untimed): each is a located error, and the quiz is not used.
    Case(name: "mode: Exam", code: "Q102", spanish: "valor no válido `Exam` para `mode`") {
      $0.replacingOccurrences(of: "mode: practice", with: "mode: Exam")
    },
    Case(name: "time-limit: 20min", code: "Q102", spanish: "valor no válido `20min`") {
      $0.replacingOccurrences(of: "mode: practice", with: "mode: practice\ntime-limit: 20min")
    },
    Case(name: "a 2 MB file", code: "Q123", spanish: "como máximo 1048576 bytes") {
      $0 + String(repeating: "A paragraph of prose that goes on. ", count: 60_000)
    },
    Case(name: "200 variants of a 600 kB file", code: "Q121", spanish: "variantes") {
      $0.replacingOccurrences(
        of: "param: extra = 1 | 2", with: "param: extra = 1 | 2\n" + params(1, values: 100))
        + String(repeating: "A paragraph of prose that goes on. ", count: 17_000)
    },
    Case(
      name: "an exam that is practice in Spanish", code: "Q114", spanish: "no coincide",
      onlySpanish: true
    ) {
      $0.replacingOccurrences(of: "mode: practice", with: "mode: exam")
    },
  ]

  @Test(arguments: cases)
  func aQuizOutOfBoundsIsRefusedByCheckAndByTake(_ hostile: Case) throws {
    let folder = try QuizFailedRunEndToEndTests.writeQuiz()
    defer { try? FileManager.default.removeItem(at: folder) }
    // The slip: the English file says exam, the Spanish one still says practice.
    for language in hostile.onlySpanish ? ["en"] : ["en", "es"] {
      let file = folder.appendingPathComponent("\(language)/traps.md")
      let text = try String(contentsOf: file, encoding: .utf8)
      try Data(hostile.edit(text).utf8).write(to: file)
    }
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let book = state.appendingPathComponent("class.sqlite")
    for language in ["en", "es"] {
      let check = try IdlabBinary.run(
        ["--lang", language, "quiz", "check", folder.path], state: state, timeout: 120)
      #expect(check.status == 65, "\(check.standardOutput)\(check.standardError)")
      #expect(check.standardError.contains("traps.md:"), "\(check.standardError)")
      #expect(check.standardError.contains("error[\(hostile.code)]"), "\(check.standardError)")
      if language == "es" {
        #expect(check.standardError.contains(hostile.spanish), "\(check.standardError)")
      }
      let take = try IdlabBinary.run(
        ["--lang", language, "quiz", "take", "traps", "--student", "ana"], input: "y\n1\n",
        environment: ["IDLAB_QUIZZES": folder.path, "IDLAB_GRADEBOOK": book.path], state: state)
      #expect(take.status == 65, "\(take.standardOutput)\(take.standardError)")
      #expect(take.standardError.contains("[\(hostile.code)]"), "\(take.standardError)")
      #expect(
        take.standardError.contains(language == "es" ? "no se usa" : "so it is not used"),
        "\(take.standardError)")
      #expect(!FileManager.default.fileExists(atPath: book.path))
    }
  }

  /// A message whose words depend on what is wrong is one sentence per case in each language,
  /// never an English word inside a Spanish sentence (issue #32: "el bloque `quiz` está
  /// missing"); a problem in the English file is told in Spanish to a Spanish user.
  @Test func theQuizBlockProblemsAreWholeSentencesInEachLanguage() throws {
    let folder = try QuizFailedRunEndToEndTests.writeQuiz { text in
      text.replacingOccurrences(of: "```quiz", with: "```quiz\nid: traps\n```\n\n```quiz")
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    let english = try IdlabBinary.run(["--lang", "en", "quiz", "check", folder.path])
    #expect(english.standardError.contains("the file has a second `quiz` block"))
    let spanish = try IdlabBinary.run(["--lang", "es", "quiz", "check", folder.path])
    #expect(spanish.standardError.contains("en/traps.md"), "\(spanish.standardError)")
    #expect(
      spanish.standardError.components(separatedBy: "el archivo tiene un segundo bloque `quiz`")
        .count == 3, "\(spanish.standardError)")
    #expect(!spanish.standardError.contains("duplicate"), "\(spanish.standardError)")
  }

  /// Each file's problems are told in the user's language, the other language's file too:
  /// `quiz check --lang es` reads an English action's syntax error as "error de sintaxis",
  /// SwiftParser's own words kept after it.
  @Test func aVariantsProblemIsToldInTheUsersLanguageWhateverTheFile() throws {
    let folder = try QuizFailedRunEndToEndTests.writeQuiz {
      $0.replacingOccurrences(of: "do: count += {{extra}}", with: "do: count += {{extra}} +")
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    let spanish = try IdlabBinary.run(["--lang", "es", "quiz", "check", folder.path])
    #expect(spanish.status == 65)
    // Both variants (`extra = 1 | 2`) fail for the same reason: one diagnostic a file, naming both.
    #expect(
      spanish.standardError.components(separatedBy: "error de sintaxis").count == 3,
      "\(spanish.standardError)")
    #expect(
      spanish.standardError.components(separatedBy: "la variante 1, 2 de").count == 3,
      "\(spanish.standardError)")
    #expect(!spanish.standardError.contains("syntax error"), "\(spanish.standardError)")
  }

  /// A roster's extra time past a day (issue #32: every later `quiz take` trapped): the import
  /// is refused at its line in both languages and nothing is stored (the state folder, where
  /// the gradebook would be, is not even made).
  @Test(arguments: ["extra-time-1e18.csv", "extra-time-inf.csv"])
  func aRosterWithExtraTimePastADayIsRefusedAndNothingIsStored(_ fixture: String) throws {
    let roster = IdlabBinary.repositoryRoot.appendingPathComponent("Tests/Fuzz/Fixtures/rosters")
      .appendingPathComponent(fixture)
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    for (language, expected) in [
      ("en", ":2: error: extra time `"), ("es", ":2: error: el tiempo extra `"),
    ] {
      let result = try IdlabBinary.run(
        ["--lang", language, "quiz", "roster", "import", roster.path], state: state)
      #expect(result.status == 65, "\(result.standardError)")
      #expect(result.standardError.contains(fixture + expected), "\(result.standardError)")
    }
    #expect(!FileManager.default.fileExists(atPath: state.appendingPathComponent("idlab").path))
  }
}
