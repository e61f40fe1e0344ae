import Foundation
import Testing

/// A known cheat on a challenge of `Lessons/`: a scene of the lesson with one text edit that
/// satisfies part of the challenge's prompt but breaks a constraint the prompt states, and the
/// goal conditions it must fail.
///
/// One table (`all`) for the library test (`ChallengeCheatTests`, on `SceneRunner`) and the
/// end-to-end one (`ChallengeCheatTranscriptTests`, through the built binary). The failing
/// conditions are worked out by hand from each goal, as the lesson writes them; the edits are
/// found in the scene of every language (the scenes' code is the same in each).
public struct ChallengeCheat: CustomTestStringConvertible, Sendable {
  /// The lesson's id (`identity-bench`).
  public var lesson: String
  /// The challenge's id (`fix-index-list`).
  public var challenge: String
  /// The scene the cheat edits (the challenge's start or solution).
  public var scene: String
  /// The text the edit replaces (its last occurrence when `last`).
  public var find: String
  /// What replaces it.
  public var replace: String
  /// Whether the edit replaces the last occurrence of `find` rather than the first.
  public var last = false
  /// What the edit breaks, in words, for test names.
  public var breaks: String
  /// The goal's conditions the cheated code must fail, as the lesson writes them, in goal order.
  public var failing: [String]

  public var testDescription: String { "\(challenge): \(breaks)" }

  /// `code` with the edit made, or nil when `find` is not in it.
  public func cheated(_ code: String) -> String? {
    guard let range = last ? code.range(of: find, options: .backwards) : code.range(of: find)
    else { return nil }
    return code.replacingCharacters(in: range, with: replace)
  }

  /// The top list of the bench keyed by index, as the bottom one is.
  static let indexKeyedTop = """
    ForEach(ships.indices, id: \\.self) { index in
            IdentityRow(ship: ships[index], stamper: stableStamper)
    """

  /// Both lists of the bench keyed by index, on `scene` of challenge `challenge`.
  static func keyedByIndex(_ challenge: String, scene: String, failing: String) -> Self {
    Self(
      lesson: "identity-bench", challenge: challenge, scene: scene,
      find: "ForEach(ships) { ship in\n        IdentityRow(ship: ship, stamper: stableStamper)",
      replace: indexKeyedTop, breaks: "keys both lists by index", failing: [failing])
  }

  /// Every known cheat, in lesson order.
  public static let all: [Self] = [
    Self(
      lesson: "if-breaks-animations", challenge: "fix-reminder-row", scene: "reminder-fixed",
      find: ".background(isSelected ? Color.yellow : Color.clear)", replace: "",
      breaks: "deletes the yellow highlight",
      failing: ["ReminderField#1.modifier(background) == .yellow"]),
    Self(
      lesson: "if-breaks-animations", challenge: "fix-reminder-row", scene: "reminder-fixed",
      find: "isSelected ? Color.yellow : Color.clear", replace: "Color.yellow",
      breaks: "highlights unselected rows too",
      failing: ["before(ReminderField#1.modifier(background)) != .yellow"]),
    Self(
      lesson: "if-breaks-animations", challenge: "fix-highlight-helper",
      scene: "reminder-helper-fixed", find: ".highlighted(isSelected)",
      replace: ".background(isSelected ? Color.yellow : Color.clear)",
      breaks: "no longer calls the helper", failing: ["code.calls(highlighted)"]),
    Self(
      lesson: "if-breaks-animations", challenge: "fix-highlight-helper",
      scene: "reminder-helper-fixed",
      find:
        "func highlighted(_ isOn: Bool) -> some View {\n        self.background(isOn ? Color.yellow : Color.clear)\n    }",
      replace: "func marked(_ isOn: Bool) -> some View { self }",
      breaks: "deletes the helper's highlight and renames it",
      // The call site still calls `highlighted`, now declared nowhere: no background at all.
      failing: ["ReminderField#1.modifier(background) == .yellow", "code.declares(highlighted)"]),
    Self(
      lesson: "state-reset", challenge: "fix-brew-filter", scene: "brews-fixed",
      find: ".filter { filterText.isEmpty || $0.name.contains(filterText) }", replace: "",
      breaks: "stops filtering",
      // Every row is kept, but none leaves: the count does not change.
      failing: ["rows(ForEach#1).count != before(rows(ForEach#1).count)"]),
    Self(
      lesson: "state-reset", challenge: "fix-sledgehammer", scene: "id-forms-fixed",
      find: ".id(selected)", replace: "", last: true,
      breaks: "removes the id from the form that must reset",
      // Picking Huila no longer resets the notes typed first.
      failing: ["TextField#2.value == after(0, TextField#2.value)"]),
    Self(
      lesson: "foreach-identity", challenge: "keep-numbers-fix-identity", scene: "numbered-fixed",
      find: "Text(\"\\(number). \\(article.title)\")", replace: "Text(article.title)",
      breaks: "drops the numbers",
      // Xcode's row shows its bare title before and after the delete.
      failing: ["rows(ForEach#1)[1].text(1) != before(rows(ForEach#1)[2].text(1))"]),
    // The index-keyed top list leaves the typed note in its slot.
    keyedByIndex(
      "notes-follow-ship", scene: "bench-notes",
      failing: "rows(ForEach#1)[3].state(note) == before(rows(ForEach#1)[2].state(note))"),
    Self(
      lesson: "identity-bench", challenge: "fix-index-list", scene: "bench-fixed",
      find: "stamper: indexStamper)\n      }",
      replace: "stamper: indexStamper)\n      }\n      .id(ships.count)",
      breaks: "uses .id(ships.count)",
      // A new id for the whole list: no old row survives, and `.id` is called.
      failing: [
        "rows(ForEach#2).kept.count == before(rows(ForEach#2).count)",
        "code.calls(id) == false",
      ]),
    // Both lists match, but the colours stay with the positions, not the ships.
    keyedByIndex(
      "fix-index-list", scene: "bench",
      failing:
        "rows(ForEach#1)[2].modifier(background) == before(rows(ForEach#1)[1].modifier(background))"
    ),
  ]
}
