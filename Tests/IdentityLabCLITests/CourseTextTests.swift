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
    #expect(
      TextWrapper.wrap(text, width: 20)
        == "•  one two three\n   four five six\n   seven eight nine\n   ten")
  }
}

/// Sibling lists are laid out side by side when they fit, so the bench's two lists can be
/// compared row by row; otherwise they stack.
@Suite struct SideBySideListsTests {
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

  @Test func listsThatFitAreColumns() throws {
    #expect(
      try Self.rows(width: 80) == [
        "by id               by index", "Nimbus              Nimbus",
        "Tidepool Station    Tidepool Station", "end",
      ])
  }

  @Test func listsThatDoNotFitStack() throws {
    #expect(
      try Self.rows(width: 20) == [
        "by id", "Nimbus", "Tidepool Station", "by index", "Nimbus", "Tidepool Station", "end",
      ])
  }
}
