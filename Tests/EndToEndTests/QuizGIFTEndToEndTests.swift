import Foundation
import Testing

/// `idlab quiz export --gift` read by `pygiftparser` (PyPI), a GIFT reader that is not idlab's:
/// every variant of every item is a valid question of its kind, in its item's category, with
/// the explanation as general feedback. `make test` installs the reader in `.build/gift-venv`
/// and names its Python in `IDLAB_GIFT_PYTHON`; without it the suite is skipped, except under
/// `CI=true`, where a missing reader fails.
@Suite(
  .enabled(if: PythonScript.hasGIFTReader, "IDLAB_GIFT_PYTHON is not set (make test sets it)"))
struct QuizGIFTEndToEndTests {
  /// Prints, per question: category, title, validity, answer set, general feedback, and the
  /// answers' fractions (numerical and true/false: the right answer).
  static let script = """
    import json, sys, logging
    logging.disable(logging.CRITICAL)
    from pygiftparser import parser
    out = []
    for q in parser.parseFile(sys.stdin):
        answers = q.answers
        fractions = [a.fraction for a in getattr(answers, "answers", []) if hasattr(a, "fraction")]
        out.append({
            "category": q.cat, "title": q.title, "valid": q.valid,
            "kind": type(answers).__name__, "feedback": q.generalFeedback,
            "fractions": fractions, "truth": getattr(answers, "answer", None),
        })
    print(json.dumps(out))
    """

  static func read(_ document: String) throws -> [[String: Any]] {
    let python = try #require(PythonScript.gift, "IDLAB_GIFT_PYTHON must name the reader's python")
    let output = try PythonScript.run(script, input: document, python: python)
    return try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
  }

  @Test(arguments: ["en", "es"])
  func everyVariantIsAQuestionInItsItemsCategory(_ language: String) throws {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let result = try QuizDrawEndToEndTests.run(
      ["--lang", language, "quiz", "export", "rows-bank", "--gift"], state: state)
    #expect(result.status == 0, "\(result.standardError)")
    let questions = try Self.read(result.standardOutput)
    let items = QuizLMSEndToEndTests.bankItems
    #expect(questions.count == items.reduce(0) { $0 + $1.variants })
    let expected = items.flatMap { item in (1...item.variants).map { (item, $0) } }
    let kinds = [
      "numerical": "NumericAnswerSet", "multichoice": "SelectSet", "truefalse": "TrueFalseSet",
    ]
    for (question, (item, variant)) in zip(questions, expected) {
      let label = "\(item.item) v\(variant)"
      #expect(question["valid"] as? Bool == true, "\(label)")
      #expect(
        question["category"] as? String
          == "$course$/top/idlab/rows_bank/" + item.item.replacingOccurrences(of: "-", with: "_"))
      #expect(question["title"] as? String == (item.variants > 1 ? label : item.item))
      #expect(question["kind"] as? String == kinds[item.kind], "\(label)")
      if item.kind == "multichoice" {
        let fractions = question["fractions"] as? [Double] ?? []
        #expect(fractions.filter { $0 == 100 }.count == 1, "\(label): \(fractions)")
      }
      if item.item != "note-migrates" {
        #expect((question["feedback"] as? String)?.isEmpty == false, "\(label)")
      }
    }
    // Appending a ship to two gives three rows, and it logs no warning: from the fixture.
    #expect(questions[0]["fractions"] as? [Double] == [100])
    #expect(questions.last?["truth"] as? Bool == false)
  }

  /// The drawn quiz exports its own item and every variant of the draw's pool, worth the draw's
  /// points.
  @Test func aDrawnQuizExportsItsWholePool() throws {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let result = try QuizDrawEndToEndTests.run(
      ["quiz", "export", "drawn-exam", "--gift"], state: state)
    #expect(result.status == 0, "\(result.standardError)")
    let questions = try Self.read(result.standardOutput)
    // first (1) and the pool tagged foreach-ids: 3 + 2 + 3 + 1 variants.
    #expect(questions.count == 10)
    #expect(questions.allSatisfy { $0["valid"] as? Bool == true })
    #expect(result.standardOutput.contains("// [id:drawn-exam.rows-bank/insert-tint.2]"))
    #expect(result.standardOutput.contains("// 3 pt · 2/3 (tint=purple)"))
  }
}
