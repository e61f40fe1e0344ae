import Foundation
import IdentityEngine

/// A scene's `DateFormatter()`: Foundation's own formatter, started on the device's locale and
/// time zone (`DeviceSettings`), so that what it writes is what Foundation writes.
final class DateFormatterValue: OpaqueReference, FoundationObject, @unchecked Sendable {
  /// The Foundation formatter that does the work.
  let formatter = DateFormatter()

  /// `DateFormatter.Style` by the case names a scene writes (`.none` may arrive as `nil`).
  static let styles: [String: DateFormatter.Style] = [
    "none": .none, "short": .short, "medium": .medium, "long": .long, "full": .full,
  ]

  override init() {
    super.init()
    formatter.locale = Locale(identifier: DeviceSettings.localeIdentifier)
    formatter.timeZone = TimeZone(identifier: DeviceSettings.timeZoneIdentifier)
  }

  override var displayDescription: String { "DateFormatter" }
  override var swiftTypeName: String { "DateFormatter" }

  /// The style a scene's value names (`.medium`; `nil` or `.none` is `.none`).
  static func style(_ value: Value) -> DateFormatter.Style? {
    if value == .null { return DateFormatter.Style.none }
    guard case .enumCase(_, let name, let payload) = value, payload.isEmpty else { return nil }
    return styles[name]
  }

  /// A style as the scene's value: `.medium`.
  static func styleValue(_ style: DateFormatter.Style) -> Value {
    let name = styles.first { $0.value == style }?.key ?? "none"
    return .enumCase(type: "", name: name, payload: [])
  }

  /// The formatter's day and month names, as Foundation gives them for its locale (Apple,
  /// `DateFormatter.shortWeekdaySymbols`: "The array of short weekday symbols for the
  /// receiver"), and as the program sets them (the properties are `var`s).
  static let symbolLists: [String: ReferenceWritableKeyPath<DateFormatter, [String]> & Sendable] = [
    "weekdaySymbols": \.weekdaySymbols, "shortWeekdaySymbols": \.shortWeekdaySymbols,
    "veryShortWeekdaySymbols": \.veryShortWeekdaySymbols,
    "standaloneWeekdaySymbols": \.standaloneWeekdaySymbols,
    "shortStandaloneWeekdaySymbols": \.shortStandaloneWeekdaySymbols,
    "veryShortStandaloneWeekdaySymbols": \.veryShortStandaloneWeekdaySymbols,
    "monthSymbols": \.monthSymbols, "shortMonthSymbols": \.shortMonthSymbols,
    "veryShortMonthSymbols": \.veryShortMonthSymbols,
    "standaloneMonthSymbols": \.standaloneMonthSymbols,
    "shortStandaloneMonthSymbols": \.shortStandaloneMonthSymbols,
    "veryShortStandaloneMonthSymbols": \.veryShortStandaloneMonthSymbols,
  ]

  /// A list as a fresh formatter of `locale` gives it: what setting it to `nil` restores.
  static func localeDefaults(
    _ list: ReferenceWritableKeyPath<DateFormatter, [String]>, locale: Locale
  ) -> [String] {
    let fresh = DateFormatter()
    fresh.locale = locale
    return fresh[keyPath: list]
  }

  func property(_ name: String) -> Value? {
    if let list = Self.symbolLists[name] {
      return .array(formatter[keyPath: list].map(Value.string))
    }
    switch name {
    case "dateStyle": return Self.styleValue(formatter.dateStyle)
    case "timeStyle": return Self.styleValue(formatter.timeStyle)
    case "dateFormat": return .string(formatter.dateFormat ?? "")
    case "locale": return DeviceSettings.locale(formatter.locale.identifier)
    case "timeZone": return DeviceSettings.timeZone(formatter.timeZone.identifier)
    case "calendar": return LibraryType.calendarValue("\(formatter.calendar.identifier)")
    case "doesRelativeDateFormatting": return .bool(formatter.doesRelativeDateFormatting)
    case "isLenient": return .bool(formatter.isLenient)
    case "amSymbol": return .string(formatter.amSymbol)
    case "pmSymbol": return .string(formatter.pmSymbol)
    default: return nil
    }
  }

  func setProperty(_ name: String, to value: Value) -> Bool {
    // `nil` gives the locale's names back (the lists are `null_resettable`).
    if let list = Self.symbolLists[name], value == .null {
      formatter[keyPath: list] = Self.localeDefaults(list, locale: formatter.locale)
      return true
    }
    if let list = Self.symbolLists[name], case .array(let elements) = value {
      var symbols: [String] = []
      for element in elements {
        guard case .string(let symbol) = element else { return false }
        symbols.append(symbol)
      }
      formatter[keyPath: list] = symbols
      return true
    }
    switch (name, value) {
    case ("dateStyle", _), ("timeStyle", _):
      guard let style = Self.style(value) else { return false }
      if name == "dateStyle" { formatter.dateStyle = style } else { formatter.timeStyle = style }
    case ("dateFormat", .string(let format)):
      formatter.dateFormat = format
    case ("dateFormat", .null):
      formatter.dateFormat = nil
    case ("locale", _):
      guard let locale = DeviceSettings.foundationLocale(value) else { return false }
      formatter.locale = locale
    case ("timeZone", _):
      guard let timeZone = DeviceSettings.foundationTimeZone(value) else { return false }
      formatter.timeZone = timeZone
    // `formatter.calendar = Calendar(identifier: .iso8601)`: the calendar its fields are
    // counted in (sample 52: two previews stopped on the setting).
    case ("calendar", _):
      guard let calendar = LibraryType.foundationCalendar(value) else { return false }
      formatter.calendar = calendar
    case ("doesRelativeDateFormatting", .bool(let flag)):
      formatter.doesRelativeDateFormatting = flag
    case ("isLenient", .bool(let flag)):
      formatter.isLenient = flag
    case ("amSymbol", .string(let symbol)):
      formatter.amSymbol = symbol
    case ("pmSymbol", .string(let symbol)):
      formatter.pmSymbol = symbol
    default:
      return false
    }
    return true
  }
}
