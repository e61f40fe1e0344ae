import IdentityEngine
import Localization
import Testing

@testable import LessonKit

@Suite struct LessonParsingTests {
  static let sample = """
    # Tiny lesson

    <!-- idlab: id=tiny order=1 seed=000 -->

    Intro prose with `code`.

    ## First page

    Some words.

    ```swift scene=counter
    struct Counter: View {
      @State private var count = 0
      var body: some View { Button("Add") { count += 1 } }
    }
    ```

    ```question
    id: taps
    kind: choice
    scene: counter
    do: tap "Add"
    do: tap "Add"
    observe: Counter#1.state(count)
    choice two = 2: two
    choice one = 1: one, because: reasons
    choice green: the colour
    prompt: How many?
      Think twice.
    hint: count the taps
    hint: two
    explain: Each tap adds one.
    ```

    ```swift
    let fragment = 1
    ```

    ## Key points

    - State survives while identity does.
    - `id` changes reset it.
    """

  @Test func readsTheSkeleton() throws {
    let result = Lesson.parse(source: Self.sample, path: "tiny.md", language: "en")
    #expect(result.diagnostics.isEmpty)
    let lesson = try #require(result.lesson)
    #expect(lesson.id == "tiny")
    #expect(lesson.order == 1)
    #expect(lesson.seed == "000")
    #expect(lesson.title == "Tiny lesson")
    #expect(lesson.pages.map(\.heading) == ["", "First page", "Key points"])
    #expect(lesson.keyPoints == ["State survives while identity does.", "`id` changes reset it."])
    #expect(lesson.scenes["counter"]?.line == 11)
    #expect(lesson.pages[1].blocks.count == 4)
  }

  @Test func readsAQuestion() throws {
    let lesson = try #require(Lesson.parse(source: Self.sample, path: "tiny.md").lesson)
    let question = try #require(lesson.questions.first)
    #expect(question.id == "taps")
    #expect(question.kind == .choice)
    #expect(question.actions == ["tap \"Add\"", "tap \"Add\""])
    #expect(question.observe == "Counter#1.state(count)")
    #expect(question.choices.map(\.id) == ["two", "one", "green"])
    #expect(question.choices.map(\.value) == [.int(2), .int(1), .color("green")])
    #expect(question.choices[1].label == "one, because: reasons")
    #expect(question.prompt == "How many? Think twice.")
    #expect(question.hints == ["count the taps", "two"])
    #expect(question.line == 18)
    #expect(question.positions.line(of: "observe") == 24)
    #expect(question.positions.values["observe"] == SourcePosition(line: 24, column: 10))
    #expect(
      question.positions.actions == [
        SourcePosition(line: 22, column: 5), SourcePosition(line: 23, column: 5),
      ])
    #expect(question.positions.line(ofAction: 1, after: 22) == 23)
    #expect(question.positions.line(ofAction: 3, after: 22) == 25)
    #expect(question.positions.lastLine == 32)
  }

  struct BadCase: CustomTestStringConvertible, Sendable {
    var name: String
    var block: String
    var code: LessonDiagnostic.Code
    var line: Int
    var column: Int
    var testDescription: String { name }
  }

  static let badCases: [BadCase] = [
    BadCase(
      name: "unknown key", block: "id: q\nkidn: choice\n", code: .unknownKey, line: 9, column: 1),
    BadCase(
      name: "malformed line", block: "id: q\njust words\n", code: .malformedLine, line: 9, column: 1
    ),
    BadCase(
      name: "unknown kind", block: "id: q\nkind: pick\nscene: s\nobserve: Text#1.text\n",
      code: .unknownKind, line: 9, column: 7),
    BadCase(
      name: "missing observe", block: "id: q\nkind: number\nscene: s\n", code: .missingKey, line: 7,
      column: 1),
    BadCase(
      name: "duplicate key", block: "id: q\nid: r\n", code: .duplicateKey, line: 9, column: 1),
    BadCase(
      name: "bad choice literal", block: "id: q\nchoice a = \"open: x\n", code: .malformedChoice,
      line: 9, column: 1),
    BadCase(
      name: "one choice",
      block: "id: q\nkind: choice\nscene: s\nobserve: Text#1.text\nchoice a: A\n",
      code: .choicesInvalid, line: 9, column: 7),
  ]

  @Test(arguments: badCases) func reportsProblemsAtTheirPosition(_ bad: BadCase) {
    let source =
      "# T\n\n<!-- idlab: id=t order=1 seed=000 -->\n\n## P\n\n```question\n" + bad.block + "```\n"
    let diagnostics = Lesson.parse(source: source, path: "t.md").diagnostics
    let found = diagnostics.first { $0.code == bad.code }
    #expect(found != nil, "expected \(bad.code) in \(diagnostics)")
    #expect(found?.line == bad.line)
    #expect(found?.column == bad.column)
  }

  @Test func missingMetadataAndTitle() {
    let diagnostics = Lesson.parse(source: "Just prose.\n", path: "x.md").diagnostics
    #expect(diagnostics.map(\.code) == [.missingTitle, .metadata])
  }

  @Test func invalidMetadata() {
    let diagnostics = Lesson.parse(
      source: "# T\n\n<!-- idlab: id=Bad_ID order=x seed=1 -->\n", path: "x.md"
    ).diagnostics
    #expect(diagnostics.filter { $0.code == .metadataField }.count == 2)
    #expect(diagnostics.allSatisfy { $0.line == 3 || $0.code != .metadataField })
  }

  @Test func unknownKeySuggests() throws {
    let source =
      "# T\n\n<!-- idlab: id=t order=1 seed=000 -->\n\n```question\nid: q\nobserv: Text#1\n```\n"
    let diagnostic = try #require(Lesson.parse(source: source, path: "t.md").diagnostics.first)
    #expect(diagnostic.code == .unknownKey)
    #expect((diagnostic.line, diagnostic.column, diagnostic.length) == (7, 1, 6))
    #expect(diagnostic.arguments["suggestion"] == "observe")
  }

  @Test func everyDiagnosticHasAMessageInBothLanguages() {
    for language in [Language.en, .es] {
      let t = TestSupport.localizer(language)
      for code in LessonDiagnostic.Code.allCases {
        #expect(t.has("diag.\(code.rawValue).message"), "\(language) \(code.rawValue)")
      }
    }
  }

  @Test func courseStringsHaveTheSameKeysAndPlaceholders() throws {
    let en = TestSupport.localizer(.en).catalogs[.en]
    let es = TestSupport.localizer(.es).catalogs[.es]
    let enCourse = try #require(en).entries.filter { en?.tables[$0.key] == "Course" }
    let esCourse = try #require(es).entries.filter { es?.tables[$0.key] == "Course" }
    #expect(Set(enCourse.keys) == Set(esCourse.keys))
    for (key, text) in enCourse {
      #expect(
        Catalog.placeholders(in: text) == Catalog.placeholders(in: esCourse[key] ?? ""), "\(key)")
    }
  }
}
