import Foundation
import Localization

extension Lesson {
  /// How deeply prose may nest (quotes in quotes, emphasis in emphasis) before the reader
  /// flattens it; `check` reports anything deeper (`L133`).
  public static let proseNestingLimit = 32

  /// A lesson file's text as the reader sees it: without a byte-order mark, with `\n` line
  /// endings (CRLF and lone CR files are accepted), and with every control character other
  /// than tab and newline replaced by its visible Unicode control picture (`ESC` → `␛`), so
  /// that nothing read from a lesson can drive the terminal.
  ///
  /// - Complexity: O(n) in the length of `text`.
  public static func normalizedSource(_ text: String) -> String {
    // Most files need nothing: no BOM, no CR (a control character), no other control.
    if text.unicodeScalars.first != "\u{FEFF}", !ControlPictures.containsControl(text) {
      return text
    }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var scalars = text.unicodeScalars[...]
    if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }
    var previousWasCR = false
    for scalar in scalars {
      defer { previousWasCR = scalar == "\r" }
      switch scalar {
      case "\r": result.unicodeScalars.append("\n")
      case "\n": if !previousWasCR { result.unicodeScalars.append("\n") }
      default: result.unicodeScalars.append(ControlPictures.picture(for: scalar) ?? scalar)
      }
    }
    return result
  }

  /// The 1-based line and column of every control character in `text` (tab and line endings
  /// excepted), for `L132`.
  static func controlCharacterPositions(_ text: String) -> [(line: Int, column: Int, code: UInt32)]
  {
    guard ControlPictures.containsControl(text) else { return [] }
    var found: [(line: Int, column: Int, code: UInt32)] = []
    var line = 1
    var column = 1
    var previousWasCR = false
    for scalar in text.unicodeScalars {
      defer { previousWasCR = scalar == "\r" }
      if scalar == "\n" {
        if !previousWasCR {
          line += 1
          column = 1
        }
        continue
      }
      if scalar == "\r" {
        line += 1
        column = 1
        continue
      }
      if scalar == "\u{FEFF}", line == 1, column == 1 { continue }
      if ControlPictures.picture(for: scalar) != nil { found.append((line, column, scalar.value)) }
      column += 1
    }
    return found
  }
}
