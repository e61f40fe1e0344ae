import Audit
import Foundation
import Localization
import TerminalUI

/// `:audit PATH...` at the prompt: `idlab audit` over a project, so a learner can look for the
/// chapter's hazards in code of their own without leaving the course (chapter 5, challenge 5).
///
///     idlab> :audit ~/Projects/Fleet
///     Sources/Fleet.swift:12:13: warning: [foreach-index-id] `ForEach` is keyed by position …
///       help: key the rows by a stable id: …
///       see: idlab :open identity-bench
///     1 warning and 0 notes in 14 files
///
/// Findings print as `idlab audit` prints them (`AuditCommand.text`); input problems go to
/// standard error, one line each; relative paths are resolved against the current folder and
/// `~` is expanded.
enum AuditReplCommand {
  /// The `:audit` command; `currentDirectory` resolves relative paths.
  static func make(
    currentDirectory: @escaping () -> String = { FileManager.default.currentDirectoryPath }
  ) -> ReplCommand {
    ReplCommand(name: "audit", summaryKey: "audit.repl.summary", usageKey: "audit.repl.usage") {
      invocation in
      run(
        paths: invocation.arguments, localizer: invocation.localizer, style: invocation.style,
        currentDirectory: currentDirectory())
    }
  }

  /// The effects of `:audit PATHS`: every finding, every problem, then the summary line.
  static func run(paths: [String], localizer t: Localizer, style: Styler, currentDirectory: String)
    -> [ReplEffect]
  {
    guard !paths.isEmpty else {
      return [.printError(t("repl.hint.usage", ["usage": style.code(t("audit.repl.usage"))]))]
    }
    let expanded = paths.map { NSString(string: $0).expandingTildeInPath }
    let report = AuditConfirmation(
      localizer: t, paths: expanded, currentDirectory: currentDirectory
    ).confirm(Auditor().audit(paths: expanded, currentDirectory: currentDirectory))
    var effects = report.findings.map { finding in
      ReplEffect.print(
        String(AuditCommand.text(for: finding, localizer: t, style: style).dropLast()))
    }
    effects += report.problems.map {
      .printError(AuditCommand.text(for: $0, localizer: t, style: style))
    }
    effects.append(.print(AuditCommand.summary(report, localizer: t)))
    return effects
  }
}
