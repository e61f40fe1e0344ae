import Foundation
import Localization
import Testing

/// The repository root, found from this file.
let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The real catalogs in `language`.
func realLocalizer(_ language: Language = .en) throws -> Localizer {
  try Localizer.load(
    language: language, localesDirectory: repositoryRoot.appendingPathComponent("Locales"))
}

/// Compares multi-line text line by line and reports the first differing lines.
func expectLines(
  _ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  guard actualLines != expectedLines else { return }
  var report = ""
  for index in 0..<max(actualLines.count, expectedLines.count) {
    let a = index < actualLines.count ? String(actualLines[index]) : "<none>"
    let e = index < expectedLines.count ? String(expectedLines[index]) : "<none>"
    report += a == e ? "  \(a)\n" : "- \(e)\n+ \(a)\n"
  }
  Issue.record("lines differ (- expected, + actual):\n\(report)", sourceLocation: sourceLocation)
}
