import Foundation

/// idlab's pager as the end-to-end tests see it from outside: its pause line, in both
/// languages (the `repl.pager.more` strings, up to their colon).
enum Pager {
  /// The start of the pause line in each language.
  static let markers = ["-- more:", "-- más:"]

  /// How many pauses `output` holds.
  static func pauses(_ output: String) -> Int {
    markers.map { output.components(separatedBy: $0).count - 1 }.reduce(0, +)
  }

  /// Whether `output` ends in a pause: the pager waits for a key.
  static func isPaused(_ output: String) -> Bool {
    // A terminal's lines end in "\r\n", one Character in Swift: split on any line break.
    let tail =
      output.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).last ?? ""
    return markers.contains { tail.contains($0) }
  }

  /// `output` without the pause lines (the pager erases each after its key).
  static func withoutPauses(_ output: String) -> String {
    output.replacingOccurrences(
      of: "-- (more|más):[^\n]*?--", with: "", options: .regularExpression)
  }
}
