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

  @Test func plainProseHasNoEmphasisMarkersButKeepsCodeTicks() {
    let text = CourseText.renderProse(Self.markdown, style: Styler(enabled: false))
    #expect(text.hasPrefix("Is this the same view? It is state, read with `@State`."))
    #expect(!text.contains("*"))
    #expect(text.contains("•  the name comes from `ship`;\n•  the colour is captured once."))
    #expect(text.contains("1.  first\n2.  second"))
    #expect(text.contains("list │ keyed by\ntop  │ `id`"))
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
    #expect(TextWrapper.wrap(text, width: 20) == "•  one two three\n   four five six\n   seven eight nine\n   ten")
  }
}
