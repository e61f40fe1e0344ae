import Basics
import LessonKit
import Localization

/// `{{name}}` and `{{name:color}}` placeholders in a quiz's own questions and scenes.
///
/// `{{name}}` is replaced by the parameter's value as written; `{{name:color}}` by the colour's
/// name in the quiz's language (`pink` → `rosa`), for prompts and labels.
public enum Placeholders {
  /// The parameter names used in `text`.
  public static func names(in text: String) -> [String] {
    var names: [String] = []
    _ = scan(text) { name, _ in
      names.append(name)
      return nil
    }
    return names
  }

  /// The parameter names that `text` shows as colours (`{{name:color}}`).
  public static func colorNames(in text: String) -> [String] {
    var names: [String] = []
    _ = scan(text) { name, filter in
      if filter == "color" { names.append(name) }
      return nil
    }
    return names
  }

  /// `text` with every declared placeholder filled from `assignment`.
  public static func fill(_ text: String, _ assignment: [String: String], language: Language)
    -> String
  {
    scan(text) { name, filter in
      guard let value = assignment[name] else { return nil }
      if filter == "color" {
        let bare = value.hasPrefix(".") ? String(value.dropFirst()) : value
        return ColorNames.displayName(ColorNames.swiftName(for: bare) ?? bare, language: language)
      }
      return value
    }
  }

  /// Walks `{{name[:filter]}}` occurrences; `replace` returns the text to put instead, or nil to
  /// keep the placeholder as written.
  static func scan(_ text: String, _ replace: (String, String?) -> String?) -> String {
    guard text.contains("{{") else { return text }
    var result = ""
    var rest = text[...]
    while let open = rest.range(of: "{{") {
      result += rest[..<open.lowerBound]
      let after = rest[open.upperBound...]
      guard let close = after.range(of: "}}") else {
        result += rest[open.lowerBound...]
        return result
      }
      let inner = Whitespace.trimmed(after[..<close.lowerBound])
      let parts = inner.split(separator: ":", maxSplits: 1).map(String.init)
      let name = parts.first ?? ""
      let isName =
        !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
      if isName, let replacement = replace(name, parts.count == 2 ? parts[1] : nil) {
        result += replacement
      } else {
        result += rest[open.lowerBound..<close.upperBound]
      }
      rest = after[close.upperBound...]
    }
    result += rest
    return result
  }
}
