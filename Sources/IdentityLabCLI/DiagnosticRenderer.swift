import Foundation
import Localization
import ViewScript

/// Renders learner-facing diagnostics (scene code, actions, lesson files) for a terminal.
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

  public init(localizer: Localizer, styled: Bool) {
    self.localizer = localizer
    self.styled = styled
  }

  // MARK: - Script diagnostics

  /// Renders every diagnostic of `diagnostics`, separated by blank lines, ending in a newline.
  public func render(_ diagnostics: ScriptDiagnostics) -> String {
    diagnostics.diagnostics.map { render($0, source: diagnostics.source) }
      .joined(separator: "\n")
  }

  /// Renders one script diagnostic against the source it points into.
  public func render(_ diagnostic: ScriptDiagnostic, source: String) -> String {
    render(item(for: diagnostic), source: source)
  }

  /// The localized item for a script diagnostic.
  public func item(for diagnostic: ScriptDiagnostic) -> Item {
    Item(
      code: diagnostic.code, message: localizer(diagnostic.messageKey, diagnostic.arguments),
      help: diagnostic.helpKey.map { localizer($0, diagnostic.arguments) },
      path: diagnostic.path, line: diagnostic.line, column: diagnostic.column,
      length: diagnostic.length)
  }

  // MARK: - Items

  /// Renders one item: the machine-readable line, the snippet with a caret, the help line.
  public func render(_ item: Item, source: String) -> String {
    var output = ""
    let severityColor = item.severity == .error ? "1;31" : "1;33"
    let label = item.severity.rawValue + (item.code.map { "[\($0)]" } ?? "")
    output += "\(item.path):\(item.line):\(item.column): "
    output += paint(label, severityColor) + ": " + paint(item.message, "1") + "\n"

    let lines = Self.lines(of: source)
    if item.line >= 1, item.line <= lines.count {
      let first =
        item.line >= 2 && !lines[item.line - 2].allSatisfy(\.isWhitespace)
        ? item.line - 1 : item.line
      let gutterWidth = String(item.line).count + 1
      for number in first...item.line {
        let text = Self.expandTabs(lines[number - 1])
        output += paint(pad(String(number), gutterWidth) + " |", "34")
        output += (text.isEmpty ? "" : " " + text) + "\n"
      }
      let line = lines[item.line - 1]
      let start = Self.displayColumn(utf8Column: item.column, in: line)
      let end = Self.displayColumn(utf8Column: item.column + item.length, in: line)
      let caret = "^" + String(repeating: "~", count: max(0, end - start - 1))
      output += paint(String(repeating: " ", count: gutterWidth) + " |", "34")
      output += " " + String(repeating: " ", count: start) + paint(caret, severityColor) + "\n"
    }
    if let help = item.help {
      output += paint(localizer("sim.diag.help"), "1;36") + ": " + help + "\n"
    }
    return output
  }

  // MARK: - Helpers

  func paint(_ text: String, _ sgr: String) -> String {
    styled ? "\u{1B}[\(sgr)m\(text)\u{1B}[0m" : text
  }

  func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
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
