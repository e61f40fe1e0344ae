/// One identity hazard found in a source file: a typed value, localized by the command line.
///
/// The message is a catalog key and named arguments (`Locales/*/Audit.strings`), so the same
/// finding prints in English or Spanish and the rule id never changes:
///
///     Finding(
///       ruleID: "foreach-index-id", severity: .warning,
///       message: AuditMessage(rule: "foreach-index-id", variant: "dynamic", ["collection": "ships"]),
///       path: "Sources/Fleet.swift", line: 12, column: 7)
public struct Finding: Hashable, Sendable, Comparable {
  /// How serious a finding is.
  public enum Severity: String, Hashable, Sendable, CaseIterable {
    /// A hazard that breaks identity when the code runs as written.
    case warning
    /// Positional or fragile identity that is fine as long as an assumption holds.
    case note
  }

  /// The stable id of the rule that found it (`foreach-index-id`), the same in every language.
  public var ruleID: String
  /// Warning or note.
  public var severity: Severity
  /// What to say, as a catalog key and named arguments.
  public var message: AuditMessage
  /// The file's path as the audit was given it (relative paths stay relative).
  public var path: String
  /// 1-based line.
  public var line: Int
  /// 1-based column, in UTF-8 units as SwiftSyntax counts them.
  public var column: Int
  /// The type the finding is in (`Fleet`), for `idlab audit --demo`'s root view.
  public var view: String?
  /// The collection the hazard is about, when the code names it plainly (`ships`,
  /// `model.ships`): what `--demo`'s action changes.
  public var collection: String?
  /// What running the view with the rule's change showed, when the rule has a change and the
  /// audit ran it (`idlab audit`, not `--static`); nil otherwise.
  public var confirmation: Confirmation?
  /// Why the rule's warning cannot happen in the app as it stands, when the audit made it a
  /// note for that reason (`audit.demoted.*`: a view nothing builds, a file outside its Xcode
  /// project, content whose `.id` changes on every render); nil otherwise.
  public var demotion: AuditMessage?

  /// Creates a finding.
  public init(
    ruleID: String, severity: Severity, message: AuditMessage, path: String, line: Int,
    column: Int, view: String? = nil, collection: String? = nil
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.message = message
    self.path = path
    self.line = line
    self.column = column
    self.view = view
    self.collection = collection
  }

  /// The line and column, as `AuditProblem.point` gives them for problems.
  public var point: SourcePoint { SourcePoint(line: line, column: column) }

  /// Findings sort by path, line, column, then rule id (the order every output uses).
  public static func < (lhs: Finding, rhs: Finding) -> Bool {
    (lhs.path, lhs.line, lhs.column, lhs.ruleID) < (rhs.path, rhs.line, rhs.column, rhs.ruleID)
  }
}
