/// What the two database wrappers, `SQLiteDatabase` and `PostgresDatabase`, do alike: run a
/// statement without results. It gives both one way to end a transaction.
protocol SQLConnection {
  /// The error a statement throws.
  associatedtype Failure: Error

  /// Runs `sql`, ignoring any rows.
  func execute(_ sql: String) throws(Failure)
}

extension SQLConnection {
  /// Runs `body` in a transaction that was just begun: `COMMIT` when it returns, `ROLLBACK`
  /// when it or the commit throws.
  ///
  /// - Throws: what `body` or `COMMIT` threw, after the rollback (whose own error is dropped:
  ///   the first failure is the one to report).
  func commitOrRollBack<T>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
    do {
      let result = try body()
      try execute("COMMIT")
      return result
    } catch {
      try? execute("ROLLBACK")
      throw error
    }
  }
}
