/// Lesson prose as cmark-gfm reads it: blocks of inlines, ready for a terminal renderer.
///
/// Produced by `ProseBlock.parse(_:)`; the Markdown itself is never parsed by hand.
public indirect enum ProseBlock: Equatable, Sendable {
  case paragraph([ProseInline])
  case heading(level: Int, [ProseInline])
  /// A bullet (`ordered == false`) or numbered list; each item is a list of blocks.
  case list(ordered: Bool, start: Int, items: [[ProseBlock]])
  case quote([ProseBlock])
  /// A code block (display-only code inside prose).
  case code(info: String, literal: String)
  /// A GFM table: rows of cells, the header row first.
  case table(rows: [[[ProseInline]]])
  /// A thematic break (`---`).
  case rule
}

/// Inline content of prose.
public indirect enum ProseInline: Equatable, Sendable {
  case text(String)
  /// `code`.
  case code(String)
  /// *emphasis*.
  case emphasis([ProseInline])
  /// **strong**.
  case strong([ProseInline])
  /// ~~strikethrough~~.
  case strikethrough([ProseInline])
  /// [text](destination).
  case link([ProseInline], destination: String)
  /// A hard line break.
  case lineBreak
}

extension ProseInline {
  /// The text without any markup.
  public var plainText: String {
    switch self {
    case .text(let text), .code(let text): text
    case .emphasis(let inner), .strong(let inner), .strikethrough(let inner), .link(let inner, _):
      inner.map(\.plainText).joined()
    case .lineBreak: "\n"
    }
  }
}
