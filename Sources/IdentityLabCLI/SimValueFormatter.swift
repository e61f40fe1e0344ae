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

  /// The text shown on a screen: strings without quotes, colours by bare name.
  public static func display(_ value: Value) -> String {
    switch value {
    case .string(let text): return ControlPictures.replacing(in: text)
    case .color(let name): return name
    default: return format(value)
    }
  }

  static func quoted(_ text: String) -> String { ControlPictures.replacing(in: Value.quoted(text)) }
}
