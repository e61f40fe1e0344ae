/// Spaces and tabs as Foundation's `CharacterSet.whitespaces` counts them on Linux (a tab,
/// U+0020, U+00A0, U+1680, U+2000…U+200B, U+202F, U+205F, U+3000), read without Foundation.
///
/// `trimmingCharacters(in: .whitespaces)` bridges through `NSString` on Linux and costs tens of
/// thousands of instructions per call; the lesson and quiz readers trim every line they read.
///
///     Whitespace.trimmed("  id: a\t")   // "id: a"
///     Whitespace.isBlank(" \u{3000}")   // true
public enum Whitespace {
  /// Whether `scalar` is in `CharacterSet.whitespaces`.
  @inline(__always)
  public static func contains(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20, 0x09, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
    default: false
    }
  }

  /// `text` without its leading and trailing whitespace, as
  /// `text.trimmingCharacters(in: .whitespaces)` gives it.
  public static func trimmed(_ text: some StringProtocol) -> String {
    let scalars = Substring(text).unicodeScalars
    guard let first = scalars.firstIndex(where: { !contains($0) }),
      let last = scalars.lastIndex(where: { !contains($0) })
    else { return "" }
    return String(scalars[first...last])
  }

  /// Whether `text` is empty or holds nothing but whitespace.
  public static func isBlank(_ text: some StringProtocol) -> Bool {
    text.unicodeScalars.allSatisfy(contains)
  }
}
