import Localization
import TerminalUI

/// The line editor `:edit` opens when `$EDITOR` is not set: it starts from the current code,
/// shows it with line numbers and takes a few commands, listed on screen.
///
///     :r N TEXT    replaces line N          :d N | :d N-M   deletes lines
///     :i N TEXT    inserts before line N    :clear          empties the code
///     :list        shows the code           . | :done       finishes
///     :cancel      keeps the old code
///
/// Lines without `:` are code: typed or pasted first, they replace the old code (so pasting a
/// whole new version works); after a line command they are added at the end. It is a value:
/// `handle(_:)` returns what to show and whether editing goes on.
public struct InlineEditor: Equatable, Sendable {
  /// The code editing started from.
  public let original: String
  /// The lines as they stand.
  public private(set) var lines: [String]
  /// Whether the next line of code replaces the old code (nothing has been typed yet).
  private var replacesOnCode = true

  /// What one line typed into the editor leads to.
  public enum Outcome: Equatable, Sendable {
    /// Editing goes on; show these lines.
    case stay([String])
    /// Editing is over with this code (possibly equal to the original).
    case done(String)
    /// Editing is over; the original code stays.
    case cancelled
  }

  /// An editor over `code`.
  public init(code: String) {
    original = code
    lines = Self.split(code)
  }

  /// The code as it stands.
  public var code: String { lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n" }

  static func split(_ code: String) -> [String] {
    var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The opening screen: the code with line numbers and the commands.
  func screen(localizer: Localizer, style: Styler) -> [CourseEffect] {
    let presenter = CoursePresenter(localizer: localizer, style: style)
    return [
      .print(style.bold(presenter.text("runner.editor.title", ["lines": String(lines.count)])))
    ]
      + listing(style: style).map(CourseEffect.print)
      + [.print(style.dim(presenter.text("runner.editor.commands")))]
  }

  /// The code, numbered (`  3 │ Text("Hi")`).
  func listing(style: Styler, range: ClosedRange<Int>? = nil) -> [String] {
    guard !lines.isEmpty else { return [] }
    let width = String(lines.count).count
    let shown = range ?? 1...lines.count
    return shown.filter { lines.indices.contains($0 - 1) }.map { number in
      let label = String(repeating: " ", count: width - String(number).count) + String(number)
      return style.dim(label + " │") + " " + lines[number - 1]
    }
  }

  /// Handles one typed line (raw: its indentation is kept).
  public mutating func handle(_ raw: String, localizer: Localizer, style: Styler) -> Outcome {
    // The editor's strings show their own Markdown rendered (`:r N text` without backticks).
    let presenter = CoursePresenter(localizer: localizer, style: style)
    func say(_ key: String, _ arguments: [String: String] = [:]) -> String {
      presenter.text(key, arguments)
    }
    let trimmed = raw.trimmingCharacters(in: .whitespaces)
    if trimmed == "." || trimmed == ":done" {
      guard lines.contains(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) else {
        return .stay([say("runner.editor.empty")])
      }
      return .done(code)
    }
    guard trimmed.hasPrefix(":") else {
      if replacesOnCode { lines = [] }
      replacesOnCode = false
      lines.append(raw)
      return .stay([])
    }
    if trimmed != ":list", trimmed != ":l" { replacesOnCode = false }
    let words = trimmed.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
      .map(String.init)
    let command = words[0]
    let number = words.count > 1 ? Int(words[1]) : nil
    // The text after `:r N ` or `:i N `, with its own indentation kept.
    let text: String = {
      guard words.count > 1, let range = raw.range(of: words[1]) else { return "" }
      let rest = raw[range.upperBound...]
      return String(rest.hasPrefix(" ") ? rest.dropFirst() : rest)
    }()
    switch command {
    case ":cancel":
      return .cancelled
    case ":list", ":l":
      return .stay(listing(style: style).ifEmpty([say("runner.editor.no-lines")]))
    case ":clear":
      lines = []
      return .stay([say("runner.editor.cleared")])
    case ":r":
      guard let number else { return .stay([say("runner.editor.usage.replace")]) }
      // Compared, never shifted: a typed `-9223372036854775808` cannot overflow.
      guard number >= 1, number <= lines.count else {
        return .stay([noLine(number, localizer)])
      }
      lines[number - 1] = text
      return .stay(listing(style: style, range: number...number))
    case ":i":
      guard let number else { return .stay([say("runner.editor.usage.insert")]) }
      guard number >= 1, number <= lines.count + 1 else {
        return .stay([noLine(number, localizer)])
      }
      lines.insert(text, at: number - 1)
      return .stay(listing(style: style, range: number...number))
    case ":d":
      guard let range = words.count > 1 ? Self.range(words[1]) : nil else {
        return .stay([say("runner.editor.usage.delete")])
      }
      guard lines.indices.contains(range.lowerBound - 1),
        lines.indices.contains(range.upperBound - 1)
      else { return .stay([noLine(range.upperBound, localizer)]) }
      lines.removeSubrange((range.lowerBound - 1)...(range.upperBound - 1))
      return .stay([
        say(
          "runner.editor.deleted",
          [
            "range": range.count == 1
              ? "\(range.lowerBound)" : "\(range.lowerBound)–\(range.upperBound)",
            "lines": String(lines.count),
          ])
      ])
    default:
      return .stay([
        say("runner.editor.unknown", ["command": TerminalText.echo(command)]),
        style.dim(say("runner.editor.commands")),
      ])
    }
  }

  func noLine(_ number: Int, _ localizer: Localizer) -> String {
    localizer("runner.editor.no-line", ["number": String(number), "count": String(lines.count)])
  }

  /// `3` or `3-5` as a range of line numbers.
  static func range(_ text: String) -> ClosedRange<Int>? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let low = Int(parts[0]) else { return nil }
    let high = parts.count == 2 ? Int(parts[1]) : low
    guard let high, low >= 1, high >= low else { return nil }
    return low...high
  }
}

extension Array {
  /// The array, or `replacement` when it is empty.
  func ifEmpty(_ replacement: [Element]) -> [Element] { isEmpty ? replacement : self }
}
