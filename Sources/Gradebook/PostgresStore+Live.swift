/// Live sessions on PostgreSQL: the session row, votes refused once their round closed, and
/// the LISTEN/NOTIFY signal.
extension PostgresStore {
  /// Saves a quiz's live session.
  public func setLiveSession(_ session: LiveSession) throws(GradebookError) {
    try run { () throws(PostgresError) in
      try database.query(LiveSession.upsert("$1, $2, $3, $4, $5, $6"), session.values)
    }
  }

  /// A quiz's live session, if one was opened.
  public func liveSession(quiz: String) throws(GradebookError) -> LiveSession? {
    try run(retry: true) { () throws(PostgresError) in
      try database.query(
        "SELECT \(LiveSession.columns) FROM live_sessions WHERE quiz = $1",
        [.text(quiz)])
    }.first.map { LiveSession(quiz: quiz, row: $0) }
  }

  /// Records a live vote while the session is still voting at `revision`.
  public func recordVote(_ answer: QuizAnswer, revision: Int) throws(GradebookError)
    -> QuizAnswer?
  {
    try insert(
      answer, condition: LiveSession.votingCondition(quiz: "$17", revision: "$18"),
      [.text(answer.quiz), .integer(Int64(revision))])
  }

  /// LISTEN/NOTIFY on a connection of its own to the same server.
  public func liveSignal(quiz: String, listening channel: LiveChannel) throws(GradebookError)
    -> any LiveSessionSignal
  {
    try NotifyLiveSignal(url: url, quiz: quiz, listening: channel)
  }
}
