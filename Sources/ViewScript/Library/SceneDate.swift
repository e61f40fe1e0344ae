import Foundation
import IdentityEngine

/// A scene's `Date` and Foundation's: a `Date` record of its seconds since 1 January 2001.
enum SceneDate {
  /// A scene's `Date` for Foundation's `date`.
  static func value(_ date: Date) -> Value {
    .record(
      type: "Date",
      fields: [
        Value.Field("timeIntervalSinceReferenceDate", .double(date.timeIntervalSinceReferenceDate))
      ])
  }

  /// Foundation's date for a scene's `Date`; nil for another value.
  static func foundation(_ value: Value) -> Date? {
    guard case .record("Date", let fields) = value, case .double(let seconds)? = fields.first?.value
    else { return nil }
    return Date(timeIntervalSinceReferenceDate: seconds)
  }
}
