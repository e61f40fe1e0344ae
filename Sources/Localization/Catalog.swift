import Foundation

/// The strings of one language: every `*.strings` table in `Locales/<lang>.lproj/`.
///
/// Tables are Apple's `.strings` format, read with `PropertyListSerialization`. Keys are stable
/// ids (`repl.prompt`); values use named placeholders (`{name}`).
public struct Catalog: Sendable {
  /// The language of this catalog.
  public let language: Language
  /// Every key and its text, across all tables.
  public let entries: [String: String]
  /// The table each key came from (`Localizable`, `Sim`, …).
  public let tables: [String: String]

  /// Builds a catalog from entries (tests).
  public init(language: Language, entries: [String: String]) {
    self.language = language
    self.entries = entries
    self.tables = entries.mapValues { _ in "Localizable" }
  }

  /// Loads every `.strings` table of `language` below `localesDirectory`.
  ///
  /// - Throws: `LocalizationError` naming the file when a table cannot be read or parsed.
  public init(language: Language, localesDirectory: URL) throws(LocalizationError) {
    self.language = language
    let folder = localesDirectory.appendingPathComponent("\(language.rawValue).lproj")
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".strings") }.sorted()
    } catch {
      throw .missingLanguage(folder.path)
    }
    var entries: [String: String] = [:]
    var tables: [String: String] = [:]
    for name in names {
      let url = folder.appendingPathComponent(name)
      let table = String(name.dropLast(".strings".count))
      for (key, value) in try Self.readTable(url) {
        entries[key] = value
        tables[key] = table
      }
    }
    self.entries = entries
    self.tables = tables
  }

  /// Reads one `.strings` file: with the fast `StringsFileParser`, else (for anything it does
  /// not understand, and for precise errors) with `PropertyListSerialization`.
  static func readTable(_ url: URL) throws(LocalizationError) -> [String: String] {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw .unreadable(url.path)
    }
    if let text = String(data: data, encoding: .utf8), let table = StringsFileParser.parse(text) {
      return table
    }
    let plist: Any
    do {
      plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    } catch {
      throw .malformed(url.path, String(describing: error))
    }
    guard let dictionary = plist as? [String: String] else {
      throw .malformed(url.path, "not a table of strings")
    }
    return dictionary
  }

  /// The named placeholders a text uses (`{count}` → `count`), sorted.
  public static func placeholders(in text: String) -> [String] {
    var names: Set<String> = []
    var rest = text[...]
    while let open = rest.firstIndex(of: "{") {
      let after = rest[rest.index(after: open)...]
      guard let close = after.firstIndex(of: "}") else { break }
      let name = after[..<close]
      if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
        names.insert(String(name))
      }
      rest = after[after.index(after: close)...]
    }
    return names.sorted()
  }
}

/// Why a catalog could not be loaded.
public enum LocalizationError: Error, CustomStringConvertible, Equatable {
  /// The `<lang>.lproj` folder does not exist (its path).
  case missingLanguage(String)
  /// A table could not be read (its path).
  case unreadable(String)
  /// A table is not a valid `.strings` file (its path, and why).
  case malformed(String, String)

  /// A one-line English description (shown before any catalog is available).
  public var description: String {
    switch self {
    case .missingLanguage(let path): "no catalog folder at \(path)"
    case .unreadable(let path): "cannot read \(path)"
    case .malformed(let path, let why): "\(path): invalid .strings file: \(why)"
    }
  }
}
