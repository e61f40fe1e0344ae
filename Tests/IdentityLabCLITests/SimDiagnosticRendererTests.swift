import IdlabTestSupport
import LessonKit
import Localization
import Testing
import ViewScript

@testable import IdentityLabCLI

@Suite struct SimDiagnosticRendererTests {
  static let source = """
    import SwiftUI

    struct Bench: View {
      var body: some View { Marquee("hi") }
    }
    """

  static let diagnostic = ScriptDiagnostic(
    .unsupportedPropertyWrapper, ["name": "Marquee"], path: "bench.swift", line: 4, column: 25,
    length: 13)

  static func localizer(_ language: Language) -> Localizer {
    Localizer(
      language: language,
      catalogs: [
        .en: Catalog(
          language: .en,
          entries: [
            "diag.S101.message": "unsupported view `{name}`",
            "diag.S101.help": "use `Text` instead",
            "sim.diag.help": "help",
          ]),
        .es: Catalog(
          language: .es,
          entries: [
            "diag.S101.message": "vista no admitida `{name}`", "diag.S101.help": "usa `Text`",
            "sim.diag.help": "ayuda",
          ]),
      ])
  }

  @Test func rendersLineSnippetCaretAndHelp() {
    let renderer = DiagnosticRenderer(localizer: Self.localizer(.en), styled: false)
    let output = renderer.render(ScriptDiagnostics([Self.diagnostic], source: Self.source))
    let expected = """
      bench.swift:4:25: error[S101]: unsupported view `Marquee`
       3 | struct Bench: View {
       4 |   var body: some View { Marquee("hi") }
         |                         ^~~~~~~~~~~~~
      help: use `Text` instead

      """
    expectLines(output, expected)
  }

  /// S305 carries a run-time failure: its message key (`failureKey`) is localized into the
  /// message, and without a catalogue entry the failure's own English text stays.
  @Test func aFailuresMessageKeyIsLocalizedIntoTheDiagnostic() {
    let diagnostic = ScriptDiagnostic(
      .rootFailed,
      ["failure": "Index out of range", "failureKey": "runtime.index-out-of-range"],
      path: "bench.swift", line: 4, column: 25, length: 1)
    let localizer = Localizer(
      language: .es,
      catalogs: [
        .es: Catalog(
          language: .es,
          entries: [
            "diag.S305.message": "se detiene: {failure}",
            "runtime.index-out-of-range": "índice fuera de rango",
          ])
      ])
    let renderer = DiagnosticRenderer(localizer: localizer, styled: false)
    #expect(renderer.item(for: diagnostic).message == "se detiene: índice fuera de rango")
    let untranslated = DiagnosticRenderer(
      localizer: Localizer(
        language: .es,
        catalogs: [.es: Catalog(language: .es, entries: ["diag.S305.message": "{failure}"])]),
      styled: false)
    #expect(untranslated.item(for: diagnostic).message == "Index out of range")
  }

  @Test func spanishKeepsTheMachineReadableShape() {
    let renderer = DiagnosticRenderer(localizer: Self.localizer(.es), styled: false)
    let output = renderer.render(Self.diagnostic, source: Self.source)
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.first == "bench.swift:4:25: error[S101]: vista no admitida `Marquee`")
    #expect(lines.last == "ayuda: usa `Text`")
  }

  @Test func noContextLineAfterABlankLine() {
    let renderer = DiagnosticRenderer(localizer: Self.localizer(.en), styled: false)
    var diagnostic = Self.diagnostic
    diagnostic.line = 3
    diagnostic.column = 8
    diagnostic.length = 5
    let output = renderer.render(diagnostic, source: Self.source)
    #expect(output.contains(" 3 | struct Bench: View {\n   |        ^~~~~\n"))
    #expect(!output.contains(" 2 |"))
  }

  /// A line wider than the terminal is shown as a window around the caret, cut with `…`
  /// (issue #32: a 160 kB line printed whole for each of its errors).
  @Test func aLongLineIsShownAsAWindowAroundTheCaret() {
    let renderer = DiagnosticRenderer(localizer: Self.localizer(.en), styled: false, width: 40)
    // 40 columns less the gutter (` 1 | `): 35 for the text, the caret a third of the way in.
    let far = DiagnosticRenderer.Item(
      code: "S1", message: "m", path: "a.swift", line: 1, column: 101, length: 5)
    let right = renderer.render(far, source: String(repeating: "x", count: 100) + "Foo()")
    #expect(
      right.contains(
        " 1 | …" + String(repeating: "x", count: 11) + "Foo()\n   |"
          + String(repeating: " ", count: 13)
          + "^~~~~\n"), "\(right)")
    let near = DiagnosticRenderer.Item(
      code: "S1", message: "m", path: "a.swift", line: 1, column: 1, length: 5)
    let left = renderer.render(near, source: "Foo()" + String(repeating: "y", count: 200))
    #expect(
      left.contains(" 1 | Foo()" + String(repeating: "y", count: 29) + "…\n   | ^~~~~\n"),
      "\(left)")
  }

  /// On a terminal the help line is wrapped to the width at word boundaries; the first line,
  /// which tools read, stays whole.
  @Test func helpIsWrappedToTheWidthOnATerminal() {
    var renderer = DiagnosticRenderer(localizer: Self.localizer(.en), styled: false, width: 40)
    renderer.wrapsHelp = true
    let item = DiagnosticRenderer.Item(
      code: "S1", message: "a message long enough to pass the forty columns of this terminal",
      help: "use one of the supported views instead, for example Text with a string in it",
      path: "a.swift", line: 1, column: 1, length: 3)
    let lines = renderer.render(item, source: "Foo()").split(separator: "\n")
    #expect(
      lines.first
        == "a.swift:1:1: error[S1]: a message long enough to pass the forty columns of this terminal"
    )
    let help = lines.drop { !$0.hasPrefix("help:") }
    #expect(help.count == 3, "\(help)")
    #expect(help.allSatisfy { $0.count <= 40 }, "\(help)")
    #expect(
      help.joined(separator: " ")
        == "help: use one of the supported views instead, for example Text with a string in it")
  }

  /// One run prints at most 20 diagnostics and counts the rest, "at least" when the reader
  /// stopped early.
  @Test func theFirstTwentyAreShownAndTheRestCounted() throws {
    let items = (1...25).map { $0 }
    let english = DiagnosticRenderer(localizer: try realLocalizer(.en), styled: false)
    let (shown, more) = english.limited(items)
    #expect(Array(shown) == Array(1...20))
    #expect(more == "… and 5 more, not shown (the first 20 are above)")
    #expect(english.limited(Array(1...20)).more == nil)
    let spanish = DiagnosticRenderer(localizer: try realLocalizer(.es), styled: false)
    #expect(
      spanish.limited(items, isPartial: true).more
        == "… y al menos 5 más, sin mostrar (arriba están los primeros 20)")
  }

  @Test func caretCountsCharactersNotBytes() {
    let source = "Text(\"año\") + Foo()"
    let renderer = DiagnosticRenderer(localizer: Self.localizer(.en), styled: false)
    let item = DiagnosticRenderer.Item(
      code: "S1", message: "m", path: "a.swift", line: 1, column: 16, length: 5)
    let output = renderer.render(item, source: source)
    #expect(output.contains("\n   |               ^~~~~\n"), "\(output)")
  }

  @Test func styledOutputUsesEscapesUnstyledNone() {
    let styled = DiagnosticRenderer(localizer: Self.localizer(.en), styled: true)
      .render(Self.diagnostic, source: Self.source)
    let plain = DiagnosticRenderer(localizer: Self.localizer(.en), styled: false)
      .render(Self.diagnostic, source: Self.source)
    #expect(styled.contains("\u{1B}["))
    #expect(!plain.contains("\u{1B}"))
  }

  @Test func warningsAndCodelessItems() {
    let renderer = DiagnosticRenderer(localizer: Self.localizer(.en), styled: false)
    let item = DiagnosticRenderer.Item(
      severity: .warning, code: nil, message: "heading skipped", path: "01.md", line: 9,
      column: 1)
    #expect(renderer.render(item, source: "").hasPrefix("01.md:9:1: warning: heading skipped\n"))
  }

  @Test func rendersLessonDiagnosticsTheSameWay() throws {
    let source =
      "# T\n\n<!-- idlab: id=t order=1 seed=000 -->\n\n```question\nid: q\nobserv: Text#1\n```\n"
    let diagnostic = try #require(Lesson.parse(source: source, path: "t.md").diagnostics.first)
    let english = DiagnosticRenderer(localizer: try realLocalizer(.en), styled: false)
    expectLines(
      english.render(diagnostic, source: source),
      """
      t.md:7:1: error[L104]: unknown key `observ` in a question block
       6 | id: q
       7 | observ: Text#1
         | ^~~~~~
      help: \(try realLocalizer(.en)(diagnostic.helpKey, diagnostic.arguments))

      """)
    let spanish = DiagnosticRenderer(localizer: try realLocalizer(.es), styled: false)
    #expect(
      spanish.render(diagnostic, source: source).hasPrefix(
        "t.md:7:1: error[L104]: clave desconocida `observ`"))
  }
}
