/// A store whose quiz and live statements are written once, for both backends: the SQLite
/// `Gradebook` and `PostgresStore` say only how a statement runs (`write`, `read`); the
/// statements themselves (`SQLStore+Quiz.swift`, `SQLStore+Live.swift`) are shared, and what
/// SQLite and PostgreSQL spell differently is `SQLDialect`'s.
///
///     try write { sql throws(GradebookError) in
///       try sql.query("DELETE FROM quiz_sessions WHERE quiz = ?", [.text(quiz)])
///     }
protocol SQLStore: GradebookStore {
  /// Runs `body` in one transaction: committed when it returns, rolled back when it throws.
  func write<T>(_ body: (SQLStatements) throws(GradebookError) -> T) throws(GradebookError) -> T

  /// Runs `body`, which only reads, outside a transaction (on PostgreSQL once more, on a new
  /// connection, when the connection was lost).
  func read<T>(_ body: (SQLStatements) throws(GradebookError) -> T) throws(GradebookError) -> T

  /// What an error names: the gradebook's file, or the server and database.
  var location: String { get }
}

/// The statements of one `write` or `read`: each is written in the shared spelling and run in
/// the store's dialect.
struct SQLStatements: SQLConnection {
  /// The backend's dialect.
  let dialect: SQLDialect
  /// Runs one statement, as the backend spells it, with its parameters.
  let run: (String, [DatabaseValue]) throws(GradebookError) -> [[DatabaseValue]]

  /// Runs `sql` (written with `?` parameters, `SQLDialect`) and returns every row.
  @discardableResult
  func query(_ sql: String, _ values: [DatabaseValue] = []) throws(GradebookError)
    -> [[DatabaseValue]]
  {
    try run(dialect.statement(sql), values)
  }

  /// Runs `sql`, which has no parameters, ignoring any rows (`BEGIN`, `COMMIT`).
  func execute(_ sql: String) throws(GradebookError) {
    _ = try run(sql, [])
  }
}

extension SQLStore {
  /// The rows of one reading statement (`read`).
  func select(_ sql: String, _ values: [DatabaseValue] = []) throws(GradebookError)
    -> [[DatabaseValue]]
  {
    try read { statements throws(GradebookError) in try statements.query(sql, values) }
  }

  /// Runs one writing statement in its own transaction (`write`); its rows (`RETURNING`).
  @discardableResult
  func change(_ sql: String, _ values: [DatabaseValue] = []) throws(GradebookError)
    -> [[DatabaseValue]]
  {
    try write { statements throws(GradebookError) in try statements.query(sql, values) }
  }
}
