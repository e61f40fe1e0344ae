import IdentityEngine
import LessonKit
import TerminalUI

/// How the course runner prints prose, code and simulated screens.
enum CourseText {
  /// Markdown prose for a terminal: paragraphs reflowed (the driver wraps to the width),
  /// headings bold, `code` cyan when styled, lists and tables kept line by line.
  static func renderProse(_ markdown: String, style: Styler) -> String {
    reflow(markdown).split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      guard style.enabled else { return String(line) }
      if line.hasPrefix("#") { return style.bold(String(line.drop { $0 == "#" || $0 == " " })) }
      var result = ""
      var inCode = false
      var current = ""
      for character in line {
        if character == "`" {
          result += inCode ? style.code(current) : current
          current = ""
          inCode.toggle()
        } else {
          current.append(character)
        }
      }
      result += inCode ? "`" + current : current
      return result
    }.joined(separator: "\n")
  }

  /// Joins the hard-wrapped lines of each paragraph and list item into one line.
  static func reflow(_ markdown: String) -> String {
    var output: [String] = []
    for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = String(raw)
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let startsBlock =
        trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("|") || trimmed.hasPrefix(">")
        || trimmed.hasPrefix("- ") || trimmed.hasPrefix("* ") || trimmed.hasPrefix("+ ")
        || trimmed.first.map { $0.isNumber } == true && trimmed.contains(". ")
          && trimmed.prefix { $0.isNumber }.count < 4
          && trimmed.dropFirst(trimmed.prefix { $0.isNumber }.count).hasPrefix(". ")
        || line.hasPrefix("    ") && !(output.last ?? "").hasPrefix(" ")
          && !(output.last.map { $0.hasPrefix("- ") || $0.hasPrefix("* ") } ?? false)
      if let last = output.last, !startsBlock, !last.isEmpty, !last.hasPrefix("#"), !last.hasPrefix("|") {
        output[output.count - 1] = last + " " + trimmed
      } else {
        output.append(trimmed.isEmpty ? "" : line)
      }
    }
    return output.joined(separator: "\n")
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
    return node.children.flatMap {
      screenRows($0, renderer: renderer, style: style, history: history)
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
