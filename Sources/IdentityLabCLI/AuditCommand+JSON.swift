import Audit
import Foundation
import Localization

extension AuditCommand {
  /// The report as `idlab.audit/1` JSON (docs/audit.md), messages in the localizer's language.
  static func json(_ report: AuditReport, localizer t: Localizer) -> String {
    let document = AuditJSON(
      schema: "idlab.audit/1", files: report.fileCount, suppressed: report.suppressedCount,
      findings: report.findings.map { finding in
        AuditJSON.Finding(
          rule: finding.ruleID, severity: finding.severity.rawValue, path: finding.path,
          line: finding.line, column: finding.column, message: finding.localizedMessage(t),
          help: finding.localizedHelp(t), lesson: finding.lesson)
      },
      problems: report.problems.map { problem in
        AuditJSON.Problem(
          kind: problem.kind, path: problem.path, line: problem.point?.line,
          column: problem.point?.column, message: problem.localizedMessage(t))
      })
    return encode(document)
  }

  /// Pretty, key-sorted JSON text (deterministic output).
  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}

/// The `idlab.audit/1` document.
struct AuditJSON: Encodable {
  /// One finding.
  struct Finding: Encodable {
    var rule: String
    var severity: String
    var path: String
    var line: Int
    var column: Int
    var message: String
    var help: String
    var lesson: String
  }

  /// One input problem.
  struct Problem: Encodable {
    var kind: String
    var path: String
    var line: Int?
    var column: Int?
    var message: String
  }

  var schema: String
  var files: Int
  var suppressed: Int
  var findings: [Finding]
  var problems: [Problem]
}
