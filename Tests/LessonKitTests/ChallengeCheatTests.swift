import Foundation
import IdlabTestSupport
import Localization
import Testing

@testable import LessonKit

/// Known cheats (`ChallengeCheat.all`): edits that satisfy part of a challenge's prompt but break
/// a constraint it states. Each must fail the challenge's goal, on the conditions the table names,
/// in every language (the goals are language-neutral, the lessons are read from each language
/// folder).
@Suite struct ChallengeCheatTests {
  static var course: Course {
    Course(directory: TestSupport.root.appendingPathComponent("Lessons").path)
  }

  @Test(arguments: ChallengeCheat.all, Language.allCases)
  func cheatFailsItsChallenge(_ cheat: ChallengeCheat, language: Language) throws {
    let lesson = try #require(Self.course.lesson(id: cheat.lesson, language: language))
    let challenge = try #require(lesson.challenges.first { $0.id == cheat.challenge })
    let code = try #require(lesson.scenes[cheat.scene]?.code)
    let cheated = try #require(
      cheat.cheated(code), "the cheat's text is not in `\(cheat.scene)`")
    let (passed, _) = try SceneRunner.check(challenge, code: cheated, path: "cheat.swift")
    #expect(!passed, "\(cheat.breaks) passes `\(cheat.challenge)`")
    let (conditions, _) = try SceneRunner.checkConditions(
      challenge, code: cheated, path: "cheat.swift")
    #expect(conditions.filter { !$0.holds }.map(\.text) == cheat.failing)
    let (honest, _) = try SceneRunner.check(challenge, code: code, path: "honest.swift")
    if cheat.scene == challenge.solution { #expect(honest, "the solution itself fails") }
  }
}
