import Basics
import Foundation

/// The texts of a project's string catalogs (`*.xcstrings`) and strings files
/// (`*.lproj/*.strings`): every value each key takes, in every language and variation. A
/// text the code fetches by a literal key (`NSLocalizedString("welcome.body", …)`,
/// `String(localized: "welcome.body")`, a project's `localized("welcome.body")`) is one of
/// these values.
public enum StringCatalogs {
  /// Every key's values in the catalogs below `roots` (folders walked as `SourceWalker` walks
  /// them: hidden, build and dependency folders skipped).
  public static func load(roots: [String]) -> [String: [String]] {
    var texts: [String: [String]] = [:]
    let manager = FileManager.default
    for root in roots {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue,
        let walker = manager.enumerator(atPath: root)
      else { continue }
      while let relative = walker.nextObject() as? String {
        let name = (relative as NSString).lastPathComponent
        if name.hasPrefix(".") || SourceWalker.skippedFolders.contains(name) {
          walker.skipDescendants()
          continue
        }
        let path = (root as NSString).appendingPathComponent(relative)
        let found: [String: [String]]
        if name.hasSuffix(".xcstrings") {
          found = catalog(at: path)
        } else if name.hasSuffix(".strings"), relative.contains(".lproj/") {
          found = stringsFile(at: path)
        } else {
          continue
        }
        for (key, values) in found { texts[key, default: []].append(contentsOf: values) }
      }
    }
    return texts
  }

  /// A string catalog's values (`StringTable.allValues`).
  static func catalog(at path: String) -> [String: [String]] {
    guard let data = FileManager.default.contents(atPath: path),
      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let table = StringTable(catalog: root)
    else { return [:] }
    return table.allValues
  }

  /// A strings file's values (`StringTable.stringsFile`), UTF-8 or UTF-16.
  static func stringsFile(at path: String) -> [String: [String]] {
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16)
    else { return [:] }
    return StringTable.stringsFile(text)
  }
}
