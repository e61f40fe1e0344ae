import Foundation
import IdentityEngine
import Localization

/// Formats simulator values the way a learner writes them in Swift, for screens and trees.
///
///     SimValueFormatter.format(.string("a"))          // "\"a\""
///     SimValueFormatter.format(.array(many values))   // "[0, 1, 2, 3, … (20000)]"
///
/// Long collections are abbreviated so that a 20,000-element `@State` array stays one line, and
/// control characters in strings are shown as symbols (`"␛[2J"`), never sent to the terminal.
public enum SimValueFormatter {
  /// How many collection elements are shown before the rest is summarised.
  public static let elementLimit = 4

  /// The Swift-like text of `value`.
  public static func format(_ value: Value) -> String {
    ControlPictures.replacing(
      in: value.formatted(colorsAsMembers: true, elementLimit: elementLimit))
  }

  /// The text shown on a screen: strings without quotes, colours by bare name, a date as a
  /// date picker shows one (day and time on the run's clock, UTC: `2024-01-01 09:41`).
  public static func display(_ value: Value) -> String {
    switch value {
    case .string(let text): return ControlPictures.replacing(in: text)
    case .color(let name): return name
    case .record("Date", let fields):
      guard case .double(let seconds)? = fields.first?.value else { return format(value) }
      return dayAndTime(seconds)
    default: return format(value)
    }
  }

  /// `2024-01-01 09:41`: day and time, UTC, the same on every machine.
  static func dayAndTime(_ seconds: Double) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute], from: Date(timeIntervalSinceReferenceDate: seconds))
    func two(_ number: Int?) -> String {
      let text = String(number ?? 0)
      return text.count < 2 ? "0" + text : text
    }
    return
      "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute))"
  }

  static func quoted(_ text: String) -> String { ControlPictures.replacing(in: Value.quoted(text)) }
}
