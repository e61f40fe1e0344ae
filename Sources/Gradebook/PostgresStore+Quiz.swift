/// Quiz takes, answers, regrades, releases and extra time on PostgreSQL.
extension PostgresStore {
  /// Starts a take, or returns the one already stored under the same number.
  public func beginTake(_ take: QuizTake) throws(GradebookError) -> QuizTake {
    let rows = try run { () throws(PostgresError) in
      try database.transaction { () throws(PostgresError) in
        try database.query(
          """
          INSERT INTO quiz_takes(quiz, student, number, seed, plan, language, started)
          VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING
          """,
          [
            .text(take.quiz), .text(take.student), .integer(Int64(take.number)),
            .text(take.seed), .text(take.plan), .text(take.language), .real(take.started),
          ])
        return try database.query(
          QuizTake.select + " WHERE quiz = $1 AND student = $2 AND number = $3",
          [.text(take.quiz), .text(take.student), .integer(Int64(take.number))])
      }
    }
    return rows.first.map(QuizTake.init(row:)) ?? take
  }

  /// The student's takes of a quiz, first take first.
  public func takes(quiz: String, student: String) throws(GradebookError) -> [QuizTake] {
    try run(retry: true) { () throws(PostgresError) in
      try database.query(
        QuizTake.select + " WHERE quiz = $1 AND student = $2 ORDER BY number",
        [.text(quiz), .text(student)])
    }.map(QuizTake.init(row:))
  }

  /// Every take of a quiz, by student then number.
  public func takes(quiz: String) throws(GradebookError) -> [QuizTake] {
    try run(retry: true) { () throws(PostgresError) in
      try database.query(
        QuizTake.select + " WHERE quiz = $1 ORDER BY student COLLATE \"C\", number",
        [.text(quiz)])
    }.map(QuizTake.init(row:))
  }

  /// Marks a take submitted (the first submission time is kept), while `session` holds it
  /// when one is given.
  public func submitTake(
    quiz: String, student: String, number: Int, time: Double, session: String?, reason: String
  ) throws(GradebookError) {
    let changed = try run { () throws(PostgresError) in
      try database.query(
        """
        UPDATE quiz_takes SET submitted = $1, submit_reason = $6
        WHERE quiz = $2 AND student = $3 AND number = $4 AND submitted IS NULL
          AND \(OpenTake.held(take: "quiz_takes", by: "$5::text", "$5::text"))
        RETURNING number
        """,
        [
          .real(time), .text(quiz), .text(student), .integer(Int64(number)),
          session.map(DatabaseValue.text) ?? .null, .text(reason),
        ])
    }.count
    guard changed == 0, session != nil else { return }
    throw GradebookError(
      code: 0, message: "the take is not open", path: target, reason: .takeClosed)
  }

  /// Closes a quiz: records the time, submits its open takes, lets go of their sessions.
  @discardableResult
  public func close(quiz: String, time: Double) throws(GradebookError) -> Int {
    try run { () throws(PostgresError) in
      try database.transaction { () throws(PostgresError) in
        try database.query(
          "INSERT INTO quiz_closures(quiz, closed) VALUES ($1, $2) ON CONFLICT DO NOTHING",
          [.text(quiz), .real(time)])
        let submitted = try database.query(
          """
          UPDATE quiz_takes SET submitted = $1, submit_reason = $2
          WHERE quiz = $3 AND submitted IS NULL RETURNING number
          """, [.real(time), .text(QuizTake.Reason.closed), .text(quiz)])
        try database.query("DELETE FROM quiz_sessions WHERE quiz = $1", [.text(quiz)])
        return submitted.count
      }
    }
  }

  /// When the quiz was closed, if it was.
  public func closeTime(quiz: String) throws(GradebookError) -> Double? {
    try run(retry: true) { () throws(PostgresError) in
      try database.query("SELECT closed FROM quiz_closures WHERE quiz = $1", [.text(quiz)])
    }.first?.first?.double
  }

  /// Stores the language a take is shown in.
  public func setTakeLanguage(quiz: String, student: String, number: Int, language: String)
    throws(GradebookError)
  {
    try run { () throws(PostgresError) in
      try database.query(
        "UPDATE quiz_takes SET language = $1 WHERE quiz = $2 AND student = $3 AND number = $4",
        [.text(language), .text(quiz), .text(student), .integer(Int64(number))])
    }
  }

  /// Makes `holder` the one session that may record in a take (see `GradebookStore`).
  public func claimTake(
    quiz: String, student: String, number: Int, holder: String, replacing stale: String?,
    time: Double
  ) throws(GradebookError) -> String {
    let rows = try run { () throws(PostgresError) in
      try database.transaction { () throws(PostgresError) in
        let key: [DatabaseValue] = [.text(quiz), .text(student), .integer(Int64(number))]
        try database.query(
          """
          INSERT INTO quiz_sessions(quiz, student, number, holder, since)
          VALUES ($1, $2, $3, $4, $5)
          ON CONFLICT(quiz, student, number) DO UPDATE SET holder = excluded.holder,
            since = excluded.since WHERE quiz_sessions.holder = $6::text
          """, key + [.text(holder), .real(time), stale.map(DatabaseValue.text) ?? .null])
        return try database.query(
          "SELECT holder FROM quiz_sessions WHERE quiz = $1 AND student = $2 AND number = $3",
          key)
      }
    }
    return rows.first?.first?.string ?? holder
  }

  /// Lets go of a take `holder` holds.
  public func releaseTake(quiz: String, student: String, number: Int, holder: String)
    throws(GradebookError)
  {
    try run { () throws(PostgresError) in
      try database.query(
        """
        DELETE FROM quiz_sessions WHERE quiz = $1 AND student = $2 AND number = $3
          AND holder = $4
        """, [.text(quiz), .text(student), .integer(Int64(number)), .text(holder)])
    }
  }

  /// Ends the sessions holding the student's takes of a quiz; how many there were.
  public func endSessions(quiz: String, student: String) throws(GradebookError) -> Int {
    try run { () throws(PostgresError) in
      try database.query(
        "DELETE FROM quiz_sessions WHERE quiz = $1 AND student = $2 RETURNING holder",
        [.text(quiz), .text(student)])
    }.count
  }

  /// Writes one answer while `take` holds, reads it back, and returns it with its store id.
  @discardableResult
  public func record(_ answer: QuizAnswer, in take: OpenTake) throws(GradebookError)
    -> QuizAnswer
  {
    let (condition, values) = take.condition(for: answer) { "$\($0 + 17)::\($1)" }
    if let stored = try insert(answer, condition: condition, values) { return stored }
    let check = take.condition(for: answer) { "$\($0 + 1)::\($1)" }
    let open =
      try run(retry: true) { () throws(PostgresError) in
        try database.query("SELECT " + check.sql, check.values)
      }.first?.first?.bool == true
    throw GradebookError(
      code: 0, message: open ? "the answer was not stored" : "the take is not open",
      path: target, reason: open ? .notStored : .takeClosed)
  }

  /// Inserts `answer` when `condition` (SQL after `WHERE`, its parameters from `$17`) holds,
  /// and reads it back in the same transaction; the stored answer, or `nil` when the
  /// condition did not hold.
  ///
  /// - Throws: `.notStored` when the row read back is not the one written.
  func insert(_ answer: QuizAnswer, condition: String, _ parameters: [DatabaseValue])
    throws(GradebookError) -> QuizAnswer?
  {
    let (inserted, read) = try run { () throws(PostgresError) in
      try database.transaction { () throws(PostgresError) in
        // `$16` is the live round: a cast, so that a `NULL` has a type.
        let inserted = try database.query(
          QuizAnswer.insert(selecting: (1...15).map { "$\($0), " }.joined() + "$16::int4")
            + (condition.isEmpty ? "" : " WHERE " + condition) + " RETURNING id",
          answer.insertedValues + parameters)
        guard let id = inserted.first?.first?.int else { return (inserted, [[DatabaseValue]]()) }
        let read = try database.query(
          "SELECT \(QuizAnswer.columns) FROM quiz_answers WHERE id = $1", [.integer(Int64(id))])
        return (inserted, read)
      }
    }
    guard let id = inserted.first?.first?.int else { return nil }
    var stored = answer
    stored.id = Int64(id)
    guard read.count == 1, QuizAnswer(row: read[0]) == stored else {
      throw GradebookError(
        code: 0, message: "the answer read back differs", path: target, reason: .notStored)
    }
    return stored
  }

  /// Every answer to a quiz, in the order they were recorded.
  public func answers(quiz: String) throws(GradebookError) -> [QuizAnswer] {
    try run(retry: true) { () throws(PostgresError) in
      try database.query(
        """
        SELECT \(QuizAnswer.columns) FROM quiz_answers WHERE quiz = $1 ORDER BY id
        """, [.text(quiz)])
    }.map(QuizAnswer.init(row:))
  }

  /// Applies a regrade and adds it to the answer's history, in one transaction.
  public func regrade(_ record: RegradeRecord) throws(GradebookError) {
    try run { () throws(PostgresError) in
      try database.transaction { () throws(PostgresError) in
        try database.query(
          """
          UPDATE quiz_answers SET original_score = COALESCE(original_score, score), score = $1,
            truth = $2, item_hash = $3, simulator_version = $4, regrade_reason = $5,
            regraded = $6
          WHERE id = $7
          """,
          [
            .real(record.newScore), .text(record.newTruth), .text(record.newItemHash),
            .text(record.simulatorVersion), .text(record.reason), .real(record.time),
            .integer(record.answer),
          ])
        try database.query(
          "INSERT INTO quiz_regrades(\(RegradeRecord.insertColumns)) VALUES ("
            + (1...RegradeRecord.insertCount).map { "$\($0)" }.joined(separator: ", ") + ")",
          record.insertedValues)
      }
    }
  }

  /// Replaces the class roster, in one transaction.
  public func setRoster(_ rows: [RosterRow]) throws(GradebookError) {
    try run { () throws(PostgresError) in
      try database.transaction { () throws(PostgresError) in
        try database.query("DELETE FROM class_roster")
        for (position, row) in rows.enumerated() {
          try database.query(
            """
            INSERT INTO class_roster(position, id, name, key, extra_minutes, language)
            VALUES ($1, $2, $3, $4, $5, $6::text)
            """, [.integer(Int64(position))] + row.insertedValues)
        }
      }
    }
  }

  /// The class roster, in file order.
  public func roster() throws(GradebookError) -> [RosterRow] {
    try run(retry: true) { () throws(PostgresError) in
      try database.query(RosterRow.select)
    }.map(RosterRow.init(row:))
  }

  /// Every regrade of the quiz's answers, oldest first.
  public func regrades(quiz: String) throws(GradebookError) -> [RegradeRecord] {
    try run(retry: true) { () throws(PostgresError) in
      try database.query(RegradeRecord.select(quiz: "$1"), [.text(quiz)])
    }.map(RegradeRecord.init(row:))
  }

  /// Makes held feedback of a quiz visible (the first release time is kept).
  public func release(quiz: String, time: Double) throws(GradebookError) {
    try run { () throws(PostgresError) in
      try database.query(
        "INSERT INTO quiz_releases(quiz, released) VALUES ($1, $2) ON CONFLICT DO NOTHING",
        [.text(quiz), .real(time)])
    }
  }

  /// When the quiz's feedback was released, if it was.
  public func releaseTime(quiz: String) throws(GradebookError) -> Double? {
    try run(retry: true) { () throws(PostgresError) in
      try database.query("SELECT released FROM quiz_releases WHERE quiz = $1", [.text(quiz)])
    }.first?.first?.double
  }

  /// Sets one student's extra time, in seconds.
  public func setExtraTime(quiz: String, student: String, seconds: Double)
    throws(GradebookError)
  {
    try run { () throws(PostgresError) in
      try database.query(
        """
        INSERT INTO quiz_extra_time(quiz, student, seconds) VALUES ($1, $2, $3)
        ON CONFLICT(quiz, student) DO UPDATE SET seconds = excluded.seconds
        """, [.text(quiz), .text(student), .real(seconds)])
    }
  }

  /// The student's extra time, in seconds (0 when none was given).
  public func extraTime(quiz: String, student: String) throws(GradebookError) -> Double {
    try run(retry: true) { () throws(PostgresError) in
      try database.query(
        "SELECT seconds FROM quiz_extra_time WHERE quiz = $1 AND student = $2",
        [.text(quiz), .text(student)])
    }.first?.first?.double ?? 0
  }

  /// Sets one student's own closing time (`nil` removes it); their extra time stays.
  public func setClosingTime(quiz: String, student: String, closes: Double?)
    throws(GradebookError)
  {
    try run { () throws(PostgresError) in
      try database.query(
        """
        INSERT INTO quiz_extra_time(quiz, student, seconds, closes) VALUES ($1, $2, 0, $3::float8)
        ON CONFLICT(quiz, student) DO UPDATE SET closes = excluded.closes
        """, [.text(quiz), .text(student), closes.map(DatabaseValue.real) ?? .null])
    }
  }

  /// One student's own closing time, if one was set.
  public func closingTime(quiz: String, student: String) throws(GradebookError) -> Double? {
    try run(retry: true) { () throws(PostgresError) in
      try database.query(
        "SELECT closes FROM quiz_extra_time WHERE quiz = $1 AND student = $2",
        [.text(quiz), .text(student)])
    }.first?.first?.double
  }
}
