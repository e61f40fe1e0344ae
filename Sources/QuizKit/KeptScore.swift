import Gradebook

/// The score a student keeps from their takes of a quiz, by the quiz's `keep:` policy: the one
/// computation behind the report, the CSV, the Canvas and Moodle grades and the review.
///
/// A take's score is the points of its latest answer to each item it gave (an unanswered
/// item counts 0) out of the points of those items. `best` keeps the take with the highest
/// fraction (the earliest of equal ones), `last` the latest take, `mean` the mean of every
/// take's fraction, in the points of the latest take.
///
///     KeptScore.all(quiz: quiz, takes: takes, answers: answers, keep: .best)["ana"]?.score
public struct KeptScore: Equatable, Sendable {
  /// The take kept (for `mean`, the latest, whose items the statistics count).
  public var take: QuizTake
  /// Points kept, out of `possible`.
  public var score: Double
  /// The points possible of the kept take.
  public var possible: Double
  /// How many takes the student started.
  public var attempts: Int

  /// The kept score of every student who started a take, by student id.
  public static func all(
    quiz: Quiz, takes: [QuizTake], answers: [QuizAnswer], keep: KeepPolicy
  ) -> [String: KeptScore] {
    var latest: [String: [Int: [String: QuizAnswer]]] = [:]
    for answer in answers where answer.round == nil {
      latest[answer.student, default: [:]][answer.take, default: [:]][answer.item] = answer
    }
    var result: [String: KeptScore] = [:]
    for (student, own) in Dictionary(grouping: takes, by: \.student) {
      let sorted = own.sorted { $0.number < $1.number }
      let scored = sorted.map { take in
        (take, points(of: take, quiz: quiz, answers: latest[student]?[take.number] ?? [:]))
      }
      guard let last = scored.last else { continue }
      func fraction(_ points: (earned: Double, possible: Double)) -> Double {
        points.possible > 0 ? points.earned / points.possible : 0
      }
      let kept: KeptScore
      switch keep {
      case .last:
        kept = KeptScore(
          take: last.0, score: last.1.earned, possible: last.1.possible, attempts: sorted.count)
      case .best:
        let best = scored.dropFirst().reduce(scored[0]) {
          fraction($1.1) > fraction($0.1) ? $1 : $0
        }
        kept = KeptScore(
          take: best.0, score: best.1.earned, possible: best.1.possible, attempts: sorted.count)
      case .mean:
        let mean = scored.map { fraction($0.1) }.reduce(0, +) / Double(scored.count)
        kept = KeptScore(
          take: last.0, score: mean * last.1.possible, possible: last.1.possible,
          attempts: sorted.count)
      }
      result[student] = kept
    }
    return result
  }

  /// The points a take earned and could earn: the items of its plan (every item of the quiz
  /// when the plan cannot be read), each answer's score times the item's points.
  static func points(of take: QuizTake, quiz: Quiz, answers: [String: QuizAnswer])
    -> (earned: Double, possible: Double)
  {
    let given = Set(QuizPlan(text: take.plan)?.entries.map(\.item) ?? quiz.items.map(\.id))
    var earned = 0.0
    var possible = 0.0
    for item in quiz.items where given.contains(item.id) {
      earned += (answers[item.id]?.score ?? 0) * item.points
      possible += item.points
    }
    return (earned, possible)
  }
}
