import CCmark
import Foundation

/// The top-level blocks of a Markdown file, read with cmark-gfm (never by hand).
///
/// Only what LessonKit needs is kept: each top-level block's kind, lines, heading level and
/// text, fenced code's info string and literal, and list items' text.
struct MarkdownDocument {
  /// One top-level block.
  struct Node {
    enum Kind: Equatable {
      case heading(level: Int)
      case codeBlock(fenced: Bool)
      case html
      case list
      case other
    }

    var kind: Kind
    var startLine: Int
    var startColumn: Int
    var endLine: Int
    /// Heading text, or plain text of the block.
    var text: String
    /// Fence info string.
    var info: String
    /// Code or HTML literal.
    var literal: String
    /// List items' plain text (inline code kept in backticks).
    var items: [String]
    /// How many container nodes nest inside this block, itself included (1 for a plain
    /// paragraph of text).
    var depth: Int
  }

  var nodes: [Node]

  /// Serializes every use of cmark-gfm.
  private static let lock = NSLock()

  /// Parses `source` with the GFM core extensions attached (tables, strikethrough, autolink…).
  init(source: String) {
    nodes =
      Self.withDocument(source) { document in
        var result: [Node] = []
        var child = cmark_node_first_child(document)
        while let node = child {
          result.append(Self.describe(node))
          child = cmark_node_next(node)
        }
        return result
      } ?? []
  }

  /// Parses `source` with cmark-gfm and the GFM core extensions, and hands the document node
  /// to `body` (valid only inside it). Nil when cmark cannot allocate a parser.
  static func withDocument<T>(_ source: String, _ body: (OpaquePointer) -> T) -> T? {
    // cmark-gfm keeps global state (the extension registry, the inline parser's special
    // characters that extensions change), so parses never run concurrently.
    lock.lock()
    defer { lock.unlock() }
    cmark_gfm_core_extensions_ensure_registered()
    guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return nil }
    defer { cmark_parser_free(parser) }
    for name in ["table", "strikethrough", "autolink", "tagfilter", "tasklist"] {
      if let extensionPointer = cmark_find_syntax_extension(name) {
        cmark_parser_attach_syntax_extension(parser, extensionPointer)
      }
    }
    var bytes = Array(source.utf8)
    bytes.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress?.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
        cmark_parser_feed(parser, $0, buffer.count)
      }
    }
    guard let document = cmark_parser_finish(parser) else { return nil }
    defer { cmark_node_free(document) }
    return body(document)
  }

  private static func describe(_ node: OpaquePointer) -> Node {
    let type = cmark_node_get_type(node)
    var kind = Node.Kind.other
    var info = ""
    var literal = ""
    var items: [String] = []
    switch type {
    case CMARK_NODE_HEADING:
      kind = .heading(level: Int(cmark_node_get_heading_level(node)))
    case CMARK_NODE_CODE_BLOCK:
      var length: Int32 = 0
      var offset: Int32 = 0
      var character: CChar = 0
      kind = .codeBlock(fenced: cmark_node_get_fenced(node, &length, &offset, &character) != 0)
      info = string(cmark_node_get_fence_info(node))
      literal = string(cmark_node_get_literal(node))
    case CMARK_NODE_HTML_BLOCK:
      kind = .html
      literal = string(cmark_node_get_literal(node))
    case CMARK_NODE_LIST:
      kind = .list
      var item = cmark_node_first_child(node)
      while let current = item {
        items.append(plainText(current))
        item = cmark_node_next(current)
      }
    default:
      break
    }
    return Node(
      kind: kind, startLine: Int(cmark_node_get_start_line(node)),
      startColumn: Int(cmark_node_get_start_column(node)),
      endLine: Int(cmark_node_get_end_line(node)),
      text: type == CMARK_NODE_CODE_BLOCK ? "" : plainText(node), info: info,
      literal: literal, items: items, depth: nestingDepth(node))
  }

  /// The deepest nesting of container nodes below `node` (itself included), walked with
  /// `cmark_iter_*` so that the walk itself never recurses.
  ///
  /// - Complexity: O(n) in the number of nodes.
  static func nestingDepth(_ node: OpaquePointer) -> Int {
    guard let iterator = cmark_iter_new(node) else { return 1 }
    defer { cmark_iter_free(iterator) }
    let leaves: Set<UInt32> = [
      CMARK_NODE_HTML_BLOCK.rawValue, CMARK_NODE_THEMATIC_BREAK.rawValue,
      CMARK_NODE_CODE_BLOCK.rawValue, CMARK_NODE_TEXT.rawValue, CMARK_NODE_SOFTBREAK.rawValue,
      CMARK_NODE_LINEBREAK.rawValue, CMARK_NODE_CODE.rawValue, CMARK_NODE_HTML_INLINE.rawValue,
    ]
    var depth = 0
    var deepest = 1
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard let current = cmark_iter_get_node(iterator) else { continue }
      if leaves.contains(cmark_node_get_type(current).rawValue) { continue }
      if event == CMARK_EVENT_ENTER {
        depth += 1
        deepest = max(deepest, depth)
      } else if event == CMARK_EVENT_EXIT {
        depth -= 1
      }
    }
    return deepest
  }

  /// The text of a node's inlines, walking them with `cmark_iter_*`.
  static func plainText(_ node: OpaquePointer) -> String {
    guard let iterator = cmark_iter_new(node) else { return "" }
    defer { cmark_iter_free(iterator) }
    var text = ""
    var lastParagraphEnd = false
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard let current = cmark_iter_get_node(iterator) else { continue }
      let type = cmark_node_get_type(current)
      if event == CMARK_EVENT_ENTER {
        switch type {
        case CMARK_NODE_TEXT:
          if lastParagraphEnd && !text.isEmpty { text += " " }
          lastParagraphEnd = false
          text += string(cmark_node_get_literal(current))
        case CMARK_NODE_CODE:
          if lastParagraphEnd && !text.isEmpty { text += " " }
          lastParagraphEnd = false
          text += "`" + string(cmark_node_get_literal(current)) + "`"
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
          text += " "
        default: break
        }
      } else if event == CMARK_EVENT_EXIT, type == CMARK_NODE_PARAGRAPH {
        lastParagraphEnd = true
      }
    }
    return text
  }

  static func string(_ pointer: UnsafePointer<CChar>?) -> String {
    guard let pointer else { return "" }
    return String(cString: pointer)
  }
}
