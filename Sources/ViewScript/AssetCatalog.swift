import Foundation

/// The colours of a project's asset catalogs, by the symbols Xcode generates for them.
///
/// Since Xcode 15, a colour set `dark-grey.colorset` in an `.xcassets` catalog gives Swift a
/// `ColorResource.darkGrey` and, for SwiftUI, `Color.darkGrey` and `.darkGrey` wherever a
/// `ShapeStyle` is expected: the name in lower camel case, without a trailing `Color`
/// (`BrandColor` → `brand`). A file that uses them names no declaration the scene holds; the
/// catalog beside it does.
enum AssetCatalog {
  /// The most folders one search looks at.
  static let folderLimit = 4000

  /// The colour symbols of every asset catalog under the project root of the file at `path`
  /// (`ProjectFolders.from`), or, in a repository without a project file, under the nearest
  /// folder above the file that holds a catalog (the app target's folder).
  static func colorSymbols(near path: String) -> Set<String> {
    guard let root = ProjectFolders.from(path).last else { return [] }
    let manager = FileManager.default
    var start = root
    if !ProjectFolders.isProjectRoot(root) {
      var folder = root
      for _ in 0..<8 {
        let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        if names.contains(where: { $0.hasSuffix(".xcassets") }) {
          start = folder
          break
        }
        let parent = folder.deletingLastPathComponent()
        if parent.path == folder.path { break }
        folder = parent
      }
    }
    return symbols(under: start)
  }

  /// The colour symbols of the asset catalogs under `root`. A colour set in a catalog folder
  /// that provides a namespace (`"provides-namespace" : true` in its `Contents.json`) is named
  /// in it: `Chart/Background.colorset` is `Chart.background` (`Color.Chart.background`, sample
  /// 46).
  private static func symbols(under root: URL) -> Set<String> {
    var symbols: Set<String> = []
    var pending = [(folder: root, namespace: "")]
    var seen = 0
    let manager = FileManager.default
    while let (folder, namespace) = pending.popLast(), seen < folderLimit {
      seen += 1
      let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in names
      where !name.hasPrefix(".") && !["build", "DerivedData", "Pods"].contains(name) {
        let child = folder.appendingPathComponent(name)
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: child.path, isDirectory: &isFolder), isFolder.boolValue
        else { continue }
        if name.hasSuffix(".colorset") {
          symbols.insert(namespace + symbol(forColor: String(name.dropLast(".colorset".count))))
        } else if !name.hasSuffix(".imageset") && !name.hasSuffix(".xcodeproj") {
          let inner = providesNamespace(child) ? namespace + typeSymbol(name) + "." : namespace
          pending.append((child, inner))
        }
      }
    }
    return symbols
  }

  /// Whether a catalog folder's `Contents.json` says it provides a namespace.
  private static func providesNamespace(_ folder: URL) -> Bool {
    guard
      let data = FileManager.default.contents(
        atPath: folder.appendingPathComponent("Contents.json").path),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let properties = json["properties"] as? [String: Any]
    else { return false }
    return properties["provides-namespace"] as? Bool == true
  }

  /// The type Xcode generates for a namespace folder's name: its words in upper camel case.
  static func typeSymbol(_ name: String) -> String {
    name.split { !$0.isLetter && !$0.isNumber }.map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined()
  }

  /// The symbol Xcode generates for a colour set's name: words (split at anything that is
  /// not a letter or a digit) in lower camel case, a trailing `Color` dropped.
  static func symbol(forColor name: String) -> String {
    let words = name.split { !$0.isLetter && !$0.isNumber }.map(String.init)
    var symbol = words.enumerated().map { index, word in
      let first = word.prefix(1)
      return (index == 0 ? first.lowercased() : first.uppercased()) + word.dropFirst()
    }.joined()
    if symbol.hasSuffix("Color"), symbol.count > "Color".count {
      symbol.removeLast("Color".count)
    }
    return symbol
  }
}
