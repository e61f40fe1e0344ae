import Foundation
import Localization
import Testing

@testable import LessonKit

/// Known cheats: edits that satisfy part of a challenge's prompt but break a constraint it states.
/// Each must fail the challenge's goal, in every language (the goals are language-neutral, the
/// lessons are read from each language folder).
@Suite struct ChallengeCheatTests {
  /// One cheat: a scene of the lesson with one text edit, and what the prompt says it breaks.
  struct Cheat: CustomTestStringConvertible, Sendable {
    var lesson: String
    var challenge: String
    /// The scene the cheat starts from (the challenge's start or solution).
    var scene: String
    var find: String
    var replace: String
    /// Replace the last occurrence instead of the first.
    var last = false
    /// What the cheat breaks, for the test name.
    var breaks: String
    var testDescription: String { "\(challenge): \(breaks)" }
  }

  static let indexKeyedTop = """
    ForEach(ships.indices, id: \\.self) { index in
            IdentityRow(ship: ships[index], stamper: stableStamper)
    """

  static let cheats: [Cheat] = [
    Cheat(
      lesson: "if-breaks-animations", challenge: "fix-reminder-row", scene: "reminder-fixed",
      find: ".background(isSelected ? Color.yellow : Color.clear)", replace: "",
      breaks: "deletes the yellow highlight"),
    Cheat(
      lesson: "if-breaks-animations", challenge: "fix-reminder-row", scene: "reminder-fixed",
      find: "isSelected ? Color.yellow : Color.clear", replace: "Color.yellow",
      breaks: "highlights unselected rows too"),
    Cheat(
      lesson: "if-breaks-animations", challenge: "fix-highlight-helper",
      scene: "reminder-helper-fixed",
      find: ".highlighted(isSelected)",
      replace: ".background(isSelected ? Color.yellow : Color.clear)",
      breaks: "no longer calls the helper"),
    Cheat(
      lesson: "if-breaks-animations", challenge: "fix-highlight-helper",
      scene: "reminder-helper-fixed",
      find:
        "func highlighted(_ isOn: Bool) -> some View {\n        self.background(isOn ? Color.yellow : Color.clear)\n    }",
      replace: "func marked(_ isOn: Bool) -> some View { self }",
      breaks: "deletes the helper's highlight and renames it"),
    Cheat(
      lesson: "state-reset", challenge: "fix-sledgehammer", scene: "id-forms-fixed",
      find: ".id(selected)", replace: "", last: true,
      breaks: "removes the id from the form that must reset"),
    Cheat(
      lesson: "state-reset", challenge: "fix-brew-filter", scene: "brews-fixed",
      find: ".filter { filterText.isEmpty || $0.name.contains(filterText) }", replace: "",
      breaks: "stops filtering"),
    Cheat(
      lesson: "foreach-identity", challenge: "keep-numbers-fix-identity", scene: "numbered-fixed",
      find: "Text(\"\\(number). \\(article.title)\")", replace: "Text(article.title)",
      breaks: "drops the numbers"),
    Cheat(
      lesson: "identity-bench", challenge: "fix-index-list", scene: "bench-fixed",
      find: "stamper: indexStamper)\n      }",
      replace: "stamper: indexStamper)\n      }\n      .id(ships.count)",
      breaks: "uses .id(ships.count)"),
    Cheat(
      lesson: "identity-bench", challenge: "fix-index-list", scene: "bench",
      find: "ForEach(ships) { ship in\n        IdentityRow(ship: ship, stamper: stableStamper)",
      replace: indexKeyedTop, breaks: "keys both lists by index"),
    Cheat(
      lesson: "identity-bench", challenge: "notes-follow-ship", scene: "bench-notes",
      find: "ForEach(ships) { ship in\n        IdentityRow(ship: ship, stamper: stableStamper)",
      replace: indexKeyedTop, breaks: "keys both lists by index"),
  ]

  static var course: Course {
    Course(directory: TestSupport.root.appendingPathComponent("Lessons").path)
  }

  @Test(arguments: cheats, Language.allCases)
  func cheatFailsItsChallenge(_ cheat: Cheat, language: Language) throws {
    let lesson = try #require(Self.course.lesson(id: cheat.lesson, language: language))
    let challenge = try #require(lesson.challenges.first { $0.id == cheat.challenge })
    let code = try #require(lesson.scenes[cheat.scene]?.code)
    let range = try #require(
      cheat.last
        ? code.range(of: cheat.find, options: .backwards) : code.range(of: cheat.find),
      "the cheat's text is not in `\(cheat.scene)`")
    let cheated = code.replacingCharacters(in: range, with: cheat.replace)
    let (passed, _) = try SceneRunner.check(challenge, code: cheated, path: "cheat.swift")
    #expect(!passed, "\(cheat.breaks) passes `\(cheat.challenge)`")
    let (honest, _) = try SceneRunner.check(challenge, code: code, path: "honest.swift")
    if cheat.scene == challenge.solution { #expect(honest, "the solution itself fails") }
  }
}
