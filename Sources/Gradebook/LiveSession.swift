/// Where a live peer-instruction session is: the item on the projector, what the class is
/// doing with it, and which round of votes is open.
///
/// The presenter is the only writer; students read it after every signal. `revision` grows
/// with every change, and a vote names the revision it answers, so a vote that arrives after
/// the presenter moved on is refused (`GradebookStore.recordVote(_:revision:)`).
public struct LiveSession: Codable, Equatable, Sendable {
  /// What the class is doing with the current item.
  public enum Phase: String, Codable, Sendable, CaseIterable {
    /// Students are joining; no item is shown yet.
    case lobby
    /// A round of votes is open (round 1: the first vote, round 2: the revote).
    case vote
    /// The round is closed and its distribution is on the projector.
    case show
    /// Students discuss with their neighbours before the revote.
    case discuss
    /// The simulation's outcome, the explanation and the switch matrix are on the projector.
    case reveal
  }

  /// The quiz id.
  public var quiz: String
  /// The 0-based position of the current item in the quiz.
  public var item: Int
  public var phase: Phase
  /// The round the votes belong to: 1 (vote) or 2 (revote).
  public var round: Int
  /// Grows by one with every change the presenter makes.
  public var revision: Int
  /// Seconds since 1970 of the last change.
  public var updated: Double

  /// Creates a session value.
  public init(
    quiz: String, item: Int, phase: Phase, round: Int, revision: Int, updated: Double
  ) {
    self.quiz = quiz
    self.item = item
    self.phase = phase
    self.round = round
    self.revision = revision
    self.updated = updated
  }

  /// Whether students may vote now.
  public var isVoting: Bool { phase == .vote }
}

extension LiveSession {
  /// The columns `init(quiz:row:)` reads from `live_sessions`, in order.
  static let columns = "item, phase, round, revision, updated"

  /// The statement that saves a session (inserted, or updated in place), given the backend's
  /// six placeholders in order (`?, ?, …` or `$1, $2, …`), which `values` fill.
  static func upsert(_ placeholders: String) -> String {
    """
    INSERT INTO live_sessions(quiz, item, phase, round, revision, updated)
    VALUES (\(placeholders))
    ON CONFLICT(quiz) DO UPDATE SET item = excluded.item, phase = excluded.phase,
      round = excluded.round, revision = excluded.revision, updated = excluded.updated
    """
  }

  /// The condition under which a vote is recorded: the quiz's session is still voting at the
  /// revision the vote answers, given the backend's placeholders for the quiz and the revision.
  static func votingCondition(quiz: String, revision: String) -> String {
    "EXISTS (SELECT 1 FROM live_sessions WHERE quiz = \(quiz) AND revision = \(revision) "
      + "AND phase = 'vote')"
  }

  /// The values `upsert(_:)` binds, in order.
  var values: [DatabaseValue] {
    [
      .text(quiz), .integer(Int64(item)), .text(phase.rawValue), .integer(Int64(round)),
      .integer(Int64(revision)), .real(updated),
    ]
  }

  /// The session in a row of `columns`, read the same way from either backend.
  init(quiz: String, row: [DatabaseValue]) {
    self.init(
      quiz: quiz, item: row[0].int ?? 0,
      phase: Phase(rawValue: row[1].string ?? "") ?? .lobby,
      round: row[2].int ?? 1, revision: row[3].int ?? 0, updated: row[4].double ?? 0)
  }
}
