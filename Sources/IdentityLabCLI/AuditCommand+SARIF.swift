import Audit
import Foundation
import Localization

extension AuditCommand {
  /// The SARIF 2.1.0 schema the output declares.
  static let sarifSchema =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  /// The report as one SARIF 2.1.0 run (the format GitHub code scanning reads): the rules as
  /// `tool.driver.rules`, findings as `results`, input problems as tool execution notifications.
  static func sarif(_ report: AuditReport, localizer t: Localizer) -> String {
    let rules = Auditor.allRules
    let descriptors = rules.map { rule in
      SARIF.Rule(
        id: rule.id, name: rule.id,
        shortDescription: SARIF.Text(text: t("audit.rule.\(rule.id).summary")),
        fullDescription: SARIF.Text(text: t("audit.rule.\(rule.id).why")),
        help: SARIF.Text(text: t("audit.rule.\(rule.id).fix")),
        defaultConfiguration: SARIF.Configuration(level: rule.description.severity.rawValue))
    }
    let results = report.findings.map { finding in
      SARIF.Result(
        ruleId: finding.ruleID, ruleIndex: rules.firstIndex { $0.id == finding.ruleID } ?? 0,
        level: finding.severity.rawValue,
        message: SARIF.Text(
          text: finding.localizedMessage(t) + "\n" + t("diag.help") + ": "
            + finding.localizedHelp(t)),
        locations: [location(finding.path, at: finding.point)])
    }
    let notifications = report.problems.map { problem in
      SARIF.Notification(
        level: "error", message: SARIF.Text(text: problem.localizedMessage(t)),
        locations: [location(problem.path, at: problem.point)])
    }
    let log = SARIF.Log(
      schema: sarifSchema, version: "2.1.0",
      runs: [
        SARIF.Run(
          tool: SARIF.Tool(
            driver: SARIF.Driver(
              name: "idlab", semanticVersion: IdlabVersion.current, rules: descriptors)),
          invocations: [
            SARIF.Invocation(
              executionSuccessful: report.problems.isEmpty,
              toolExecutionNotifications: notifications)
          ],
          results: results)
      ])
    return encode(log)
  }

  /// A physical location; relative paths stay relative URI references (percent-encoded).
  static func location(_ path: String, at point: SourcePoint?) -> SARIF.Location {
    let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    let uri = path.hasPrefix("/") ? "file://" + encoded : encoded
    let region = point.map { SARIF.Region(startLine: $0.line, startColumn: $0.column) }
    return SARIF.Location(
      physicalLocation: SARIF.PhysicalLocation(
        artifactLocation: SARIF.ArtifactLocation(uri: uri), region: region))
  }
}

/// The subset of the SARIF 2.1.0 object model idlab writes.
enum SARIF {
  /// The top-level `sarifLog`.
  struct Log: Encodable {
    var schema: String
    var version: String
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }
  }

  /// One `run`.
  struct Run: Encodable {
    var tool: Tool
    var invocations: [Invocation]
    var results: [Result]
  }

  /// `tool`.
  struct Tool: Encodable {
    var driver: Driver
  }

  /// `toolComponent` for idlab itself.
  struct Driver: Encodable {
    var name: String
    var semanticVersion: String
    var rules: [Rule]
  }

  /// `reportingDescriptor`.
  struct Rule: Encodable {
    var id: String
    var name: String
    var shortDescription: Text
    var fullDescription: Text
    var help: Text
    var defaultConfiguration: Configuration
  }

  /// `reportingConfiguration`.
  struct Configuration: Encodable {
    var level: String
  }

  /// `message` / `multiformatMessageString` with plain text.
  struct Text: Encodable {
    var text: String
  }

  /// `result`.
  struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int
    var level: String
    var message: Text
    var locations: [Location]
  }

  /// `invocation`.
  struct Invocation: Encodable {
    var executionSuccessful: Bool
    var toolExecutionNotifications: [Notification]
  }

  /// `notification`.
  struct Notification: Encodable {
    var level: String
    var message: Text
    var locations: [Location]
  }

  /// `location`.
  struct Location: Encodable {
    var physicalLocation: PhysicalLocation
  }

  /// `physicalLocation`.
  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region?
  }

  /// `artifactLocation`.
  struct ArtifactLocation: Encodable {
    var uri: String
  }

  /// `region`.
  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int
  }
}
