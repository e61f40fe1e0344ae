/// The one string-aware scanner: walks text written like Swift literals, skipping the inside of
/// string literals (with `\` escapes) and of brackets, so separators are found only at the top
/// level.
///
///     TopLevelScanner.split(#"1,"a, b",[2, 3]"#, separator: ",")  // ["1", "\"a, b\"", "[2, 3]"]
///     TopLevelScanner.firstIndex(of: ":", in: #"b = ["x:y"]: label"#)  // the colon before label
public enum TopLevelScanner {
  /// The first `separator` outside string literals, `[…]` and `(…)`.
  public static func firstIndex<Text: StringProtocol>(of separator: Character, in text: Text)
    -> Text.Index?
  {
    var literal = StringLiteralState()
    var depth = 0
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if literal.read(character) {
        // Inside a string literal, or its opening quote.
      } else if character == "[" || character == "(" {
        depth += 1
      } else if character == "]" || character == ")" {
        depth -= 1
      } else if character == separator, depth == 0 {
        return index
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// `text` split at every top-level `separator` (parts are not trimmed).
  public static func split(_ text: String, separator: Character) -> [Substring] {
    var parts: [Substring] = []
    var rest = Substring(text)
    while let index = firstIndex(of: separator, in: rest) {
      parts.append(rest[..<index])
      rest = rest[rest.index(after: index)...]
    }
    parts.append(rest)
    return parts
  }

  /// One line of Swift without what its string literals hold (each literal a space) and without
  /// its `//` comment: what is left is code (`let a = "x // y" // note` → `let a =   `).
  public static func code<Line: StringProtocol>(of line: Line) -> String {
    var result = ""
    var literal = StringLiteralState()
    var previous: Character?
    for character in line {
      let opens = !literal.isInside && character == "\""
      if literal.read(character) {
        if opens { result.append(" ") }
        continue
      }
      if character == "/", previous == "/" {
        result.removeLast()
        break
      }
      result.append(character)
      previous = character
    }
    return result
  }
}

/// Where a scan stands in a one-line string literal: reading one character at a time, it says
/// whether that character belongs to a literal (its quotes included, `\` escapes honoured).
struct StringLiteralState {
  private(set) var isInside = false
  private var escaped = false

  /// Reads `character`; true when it is part of a string literal.
  mutating func read(_ character: Character) -> Bool {
    if isInside {
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        isInside = false
      }
      return true
    }
    if character == "\"" {
      isInside = true
      return true
    }
    return false
  }
}
