import Foundation
import LessonKit
import Testing

@testable import QuizKit

@Suite struct QuizParsingTests {
  @Test func readsSettingsItemsGroupsAndParameters() throws {
    let source = QuizFixtures.source(
      settings: """
        id: sample
        mode: exam
        time-limit: 20m
        shuffle: true
        roster: ana, bruno
        """,
      body: """
        ```group
        id: pick
        choose: 1
        shuffle: true
        ```

        ```item
        id: a
        ref: identity-bench/insert-top-index-tints
        group: pick
        ```

        ```item
        id: b
        ref: identity-bench/reset-created
        group: pick
        points: 3
        ```

        \(QuizFixtures.insertItem)
        """)
    let result = QuizFixtures.parse(source)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let quiz = try #require(result.quiz)
    #expect(quiz.id == "sample")
    #expect(quiz.title == "Sample")
    #expect(quiz.settings.mode == .exam)
    #expect(quiz.settings.feedback == .held)  // an exam holds feedback unless told otherwise
    #expect(quiz.settings.timeLimit == 1200)
    #expect(quiz.settings.shuffle)
    #expect(quiz.settings.roster == ["ana", "bruno"])
    #expect(quiz.items.map(\.id) == ["a", "b", "insert"])
    #expect(
      quiz.items[0].source
        == .reference(lesson: "identity-bench", question: "insert-top-index-tints"))
    #expect(quiz.items[1].points == 3)
    #expect(
      quiz.groups == [QuizGroup(id: "pick", choose: 1, shuffle: true, line: quiz.groups[0].line)])
    #expect(quiz.items[2].parameters.map(\.name) == ["tint", "at"])
    #expect(quiz.items[2].variantCount == 4)
    #expect(quiz.introduction.contains("Intro."))
  }

  @Test func variantsCountInMixedRadix() throws {
    let quiz = try #require(
      QuizFixtures.parse(QuizFixtures.source(body: QuizFixtures.insertItem)).quiz)
    let item = try #require(quiz.item("insert"))
    let expected: [[String: String]] = [
      ["tint": "pink", "at": "0"], ["tint": "pink", "at": "1"],
      ["tint": "purple", "at": "0"], ["tint": "purple", "at": "1"],
    ]
    #expect((0..<4).map(item.assignment(variant:)) == expected)
  }

  /// Each bad input gives its code at its line (lines counted in the source below).
  @Test(arguments: [
    ("```item\nid: x\nqestion: q\n```", "Q104", 11),
    ("```item\nid: x\nquestion: missing\n```", "Q109", 11),
    ("```item\nid: x\nref: identity-bench/x\nparam: n = 1\n```", "Q110", 12),
    ("```item\nid: x\nquestion: q\nparam: bad\n```", "Q110", 12),
    ("```item\nid: x\nquestion: q\npoints: lots\n```", "Q102", 12),
    ("```item\nid: x\nquestion: q\ngroup: nowhere\n```", "Q112", 12),
  ])
  func badItemsAreDiagnosed(_ body: String, _ code: String, _ line: Int) {
    let question =
      "```question\nid: q\nkind: number\nscene: rows\nobserve: rows(ForEach#1).count\n```"
    let result = QuizFixtures.parse(QuizFixtures.source(body: body + "\n\n" + question))
    let found = result.diagnostics.map { "\($0.code.rawValue)@\($0.line)" }
    #expect(found.contains("\(code)@\(line)"), "\(found)")
  }

  @Test func unknownKeySuggestsTheNearestKey() {
    let result = QuizFixtures.parse(QuizFixtures.source(settings: "id: s\nmdoe: exam", body: ""))
    let problem = result.diagnostics.first { $0.code == .unknownKey }
    #expect(problem?.arguments["suggestion"] == "mode")
    #expect(problem?.line == 7)
  }

  @Test func missingQuizBlockAndUndeclaredPlaceholder() {
    let none = Quiz.parse(source: "# T\n\nNo quiz here.\n", path: "q.md", language: "en")
    #expect(none.quiz == nil)
    #expect(none.diagnostics.map(\.code) == [.quizBlock])
    let undeclared = QuizFixtures.parse(
      QuizFixtures.source(
        body: QuizFixtures.insertItem.replacingOccurrences(of: "param: at = 0 | 1\n", with: "")))
    #expect(undeclared.diagnostics.map(\.code) == [.unknownPlaceholder])
    #expect(undeclared.diagnostics.first?.arguments["name"] == "at")
  }

  @Test func questionBlocksAreReadByTheLessonReader() {
    let body = "```item\nid: x\nquestion: q\n```\n\n```question\nid: q\nkidn: number\n```"
    let result = QuizFixtures.parse(QuizFixtures.source(body: body))
    let wrapped = result.diagnostics.filter { $0.code == .questionBlock }
    #expect(wrapped.flatMap(\.notes).map(\.code).contains(.unknownKey))
  }
}
