import SwiftParser
import SwiftSyntax

/// Scene texts parsed so far, kept so that a text differing from one of them only in its
/// wording (the contents of plain string literals and of line comments: a lesson's scene in
/// another language, `// fallo: un id nuevo` for `// bug: a new id`) is not parsed again: its
/// tree is the kept one with those segments and comments replaced.
///
/// That tree is the one SwiftParser gives the new text. A string segment is replaced only
/// inside a single-line literal without `#` delimiters, when the old and new contents are both
/// non-empty and hold no `"`, `\` or control character: the lexer reads such contents as one
/// segment, ending at the `"` or `\(` that follows in both texts. A line comment (`//`, `///`)
/// keeps its slashes, and its new text holds no control character and does not begin with `/`
/// (which would make another kind of comment): the comment still runs to the same line break.
/// Everything around them is the same bytes. Anything else (an identifier changed, another
/// literal structure, a multi-line literal, a block comment) does not match and is parsed;
/// `WordingVariantsTests` compare every lesson scene's tree with a fresh parse.
///
/// Found by the text with the contents of every `"…"` run and line comment left out (a cheap
/// key; the match itself is exact). Bounded like `CompiledSceneCache`, safe to share between
/// threads.
final class WordingVariants: Sendable {
  /// A parsed text and the byte ranges a variant may change.
  struct Template: Sendable {
    /// The tree as SwiftParser gave it (operators not folded).
    let tree: SourceFileSyntax
    /// The text's UTF-8 bytes.
    let bytes: [UInt8]
    /// The replaceable ranges, in order: string segment contents and comment texts after their
    /// slashes.
    let ranges: [Wording]
  }

  /// One replaceable range of a template.
  struct Wording: Sendable {
    /// Its bytes in the template's text.
    var range: Range<Int>
    /// A comment's text (may be empty; ends at the line break), not a string segment.
    var isComment: Bool
  }

  /// The templates `ScriptProgram.parse` uses for scenes.
  static let shared = WordingVariants(capacity: 128, budget: 2 << 20)

  private let templates: BoundedCache<[UInt8], Template>

  /// At most `capacity` templates, whose keys hold at most `budget` bytes.
  init(capacity: Int, budget: Int) {
    templates = BoundedCache(capacity: capacity, budget: budget) { $0.count }
  }

  /// The template kept for `key` (`key(_:)` of a text), if any.
  func template(for key: [UInt8]) -> Template? { templates.value(for: key) }

  /// The tree of `source` as `Parser.parse` gives it, from a kept template when `source` is a
  /// wording variant of one; a text parsed afresh without errors is kept as a template.
  func parse(_ source: String, maximumNestingLevel: Int) -> SourceFileSyntax {
    let bytes = Array(source.utf8)
    let key = Self.key(bytes)
    if let template = template(for: key),
      let tree = Self.variant(of: template, for: bytes, source: source)
    {
      return tree
    }
    let tree = bytes.withUnsafeBufferPointer {
      Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel)
    }
    if !tree.hasError {
      let ranges = Self.wording(in: tree, bytes: bytes)
      if !ranges.isEmpty {
        templates.keep(Template(tree: tree, bytes: bytes, ranges: ranges), for: key)
      }
    }
    return tree
  }

  /// The text's bytes without the contents of every `"…"` run on a line and of every `//`
  /// comment.
  static func key(_ bytes: [UInt8]) -> [UInt8] {
    var key: [UInt8] = []
    key.reserveCapacity(bytes.count)
    var inString = false
    var inComment = false
    var previous: UInt8 = 0
    for byte in bytes {
      if byte == UInt8(ascii: "\n") {
        inString = false
        inComment = false
      } else if inComment {
        continue
      } else if byte == UInt8(ascii: "\"") {
        inString.toggle()
      } else if inString {
        continue
      } else if byte == UInt8(ascii: "/"), previous == UInt8(ascii: "/") {
        inComment = true
      }
      key.append(byte)
      previous = byte
    }
    return key
  }

  /// Whether `byte` may be part of replaced wording: no control character; in a string, no
  /// `"` or `\` either.
  static func isPlain(_ byte: UInt8, inString: Bool) -> Bool {
    guard byte >= 0x20, byte != 0x7F else { return false }
    return !inString || (byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\"))
  }

  /// The replaceable string segments and line comments of `tree`, in order.
  static func wording(in tree: SourceFileSyntax, bytes: [UInt8]) -> [Wording] {
    final class Finder: SyntaxVisitor {
      let bytes: [UInt8]
      var found: [Wording] = []
      init(bytes: [UInt8]) {
        self.bytes = bytes
        super.init(viewMode: .sourceAccurate)
      }

      override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.openingPounds == nil, node.openingQuote.tokenKind == .stringQuote else {
          return .visitChildren
        }
        for case .stringSegment(let segment) in node.segments {
          let start = segment.content.positionAfterSkippingLeadingTrivia.utf8Offset
          let range = start..<(start + segment.content.trimmedLength.utf8Length)
          if !range.isEmpty,
            bytes[range].allSatisfy({ WordingVariants.isPlain($0, inString: true) })
          {
            found.append(Wording(range: range, isComment: false))
          }
        }
        return .visitChildren
      }

      override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        comments(in: token.leadingTrivia, from: token.position.utf8Offset)
        comments(in: token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia.utf8Offset)
        return .visitChildren
      }

      func comments(in trivia: Trivia, from start: Int) {
        var offset = start
        for piece in trivia {
          let length = piece.sourceLength.utf8Length
          let slashes: Int
          switch piece {
          case .lineComment: slashes = 2
          case .docLineComment: slashes = 3
          default: slashes = 0
          }
          if slashes > 0 {
            let range = (offset + slashes)..<(offset + length)
            if bytes[range].allSatisfy({ WordingVariants.isPlain($0, inString: false) }),
              bytes[range].first != UInt8(ascii: "/")
            {
              found.append(Wording(range: range, isComment: true))
            }
          }
          offset += length
        }
      }
    }
    let finder = Finder(bytes: bytes)
    finder.walk(tree)
    return finder.found.sorted { $0.range.lowerBound < $1.range.lowerBound }
  }

  /// The tree of `bytes` (the text `source`) built from `template`, or nil when the text is not
  /// the template's with other wording.
  static func variant(of template: Template, for bytes: [UInt8], source: String)
    -> SourceFileSyntax?
  {
    var replacements: [Int: String] = [:]
    var position = 0
    var end = 0
    for wording in template.ranges {
      let piece = template.bytes[end..<wording.range.lowerBound]
      guard bytes.count - position >= piece.count,
        bytes[position..<(position + piece.count)].elementsEqual(piece)
      else { return nil }
      position += piece.count
      var stop = position
      while stop < bytes.count, isPlain(bytes[stop], inString: !wording.isComment) { stop += 1 }
      let new = bytes[position..<stop]
      if wording.isComment {
        guard new.first != UInt8(ascii: "/") else { return nil }
      } else {
        guard !new.isEmpty else { return nil }
      }
      if !new.elementsEqual(template.bytes[wording.range]) {
        replacements[wording.range.lowerBound] = String(decoding: new, as: UTF8.self)
      }
      position = stop
      end = wording.range.upperBound
    }
    guard bytes[position...].elementsEqual(template.bytes[end...]) else { return nil }
    guard !replacements.isEmpty else { return template.tree }
    let replaced = Replacer(replacements).rewrite(template.tree).as(SourceFileSyntax.self)
    guard let replaced, replaced.description == source else { return nil }
    return replaced
  }

  /// Replaces the string segments and comment texts that start at the given offsets (of the
  /// template), visiting only the nodes around them.
  private final class Replacer: SyntaxRewriter {
    let replacements: [Int: String]
    let offsets: [Int]

    init(_ replacements: [Int: String]) {
      self.replacements = replacements
      offsets = replacements.keys.sorted()
      super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> Syntax? {
      let start = node.position.utf8Offset
      // The first offset at or after the node's start: inside the node, or none is.
      var low = 0
      var high = offsets.count
      while low < high {
        let middle = (low + high) / 2
        if offsets[middle] < start { low = middle + 1 } else { high = middle }
      }
      return low < offsets.count && offsets[low] < node.endPosition.utf8Offset ? nil : node
    }

    override func visit(_ token: TokenSyntax) -> TokenSyntax {
      var token = token
      if case .stringSegment = token.tokenKind,
        let content = replacements[token.positionAfterSkippingLeadingTrivia.utf8Offset]
      {
        token = token.with(\.tokenKind, .stringSegment(content))
      }
      let leading = replaced(token.leadingTrivia, from: token.position.utf8Offset)
      let trailing = replaced(
        token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia.utf8Offset)
      if let leading { token = token.with(\.leadingTrivia, leading) }
      if let trailing { token = token.with(\.trailingTrivia, trailing) }
      return token
    }

    /// `trivia` (starting at `start`) with its comments' texts replaced, or nil when none is.
    func replaced(_ trivia: Trivia, from start: Int) -> Trivia? {
      var offset = start
      var changed = false
      var pieces: [TriviaPiece] = []
      for piece in trivia {
        let replacement: TriviaPiece? =
          switch piece {
          case .lineComment: replacements[offset + 2].map { .lineComment("//" + $0) }
          case .docLineComment: replacements[offset + 3].map { .docLineComment("///" + $0) }
          default: nil
          }
        pieces.append(replacement ?? piece)
        changed = changed || replacement != nil
        offset += piece.sourceLength.utf8Length
      }
      return changed ? Trivia(pieces: pieces) : nil
    }
  }
}
