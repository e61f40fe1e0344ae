import Audit
import Testing

/// `// idlab:disable` comments silence exactly the findings they name.
@Suite struct SuppressionTests {
  /// A view with two index-keyed `ForEach`s (lines 4 and 6) over state.
  static func source(before first: String = "", second: String = "") -> String {
    """
    struct Fleet: View {
      @State var ships: [Ship] = []
      var body: some View {
    \(first.isEmpty ? "    Text(\"a\")" : "    " + first)
        ForEach(ships.indices, id: \\.self) { i in Text(ships[i].name) }
    \(second.isEmpty ? "    Text(\"b\")" : "    " + second)
        ForEach(0..<ships.count, id: \\.self) { i in Text(ships[i].name) }
      }
    }
    """
  }

  static func lines(_ source: String) -> [Int] {
    Auditor().audit(source: source, path: "Fleet.swift").findings.map(\.line)
  }

  @Test func withoutCommentsBothAreFound() {
    #expect(Self.lines(Self.source()) == [5, 7])
  }

  @Test func disableNextLineSilencesOnlyTheNextLine() {
    let source = Self.source(before: "// idlab:disable-next-line foreach-index-id")
    #expect(Self.lines(source) == [7])
    let report = Auditor().audit(source: source, path: "Fleet.swift")
    #expect(report.suppressedCount == 1)
  }

  @Test func disableNextLineWithoutRulesSilencesEveryRule() {
    #expect(Self.lines(Self.source(before: "// idlab:disable-next-line")) == [7])
  }

  @Test func disableNextLineForAnotherRuleSilencesNothing() {
    #expect(
      Self.lines(Self.source(before: "// idlab:disable-next-line self-id-not-unique")) == [5, 7])
  }

  @Test func disableLastsToTheEndOfTheFile() {
    #expect(Self.lines(Self.source(before: "// idlab:disable foreach-index-id")) == [])
  }

  @Test func enableEndsADisable() {
    let source = Self.source(
      before: "// idlab:disable foreach-index-id", second: "// idlab:enable foreach-index-id")
    #expect(Self.lines(source) == [7])
  }

  @Test func aStringThatLooksLikeACommentSilencesNothing() {
    #expect(Self.lines(Self.source(before: "Text(\"// idlab:disable all\")")) == [5, 7])
  }
}
