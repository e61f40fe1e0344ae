/// How many terminal columns text occupies.
///
/// Counts grapheme clusters, not bytes: combining marks and format characters take no column,
/// East Asian wide characters and emoji take two, and ANSI escape sequences take none.
///
///     DisplayWidth.of("año")              // 3
///     DisplayWidth.of("日本")             // 4
///     DisplayWidth.of("\u{1B}[1mhi\u{1B}[0m")  // 2
public enum DisplayWidth {
  /// The columns `text` occupies, ignoring ANSI escape sequences.
  ///
  /// - Complexity: O(n) in the length of `text`.
  public static func of<S: StringProtocol>(_ text: S) -> Int {
    if let narrow = narrowWidth(text) { return narrow }
    var total = 0
    var scanner = EscapeScanner()
    for character in text {
      if scanner.consume(character) { continue }
      total += of(character)
    }
    return total
  }

  /// The width of text made only of scalars that take one column each and never join a
  /// neighbour into one character (printable ASCII, Latin letters, common punctuation: most of
  /// what idlab prints), without breaking it into characters; nil for any other text.
  static func narrowWidth<S: StringProtocol>(_ text: S) -> Int? {
    var count = 0
    for scalar in text.unicodeScalars {
      guard isNarrow(scalar.value) else { return nil }
      count += 1
    }
    return count
  }

  /// Whether a scalar is one column wide on its own and in any neighbourhood: printable ASCII,
  /// Latin-1 and Latin Extended letters and signs but the soft hyphen, dashes, quotes and
  /// bullets of General Punctuation, `→`, `✓` and `✗`.
  static func isNarrow(_ value: UInt32) -> Bool {
    switch value {
    case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x24F, 0x2010...0x2027, 0x2192, 0x2713, 0x2717:
      return true
    default:
      return false
    }
  }

  /// The columns one character occupies (0, 1 or 2).
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    let value = first.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    if isZeroWidth(first) { return 0 }
    if isWide(value) || first.properties.isEmojiPresentation { return 2 }
    return 1
  }

  /// Whether a scalar takes no column (combining marks, format characters, zero-width space).
  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return scalar.value == 0x200B
    }
  }

  /// Whether a scalar is East Asian Wide or Fullwidth.
  static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD,
      0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}

/// Recognises ANSI escape sequences one character at a time.
///
/// Handles CSI (`ESC [ … final`), OSC (`ESC ] … BEL` or `ESC ] … ESC \`) and two-character
/// escapes.
struct EscapeScanner {
  private enum State {
    case text, escape, csi, osc, oscEscape
  }

  private var state = State.text

  /// Whether `character` belongs to an escape sequence (and so takes no column).
  mutating func consume(_ character: Character) -> Bool {
    switch state {
    case .text:
      if character == "\u{1B}" {
        state = .escape
        return true
      }
      return false
    case .escape:
      state = character == "[" ? .csi : character == "]" ? .osc : .text
      return true
    case .csi:
      if let value = character.unicodeScalars.first?.value, (0x40...0x7E).contains(value) {
        state = .text
      }
      return true
    case .osc:
      if character == "\u{07}" {
        state = .text
      } else if character == "\u{1B}" {
        state = .oscEscape
      }
      return true
    case .oscEscape:
      state = .text
      return true
    }
  }
}
