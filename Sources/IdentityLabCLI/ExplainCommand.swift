import Audit
import Basics
import Localization
import TerminalUI

/// `idlab explain RULE`: the page of one audit rule: what it finds, why it matters, code that
/// triggers it and code that does not (the rule's own tests), the fix and the chapter to read.
///
/// An unknown rule is a usage error (`IdlabError.unknownRule`, with the nearest rule id).
public struct ExplainCommand: Command {
  public static let name = "explain"
  public static let options: [CommandOption] = []

  /// The rule to explain.
  public var rule: any AuditRule

  public init(_ arguments: CommandArguments) throws(IdlabError) {
    let id = try arguments.onePositional(placeholderKey: "audit.placeholder.rule")
    guard let rule = Auditor.rule(id: id) else {
      throw .unknownRule(
        id, suggestion: Suggestions.nearest(to: id, among: Auditor.allRules.map(\.id)))
    }
    self.rule = rule
  }

  public func run(_ context: CommandContext) throws(IdlabError) -> CommandOutcome {
    context.print(
      Self.page(
        for: rule, localizer: context.localizer, style: Styler(enabled: context.styled),
        width: context.width))
    return .success
  }

  /// The explain page of `rule`, wrapped to `width` (code is never wrapped).
  static func page(for rule: any AuditRule, localizer t: Localizer, style: Styler, width: Int)
    -> String
  {
    let id = rule.id
    // The severity in the reader's language (`aviso`); the machine formats keep `warning`.
    let severity = t("audit.severity.\(rule.description.severity.rawValue)")
    var sections: [String] = []
    sections.append(
      style.bold("\(id) (\(severity))") + "\n" + t("audit.rule.\(id).summary").wrapped(to: width))
    sections.append(
      heading(t("audit.explain.why"), style) + t("audit.rule.\(id).why").wrapped(to: width))
    sections.append(
      heading(t("audit.explain.triggering"), style)
        + rule.description.triggeringExamples.map { code($0.code) }.joined(separator: "\n\n"))
    sections.append(
      heading(t("audit.explain.non-triggering"), style)
        + rule.description.nonTriggeringExamples.map { code($0.code) }.joined(separator: "\n\n"))
    sections.append(
      heading(t("audit.explain.fix"), style) + t("audit.rule.\(id).fix").wrapped(to: width))
    sections.append(
      heading(t("audit.explain.lesson"), style)
        + "    " + style.code("idlab :open \(rule.description.lesson)") + "\n"
        + t("audit.explain.silence", ["comment": "// idlab:disable-next-line \(id)"]).wrapped(
          to: width))
    return sections.joined(separator: "\n\n")
  }

  static func heading(_ text: String, _ style: Styler) -> String {
    style.bold(text) + "\n"
  }

  /// Code indented by four spaces.
  static func code(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
  }
}
