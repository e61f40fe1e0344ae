import Testing
import ViewScript

@Suite struct SwiftHighlighterTests {
  @Test func highlighterClassifiesSwift() {
    let ranges = SwiftHighlighter.classify("struct A: View { let x = 1 }")
    #expect(ranges.first?.kind == .keyword)
    #expect(ranges.contains { $0.kind == .number })
    let painted = SwiftHighlighter.highlight("let x = 1") { kind, text in
      kind == .keyword ? "<\(text)>" : text
    }
    #expect(painted == "<let> x = 1")
  }
}
