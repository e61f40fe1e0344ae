/// Wraps terminal lines to a width, measuring visible characters only (escape codes are free).
///
///     SimTextWrapper.wrap("  1. a long line …", width: 40)
///
/// Continuation lines are indented like the first line's leading spaces plus two.
public enum SimTextWrapper {
  /// The wrapped lines of `line`; a line that fits is returned unchanged.
  ///
  /// - Complexity: O(n) in the length of `line`.
  public static func wrap(_ line: String, width: Int) -> [String] {
    let indentCount = line.prefix { $0 == " " }.count
    let indent = String(repeating: " ", count: min(indentCount + 2, max(0, width / 2)))
    return wrap(line, width: width, continuation: indent)
  }

  /// The wrapped lines of `line`, continuation lines starting with `continuation` (for example
  /// a tree's `│  ` guides).
  public static func wrap(_ line: String, width: Int, continuation: String) -> [String] {
    guard visibleWidth(line) > width else { return [line] }
    let indentCount = line.prefix { $0 == " " }.count
    let indent = continuation
    let indentWidth = visibleWidth(indent)
    var lines: [String] = []
    var current = ""
    var currentWidth = 0
    for word in line.dropFirst(indentCount).split(separator: " ", omittingEmptySubsequences: false)
    {
      let wordWidth = visibleWidth(word)
      let lead = lines.isEmpty ? String(repeating: " ", count: indentCount) : indent
      if current.isEmpty {
        current = lead + word
        currentWidth = (lines.isEmpty ? indentCount : indentWidth) + wordWidth
      } else if currentWidth + 1 + wordWidth <= width {
        current += " " + word
        currentWidth += 1 + wordWidth
      } else {
        lines.append(current)
        current = indent + word
        currentWidth = indentWidth + wordWidth
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// The number of terminal cells `text` occupies, ignoring ANSI escape sequences.
  public static func visibleWidth<S: StringProtocol>(_ text: S) -> Int {
    var count = 0
    var inEscape = false
    for scalar in text.unicodeScalars {
      if inEscape {
        if scalar.value >= 0x40, scalar.value <= 0x7E, scalar != "[" { inEscape = false }
        continue
      }
      if scalar == "\u{1B}" {
        inEscape = true
        continue
      }
      if scalar.properties.generalCategory == .nonspacingMark { continue }
      count += 1
    }
    return count
  }
}
