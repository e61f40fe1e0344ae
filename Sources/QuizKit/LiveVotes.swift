import Gradebook
import LessonKit

/// The votes of a live session on one item, read from the store's answers.
///
/// A student may change their vote while a round is open; their latest vote in the round
/// counts.
public struct LiveVotes: Equatable, Sendable {
  /// The counting vote of each student, by student id.
  public var byStudent: [String: QuizAnswer]

  /// The counting votes on `item` in `round` among `answers` (answers outside live sessions
  /// and other rounds are ignored).
  public init(_ answers: [QuizAnswer], item: String, round: Int) {
    var latest: [String: QuizAnswer] = [:]
    for answer in answers where answer.item == item && answer.round == round {
      latest[answer.student] = answer
    }
    byStudent = latest
  }

  /// How many students voted.
  public var count: Int { byStudent.count }

  /// How many students voted each answer (the grader's language-neutral reading: a choice id,
  /// `a,c`, `green,blue`), most votes first, ties in answer order.
  public var distribution: [(answer: String, count: Int)] {
    var counts: [String: Int] = [:]
    for vote in byStudent.values { counts[vote.parsedAnswer, default: 0] += 1 }
    return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
      .map { (answer: $0.key, count: $0.value) }
  }

  /// The share of the votes that were right, or `nil` without votes.
  public var facility: Double? {
    guard count > 0 else { return nil }
    return Double(byStudent.values.filter { Grade.isCorrect($0.score) }.count) / Double(count)
  }
}
