/// The PostgreSQL schema and its migrations, numbered like the SQLite gradebook's
/// (`PRAGMA user_version` there, the `idlab_schema` table here).
extension PostgresStore {
  /// The statements that bring a database from `version - 1` to `version`, by version.
  static let migrations: [Int: String] = [
    1: """
    CREATE TABLE attempts(
      id BIGSERIAL PRIMARY KEY,
      learner TEXT NOT NULL, lesson TEXT NOT NULL, question TEXT NOT NULL,
      language TEXT NOT NULL, answer TEXT NOT NULL, score DOUBLE PRECISION NOT NULL,
      correct BOOLEAN NOT NULL, time DOUBLE PRECISION NOT NULL, simulator_version TEXT NOT NULL,
      UNIQUE(learner, lesson, question, time, answer));
    CREATE INDEX attempts_lesson ON attempts(learner, lesson);
    CREATE TABLE positions(
      learner TEXT NOT NULL, lesson TEXT NOT NULL, page INTEGER NOT NULL, block TEXT,
      completed BOOLEAN NOT NULL DEFAULT FALSE, updated DOUBLE PRECISION NOT NULL,
      PRIMARY KEY(learner, lesson));
    CREATE TABLE current_lesson(learner TEXT PRIMARY KEY, lesson TEXT NOT NULL);
    """,
    2: """
    CREATE TABLE quiz_takes(
      quiz TEXT NOT NULL, student TEXT NOT NULL, number INTEGER NOT NULL, seed TEXT NOT NULL,
      plan TEXT NOT NULL, language TEXT NOT NULL, started DOUBLE PRECISION NOT NULL,
      submitted DOUBLE PRECISION,
      PRIMARY KEY(quiz, student, number));
    CREATE TABLE quiz_answers(
      id BIGSERIAL PRIMARY KEY,
      quiz TEXT NOT NULL, student TEXT NOT NULL, take INTEGER NOT NULL, item TEXT NOT NULL,
      seed TEXT NOT NULL, variant INTEGER NOT NULL, language TEXT NOT NULL,
      raw_answer TEXT NOT NULL, parsed_answer TEXT NOT NULL, truth TEXT NOT NULL,
      score DOUBLE PRECISION NOT NULL, points DOUBLE PRECISION NOT NULL,
      time DOUBLE PRECISION NOT NULL, simulator_version TEXT NOT NULL, item_hash TEXT NOT NULL,
      original_score DOUBLE PRECISION, regrade_reason TEXT, regraded DOUBLE PRECISION);
    CREATE INDEX quiz_answers_quiz ON quiz_answers(quiz, student, take);
    CREATE TABLE quiz_releases(quiz TEXT PRIMARY KEY, released DOUBLE PRECISION NOT NULL);
    CREATE TABLE quiz_extra_time(
      quiz TEXT NOT NULL, student TEXT NOT NULL, seconds DOUBLE PRECISION NOT NULL,
      PRIMARY KEY(quiz, student));
    """,
    3: """
    ALTER TABLE quiz_answers ADD COLUMN live_round INTEGER;
    CREATE TABLE live_sessions(
      quiz TEXT PRIMARY KEY, item INTEGER NOT NULL, phase TEXT NOT NULL, round INTEGER NOT NULL,
      revision INTEGER NOT NULL, updated DOUBLE PRECISION NOT NULL);
    """,
    4: """
    CREATE TABLE quiz_sessions(
      quiz TEXT NOT NULL, student TEXT NOT NULL, number INTEGER NOT NULL, holder TEXT NOT NULL,
      since DOUBLE PRECISION NOT NULL, PRIMARY KEY(quiz, student, number));
    """,
    5: """
    ALTER TABLE quiz_takes ADD COLUMN submit_reason TEXT;
    CREATE TABLE quiz_closures(quiz TEXT PRIMARY KEY, closed DOUBLE PRECISION NOT NULL);
    """,
    6: """
    CREATE TABLE quiz_regrades(
      id BIGSERIAL PRIMARY KEY, answer BIGINT NOT NULL, old_score DOUBLE PRECISION NOT NULL,
      new_score DOUBLE PRECISION NOT NULL, old_truth TEXT NOT NULL, new_truth TEXT NOT NULL,
      old_item_hash TEXT NOT NULL, new_item_hash TEXT NOT NULL, simulator_version TEXT NOT NULL,
      reason TEXT NOT NULL, time DOUBLE PRECISION NOT NULL, who TEXT NOT NULL);
    CREATE INDEX quiz_regrades_answer ON quiz_regrades(answer);
    """,
    7: """
    CREATE TABLE class_roster(
      id TEXT PRIMARY KEY, position INTEGER NOT NULL, name TEXT NOT NULL, key TEXT NOT NULL,
      extra_minutes DOUBLE PRECISION NOT NULL, language TEXT);
    """,
    8: """
    ALTER TABLE quiz_regrades ADD COLUMN comment TEXT;
    ALTER TABLE quiz_extra_time ADD COLUMN closes DOUBLE PRECISION;
    """,
    9: Gradebook.attemptSchema,
  ]

  /// The advisory lock key that serialises migrations between idlab processes.
  static let migrationLock: Int64 = 0x69_646C_6162  // "idlab"

  /// The schema version stored in the database (0 for an empty database).
  func storedVersion() throws(PostgresError) -> Int {
    let exists = try database.query("SELECT to_regclass('idlab_schema') IS NOT NULL")
    guard exists.first?.first?.bool == true else { return 0 }
    return try database.query("SELECT max(version) FROM idlab_schema").first?.first?.int ?? 0
  }

  /// Brings the schema to `schemaVersion`, one version per step, in one transaction.
  ///
  /// - Throws: `PostgresError.statement` with SQLSTATE `IDL01` for a database written by a
  ///   newer idlab (reported as `.newerSchema`), or the failing statement's error.
  func migrate() throws(PostgresError) {
    try database.transaction { () throws(PostgresError) in
      try database.query("SELECT pg_advisory_xact_lock($1)", [.integer(Self.migrationLock)])
      let version = try storedVersion()
      guard version <= Self.schemaVersion else {
        throw .statement(sqlState: "IDL01", message: "schema version \(version) is newer")
      }
      guard version < Self.schemaVersion else { return }
      if version == 0 {
        try database.execute("CREATE TABLE idlab_schema(version INTEGER PRIMARY KEY)")
      }
      for next in (version + 1)...Self.schemaVersion {
        try database.execute(Self.migrations[next] ?? "")
        try database.query("INSERT INTO idlab_schema(version) VALUES ($1)", [.integer(Int64(next))])
      }
    }
  }
}
