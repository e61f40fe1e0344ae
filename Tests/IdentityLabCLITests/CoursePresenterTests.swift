import Localization
import TerminalUI
import Testing

@testable import IdentityLabCLI
@testable import LessonKit

/// What `:check` says when a goal does not hold, in both languages.
@Suite struct CoursePresenterTests {
  /// `total` conditions (`code.calls(stepN)`), the first `failing` of them failing.
  static func conditions(failing: Int, of total: Int) -> [GoalCondition] {
    (0..<total).map { index in
      GoalCondition(
        text: "code.calls(step\(index))", holds: index >= failing,
        shape: .calls("step\(index)", expected: true))
    }
  }

  /// The count line agrees with the number of failing conditions: "fails" / "falla" for one,
  /// "fail" / "fallan" for more, "its only condition" / "su única condición" for a goal of one.
  @Test(arguments: [
    (Language.en, 1, 1, "✗ the goal does not hold yet (its only condition fails)"),
    (Language.en, 1, 3, "✗ the goal does not hold yet (1 of 3 conditions fails)"),
    (Language.en, 2, 3, "✗ the goal does not hold yet (2 of 3 conditions fail)"),
    (Language.en, 2, 2, "✗ the goal does not hold yet (2 of 2 conditions fail)"),
    (Language.es, 1, 1, "✗ el objetivo todavía no se cumple (falla su única condición)"),
    (Language.es, 1, 3, "✗ el objetivo todavía no se cumple (falla 1 de 3 condiciones)"),
    (Language.es, 2, 3, "✗ el objetivo todavía no se cumple (fallan 2 de 3 condiciones)"),
    (Language.es, 2, 2, "✗ el objetivo todavía no se cumple (fallan 2 de 2 condiciones)"),
  ])
  func failureCountAgreesWithTheVerb(
    _ language: Language, _ failing: Int, _ total: Int, _ expected: String
  ) throws {
    let presenter = CoursePresenter(
      localizer: try realLocalizer(language), style: Styler(enabled: false))
    let lines = presenter.goalFailure(Self.conditions(failing: failing, of: total), actions: [])
    #expect(lines.first == expected)
  }

  /// Each failing condition, its detail rendered: the name as code, without backticks.
  @Test(arguments: [
    (Language.en, "your code must call step0", "your code must call step1"),
    (Language.es, "tu código tiene que llamar a step0", "tu código tiene que llamar a step1"),
  ])
  func failingConditionsAreListedRendered(
    _ language: Language, _ first: String, _ second: String
  ) throws {
    let presenter = CoursePresenter(
      localizer: try realLocalizer(language), style: Styler(enabled: false))
    let lines = presenter.goalFailure(Self.conditions(failing: 2, of: 3), actions: [])
    #expect(
      Array(lines.dropFirst())
        == ["  ✗ code.calls(step0)", "      " + first, "  ✗ code.calls(step1)", "      " + second])
  }

  /// Arguments go into a rendered template as given, in one pass: a learner's `*` or
  /// `{count}` is not read as Markdown or a placeholder, and the template's own Markdown is.
  @Test(arguments: [
    (Language.en, "hint 2/3: *a* {count} `b`"),
    (Language.es, "pista 2/3: *a* {count} `b`"),
  ])
  func argumentsAreInsertedAsGiven(_ language: Language, _ expected: String) throws {
    let presenter = CoursePresenter(
      localizer: try realLocalizer(language), style: Styler(enabled: false))
    let line = presenter.text(
      "course.hint", ["number": "2", "count": "3", "text": "*a* {count} `b`"])
    #expect(line == expected)
  }

  /// Each marker takes its value by number (two digits included); a marker without a value,
  /// an unclosed one and a marker inside a value are left as they are.
  @Test func markersAreReplacedByNumberInOnePass() {
    let values = (0..<12).map { "v\($0)" } + ["\u{E000}0\u{E001}"]
    let rendered =
      "a\u{E000}0\u{E001} b\u{E000}11\u{E001} c\u{E000}12\u{E001} d\u{E000}13\u{E001}"
      + " e\u{E000}\u{E001} f\u{E000}1 ñ"
    #expect(
      CoursePresenter.inserting(values, into: rendered)
        == "av0 bv11 c\u{E000}0\u{E001} d\u{E000}13\u{E001} e\u{E000}\u{E001} f\u{E000}1 ñ")
    #expect(CoursePresenter.inserting([], into: "x\u{E000}0\u{E001}") == "x\u{E000}0\u{E001}")
  }
}
