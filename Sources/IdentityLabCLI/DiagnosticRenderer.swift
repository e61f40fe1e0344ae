import Foundation
import LessonKit
import Localization
import TerminalUI
import ViewScript

/// The one renderer of learner-facing diagnostics (scene code, actions, lesson files) for a
/// terminal.
///
/// The shape follows rustc and swift-syntax:
///
///     scene.swift:3:27: error[S101]: unsupported view `Foo`
///      2 | struct Bench: View {
///      3 |   var body: some View { Foo() }
///        |                         ^~~~~
///     help: use one of the supported views, e.g. `Text("…")`
///
/// The first line is machine-readable and keeps its shape in every language: only the message
/// text is localized; the word `error` (or `warning`) and the code never change.
public struct DiagnosticRenderer {
  /// One diagnostic, already localized, in a form lesson errors can reuse.
  public struct Item: Hashable, Sendable {
    /// Severity of a diagnostic.
    public enum Severity: String, Hashable, Sendable {
      case error, warning
    }

    public var severity: Severity
    /// A stable code (`S101`, `L203`), shown in brackets after the severity.
    public var code: String?
    public var message: String
    public var help: String?
    public var path: String
    /// 1-based line and column (UTF-8 columns, as SwiftSyntax reports them).
    public var line: Int
    public var column: Int
    /// Length of the construct on its line (UTF-8 units), at least 1.
    public var length: Int

    public init(
      severity: Severity = .error, code: String?, message: String, help: String? = nil,
      path: String, line: Int, column: Int, length: Int = 1
    ) {
      self.severity = severity
      self.code = code
      self.message = message
      self.help = help
      self.path = path
      self.line = line
      self.column = column
      self.length = max(1, length)
    }
  }

  /// Localized labels and messages.
  public var localizer: Localizer
  /// Whether ANSI styling is on.
  public var styled: Bool
  /// The columns a snippet line may take, gutter included: a longer line is shown as a window
  /// around the caret, cut with `…` (a 160 kB line is never printed whole).
  public var width: Int

  /// Whether `help:` lines are wrapped to `width` (on a terminal; the first line, which tools
  /// read, never is).
  public var wrapsHelp = false

  /// The most diagnostics one run prints; the rest are counted (`limited(_:)`).
  public static let maximumShown = 20
  /// The width without a terminal to measure.
  public static let defaultWidth = 100

  public init(localizer: Localizer, styled: Bool, width: Int = DiagnosticRenderer.defaultWidth) {
    self.localizer = localizer
    self.styled = styled
    self.width = max(40, width)
  }

  /// The first `maximumShown` of `diagnostics`, and the line saying how many more there are
  /// (`nil` when none is left out): a file with 3 000 errors prints 20 and a count.
  /// `isPartial`: more exist than `diagnostics` holds, so the count is a lower bound.
  public func limited<Diagnostic>(_ diagnostics: [Diagnostic], isPartial: Bool = false) -> (
    shown: ArraySlice<Diagnostic>, more: String?
  ) {
    let hidden = diagnostics.count - Self.maximumShown
    guard hidden > 0 else { return (diagnostics[...], nil) }
    return (
      diagnostics.prefix(Self.maximumShown),
      localizer(
        isPartial ? "diag.more.at-least" : "diag.more",
        ["count": String(hidden), "shown": String(Self.maximumShown)])
    )
  }

  /// The painter.
  var style: Styler { Styler(enabled: styled) }

  // MARK: - Script diagnostics

  /// Renders the diagnostics of `diagnostics` (the first `maximumShown`, then a count),
  /// separated by blank lines, ending in a newline.
  public func render(_ diagnostics: ScriptDiagnostics) -> String {
    let (shown, more) = limited(diagnostics.diagnostics, isPartial: diagnostics.isPartial)
    return
      (shown.map { render($0, source: diagnostics.source(of: $0)) }
      + (more.map { [$0 + "\n"] } ?? []))
      .joined(separator: "\n")
  }

  /// Renders one script diagnostic against the source it points into.
  public func render(_ diagnostic: ScriptDiagnostic, source: String) -> String {
    render(item(for: diagnostic), source: source)
  }

  /// The localized item for a script diagnostic. An argument `failureKey` (a run-time failure's
  /// message key, S305) replaces the argument `failure` with its localized text.
  public func item(for diagnostic: ScriptDiagnostic) -> Item {
    var arguments = diagnostic.arguments
    if let key = arguments["failureKey"], localizer.has(key) {
      arguments["failure"] = localizer(key, arguments)
    }
    return Item(
      severity: diagnostic.severity == .warning ? .warning : .error,
      code: diagnostic.code, message: localizer(diagnostic.messageKey, arguments),
      help: localizer.has(diagnostic.helpKey)
        ? localizer(diagnostic.helpKey, arguments) : nil,
      path: diagnostic.path, line: diagnostic.line, column: diagnostic.column,
      length: diagnostic.length)
  }

  // MARK: - Lesson diagnostics

  /// Renders one lesson-file diagnostic against the file's text, with its notes:
  ///
  ///     Lessons/en/05-bench.md:12:1: error[L104]: unknown key `kidn` in a question block
  ///     11 | id: q
  ///     12 | kidn: choice
  ///        | ^~~~
  ///       = …
  ///     help: the keys of a question are `id`, `kind`, …
  public func render(_ diagnostic: LessonDiagnostic, source: String) -> String {
    var text = render(item(for: diagnostic), source: source)
    for note in diagnostic.notes { text += "  = " + note + "\n" }
    return text
  }

  /// The localized item for a lesson or quiz file diagnostic (without its notes).
  public func item<Code, Note>(for diagnostic: FileDiagnostic<Code, Note>) -> Item {
    let t = localizer
    return Item(
      code: diagnostic.code.rawValue, message: t(diagnostic.messageKey, diagnostic.arguments),
      help: t.has(diagnostic.helpKey) ? t(diagnostic.helpKey, diagnostic.arguments) : nil,
      path: diagnostic.path, line: diagnostic.line, column: diagnostic.column,
      length: diagnostic.length)
  }

  // MARK: - Items

  /// Renders one item: the machine-readable line, the snippet with a caret, the help line.
  public func render(_ item: Item, source: String) -> String {
    var output = ""
    let style = style
    func severity(_ text: String) -> String {
      item.severity == .error ? style.error(text) : style.warning(text)
    }
    let label = item.severity.rawValue + (item.code.map { "[\($0)]" } ?? "")
    output += ControlPictures.replacing(in: "\(item.path):\(item.line):\(item.column): ")
    output += severity(label) + ": " + style.bold(ControlPictures.replacing(in: item.message))
    output += "\n"

    let lines = Self.lines(of: source)
    if item.line >= 1, item.line <= lines.count {
      let first =
        item.line >= 2 && !lines[item.line - 2].allSatisfy(\.isWhitespace)
        ? item.line - 1 : item.line
      let gutterWidth = String(item.line).count + 1
      let line = lines[item.line - 1]
      var start = Self.displayColumn(utf8Column: item.column, in: line)
      var end = Self.displayColumn(utf8Column: item.column + item.length, in: line)
      // Every snippet line shows the same window: the one that puts the caret in view.
      let room = width - gutterWidth - 3
      let window = Self.window(around: start, room: room)
      for number in first...item.line {
        let text = Self.cut(
          ControlPictures.replacing(in: Self.expandTabs(lines[number - 1])), to: window, room: room)
        output += style.apply(.blue, to: pad(String(number), gutterWidth) + " |")
        output += (text.isEmpty ? "" : " " + text) + "\n"
      }
      start = start - window + (window > 0 ? 1 : 0)
      end = min(end - window + (window > 0 ? 1 : 0), room)
      let caret = "^" + String(repeating: "~", count: max(0, end - start - 1))
      output += style.apply(.blue, to: String(repeating: " ", count: gutterWidth) + " |")
      output += " " + String(repeating: " ", count: start) + severity(caret) + "\n"
    }
    if let help = item.help {
      let line =
        style.apply(.bold, .cyan, to: localizer("sim.diag.help")) + ": "
        + ControlPictures.replacing(in: help)
      output += (wrapsHelp ? TextWrapper.wrap(line, width: width) : line) + "\n"
    }
    return output
  }

  // MARK: - Helpers

  func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }

  /// The first column a snippet shows so that `column` fits in `room` columns (0 when the line
  /// starts in view): the caret stands a third of the way in.
  static func window(around column: Int, room: Int) -> Int {
    column < room - 1 ? 0 : column - room / 3
  }

  /// `text` from column `window` on, at most `room` columns: `…` stands for what is cut at
  /// either end.
  static func cut(_ text: String, to window: Int, room: Int) -> String {
    guard window > 0 || text.count > room else { return text }
    var shown = String(text.dropFirst(window))
    if window > 0 { shown = "…" + shown }
    if shown.count > room { shown = String(shown.prefix(room - 1)) + "…" }
    return shown
  }

  /// Splits `source` into lines without their terminators (`\n`, `\r\n`).
  static func lines(of source: String) -> [Substring] {
    source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasSuffix("\r") ? line.dropLast() : line
    }
  }

  static func expandTabs(_ line: Substring) -> String {
    line.replacingOccurrences(of: "\t", with: "    ")
  }

  /// The 0-based display column of a 1-based UTF-8 column, counting tabs as four cells.
  static func displayColumn(utf8Column: Int, in line: Substring) -> Int {
    var remaining = max(0, utf8Column - 1)
    var cells = 0
    for character in line {
      let size = character.utf8.count
      if remaining < size { break }
      remaining -= size
      cells += character == "\t" ? 4 : 1
    }
    return cells + remaining
  }
}
