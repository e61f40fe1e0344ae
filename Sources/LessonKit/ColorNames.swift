import Foundation
import Localization

/// SwiftUI's named colours and their names in each language.
///
/// Lookups are case- and accent-insensitive: `Ámbar`, `verde`, `GREEN` all resolve.
public enum ColorNames {
  /// Each SwiftUI colour and the words that name it, English first, then Spanish.
  /// The first word of each language is the one idlab prints.
  static let table: [(swift: String, en: [String], es: [String])] = [
    ("red", ["red"], ["rojo", "roja"]),
    ("orange", ["orange"], ["naranja"]),
    ("yellow", ["yellow"], ["amarillo", "amarilla"]),
    ("green", ["green"], ["verde"]),
    ("mint", ["mint"], ["menta"]),
    ("teal", ["teal"], ["verde azulado", "teal", "verde azulada"]),
    ("cyan", ["cyan"], ["cian"]),
    ("blue", ["blue"], ["azul"]),
    ("indigo", ["indigo"], ["índigo", "añil"]),
    ("purple", ["purple"], ["morado", "púrpura", "morada", "purpura"]),
    ("pink", ["pink"], ["rosa", "rosado"]),
    ("brown", ["brown"], ["marrón", "café"]),
    ("gray", ["gray", "grey"], ["gris"]),
    ("black", ["black"], ["negro", "negra"]),
    ("white", ["white"], ["blanco", "blanca"]),
    ("clear", ["clear"], ["transparente"]),
    ("primary", ["primary"], ["primario"]),
    ("secondary", ["secondary"], ["secundario"]),
    ("amber", ["amber"], ["ámbar"]),
  ]

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
    for entry in table {
      for word in [entry.swift] + entry.en + entry.es { result[fold(word)] = entry.swift }
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
    guard let entry = table.first(where: { $0.swift == swiftName }) else { return swiftName }
    switch language {
    case .en: return entry.en.first ?? swiftName
    case .es: return entry.es.first ?? swiftName
    }
  }

  /// Every word for every colour, for completion.
  public static func words(language: Language) -> [String] {
    table.flatMap { language == .es ? $0.es : $0.en }
  }
}
