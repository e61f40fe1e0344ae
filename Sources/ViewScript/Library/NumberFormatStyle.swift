import Foundation
import IdentityEngine

/// Foundation's number format styles, as `Text(price, format: .currency(code: "EUR"))`,
/// `count.formatted()` and `ratio.formatted(.percent)` use them: Foundation writes the text, in
/// the simulated device's English (US), as it writes a date's `formatted()` (docs/semantics.md,
/// "Numbers as text").
///
/// A style is the value its implicit-member chain evaluates to (`.number.precision(…)` is the
/// case `number.precision` with the chain's arguments in order): a base (`number`, `percent`,
/// `currency(code:)`) and modifiers that take one argument each (`precision`, `grouping`,
/// `notation`). Any other chain is not understood: nil, and the caller stops the step as not
/// simulated rather than show a text SwiftUI would not.
enum NumberFormatStyle {
  /// The locale format styles write in: the simulated device's region and language.
  static let locale = Locale(identifier: "en_US")

  /// The names the format styles' types start from.
  static let styleTypes: Set<String> = [
    "FloatingPointFormatStyle", "IntegerFormatStyle", "Decimal",
  ]

  /// The base style a format style's type names when a program makes it by its initializer
  /// (`FloatingPointFormatStyle<Double>.Currency(code:)` is `.currency(code:)`,
  /// `IntegerFormatStyle<Int>.Percent()` is `.percent`, `FloatingPointFormatStyle<Double>()`
  /// is `.number`); nil for another callee. A `locale:` argument is the device's locale, as
  /// the styles idlab writes are.
  static func explicitStyle(_ callee: String) -> String? {
    guard styleTypes.contains(String(callee.prefix { $0.isLetter })) else { return nil }
    var written = ""
    var depth = 0
    for character in callee.filter({ !$0.isWhitespace }) {
      if character == "<" {
        depth += 1
      } else if character == ">" {
        depth -= 1
      } else if depth == 0 {
        written.append(character)
      }
    }
    switch written {
    case "FloatingPointFormatStyle", "IntegerFormatStyle", "Decimal.FormatStyle": return "number"
    case "FloatingPointFormatStyle.Currency", "IntegerFormatStyle.Currency",
      "Decimal.FormatStyle.Currency":
      return "currency"
    case "FloatingPointFormatStyle.Percent", "IntegerFormatStyle.Percent",
      "Decimal.FormatStyle.Percent":
      return "percent"
    default: return nil
    }
  }

  /// The style value of `base` (`currency`) made with `arguments`, a `locale:` left out.
  static func style(_ base: String, _ arguments: [Argument]) -> Value {
    .enumCase(
      type: "", name: base, payload: arguments.filter { $0.label != "locale" }.map(\.value))
  }

  /// `number.formatted()`: the `.number` style.
  static func plain(_ number: Value) -> String? {
    text(of: number, style: .enumCase(type: "", name: "number", payload: []))
  }

  /// The text of `number` in `style`; nil when `number` is not a number or the style is not
  /// one this file understands.
  static func text(of number: Value, style: Value) -> String? {
    guard case .enumCase(_, let chain, let payload) = style else { return nil }
    let names = chain.split(separator: ".").map(String.init)
    guard let base = names.first else { return nil }
    var arguments = payload[...]
    var currency: String?
    if base == "currency" {
      guard case .string(let code)? = arguments.popFirst() else { return nil }
      currency = code
    } else if base != "number" && base != "percent" {
      return nil
    }
    var modifiers: [(String, Value)] = []
    for name in names.dropFirst() {
      guard ["precision", "grouping", "notation"].contains(name),
        let argument = arguments.popFirst()
      else { return nil }
      modifiers.append((name, argument))
    }
    guard arguments.isEmpty else { return nil }
    switch (number, base) {
    case (.double(let value), "percent"):
      return configured(
        FloatingPointFormatStyle<Double>.Percent(locale: locale), modifiers,
        precision: { $0.precision($1) }, grouping: { $0.grouping($1) },
        notation: { $0.notation($1) }
      ).map(value.formatted)
    case (.double(let value), "currency"):
      return configured(
        FloatingPointFormatStyle<Double>.Currency(code: currency ?? "", locale: locale),
        modifiers, precision: { $0.precision($1) }, grouping: { $0.grouping($1) }
      ).map(value.formatted)
    case (.double(let value), _):
      return configured(
        FloatingPointFormatStyle<Double>(locale: locale), modifiers,
        precision: { $0.precision($1) }, grouping: { $0.grouping($1) },
        notation: { $0.notation($1) }
      ).map(value.formatted)
    case (.int(let value), "percent"):
      // `IntegerFormatStyle`, so `25.formatted(.percent)` is "25%".
      return configured(
        IntegerFormatStyle<Int>.Percent(locale: locale), modifiers,
        precision: { $0.precision($1) }, grouping: { $0.grouping($1) },
        notation: { $0.notation($1) }
      ).map(value.formatted)
    case (.int(let value), "currency"):
      return configured(
        IntegerFormatStyle<Int>.Currency(code: currency ?? "", locale: locale), modifiers,
        precision: { $0.precision($1) }, grouping: { $0.grouping($1) }
      ).map(value.formatted)
    case (.int(let value), _):
      return configured(
        IntegerFormatStyle<Int>(locale: locale), modifiers,
        precision: { $0.precision($1) }, grouping: { $0.grouping($1) },
        notation: { $0.notation($1) }
      ).map(value.formatted)
    default:
      return nil
    }
  }

  /// `style` with each modifier applied, through the style type's own `precision`, `grouping`
  /// and `notation` (a currency style has no notation); nil when one is not understood.
  private static func configured<Style>(
    _ style: Style, _ modifiers: [(String, Value)],
    precision: (Style, NumberFormatStyleConfiguration.Precision) -> Style,
    grouping: (Style, NumberFormatStyleConfiguration.Grouping) -> Style,
    notation: ((Style, NumberFormatStyleConfiguration.Notation) -> Style)? = nil
  ) -> Style? {
    var style = style
    for (name, argument) in modifiers {
      switch name {
      case "precision":
        guard let value = self.precision(argument) else { return nil }
        style = precision(style, value)
      case "grouping":
        guard let value = self.grouping(argument) else { return nil }
        style = grouping(style, value)
      default:
        guard let notation, let value = self.notation(argument) else { return nil }
        style = notation(style, value)
      }
    }
    return style
  }

  /// The configuration a modifier's argument names; nil for one not understood.
  private static func precision(_ argument: Value) -> NumberFormatStyleConfiguration.Precision? {
    guard case .enumCase(_, let name, let payload) = argument, payload.count == 1 else {
      return nil
    }
    switch (name, payload[0]) {
    case ("fractionLength", .int(let length)) where (0...15).contains(length):
      return .fractionLength(length)
    case ("fractionLength", .range(let lower, let upper, let closed))
    where lower >= 0 && upper <= 15 && lower <= upper:
      return .fractionLength(lower...(closed ? upper : max(lower, upper - 1)))
    case ("significantDigits", .int(let digits)) where (1...15).contains(digits):
      return .significantDigits(digits)
    case ("integerLength", .int(let length)) where (0...15).contains(length):
      return .integerLength(length)
    default:
      return nil
    }
  }

  private static func grouping(_ argument: Value) -> NumberFormatStyleConfiguration.Grouping? {
    guard case .enumCase(_, let name, []) = argument else { return nil }
    switch name {
    case "automatic": return .automatic
    case "never": return .never
    default: return nil
    }
  }

  private static func notation(_ argument: Value) -> NumberFormatStyleConfiguration.Notation? {
    guard case .enumCase(_, let name, []) = argument else { return nil }
    switch name {
    case "automatic": return .automatic
    case "compactName": return .compactName
    case "scientific": return .scientific
    default: return nil
    }
  }
}
