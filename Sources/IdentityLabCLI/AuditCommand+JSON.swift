import Audit
import Foundation
import Localization

extension AuditCommand {
  /// The report as `idlab.audit/1` JSON (docs/audit.md), messages in the localizer's language.
  static func json(_ report: AuditReport, localizer t: Localizer) -> String {
    let document = AuditJSON(
      schema: "idlab.audit/1", files: report.fileCount, suppressed: report.suppressedCount,
      findings: report.findings.map { finding in
        var entry = AuditJSON.Entry(
          path: finding.path, point: finding.point, message: finding.localizedMessage(t))
        entry.rule = finding.ruleID
        entry.severity = finding.severity.rawValue
        entry.help = finding.localizedHelp(t)
        entry.lesson = finding.lesson
        entry.demoted = finding.demotion.map { t($0.key, $0.arguments) }
        entry.confirmation = finding.confirmation.map { confirmation in
          AuditJSON.Confirmation(
            status: confirmation.status.rawValue,
            message: t(confirmation.message.key, confirmation.message.arguments))
        }
        return entry
      },
      problems: report.problems.map { problem in
        var entry = AuditJSON.Entry(
          path: problem.path, point: problem.point, message: problem.localizedMessage(t))
        entry.kind = problem.kind
        return entry
      })
    return encode(document)
  }

  /// Pretty, key-sorted JSON text with every control character escaped (`ExportJSON`).
  static func encode(_ value: some Encodable) -> String { ExportJSON.encode(value) }
}

/// The `idlab.audit/1` document.
struct AuditJSON: Encodable {
  /// One finding (`rule`, `severity`, `help`, `lesson`) or input problem (`kind`): where it
  /// is and what it says. Absent fields are left out of the JSON.
  struct Entry: Encodable {
    var kind: String?
    var rule: String?
    var severity: String?
    var path: String
    var line: Int?
    var column: Int?
    var message: String
    var help: String?
    var lesson: String?
    var confirmation: Confirmation?
    /// Why a rule's warning is a note: it cannot happen in the app as it stands.
    var demoted: String?

    /// An entry at `path` (and `point`, for a place inside the file).
    init(path: String, point: SourcePoint?, message: String) {
      self.path = path
      self.line = point?.line
      self.column = point?.column
      self.message = message
    }
  }

  /// What running a warning's view with its rule's change showed (`AuditConfirmation`).
  struct Confirmation: Encodable {
    /// `confirmed`, `not-shown` (the finding became a note) or `not-run`.
    var status: String
    var message: String
  }

  var schema: String
  var files: Int
  var suppressed: Int
  var findings: [Entry]
  var problems: [Entry]
}
