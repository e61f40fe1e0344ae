import CCmark

extension ProseBlock {
  /// Reads Markdown prose with cmark-gfm (tables, strikethrough and autolinks included).
  ///
  /// HTML blocks (the lesson metadata comment) are dropped; soft line breaks become spaces.
  /// Anything nested deeper than `Lesson.proseNestingLimit` is kept as plain text, so that
  /// neither this reader nor a renderer recurses without bound.
  ///
  /// - Complexity: O(n) in the length of the text.
  public static func parse(_ markdown: String) -> [ProseBlock] {
    MarkdownDocument.withDocument(markdown) { document in blocks(under: document, depth: 0) } ?? []
  }

  static func blocks(under parent: OpaquePointer, depth: Int) -> [ProseBlock] {
    guard depth < Lesson.proseNestingLimit else {
      return [.paragraph([.text(MarkdownDocument.plainText(parent))])]
    }
    var result: [ProseBlock] = []
    var child = cmark_node_first_child(parent)
    while let node = child {
      if let block = block(node, depth: depth + 1) { result.append(block) }
      child = cmark_node_next(node)
    }
    return result
  }

  static func block(_ node: OpaquePointer, depth: Int) -> ProseBlock? {
    switch cmark_node_get_type(node) {
    case CMARK_NODE_PARAGRAPH:
      return .paragraph(inlines(under: node, depth: depth))
    case CMARK_NODE_HEADING:
      return .heading(
        level: Int(cmark_node_get_heading_level(node)), inlines(under: node, depth: depth))
    case CMARK_NODE_LIST:
      var items: [[ProseBlock]] = []
      var item = cmark_node_first_child(node)
      while let current = item {
        items.append(blocks(under: current, depth: depth))
        item = cmark_node_next(current)
      }
      return .list(
        ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
        start: Int(cmark_node_get_list_start(node)), items: items)
    case CMARK_NODE_BLOCK_QUOTE:
      return .quote(blocks(under: node, depth: depth))
    case CMARK_NODE_CODE_BLOCK:
      return .code(
        info: MarkdownDocument.string(cmark_node_get_fence_info(node)),
        literal: MarkdownDocument.string(cmark_node_get_literal(node)))
    case CMARK_NODE_THEMATIC_BREAK:
      return .rule
    case CMARK_NODE_HTML_BLOCK:
      return nil
    default:
      guard MarkdownDocument.string(cmark_node_get_type_string(node)) == "table" else {
        let inner = inlines(under: node, depth: depth)
        return inner.isEmpty ? nil : .paragraph(inner)
      }
      var rows: [[[ProseInline]]] = []
      var row = cmark_node_first_child(node)
      while let currentRow = row {
        var cells: [[ProseInline]] = []
        var cell = cmark_node_first_child(currentRow)
        while let currentCell = cell {
          cells.append(inlines(under: currentCell, depth: depth))
          cell = cmark_node_next(currentCell)
        }
        rows.append(cells)
        row = cmark_node_next(currentRow)
      }
      return .table(rows: rows)
    }
  }

  static func inlines(under parent: OpaquePointer, depth: Int) -> [ProseInline] {
    guard depth < Lesson.proseNestingLimit else {
      return [.text(MarkdownDocument.plainText(parent))]
    }
    var result: [ProseInline] = []
    var child = cmark_node_first_child(parent)
    while let node = child {
      let literal = MarkdownDocument.string(cmark_node_get_literal(node))
      switch cmark_node_get_type(node) {
      case CMARK_NODE_TEXT: result.append(.text(literal))
      case CMARK_NODE_CODE: result.append(.code(literal))
      case CMARK_NODE_SOFTBREAK: result.append(.text(" "))
      case CMARK_NODE_LINEBREAK: result.append(.lineBreak)
      case CMARK_NODE_EMPH: result.append(.emphasis(inlines(under: node, depth: depth + 1)))
      case CMARK_NODE_STRONG: result.append(.strong(inlines(under: node, depth: depth + 1)))
      case CMARK_NODE_LINK:
        result.append(
          .link(
            inlines(under: node, depth: depth + 1),
            destination: MarkdownDocument.string(cmark_node_get_url(node))))
      case CMARK_NODE_HTML_INLINE: break
      default:
        let inner = inlines(under: node, depth: depth + 1)
        if MarkdownDocument.string(cmark_node_get_type_string(node)) == "strikethrough" {
          result.append(.strikethrough(inner))
        } else if inner.isEmpty {
          if !literal.isEmpty { result.append(.text(literal)) }
        } else {
          result += inner
        }
      }
      child = cmark_node_next(node)
    }
    return result
  }
}
