import Foundation

/// The text a `Text` made from a string literal shows: the literal is a `LocalizedStringKey`,
/// whose inline Markdown SwiftUI renders (strong, emphasis, code, strikethrough, links), so the
/// markers are not shown; idlab's screen has no styles, only the text (Apple, `Text`: "If you
/// initialize a text view with a string literal, the view … renders Markdown").
enum InlineMarkdown {
  /// `text` with its inline Markdown markers removed, as CommonMark reads them: an emphasis
  /// marker opens before a character that is not a space and closes after one; an underscore
  /// does not mark emphasis inside a word (`snake_case` stays as it is).
  static func plain(_ text: String) -> String {
    guard text.contains(where: { "*_`~[".contains($0) }) else { return text }
    var result = inflected(text)
    for (pattern, template) in rules {
      let range = NSRange(result.startIndex..., in: result)
      result = pattern.stringByReplacingMatches(
        in: result, range: range, withTemplate: template)
    }
    return result
  }

  /// `^[3 message](inflect: true)`: automatic grammar agreement, as the simulated device's
  /// English gives it: a noun right after a number takes its plural unless the number is 1
  /// (`3 messages`, `1 message`, `0 replies`; Apple, "Automatic grammar agreement":
  /// `^[\(count) apple](inflect: true)`). Until session 22 the markup was shown (sample 48).
  static func inflected(_ text: String) -> String {
    guard text.contains("^["), let inflection else { return text }
    var result = text
    let range = NSRange(result.startIndex..., in: result)
    for match in inflection.matches(in: result, range: range).reversed() {
      guard let whole = Range(match.range, in: result),
        let inner = Range(match.range(at: 1), in: result)
      else { continue }
      result.replaceSubrange(whole, with: agreeing(String(result[inner])))
    }
    return result
  }

  /// `^[…](inflect: true)`.
  nonisolated(unsafe) private static let inflection = try? NSRegularExpression(
    pattern: #"\^\[([^\]]+)\]\(\s*inflect:\s*true\s*\)"#)

  /// `words` with its head noun, its last word, in the grammatical number of the number before
  /// it (`2 large salad` → `2 large salads`); a word already plural (ending in `s`) is left as
  /// it is, and so is a span without a number.
  private static func agreeing(_ words: String) -> String {
    var parts = words.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    guard parts.count > 1,
      let count = parts.dropLast().lazy.compactMap({ Double($0.filter { $0 != "," }) }).first,
      count != 1, let last = parts.last, !last.lowercased().hasSuffix("s")
    else { return words }
    parts[parts.count - 1] = plural(last)
    return parts.joined(separator: " ")
  }

  /// English nouns whose plural no rule gives.
  private static let irregularPlurals: [String: String] = [
    "person": "people", "child": "children", "man": "men", "woman": "women", "mouse": "mice",
    "foot": "feet", "tooth": "teeth", "goose": "geese", "leaf": "leaves", "life": "lives",
    "knife": "knives", "wife": "wives", "half": "halves", "sheep": "sheep", "fish": "fish",
    "potato": "potatoes", "tomato": "tomatoes", "hero": "heroes", "echo": "echoes",
  ]

  /// The English plural of `noun` by the common rules (`box` → `boxes`, `reply` → `replies`).
  static func plural(_ noun: String) -> String {
    let lower = noun.lowercased()
    if let irregular = irregularPlurals[lower] {
      return noun.first?.isUppercase == true ? irregular.capitalized : irregular
    }
    let vowels = Set("aeiou")
    if ["s", "x", "z", "ch", "sh"].contains(where: lower.hasSuffix) { return noun + "es" }
    if lower.hasSuffix("y"), lower.count > 1, !vowels.contains(lower.dropLast().last ?? "a") {
      return String(noun.dropLast()) + "ies"
    }
    return noun + "s"
  }

  /// The replacements, in order: code first (its content is not read as Markdown), links, then
  /// the strong markers before the single ones.
  nonisolated(unsafe) private static let rules: [(NSRegularExpression, String)] = [
    (#"`([^`]+)`"#, "$1"),
    (#"\[([^\]]+)\]\([^)\s]+\)"#, "$1"),
    (#"\*\*(?=\S)(.+?)(?<=\S)\*\*"#, "$1"),
    (#"(?<![A-Za-z0-9_])__(?=\S)(.+?)(?<=\S)__(?![A-Za-z0-9_])"#, "$1"),
    (#"~~(?=\S)(.+?)(?<=\S)~~"#, "$1"),
    (#"\*(?=[^\s*])(.+?)(?<=[^\s*])\*"#, "$1"),
    (#"(?<![A-Za-z0-9_])_(?=[^\s_])(.+?)(?<=[^\s_])_(?![A-Za-z0-9_])"#, "$1"),
  ].compactMap { pattern, template in
    (try? NSRegularExpression(pattern: pattern)).map { ($0, template) }
  }
}
