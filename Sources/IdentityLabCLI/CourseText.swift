import Foundation
import IdentityEngine
import LessonKit
import TerminalUI
import ViewScript

/// How the course runner prints prose, code and simulated screens.
enum CourseText {
  /// Markdown prose for a terminal, from cmark-gfm's tree: paragraphs as single lines (the
  /// driver wraps them to the width), headings and **strong** bold, *emphasis* italic, `code`
  /// cyan when styled (kept in backticks when not), lists with a hanging indent, tables aligned.
  static func renderProse(_ markdown: String, style: Styler) -> String {
    ProseBlock.parse(markdown).map { render($0, style: style, indent: "") }
      .joined(separator: "\n\n")
  }

  static func render(_ block: ProseBlock, style: Styler, indent: String) -> String {
    switch block {
    case .paragraph(let inlines):
      return indent
        + render(inlines, style: style).replacingOccurrences(of: "\n", with: "\n" + indent)
    case .heading(_, let inlines):
      return indent + style.bold(render(inlines, style: style))
    case .list(let ordered, let start, let items):
      return items.enumerated().map { offset, blocks in
        // Two spaces after the marker: the wrapper continues wrapped lines under the text.
        let marker = ordered ? "\(start + offset)." : "•"
        let pad = indent + String(repeating: " ", count: marker.count + 2)
        let body = blocks.map { render($0, style: style, indent: pad) }.joined(separator: "\n")
        return indent + marker + "  " + body.dropFirst(pad.count)
      }.joined(separator: "\n")
    case .quote(let blocks):
      return blocks.map { render($0, style: style, indent: indent + "│  ") }
        .joined(separator: "\n" + indent + "│\n")
    case .code(_, let literal):
      return renderCode(literal, style: style).split(
        separator: "\n", omittingEmptySubsequences: false
      )
      .map { indent + $0 }.joined(separator: "\n")
    case .table(let rows):
      let cells = rows.map { $0.map { render($0, style: style) } }
      let columns = cells.map(\.count).max() ?? 0
      let widths = (0..<columns).map { column in
        cells.map { column < $0.count ? DisplayWidth.of($0[column]) : 0 }.max() ?? 0
      }
      return cells.enumerated().map { index, row in
        let line = (0..<columns).map { column -> String in
          let text = column < row.count ? row[column] : ""
          let padded = text + String(repeating: " ", count: widths[column] - DisplayWidth.of(text))
          return index == 0 ? style.bold(padded) : padded
        }.joined(separator: " │ ")
        return indent
          + line.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
      }.joined(separator: "\n")
    case .rule:
      return indent + style.dim(String(repeating: "─", count: 20))
    }
  }

  static func render(_ inlines: [ProseInline], style: Styler) -> String {
    inlines.map { inline -> String in
      switch inline {
      case .text(let text): return text
      case .code(let code): return style.enabled ? style.code(code) : "`\(code)`"
      case .emphasis(let inner): return style.italic(render(inner, style: style))
      case .strong(let inner): return style.bold(render(inner, style: style))
      case .strikethrough(let inner): return render(inner, style: style)
      case .lineBreak: return "\n"
      case .link(let inner, let destination):
        let text = render(inner, style: style)
        let plain = inner.map(\.plainText).joined()
        return destination.isEmpty || destination == plain ? text : "\(text) (\(destination))"
      }
    }.joined()
  }

  /// Swift code, highlighted when styling is on, indented by two spaces.
  static func renderCode(_ code: String, style: Styler) -> String {
    var text = code.hasSuffix("\n") ? String(code.dropLast()) : code
    if style.enabled {
      text = SwiftHighlighter.highlight(text) { kind, part in
        switch kind {
        case .keyword: style.apply(.magenta, to: part)
        case .type: style.apply(.cyan, to: part)
        case .string: style.apply(.red, to: part)
        case .number: style.apply(.blue, to: part)
        case .comment: style.dim(part)
        case .attribute: style.apply(.yellow, to: part)
        case .identifier, .plain: part
        }
      }
    }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(
      separator: "\n")
  }

  /// The screen's rows; a `ForEach` row whose state came from another element gets `⚠`.
  ///
  /// - Parameter history: the earlier outcomes of the run, oldest first, to tell which rows
  ///   kept their identity (and state) while their data changed.
  static func screenRows(
    _ node: RenderedNode, renderer: SimScreenRenderer, style: Styler, history: [Outcome] = []
  ) -> [String] {
    if node.type == "ForEach" {
      return node.children.flatMap { row -> [String] in
        var lines = renderer.screenRows(row)
        if borrowsState(row, history: history), !lines.isEmpty {
          lines[0] += "  " + style.warning("⚠")
        }
        return lines
      }
    }
    if node.children.isEmpty || node.type == "HStack" || node.type == "LazyHStack"
      || !containsForEach(node)
    {
      return renderer.screenRows(node)
    }
    let render = { (child: RenderedNode) in
      screenRows(child, renderer: renderer, style: style, history: history)
    }
    if let columns = sideBySide(node.children, width: renderer.width - 2, render: render) {
      return columns
    }
    return node.children.flatMap(render)
  }

  /// Sibling lists side by side, so they can be compared row by row (chapter 5's bench).
  ///
  /// The children are grouped as "the views above a list, then the list" (a caption and its
  /// `ForEach`). With two or more groups, each group becomes a column; anything after the last
  /// list follows below. Nil when there are fewer than two lists or the columns do not fit in
  /// `width`, so the caller stacks them.
  static func sideBySide(
    _ children: [RenderedNode], width: Int, render: (RenderedNode) -> [String]
  ) -> [String]? {
    var groups: [[RenderedNode]] = []
    var pending: [RenderedNode] = []
    for child in children {
      pending.append(child)
      if child.type == "ForEach" {
        groups.append(pending)
        pending = []
      }
    }
    guard groups.count >= 2 else { return nil }
    let columns = groups.map { $0.flatMap(render) }
    let widths = columns.map { $0.map(DisplayWidth.of).max() ?? 0 }
    let gap = 4
    guard widths.reduce(0, +) + gap * (columns.count - 1) <= width else { return nil }
    let height = columns.map(\.count).max() ?? 0
    var lines: [String] = []
    for row in 0..<height {
      var line = ""
      for (index, column) in columns.enumerated() {
        let cell = row < column.count ? column[row] : ""
        line += cell
        if index < columns.count - 1 {
          line += String(repeating: " ", count: widths[index] - DisplayWidth.of(cell) + gap)
        }
      }
      lines.append(line.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression))
    }
    return lines + pending.flatMap(render)
  }

  /// Whether the row is a view that kept its state while being pointed at other data: by its
  /// inputs when the engine reports them, else because it shows a different text than when
  /// its identity began (the seed's warning triangles).
  static func borrowsState(_ row: RenderedNode, history: [Outcome]) -> Bool {
    if row.preorder.contains(where: { $0.inputs != nil }) { return borrowsState(row) }
    guard row.preorder.contains(where: { !$0.state.isEmpty }) else { return false }
    for outcome in history {
      if let first = outcome.tree.preorder.first(where: { $0.identity == row.identity }) {
        return first.firstText != row.firstText
      }
    }
    return false
  }

  /// Whether an event is worth a line in the short timeline: everything about custom views,
  /// and moves, appearances, tasks and focus for any view.
  static func isNotable(_ event: Event) -> Bool {
    switch event.kind {
    case .create, .destroy, .transition:
      return Primitive.Kind(rawValue: event.type) == nil && Container(rawValue: event.type) == nil
        && event.type != "ForEach"
    default:
      return true
    }
  }

  static func containsForEach(_ node: RenderedNode) -> Bool {
    node.preorder.contains { $0.type == "ForEach" }
  }

  /// Whether a custom view inside `row` holds a state value that none of its inputs of the
  /// same kind has: a colour captured from a ship it no longer shows (`capturedTint` ≠
  /// `ship.tint`).
  static func borrowsState(_ row: RenderedNode) -> Bool {
    for node in row.preorder {
      guard let inputs = node.inputs, !node.state.isEmpty else { continue }
      let leaves = leafValues(inputs)
      for (_, value) in node.state {
        guard case .color = value else { continue }
        let sameKind = leaves.filter { if case .color = $0 { true } else { false } }
        if !sameKind.isEmpty, !sameKind.contains(where: { $0.matches(value) }) { return true }
      }
    }
    return false
  }

  static func leafValues(_ value: Value) -> [Value] {
    switch value {
    case .record(_, let fields): fields.flatMap { leafValues($0.value) }
    case .tuple(let elements): elements.flatMap { leafValues($0.value) }
    case .array(let values): values.flatMap(leafValues)
    default: [value]
    }
  }
}
