import Foundation
import IdentityEngine

/// A Foundation class instance a scene made (`DateFormatter()`): a reference, as the class is,
/// whose properties the scene reads and assigns (`formatter.dateStyle = .medium`).
protocol FoundationObject: OpaqueReference {
  /// The property `name` as a value; nil when the class has no such property.
  func property(_ name: String) -> Value?
  /// Assigns the property `name`; false when there is no such property or `value` does not fit.
  func setProperty(_ name: String, to value: Value) -> Bool
  /// Whether a setting the object does not list is kept as given and read back rather than
  /// being an unknown member (reading one never set stays not simulated): its settings change
  /// nothing a screen shows.
  var keepsUnlistedSettings: Bool { get }
}

extension FoundationObject {
  /// An unlisted setting is an unknown member.
  var keepsUnlistedSettings: Bool { false }
}

/// The simulated device's locale and time zone, and the values scenes hold of each.
///
/// A scene's `Locale` is a record with its `identifier`, a `TimeZone` a record with its
/// `identifier`; Foundation's `Locale` and `TimeZone` do the work.
enum DeviceSettings {
  /// The locale a formatter starts with and `Locale.current` is: fixed, so runs repeat.
  static let localeIdentifier = "en_US_POSIX"
  /// The device's language, first of `Locale.preferredLanguages`: English (US).
  static let preferredLanguage = "en-US"
  /// The time zone a formatter starts with and `TimeZone.current` is.
  static let timeZoneIdentifier = "UTC"

  /// A scene's `Locale` value.
  static func locale(_ identifier: String) -> Value {
    .record(type: "Locale", fields: [Value.Field("identifier", .string(identifier))])
  }

  /// A scene's `TimeZone` value.
  static func timeZone(_ identifier: String) -> Value {
    .record(type: "TimeZone", fields: [Value.Field("identifier", .string(identifier))])
  }

  /// Foundation's locale for a scene's `Locale` value (`.current` is the device's); nil when
  /// `value` is not one.
  static func foundationLocale(_ value: Value) -> Locale? {
    switch value {
    case .record("Locale", let fields):
      guard case .string(let identifier)? = fields.first?.value else { return nil }
      return Locale(identifier: identifier)
    case .enumCase(_, "current", []), .enumCase(_, "autoupdatingCurrent", []), .null:
      return Locale(identifier: localeIdentifier)
    default:
      return nil
    }
  }

  /// Foundation's time zone for a scene's `TimeZone` value (`.current` and `nil` are the
  /// device's); nil when `value` is not one.
  static func foundationTimeZone(_ value: Value) -> TimeZone? {
    switch value {
    case .record("TimeZone", let fields):
      guard case .string(let identifier)? = fields.first?.value else { return nil }
      return TimeZone(identifier: identifier)
    case .enumCase(_, "current", []), .enumCase(_, "autoupdatingCurrent", []), .null:
      return TimeZone(identifier: timeZoneIdentifier)
    case .enumCase(_, "gmt", []):
      return TimeZone(secondsFromGMT: 0)
    default:
      return nil
    }
  }

  /// The Gregorian calendar in `timeZone`.
  static func calendar(in timeZone: TimeZone) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar
  }
}
