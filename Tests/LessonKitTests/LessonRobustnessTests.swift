import Localization
import Testing

@testable import LessonKit

/// The lesson reader on hostile files: located diagnostics, never a crash or raw control
/// characters.
@Suite struct LessonRobustnessTests {
  static let lesson = "# T\n\n<!-- idlab: id=t order=1 seed=000 -->\n\nProse.\n"

  @Test func crlfAndByteOrderMarkReadLikePlainNewlines() throws {
    let plain = Lesson.parse(source: Self.lesson, path: "t.md")
    for variant in [
      Self.lesson.replacingOccurrences(of: "\n", with: "\r\n"), "\u{FEFF}" + Self.lesson,
      Self.lesson.replacingOccurrences(of: "\n", with: "\r"),
    ] {
      let read = Lesson.parse(source: variant, path: "t.md")
      #expect(read.diagnostics.isEmpty)
      #expect(read.lesson?.id == plain.lesson?.id)
      #expect(read.lesson?.title == "T")
    }
  }

  @Test func controlCharactersAreLocatedAndShownAsSymbols() throws {
    let source = Self.lesson.replacingOccurrences(of: "Prose.", with: "Pro\u{1B}[2Jse.")
    let read = Lesson.parse(source: source, path: "t.md")
    let diagnostic = try #require(read.diagnostics.first)
    #expect(diagnostic.code == .controlCharacter)
    #expect(diagnostic.line == 5)
    #expect(diagnostic.column == 4)
    #expect(diagnostic.arguments["code"] == "U+001B")
    let prose = read.lesson?.blocks.compactMap { if case .prose(let p) = $0 { p } else { nil } }
    #expect(prose?.first?.markdown == "Pro␛[2Jse.")
  }

  @Test func deepProseIsFlattenedAndReported() throws {
    let source = Self.lesson.replacingOccurrences(
      of: "Prose.", with: String(repeating: "> ", count: 5_000) + "deep")
    let read = Lesson.parse(source: source, path: "t.md")
    #expect(read.diagnostics.map(\.code) == [.nestedTooDeeply])
    let prose = try #require(
      read.lesson?.blocks.compactMap { if case .prose(let p) = $0 { p } else { nil } }.first)
    var depth = 0
    var blocks = ProseBlock.parse(prose.markdown)
    while case .quote(let inner)? = blocks.first {
      depth += 1
      blocks = inner
    }
    #expect(depth == 32)
  }

  @Test func aChoiceWithoutAnIDIsAnError() {
    let source =
      Self.lesson
      + "\n```question\nid: q\nkind: choice\nscene: s\nobserve: Text#1.text\nchoice: A\n```\n"
    let codes = Lesson.parse(source: source, path: "t.md").diagnostics.map(\.code)
    #expect(codes.contains(.malformedChoice))
  }

  @Test func observationsNestAtMostToTheLimit() {
    let deep =
      String(repeating: "before(", count: 65) + "Text#1" + String(repeating: ")", count: 65)
    #expect(throws: ObservationSyntaxError("too-deep", ["limit": "64"], offset: 448)) {
      try Observation.parse(deep)
    }
    let fits =
      String(repeating: "before(", count: 64) + "Text#1" + String(repeating: ")", count: 64)
    #expect((try? Observation.parse(fits)) != nil)
  }

  @Test func failuresAreMessagesNotDumps() {
    let t = TestSupport.localizer(.es)
    #expect(
      SceneRunner.Failure.unknownScene("name-branches").message(localizer: t)
        == "no hay ninguna escena llamada `name-branches` en esta lección")
    let syntax = SceneRunner.Failure.syntax(ObservationSyntaxError("number", offset: 3))
    #expect(
      syntax.message(localizer: t) == "observación no válida: se esperaba un número a partir de 1")
  }
}
