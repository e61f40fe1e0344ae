/// What a rule is: its id, default severity, the chapter that teaches it and its examples.
///
/// The prose (summary, why, fix) lives in `Locales/*/Audit.strings` under
/// `audit.rule.<id>.summary`, `.why`, `.fix` and `.help`; the examples are Swift code and read
/// the same in every language.
public struct RuleDescription: Sendable {
  /// The stable id (`foreach-index-id`), printed in brackets and used by `idlab:disable`.
  public var id: String
  /// The severity of most findings (a rule may lower some to notes).
  public var severity: Finding.Severity
  /// The lesson id to read (`identity-bench`), for `see: idlab :open <lesson>`.
  public var lesson: String
  /// Code the rule reports, with `↓` before each reported token.
  public var triggeringExamples: [RuleExample]
  /// Code the rule accepts.
  public var nonTriggeringExamples: [RuleExample]

  /// Creates a description.
  public init(
    id: String, severity: Finding.Severity, lesson: String,
    triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample]
  ) {
    self.id = id
    self.severity = severity
    self.lesson = lesson
    self.triggeringExamples = triggeringExamples
    self.nonTriggeringExamples = nonTriggeringExamples
  }
}
