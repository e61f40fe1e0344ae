import Audit
import Foundation
import Localization
import TerminalUI

/// `idlab audit PATH... [--format text|json|sarif] [--demo] [--rules]`: finds identity hazards
/// in a SwiftUI project without running it.
///
///     $ idlab audit Sources
///     Sources/Fleet.swift:12:15: warning: [foreach-index-id] `ForEach` keyed by position …
///       help: key the rows by a stable id: …
///       see: idlab :open identity-bench
///
/// Findings go to standard output (sorted); input problems and the summary to standard error.
/// Outcome: `.success` with no warnings (notes alone do not fail), `.findings` with warnings,
/// `.invalidInput` when some input could not be read or parsed (the rest is still audited and
/// reported); `main` turns them into 0, 1 and 65. `--demo` (text only) runs each finding's view
/// on the simulator with the rule's hazardous change (`AuditCommand+Demo.swift`).
public struct AuditCommand: Command {
  public static let name = "audit"
  public static let options: [CommandOption] = [
    .value("--format"), .flag("--rules"), .flag("--demo"), .flag("--static"),
  ]

  /// How findings are printed.
  public enum Format: String, CaseIterable, Sendable {
    /// `path:line:col: warning: [rule] message`, `help:` and `see:` lines.
    case text
    /// `idlab.audit/1` (docs/audit.md).
    case json
    /// SARIF 2.1.0, which GitHub code scanning reads.
    case sarif
  }

  /// Files and folders to audit.
  public var paths: [String]
  /// `--format`.
  public var format: Format
  /// `--rules`: list the rules instead of auditing.
  public var listsRules: Bool
  /// `--demo`: show each finding on the simulator (text format only).
  public var demos: Bool
  /// `--static`: the rules alone, no warning confirmed on the simulator (`AuditConfirmation`).
  public var isStatic: Bool

  public init(_ arguments: CommandArguments) throws(IdlabError) {
    listsRules = arguments.isSet("--rules")
    let value = try arguments.value(of: "--format", oneOf: Format.allCases.map(\.rawValue))
    format = value.flatMap(Format.init(rawValue:)) ?? .text
    demos = arguments.isSet("--demo")
    isStatic = arguments.isSet("--static")
    if demos, format != .text {
      throw .invalidValue(option: "--format", value: format.rawValue, allowed: ["text"])
    }
    paths = arguments.positionals
    if paths.isEmpty, !listsRules {
      throw .missingArgument(placeholderKey: "audit.placeholder.path")
    }
  }

  public func run(_ context: CommandContext) throws(IdlabError) -> CommandOutcome {
    let t = context.localizer
    let style = Styler(enabled: context.styled)
    if listsRules {
      context.print(Self.ruleList(localizer: t, style: style))
      return .success
    }
    // Shown on a terminal only, and only when the audit takes more than half a second.
    let progress = ProgressIndicator.onStandardError(label: t("audit.progress"), total: 0)
    let currentDirectory = FileManager.default.currentDirectoryPath
    var report = Auditor().audit(
      paths: paths, currentDirectory: currentDirectory, onFile: { progress.advance(item: $0) })
    progress.finish()
    let confirmation = AuditConfirmation(
      localizer: t, paths: paths, currentDirectory: currentDirectory)
    if !isStatic { report = confirmation.confirm(report) }
    switch format {
    case .text:
      for finding in report.findings {
        context.stdout(Self.text(for: finding, localizer: t, style: style))
        guard demos else { continue }
        context.stdout(
          Self.demo(
            for: finding, confirmation: confirmation, localizer: t, style: style,
            width: context.width))
      }
      for problem in report.problems {
        context.printError(Self.text(for: problem, localizer: t, style: style))
      }
      context.printError(Self.summary(report, localizer: t))
    case .json:
      context.print(Self.json(report, localizer: t))
    case .sarif:
      context.print(Self.sarif(report, localizer: t))
    }
    return Self.outcome(of: report)
  }

  /// `.invalidInput` (65) when some input could not be used, else `.findings` (1) when there
  /// are warnings, else `.success` (notes alone do not fail).
  static func outcome(of report: AuditReport) -> CommandOutcome {
    if !report.problems.isEmpty { return .invalidInput }
    return report.count(.warning) > 0 ? .findings : .success
  }

  // MARK: - Text

  /// One finding: the machine-readable line, `help:` and `see:`.
  static func text(for finding: Finding, localizer t: Localizer, style: Styler) -> String {
    let severity =
      finding.severity == .warning
      ? style.warning(finding.severity.rawValue + ":") : style.bold(finding.severity.rawValue + ":")
    // A file's name is shown on one line, as control pictures: a newline in a name cannot forge
    // a finding of its own.
    let path = ControlPictures.replacingAll(in: finding.path)
    var text = "\(path):\(finding.line):\(finding.column): \(severity) "
    text += "[\(finding.ruleID)] \(finding.localizedMessage(t))\n"
    if let demotion = finding.demotion {
      text += "  \(style.bold(t("audit.demoted.label") + ":")) "
      text += t(demotion.key, demotion.arguments) + "\n"
    }
    if let confirmation = finding.confirmation {
      text += "  \(style.bold(t("audit.confirm.label") + ":")) "
      text += t(confirmation.message.key, confirmation.message.arguments) + "\n"
    }
    text += "  \(style.bold(t("diag.help") + ":")) \(finding.localizedHelp(t))\n"
    text += "  \(style.bold(t("audit.see") + ":")) \(style.code("idlab :open \(finding.lesson)"))\n"
    return text
  }

  /// One input problem: `path[:line:col]: error: message`.
  static func text(for problem: AuditProblem, localizer t: Localizer, style: Styler) -> String {
    let path = ControlPictures.replacingAll(in: problem.path)
    let place = problem.point.map { "\(path):\($0.line):\($0.column)" } ?? path
    return "\(place): \(style.error(t("diag.error") + ":")) \(problem.localizedMessage(t))"
  }

  /// `3 warnings and 1 note in 120 files (2 silenced)`, or the clean line.
  static func summary(_ report: AuditReport, localizer t: Localizer) -> String {
    let files = t.plural("audit.summary.files", count: report.fileCount)
    var line: String
    if report.findings.isEmpty {
      line = t("audit.summary.clean", ["files": files])
    } else {
      line = t(
        "audit.summary.findings",
        [
          "warnings": t.plural("audit.summary.warnings", count: report.count(.warning)),
          "notes": t.plural("audit.summary.notes", count: report.count(.note)), "files": files,
        ])
    }
    if report.suppressedCount > 0 {
      line += " " + t.plural("audit.summary.silenced", count: report.suppressedCount)
    }
    if !report.problems.isEmpty {
      line += " " + t.plural("audit.summary.problems", count: report.problems.count)
    }
    return line
  }

  // MARK: - Rules

  /// `idlab audit --rules`: each rule's id, severity and summary.
  static func ruleList(localizer t: Localizer, style: Styler) -> String {
    let width = Auditor.allRules.map(\.id.count).max() ?? 0
    return Auditor.allRules.map { rule in
      let id = rule.id + String(repeating: " ", count: width - rule.id.count)
      return "\(style.code(id))  \(t("audit.rule.\(rule.id).summary"))"
    }.joined(separator: "\n")
  }
}
