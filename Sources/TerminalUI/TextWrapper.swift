/// Wraps text to a width in terminal columns.
///
/// Width is display width (`DisplayWidth`): accents, wide characters and ANSI escapes are
/// counted as the terminal shows them. Words are never split unless a word alone is longer
/// than the line. Each input line is wrapped on its own and keeps its indentation; a line laid
/// out as two columns (`  :help [command]   show help`, two or more spaces before the second
/// column) continues under its second column; a Swift line comment (`// …`, alone or as the
/// second column of a line of code) continues as a comment, each continuation line starting
/// with `// `.
///
///     TextWrapper.wrap("  :lang [en|es]   choose the language of messages", width: 30)
///     // "  :lang [en|es]   choose the\n                   language of\n                   messages"
public enum TextWrapper {
  /// `text` wrapped to `width` columns (at least 10).
  public static func wrap(_ text: String, width: Int) -> String {
    let width = max(width, 10)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { wrapLine(String($0), width: width) }
      .joined(separator: "\n")
  }

  /// `line` wrapped to `width` columns, every continuation line starting with `continuation`
  /// (a tree's `│  ` guides, or an indent); a line that fits is returned unchanged.
  ///
  /// Spacing inside the line is kept as written; words are never split.
  ///
  /// - Complexity: O(n) in the length of `line`.
  public static func wrap(_ line: String, width: Int, continuation: String) -> [String] {
    guard DisplayWidth.of(line) > width else { return [line] }
    let indentCount = line.prefix { $0 == " " }.count
    let continuationWidth = DisplayWidth.of(continuation)
    var lines: [String] = []
    var current = ""
    var currentWidth = 0
    for word in line.dropFirst(indentCount).split(separator: " ", omittingEmptySubsequences: false)
    {
      let wordWidth = DisplayWidth.of(word)
      if current.isEmpty {
        current = (lines.isEmpty ? String(repeating: " ", count: indentCount) : continuation) + word
        currentWidth = (lines.isEmpty ? indentCount : continuationWidth) + wordWidth
      } else if currentWidth + 1 + wordWidth <= width {
        current += " " + word
        currentWidth += 1 + wordWidth
      } else {
        lines.append(current)
        current = continuation + word
        currentWidth = continuationWidth + wordWidth
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// One line wrapped; the result may contain newlines.
  ///
  /// - Complexity: O(n) in the length of `line` (a word longer than the line is cut in one
  ///   pass).
  static func wrapLine(_ line: String, width: Int) -> String {
    guard DisplayWidth.of(line) > width else { return line }
    let (prefix, body) = splitHangingPrefix(line, width: width)
    var hanging = String(repeating: " ", count: DisplayWidth.of(prefix))
    // A Swift line comment stays one: each continuation starts with `// ` too.
    if isLineComment(body) { hanging += "// " }
    let available = max(width - hanging.count, 1)
    let words = body.split(separator: " ", omittingEmptySubsequences: true).map(String.init)

    var lines: [String] = []
    var current = ""
    var currentWidth = 0
    func flush() {
      lines.append(current)
      current = ""
      currentWidth = 0
    }
    for word in words {
      var word = word
      var wordWidth = DisplayWidth.of(word)
      if currentWidth > 0, currentWidth + 1 + wordWidth <= available {
        current += " " + word
        currentWidth += 1 + wordWidth
        continue
      }
      if currentWidth > 0 { flush() }
      if wordWidth > available {
        var pieces = splitWord(word, columns: available)
        word = pieces.removeLast()
        lines += pieces
        wordWidth = DisplayWidth.of(word)
      }
      current = word
      currentWidth = wordWidth
    }
    if currentWidth > 0 || lines.isEmpty { flush() }

    return lines.enumerated().map { index, text in
      let lead = index == 0 ? prefix : hanging
      return trimmingTrailingSpaces(lead + text)
    }.joined(separator: "\n")
  }

  /// Whether `text`, after any leading style escapes, is a Swift line comment (`// …`).
  static func isLineComment(_ text: String) -> Bool {
    var rest = Substring(text)
    while rest.hasPrefix("\u{1B}["), let end = rest.firstIndex(where: { $0.isLetter }) {
      rest = rest[rest.index(after: end)...]
    }
    return rest.hasPrefix("//")
  }

  /// Splits a line into the part that stays on the first line (indentation, or the first
  /// column of a two-column row) and the text to wrap after it.
  static func splitHangingPrefix(_ line: String, width: Int) -> (String, String) {
    let indent = line.prefix { $0 == " " }
    let rest = line.dropFirst(indent.count)
    var index = rest.startIndex
    var sawText = false
    while index < rest.endIndex {
      if rest[index] == " " {
        var end = index
        while end < rest.endIndex, rest[end] == " " { end = rest.index(after: end) }
        let gap = rest.distance(from: index, to: end)
        if sawText, gap >= 2, end < rest.endIndex {
          let prefix = String(indent) + String(rest[..<end])
          if DisplayWidth.of(prefix) <= width / 2 {
            return (prefix, String(rest[end...]))
          }
          break
        }
        index = end
      } else {
        sawText = true
        index = rest.index(after: index)
      }
    }
    return (String(indent), String(rest))
  }

  /// Splits a word into pieces of at most `columns` columns each (at least one character
  /// each), in one pass.
  ///
  /// - Complexity: O(n) in the length of `word`.
  static func splitWord(_ word: String, columns: Int) -> [String] {
    var pieces: [String] = []
    var head = ""
    var used = 0
    var scanner = EscapeScanner()
    for character in word {
      let width = scanner.consume(character) ? 0 : DisplayWidth.of(character)
      if used + width > columns, !head.isEmpty {
        pieces.append(head)
        head = ""
        used = 0
      }
      head.append(character)
      used += width
    }
    pieces.append(head)
    return pieces
  }

  static func trimmingTrailingSpaces(_ text: String) -> String {
    var text = text
    while text.last == " " { text.removeLast() }
    return text
  }
}
