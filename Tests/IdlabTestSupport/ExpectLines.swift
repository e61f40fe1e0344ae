import Testing

/// The first difference between two multi-line texts, as a readable report, or nil when equal:
/// every line, unchanged ones indented, differing ones as `- expected` / `+ actual`.
public func linesDiff(_ actual: String, _ expected: String) -> String? {
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  guard actualLines != expectedLines else { return nil }
  var report = ""
  for index in 0..<max(actualLines.count, expectedLines.count) {
    let a = index < actualLines.count ? String(actualLines[index]) : "<none>"
    let e = index < expectedLines.count ? String(expectedLines[index]) : "<none>"
    report += a == e ? "  \(a)\n" : "- \(e)\n+ \(a)\n"
  }
  return "lines differ (- expected, + actual):\n" + report
}

/// Compares multi-line text line by line and records the differing lines as one issue.
public func expectLines(
  _ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let report = linesDiff(actual, expected) else { return }
  Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
}
