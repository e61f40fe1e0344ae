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

  /// Schema version 9, the same on both backends: the attempts a take was allowed
  /// (`QuizTake.attempts`).
  static let attemptSchema = """
    ALTER TABLE quiz_takes ADD COLUMN attempts INTEGER;
    """
}

/// The SQLite gradebook runs the shared statements (`SQLStore+Quiz.swift`) on its one
/// connection; a write waits for other writers (`SQLiteDatabase.transaction`).
extension Gradebook: SQLStore {
  func write<T>(_ body: (SQLStatements) throws(GradebookError) -> T) throws(GradebookError) -> T {
    try database.transaction { () throws(GradebookError) -> T in try body(statements) }
  }

  func read<T>(_ body: (SQLStatements) throws(GradebookError) -> T) throws(GradebookError) -> T {
    try body(statements)
  }

  var location: String { database.path }

  private var statements: SQLStatements {
    SQLStatements(dialect: .sqlite, run: database.query)
  }
}
