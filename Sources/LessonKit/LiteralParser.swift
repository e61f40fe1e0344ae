import Basics
import Foundation
import IdentityEngine

/// Reads the small literals a lesson writes for choice values.
///
/// `"Nimbus"` → string (with Swift's escapes, `StringEscapes`), `true`/`false` → bool,
/// `nil` → null, `3` → int, `2.5` → double, `.green`/`green` → colour, `.idle` → enum case,
/// `[green, blue]` → array; any other bare word is a string.
public enum LiteralParser {
  /// Parses `text`, or returns nil when it is malformed (an unterminated string, an escape
  /// Swift does not have, a bad array).
  public static func parse(_ text: String) -> Value? {
    let text = Whitespace.trimmed(text)
    guard !text.isEmpty else { return nil }
    if text.hasPrefix("\"") {
      return StringEscapes.literal(text).map(Value.string)
    }
    if text.hasPrefix("[") {
      guard text.hasSuffix("]") else { return nil }
      let inner = String(text.dropFirst().dropLast())
      if Whitespace.isBlank(inner) { return .array([]) }
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
    TopLevelScanner.split(text, separator: ",").map(Whitespace.trimmed)
  }
}
