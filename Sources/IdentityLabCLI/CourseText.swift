import Foundation
import IdentityEngine
import LessonKit
import TerminalUI
import ViewScript

/// How the course runner prints prose, code and simulated screens.
///
/// All Markdown a learner reads (lesson prose, titles, headings, prompts, choice labels, hints,
/// explanations) goes through this one renderer, over cmark-gfm's tree: no backtick, asterisk
/// or underscore of the markup ever reaches the screen, styled or not.
enum CourseText {
  /// Markdown prose for a terminal, from cmark-gfm's tree: paragraphs as single lines (the
  /// driver wraps them to the width), headings and **strong** bold, *emphasis* italic, `code`
  /// cyan (plain text when unstyled), lists with a hanging indent, tables aligned to `width`
  /// (their cells wrapped inside their columns when the table is wider).
  static func renderProse(_ markdown: String, style: Styler, width: Int = terminalWidth)
    -> String
  {
    rendered.value(for: Rendering(markdown: markdown, styled: style.enabled, width: width)) {
      ProseBlock.parse(markdown).map { render($0, style: style, indent: "", width: width) }
        .joined(separator: "\n\n")
    }
  }

  /// What a rendering depends on: the Markdown, whether styles are on, and the width of prose
  /// (nil for an inline line).
  private struct Rendering: Hashable {
    var markdown: String
    var styled: Bool
    var width: Int?
  }

  /// The Markdown rendered so far, for the life of the process (at most 4096 texts of 4 MB in
  /// all): grade lines, labels and string templates come back on every answer, and parsing them
  /// each time cost more than the rest of the grade; the course renders the prose an answer
  /// goes on to while the learner reads (`CourseMachine.prepare`).
  private static let rendered = BoundedCache<Rendering, String>(
    capacity: 4096, budget: 4 << 20
  ) { $0.markdown.utf8.count }

  /// A line of Markdown (a title, a prompt, a label, a hint) as one line of text: inline code
  /// highlighted, emphasis styled, the marks themselves gone. Text that Markdown would read as
  /// a block (`1. …`, `- …`) keeps its marker.
  ///
  ///     CourseText.renderInline("Is `likes` *kept*?", style: Styler(enabled: false))
  ///     // "Is likes kept?"
  static func renderInline(_ markdown: String, style: Styler) -> String {
    rendered.value(for: Rendering(markdown: markdown, styled: style.enabled, width: nil)) {
      renderInlineOnce(markdown, style: style)
    }
  }

  private static func renderInlineOnce(_ markdown: String, style: Styler) -> String {
    let blocks = ProseBlock.parse(escapingBlockStart(markdown))
    guard !blocks.isEmpty else { return markdown }
    if blocks.count == 1, case .paragraph(let inlines) = blocks[0] {
      return render(inlines, style: style).replacingOccurrences(of: "\n", with: " ")
    }
    return blocks.map { render($0, style: style, indent: "", width: Int.max) }
      .joined(separator: " ").replacingOccurrences(of: "\n", with: " ")
  }

  /// An inline field (a prompt, a choice, a hint, an explanation) is one run of text: a start
  /// that Markdown would read as a block (`10. The button…` an ordered list, `- x` a bullet,
  /// `# x` a heading, `> x` a quote) is escaped so it reads as written.
  static func escapingBlockStart(_ text: String) -> String {
    let digits = text.prefix { $0.isASCII && $0.isNumber }
    let afterDigits = text.dropFirst(digits.count)
    if !digits.isEmpty, let marker = afterDigits.first, marker == "." || marker == ")",
      afterDigits.dropFirst().first == " "
    {
      return digits + "\\" + afterDigits
    }
    let hashes = text.prefix { $0 == "#" }
    let bullet = text.first.map { "-+*".contains($0) } == true && text.dropFirst().first == " "
    let heading = !hashes.isEmpty && text.dropFirst(hashes.count).first == " "
    return bullet || heading || text.first == ">" ? "\\" + text : text
  }

  /// The terminal's width (`COLUMNS` when not a terminal), for callers that do not pass one.
  static var terminalWidth: Int {
    TerminalSize.columns(environment: ProcessInfo.processInfo.environment)
  }

  static func render(_ block: ProseBlock, style: Styler, indent: String, width: Int = Int.max)
    -> String
  {
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
        let body = blocks.map { render($0, style: style, indent: pad, width: width) }
          .joined(separator: "\n")
        return indent + marker + "  " + body.dropFirst(pad.count)
      }.joined(separator: "\n")
    case .quote(let blocks):
      return blocks.map { render($0, style: style, indent: indent + "│  ", width: width) }
        .joined(separator: "\n" + indent + "│\n")
    case .code(_, let literal):
      return renderCode(literal, style: style).split(
        separator: "\n", omittingEmptySubsequences: false
      )
      .map { indent + $0 }.joined(separator: "\n")
    case .table(let rows):
      let cells = rows.map { $0.map { render($0, style: style) } }
      return table(cells, style: style, width: width - DisplayWidth.of(indent))
        .map { indent + $0 }.joined(separator: "\n")
    case .rule:
      return indent + style.dim(String(repeating: "─", count: 20))
    }
  }

  /// A table's lines: the header bold and underlined by a rule, columns separated by `│`,
  /// every line at most `width` columns. When the natural widths do not fit, the widest
  /// columns are narrowed and their cells wrap inside them; when even narrow columns do not
  /// fit, each row becomes a block of `header: cell` lines.
  static func table(_ cells: [[String]], style: Styler, width: Int) -> [String] {
    let columns = cells.map(\.count).max() ?? 0
    guard columns > 0 else { return [] }
    let rows = cells.map { row in (0..<columns).map { $0 < row.count ? row[$0] : "" } }
    var widths = (0..<columns).map { column in
      rows.map { DisplayWidth.of($0[column]) }.max() ?? 0
    }
    let separator = " │ "
    let room = width - separator.count * (columns - 1)
    let narrowest = 12
    while widths.reduce(0, +) > room,
      let widest = widths.indices.max(by: { widths[$0] < widths[$1] }),
      widths[widest] > narrowest
    {
      widths[widest] -= 1
    }
    guard widths.reduce(0, +) <= room else {
      let header = rows[0]
      return rows.dropFirst().enumerated().flatMap { index, row in
        (index == 0 ? [] : [""])
          + zip(header, row).map { style.bold($0) + ": " + $1 }
      }
    }
    var lines: [String] = []
    for (index, row) in rows.enumerated() {
      let wrapped = row.enumerated().map { column, text in
        TextWrapper.wrap(text, width: widths[column]).split(
          separator: "\n", omittingEmptySubsequences: false
        ).map(String.init)
      }
      let height = wrapped.map(\.count).max() ?? 1
      for line in 0..<height {
        let text = (0..<columns).map { column -> String in
          let part = line < wrapped[column].count ? wrapped[column][line] : ""
          let padded =
            part + String(repeating: " ", count: max(0, widths[column] - DisplayWidth.of(part)))
          return index == 0 ? style.bold(padded) : padded
        }.joined(separator: separator)
        lines.append(trimmingTrailingSpace(text))
      }
      if index == 0 {
        lines.append(
          style.dim(widths.map { String(repeating: "─", count: $0) }.joined(separator: "─┼─")))
      }
    }
    return lines
  }

  /// `line` without the white space at its end, as the regular expression `\s+$` removes it
  /// (ICU's `\s` is Unicode's `White_Space`), without building an `NSRegularExpression` for
  /// every row of a screen.
  static func trimmingTrailingSpace(_ line: String) -> String {
    let scalars = line.unicodeScalars
    var end = scalars.endIndex
    while end > scalars.startIndex, scalars[scalars.index(before: end)].properties.isWhitespace {
      end = scalars.index(before: end)
    }
    return end == scalars.endIndex ? line : String(scalars[..<end])
  }

  static func render(_ inlines: [ProseInline], style: Styler) -> String {
    inlines.map { inline -> String in
      switch inline {
      case .text(let text): return text
      case .code(let code): return style.code(code)
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
    // A stack of lists is laid out as SwiftUI lays it out: a `VStack` is vertical, each
    // child below the one before (the seed's "top list" and "bottom list").
    return node.children.flatMap { child in
      screenRows(child, renderer: renderer, style: style, history: history)
    }
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
