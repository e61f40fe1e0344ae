/// The one reader of Swift's string-literal escapes, for scene code and for the literals lessons
/// write: `\0`, `\\`, `\t`, `\n`, `\r`, `\"`, `\'` and `\u{n}` (one to eight hexadecimal digits
/// naming a Unicode scalar), as The Swift Programming Language lists them.
///
///     StringEscapes.decode(#"say \"hi\"\n"#)   // "say \"hi\"\n" (the quotes and a newline)
///     StringEscapes.decode(#"\u{1F600}"#)      // "😀"
///     StringEscapes.decode(#"\q"#)             // nil: not an escape Swift has
///     StringEscapes.literal(#""a\"b""#)        // "a\"b"
///     StringEscapes.literal(#""a"b""#)         // nil: text after the closing quote
public enum StringEscapes {
  /// What each one-character escape stands for (`\u{…}` is read apart).
  static let single: [Unicode.Scalar: Unicode.Scalar] = [
    "0": "\0", "\\": "\\", "t": "\t", "n": "\n", "r": "\r", "\"": "\"", "'": "'",
  ]

  /// `body`, the inside of a string literal as written, with every escape replaced by what it
  /// stands for; a `"` in it is kept (a multi-line literal may hold one).
  ///
  /// - Returns: nil when `body` holds an escape Swift does not have (`\q`, `\u{}`, `\u{D800}`,
  ///   a `\` at the end).
  public static func decode(_ body: some StringProtocol) -> String? {
    read(Substring(body).unicodeScalars, upToQuote: false)?.text
  }

  /// The value of `text` when it is exactly one one-line string literal (`"a\"b"` → `a"b`).
  ///
  /// - Returns: nil when `text` does not start with `"`, has no closing quote, goes on after
  ///   it, or holds an escape Swift does not have.
  public static func literal(_ text: some StringProtocol) -> String? {
    let scalars = Substring(text).unicodeScalars
    guard scalars.first == "\"", let parsed = read(scalars.dropFirst(), upToQuote: true),
      parsed.rest.isEmpty
    else { return nil }
    return parsed.text
  }

  /// Decodes `scalars` to their end or, when `upToQuote`, to the first `"` no backslash
  /// escapes: the text and what follows that quote; nil for a bad escape or a missing quote.
  private static func read(_ scalars: Substring.UnicodeScalarView, upToQuote: Bool)
    -> (text: String, rest: Substring.UnicodeScalarView)?
  {
    var text = String.UnicodeScalarView()
    var index = scalars.startIndex
    func next() -> Unicode.Scalar? {
      guard index < scalars.endIndex else { return nil }
      defer { index = scalars.index(after: index) }
      return scalars[index]
    }
    while let scalar = next() {
      if upToQuote, scalar == "\"" { return (String(text), scalars[index...]) }
      guard scalar == "\\" else {
        text.append(scalar)
        continue
      }
      guard let escaped = next() else { return nil }
      if let decoded = single[escaped] {
        text.append(decoded)
        continue
      }
      guard escaped == "u", next() == "{" else { return nil }
      var digits = String.UnicodeScalarView()
      while let digit = next(), digit != "}" {
        guard digit.properties.isASCIIHexDigit, digits.count < 8 else { return nil }
        digits.append(digit)
      }
      guard scalars[scalars.index(before: index)] == "}",
        let value = UInt32(String(digits), radix: 16), let decoded = Unicode.Scalar(value)
      else { return nil }
      text.append(decoded)
    }
    return upToQuote ? nil : (String(text), scalars[index...])
  }
}
