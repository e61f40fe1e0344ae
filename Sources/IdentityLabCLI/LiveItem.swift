import Gradebook
import IdentityEngine
import LessonKit
import Localization
import QuizKit

/// One item of a live session, as everyone in the room sees it: the quiz's items in file
/// order, always variant 1 (the projector reveals one simulation for the whole class).
struct LiveItem {
  let resolved: ResolvedItem
  /// The position in the quiz (0-based) and the number of items.
  let index: Int
  let count: Int

  /// The item at `index` of `quiz`, or `nil` when it does not resolve.
  init?(_ quiz: Quiz, index: Int, course: Course) {
    guard quiz.items.indices.contains(index),
      let resolved = try? quiz.resolve(quiz.items[index], variant: 0, course: course)
    else { return nil }
    self.resolved = resolved
    self.index = index
    self.count = quiz.items.count
  }

  var question: Question { resolved.question }
  /// The code the item asks about, unless its author marked the scene `hidden`.
  var code: String? { resolved.shownCode }
  var id: String { resolved.item.id }
  /// Whether the answers are choice ids (one bar per choice).
  var hasChoices: Bool { [.choice, .multi].contains(question.kind) }

  /// The right answer as the class should read it: the right choices by number and label,
  /// else the value in `language`.
  func truthText(_ truth: Value, language: Language) -> String {
    guard hasChoices else { return truth.display(language) }
    let values: [Value] = if case .array(let values) = truth { values } else { [truth] }
    return question.choices.enumerated().filter { _, choice in
      values.contains { choice.value.matches($0) }
    }.map { "\($0.offset + 1). \($0.element.label)" }.joined(separator: "; ")
  }

  /// A recorded vote as the class reads it: choices by number and label, else as typed.
  func voteText(_ vote: QuizAnswer) -> String {
    guard hasChoices else { return vote.rawAnswer }
    let ids = vote.parsedAnswer.split(separator: ",").map(String.init)
    return question.choices.enumerated().filter { ids.contains($0.element.id) }
      .map { "\($0.offset + 1). \($0.element.label)" }.joined(separator: "; ")
  }
}
