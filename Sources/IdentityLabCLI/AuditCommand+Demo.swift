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
  /// When the view cannot run (the file uses what the simulator does not support, the rule has
  /// no change to make, the finding is a note about a collection that never changes, the action
  /// fails), one line says why.
  ///
  /// - Parameter source: the finding's file as read (nil when it cannot be read again).
  static func demo(
    for finding: Finding, source: String?, localizer t: Localizer, style: Styler, width: Int
  ) -> String {
    let indent = "  "
    func line(_ key: String, _ arguments: [String: String] = [:]) -> String {
      indent + style.dim(t(key, arguments)) + "\n"
    }
    guard let action = Auditor.rule(id: finding.ruleID)?.description.demo else {
      return line("audit.demo.no-action", ["rule": finding.ruleID])
    }
    guard let collection = finding.collection else { return line("audit.demo.no-collection") }
    guard finding.severity == .warning else {
      return line("audit.demo.stable", ["collection": collection])
    }
    let view = finding.view ?? "?"
    guard let source else {
      return line("audit.demo.cannot-run", ["view": view, "reason": t("audit.problem.unreadable")])
    }
    let statement = action.statement(on: collection)
    let diagnostics = DiagnosticRenderer(localizer: t, styled: false)
    func reason(_ error: ScriptDiagnostics) -> String {
      guard let first = error.diagnostics.first else { return t("audit.demo.no-reason") }
      let item = diagnostics.item(for: first)
      return "\(item.line):\(item.column): \(item.message)"
    }
    let run: SceneRun
    do {
      run = try ScriptProgram.compile(source: source, path: finding.path).simulate(root: view)
    } catch {
      return line("audit.demo.cannot-run", ["view": view, "reason": reason(error)])
    }
    let after: SceneStep
    do {
      after = try run.perform(statement)
    } catch {
      return line("audit.demo.action-failed", ["action": statement, "reason": reason(error)])
    }
    let before = run.steps[0].outcome
    let renderer = SimScreenRenderer(
      localizer: t, styled: style.enabled, width: width - 2 * indent.count)
    func rows(_ outcome: Outcome, history: [Outcome]) -> [String] {
      CourseText.screenRows(outcome.tree, renderer: renderer, style: style, history: history)
        .map { indent + indent + indent + $0 }
    }
    let afterRows = rows(after.outcome, history: [before])
    var lines = [indent + t("audit.demo.title", ["view": view, "action": statement])]
    lines.append(indent + indent + style.bold(t("audit.demo.before")))
    lines += rows(before, history: [])
    lines.append(indent + indent + style.bold(t("audit.demo.after", ["action": statement])))
    lines += afterRows
    if afterRows.contains(where: { $0.contains("⚠") }) {
      lines.append(indent + indent + style.dim(t("course.run.warning-row")))
    }
    for warning in after.outcome.warnings {
      lines.append(indent + indent + renderer.warningLine(warning))
    }
    if let error = after.outcome.error {
      lines.append(indent + indent + style.error(renderer.runtimeError(error)))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
