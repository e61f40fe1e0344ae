import Basics
import Foundation

/// The text an app shows for a localized string key: its string catalogs as the preview device
/// reads them.
///
/// A string literal where SwiftUI takes a `LocalizedStringKey` (`Text("Wirkung")`,
/// `Button("Fertig")`, `navigationTitle("Settings")`) is a key looked up in the app's
/// `Localizable` table at run time (Apple, `Text.init(_:tableName:bundle:comment:)`: "looks
/// for a localized string in the default table of the app's main bundle"). The table comes
/// from a `Localizable.xcstrings` string catalog (Xcode 15) or an `en.lproj/Localizable.strings`
/// file of the project. The preview device's language is English (`en`, docs/semantics.md),
/// so a key shows its `en` translation, else its source language's value; a key the tables
/// lack shows itself, as Foundation does.
enum StringCatalog {
  /// The device's language code, of `DeviceSettings.preferredLanguage` (`en-US` → `en`).
  static let language = String(
    DeviceSettings.preferredLanguage.prefix { $0 != "-" })

  /// The texts of every key of the `Localizable` tables in `folders`. A folder that is itself a
  /// language's (`de.lproj`) holds that language's table, read only through its parent (the
  /// thirty-third sample: a German table read as unlocalized showed German on the English
  /// device).
  static func table(in folders: [URL]) -> [String: String] {
    var table: [String: String] = [:]
    let manager = FileManager.default
    for folder in folders where folder.pathExtension != "lproj" {
      let catalog = folder.appendingPathComponent("Localizable.xcstrings")
      if let data = manager.contents(atPath: catalog.path) {
        table.merge(entries(ofCatalog: data)) { first, _ in first }
      }
      // The device language's table, then the base one, then one outside any `.lproj` (a
      // resource Xcode copies unlocalized, which every language reads).
      for path in ["\(language).lproj/", "Base.lproj/", ""] {
        let strings = folder.appendingPathComponent(path + "Localizable.strings")
        if let data = manager.contents(atPath: strings.path),
          let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16)
        {
          table.merge(StringTable.stringsFile(text).compactMapValues(\.last)) { first, _ in first }
        }
      }
    }
    return table
  }

  /// The texts of a string catalog (`StringTable`): each key's device-language value, else its
  /// source language's. A key with plural or device variations only is left out.
  static func entries(ofCatalog data: Data) -> [String: String] {
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let table = StringTable(catalog: root)
    else { return [:] }
    return table.localizations.compactMapValues { values in
      values[language] ?? values[table.sourceLanguage]
    }
  }
}
