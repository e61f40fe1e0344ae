import Foundation
import IdentityEngine
import IdlabTestSupport
import LessonKit
import Localization
import Testing

@testable import QuizKit

@Suite struct QuizVariantTests {
  func quiz(_ body: String = QuizFixtures.insertItem, language: String = "en") throws -> Quiz {
    try #require(QuizFixtures.parse(QuizFixtures.source(body: body), language: language).quiz)
  }

  @Test func aVariantFillsTheSceneActionPromptAndChoices() throws {
    let quiz = try quiz()
    let item = try #require(quiz.item("insert"))
    let resolved = try quiz.resolve(item, variant: 3, course: nil)
    #expect(resolved.assignment == ["tint": "purple", "at": "1"])
    #expect(resolved.question.actions == [#"ships.insert(Ship(id: "n", tint: .purple), at: 1)"#])
    #expect(resolved.question.prompt.hasPrefix("Insert a purple ship at 1."))
    #expect(resolved.question.choices.map(\.id) == ["purple", "green", "blue"])
    let spanish = try self.quiz(language: "es")
    let translated = try spanish.resolve(item, variant: 3, course: nil)
    #expect(translated.question.choices[0].label == "morado")
    #expect(translated.hash != resolved.hash)  // the text differs, so does its hash
  }

  /// The truth of a variant is what the simulator computes for the same question written out
  /// by hand, without parameters.
  @Test(arguments: 0..<4)
  func theTruthOfAVariantIsTheSimulatedOne(_ variant: Int) throws {
    let quiz = try quiz()
    let item = try #require(quiz.item("insert"))
    let resolved = try quiz.resolve(item, variant: variant, course: nil)
    let tint = ["pink", "pink", "purple", "purple"][variant]
    let at = ["0", "1", "0", "1"][variant]
    let written =
      QuizFixtures.scene + """


        ```question
        id: by-hand
        kind: value
        scene: rows
        do: ships.insert(Ship(id: "n", tint: .\(tint)), at: \(at))
        observe: rows(ForEach#1)[3].modifier(background)
        ```
        """
    let lesson = try #require(Lesson.parseEmbedded(source: written, path: "hand.md").lesson)
    let expected = try SceneRunner(lesson: lesson).truth(of: try #require(lesson.questions.first))
    #expect(try resolved.truth().truth == expected.truth)
  }

  @Test func checkRunsEveryVariantAndNamesTheBrokenOne() throws {
    let clean = try quiz().checkVariants(course: nil, localizer: QuizFixtures.localizer)
    #expect(clean.0.isEmpty, "\(clean.0)")
    #expect(clean.1.keys.sorted() == ["insert#0", "insert#1", "insert#2", "insert#3"])
    let broken = try quiz(
      QuizFixtures.insertItem.replacingOccurrences(
        of: "param: tint = pink | purple", with: "param: tint = pink | blue"))
    let (problems, _) = broken.checkVariants(course: nil, localizer: QuizFixtures.localizer)
    // Variants 3 and 4 (tint=blue, at 0 and 1) fail for the same reason: one diagnostic names
    // both, instead of the same note twice.
    #expect(problems.map(\.code) == [.brokenVariant])
    #expect(problems.map { $0.arguments["variant"] } == ["3, 4"])
    #expect(problems.first?.arguments["values"]?.components(separatedBy: "; ").count == 2)
    #expect(problems.allSatisfy { $0.arguments["values"]?.contains("tint=blue") == true })
  }

  @Test func aReferenceComesFromTheLessonInTheSameLanguage() throws {
    let body = "```item\nid: r\nref: identity-bench/reset-created\n```"
    for language in ["en", "es"] {
      let quiz = try quiz(body, language: language)
      let item = try #require(quiz.item("r"))
      let resolved = try quiz.resolve(item, variant: 0, course: QuizFixtures.course)
      let lesson = try #require(
        QuizFixtures.course.lesson(id: "identity-bench", language: Language(code: language) ?? .en))
      let original = try #require(lesson.questions.first { $0.id == "reset-created" })
      #expect(resolved.question.prompt == original.prompt)
      #expect(
        try resolved.truth().truth == SceneRunner(lesson: lesson).truth(of: original).truth)
    }
    let missing = try quiz("```item\nid: r\nref: identity-bench/nope\n```")
    #expect(throws: QuizDiagnostic.self) {
      try missing.resolve(try #require(missing.item("r")), variant: 0, course: QuizFixtures.course)
    }
  }

  @Test func theShippedQuizChecksCleanInBothLanguages() {
    let set = QuizSet(path: QuizFixtures.repository.appendingPathComponent("Quizzes").path)
    let report = set.check(course: QuizFixtures.course, localizer: QuizFixtures.localizer)
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
    #expect(report.languages == [.en, .es])
    #expect(report.items >= 8)
  }

  @Test func parityCatchesMachineDrift() throws {
    let folder = try makeTemporaryFolder("quiz-parity")
    defer { try? FileManager.default.removeItem(at: folder) }
    for language in ["en", "es"] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent(language), withIntermediateDirectories: true)
    }
    let english = QuizFixtures.source(body: QuizFixtures.insertItem)
    let spanish = english.replacingOccurrences(of: "points: 2", with: "points: 3")
    try english.write(
      to: folder.appendingPathComponent("en/q.md"), atomically: true, encoding: .utf8)
    try spanish.write(
      to: folder.appendingPathComponent("es/q.md"), atomically: true, encoding: .utf8)
    try english.write(
      to: folder.appendingPathComponent("en/only.md"), atomically: true, encoding: .utf8)
    let report = QuizSet(path: folder.path).check(course: nil, localizer: QuizFixtures.localizer)
    let codes = Set(report.diagnostics.map(\.code))
    #expect(codes == [.parityMachine, .parityFile])
    // Q114 names the part, the key and both values, in the instructor's language.
    let drift = try #require(report.diagnostics.first { $0.code == .parityMachine })
    #expect(drift.arguments["what.key"] == "quizdiag.part.item")
    #expect(drift.arguments["key"] == "points")
    #expect(drift.arguments["here"] == "3")
    #expect(drift.arguments["there"] == "2")
  }
}
