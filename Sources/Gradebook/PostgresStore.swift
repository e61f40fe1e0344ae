import Foundation

/// The gradebook on a PostgreSQL server, for a course that outgrew one machine: several
/// sections, lab machines and TAs writing to one database.
///
/// It implements `GradebookStore` with the same meaning as the SQLite `Gradebook` (both pass
/// the same conformance suite). Every write is one transaction, committed before the call
/// returns. The schema is versioned in `idlab_schema`; opening migrates it under an advisory
/// lock, so several idlab processes may open a new database at once, and a database written
/// by a newer idlab is refused, never changed.
///
///     let store = try PostgresStore(url: "postgresql://idlab@db.example/idlab", learner: "ana")
///     try store.record(answer)
///
/// One connection per store, used under a lock. After a dropped connection the next call
/// reconnects; a write that was cut off is reported (`.connectionLost`), never retried blindly,
/// so nothing is recorded twice.
public final class PostgresStore: GradebookStore, SQLStore, @unchecked Sendable {
  /// The schema version this idlab writes (the same numbering as the SQLite gradebook).
  public static let schemaVersion = 9

  let database: PostgresDatabase
  private let lock = NSLock()
  /// The learner whose course records this store reads and writes.
  public let learner: String
  /// The URL connected to (a live session's signal opens its own connection there).
  let url: String

  /// Connects to `url` and migrates the schema.
  ///
  /// - Throws: `GradebookError` with reason `.unreachable`, `.badCredentials`,
  ///   `.cannotOpen`, `.connectionLost` or `.newerSchema`.
  public init(url: String, learner: String = "default", timeout: Duration = .seconds(10))
    throws(GradebookError)
  {
    do {
      database = try PostgresDatabase(url: url, timeout: timeout)
    } catch {
      throw GradebookError(error, target: Self.target(of: error))
    }
    self.learner = learner
    self.url = url
    try run { () throws(PostgresError) in try migrate() }
    let unexpected = try run(retry: true) { () throws(PostgresError) in
      try database.query(Self.unexpectedObjects)
    }.compactMap { $0.first?.string }
    guard unexpected.isEmpty else {
      throw GradebookError(
        code: 0, message: unexpected.prefix(3).joined(separator: "; "), path: target,
        reason: .unexpectedSchema)
    }
  }

  /// What idlab's migrations never make in its schema, and what could make a write vanish or
  /// change on the way in: triggers, rules, row-level security and its policies. Any of them
  /// refuses the store before anything is recorded.
  static let unexpectedObjects = """
    SELECT 'trigger ' || t.tgname || ' on ' || c.relname FROM pg_trigger t
      JOIN pg_class c ON c.oid = t.tgrelid
      WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace
    UNION ALL SELECT 'rule ' || rulename || ' on ' || tablename FROM pg_rules
      WHERE schemaname = current_schema()
    UNION ALL SELECT 'policy ' || policyname || ' on ' || tablename FROM pg_policies
      WHERE schemaname = current_schema()
    UNION ALL SELECT 'row security on ' || relname FROM pg_class
      WHERE relnamespace = current_schema()::regnamespace AND relrowsecurity
    """

  /// The server and database, without the password (for messages).
  public var target: String { database.target }

  /// The target a connection error names.
  static func target(of error: PostgresError) -> String {
    switch error {
    case .unreachable(let target, _), .badCredentials(let target, _), .rejected(let target, _),
      .connectionLost(let target, _):
      target
    case .invalidURL, .statement: "postgresql"
    }
  }

  /// Runs `body` under the lock, after reconnecting if the connection was lost, and turns
  /// PostgreSQL errors into gradebook errors.
  ///
  /// A read (`retry`) that loses its connection is run once more on a new one.
  @discardableResult
  func run<T>(retry: Bool = false, _ body: () throws(PostgresError) -> T) throws(GradebookError)
    -> T
  {
    try locked(retry: retry) { () throws(GradebookError) -> T in
      do throws(PostgresError) {
        return try body()
      } catch {
        throw GradebookError(error, target: database.target)
      }
    }
  }

  /// `body` under the lock on a live connection, once more on a new connection after a lost
  /// one when `retry`.
  private func locked<T>(retry: Bool, _ body: () throws(GradebookError) -> T)
    throws(GradebookError) -> T
  {
    lock.lock()
    defer { lock.unlock() }
    if !database.isConnected { try reconnect() }
    do {
      return try body()
    } catch  where retry && error.reason == .connectionLost {
      try reconnect()
      return try body()
    }
  }

  /// A new connection with the same URL.
  private func reconnect() throws(GradebookError) {
    do {
      try database.reconnect()
    } catch {
      throw GradebookError(error, target: database.target)
    }
  }

  // MARK: - Shared statements

  /// Runs `body` in one transaction (`SQLStore`), under the lock, after reconnecting if the
  /// connection was lost.
  func write<T>(_ body: (SQLStatements) throws(GradebookError) -> T) throws(GradebookError) -> T {
    try statements(retry: false) { sql throws(GradebookError) -> T in
      try sql.execute("BEGIN")
      return try sql.commitOrRollBack { () throws(GradebookError) -> T in try body(sql) }
    }
  }

  /// Runs `body`'s reads under the lock, once more on a new connection when it was lost.
  func read<T>(_ body: (SQLStatements) throws(GradebookError) -> T) throws(GradebookError) -> T {
    try statements(retry: true, body)
  }

  /// The server and database, for errors.
  var location: String { target }

  /// `body` with this store's statements, as `run` runs its body: under the lock, on a live
  /// connection, once more after a lost one when `retry`.
  private func statements<T>(
    retry: Bool, _ body: (SQLStatements) throws(GradebookError) -> T
  ) throws(GradebookError) -> T {
    let database = database
    let statements = SQLStatements(dialect: .postgres) {
      (sql, values) throws(GradebookError) -> [[DatabaseValue]] in
      do throws(PostgresError) {
        return try database.query(sql, values)
      } catch {
        throw GradebookError(error, target: database.target)
      }
    }
    return try locked(retry: retry) { () throws(GradebookError) -> T in try body(statements) }
  }

  // MARK: - Course

  /// Writes one course attempt (an identical attempt already stored is ignored).
  public func record(_ attempt: Attempt) throws(GradebookError) {
    try run { () throws(PostgresError) in try insert(attempt) }
  }

  /// Inserts one attempt (nothing when an identical one is stored); returns whether it did.
  @discardableResult
  private func insert(_ attempt: Attempt) throws(PostgresError) -> Bool {
    try !database.query(
      """
      INSERT INTO attempts(learner, lesson, question, language, answer, score, correct, time,
        simulator_version) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
      ON CONFLICT DO NOTHING RETURNING id
      """,
      [
        .text(learner), .text(attempt.lesson), .text(attempt.question),
        .text(attempt.language), .text(attempt.answer), .real(attempt.score),
        .boolean(attempt.correct), .real(attempt.time), .text(attempt.simulatorVersion),
      ]
    ).isEmpty
  }

  /// Every course attempt, optionally for one lesson, oldest first.
  public func attempts(lesson: String? = nil) throws(GradebookError) -> [Attempt] {
    let columns =
      "SELECT lesson, question, language, answer, score, correct, time, simulator_version "
      + "FROM attempts WHERE learner = $1"
    let rows = try run(retry: true) { () throws(PostgresError) in
      if let lesson {
        try database.query(
          columns + " AND lesson = $2 ORDER BY time, id", [.text(learner), .text(lesson)])
      } else {
        try database.query(columns + " ORDER BY time, id", [.text(learner)])
      }
    }
    return rows.map { row in
      Attempt(
        lesson: row[0].string ?? "", question: row[1].string ?? "",
        language: row[2].string ?? "", answer: row[3].string ?? "", score: row[4].double ?? 0,
        correct: row[5].bool ?? false, time: row[6].double ?? 0,
        simulatorVersion: row[7].string ?? "")
    }
  }

  /// The best score per question of a lesson.
  public func bestScores(lesson: String) throws(GradebookError) -> [String: Double] {
    let rows = try run(retry: true) { () throws(PostgresError) in
      try database.query(
        """
        SELECT question, MAX(score) FROM attempts WHERE learner = $1 AND lesson = $2
        GROUP BY question
        """, [.text(learner), .text(lesson)])
    }
    var result: [String: Double] = [:]
    for row in rows { result[row[0].string ?? ""] = row[1].double ?? 0 }
    return result
  }

  /// Saves where the learner is in a lesson (an older position never replaces a newer one)
  /// and makes it the current lesson.
  ///
  /// A place in a lesson is not a grade: the commit does not wait for the server's disk
  /// (`synchronous_commit` off for this transaction only); attempts still do.
  public func setPosition(_ position: Position) throws(GradebookError) {
    try run { () throws(PostgresError) in
      try database.transaction { () throws(PostgresError) in
        try database.execute("SET LOCAL synchronous_commit TO OFF")
        try upsert(position)
        try database.query(
          """
          INSERT INTO current_lesson(learner, lesson) VALUES ($1, $2)
          ON CONFLICT(learner) DO UPDATE SET lesson = excluded.lesson
          """, [.text(learner), .text(position.lesson)])
      }
    }
  }

  /// Saves a position unless the stored one is newer.
  private func upsert(_ position: Position) throws(PostgresError) {
    try database.query(
      """
      INSERT INTO positions(learner, lesson, page, block, completed, updated)
      VALUES ($1, $2, $3, $4, $5, $6)
      ON CONFLICT(learner, lesson) DO UPDATE SET page = excluded.page,
        block = excluded.block, completed = positions.completed OR excluded.completed,
        updated = excluded.updated
        WHERE excluded.updated >= positions.updated
      """,
      [
        .text(learner), .text(position.lesson), .integer(Int64(position.page)),
        position.block.map(DatabaseValue.text) ?? .null,
        .boolean(position.completed), .real(position.updated),
      ])
  }

  /// Forgets one lesson's attempts and position, or everything (`nil`).
  public func reset(lesson: String? = nil) throws(GradebookError) {
    try run { () throws(PostgresError) in
      try database.transaction { () throws(PostgresError) in
        for table in ["attempts", "positions", "current_lesson"] {
          if let lesson {
            try database.query(
              "DELETE FROM \(table) WHERE learner = $1 AND lesson = $2",
              [.text(learner), .text(lesson)])
          } else {
            try database.query("DELETE FROM \(table) WHERE learner = $1", [.text(learner)])
          }
        }
      }
    }
  }

  /// Adds an export's attempts (those already present are skipped) and its newer positions,
  /// in one transaction.
  public func merge(_ document: Gradebook.Export) throws(GradebookError)
    -> Gradebook.ImportSummary
  {
    let existing = try positions()
    let newer = document.positions.filter { $0.replaces(in: existing) }
    return try run { () throws(PostgresError) in
      try database.transaction { () throws(PostgresError) in
        var added = 0
        for attempt in document.attempts {
          if try insert(attempt) { added += 1 }
        }
        for position in newer { try upsert(position) }
        return Gradebook.ImportSummary(attemptsAdded: added, positionsUpdated: newer.count)
      }
    }
  }

  /// Every saved position, by lesson.
  public func positions() throws(GradebookError) -> [Position] {
    try run(retry: true) { () throws(PostgresError) in
      try database.query(
        """
        SELECT lesson, page, block, completed, updated FROM positions WHERE learner = $1
        ORDER BY lesson COLLATE "C"
        """, [.text(learner)])
    }.map { row in
      Position(
        lesson: row[0].string ?? "", page: row[1].int ?? 0, block: row[2].string,
        completed: row[3].bool ?? false, updated: row[4].double ?? 0)
    }
  }

  /// The lesson the learner was in last.
  public func currentLesson() throws(GradebookError) -> String? {
    try run(retry: true) { () throws(PostgresError) in
      try database.query("SELECT lesson FROM current_lesson WHERE learner = $1", [.text(learner)])
    }.first?.first?.string
  }
}
