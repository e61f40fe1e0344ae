import Foundation
import IdentityEngine
import Localization

/// The words for SwiftUI's colours in each language (from `NamedColor`, the one table), for
/// reading and printing answers.
///
/// Lookups are case- and accent-insensitive: `Verde`, `verde`, `GREEN` all resolve.
public enum ColorNames {
  /// Folds case and accents, trims, collapses inner spaces.
  public static func fold(_ text: String) -> String {
    var result = ""
    for character in text.lowercased() {
      result.append(accents[character] ?? character)
    }
    return result.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// Accented letters of English and Spanish text and their plain forms (pure Swift: Foundation's
  /// folding is not safe to call concurrently on Linux).
  private static let accents: [Character: Character] = [
    "á": "a", "à": "a", "â": "a", "ä": "a", "é": "e", "è": "e", "ê": "e", "ë": "e",
    "í": "i", "ì": "i", "î": "i", "ï": "i", "ó": "o", "ò": "o", "ô": "o", "ö": "o",
    "ú": "u", "ù": "u", "û": "u", "ü": "u", "ñ": "n", "ç": "c",
  ]

  private static let lookup: [String: String] = {
    var result: [String: String] = [:]
    for color in NamedColor.all {
      for word in [color.member] + color.english + color.spanish {
        result[fold(word)] = color.member
      }
    }
    return result
  }()

  /// The SwiftUI colour a word names in any language (`verde` → `green`), or nil.
  public static func swiftName(for word: String) -> String? {
    var folded = fold(word)
    if folded.hasPrefix(".") { folded.removeFirst() }
    if folded.hasPrefix("color.") { folded.removeFirst("color.".count) }
    return lookup[folded]
  }

  /// The name to print for a SwiftUI colour in `language` (`green` → `verde`).
  public static func displayName(_ swiftName: String, language: Language) -> String {
    guard let color = NamedColor.named(swiftName) else { return swiftName }
    return words(for: color, language: language).first ?? swiftName
  }

  /// Every word for every colour, for completion.
  public static func words(language: Language) -> [String] {
    NamedColor.all.flatMap { words(for: $0, language: language) }
  }

  /// The words for `color` in `language`, the printed one first.
  static func words(for color: NamedColor, language: Language) -> [String] {
    switch language {
    case .en: color.english
    case .es: color.spanish
    }
  }
}
