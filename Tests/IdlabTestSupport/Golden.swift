import Foundation
import Testing

/// Golden files: expected output kept beside its input, compared line by line.
///
/// `IDLAB_RECORD=1 make test` (or `IDLAB_RECORD=1 swift test`) writes the actual output
/// instead of comparing, so a deliberate change is recorded with one command and reviewed in the
/// diff. A missing golden fails with the same hint.
public enum Golden {
  /// Whether this run records goldens instead of comparing (`IDLAB_RECORD=1`).
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment["IDLAB_RECORD"] == "1"
  }

  /// Compares `actual` with the file at `url` (or writes it when recording); a difference is one
  /// issue with a readable diff.
  public static func check(
    _ actual: String, against url: URL, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let name = url.path.replacingOccurrences(of: repositoryRoot.path + "/", with: "")
    if isRecording {
      do {
        try actual.write(to: url, atomically: true, encoding: .utf8)
      } catch {
        Issue.record("cannot record \(name): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record(
        "no golden \(name): run `IDLAB_RECORD=1 make test` to record it",
        sourceLocation: sourceLocation)
      return
    }
    guard let report = linesDiff(actual, expected) else { return }
    Issue.record(
      Comment(
        rawValue: "\(name) differs; if the change is deliberate, `IDLAB_RECORD=1 make test` "
          + "records it.\n" + report), sourceLocation: sourceLocation)
  }
}
