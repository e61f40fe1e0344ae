import Basics
import Foundation
import IdentityEngine

/// Reads the small literals a lesson writes for choice values.
///
/// `"Nimbus"` → string, `true`/`false` → bool, `nil` → null, `3` → int, `2.5` → double,
/// `.green`/`green` → colour, `.idle` → enum case, `[green, blue]` → array; any other bare
/// word is a string.
public enum LiteralParser {
  /// Parses `text`, or returns nil when it is malformed (an unterminated string, a bad array).
  public static func parse(_ text: String) -> Value? {
    let text = text.trimmingCharacters(in: .whitespaces)
    guard !text.isEmpty else { return nil }
    if text.hasPrefix("\"") {
      return parseString(text).map(Value.string)
    }
    if text.hasPrefix("[") {
      guard text.hasSuffix("]") else { return nil }
      let inner = String(text.dropFirst().dropLast())
      if inner.trimmingCharacters(in: .whitespaces).isEmpty { return .array([]) }
      var values: [Value] = []
      for part in splitTopLevel(inner) {
        guard let value = parse(part) else { return nil }
        values.append(value)
      }
      return .array(values)
    }
    switch text {
    case "true": return .bool(true)
    case "false": return .bool(false)
    case "nil": return .null
    default: break
    }
    if let int = Int(text) { return .int(int) }
    if let double = Double(text), text.contains(".") { return .double(double) }
    if let color = ColorNames.swiftName(for: text) { return .color(color) }
    if text.hasPrefix("."), text.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    {
      return .enumCase(type: "", name: String(text.dropFirst()), payload: [])
    }
    if text.contains("\"") { return nil }
    return .string(text)
  }

  /// Splits on commas outside strings and brackets.
  static func splitTopLevel(_ text: String) -> [String] {
    TopLevelScanner.split(text, separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// `"a\"b"` → `a"b`; nil unless the whole text is one string literal.
  static func parseString(_ text: String) -> String? {
    var result = ""
    var escaped = false
    var index = text.index(after: text.startIndex)
    while index < text.endIndex {
      let character = text[index]
      if escaped {
        switch character {
        case "n": result.append("\n")
        case "t": result.append("\t")
        default: result.append(character)
        }
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        return text.index(after: index) == text.endIndex ? result : nil
      } else {
        result.append(character)
      }
      index = text.index(after: index)
    }
    return nil
  }
}
