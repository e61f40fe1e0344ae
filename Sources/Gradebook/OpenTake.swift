/// What must still hold of a take for an answer to be recorded in it. The store checks it in
/// the statement that records the answer, so no session, however out of date its own view of
/// the take, can add an answer to a take that was submitted, ended or ran out of time.
///
///     try store.record(answer, in: OpenTake(session: holder, timeLimit: 1_200))
public struct OpenTake: Equatable, Sendable {
  /// The session that must hold the take (`claimTake`), or `nil` when any session may record.
  public var session: String?
  /// The take's time limit in seconds from its start, to which the store adds the student's
  /// extra time; `nil` for an untimed take.
  public var timeLimit: Double?

  /// Creates the condition.
  public init(session: String? = nil, timeLimit: Double? = nil) {
    self.session = session
    self.timeLimit = timeLimit
  }

  /// SQL that holds when the session named by the parameter `session` (written twice, as
  /// `first` and `second`) holds the take `take` (a row of `quiz_takes`), or when that
  /// parameter is `NULL`: the one test of a session, for recording and for submitting.
  static func held(take: String, by first: String, _ second: String) -> String {
    """
    (\(first) IS NULL OR EXISTS (SELECT 1 FROM quiz_sessions s WHERE s.quiz = \(take).quiz
      AND s.student = \(take).student AND s.number = \(take).number AND s.holder = \(second)))
    """
  }

  /// The condition as SQL after `WHERE`, with `placeholder(n, type)` for its `n`-th
  /// parameter (0-based; `type` is its PostgreSQL type), and its parameters: the take exists
  /// and is not submitted, its quiz is not closed, the session holds it (when given), and the
  /// answer's time is within the limit plus extra time (when timed).
  func condition(for answer: QuizAnswer, placeholder: (Int, String) -> String)
    -> (sql: String, values: [DatabaseValue])
  {
    let types = ["text", "text", "int4", "text", "text", "float8", "float8", "float8"]
    let p = types.indices.map { placeholder($0, types[$0]) }
    let sql = """
      EXISTS (SELECT 1 FROM quiz_takes t WHERE t.quiz = \(p[0]) AND t.student = \(p[1])
        AND t.number = \(p[2]) AND t.submitted IS NULL
        AND NOT EXISTS (SELECT 1 FROM quiz_closures c WHERE c.quiz = t.quiz)
        AND \(Self.held(take: "t", by: p[3], p[4]))
        AND (\(p[5]) IS NULL OR \(p[6]) <= t.started + \(p[7]) + COALESCE((SELECT e.seconds
          FROM quiz_extra_time e WHERE e.quiz = t.quiz AND e.student = t.student), 0)))
      """
    let session = session.map(DatabaseValue.text) ?? .null
    let limit = timeLimit.map(DatabaseValue.real) ?? .null
    return (
      sql,
      [
        .text(answer.quiz), .text(answer.student), .integer(Int64(answer.take)), session,
        session, limit, .real(answer.time), limit,
      ]
    )
  }
}
