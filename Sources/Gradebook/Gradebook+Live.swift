import Foundation

extension Gradebook {
  /// Schema version 3: live sessions, and the round of a live vote.
  static let liveSchema = """
    ALTER TABLE quiz_answers ADD COLUMN live_round INTEGER;
    CREATE TABLE IF NOT EXISTS live_sessions(
      quiz TEXT PRIMARY KEY, item INTEGER NOT NULL, phase TEXT NOT NULL, round INTEGER NOT NULL,
      revision INTEGER NOT NULL, updated REAL NOT NULL);
    """

  /// Saves a quiz's live session.
  public func setLiveSession(_ session: LiveSession) throws(GradebookError) {
    try database.transaction { () throws(GradebookError) in
      try database.query(LiveSession.upsert("?, ?, ?, ?, ?, ?"), session.values)
    }
  }

  /// A quiz's live session, if one was opened.
  public func liveSession(quiz: String) throws(GradebookError) -> LiveSession? {
    try database.query(
      "SELECT \(LiveSession.columns) FROM live_sessions WHERE quiz = ?",
      [.text(quiz)]
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

  /// The inotify signal, in the folder `live` beside the gradebook file (a private temporary
  /// folder for an in-memory gradebook).
  public func liveSignal(quiz: String, listening channel: LiveChannel) throws(GradebookError)
    -> any LiveSessionSignal
  {
    try FileLiveSignal(folder: liveFolder, quiz: quiz, listening: channel)
  }

  /// Where the live signal's files are.
  var liveFolder: String {
    if database.path == ":memory:" {
      return (NSTemporaryDirectory() as NSString).appendingPathComponent(
        "idlab-live-\(getpid())-\(ObjectIdentifier(self).hashValue)")
    }
    return ((database.path as NSString).deletingLastPathComponent as NSString)
      .appendingPathComponent("live")
  }
}
