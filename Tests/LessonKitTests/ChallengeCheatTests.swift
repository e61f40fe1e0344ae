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
    var edit: Edit
    var testDescription: String { "\(challenge): \(edit.breaks)" }
  }

  /// One text edit: replace `find` (its last occurrence when `last`) with `replace`.
  struct Edit: Sendable {
    var find: String
    var replace: String
    var last = false
    /// What the edit breaks, for the test name.
    var breaks: String
  }

  /// The cheats on one challenge, each an edit of `scene`.
  static func cheats(
    _ lesson: String, _ challenge: String, scene: String, _ edits: Edit...
  ) -> [Cheat] {
    edits.map { Cheat(lesson: lesson, challenge: challenge, scene: scene, edit: $0) }
  }

  static let indexKeyedTop = """
    ForEach(ships.indices, id: \\.self) { index in
            IdentityRow(ship: ships[index], stamper: stableStamper)
    """
  /// Both lists of the bench keyed by index, the top one too.
  static let keyedByIndex = Edit(
    find: "ForEach(ships) { ship in\n        IdentityRow(ship: ship, stamper: stableStamper)",
    replace: indexKeyedTop, breaks: "keys both lists by index")

  static let cheats: [Cheat] =
    cheats(
      "if-breaks-animations", "fix-reminder-row", scene: "reminder-fixed",
      Edit(
        find: ".background(isSelected ? Color.yellow : Color.clear)", replace: "",
        breaks: "deletes the yellow highlight"),
      Edit(
        find: "isSelected ? Color.yellow : Color.clear", replace: "Color.yellow",
        breaks: "highlights unselected rows too"))
    + cheats(
      "if-breaks-animations", "fix-highlight-helper", scene: "reminder-helper-fixed",
      Edit(
        find: ".highlighted(isSelected)",
        replace: ".background(isSelected ? Color.yellow : Color.clear)",
        breaks: "no longer calls the helper"),
      Edit(
        find:
          "func highlighted(_ isOn: Bool) -> some View {\n        self.background(isOn ? Color.yellow : Color.clear)\n    }",
        replace: "func marked(_ isOn: Bool) -> some View { self }",
        breaks: "deletes the helper's highlight and renames it"))
    + cheats(
      "state-reset", "fix-sledgehammer", scene: "id-forms-fixed",
      Edit(
        find: ".id(selected)", replace: "", last: true,
        breaks: "removes the id from the form that must reset"))
    + cheats(
      "state-reset", "fix-brew-filter", scene: "brews-fixed",
      Edit(
        find: ".filter { filterText.isEmpty || $0.name.contains(filterText) }", replace: "",
        breaks: "stops filtering"))
    + cheats(
      "foreach-identity", "keep-numbers-fix-identity", scene: "numbered-fixed",
      Edit(
        find: "Text(\"\\(number). \\(article.title)\")", replace: "Text(article.title)",
        breaks: "drops the numbers"))
    + cheats(
      "identity-bench", "fix-index-list", scene: "bench-fixed",
      Edit(
        find: "stamper: indexStamper)\n      }",
        replace: "stamper: indexStamper)\n      }\n      .id(ships.count)",
        breaks: "uses .id(ships.count)"))
    + cheats("identity-bench", "fix-index-list", scene: "bench", keyedByIndex)
    + cheats("identity-bench", "notes-follow-ship", scene: "bench-notes", keyedByIndex)

  static var course: Course {
    Course(directory: TestSupport.root.appendingPathComponent("Lessons").path)
  }

  @Test(arguments: cheats, Language.allCases)
  func cheatFailsItsChallenge(_ cheat: Cheat, language: Language) throws {
    let lesson = try #require(Self.course.lesson(id: cheat.lesson, language: language))
    let challenge = try #require(lesson.challenges.first { $0.id == cheat.challenge })
    let code = try #require(lesson.scenes[cheat.scene]?.code)
    let edit = cheat.edit
    let range = try #require(
      edit.last ? code.range(of: edit.find, options: .backwards) : code.range(of: edit.find),
      "the cheat's text is not in `\(cheat.scene)`")
    let cheated = code.replacingCharacters(in: range, with: edit.replace)
    let (passed, _) = try SceneRunner.check(challenge, code: cheated, path: "cheat.swift")
    #expect(!passed, "\(edit.breaks) passes `\(cheat.challenge)`")
    let (honest, _) = try SceneRunner.check(challenge, code: code, path: "honest.swift")
    if cheat.scene == challenge.solution { #expect(honest, "the solution itself fails") }
  }
}
