import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Classifies Swift code for syntax highlighting, with SwiftIDEUtils' `SyntaxClassifier`.
///
/// ViewScript is the one module that reads Swift syntax; how each kind looks on a terminal is
/// decided by the caller (`CourseText` in the CLI).
///
///     SwiftHighlighter.classify("let a = 1")
///     // [(0..<3, .keyword), (4..<5, .identifier), (8..<9, .number)]
public enum SwiftHighlighter {
  /// What a range of code is, as far as colour goes.
  public enum Kind: String, Sendable, Hashable {
    case keyword, type, identifier, string, number, comment, attribute, plain
  }

  /// One classified range, in UTF-8 offsets of the source.
  public struct Range: Sendable, Hashable {
    public var start: Int
    public var end: Int
    public var kind: Kind
  }

  /// The classified ranges of `source`, in order, skipping plain ones.
  public static func classify(_ source: String) -> [Range] {
    let tree = Parser.parse(source: source)
    return tree.classifications.compactMap { classified in
      let kind: Kind =
        switch classified.kind {
        case .keyword, .ifConfigDirective: .keyword
        case .type: .type
        case .stringLiteral, .regexLiteral: .string
        case .integerLiteral, .floatLiteral: .number
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: .comment
        case .attribute: .attribute
        case .identifier, .dollarIdentifier, .argumentLabel: .identifier
        default: .plain
        }
      guard kind != .plain else { return nil }
      return Range(
        start: classified.range.lowerBound.utf8Offset, end: classified.range.upperBound.utf8Offset,
        kind: kind)
    }
  }

  /// `source` with each classified range wrapped by `paint(kind, text)`.
  public static func highlight(_ source: String, paint: (Kind, String) -> String) -> String {
    let bytes = Array(source.utf8)
    var output = ""
    var cursor = 0
    for range in classify(source) where range.start >= cursor && range.end <= bytes.count {
      output += String(decoding: bytes[cursor..<range.start], as: UTF8.self)
      output += paint(range.kind, String(decoding: bytes[range.start..<range.end], as: UTF8.self))
      cursor = range.end
    }
    output += String(decoding: bytes[cursor...], as: UTF8.self)
    return output
  }
}
