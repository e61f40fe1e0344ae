/// A fast reader for Apple's `.strings` format, as idlab's catalogs use it.
///
/// `PropertyListSerialization` reads the same files but costs about 10 ms for idlab's few
/// hundred strings, a third of the program's start-up; this reader takes well under 1 ms. It
/// understands `/* … */` and `//` comments, `"key" = "value";` and `"key";` entries, unquoted
/// keys and values made of letters, digits and `_ . - : / $`, and the escapes `\"`, `\\`,
/// `\n`, `\t`, `\r`, `\0` and `\uXXXX` / `\UXXXX`. Anything else returns `nil`, so the caller can
/// fall back to `PropertyListSerialization` for a precise error.
///
///     StringsFileParser.parse(#""greet" = "Hello, {name}"; /* note */"#)   // ["greet": "Hello, {name}"]
enum StringsFileParser {
  /// The table in `text`, or `nil` when the text is not something this reader understands.
  ///
  /// - Complexity: O(n) in the length of `text`.
  static func parse(_ text: String) -> [String: String]? {
    var scanner = Scanner(Array(text.unicodeScalars))
    var table: [String: String] = [:]
    while true {
      guard scanner.skipTrivia() else { return nil }
      if scanner.atEnd { return table }
      guard let key = scanner.token() else { return nil }
      guard scanner.skipTrivia() else { return nil }
      if scanner.consume(";") {
        table[key] = key
        continue
      }
      guard scanner.consume("=") else { return nil }
      guard scanner.skipTrivia(), let value = scanner.token() else { return nil }
      guard scanner.skipTrivia(), scanner.consume(";") else { return nil }
      table[key] = value
    }
  }

  /// A cursor over the scalars of a `.strings` file.
  private struct Scanner {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(_ scalars: [Unicode.Scalar]) {
      self.scalars = scalars
      if scalars.first == "\u{FEFF}" { index = 1 }
    }

    var atEnd: Bool { index >= scalars.count }

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
      index + offset < scalars.count ? scalars[index + offset] : nil
    }

    mutating func consume(_ scalar: Unicode.Scalar) -> Bool {
      guard peek() == scalar else { return false }
      index += 1
      return true
    }

    /// Skips whitespace and comments; `false` on an unterminated block comment.
    mutating func skipTrivia() -> Bool {
      while let scalar = peek() {
        if scalar.properties.isWhitespace {
          index += 1
        } else if scalar == "/", peek(1) == "*" {
          index += 2
          while !(peek() == "*" && peek(1) == "/") {
            guard !atEnd else { return false }
            index += 1
          }
          index += 2
        } else if scalar == "/", peek(1) == "/" {
          while let next = peek(), next != "\n" { index += 1 }
        } else {
          return true
        }
      }
      return true
    }

    /// A quoted string or an unquoted word.
    mutating func token() -> String? {
      if consume("\"") { return quoted() }
      var word = String.UnicodeScalarView()
      while let scalar = peek(), Self.isWordScalar(scalar) {
        word.append(scalar)
        index += 1
      }
      return word.isEmpty ? nil : String(word)
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "_", ".", "-", ":", "/", "$": true
      default: false
      }
    }

    /// The rest of a quoted string, after its opening quote.
    mutating func quoted() -> String? {
      var result = String.UnicodeScalarView()
      while let scalar = peek() {
        index += 1
        switch scalar {
        case "\"":
          return String(result)
        case "\\":
          guard let escaped = peek() else { return nil }
          index += 1
          switch escaped {
          case "\"", "\\", "'": result.append(escaped)
          case "n": result.append("\n")
          case "t": result.append("\t")
          case "r": result.append("\r")
          case "0": result.append("\0")
          case "u", "U":
            var value: UInt32 = 0
            for _ in 0..<4 {
              guard let digit = peek(), let nibble = UInt32(String(digit), radix: 16) else {
                return nil
              }
              value = value * 16 + nibble
              index += 1
            }
            guard let decoded = Unicode.Scalar(value) else { return nil }
            result.append(decoded)
          default:
            return nil
          }
        default:
          result.append(scalar)
        }
      }
      return nil
    }
  }
}
