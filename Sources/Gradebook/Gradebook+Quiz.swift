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

  /// Schema version 4: the session that holds each open take (`claimTake`).
  static let sessionSchema = """
    CREATE TABLE IF NOT EXISTS quiz_sessions(
      quiz TEXT NOT NULL, student TEXT NOT NULL, number INTEGER NOT NULL, holder TEXT NOT NULL,
      since REAL NOT NULL, PRIMARY KEY(quiz, student, number));
    """

  /// Schema version 5: why a take was submitted, and quizzes closed by the instructor.
  static let closureSchema = """
    ALTER TABLE quiz_takes ADD COLUMN submit_reason TEXT;
    CREATE TABLE IF NOT EXISTS quiz_closures(quiz TEXT PRIMARY KEY, closed REAL NOT NULL);
    """

  /// Schema version 6: the history of regrades (`RegradeRecord`).
  static let regradeSchema = """
    CREATE TABLE IF NOT EXISTS quiz_regrades(
      id INTEGER PRIMARY KEY, answer INTEGER NOT NULL, old_score REAL NOT NULL,
      new_score REAL NOT NULL, old_truth TEXT NOT NULL, new_truth TEXT NOT NULL,
      old_item_hash TEXT NOT NULL, new_item_hash TEXT NOT NULL, simulator_version TEXT NOT NULL,
      reason TEXT NOT NULL, time REAL NOT NULL, who TEXT NOT NULL);
    CREATE INDEX IF NOT EXISTS quiz_regrades_answer ON quiz_regrades(answer);
    """

  /// Schema version 7: the class roster (`RosterRow`), beside the grades.
  static let rosterSchema = """
    CREATE TABLE IF NOT EXISTS class_roster(
      id TEXT PRIMARY KEY, position INTEGER NOT NULL, name TEXT NOT NULL, key TEXT NOT NULL,
      extra_minutes REAL NOT NULL, language TEXT);
    """

  /// Schema version 8: an override's comment (`RegradeRecord.comment`) and a student's own
  /// closing time (`quiz_extra_time.closes`).
  static let accommodationSchema = """
    ALTER TABLE quiz_regrades ADD COLUMN comment TEXT;
    ALTER TABLE quiz_extra_time ADD COLUMN closes REAL;
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

  /// Marks a take submitted, while `session` holds it when one is given.
  public func submitTake(
    quiz: String, student: String, number: Int, time: Double, session: String?, reason: String
  ) throws(GradebookError) {
    let changed = try database.transaction { () throws(GradebookError) -> Int in
      let holder = session.map(DatabaseValue.text) ?? .null
      try database.query(
        """
        UPDATE quiz_takes SET submitted = ?, submit_reason = ?
        WHERE quiz = ? AND student = ? AND number = ? AND submitted IS NULL
          AND \(OpenTake.held(take: "quiz_takes", by: "?", "?"))
        """,
        [
          .real(time), .text(reason), .text(quiz), .text(student), .integer(Int64(number)),
          holder, holder,
        ])
      return try database.query("SELECT changes()").first?.first?.int ?? 0
    }
    guard changed == 0, session != nil else { return }
    throw GradebookError(
      code: 0, message: "the take is not open", path: database.path, reason: .takeClosed)
  }

  /// Stores the language a take is shown in.
  public func setTakeLanguage(quiz: String, student: String, number: Int, language: String)
    throws(GradebookError)
  {
    try database.transaction { () throws(GradebookError) in
      try database.query(
        "UPDATE quiz_takes SET language = ? WHERE quiz = ? AND student = ? AND number = ?",
        [.text(language), .text(quiz), .text(student), .integer(Int64(number))])
    }
  }

  /// Closes a quiz: records the time, submits its open takes, lets go of their sessions.
  @discardableResult
  public func close(quiz: String, time: Double) throws(GradebookError) -> Int {
    try database.transaction { () throws(GradebookError) -> Int in
      try database.query(
        "INSERT OR IGNORE INTO quiz_closures(quiz, closed) VALUES (?, ?)",
        [.text(quiz), .real(time)])
      try database.query(
        """
        UPDATE quiz_takes SET submitted = ?, submit_reason = ?
        WHERE quiz = ? AND submitted IS NULL
        """, [.real(time), .text(QuizTake.Reason.closed), .text(quiz)])
      let submitted = try database.query("SELECT changes()").first?.first?.int ?? 0
      try database.query("DELETE FROM quiz_sessions WHERE quiz = ?", [.text(quiz)])
      return submitted
    }
  }

  /// When the quiz was closed, if it was.
  public func closeTime(quiz: String) throws(GradebookError) -> Double? {
    try database.query("SELECT closed FROM quiz_closures WHERE quiz = ?", [.text(quiz)]).first?
      .first?.double
  }

  // MARK: - Sessions

  /// Stops other sessions from recording in a take while `holder` has it: takes the take when
  /// no session holds it, or when `stale` (a holder found gone) still does; returns the holder
  /// in place afterwards (`holder` itself when it succeeded).
  public func claimTake(
    quiz: String, student: String, number: Int, holder: String, replacing stale: String?,
    time: Double
  ) throws(GradebookError) -> String {
    try database.transaction { () throws(GradebookError) -> String in
      let key: [DatabaseValue] = [.text(quiz), .text(student), .integer(Int64(number))]
      let current =
        try database.query(
          "SELECT holder FROM quiz_sessions WHERE quiz = ? AND student = ? AND number = ?", key
        ).first?.first?.string
      guard current == nil || current == stale else { return current ?? holder }
      try database.query(
        """
        INSERT INTO quiz_sessions(quiz, student, number, holder, since) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT(quiz, student, number) DO UPDATE SET holder = excluded.holder,
          since = excluded.since
        """, key + [.text(holder), .real(time)])
      return holder
    }
  }

  /// Lets go of a take `holder` has (nothing when another session holds it now).
  public func releaseTake(quiz: String, student: String, number: Int, holder: String)
    throws(GradebookError)
  {
    try database.transaction { () throws(GradebookError) in
      try database.query(
        "DELETE FROM quiz_sessions WHERE quiz = ? AND student = ? AND number = ? AND holder = ?",
        [.text(quiz), .text(student), .integer(Int64(number)), .text(holder)])
    }
  }

  /// Ends every session holding one of the student's takes of the quiz; how many there were.
  public func endSessions(quiz: String, student: String) throws(GradebookError) -> Int {
    try database.transaction { () throws(GradebookError) -> Int in
      try database.query(
        "DELETE FROM quiz_sessions WHERE quiz = ? AND student = ?", [.text(quiz), .text(student)])
      return try database.query("SELECT changes()").first?.first?.int ?? 0
    }
  }

  // MARK: - Answers

  /// Writes one answer in its own transaction while `take` holds; durable when it returns.
  @discardableResult
  public func record(_ answer: QuizAnswer, in take: OpenTake) throws(GradebookError)
    -> QuizAnswer
  {
    let (condition, values) = take.condition(for: answer) { _, _ in "?" }
    if let stored = try insert(answer, condition: condition, values) { return stored }
    let open = try database.query("SELECT " + condition, values).first?.first?.int == 1
    throw GradebookError(
      code: 0, message: open ? "the answer was not stored" : "the take is not open",
      path: database.path, reason: open ? .notStored : .takeClosed)
  }

  /// Inserts `answer` when `condition` (SQL after `WHERE`, or empty) holds, and reads it back
  /// in the same transaction; the stored answer, or `nil` when the condition did not hold.
  ///
  /// - Throws: `.notStored` when the row read back is not the one written.
  func insert(_ answer: QuizAnswer, condition: String, _ bindings: [SQLiteDatabase.Column])
    throws(GradebookError) -> QuizAnswer?
  {
    try database.transaction { () throws(GradebookError) -> QuizAnswer? in
      try database.query(
        QuizAnswer.insert(selecting: Array(repeating: "?", count: 16).joined(separator: ", "))
          + (condition.isEmpty ? "" : " WHERE " + condition),
        answer.insertedValues + bindings)
      guard try database.query("SELECT changes()").first?.first?.int == 1 else { return nil }
      let id = try database.query("SELECT last_insert_rowid()").first?.first?.int ?? 0
      var stored = answer
      stored.id = Int64(id)
      let read = try database.query(
        "SELECT \(QuizAnswer.columns) FROM quiz_answers WHERE id = ?", [.integer(Int64(id))])
      guard read.count == 1, QuizAnswer(row: read[0]) == stored else {
        throw GradebookError(
          code: 0, message: "the answer read back differs", path: database.path,
          reason: .notStored)
      }
      return stored
    }
  }

  /// Every answer to a quiz, in the order recorded.
  public func answers(quiz: String) throws(GradebookError) -> [QuizAnswer] {
    try database.query(
      """
      SELECT \(QuizAnswer.columns) FROM quiz_answers WHERE quiz = ? ORDER BY id
      """, [.text(quiz)]
    ).map(QuizAnswer.init(row:))
  }

  /// Applies a regrade and adds it to the answer's history, in one transaction.
  public func regrade(_ record: RegradeRecord) throws(GradebookError) {
    try database.transaction { () throws(GradebookError) in
      try database.query(
        """
        UPDATE quiz_answers SET original_score = COALESCE(original_score, score), score = ?,
          truth = ?, item_hash = ?, simulator_version = ?, regrade_reason = ?, regraded = ?
        WHERE id = ?
        """,
        [
          .real(record.newScore), .text(record.newTruth), .text(record.newItemHash),
          .text(record.simulatorVersion), .text(record.reason), .real(record.time),
          .integer(record.answer),
        ])
      try database.query(
        "INSERT INTO quiz_regrades(\(RegradeRecord.insertColumns)) VALUES (\(Array(repeating: "?", count: RegradeRecord.insertCount).joined(separator: ", ")))",
        record.insertedValues)
    }
  }

  /// Every regrade of the quiz's answers, oldest first.
  public func regrades(quiz: String) throws(GradebookError) -> [RegradeRecord] {
    try database.query(RegradeRecord.select(quiz: "?"), [.text(quiz)]).map(RegradeRecord.init(row:))
  }

  // MARK: - Class roster

  /// Replaces the class roster.
  public func setRoster(_ rows: [RosterRow]) throws(GradebookError) {
    try database.transaction { () throws(GradebookError) in
      try database.query("DELETE FROM class_roster")
      for (position, row) in rows.enumerated() {
        try database.query(
          """
          INSERT INTO class_roster(position, id, name, key, extra_minutes, language)
          VALUES (?, ?, ?, ?, ?, ?)
          """, [.integer(Int64(position))] + row.insertedValues)
      }
    }
  }

  /// The class roster, in file order.
  public func roster() throws(GradebookError) -> [RosterRow] {
    try database.query(RosterRow.select).map(RosterRow.init(row:))
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

  /// Sets one student's own closing time (`nil` removes it); their extra time stays.
  public func setClosingTime(quiz: String, student: String, closes: Double?)
    throws(GradebookError)
  {
    try database.transaction { () throws(GradebookError) in
      try database.query(
        """
        INSERT INTO quiz_extra_time(quiz, student, seconds, closes) VALUES (?, ?, 0, ?)
        ON CONFLICT(quiz, student) DO UPDATE SET closes = excluded.closes
        """, [.text(quiz), .text(student), closes.map(DatabaseValue.real) ?? .null])
    }
  }

  /// One student's own closing time, if one was set.
  public func closingTime(quiz: String, student: String) throws(GradebookError) -> Double? {
    try database.query(
      "SELECT closes FROM quiz_extra_time WHERE quiz = ? AND student = ?",
      [.text(quiz), .text(student)]
    ).first?.first?.double
  }
}
