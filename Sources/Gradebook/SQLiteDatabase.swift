import CSQLite
import Foundation

/// A small wrapper over SQLite: open, prepare, bind, step, transactions.
///
/// Modelled on SwiftPM's `Basics/SQLite.swift`. Not thread-safe; one per session.
public final class SQLiteDatabase: SQLConnection {
  /// A value to bind or read.
  public typealias Column = DatabaseValue

  private var handle: OpaquePointer?
  /// The file (or `:memory:`).
  public let path: String

  /// How a connection may use its file.
  public enum Access: Sendable {
    /// Read and write, creating the file when missing.
    case readWrite
    /// Read an existing file, its write-ahead log included; never writes the file or the log,
    /// never checkpoints (SQLite may still build the log's index, `-shm`).
    case readOnly
    /// Read an existing file as it is on disk, without locks, log or index: nothing beside
    /// the file is read, created or changed (SQLite's `immutable` URI parameter).
    case immutable
  }

  /// Opens the database at `path` (`access` says how; by default read-write, creating it).
  ///
  /// - Throws: `GradebookError` when it cannot be opened.
  public init(path: String, access: Access = .readWrite) throws(GradebookError) {
    self.path = path
    var db: OpaquePointer?
    let result: Int32
    switch access {
    case .readWrite:
      result = sqlite3_open_v2(
        path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX, nil)
    case .readOnly:
      result = sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_FULLMUTEX, nil)
    case .immutable:
      // A URI's path escapes `%`, `?` and `#`; every other byte is itself.
      let escaped = path.replacingOccurrences(of: "%", with: "%25")
        .replacingOccurrences(of: "?", with: "%3f").replacingOccurrences(of: "#", with: "%23")
      result = sqlite3_open_v2(
        "file:\(escaped)?immutable=1", &db,
        SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_FULLMUTEX, nil)
    }
    guard result == SQLITE_OK, let db else {
      let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      sqlite3_close(db)
      throw GradebookError(code: result, message: message, path: path)
    }
    handle = db
    // A classroom has many writers and a checkpoint holds the lock while it waits for readers:
    // wait long rather than let "database is locked" reach a learner.
    sqlite3_busy_timeout(db, 30_000)
  }

  deinit { close() }

  /// Checkpoints the write-ahead log into the main file (a read-write connection) and closes
  /// the connection; the `-wal` and `-shm` files go away with the last connection. Later
  /// calls do nothing.
  public func close() {
    guard let handle else { return }
    if sqlite3_db_readonly(handle, "main") == 0 {
      _ = sqlite3_exec(handle, "PRAGMA wal_checkpoint(TRUNCATE)", nil, nil, nil)
    }
    sqlite3_close_v2(handle)
    self.handle = nil
  }

  /// Checks the file before anything is written to it: `PRAGMA quick_check` must say `ok`,
  /// and the schema (`PRAGMA user_version`) must not be newer than `newestSchema`.
  ///
  /// - Returns: the file's schema version.
  /// - Throws: `GradebookError` with reason `corrupt` (a damaged file, or not a database) or
  ///   `newerSchema`; nothing has been written then.
  public func verify(newestSchema: Int) throws(GradebookError) -> Int {
    let findings = try query("PRAGMA quick_check").map { $0.first?.string ?? "" }
    guard findings == ["ok"] else {
      throw GradebookError(
        code: SQLITE_CORRUPT, message: findings.prefix(3).joined(separator: "; "), path: path)
    }
    let version = try query("PRAGMA user_version").first?.first?.int ?? 0
    guard version <= newestSchema else {
      throw GradebookError(
        code: SQLITE_ERROR, message: "user_version \(version)", path: path, reason: .newerSchema)
    }
    return version
  }

  func error(_ code: Int32) -> GradebookError {
    error(code, message: handle.map { String(cString: sqlite3_errmsg($0)) } ?? "")
  }

  /// An error for `code`; a write the file system refused for want of room (`ENOSPC`, or
  /// `EFBIG` past a file-size limit or quota) is `.full`, whatever SQLite's code says.
  func error(_ code: Int32, message: String) -> GradebookError {
    let system = handle.map { sqlite3_system_errno($0) } ?? 0
    let full = system == ENOSPC || system == EFBIG
    return GradebookError(code: code, message: message, path: path, reason: full ? .full : nil)
  }

  /// Runs SQL without results (several statements allowed).
  public func execute(_ sql: String) throws(GradebookError) {
    var message: UnsafeMutablePointer<CChar>?
    let result = sqlite3_exec(handle, sql, nil, nil, &message)
    if result != SQLITE_OK {
      let text = message.map { String(cString: $0) } ?? ""
      sqlite3_free(message)
      throw error(result, message: text)
    }
  }

  /// Runs one statement with bindings and returns every row.
  @discardableResult
  public func query(_ sql: String, _ bindings: [Column] = []) throws(GradebookError) -> [[Column]] {
    var statement: OpaquePointer?
    let prepared = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
    guard prepared == SQLITE_OK, let statement else { throw error(prepared) }
    defer { sqlite3_finalize(statement) }
    let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    for (offset, value) in bindings.enumerated() {
      let index = Int32(offset + 1)
      let bound: Int32
      switch value {
      case .null: bound = sqlite3_bind_null(statement, index)
      case .integer(let v): bound = sqlite3_bind_int64(statement, index, v)
      case .real(let v): bound = sqlite3_bind_double(statement, index, v)
      case .text(let v): bound = sqlite3_bind_text(statement, index, v, -1, transient)
      case .boolean(let v): bound = sqlite3_bind_int64(statement, index, v ? 1 : 0)
      }
      guard bound == SQLITE_OK else { throw error(bound) }
    }
    var rows: [[Column]] = []
    while true {
      let stepped = sqlite3_step(statement)
      if stepped == SQLITE_DONE { break }
      guard stepped == SQLITE_ROW else { throw error(stepped) }
      var row: [Column] = []
      for column in 0..<sqlite3_column_count(statement) {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER: row.append(.integer(sqlite3_column_int64(statement, column)))
        case SQLITE_FLOAT: row.append(.real(sqlite3_column_double(statement, column)))
        case SQLITE_NULL: row.append(.null)
        default:
          row.append(
            .text(sqlite3_column_text(statement, column).map { String(cString: $0) } ?? ""))
        }
      }
      rows.append(row)
    }
    return rows
  }

  /// How long a write waits for other writers, in seconds, before it reports `busy`.
  public static let writeWaitLimit: TimeInterval = 60

  /// Runs `sql` (no results), trying again while the database stays busy, for up to
  /// `writeWaitLimit` seconds in all.
  ///
  /// For the statements SQLite answers `SQLITE_BUSY` at once, without calling the busy handler,
  /// because waiting could deadlock: `BEGIN IMMEDIATE`, and `PRAGMA journal_mode=WAL` while
  /// another connection reads. Many students opening or answering at once on one machine never
  /// see "database is locked".
  public func executeWaitingForWriters(_ sql: String) throws(GradebookError) {
    let deadline = Date().addingTimeInterval(Self.writeWaitLimit)
    while true {
      do {
        return try execute(sql)
      } catch  where error.reason == .busy && Date() < deadline {
        usleep(UInt32.random(in: 1_000...20_000))
      }
    }
  }

  /// Runs `body` in a transaction: committed when it returns, rolled back when it throws.
  ///
  /// Waiting for another writer is not an error (`executeWaitingForWriters(_:)`).
  @discardableResult
  public func transaction<T>(_ body: () throws(GradebookError) -> T) throws(GradebookError) -> T {
    try executeWaitingForWriters("BEGIN IMMEDIATE")
    return try commitOrRollBack(body)
  }
}

/// A gradebook operation that failed (a full disk, a read-only file, a corrupt database).
public struct GradebookError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The SQLite result code.
  public var code: Int32
  /// SQLite's message.
  public var message: String
  public var path: String

  /// What went wrong, for choosing a localized message.
  public enum Reason: String, Sendable {
    case full, readOnly, busy, corrupt, cannotOpen, newerSchema, other
    /// A PostgreSQL server did not answer.
    case unreachable
    /// A PostgreSQL server refused the user or password.
    case badCredentials
    /// The connection to a PostgreSQL server broke.
    case connectionLost
    /// The take an answer was for is submitted, ended by the instructor, or out of time.
    case takeClosed
    /// The store accepted a write but does not hold the row that was written.
    case notStored
    /// A take was not started: the student has used every attempt the quiz allows.
    case noAttemptLeft
    /// The store's tables, columns, indexes or triggers are not the ones idlab made.
    case unexpectedSchema
  }

  /// What went wrong: from the SQLite code unless the error was raised by idlab's own checks.
  public var reason: Reason

  /// An error; `reason` defaults to the one SQLite's code implies.
  public init(code: Int32, message: String, path: String, reason: Reason? = nil) {
    self.code = code
    self.message = message
    self.path = path
    self.reason = reason ?? Self.reason(forCode: code)
  }

  /// The reason a SQLite result code implies.
  static func reason(forCode code: Int32) -> Reason {
    switch code & 0xff {
    case SQLITE_FULL: .full
    case SQLITE_READONLY, SQLITE_PERM, SQLITE_AUTH: .readOnly
    case SQLITE_BUSY, SQLITE_LOCKED: .busy
    case SQLITE_CORRUPT, SQLITE_NOTADB: .corrupt
    case SQLITE_CANTOPEN, SQLITE_IOERR: .cannotOpen
    default: .other
    }
  }

  /// Whether idlab refused the file to protect it (damaged, or from a newer idlab): the
  /// learner should move it aside rather than retry.
  public var isRefusal: Bool {
    reason == .corrupt || reason == .newerSchema || reason == .unexpectedSchema
  }

  public var description: String {
    code == 0 ? "\(path): \(message)" : "\(path): \(message) (SQLite \(code))"
  }
}
