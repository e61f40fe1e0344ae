import Gradebook
import LessonKit

/// A learner's standing in one lesson, computed from the gradebook's attempts.
///
/// A question's score is its **first** graded answer; later answers are practice. A question
/// skipped before it was answered scores 0 (`:skip` reveals the answer). A challenge is solved
/// when a `:check` passed before any `:skip`.
struct LessonProgress {
  /// The first score of each answered question, by id.
  var firstScores: [String: Double] = [:]
  /// Challenges solved, by id.
  var solved: Set<String> = []
  /// Questions and challenges skipped before they were answered or solved.
  var skipped: Set<String> = []
  /// The machine ids (`question:…`, `challenge:…`) still waiting, in reading order.
  var unanswered: [String] = []
  /// Questions in the lesson.
  var questionCount = 0
  /// Graded challenges in the lesson (paste challenges are not graded).
  var challengeCount = 0

  /// The answer recorded for a skip.
  static let skipAnswer = ":skip"

  /// The progress in `lesson` given `attempts` (oldest first, any lessons).
  ///
  /// One pass over the lesson's blocks and one over the attempts: `Lesson.questions` and
  /// `Lesson.blocks` are computed properties that walk every page.
  init(lesson: Lesson, attempts: [Attempt]) {
    let blocks = lesson.blocks
    var questions: Set<String> = []
    for case .question(let question) in blocks { questions.insert(question.id) }
    var seen: Set<String> = []
    for attempt in attempts where attempt.lesson == lesson.id {
      let id = attempt.question
      let skip = attempt.answer == Self.skipAnswer
      if questions.contains(id) {
        guard !seen.contains(id) else { continue }
        seen.insert(id)
        firstScores[id] = attempt.score
        if skip { skipped.insert(id) }
      } else {
        guard !solved.contains(id), !skipped.contains(id) else { continue }
        if skip {
          skipped.insert(id)
        } else if Grade.isCorrect(attempt.score) {
          solved.insert(id)
        }
      }
    }
    for block in blocks {
      switch block {
      case .question(let q):
        questionCount += 1
        if firstScores[q.id] == nil { unanswered.append("question:" + q.id) }
      case .challenge(let c) where !c.isPaste:
        challengeCount += 1
        if !solved.contains(c.id) && !skipped.contains(c.id) {
          unanswered.append("challenge:" + c.id)
        }
      default: break
      }
    }
  }

  /// Whether the question or challenge has been answered, solved or skipped.
  func isDone(_ id: String) -> Bool {
    firstScores[id] != nil || solved.contains(id) || skipped.contains(id)
  }

  /// Questions whose first answer was right.
  var right: Int { firstScores.values.filter(Grade.isCorrect).count }

}

extension Block {
  /// The id of a question or challenge (what attempts are recorded under), nil otherwise.
  var itemID: String? {
    switch self {
    case .question(let q): q.id
    case .challenge(let c): c.id
    default: nil
    }
  }
}
