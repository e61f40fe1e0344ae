/// The texts of an app's localized strings: a string catalog (`*.xcstrings`, Xcode 15's JSON) or
/// a strings file (`*.lproj/*.strings`). Read by the audit (every text a key can take) and the
/// simulator (the text the preview device shows).
public struct StringTable {
  /// The catalog's source language (`sourceLanguage`; "en" when it does not say).
  public var sourceLanguage = "en"
  /// Each key's plain `stringUnit` value by language (`de` → "Wirkung"), plural and device
  /// variations left out; a key without a localization has none.
  public var localizations: [String: [String: String]] = [:]
  /// Every value each key takes, in every localization and variation; a key with no
  /// localization is its own text.
  public var allValues: [String: [String]] = [:]

  /// A string catalog's table, from its JSON object (`JSONSerialization`'s dictionaries); nil
  /// when it is not one.
  public init?(catalog root: [String: Any]) {
    guard let strings = root["strings"] as? [String: Any] else { return nil }
    sourceLanguage = root["sourceLanguage"] as? String ?? "en"
    for (key, entry) in strings {
      var values: [String] = []
      Self.collectValues(entry, into: &values)
      allValues[key] = values.isEmpty ? [key] : values
      let languages = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
      for (language, localization) in languages {
        let unit = (localization as? [String: Any])?["stringUnit"] as? [String: Any]
        if let value = unit?["value"] as? String {
          localizations[key, default: [:]][language] = value
        }
      }
    }
  }

  /// The `stringUnit` values anywhere below `node` (localizations and their variations).
  private static func collectValues(_ node: Any, into values: inout [String]) {
    if let object = node as? [String: Any] {
      if let unit = object["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
        values.append(value)
      }
      for (key, child) in object where key != "stringUnit" { collectValues(child, into: &values) }
    } else if let array = node as? [Any] {
      for child in array { collectValues(child, into: &values) }
    }
  }

  /// A strings file's pairs: `"key" = "value";` statements, with `//` and `/* */` comments and
  /// the escapes `\n`, `\t`, `\r`, `\"`, `\\`. A key written twice keeps every value, in order.
  public static func stringsFile(_ text: String) -> [String: [String]] {
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
        // Past the comment's closing `*/`, or to the end.
        var end = text.index(index, offsetBy: 2)
        while end < text.endIndex, !text[end...].hasPrefix("*/") { end = text.index(after: end) }
        index = end < text.endIndex ? text.index(end, offsetBy: 2) : text.endIndex
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
