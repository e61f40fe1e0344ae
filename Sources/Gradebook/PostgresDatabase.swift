import CLibPQ
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A small wrapper over libpq: connect by URL, parameterised statements, transactions, and
/// LISTEN/NOTIFY (in `PostgresDatabase+Notifications.swift`).
///
/// Parameters travel separately from the SQL text (`$1`, `$2`, …), so values are never spliced
/// into statements. Results come back in libpq's text format and are turned into `Value`s by
/// column type. Not thread-safe: one per thread or session, like a libpq connection.
///
///     let database = try PostgresDatabase(url: "postgresql://idlab@127.0.0.1:5432/idlab")
///     try database.transaction { () throws(PostgresError) in
///       try database.query("INSERT INTO t(a, b) VALUES ($1, $2)", [.text("x"), .integer(1)])
///     }
///     let rows = try database.query("SELECT a, b FROM t WHERE b > $1", [.integer(0)])
public final class PostgresDatabase: SQLConnection {
  /// A value to send as a parameter or read from a row.
  public typealias Value = DatabaseValue

  let connection: OpaquePointer
  /// `user@host:port/database`, as libpq resolved the URL (never the password).
  public let target: String

  /// Connects to the server named by `url` (a `postgresql://` URI or a `key=value` string).
  ///
  /// The connection is made without blocking the thread on the network: the socket is waited
  /// on with `poll`, for at most `timeout`.
  ///
  /// - Throws: `PostgresError.invalidURL`, `.unreachable`, `.badCredentials` or `.rejected`.
  public init(url: String, timeout: Duration = .seconds(10)) throws(PostgresError) {
    var parseError: UnsafeMutablePointer<CChar>?
    guard let options = PQconninfoParse(url, &parseError) else {
      let message = parseError.map { String(cString: $0) } ?? "out of memory"
      PQfreemem(parseError)
      throw .invalidURL(message: Self.tidy(message))
    }
    PQconninfoFree(options)

    let keywords: [UnsafeMutablePointer<CChar>?] = [
      strdup("dbname"), strdup("fallback_application_name"), strdup("client_encoding"),
    ]
    let values: [UnsafeMutablePointer<CChar>?] = [strdup(url), strdup("idlab"), strdup("UTF8")]
    defer {
      keywords.forEach { free($0) }
      values.forEach { free($0) }
    }
    let started = (keywords + [nil]).map { UnsafePointer($0) }.withUnsafeBufferPointer {
      keywordPointer in
      (values + [nil]).map { UnsafePointer($0) }.withUnsafeBufferPointer { valuePointer in
        PQconnectStartParams(keywordPointer.baseAddress, valuePointer.baseAddress, 1)
      }
    }
    guard let started else { throw .unreachable(target: "?", message: "out of memory") }
    connection = started
    target = Self.describeTarget(started)
    PQsetNoticeProcessor(started, { _, _ in }, nil)
    // Verbose messages carry the SQLSTATE, which tells bad credentials from the rest in any
    // server language; it is taken out of the text again below.
    PQsetErrorVerbosity(started, PQERRORS_VERBOSE)
    // A failure from here on runs `deinit`, which closes the connection.
    try finishConnecting(timeout: timeout)
    PQsetErrorVerbosity(started, PQERRORS_DEFAULT)
    exactFloats()
  }

  /// Asks the server for every digit of a `double precision` (the default from PostgreSQL 12;
  /// older servers, or a role set otherwise, round to 15): a value read back equals the value
  /// written, as the read-back of every answer requires.
  private func exactFloats() {
    PQclear(PQexec(connection, "SET extra_float_digits = 3"))
  }

  deinit { PQfinish(connection) }

  /// Drives `PQconnectPoll` until the connection is made or fails.
  private func finishConnecting(timeout: Duration) throws(PostgresError) {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var reachedServer = false
    var polling = PGRES_POLLING_WRITING
    while true {
      let status = PQstatus(connection)
      if status != CONNECTION_STARTED, status != CONNECTION_BAD { reachedServer = true }
      if status == CONNECTION_BAD || polling == PGRES_POLLING_FAILED {
        throw connectError(reachedServer: reachedServer)
      }
      if polling == PGRES_POLLING_OK { return }
      let events = polling == PGRES_POLLING_READING ? POLLIN : POLLOUT
      guard try wait(for: Int16(events), until: deadline) else {
        throw .unreachable(target: target, message: "no answer within \(timeout)")
      }
      polling = PQconnectPoll(connection)
    }
  }

  /// Classifies a failed connection attempt.
  private func connectError(reachedServer: Bool) -> PostgresError {
    let text = String(cString: PQerrorMessage(connection))
    let (state, message) = Self.splitVerbose(text)
    guard reachedServer else { return .unreachable(target: target, message: message) }
    if state?.hasPrefix("28") == true || PQconnectionNeedsPassword(connection) == 1 {
      return .badCredentials(target: target, message: message)
    }
    return .rejected(target: target, message: message)
  }

  /// Waits until the socket is ready for `events` or `deadline` passes; returns whether it is
  /// ready.
  func wait(for events: Int16, until deadline: ContinuousClock.Instant) throws(PostgresError)
    -> Bool
  {
    let clock = ContinuousClock()
    while true {
      let socket = PQsocket(connection)
      guard socket >= 0 else {
        throw .connectionLost(target: target, message: "the connection has no socket")
      }
      let remaining = clock.now.duration(to: deadline)
      if remaining <= .zero { return false }
      let (seconds, attoseconds) = remaining.components
      let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
      var descriptor = pollfd(fd: socket, events: events, revents: 0)
      let ready = poll(&descriptor, 1, milliseconds)
      if ready > 0 { return true }
      if ready < 0, errno != EINTR {
        throw .connectionLost(target: target, message: String(cString: strerror(errno)))
      }
    }
  }

  // MARK: - Statements

  /// Runs SQL without parameters (several statements separated by `;` allowed).
  ///
  /// - Throws: `PostgresError.statement` when the server refuses it, `.connectionLost` when
  ///   the connection broke.
  public func execute(_ sql: String) throws(PostgresError) {
    let result = PQexec(connection, sql)
    defer { PQclear(result) }
    try check(result)
  }

  /// Runs one statement with `$1`, `$2`, … bound to `parameters` and returns every row.
  ///
  /// Integers are sent as `int8`, reals as `float8`, booleans as `bool`; text and null are
  /// left for the server to type from the statement.
  ///
  /// - Throws: `PostgresError.statement` when the server refuses it, `.connectionLost` when
  ///   the connection broke.
  @discardableResult
  public func query(_ sql: String, _ parameters: [Value] = []) throws(PostgresError) -> [[Value]] {
    var types: [Oid] = []
    var texts: [UnsafeMutablePointer<CChar>?] = []
    for parameter in parameters {
      switch parameter {
      case .null:
        types.append(0)
        texts.append(nil)
      case .integer(let v):
        types.append(20)
        texts.append(strdup(String(v)))
      case .real(let v):
        types.append(701)
        texts.append(
          strdup(v.isFinite ? "\(v)" : (v.isNaN ? "NaN" : (v > 0 ? "Infinity" : "-Infinity"))))
      case .text(let v):
        types.append(0)
        texts.append(strdup(v))
      case .boolean(let v):
        types.append(16)
        texts.append(strdup(v ? "t" : "f"))
      }
    }
    defer { texts.forEach { free($0) } }
    let result = texts.map { UnsafePointer($0) }.withUnsafeBufferPointer { values in
      PQexecParams(
        connection, sql, Int32(parameters.count), types, values.baseAddress, nil, nil, 0)
    }
    defer { PQclear(result) }
    try check(result)
    return Self.rows(of: result)
  }

  /// Runs `body` in a transaction: committed when it returns, rolled back when it throws.
  ///
  /// - Throws: what `body` throws (after the rollback), or the error of `BEGIN`/`COMMIT`.
  ///   A `.connectionLost` from `COMMIT` leaves unknown whether the transaction took effect.
  @discardableResult
  public func transaction<T>(_ body: () throws(PostgresError) -> T) throws(PostgresError) -> T {
    try execute("BEGIN")
    return try commitOrRollBack(body)
  }

  /// Makes a new connection with the same URL after the old one was lost.
  ///
  /// Channels that were listened to must be listened to again.
  ///
  /// - Throws: `PostgresError.connectionLost` when the server still cannot be reached.
  public func reconnect() throws(PostgresError) {
    PQreset(connection)
    guard PQstatus(connection) == CONNECTION_OK else {
      throw .connectionLost(target: target, message: Self.tidy(errorMessage))
    }
    exactFloats()
  }

  /// Whether the connection is currently usable, as far as libpq knows.
  public var isConnected: Bool { PQstatus(connection) == CONNECTION_OK }

  /// Quotes a name for use as an identifier in SQL (`"Quiz ""A"""`).
  public func quoteIdentifier(_ name: String) throws(PostgresError) -> String {
    let utf8 = Array(name.utf8)
    guard let quoted = PQescapeIdentifier(connection, name, utf8.count) else {
      throw .statement(sqlState: "22000", message: Self.tidy(errorMessage))
    }
    defer { PQfreemem(quoted) }
    return String(cString: quoted)
  }

  // MARK: - Results

  var errorMessage: String { String(cString: PQerrorMessage(connection)) }

  /// Throws the error a result stands for, if any.
  private func check(_ result: OpaquePointer?) throws(PostgresError) {
    guard let result else {
      throw .connectionLost(target: target, message: Self.tidy(errorMessage))
    }
    switch PQresultStatus(result) {
    case PGRES_COMMAND_OK, PGRES_TUPLES_OK, PGRES_EMPTY_QUERY:
      return
    default:
      if PQstatus(connection) == CONNECTION_BAD {
        throw .connectionLost(target: target, message: Self.tidy(errorMessage))
      }
      let state = PQresultErrorField(result, Int32(UInt8(ascii: "C"))).map { String(cString: $0) }
      let primary = PQresultErrorField(result, Int32(UInt8(ascii: "M"))).map {
        String(cString: $0)
      }
      throw .statement(
        sqlState: state ?? "XX000",
        message: primary ?? Self.tidy(String(cString: PQresultErrorMessage(result))))
    }
  }

  /// The rows of a successful result, typed by column.
  private static func rows(of result: OpaquePointer?) -> [[Value]] {
    guard let result else { return [] }
    let rowCount = PQntuples(result)
    let columnCount = PQnfields(result)
    var rows: [[Value]] = []
    rows.reserveCapacity(Int(rowCount))
    for row in 0..<rowCount {
      var values: [Value] = []
      values.reserveCapacity(Int(columnCount))
      for column in 0..<columnCount {
        guard PQgetisnull(result, row, column) == 0, let raw = PQgetvalue(result, row, column)
        else {
          values.append(.null)
          continue
        }
        let text = String(cString: raw)
        switch PQftype(result, column) {
        case 16: values.append(.boolean(text == "t"))
        case 20, 21, 23, 26: values.append(Int64(text).map(Value.integer) ?? .text(text))
        case 700, 701, 1700: values.append(Double(text).map(Value.real) ?? .text(text))
        default: values.append(.text(text))
        }
      }
      rows.append(values)
    }
    return rows
  }

  // MARK: - Messages

  /// `user@host:port/database` of a connection, without the password.
  private static func describeTarget(_ connection: OpaquePointer) -> String {
    func field(_ value: UnsafeMutablePointer<CChar>?) -> String {
      value.map { String(cString: $0) } ?? ""
    }
    let host = field(PQhost(connection))
    let port = field(PQport(connection))
    return "\(field(PQuser(connection)))@\(host.isEmpty ? "localhost" : host):\(port)/"
      + field(PQdb(connection))
  }

  /// Takes the SQLSTATE and the `LOCATION:` line out of a verbose libpq message.
  ///
  ///     connection to server at "127.0.0.1", port 5432 failed: FATAL:  28P01: password …
  ///     → ("28P01", "connection to server at "127.0.0.1", port 5432 failed: FATAL:  password …")
  static func splitVerbose(_ text: String) -> (state: String?, message: String) {
    var state: String?
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      if line.hasPrefix("LOCATION:") { continue }
      var kept = String(line)
      if state == nil, let range = kept.range(of: #":  [0-9A-Z]{5}: "#, options: .regularExpression)
      {
        state = String(kept[range].dropFirst(3).prefix(5))
        kept.replaceSubrange(range, with: ":  ")
      }
      lines.append(kept)
    }
    return (state, tidy(lines.joined(separator: "\n")))
  }

  /// A libpq message without trailing newlines.
  static func tidy(_ message: String) -> String {
    message.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
