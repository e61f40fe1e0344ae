import CSQLite
import Foundation

/// One graded answer.
public struct Attempt: Codable, Equatable, Sendable {
  public var lesson: String
  public var question: String
  public var language: String
  public var answer: String
  public var score: Double
  public var correct: Bool
  /// Seconds since 1970.
  public var time: Double
  public var simulatorVersion: String

  public init(
    lesson: String, question: String, language: String, answer: String, score: Double,
    correct: Bool, time: Double, simulatorVersion: String
  ) {
    self.lesson = lesson
    self.question = question
    self.language = language
    self.answer = answer
    self.score = score
    self.correct = correct
    self.time = time
    self.simulatorVersion = simulatorVersion
  }
}

/// Where a learner is in a lesson.
public struct Position: Codable, Equatable, Sendable {
  public var lesson: String
  /// 0-based page.
  public var page: Int
  /// The machine id of the current question or challenge, if any.
  public var block: String?
  /// Whether the learner reached the end.
  public var completed: Bool
  public var updated: Double

  public init(
    lesson: String, page: Int, block: String? = nil, completed: Bool = false, updated: Double
  ) {
    self.lesson = lesson
    self.page = page
    self.block = block
    self.completed = completed
    self.updated = updated
  }
}

/// The learner's record: attempts and positions, in SQLite.
///
/// ```
/// let book = try Gradebook(path: ":memory:")
/// try book.record(attempt)            // one transaction, before the grade is shown
/// try book.setPosition(Position(lesson: "bench", page: 2, updated: now))
/// ```
public final class Gradebook: GradebookStore {
  /// The schema version (`PRAGMA user_version`).
  public static let schemaVersion = 9
  /// The export format.
  public static let exportSchema = "idlab.progress/1"

  let database: SQLiteDatabase
  /// The learner (one per state directory for now).
  public let learner: String

  /// Opens or creates the gradebook and migrates it.
  ///
  /// The file is verified first (`SQLiteDatabase.verify(newestSchema:)`): a damaged file or
  /// one from a newer idlab is refused before anything is written to it. After migrating,
  /// whatever decides whether a write lands as written must be what idlab's migrations make
  /// (`SQLiteDatabase.schemaDescription`): a trigger (one that drops or rewrites answers), a
  /// column or a unique index added by hand is refused before anything is recorded, as
  /// `.unexpectedSchema`.
  public convenience init(path: String, learner: String = "default") throws(GradebookError) {
    try self.init(path: path, learner: learner, verifying: true)
  }

  private init(path: String, learner: String, verifying: Bool) throws(GradebookError) {
    if path != ":memory:", FileManager.default.fileExists(atPath: path) {
      try Self.verifyWithoutWriting(path: path)
    }
    database = try SQLiteDatabase(path: path)
    self.learner = learner
    if path != ":memory:" {
      try database.executeWaitingForWriters("PRAGMA journal_mode=WAL")
    }
    try database.execute("PRAGMA synchronous=FULL")
    try migrate()
    guard verifying else { return }
    let (tables, expected) = try Self.expectedSchema()
    let found = try database.schemaDescription(tables: tables)
    let unexpected =
      found.subtracting(expected).sorted()
      + expected.filter { $0.hasPrefix("column") }.subtracting(found).sorted().map {
        "missing " + $0
      }
    guard unexpected.isEmpty else {
      database.close()
      throw GradebookError(
        code: 0, message: unexpected.prefix(3).joined(separator: "; "), path: path,
        reason: .unexpectedSchema)
    }
  }

  /// Verifies an existing file before any read-write connection touches it, so a damaged
  /// gradebook and its write-ahead log are left byte for byte as they were found: no
  /// checkpoint moves the log into the damaged file, and nothing deletes the log.
  ///
  /// While another connection may be writing (a `-wal` or a `-journal` beside the file), the
  /// file is read through a read-only connection, which takes SQLite's locks, reads the log
  /// (it holds the latest answers) and never writes either file. Otherwise the file alone is
  /// the whole gradebook and is read `immutable`, creating nothing beside it. A writer can
  /// start between the look and the read (thirty students connecting at once, the first one
  /// creating the file): a failed immutable read is therefore only believed when it fails
  /// again with still no writer beside the file, and is otherwise decided by the read-only
  /// connection.
  static func verifyWithoutWriting(path: String) throws(GradebookError) {
    func verify(_ access: SQLiteDatabase.Access) throws(GradebookError) {
      let probe = try SQLiteDatabase(path: path, access: access)
      defer { probe.close() }
      _ = try probe.verify(newestSchema: schemaVersion)
    }
    func writerBeside() -> Bool {
      ["-wal", "-journal"].contains { FileManager.default.fileExists(atPath: path + $0) }
    }
    var attempt = 0
    while true {
      if writerBeside() {
        do {
          return try verify(.readOnly)
        } catch  where error.reason == .readOnly {
          // A writer killed mid-write leaves a log whose index must be rebuilt, which a
          // read-only connection may not do (SQLite's `SQLITE_READONLY_RECOVERY`): verify a
          // copy of the file and its log instead, so the originals stay as they were found.
          return try verifyCopy(of: path)
        }
      }
      do {
        return try verify(.immutable)
      } catch {
        attempt += 1
        guard attempt < 3 || writerBeside() else { throw error }
        if !writerBeside() { usleep(50_000) }
      }
    }
  }

  /// Verifies a copy of the gradebook at `path` and its write-ahead log, read-write in a
  /// temporary folder (SQLite may rebuild the log's index there), then removes the copy.
  private static func verifyCopy(of path: String) throws(GradebookError) {
    let manager = FileManager.default
    let folder = manager.temporaryDirectory.appendingPathComponent(
      "idlab-verify-\(UUID().uuidString)")
    defer { try? manager.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("progress.sqlite").path
    do {
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
      try manager.copyItem(atPath: path, toPath: copy)
      if manager.fileExists(atPath: path + "-wal") {
        try manager.copyItem(atPath: path + "-wal", toPath: copy + "-wal")
      }
    } catch {
      throw GradebookError(
        code: SQLITE_CANTOPEN, message: error.localizedDescription, path: path)
    }
    do {
      let probe = try SQLiteDatabase(path: copy, access: .readWrite)
      defer { probe.close() }
      _ = try probe.verify(newestSchema: schemaVersion)
    } catch {
      throw GradebookError(
        code: error.code, message: error.message, path: path, reason: error.reason)
    }
  }

  /// idlab's tables and their description (`SQLiteDatabase.schemaDescription`) as idlab's
  /// migrations make them (made once per process, in memory).
  static func expectedSchema() throws(GradebookError) -> (Set<String>, Set<String>) {
    if let known = expectedSchemaLock.withLock({ expectedSchemaKnown }) { return known }
    let reference = try Gradebook(path: ":memory:", learner: "default", verifying: false)
    let tables = try reference.database.tableNames()
    let schema = (tables, try reference.database.schemaDescription(tables: tables))
    expectedSchemaLock.withLock { expectedSchemaKnown = schema }
    return schema
  }
  nonisolated(unsafe) private static var expectedSchemaKnown: (Set<String>, Set<String>)?
  private static let expectedSchemaLock = NSLock()

  /// Checkpoints the write-ahead log and closes the file (also done when the gradebook is
  /// released); nothing can be recorded afterwards.
  public func close() { database.close() }

  func migrate() throws(GradebookError) {
    let seen = try database.query("PRAGMA user_version").first?.first?.int ?? 0
    guard seen < Self.schemaVersion else { return }
    try database.transaction { () throws(GradebookError) in
      // Read again under the write lock: another process may have migrated meanwhile.
      let version = try database.query("PRAGMA user_version").first?.first?.int ?? 0
      guard version < Self.schemaVersion else { return }
      if version < 1 {
        try database.execute(
          """
          CREATE TABLE IF NOT EXISTS attempts(
            id INTEGER PRIMARY KEY,
            learner TEXT NOT NULL, lesson TEXT NOT NULL, question TEXT NOT NULL,
            language TEXT NOT NULL, answer TEXT NOT NULL, score REAL NOT NULL,
            correct INTEGER NOT NULL, time REAL NOT NULL, simulator_version TEXT NOT NULL,
            UNIQUE(learner, lesson, question, time, answer));
          CREATE INDEX IF NOT EXISTS attempts_lesson ON attempts(learner, lesson);
          CREATE TABLE IF NOT EXISTS positions(
            learner TEXT NOT NULL, lesson TEXT NOT NULL, page INTEGER NOT NULL, block TEXT,
            completed INTEGER NOT NULL DEFAULT 0, updated REAL NOT NULL,
            PRIMARY KEY(learner, lesson));
          CREATE TABLE IF NOT EXISTS current(learner TEXT PRIMARY KEY, lesson TEXT NOT NULL);
          """)
      }
      if version < 2 { try database.execute(Self.quizSchema) }
      if version < 3 { try database.execute(Self.liveSchema) }
      if version < 4 { try database.execute(Self.sessionSchema) }
      if version < 5 { try database.execute(Self.closureSchema) }
      if version < 6 { try database.execute(Self.regradeSchema) }
      if version < 7 { try database.execute(Self.rosterSchema) }
      if version < 8 { try database.execute(Self.accommodationSchema) }
      if version < 9 { try database.execute(Self.attemptSchema) }
      try database.execute("PRAGMA user_version = \(Self.schemaVersion)")
    }
  }

  // MARK: - Attempts

  /// Writes one attempt in its own transaction (durable before it returns).
  public func record(_ attempt: Attempt) throws(GradebookError) {
    try database.transaction { () throws(GradebookError) in try insert(attempt) }
  }

  func insert(_ attempt: Attempt) throws(GradebookError) {
    try database.query(
      """
      INSERT OR IGNORE INTO attempts(learner, lesson, question, language, answer, score, correct,
        time, simulator_version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
      """,
      [
        .text(learner), .text(attempt.lesson), .text(attempt.question), .text(attempt.language),
        .text(attempt.answer), .real(attempt.score), .integer(attempt.correct ? 1 : 0),
        .real(attempt.time), .text(attempt.simulatorVersion),
      ])
  }

  /// Every attempt, optionally for one lesson, oldest first.
  public func attempts(lesson: String? = nil) throws(GradebookError) -> [Attempt] {
    let rows =
      if let lesson {
        try database.query(
          "SELECT lesson, question, language, answer, score, correct, time, simulator_version FROM attempts WHERE learner = ? AND lesson = ? ORDER BY time, id",
          [.text(learner), .text(lesson)])
      } else {
        try database.query(
          "SELECT lesson, question, language, answer, score, correct, time, simulator_version FROM attempts WHERE learner = ? ORDER BY time, id",
          [.text(learner)])
      }
    return rows.map { row in
      Attempt(
        lesson: row[0].string ?? "", question: row[1].string ?? "", language: row[2].string ?? "",
        answer: row[3].string ?? "", score: row[4].double ?? 0, correct: row[5].int == 1,
        time: row[6].double ?? 0, simulatorVersion: row[7].string ?? "")
    }
  }

  /// The best score per question of a lesson.
  public func bestScores(lesson: String) throws(GradebookError) -> [String: Double] {
    let rows = try database.query(
      "SELECT question, MAX(score) FROM attempts WHERE learner = ? AND lesson = ? GROUP BY question",
      [.text(learner), .text(lesson)])
    var result: [String: Double] = [:]
    for row in rows { result[row[0].string ?? ""] = row[1].double ?? 0 }
    return result
  }

  // MARK: - Positions

  /// Saves where the learner is in a lesson and makes it the current lesson.
  ///
  /// A place in a lesson is not a grade: it is committed without waiting for the disk
  /// (`PRAGMA synchronous=NORMAL` for this commit only). It survives the process being killed;
  /// only a power failure or a crash of the system can lose it, and the next attempt's
  /// `fsync` makes it durable too (the write-ahead log is synced in order). Attempts and quiz
  /// answers are still committed with `synchronous=FULL`.
  public func setPosition(_ position: Position) throws(GradebookError) {
    try database.execute("PRAGMA synchronous=NORMAL")
    let saved = Result { () throws(GradebookError) in
      try database.transaction { () throws(GradebookError) in
        try upsert(position)
        try database.query(
          "INSERT INTO current(learner, lesson) VALUES (?, ?) ON CONFLICT(learner) DO UPDATE SET lesson = excluded.lesson",
          [.text(learner), .text(position.lesson)])
      }
    }
    try database.execute("PRAGMA synchronous=FULL")
    try saved.get()
  }

  func upsert(_ position: Position) throws(GradebookError) {
    try database.query(
      """
      INSERT INTO positions(learner, lesson, page, block, completed, updated) VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT(learner, lesson) DO UPDATE SET page = excluded.page, block = excluded.block,
        completed = MAX(completed, excluded.completed), updated = excluded.updated
        WHERE excluded.updated >= positions.updated
      """,
      [
        .text(learner), .text(position.lesson), .integer(Int64(position.page)),
        position.block.map(SQLiteDatabase.Column.text) ?? .null,
        .integer(position.completed ? 1 : 0), .real(position.updated),
      ])
  }

  /// Every saved position.
  public func positions() throws(GradebookError) -> [Position] {
    try database.query(
      "SELECT lesson, page, block, completed, updated FROM positions WHERE learner = ? ORDER BY lesson",
      [.text(learner)]
    ).map { row in
      Position(
        lesson: row[0].string ?? "", page: row[1].int ?? 0, block: row[2].string,
        completed: row[3].int == 1, updated: row[4].double ?? 0)
    }
  }

  /// The lesson the learner was in last.
  public func currentLesson() throws(GradebookError) -> String? {
    try database.query("SELECT lesson FROM current WHERE learner = ?", [.text(learner)]).first?
      .first?.string
  }

  // MARK: - Reset and import

  /// Forgets one lesson's attempts and position, or everything.
  public func reset(lesson: String? = nil) throws(GradebookError) {
    try database.transaction { () throws(GradebookError) in
      if let lesson {
        try database.query(
          "DELETE FROM attempts WHERE learner = ? AND lesson = ?", [.text(learner), .text(lesson)])
        try database.query(
          "DELETE FROM positions WHERE learner = ? AND lesson = ?", [.text(learner), .text(lesson)])
        try database.query(
          "DELETE FROM current WHERE learner = ? AND lesson = ?", [.text(learner), .text(lesson)])
      } else {
        try database.query("DELETE FROM attempts WHERE learner = ?", [.text(learner)])
        try database.query("DELETE FROM positions WHERE learner = ?", [.text(learner)])
        try database.query("DELETE FROM current WHERE learner = ?", [.text(learner)])
      }
    }
  }

  /// Adds an export's attempts (those already present are skipped) and its newer positions,
  /// in one transaction.
  public func merge(_ document: Export) throws(GradebookError) -> ImportSummary {
    try database.transaction { () throws(GradebookError) in
      let before =
        try database.query("SELECT COUNT(*) FROM attempts WHERE learner = ?", [.text(learner)])
        .first?.first?.int ?? 0
      for attempt in document.attempts { try insert(attempt) }
      let after =
        try database.query("SELECT COUNT(*) FROM attempts WHERE learner = ?", [.text(learner)])
        .first?.first?.int ?? 0
      let existing = try positions()
      let newer = document.positions.filter { $0.replaces(in: existing) }
      for position in newer { try upsert(position) }
      return ImportSummary(attemptsAdded: after - before, positionsUpdated: newer.count)
    }
  }
}

/// An import file that is not a progress export.
public enum ImportError: Error, Equatable, Sendable {
  case malformed(String)
  case schema(String)
}
