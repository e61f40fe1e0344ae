import Foundation
import IdentityEngine
import TerminalUI
import Testing

@testable import IdentityLabCLI

/// Lesson prose rendered from cmark-gfm's tree: no Markdown markers leak, lists hang.
@Suite struct CourseTextTests {
  static let markdown = """
    Is this *the same* view? It is **state**, read with `@State`.

    - the **name** comes from `ship`;
    - the colour is captured once.

    1. first
    2. second

    | list | keyed by |
    |---|---|
    | top | `id` |
    """

  @Test func plainProseHasNoMarkupCharacters() {
    let text = CourseText.renderProse(Self.markdown, style: Styler(enabled: false), width: 80)
    expectLines(
      text,
      """
      Is this the same view? It is state, read with @State.

      •  the name comes from ship;
      •  the colour is captured once.

      1.  first
      2.  second

      list │ keyed by
      ─────┼─────────
      top  │ id
      """)
  }

  /// Titles, prompts, labels and hints: one line, marks gone, in both modes.
  @Test func inlineMarkdownLosesItsMarks() {
    let plain = Styler(enabled: false)
    #expect(
      CourseText.renderInline("Does `likes` *survive* the **flip**?", style: plain)
        == "Does likes survive the flip?")
    #expect(
      CourseText.renderInline("#4, because `Nimbus` is new", style: plain)
        == "#4, because Nimbus is new")
    #expect(CourseText.renderInline("a\nb", style: plain) == "a b")
    // An explanation that starts with its number is a sentence, not an ordered list; a dash, a
    // hash or a quote mark at the start stays too, and emphasis at the start still works.
    #expect(
      CourseText.renderInline("10. The button kept its identity.", style: plain)
        == "10. The button kept its identity.")
    #expect(CourseText.renderInline("- 3 rows", style: plain) == "- 3 rows")
    #expect(CourseText.renderInline("# of rows", style: plain) == "# of rows")
    #expect(CourseText.renderInline("> 2 rows", style: plain) == "> 2 rows")
    #expect(CourseText.renderInline("**Two**, then one", style: plain) == "Two, then one")
    let styled = CourseText.renderInline("Does `likes` *survive*?", style: Styler(enabled: true))
    #expect(styled == "Does \u{1B}[36mlikes\u{1B}[0m \u{1B}[3msurvive\u{1B}[0m?")
  }

  /// A string's own Markdown is rendered; the learner's text put into it is not read as
  /// Markdown.
  @Test func presenterTextRendersTheTemplateNotTheArguments() throws {
    let presenter = CoursePresenter(
      localizer: try realLocalizer(.en), style: Styler(enabled: false))
    #expect(presenter.text("course.page.next") == ":next continues")
    #expect(
      presenter.text("course.error.invalid-answer.choice", ["answer": "*x*"]).hasPrefix(
        "not among the choices: *x*."))
    let why = presenter.why("`likes` is **state**")
    #expect(why == "why: likes is state")
  }

  /// Chapter 4's table, at 60, 80 and 120 columns: every line fits, and every column
  /// separator of the table sits in the same column on every line.
  @Test(arguments: [60, 80, 120]) func chapterFourTableIsAlignedAtEveryWidth(width: Int) throws {
    for language in ["en", "es"] {
      let lesson = try String(
        contentsOf: repositoryURL("Lessons/\(language)/04-foreach-identity.md"), encoding: .utf8)
      let table = lesson.split(separator: "\n").filter { $0.hasPrefix("|") }
        .joined(separator: "\n")
      let lines = CourseText.renderProse(table, style: Styler(enabled: false), width: width)
        .split(separator: "\n").map(String.init)
      #expect(lines.count >= 6, "\(language) at \(width): \(lines)")
      for line in lines {
        #expect(DisplayWidth.of(line) <= width, "\(language) at \(width): \(line)")
        #expect(!line.contains("`") && !line.contains("|"))
      }
      let bars = Set(
        lines.map { line in
          line.firstIndex { $0 == "│" || $0 == "┼" }.map { DisplayWidth.of(line[..<$0]) }
        })
      #expect(bars.count == 1, "\(language) at \(width): separators at \(bars)")
    }
  }

  /// A table too wide even for narrow columns becomes one block of `header: cell` per row.
  @Test func aTableThatCannotFitBecomesRecords() {
    let text = CourseText.renderProse(
      """
      | one | two | three |
      |---|---|---|
      | alpha beta gamma delta | epsilon zeta eta theta | iota kappa lambda mu |
      | d | e | f |
      """,
      style: Styler(enabled: false), width: 30)
    expectLines(
      text,
      """
      one: alpha beta gamma delta
      two: epsilon zeta eta theta
      three: iota kappa lambda mu

      one: d
      two: e
      three: f
      """)
  }

  /// Renderings are kept for the life of the process, each for its own styling and width: the
  /// same Markdown asked again with another style or width is rendered for that one.
  @Test func keptRenderingsFollowStyleAndWidth() {
    let line = "Is `likes` *kept* again?"
    for _ in 0..<2 {
      #expect(
        CourseText.renderInline(line, style: Styler(enabled: false)) == "Is likes kept again?")
      #expect(
        CourseText.renderInline(line, style: Styler(enabled: true))
          == "Is \u{1B}[36mlikes\u{1B}[0m \u{1B}[3mkept\u{1B}[0m again?")
    }
    let table = "| one | two |\n|---|---|\n| alpha beta gamma delta epsilon | zeta eta theta |"
    for _ in 0..<2 {
      expectLines(
        CourseText.renderProse(table, style: Styler(enabled: false), width: 24),
        """
        one: alpha beta gamma delta epsilon
        two: zeta eta theta
        """)
      let wide = CourseText.renderProse(table, style: Styler(enabled: false), width: 100)
      #expect(wide.contains("│") && wide.contains("alpha beta gamma delta epsilon"))
      #expect(!wide.contains("one: "))
    }
  }

  @Test func styledProseUsesEscapesForEmphasisAndCode() {
    let text = CourseText.renderProse(Self.markdown, style: Styler(enabled: true))
    #expect(text.contains("\u{1B}[3mthe same\u{1B}[0m"))
    #expect(text.contains("\u{1B}[1mstate\u{1B}[0m"))
    #expect(text.contains("\u{1B}[36m@State\u{1B}[0m"))
    #expect(!text.contains("`"))
  }

  @Test func wrappedListItemsContinueUnderTheirText() {
    let text = CourseText.renderProse(
      "- one two three four five six seven eight nine ten", style: Styler(enabled: false))
    #expect(
      TextWrapper.wrap(text, width: 20)
        == "•  one two three\n   four five six\n   seven eight nine\n   ten")
  }
}

/// A `VStack` of lists is laid out as SwiftUI lays out a `VStack`: each child below the one
/// before, at any width (the seed calls the bench's lists "top list" and "bottom list").
@Suite struct StackedListsTests {
  static func list(_ id: String, _ names: [String]) -> RenderedNode {
    RenderedNode(
      type: "ForEach", identity: id,
      children: names.enumerated().map { index, name in
        RenderedNode(type: "Text", identity: "\(id)/\(index)", text: name)
      })
  }

  static var bench: RenderedNode {
    RenderedNode(
      type: "VStack", identity: "VStack",
      children: [
        RenderedNode(type: "Text", identity: "c1", text: "by id"),
        list("a", ["Nimbus", "Tidepool Station"]),
        RenderedNode(type: "Text", identity: "c2", text: "by index"),
        list("b", ["Nimbus", "Tidepool Station"]),
        RenderedNode(type: "Text", identity: "footer", text: "end"),
      ])
  }

  static func rows(width: Int) throws -> [String] {
    let renderer = SimScreenRenderer(
      localizer: try realLocalizer(.en), styled: false, width: width)
    return CourseText.screenRows(Self.bench, renderer: renderer, style: Styler(enabled: false))
  }

  @Test(arguments: [20, 60, 80, 200]) func listsAreOneBelowTheOther(width: Int) throws {
    #expect(
      try Self.rows(width: width) == [
        "by id", "Nimbus", "Tidepool Station", "by index", "Nimbus", "Tidepool Station", "end",
      ])
  }

  /// A screen row loses the white space at its end exactly as the regular expression `\s+$`
  /// removed it (Foundation's ICU is the oracle here): separators, control spaces and U+0085 go,
  /// a zero-width space stays.
  @Test(arguments: [
    "Nimbus  background [pink]   ", "  Kiln\t \u{3000}", "a\u{00A0}\u{2028}\u{2029}\u{205F}",
    "zero width\u{200B}", "vertical tab\u{0B}", "next line\u{85}", "a \u{85}", "b\t\u{0B}",
    "crlf \r\n", "   ", "",
    "\u{1B}[1m⚠\u{1B}[0m  ", "ñandú \u{2003}\u{202F}", "inside  kept  x",
  ])
  func trailingSpaceIsTrimmedAsTheRegularExpressionDid(_ line: String) {
    let regex = line.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    #expect(CourseText.trimmingTrailingSpace(line) == regex)
  }
}
