import Audit
import Foundation
import IdentityEngine
import Localization
import TerminalUI
import ViewScript

extension AuditCommand {
  /// `--demo` under one finding: the finding's file runs on the simulator with its view as the
  /// root, then the rule's hazardous change (`DemoAction`) is applied to the collection, and the
  /// rows before and after are printed with the course's `⚠` on rows that kept another
  /// element's state (`CourseText.screenRows`), plus SwiftUI's warnings and a runtime error.
  ///
  ///       demo: `Bench` on the simulator, then `items.remove(at: 0)`
  ///         before
  ///           a  [ bump a ]
  ///           b  [ bump b ]
  ///         after `items.remove(at: 0)`
  ///           b  [ bump b ]  ⚠
  ///         ⚠ this row shows state captured for another element
  ///
  /// The run is the confirmation's (`AuditConfirmation`): the file with the project files it
  /// needs, the view where its file's preview shows it. When there is no run (the rule has no
  /// change to make, the finding is a note about a collection that never changes, the view
  /// cannot run), one line says why, unless the finding's `simulator:` line says it already.
  static func demo(
    for finding: Finding, confirmation: AuditConfirmation, localizer t: Localizer,
    style: Styler, width: Int
  ) -> String {
    let indent = "  "
    func line(_ key: String, _ arguments: [String: String] = [:]) -> String {
      indent + style.dim(t(key, arguments)) + "\n"
    }
    guard let action = Auditor.rule(id: finding.ruleID)?.description.demo else {
      return line("audit.demo.no-action", ["rule": finding.ruleID])
    }
    if action.changesCollection {
      guard let collection = finding.collection else { return line("audit.demo.no-collection") }
      guard finding.severity == .warning || finding.confirmation != nil else {
        return line("audit.demo.stable", ["collection": collection])
      }
    }
    guard let run = confirmation.run(for: finding) else {
      // The `simulator:` line says why when the finding was confirmed; with `--static`, the
      // reason is said here.
      guard finding.confirmation == nil else { return "" }
      return confirmation.confirmation(of: finding).map {
        line($0.message.key, $0.message.arguments)
      } ?? line("audit.demo.no-reason")
    }
    let renderer = SimScreenRenderer(
      localizer: t, styled: style.enabled, width: width - 2 * indent.count)
    func rows(_ outcome: Outcome, history: [Outcome]) -> [String] {
      CourseText.screenRows(outcome.tree, renderer: renderer, style: style, history: history)
        .map { indent + indent + indent + $0 }
    }
    let afterRows = rows(run.after, history: [run.before])
    let suffix = run.isFlip ? "-flip" : ""
    var lines = [
      indent + t("audit.demo.title" + suffix, ["view": run.view, "action": run.statement])
    ]
    lines.append(indent + indent + style.bold(t("audit.demo.before")))
    lines += rows(run.before, history: [])
    lines.append(
      indent + indent + style.bold(t("audit.demo.after" + suffix, ["action": run.statement])))
    lines += afterRows
    if afterRows.contains(where: { $0.contains("⚠") }) {
      lines.append(indent + indent + style.dim(t("course.run.warning-row")))
    }
    for warning in run.after.warnings {
      lines.append(indent + indent + renderer.warningLine(warning))
    }
    if let error = run.after.error {
      lines.append(indent + indent + style.error(renderer.runtimeError(error)))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
