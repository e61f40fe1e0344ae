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

  /// A string catalog (JSON): each key's `stringUnit` values, in every localization and
  /// variation; a key with no localization is its own text.
  static func catalog(at path: String) -> [String: [String]] {
    guard let data = FileManager.default.contents(atPath: path),
      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let strings = root["strings"] as? [String: Any]
    else { return [:] }
    var texts: [String: [String]] = [:]
    for (key, entry) in strings {
      var values: [String] = []
      collectValues(entry, into: &values)
      texts[key] = values.isEmpty ? [key] : values
    }
    return texts
  }

  static func collectValues(_ node: Any, into values: inout [String]) {
    if let object = node as? [String: Any] {
      if let unit = object["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
        values.append(value)
      }
      for (key, child) in object where key != "stringUnit" { collectValues(child, into: &values) }
    } else if let array = node as? [Any] {
      for child in array { collectValues(child, into: &values) }
    }
  }

  /// A strings file: `"key" = "value";` lines, with comments and escapes.
  static func stringsFile(at path: String) -> [String: [String]] {
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16)
    else { return [:] }
    var texts: [String: [String]] = [:]
    var quoted: [String] = []
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == "/", text[index...].hasPrefix("//") {
        index = text[index...].firstIndex(of: "\n") ?? text.endIndex
        continue
      }
      if character == "/", text[index...].hasPrefix("/*") {
        index = text[index...].range(of: "*/")?.upperBound ?? text.endIndex
        continue
      }
      if character == "\"" {
        var value = ""
        index = text.index(after: index)
        while index < text.endIndex, text[index] != "\"" {
          if text[index] == "\\", text.index(after: index) < text.endIndex {
            index = text.index(after: index)
            switch text[index] {
            case "n": value.append("\n")
            case "t": value.append("\t")
            case "r": value.append("\r")
            default: value.append(text[index])
            }
          } else {
            value.append(text[index])
          }
          index = text.index(after: index)
        }
        quoted.append(value)
      } else if character == ";", quoted.count == 2 {
        texts[quoted[0], default: []].append(quoted[1])
        quoted = []
      } else if character == ";" {
        quoted = []
      }
      if index < text.endIndex { index = text.index(after: index) }
    }
    return texts
  }
}
