import Foundation
import IdentityEngine

/// `String(format: "%.1f L", liters)`: Foundation's own `String(format:arguments:)` writes the
/// text, once every conversion has been checked against the value it reads (docs/semantics.md,
/// "Numbers as text"). A conversion that does not fit its value (`%d` of a `Double`, `%@` of an
/// `Int`), a `*` width, a positional argument or a C string (`%s`) is not formatted at all: nil,
/// and the caller stops the step as not simulated, where Foundation would read the wrong bytes.
enum PrintfFormat {
  /// What a conversion reads.
  private enum Kind {
    case integer, floating, object
  }

  /// The text, or nil when a conversion does not fit its argument or is not one idlab formats.
  static func format(_ format: String, _ arguments: [Value], describe: (Value) -> String)
    -> String?
  {
    guard let kinds = conversions(in: format), kinds.count == arguments.count else { return nil }
    var passed: [any CVarArg] = []
    for (kind, argument) in zip(kinds, arguments) {
      switch (kind, argument) {
      case (.integer, .int(let int)): passed.append(int)
      case (.floating, .double(let double)): passed.append(double)
      case (.object, _): passed.append(describe(argument) as NSString)
      default: return nil
      }
    }
    return String(format: format, arguments: passed)
  }

  /// The kinds of value the format's conversions read, in order; nil for a conversion idlab
  /// does not format.
  private static func conversions(in format: String) -> [Kind]? {
    var kinds: [Kind] = []
    var characters = format.unicodeScalars[...]
    while let character = characters.popFirst() {
      guard character == "%" else { continue }
      // Flags, width and precision: digits, `-+ #0'` and one `.`; never `*` or `$`.
      while let next = characters.first, "-+ #0'.0123456789".unicodeScalars.contains(next) {
        characters.removeFirst()
      }
      // Length modifiers (`l`, `ll`, `h`, `q`, `z`, …) change the width Foundation reads, which
      // a Swift `Int` or `Double` already has.
      while let next = characters.first, "hlqLzjt".unicodeScalars.contains(next) {
        characters.removeFirst()
      }
      guard let conversion = characters.popFirst() else { return nil }
      switch conversion {
      case "%": continue
      case "d", "i", "u", "x", "X", "o", "c": kinds.append(.integer)
      case "f", "F", "e", "E", "g", "G", "a", "A": kinds.append(.floating)
      case "@": kinds.append(.object)
      default: return nil
      }
    }
    return kinds
  }
}
