import Testing

@testable import QuizKit

/// `Q125`: a colour parameter takes SwiftUI's colour names only, and says which they are.
@Suite struct QuizColorParameterTests {
  /// SwiftUI's named colours, as Apple's documentation of `Color` lists them.
  static let swiftUIColors =
    "red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray, "
    + "black, white, clear, primary, secondary, accentColor"

  /// An item with `param` whose question prints `{{p}}` (`:color` when `shown`).
  static func diagnostics(_ param: String, shown: Bool = false) -> [QuizDiagnostic] {
    let placeholder = shown ? "{{p:color}}" : "{{p}}"
    let body = """
      ```item
      id: x
      question: q
      param: \(param)
      ```

      ```question
      id: q
      kind: number
      scene: rows
      observe: rows(ForEach#1).count
      prompt: Rows, with \(placeholder)?
      ```
      """
    return QuizFixtures.parse(QuizFixtures.source(body: body)).diagnostics
  }

  @Test func anUnknownColourAmongColoursIsRefusedWithTheList() throws {
    let found = Self.diagnostics("p = pink | mauve | teal")
    #expect(found.map(\.code.rawValue) == ["Q125"])
    let problem = try #require(found.first)
    #expect(problem.arguments["value"] == "mauve")
    #expect(problem.arguments["param"] == "p")
    #expect(problem.arguments["colors"] == Self.swiftUIColors)
    #expect(problem.line == 12)
  }

  @Test func aParameterShownAsAColourIsOne() {
    #expect(Self.diagnostics("p = mauve", shown: true).map(\.code.rawValue) == ["Q125"])
    #expect(Self.diagnostics("p = mauve").map(\.code.rawValue) == [])
  }

  @Test(arguments: [
    "p = .pink | Color.teal | accentColor", "p = apple | pear", "p = 1 | 2",
    // Expressions are code, not a list of colour names, even when one value is a colour.
    "p = isOn ? Color.green : Color.clear | Color.green",
  ])
  func otherParametersPass(_ param: String) {
    #expect(Self.diagnostics(param, shown: param.contains("pink")).isEmpty)
  }
}
