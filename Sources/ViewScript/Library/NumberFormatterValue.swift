import Foundation
import IdentityEngine

/// A scene's `NumberFormatter()`: Foundation's own formatter, started on the device's locale
/// (English, United States), so that what it writes is what Foundation writes
/// (`LibraryType.numberFormatter`).
final class NumberFormatterValue: OpaqueReference, FoundationObject, @unchecked Sendable {
  /// The Foundation formatter that does the work.
  let formatter = NumberFormatter()

  /// `NumberFormatter.Style` by the case names a scene writes.
  static let styles: [String: NumberFormatter.Style] = [
    "none": .none, "decimal": .decimal, "currency": .currency, "percent": .percent,
    "scientific": .scientific, "spellOut": .spellOut, "ordinal": .ordinal,
    "currencyISOCode": .currencyISOCode, "currencyPlural": .currencyPlural,
    "currencyAccounting": .currencyAccounting,
  ]

  override init() {
    super.init()
    // The device's English (US), as the number format styles write (`NumberFormatStyle`).
    formatter.locale = NumberFormatStyle.locale
  }

  override var displayDescription: String { "NumberFormatter" }
  override var swiftTypeName: String { "NumberFormatter" }

  /// The integer settings a scene may read and write, by name.
  nonisolated(unsafe) private static let integers:
    [String: ReferenceWritableKeyPath<NumberFormatter, Int>] = [
      "minimumFractionDigits": \.minimumFractionDigits,
      "maximumFractionDigits": \.maximumFractionDigits,
      "minimumIntegerDigits": \.minimumIntegerDigits,
      "maximumIntegerDigits": \.maximumIntegerDigits,
      "minimumSignificantDigits": \.minimumSignificantDigits,
      "maximumSignificantDigits": \.maximumSignificantDigits,
    ]

  /// The text settings a scene may read and write, by name.
  nonisolated(unsafe) private static let texts:
    [String: ReferenceWritableKeyPath<NumberFormatter, String?>] = [
      "currencyCode": \.currencyCode, "currencySymbol": \.currencySymbol,
      "decimalSeparator": \.decimalSeparator, "groupingSeparator": \.groupingSeparator,
      "positivePrefix": \.positivePrefix, "positiveSuffix": \.positiveSuffix,
      "negativePrefix": \.negativePrefix, "zeroSymbol": \.zeroSymbol,
      "negativeSuffix": \.negativeSuffix, "thousandSeparator": \.thousandSeparator,
      "percentSymbol": \.percentSymbol, "plusSign": \.plusSign, "minusSign": \.minusSign,
    ]

  /// The Boolean settings a scene may read and write, by name.
  nonisolated(unsafe) private static let flags:
    [String: ReferenceWritableKeyPath<NumberFormatter, Bool>] = [
      "usesGroupingSeparator": \.usesGroupingSeparator,
      "usesSignificantDigits": \.usesSignificantDigits, "isLenient": \.isLenient,
      "allowsFloats": \.allowsFloats, "alwaysShowsDecimalSeparator": \.alwaysShowsDecimalSeparator,
      "generatesDecimalNumbers": \.generatesDecimalNumbers,
      "isPartialStringValidationEnabled": \.isPartialStringValidationEnabled,
      "hasThousandSeparators": \.hasThousandSeparators,
    ]

  func property(_ name: String) -> Value? {
    if let path = Self.flags[name] { return .bool(formatter[keyPath: path]) }
    if let path = Self.integers[name] { return .int(formatter[keyPath: path]) }
    if let path = Self.texts[name] { return formatter[keyPath: path].map(Value.string) ?? .null }
    switch name {
    case "numberStyle":
      let style = Self.styles.first { $0.value == formatter.numberStyle }?.key ?? "none"
      return .enumCase(type: "", name: style, payload: [])
    case "locale": return DeviceSettings.locale(formatter.locale.identifier)
    // The bounds a formatter's numbers must keep to (`NSNumber?`), as numbers: a whole one as
    // an `Int`, as it was written (`formatter.maximum = 360` reads back `360`).
    case "minimum": return formatter.minimum.map(Self.number) ?? .null
    case "maximum": return formatter.maximum.map(Self.number) ?? .null
    default: return nil
    }
  }

  /// An `NSNumber` as a scene's number: an `Int` when it is whole, else a `Double`.
  private static func number(_ number: NSNumber) -> Value {
    let double = number.doubleValue
    if double.rounded() == double, abs(double) < 1e15 { return .int(Int(double)) }
    return .double(double)
  }

  func setProperty(_ name: String, to value: Value) -> Bool {
    if let path = Self.integers[name] {
      guard case .int(let number) = value else { return false }
      formatter[keyPath: path] = number
      return true
    }
    if let path = Self.flags[name] {
      guard case .bool(let flag) = value else { return false }
      formatter[keyPath: path] = flag
      return true
    }
    if let path = Self.texts[name] {
      switch value {
      case .string(let text): formatter[keyPath: path] = text
      case .null: formatter[keyPath: path] = nil
      default: return false
      }
      return true
    }
    switch (name, value) {
    case ("numberStyle", .enumCase(_, let style, [])):
      guard let style = Self.styles[style] else { return false }
      formatter.numberStyle = style
    case ("locale", _):
      guard let locale = DeviceSettings.foundationLocale(value) else { return false }
      formatter.locale = locale
    case ("minimum", _), ("maximum", _):
      let bound: NSNumber?
      switch value {
      case .int(let number): bound = NSNumber(value: number)
      case .double(let number): bound = NSNumber(value: number)
      case .null: bound = nil
      default: return false
      }
      if name == "minimum" { formatter.minimum = bound } else { formatter.maximum = bound }
    default: return false
    }
    return true
  }
}
