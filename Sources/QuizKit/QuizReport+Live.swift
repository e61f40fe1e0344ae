import Gradebook

extension QuizReport {
  /// One item voted on in live sessions: each round's votes, the switch matrix, and Hake's
  /// normalised gain (`nil` when undefined: nobody voted twice, or everyone was right first).
  public struct LiveItem: Codable, Equatable, Sendable {
    public var item: String
    /// Round 1 then round 2: how many students voted, and the share right.
    public var rounds: [Slice]
    public var matrix: SwitchMatrix
    public var gain: Double?
  }

  /// The live items of `quiz` among `answers`, in quiz order; `nil` without live votes.
  static func liveItems(quiz: Quiz, answers: [QuizAnswer]) -> [LiveItem]? {
    let voted = Set(answers.filter { $0.round != nil }.map(\.item))
    guard !voted.isEmpty else { return nil }
    return quiz.items.filter { voted.contains($0.id) }.map { item in
      let rounds = [1, 2].map { LiveVotes(answers, item: item.id, round: $0) }
      let matrix = SwitchMatrix(first: rounds[0], second: rounds[1])
      let gain: Double? = if case .value(let g) = matrix.gain { g } else { nil }
      return LiveItem(
        item: item.id, rounds: rounds.map { Slice(answered: $0.count, facility: $0.facility) },
        matrix: matrix, gain: gain)
    }
  }
}
