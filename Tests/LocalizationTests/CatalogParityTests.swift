import Foundation
import IdlabTestSupport
import Testing

@testable import Localization

/// Every table in `Locales/en.lproj` and `Locales/es.lproj` has the same keys, and each key has
/// the same named placeholders in both languages.
@Suite struct CatalogParityTests {
  /// The repository's `Locales/` folder.
  static let localesDirectory = IdlabTestSupport.localesDirectory

  /// The table names (`Localizable`, `Sim`, …) found in any language folder.
  static var tableNames: [String] {
    var names: Set<String> = []
    for language in Language.allCases {
      let folder = localesDirectory.appendingPathComponent("\(language.rawValue).lproj")
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for file in files where file.hasSuffix(".strings") {
        names.insert(String(file.dropLast(".strings".count)))
      }
    }
    return names.sorted()
  }

  static func table(_ name: String, _ language: Language) throws -> [String: String] {
    let url = localesDirectory.appendingPathComponent("\(language.rawValue).lproj/\(name).strings")
    return try Catalog.readTable(url)
  }

  @Test func localesFolderHasTables() {
    #expect(Self.tableNames.contains("Localizable"))
  }

  @Test(arguments: tableNames)
  func tableExistsInEveryLanguage(_ name: String) {
    for language in Language.allCases {
      let path = Self.localesDirectory.appendingPathComponent(
        "\(language.rawValue).lproj/\(name).strings"
      ).path
      #expect(FileManager.default.fileExists(atPath: path), "missing \(path)")
    }
  }

  @Test(arguments: tableNames)
  func sameKeysInEveryLanguage(_ name: String) throws {
    let english = try Self.table(name, .en)
    for language in Language.allCases where language != .en {
      let other = try Self.table(name, language)
      let missing = Set(english.keys).subtracting(other.keys).sorted()
      let extra = Set(other.keys).subtracting(english.keys).sorted()
      #expect(missing.isEmpty, "\(name).strings: keys missing in \(language.rawValue): \(missing)")
      #expect(extra.isEmpty, "\(name).strings: keys only in \(language.rawValue): \(extra)")
    }
  }

  @Test(arguments: tableNames)
  func samePlaceholdersInEveryLanguage(_ name: String) throws {
    let english = try Self.table(name, .en)
    for language in Language.allCases where language != .en {
      let other = try Self.table(name, language)
      for (key, text) in english.sorted(by: { $0.key < $1.key }) {
        guard let translated = other[key] else { continue }
        #expect(
          Catalog.placeholders(in: text) == Catalog.placeholders(in: translated),
          "\(name).strings: \(key) has placeholders \(Catalog.placeholders(in: text)) in en, \(Catalog.placeholders(in: translated)) in \(language.rawValue)"
        )
      }
    }
  }

  @Test(arguments: tableNames)
  func noEmptyValues(_ name: String) throws {
    for language in Language.allCases {
      for (key, text) in try Self.table(name, language) {
        #expect(!text.isEmpty, "\(name).strings (\(language.rawValue)): \(key) is empty")
      }
    }
  }

  @Test func keysAreUniqueAcrossTables() throws {
    for language in Language.allCases {
      var seen: [String: String] = [:]
      for name in Self.tableNames {
        for key in try Self.table(name, language).keys {
          #expect(seen[key] == nil, "\(key) is in both \(seen[key] ?? "") and \(name)")
          seen[key] = name
        }
      }
    }
  }

  @Test func catalogLoadsEveryTable() throws {
    let localizer = try Localizer.load(language: .es, localesDirectory: Self.localesDirectory)
    #expect(localizer("repl.command.quit.usage") == ":quit")
    #expect(localizer("diag.help") == "ayuda")
  }
}

/// The fast `.strings` reader agrees with `PropertyListSerialization`.
@Suite struct StringsFileParserTests {
  @Test(arguments: CatalogParityTests.tableNames)
  func agreesWithPropertyListSerialization(_ name: String) throws {
    for language in Language.allCases {
      let url = CatalogParityTests.localesDirectory.appendingPathComponent(
        "\(language.rawValue).lproj/\(name).strings")
      let data = try Data(contentsOf: url)
      let fast = try #require(StringsFileParser.parse(String(decoding: data, as: UTF8.self)))
      let reference = try PropertyListSerialization.propertyList(from: data, format: nil)
      #expect(fast == reference as? [String: String], "\(url.path)")
    }
  }

  @Test func readsTheFormat() {
    let text = #"""
      /* comment */ "a" = "x \"q\" \\ \n\t\u00e9"; // line comment
      "b";
      c.d = "unquoted key";
      "e"="no spaces";
      """#
    #expect(
      StringsFileParser.parse(text)
        == ["a": "x \"q\" \\ \n\té", "b": "b", "c.d": "unquoted key", "e": "no spaces"])
  }

  /// A byte-order mark and text of several bytes per character, escaped or not, read as
  /// `PropertyListSerialization` reads them; whitespace it rejects between entries (a no-break
  /// space) is left to it.
  @Test func readsUnicodeAsPropertyListSerializationDoes() throws {
    let text = "\u{FEFF}\"año\" = \"señal \\U00f1 🙂\";\n\"b\" = \"\";"
    let reference = try PropertyListSerialization.propertyList(
      from: Data(text.utf8), format: nil)
    #expect(StringsFileParser.parse(text) == ["año": "señal ñ 🙂", "b": ""])
    #expect(StringsFileParser.parse(text) == reference as? [String: String])
    let spaced = "\"a\"\u{00A0}= \"b\";"
    #expect(throws: (any Error).self) {
      try PropertyListSerialization.propertyList(from: Data(spaced.utf8), format: nil)
    }
    #expect(StringsFileParser.parse(spaced) == nil)
  }

  @Test(arguments: [#""a" = "b""#, #""a" = "b"#, #""a" "b";"#, "/* open", #""a" = "\q";"#])
  func rejectsWhatItDoesNotUnderstand(_ text: String) {
    #expect(StringsFileParser.parse(text) == nil)
  }
}
