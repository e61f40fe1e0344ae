/// Quiz takes, sessions, answers, regrades, the roster, releases and extra time: the same
/// statements on SQLite and PostgreSQL (`SQLDialect` spells them for each).
extension SQLStore {
  // MARK: - Takes

  /// Starts a take, or returns the one already stored under the same number; a take with
  /// `attempts` starts only while the student has fewer takes of the quiz, checked in the
  /// statement that starts it.
  ///
  /// - Throws: `.noAttemptLeft` when the student has used every attempt (nothing is stored).
  public func beginTake(_ take: QuizTake) throws(GradebookError) -> QuizTake {
    let key: [DatabaseValue] = [
      .text(take.quiz), .text(take.student), .integer(Int64(take.number)),
    ]
    let attempts = take.attempts.map { DatabaseValue.integer(Int64($0)) } ?? .null
    let rows = try write { sql throws(GradebookError) in
      try sql.query(
        """
        INSERT INTO quiz_takes(quiz, student, number, seed, plan, language, started, attempts)
        SELECT ?, ?, ?, ?, ?, ?, ?, ?::int4
        WHERE ?::int4 IS NULL OR (SELECT COUNT(*) FROM quiz_takes t WHERE t.quiz = ?
          AND t.student = ?) < ?::int4
        ON CONFLICT DO NOTHING
        """,
        key + [.text(take.seed), .text(take.plan), .text(take.language), .real(take.started)]
          + [attempts, attempts, .text(take.quiz), .text(take.student), attempts])
      return try sql.query(QuizTake.select + " WHERE quiz = ? AND student = ? AND number = ?", key)
    }
    guard let stored = rows.first else {
      throw GradebookError(
        code: 0, message: "every attempt is used", path: location, reason: .noAttemptLeft)
    }
    return QuizTake(row: stored)
  }

  /// The student's takes of a quiz, first take first.
  public func takes(quiz: String, student: String) throws(GradebookError) -> [QuizTake] {
    try select(
      QuizTake.select + " WHERE quiz = ? AND student = ? ORDER BY number",
      [.text(quiz), .text(student)]
    ).map(QuizTake.init(row:))
  }

  /// Every take of a quiz, by student (byte order) then number.
  public func takes(quiz: String) throws(GradebookError) -> [QuizTake] {
    try read { sql throws(GradebookError) in
      try sql.query(
        QuizTake.select + " WHERE quiz = ? ORDER BY student\(sql.dialect.byteOrder), number",
        [.text(quiz)])
    }.map(QuizTake.init(row:))
  }

  /// Marks a take submitted (the first submission time is kept), while `session` holds it
  /// when one is given.
  public func submitTake(
    quiz: String, student: String, number: Int, time: Double, session: String?, reason: String
  ) throws(GradebookError) {
    let holder = session.map(DatabaseValue.text) ?? .null
    let changed = try change(
      """
      UPDATE quiz_takes SET submitted = ?, submit_reason = ?
      WHERE quiz = ? AND student = ? AND number = ? AND submitted IS NULL
        AND \(OpenTake.held(take: "quiz_takes", by: "?::text", "?::text"))
      RETURNING number
      """,
      [
        .real(time), .text(reason), .text(quiz), .text(student), .integer(Int64(number)),
        holder, holder,
      ]
    ).count
    guard changed == 0, session != nil else { return }
    throw GradebookError(
      code: 0, message: "the take is not open", path: location, reason: .takeClosed)
  }

  /// Stores the language a take is shown in.
  public func setTakeLanguage(quiz: String, student: String, number: Int, language: String)
    throws(GradebookError)
  {
    try change(
      "UPDATE quiz_takes SET language = ? WHERE quiz = ? AND student = ? AND number = ?",
      [.text(language), .text(quiz), .text(student), .integer(Int64(number))])
  }

  /// Closes a quiz: records the time, submits its open takes, lets go of their sessions.
  @discardableResult
  public func close(quiz: String, time: Double) throws(GradebookError) -> Int {
    try write { sql throws(GradebookError) in
      try sql.query(
        "INSERT INTO quiz_closures(quiz, closed) VALUES (?, ?) ON CONFLICT DO NOTHING",
        [.text(quiz), .real(time)])
      let submitted = try sql.query(
        """
        UPDATE quiz_takes SET submitted = ?, submit_reason = ?
        WHERE quiz = ? AND submitted IS NULL RETURNING number
        """, [.real(time), .text(QuizTake.Reason.closed), .text(quiz)])
      try sql.query("DELETE FROM quiz_sessions WHERE quiz = ?", [.text(quiz)])
      return submitted.count
    }
  }

  /// When the quiz was closed, if it was.
  public func closeTime(quiz: String) throws(GradebookError) -> Double? {
    try select("SELECT closed FROM quiz_closures WHERE quiz = ?", [.text(quiz)]).first?.first?
      .double
  }

  // MARK: - Sessions

  /// Makes `holder` the one session that may record in a take: takes the take when no session
  /// holds it, or when `stale` (a holder found gone) still does; returns the holder in place
  /// afterwards (`holder` itself when it succeeded).
  public func claimTake(
    quiz: String, student: String, number: Int, holder: String, replacing stale: String?,
    time: Double
  ) throws(GradebookError) -> String {
    let key: [DatabaseValue] = [.text(quiz), .text(student), .integer(Int64(number))]
    let rows = try write { sql throws(GradebookError) in
      try sql.query(
        """
        INSERT INTO quiz_sessions(quiz, student, number, holder, since) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT(quiz, student, number) DO UPDATE SET holder = excluded.holder,
          since = excluded.since WHERE quiz_sessions.holder = ?::text
        """, key + [.text(holder), .real(time), stale.map(DatabaseValue.text) ?? .null])
      return try sql.query(
        "SELECT holder FROM quiz_sessions WHERE quiz = ? AND student = ? AND number = ?", key)
    }
    return rows.first?.first?.string ?? holder
  }

  /// Lets go of a take `holder` has (nothing when another session holds it now).
  public func releaseTake(quiz: String, student: String, number: Int, holder: String)
    throws(GradebookError)
  {
    try change(
      "DELETE FROM quiz_sessions WHERE quiz = ? AND student = ? AND number = ? AND holder = ?",
      [.text(quiz), .text(student), .integer(Int64(number)), .text(holder)])
  }

  /// Ends every session holding one of the student's takes of the quiz; how many there were.
  public func endSessions(quiz: String, student: String) throws(GradebookError) -> Int {
    try change(
      "DELETE FROM quiz_sessions WHERE quiz = ? AND student = ? RETURNING holder",
      [.text(quiz), .text(student)]
    ).count
  }

  // MARK: - Answers

  /// Writes one answer in its own transaction while `take` holds, reads it back, and returns
  /// it with its store id; durable when it returns.
  @discardableResult
  public func record(_ answer: QuizAnswer, in take: OpenTake) throws(GradebookError)
    -> QuizAnswer
  {
    let (condition, values) = take.condition(for: answer) { "?::\($1)" }
    if let stored = try insert(answer, condition: condition, values) { return stored }
    let open = try select("SELECT " + condition, values).first?.first?.isTrue == true
    throw GradebookError(
      code: 0, message: open ? "the answer was not stored" : "the take is not open",
      path: location, reason: open ? .notStored : .takeClosed)
  }

  /// Inserts `answer` when `condition` (SQL after `WHERE` with `?` parameters, or empty)
  /// holds, and reads it back in the same transaction; the stored answer, or `nil` when the
  /// condition did not hold.
  ///
  /// - Throws: `.notStored` when the row read back is not the one written (nothing is then
  ///   recorded).
  func insert(_ answer: QuizAnswer, condition: String, _ values: [DatabaseValue])
    throws(GradebookError) -> QuizAnswer?
  {
    try write { sql throws(GradebookError) -> QuizAnswer? in
      // The live round is cast, so that a `NULL` has a type.
      let inserted = try sql.query(
        QuizAnswer.insert(selecting: Array(repeating: "?", count: 15).joined(separator: ", "))
          + ", ?::int4" + (condition.isEmpty ? "" : " WHERE " + condition) + " RETURNING id",
        answer.insertedValues + values)
      guard let id = inserted.first?.first?.int else { return nil }
      var stored = answer
      stored.id = Int64(id)
      let read = try sql.query(
        "SELECT \(QuizAnswer.columns) FROM quiz_answers WHERE id = ?", [.integer(Int64(id))])
      guard read.count == 1, QuizAnswer(row: read[0]) == stored else {
        throw GradebookError(
          code: 0, message: "the answer read back differs", path: location, reason: .notStored)
      }
      return stored
    }
  }

  /// Every answer to a quiz, in the order recorded.
  public func answers(quiz: String) throws(GradebookError) -> [QuizAnswer] {
    try select(
      "SELECT \(QuizAnswer.columns) FROM quiz_answers WHERE quiz = ? ORDER BY id", [.text(quiz)]
    ).map(QuizAnswer.init(row:))
  }

  /// Applies a regrade and adds it to the answer's history, in one transaction.
  public func regrade(_ record: RegradeRecord) throws(GradebookError) {
    try write { sql throws(GradebookError) in
      try sql.query(
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
      try sql.query(
        "INSERT INTO quiz_regrades(\(RegradeRecord.insertColumns)) VALUES ("
          + Array(repeating: "?", count: RegradeRecord.insertCount).joined(separator: ", ") + ")",
        record.insertedValues)
    }
  }

  /// Every regrade of the quiz's answers, oldest first.
  public func regrades(quiz: String) throws(GradebookError) -> [RegradeRecord] {
    try select(RegradeRecord.select(quiz: "?"), [.text(quiz)]).map(RegradeRecord.init(row:))
  }

  // MARK: - Class roster

  /// Replaces the class roster, in one transaction.
  public func setRoster(_ rows: [RosterRow]) throws(GradebookError) {
    try write { sql throws(GradebookError) in
      try sql.query("DELETE FROM class_roster")
      for (position, row) in rows.enumerated() {
        try sql.query(
          """
          INSERT INTO class_roster(position, id, name, key, extra_minutes, language)
          VALUES (?, ?, ?, ?, ?, ?::text)
          """, [.integer(Int64(position))] + row.insertedValues)
      }
    }
  }

  /// The class roster, in file order.
  public func roster() throws(GradebookError) -> [RosterRow] {
    try select(RosterRow.select).map(RosterRow.init(row:))
  }

  // MARK: - Release and extra time

  /// Makes a quiz's held feedback visible (the first release time is kept).
  public func release(quiz: String, time: Double) throws(GradebookError) {
    try change(
      "INSERT INTO quiz_releases(quiz, released) VALUES (?, ?) ON CONFLICT DO NOTHING",
      [.text(quiz), .real(time)])
  }

  /// When the quiz's feedback was released, if it was.
  public func releaseTime(quiz: String) throws(GradebookError) -> Double? {
    try select("SELECT released FROM quiz_releases WHERE quiz = ?", [.text(quiz)]).first?.first?
      .double
  }

  /// Sets one student's extra time, in seconds.
  public func setExtraTime(quiz: String, student: String, seconds: Double)
    throws(GradebookError)
  {
    try change(
      """
      INSERT INTO quiz_extra_time(quiz, student, seconds) VALUES (?, ?, ?)
      ON CONFLICT(quiz, student) DO UPDATE SET seconds = excluded.seconds
      """, [.text(quiz), .text(student), .real(seconds)])
  }

  /// The student's extra time, in seconds (0 when none was given).
  public func extraTime(quiz: String, student: String) throws(GradebookError) -> Double {
    try select(
      "SELECT seconds FROM quiz_extra_time WHERE quiz = ? AND student = ?",
      [.text(quiz), .text(student)]
    ).first?.first?.double ?? 0
  }

  /// Sets one student's own closing time (`nil` removes it); their extra time stays.
  public func setClosingTime(quiz: String, student: String, closes: Double?)
    throws(GradebookError)
  {
    try change(
      """
      INSERT INTO quiz_extra_time(quiz, student, seconds, closes) VALUES (?, ?, 0, ?::float8)
      ON CONFLICT(quiz, student) DO UPDATE SET closes = excluded.closes
      """, [.text(quiz), .text(student), closes.map(DatabaseValue.real) ?? .null])
  }

  /// One student's own closing time, if one was set.
  public func closingTime(quiz: String, student: String) throws(GradebookError) -> Double? {
    try select(
      "SELECT closes FROM quiz_extra_time WHERE quiz = ? AND student = ?",
      [.text(quiz), .text(student)]
    ).first?.first?.double
  }
}
