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
    let value: Double
    switch number {
    case .int(let int):
      return integerText(int, base: base, currency: currency, modifiers: modifiers)
    case .double(let double): value = double
    default: return nil
    }
    switch base {
    case "percent":
      var style = FloatingPointFormatStyle<Double>.Percent(locale: locale)
      for (name, argument) in modifiers {
        guard let changed = apply(name, argument, to: style) else { return nil }
        style = changed
      }
      return value.formatted(style)
    case "currency":
      var style = FloatingPointFormatStyle<Double>.Currency(code: currency ?? "", locale: locale)
      for (name, argument) in modifiers {
        guard let changed = apply(name, argument, to: style) else { return nil }
        style = changed
      }
      return value.formatted(style)
    default:
      var style = FloatingPointFormatStyle<Double>(locale: locale)
      for (name, argument) in modifiers {
        guard let changed = apply(name, argument, to: style) else { return nil }
        style = changed
      }
      return value.formatted(style)
    }
  }

  /// An integer in its style: `IntegerFormatStyle` (so `25.formatted(.percent)` is "25%").
  private static func integerText(
    _ int: Int, base: String, currency: String?, modifiers: [(String, Value)]
  ) -> String? {
    switch base {
    case "percent":
      var style = IntegerFormatStyle<Int>.Percent(locale: locale)
      for (name, argument) in modifiers {
        guard let changed = apply(name, argument, to: style) else { return nil }
        style = changed
      }
      return int.formatted(style)
    case "currency":
      var style = IntegerFormatStyle<Int>.Currency(code: currency ?? "", locale: locale)
      for (name, argument) in modifiers {
        guard let changed = apply(name, argument, to: style) else { return nil }
        style = changed
      }
      return int.formatted(style)
    default:
      var style = IntegerFormatStyle<Int>(locale: locale)
      for (name, argument) in modifiers {
        guard let changed = apply(name, argument, to: style) else { return nil }
        style = changed
      }
      return int.formatted(style)
    }
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

  private static func apply(
    _ name: String, _ argument: Value, to style: FloatingPointFormatStyle<Double>
  )
    -> FloatingPointFormatStyle<Double>?
  {
    switch name {
    case "precision": return precision(argument).map { style.precision($0) }
    case "grouping": return grouping(argument).map { style.grouping($0) }
    default: return notation(argument).map { style.notation($0) }
    }
  }

  private static func apply(
    _ name: String, _ argument: Value, to style: FloatingPointFormatStyle<Double>.Percent
  ) -> FloatingPointFormatStyle<Double>.Percent? {
    switch name {
    case "precision": return precision(argument).map { style.precision($0) }
    case "grouping": return grouping(argument).map { style.grouping($0) }
    default: return notation(argument).map { style.notation($0) }
    }
  }

  private static func apply(
    _ name: String, _ argument: Value, to style: FloatingPointFormatStyle<Double>.Currency
  ) -> FloatingPointFormatStyle<Double>.Currency? {
    switch name {
    case "precision": return precision(argument).map { style.precision($0) }
    case "grouping": return grouping(argument).map { style.grouping($0) }
    default: return nil
    }
  }

  private static func apply(_ name: String, _ argument: Value, to style: IntegerFormatStyle<Int>)
    -> IntegerFormatStyle<Int>?
  {
    switch name {
    case "precision": return precision(argument).map { style.precision($0) }
    case "grouping": return grouping(argument).map { style.grouping($0) }
    default: return notation(argument).map { style.notation($0) }
    }
  }

  private static func apply(
    _ name: String, _ argument: Value, to style: IntegerFormatStyle<Int>.Percent
  ) -> IntegerFormatStyle<Int>.Percent? {
    switch name {
    case "precision": return precision(argument).map { style.precision($0) }
    case "grouping": return grouping(argument).map { style.grouping($0) }
    default: return notation(argument).map { style.notation($0) }
    }
  }

  private static func apply(
    _ name: String, _ argument: Value, to style: IntegerFormatStyle<Int>.Currency
  ) -> IntegerFormatStyle<Int>.Currency? {
    switch name {
    case "precision": return precision(argument).map { style.precision($0) }
    case "grouping": return grouping(argument).map { style.grouping($0) }
    default: return nil
    }
  }
}
