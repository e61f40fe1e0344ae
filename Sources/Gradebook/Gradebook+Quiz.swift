import Foundation

extension Gradebook {
  /// Schema version 2: quiz takes, answers (with regrades), releases and extra time.
  static let quizSchema = """
    CREATE TABLE IF NOT EXISTS quiz_takes(
      quiz TEXT NOT NULL, student TEXT NOT NULL, number INTEGER NOT NULL, seed TEXT NOT NULL,
      plan TEXT NOT NULL, language TEXT NOT NULL, started REAL NOT NULL, submitted REAL,
      PRIMARY KEY(quiz, student, number));
    CREATE TABLE IF NOT EXISTS quiz_answers(
      id INTEGER PRIMARY KEY,
      quiz TEXT NOT NULL, student TEXT NOT NULL, take INTEGER NOT NULL, item TEXT NOT NULL,
      seed TEXT NOT NULL, variant INTEGER NOT NULL, language TEXT NOT NULL,
      raw_answer TEXT NOT NULL, parsed_answer TEXT NOT NULL, truth TEXT NOT NULL,
      score REAL NOT NULL, points REAL NOT NULL, time REAL NOT NULL,
      simulator_version TEXT NOT NULL, item_hash TEXT NOT NULL,
      original_score REAL, regrade_reason TEXT, regraded REAL);
    CREATE INDEX IF NOT EXISTS quiz_answers_quiz ON quiz_answers(quiz, student, take);
    CREATE TABLE IF NOT EXISTS quiz_releases(quiz TEXT PRIMARY KEY, released REAL NOT NULL);
    CREATE TABLE IF NOT EXISTS quiz_extra_time(
      quiz TEXT NOT NULL, student TEXT NOT NULL, seconds REAL NOT NULL,
      PRIMARY KEY(quiz, student));
    """

  // MARK: - Takes

  /// Starts a take, or returns the one already stored under the same number.
  public func beginTake(_ take: QuizTake) throws(GradebookError) -> QuizTake {
    try database.transaction { () throws(GradebookError) in
      try database.query(
        """
        INSERT OR IGNORE INTO quiz_takes(quiz, student, number, seed, plan, language, started)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        """,
        [
          .text(take.quiz), .text(take.student), .integer(Int64(take.number)), .text(take.seed),
          .text(take.plan), .text(take.language), .real(take.started),
        ])
    }
    return try takes(quiz: take.quiz, student: take.student).first { $0.number == take.number }
      ?? take
  }

  /// The student's takes of a quiz, first take first.
  public func takes(quiz: String, student: String) throws(GradebookError) -> [QuizTake] {
    try database.query(
      QuizTake.select + " WHERE quiz = ? AND student = ? ORDER BY number",
      [.text(quiz), .text(student)]
    ).map(QuizTake.init(row:))
  }

  /// Every take of a quiz, by student then number.
  public func takes(quiz: String) throws(GradebookError) -> [QuizTake] {
    try database.query(QuizTake.select + " WHERE quiz = ? ORDER BY student, number", [.text(quiz)])
      .map(QuizTake.init(row:))
  }

  /// Marks a take submitted.
  public func submitTake(quiz: String, student: String, number: Int, time: Double)
    throws(GradebookError)
  {
    try database.transaction { () throws(GradebookError) in
      try database.query(
        """
        UPDATE quiz_takes SET submitted = ?
        WHERE quiz = ? AND student = ? AND number = ? AND submitted IS NULL
        """,
        [.real(time), .text(quiz), .text(student), .integer(Int64(number))])
    }
  }

  // MARK: - Answers

  /// Writes one answer in its own transaction; durable when it returns.
  @discardableResult
  public func record(_ answer: QuizAnswer) throws(GradebookError) -> QuizAnswer {
    try insert(answer, condition: "", [])
      ?? answer
  }

  /// Inserts `answer` when `condition` (SQL after `WHERE`, or empty) holds; the stored answer,
  /// or `nil` when the condition did not hold.
  func insert(_ answer: QuizAnswer, condition: String, _ bindings: [SQLiteDatabase.Column])
    throws(GradebookError) -> QuizAnswer?
  {
    let id = try database.transaction { () throws(GradebookError) -> Int64? in
      try database.query(
        QuizAnswer.insert(selecting: Array(repeating: "?", count: 16).joined(separator: ", "))
          + (condition.isEmpty ? "" : " WHERE " + condition),
        answer.insertedValues + bindings)
      guard try database.query("SELECT changes()").first?.first?.int == 1 else { return nil }
      let row = try database.query("SELECT last_insert_rowid()").first
      return Int64(row?.first?.int ?? 0)
    }
    guard let id else { return nil }
    var stored = answer
    stored.id = id
    return stored
  }

  /// Every answer to a quiz, in the order recorded.
  public func answers(quiz: String) throws(GradebookError) -> [QuizAnswer] {
    try database.query(
      """
      SELECT \(QuizAnswer.columns) FROM quiz_answers WHERE quiz = ? ORDER BY id
      """, [.text(quiz)]
    ).map(QuizAnswer.init(row:))
  }

  /// Applies a regrade, keeping the first recorded score in `original_score`.
  public func regrade(answer id: Int64, score: Double, reason: String, time: Double)
    throws(GradebookError)
  {
    try database.transaction { () throws(GradebookError) in
      try database.query(
        """
        UPDATE quiz_answers SET original_score = COALESCE(original_score, score), score = ?,
          regrade_reason = ?, regraded = ? WHERE id = ?
        """, [.real(score), .text(reason), .real(time), .integer(id)])
    }
  }

  // MARK: - Release and extra time

  /// Makes a quiz's held feedback visible (the first release time is kept).
  public func release(quiz: String, time: Double) throws(GradebookError) {
    try database.transaction { () throws(GradebookError) in
      try database.query(
        "INSERT OR IGNORE INTO quiz_releases(quiz, released) VALUES (?, ?)",
        [.text(quiz), .real(time)])
    }
  }

  /// When the quiz was released.
  public func releaseTime(quiz: String) throws(GradebookError) -> Double? {
    try database.query("SELECT released FROM quiz_releases WHERE quiz = ?", [.text(quiz)]).first?
      .first?.double
  }

  /// Sets one student's extra time.
  public func setExtraTime(quiz: String, student: String, seconds: Double)
    throws(GradebookError)
  {
    try database.transaction { () throws(GradebookError) in
      try database.query(
        """
        INSERT INTO quiz_extra_time(quiz, student, seconds) VALUES (?, ?, ?)
        ON CONFLICT(quiz, student) DO UPDATE SET seconds = excluded.seconds
        """, [.text(quiz), .text(student), .real(seconds)])
    }
  }

  /// One student's extra time (0 when none).
  public func extraTime(quiz: String, student: String) throws(GradebookError) -> Double {
    try database.query(
      "SELECT seconds FROM quiz_extra_time WHERE quiz = ? AND student = ?",
      [.text(quiz), .text(student)]
    ).first?.first?.double ?? 0
  }
}
