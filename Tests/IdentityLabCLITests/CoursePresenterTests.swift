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
}
