import Basics
import Foundation

/// Looks up user-visible text in the current language, falling back to English.
///
/// ```
/// let t = Localizer(language: .es, catalogs: catalogs)
/// t("repl.unknown-command", ["command": ":nonsense"])
/// t.plural("lessons.count", count: 3)   // uses lessons.count.one / lessons.count.other
/// ```
public struct Localizer: Sendable {
  /// The current language.
  public var language: Language
  /// One catalog per language that could be loaded.
  public let catalogs: [Language: Catalog]

  /// Creates a localizer over already loaded catalogs.
  public init(language: Language, catalogs: [Language: Catalog]) {
    self.language = language
    self.catalogs = catalogs
  }

  /// Loads every language's catalog from a `Locales/` folder.
  public static func load(language: Language, localesDirectory: URL) throws(LocalizationError)
    -> Localizer
  {
    var catalogs: [Language: Catalog] = [:]
    for candidate in Language.allCases {
      catalogs[candidate] = try Catalog(language: candidate, localesDirectory: localesDirectory)
    }
    return Localizer(language: language, catalogs: catalogs)
  }

  /// The same strings in another language.
  public func switched(to language: Language) -> Localizer {
    Localizer(language: language, catalogs: catalogs)
  }

  /// The text for `key` with `{name}` placeholders replaced from `arguments`.
  ///
  /// A key missing in the current language falls back to English, then to the key itself
  /// (so a missing string is visible, never a crash).
  ///
  /// An argument named `X.key` names another entry: `{X}` is filled with that entry's text in
  /// the current language (itself filled from the same arguments), and `arguments[X]` is only
  /// the fallback when the entry is missing. That is how a diagnostic's English `detail` is
  /// shown in Spanish (`diag.detail.missing-argument`).
  public func callAsFunction(_ key: String, _ arguments: [String: String] = [:]) -> String {
    BracePlaceholders.fill(entry(key) ?? key, translated(arguments))
  }

  private static let keySuffix = ".key"

  private func entry(_ key: String) -> String? {
    catalogs[language]?.entries[key] ?? catalogs[.en]?.entries[key]
  }

  /// `arguments` with each `X.key` argument's entry, filled, as `X`.
  private func translated(_ arguments: [String: String]) -> [String: String] {
    var result = arguments
    for (name, key) in arguments where name.hasSuffix(Self.keySuffix) {
      guard let template = entry(key) else { continue }
      result[String(name.dropLast(Self.keySuffix.count))] = BracePlaceholders.fill(
        template, arguments)
    }
    return result
  }

  /// Plural-aware lookup: `key.one` when `count == 1`, else `key.other`; `{count}` is filled.
  public func plural(_ key: String, count: Int, _ arguments: [String: String] = [:]) -> String {
    var arguments = arguments
    arguments["count"] = String(count)
    return self(count == 1 ? "\(key).one" : "\(key).other", arguments)
  }

  /// Whether `key` exists in the current language or in English.
  public func has(_ key: String) -> Bool {
    catalogs[language]?.entries[key] != nil || catalogs[.en]?.entries[key] != nil
  }
}
