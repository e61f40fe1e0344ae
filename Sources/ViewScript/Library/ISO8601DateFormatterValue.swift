import Foundation
import IdentityEngine

/// A scene's `ISO8601DateFormatter()`: Foundation's own formatter (GMT, internet date and time
/// until the scene sets its options or time zone), so that what it reads and writes is what
/// Foundation does.
final class ISO8601DateFormatterValue: OpaqueReference, FoundationObject, @unchecked Sendable {
  /// The Foundation formatter that does the work.
  let formatter = ISO8601DateFormatter()

  /// `ISO8601DateFormatter.Options` by the names a scene writes (`.withInternetDateTime`).
  static let options: [String: ISO8601DateFormatter.Options] = [
    "withYear": .withYear, "withMonth": .withMonth, "withWeekOfYear": .withWeekOfYear,
    "withDay": .withDay, "withTime": .withTime, "withTimeZone": .withTimeZone,
    "withSpaceBetweenDateAndTime": .withSpaceBetweenDateAndTime,
    "withDashSeparatorInDate": .withDashSeparatorInDate,
    "withColonSeparatorInTime": .withColonSeparatorInTime,
    "withColonSeparatorInTimeZone": .withColonSeparatorInTimeZone,
    "withFractionalSeconds": .withFractionalSeconds, "withFullDate": .withFullDate,
    "withFullTime": .withFullTime, "withInternetDateTime": .withInternetDateTime,
  ]

  override var displayDescription: String { "ISO8601DateFormatter" }
  override var swiftTypeName: String { "ISO8601DateFormatter" }

  func property(_ name: String) -> Value? {
    switch name {
    case "formatOptions":
      let names = Self.options.filter { formatter.formatOptions.contains($0.value) }.keys
      return .array(names.sorted().map { .enumCase(type: "", name: $0, payload: []) })
    case "timeZone": return DeviceSettings.timeZone(formatter.timeZone.identifier)
    default: return nil
    }
  }

  func setProperty(_ name: String, to value: Value) -> Bool {
    switch (name, value) {
    case ("formatOptions", .array(let names)):
      var options: ISO8601DateFormatter.Options = []
      for name in names {
        guard case .enumCase(_, let option, []) = name, let known = Self.options[option] else {
          return false
        }
        options.insert(known)
      }
      formatter.formatOptions = options
    case ("formatOptions", .enumCase(_, let option, [])):
      guard let known = Self.options[option] else { return false }
      formatter.formatOptions = known
    case ("timeZone", _):
      guard let zone = DeviceSettings.foundationTimeZone(value) else { return false }
      formatter.timeZone = zone
    default:
      return false
    }
    return true
  }
}
