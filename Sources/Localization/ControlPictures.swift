/// Visible stand-ins for control characters, so that text from a file or a keyboard can be
/// shown without driving the terminal.
///
/// C0 controls become the Unicode control pictures (`ESC` → `␛`, `NUL` → `␀`), `DEL` becomes
/// `␡` and C1 controls become `�`; tab and newline are kept.
///
///     ControlPictures.replacing(in: "a\u{1B}[2Jb")   // "a␛[2Jb"
public enum ControlPictures {
  /// The stand-in for `scalar`, or nil when it is printable (or a tab or newline).
  public static func picture(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x09, 0x0A: return nil
    case 0x00..<0x20: return Unicode.Scalar(0x2400 + scalar.value)
    case 0x7F: return "\u{2421}"
    case 0x80..<0xA0: return "\u{FFFD}"
    default: return nil
    }
  }

  /// Whether `text` holds a character `picture(for:)` replaces (a C0 control other than tab and
  /// newline, `DEL`, a C1 control), found by a scan of its UTF-8 bytes.
  public static func containsControl(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      var previous: UInt8 = 0
      for byte in bytes {
        switch byte {
        case 0x09, 0x0A: break
        case 0x00..<0x20, 0x7F: return true
        // U+0080…U+009F are C2 80…C2 9F in UTF-8.
        case 0x80..<0xA0 where previous == 0xC2: return true
        default: break
        }
        previous = byte
      }
      return false
    }
  }

  /// `text` on one line: every control character replaced by its picture, tab and newline
  /// too (`␉`, `␊`), for a name, an id or a command's argument, where a line break would
  /// forge a line of its own.
  public static func replacingAll<S: StringProtocol>(in text: S) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      let picture =
        scalar.value == 0x09 || scalar.value == 0x0A
        ? Unicode.Scalar(0x2400 + scalar.value) : picture(for: scalar)
      result.unicodeScalars.append(picture ?? scalar)
    }
    return result
  }

  /// `text` with every control character (tab and newline excepted) replaced by its picture.
  ///
  /// - Complexity: O(n) in the length of `text`.
  public static func replacing<S: StringProtocol>(in text: S) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      result.unicodeScalars.append(picture(for: scalar) ?? scalar)
    }
    return result
  }
}
