/// The result of one audit: findings, problems with the input, and how much was read.
public struct AuditReport: Sendable, Hashable {
  /// Every finding that no `idlab:disable` comment silenced, sorted.
  public var findings: [Finding]
  /// Inputs that could not be used, sorted.
  public var problems: [AuditProblem]
  /// The number of Swift files read and parsed.
  public var fileCount: Int
  /// The number of findings silenced by `idlab:disable` comments.
  public var suppressedCount: Int

  /// Creates a report; findings and problems are sorted.
  public init(
    findings: [Finding], problems: [AuditProblem], fileCount: Int, suppressedCount: Int = 0
  ) {
    self.findings = findings.sorted()
    self.problems = problems.sorted()
    self.fileCount = fileCount
    self.suppressedCount = suppressedCount
  }

  /// The number of findings of `severity`.
  public func count(_ severity: Finding.Severity) -> Int {
    findings.count { $0.severity == severity }
  }
}
