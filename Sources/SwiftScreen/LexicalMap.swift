@_spi(ExperimentalLanguageFeatures) @_spi(Testing) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// A scene's source as SwiftParser's own lexer cuts it: which bytes are text (the contents of
/// string literals, and comments) and where code opens and closes its brackets.
///
/// The scans before parsing (`SourceLimits`) once modelled string literals and comments
/// themselves and got malformed input wrong: a `"` left open on one line (Swift's lexer ends it
/// at the line's end), `"\\"`, raw strings, regular expression literals, raw identifiers and
/// comments in CRLF files all made them read code as text, so SwiftParser met the nesting they
/// were there to refuse (found by the fuzzer). This map is cut by `Lexer.tokenize`, the lexer
/// `Parser.parse` runs (reached through SwiftParser's `Testing` SPI, its only way in), so what it
/// calls text is exactly what the parser will not read as code.
struct LexicalMap {
  /// A bracket of code, as the scans count them.
  enum Mark: Equatable {
    /// `[`.
    case openSquare
    /// `]`.
    case closeSquare
    /// `{` or `}`.
    case brace
    /// `(`, or one `<` of an operator (`<`, `..<`, `<=`).
    case group
    /// A keyword that begins a type's declaration (`struct`, `class`, `enum`, `actor`,
    /// `extension`, `protocol`): what comes after it up to its `{` is its header.
    case typeHeader
  }

  /// The words `Mark.typeHeader` stands for, as bytes (compared without making a string of
  /// every identifier).
  static let typeKeywords: [[UInt8]] = [
    "struct", "class", "enum", "actor", "extension", "protocol",
  ]
  .map { Array($0.utf8) }

  /// The source's UTF-8 bytes.
  let bytes: [UInt8]
  /// Byte ranges of string literal contents and of comments, in order.
  private(set) var text: [Range<Int>] = []
  /// Byte ranges of the comments alone, in order.
  private(set) var comments: [Range<Int>] = []
  /// The brackets of code with their byte offsets, in order.
  private(set) var marks: [(offset: Int, mark: Mark)] = []

  /// Whether the byte at `offset` is in a string literal's segment that a `"` ends (not a
  /// comment, not a segment that runs to the end of its line unterminated).
  func isInClosedStringSegment(_ offset: Int) -> Bool {
    guard !comments.contains(where: { $0.contains(offset) }),
      let segment = text.first(where: { $0.contains(offset) }),
      segment.upperBound < bytes.count
    else { return false }
    return bytes[segment.upperBound] == UInt8(ascii: "\"")
  }

  /// Lexes `source`.
  ///
  /// - Complexity: O(n) in the length of `source`, as SwiftParser's lexer.
  init(_ source: String) {
    bytes = Array(source.utf8)
    var text: [Range<Int>] = []
    var comments: [Range<Int>] = []
    var marks: [(offset: Int, mark: Mark)] = []
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var tracker = LookaheadTracker()
      withUnsafeMutablePointer(to: &tracker) { tracker in
        for lexeme in Lexer.tokenize(buffer, lookaheadTracker: tracker, experimentalFeatures: []) {
          guard let start = lexeme.wholeText.baseAddress.map({ $0 - base }) else { continue }
          let token = start + lexeme.leadingTriviaText.count
          let end = token + lexeme.tokenText.count
          Self.comments(in: start..<token, of: buffer, into: &text, &comments)
          switch lexeme.rawTokenKind {
          case .stringSegment: text.append(token..<end)
          case .leftSquare: marks.append((token, .openSquare))
          case .rightSquare: marks.append((token, .closeSquare))
          case .leftBrace, .rightBrace: marks.append((token, .brace))
          case .leftParen: marks.append((token, .group))
          case .keyword, .identifier:
            let word = buffer[token..<end]
            if Self.typeKeywords.contains(where: { $0.elementsEqual(word) }) {
              marks.append((token, .typeHeader))
            }
          case .binaryOperator, .prefixOperator, .postfixOperator, .leftAngle:
            for offset in token..<end where buffer[offset] == UInt8(ascii: "<") {
              marks.append((offset, .group))
            }
          default: break
          }
          Self.comments(in: end..<(start + lexeme.byteLength), of: buffer, into: &text, &comments)
          if lexeme.rawTokenKind == .endOfFile { break }  // the sequence repeats it forever
        }
      }
    }
    self.text = text
    self.comments = comments
    self.marks = marks
  }

  /// Appends the comments in `trivia` (bytes the lexer put around a token: whitespace,
  /// comments and characters it could not use) to `text` and to `comments`.
  private static func comments(
    in trivia: Range<Int>, of buffer: UnsafeBufferPointer<UInt8>,
    into text: inout [Range<Int>], _ comments: inout [Range<Int>]
  ) {
    let slash = UInt8(ascii: "/")
    let star = UInt8(ascii: "*")
    func byte(_ offset: Int) -> UInt8? { offset < trivia.upperBound ? buffer[offset] : nil }
    var offset = trivia.lowerBound
    while offset < trivia.upperBound {
      let start = offset
      guard byte(offset) == slash, let next = byte(offset + 1), next == slash || next == star
      else {
        offset += 1
        continue
      }
      offset += 2
      if next == slash {
        while let byte = byte(offset), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") {
          offset += 1
        }
      } else {
        var depth = 1
        while depth > 0, let current = byte(offset) {
          if current == slash, byte(offset + 1) == star {
            depth += 1
            offset += 2
          } else if current == star, byte(offset + 1) == slash {
            depth -= 1
            offset += 2
          } else {
            offset += 1
          }
        }
      }
      text.append(start..<offset)
      comments.append(start..<offset)
    }
  }

  /// The 1-based line and UTF-8 column of the byte at `offset`, counting line breaks as
  /// SwiftSyntax does (`\n`, `\r\n` or a lone `\r`).
  func location(of offset: Int) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    var index = 0
    while index < offset {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\r"), index < offset, bytes[index] == UInt8(ascii: "\n") {
        index += 1
      }
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        line += 1
        lineStart = index
      }
    }
    return (line, offset - lineStart + 1)
  }
}
