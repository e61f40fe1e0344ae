import Foundation
import IdentityEngine
import IdlabTestSupport
import Localization
import Testing
import ViewScript

@testable import LessonKit

/// Issue #27: no challenge passes because what its prompt talks about is gone. Every challenge
/// of the course, in both languages, is tried with its subject deleted (each view type its goal
/// names replaced by `EmptyView()`) and with its action emptied (the button a `tap` presses left
/// with an empty action), on its starting code and on its solution: none may pass. The two
/// cheats the issue reports are spelled out, with the guards off to show they are what catches
/// them.
@Suite struct ChallengeGuardTests {
  static var course: Course {
    Course(directory: TestSupport.root.appendingPathComponent("Lessons").path)
  }

  @Test(arguments: Language.allCases)
  func noChallengePassesWithItsSubjectDeletedOrItsActionEmptied(_ language: Language) throws {
    var tried = 0
    var challenges = 0
    for lesson in Self.course.lessons(language) {
      for challenge in lesson.challenges where !challenge.isPaste {
        challenges += 1
        let start = try #require(challenge.start.flatMap { lesson.scenes[$0] })
        let solution = try #require(challenge.solution.flatMap { lesson.scenes[$0] })
        for code in [start.code, solution.code] {
          for cheat in ChallengeGuards.cheats(of: challenge, code: code) {
            tried += 1
            // A variant whose action cannot run (the button is gone) does not pass either.
            let passed =
              (try? SceneRunner.check(
                challenge, code: cheat.code, path: "variant.swift", reference: start.code
              ).passed) ?? false
            #expect(!passed, "\(lesson.id)/\(challenge.id): \(cheat.kind) \(cheat.name) passes")
          }
        }
      }
    }
    // Every challenge gives at least its subject-deleted variant, on both codes.
    #expect(challenges >= 11)
    #expect(tried >= 2 * challenges)
  }

  /// Chapter 4's "Make every row survive a Refresh": the list deleted from the starting code,
  /// and the Refresh button emptied in the solution. Without the guards both pass (0 == 0 rows
  /// kept; nothing re-renders, so every row is kept); with them, neither does.
  @Test(arguments: Language.allCases) func theReportedCheatsFail(_ language: Language) throws {
    let lesson = try #require(Self.course.lesson(id: "foreach-identity", language: language))
    let challenge = try #require(lesson.challenges.first { $0.id == "fix-computed-id" })
    let start = try #require(lesson.scenes["computed-id"]?.code)
    let solution = try #require(lesson.scenes["computed-id-fixed"]?.code)
    let noList = try #require(ScriptMutation.deletingViews(named: "ForEach", in: start))
    let deadButton = try #require(ScriptMutation.emptyingButtons(labelled: "Refresh", in: solution))
    for cheat in [noList, deadButton] {
      let unguarded = try SceneRunner.check(challenge, code: cheat, path: "c.swift")
      #expect(unguarded.passed)
      let (conditions, _) = try SceneRunner.checkConditions(
        challenge, code: cheat, path: "c.swift", reference: start)
      let failing = conditions.filter { !$0.holds }.map(\.text)
      #expect(!failing.isEmpty)
    }
    // The honest solution still passes with the guards.
    let honest = try SceneRunner.check(
      challenge, code: solution, path: "s.swift", reference: start)
    #expect(honest.passed)
  }

  @Test func aGoalTheGuardsCannotSaveIsReportedByCheck() {
    let report = Course(directory: TestSupport.fixture("vacuous-goal"))
      .check(localizer: TestSupport.localizer())
    #expect(report.diagnostics.map(\.code) == [.vacuousGoal, .vacuousGoal])
    #expect(report.diagnostics.allSatisfy { $0.line == 46 })
  }
}
