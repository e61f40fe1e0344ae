/// Live sessions, the same statements on SQLite and PostgreSQL: the session row, and votes
/// refused once their round closed.
extension SQLStore {
  /// Saves a quiz's live session.
  public func setLiveSession(_ session: LiveSession) throws(GradebookError) {
    try change(LiveSession.upsert("?, ?, ?, ?, ?, ?"), session.values)
  }

  /// A quiz's live session, if one was opened.
  public func liveSession(quiz: String) throws(GradebookError) -> LiveSession? {
    try select(
      "SELECT \(LiveSession.columns) FROM live_sessions WHERE quiz = ?", [.text(quiz)]
    ).first.map { LiveSession(quiz: quiz, row: $0) }
  }

  /// Records a live vote while the session is still voting at `revision`.
  public func recordVote(_ answer: QuizAnswer, revision: Int) throws(GradebookError)
    -> QuizAnswer?
  {
    try insert(
      answer, condition: LiveSession.votingCondition(quiz: "?", revision: "?"),
      [.text(answer.quiz), .integer(Int64(revision))])
  }
}
