import Gradebook
import IdentityEngine
import LessonKit
import Localization

/// Replays recorded answers on the current simulator and quiz text.
///
/// Each answer's item is resolved again in the answer's language and variant, its scene run,
/// and the raw answer graded again with the same reader; answers whose score would change are
/// reported with the reason. Nothing is written here: `--apply` records the changes through the
/// store, which keeps the old score.
public enum Regrade {
  /// Why a grade changes.
  public enum Reason: Equatable, Sendable {
    /// The simulator now computes another truth.
    case truthChanged(from: String, to: String)
    /// The item's text changed (same truth).
    case textChanged(from: String, to: String)
    /// The grader reads the answer differently.
    case graderChanged
    /// The answer can no longer be read (it scores 0).
    case unreadable
  }

  /// One answer whose grade would change.
  public struct Change: Sendable {
    public var answer: QuizAnswer
    public var newScore: Double
    public var newTruth: String
    /// The hash of the item's text as it reads now.
    public var newItemHash: String
    public var reason: Reason

    /// The reason in a stable, language-neutral form for the store.
    public var reasonCode: String {
      switch reason {
      case .truthChanged(let from, let to): "truth: \(from) -> \(to)"
      case .textChanged(let from, let to): "text: \(from) -> \(to)"
      case .graderChanged: "grader"
      case .unreadable: "unreadable"
      }
    }
  }

  /// The changes a regrade would make, in the order the answers were recorded.
  ///
  /// Answers whose score an instructor overrode (`idlab quiz grade`) keep it and are left out.
  ///
  /// - Parameters:
  ///   - quiz: the quiz in a given language (`nil` when that language has none).
  ///   - skipped: answers whose item no longer exists or whose scene fails, untouched.
  public static func changes(
    answers: [QuizAnswer], quiz: (Language) -> Quiz?, course: Course?
  ) -> (changes: [Change], skipped: [QuizAnswer]) {
    var changes: [Change] = []
    var skipped: [QuizAnswer] = []
    // An instructor's override stands: a regrade never replaces it.
    for answer in answers where answer.regradeReason != RegradeRecord.overrideReason {
      let language = Language(code: answer.language) ?? .en
      guard let quiz = quiz(language), let item = quiz.item(answer.item),
        let resolved = try? quiz.resolve(item, variant: answer.variant, course: course),
        let (truth, _) = try? resolved.truth()
      else {
        skipped.append(answer)
        continue
      }
      let newScore: Double
      let reason: Reason
      switch AnswerFlow.grade(
        answer.rawAnswer, question: resolved.question, truth: truth, language: language)
      {
      case .graded(let grade, _, _):
        newScore = grade.score
        if truth.canonical != answer.truth {
          reason = .truthChanged(from: answer.truth, to: truth.canonical)
        } else if resolved.hash != answer.itemHash {
          reason = .textChanged(from: answer.itemHash, to: resolved.hash)
        } else {
          reason = .graderChanged
        }
      case .unreadable, .sceneFailed:
        newScore = 0
        reason = .unreadable
      }
      guard abs(newScore - answer.score) > 1e-9 else { continue }
      changes.append(
        Change(
          answer: answer, newScore: newScore, newTruth: truth.canonical,
          newItemHash: resolved.hash, reason: reason))
    }
    return (changes, skipped)
  }
}
