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
    var result = text
    for (pattern, template) in rules {
      let range = NSRange(result.startIndex..., in: result)
      result = pattern.stringByReplacingMatches(
        in: result, range: range, withTemplate: template)
    }
    return result
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
