import Foundation
import IdentityEngine

/// `String(format: "%.1f L", liters)`: Foundation's own `String(format:arguments:)` writes the
/// text, once every conversion has been checked against the value it reads (docs/semantics.md,
/// "Numbers as text"). A conversion that does not fit its value (`%d` of a `Double`, `%@` of an
/// `Int`), a `*` width or a C string (`%s`) is not formatted at all: nil, and the caller stops
/// the step as not simulated, where Foundation would read the wrong bytes. Positional
/// conversions (`%1$@`, `%2$d`: "the argument to use", IEEE printf) are read by position, when
/// every conversion names one and together they name each argument.
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

  /// The kinds of value the format's conversions read, by argument position; nil for a
  /// conversion idlab does not format, or positions that are mixed or leave an argument out.
  private static func conversions(in format: String) -> [Kind]? {
    var kinds: [Kind] = []
    var positioned: [Int: Kind] = [:]
    var characters = format.unicodeScalars[...]
    while let character = characters.popFirst() {
      guard character == "%" else { continue }
      // `%2$@`: the argument at that position (1-based).
      var position: Int?
      let digits = characters.prefix { ("0"..."9").contains($0) }
      if !digits.isEmpty, characters.dropFirst(digits.count).first == "$",
        let number = Int(String(String.UnicodeScalarView(digits))), number >= 1
      {
        position = number - 1
        characters.removeFirst(digits.count + 1)
      }
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
      let kind: Kind
      switch conversion {
      case "%": continue
      case "d", "i", "u", "x", "X", "o", "c": kind = .integer
      case "f", "F", "e", "E", "g", "G", "a", "A": kind = .floating
      case "@": kind = .object
      default: return nil
      }
      if let position {
        guard positioned[position] == nil || positioned[position] == kind else { return nil }
        positioned[position] = kind
      } else {
        kinds.append(kind)
      }
    }
    if positioned.isEmpty { return kinds }
    guard kinds.isEmpty else { return nil }
    let ordered = (0..<positioned.count).compactMap { positioned[$0] }
    return ordered.count == positioned.count ? ordered : nil
  }
}
