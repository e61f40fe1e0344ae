import Foundation
import IdentityEngine

/// A scene's `RelativeDateTimeFormatter()` ("2 hours ago", "tomorrow"). swift-corelibs-foundation
/// has no such class; Foundation's `Date.AnchoredRelativeFormatStyle` writes the same phrases
/// from the same ICU data, so this value keeps the formatter's settings and formats through it.
final class RelativeDateTimeFormatterValue: OpaqueReference, FoundationObject, @unchecked Sendable {
  /// `unitsStyle`: `.full`, `.spellOut`, `.short`, `.abbreviated`.
  var unitsStyle = "full"
  /// `dateTimeStyle`: `.numeric` ("in 1 day") or `.named` ("tomorrow").
  var dateTimeStyle = "numeric"
  /// `formattingContext`: `.unknown`, `.standalone`, `.beginningOfSentence`, ….
  var formattingContext = "unknown"
  /// `locale`, the device's until the scene sets one.
  var locale = Locale(identifier: DeviceSettings.localeIdentifier)

  /// The format style's units for each `unitsStyle`.
  static let units: [String: Date.RelativeFormatStyle.UnitsStyle] = [
    "full": .wide, "spellOut": .spellOut, "short": .abbreviated, "abbreviated": .narrow,
  ]
  /// The format style's capitalization for each `formattingContext`.
  static let contexts: [String: FormatStyleCapitalizationContext] = [
    "unknown": .unknown, "dynamic": .unknown, "standalone": .standalone, "listItem": .listItem,
    "beginningOfSentence": .beginningOfSentence, "middleOfSentence": .middleOfSentence,
  ]

  override var displayDescription: String { "RelativeDateTimeFormatter" }
  override var swiftTypeName: String { "RelativeDateTimeFormatter" }

  func property(_ name: String) -> Value? {
    switch name {
    case "unitsStyle": return .enumCase(type: "", name: unitsStyle, payload: [])
    case "dateTimeStyle": return .enumCase(type: "", name: dateTimeStyle, payload: [])
    case "formattingContext": return .enumCase(type: "", name: formattingContext, payload: [])
    case "locale": return DeviceSettings.locale(locale.identifier)
    default: return nil
    }
  }

  func setProperty(_ name: String, to value: Value) -> Bool {
    if name == "locale" {
      guard let locale = DeviceSettings.foundationLocale(value) else { return false }
      self.locale = locale
      return true
    }
    guard case .enumCase(_, let option, let payload) = value, payload.isEmpty else { return false }
    switch name {
    case "unitsStyle" where Self.units[option] != nil: unitsStyle = option
    case "dateTimeStyle" where ["numeric", "named"].contains(option): dateTimeStyle = option
    case "formattingContext" where Self.contexts[option] != nil: formattingContext = option
    default: return false
    }
    return true
  }

  /// `localizedString(for: date, relativeTo: reference)`: `date` as seen from `reference`.
  func string(for date: Date, relativeTo reference: Date) -> String {
    let style = Date.AnchoredRelativeFormatStyle(
      anchor: date, presentation: dateTimeStyle == "named" ? .named : .numeric,
      unitsStyle: Self.units[unitsStyle] ?? .wide, locale: locale,
      calendar: DeviceSettings.calendar(
        in: TimeZone(identifier: DeviceSettings.timeZoneIdentifier) ?? .current),
      capitalizationContext: Self.contexts[formattingContext] ?? .unknown)
    return style.format(reference)
  }
}
