import Audit
import Localization

extension Finding {
  /// The message in the localizer's language.
  func localizedMessage(_ t: Localizer) -> String {
    t(message.key, message.arguments)
  }

  /// The one-line fix in the localizer's language.
  func localizedHelp(_ t: Localizer) -> String {
    let key = "audit.rule.\(ruleID).help.\(message.variant)"
    return t.has(key)
      ? t(key, message.arguments) : t("audit.rule.\(ruleID).help", message.arguments)
  }

  /// The lesson that teaches the finding's variant of its rule (`identity-bench`).
  var lesson: String {
    Auditor.rule(id: ruleID)?.description.lesson(for: message.variant) ?? "identity-bench"
  }
}

extension AuditProblem {
  /// One line saying what is wrong with the input, in the localizer's language.
  func localizedMessage(_ t: Localizer) -> String {
    switch self {
    case .syntaxError(_, _, _, let detail):
      t("audit.problem.syntax-error", ["detail": detail])
    case .refused(_, _, _, let code, let detail):
      // The scene diagnostic's own words, then what the audit did.
      t("diag.\(code).message", [code == "S002" ? "code" : "limit": detail]) + "; "
        + t("audit.problem.refused")
    default:
      t("audit.problem.\(kind)")
    }
  }
}
