import CLibPQ
import Foundation

/// The live signal of a PostgreSQL gradebook: LISTEN/NOTIFY on a connection of its own, and
/// an advisory lock held by the presenter's connection.
///
/// Waiting sleeps in `poll` on the connection's socket (and the caller's input). The server
/// releases the presenter's advisory lock when that connection ends, however the presenter
/// ends, but it sends nothing then: students notice by checking `presenterIsPresent()` every
/// `presenceCheckInterval` (one small query), and a presenter that leaves normally announces
/// it at once.
public final class NotifyLiveSignal: LiveSessionSignal {
  let database: PostgresDatabase
  let quiz: String
  /// The two keys of the presenter's advisory lock: idlab's and the quiz's.
  let lockKeys: (Int32, Int32)
  private var holding = false

  /// Connects to `url` and listens on `listening` for `quiz`.
  ///
  /// - Throws: `GradebookError` saying why the server cannot be used.
  public init(url: String, quiz: String, listening: LiveChannel) throws(GradebookError) {
    self.quiz = quiz
    var hash: UInt32 = 2_166_136_261
    for byte in quiz.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    lockKeys = (0x1D1AB, Int32(bitPattern: hash & 0x7fff_ffff))
    do {
      database = try PostgresDatabase(url: url)
      try database.listen(Self.channel(listening, quiz: quiz))
    } catch {
      throw GradebookError(error, target: PostgresStore.target(of: error))
    }
  }

  /// The PostgreSQL channel of one of a quiz's live channels.
  static func channel(_ channel: LiveChannel, quiz: String) -> String {
    "idlab.live.\(channel.rawValue).\(quiz)"
  }

  public var presenceCheckInterval: Duration { .seconds(2) }

  func run<T>(_ body: () throws(PostgresError) -> T) throws(GradebookError) -> T {
    do {
      if !database.isConnected { try database.reconnect() }
      return try body()
    } catch {
      throw GradebookError(error, target: database.target)
    }
  }

  public func claimPresenter() throws(GradebookError) -> Bool {
    if holding { return true }
    let rows = try run { () throws(PostgresError) in
      try database.query(
        "SELECT pg_try_advisory_lock($1::int4, $2::int4)",
        [.integer(Int64(lockKeys.0)), .integer(Int64(lockKeys.1))])
    }
    holding = rows.first?.first?.bool == true
    return holding
  }

  public func releasePresenter() {
    guard holding else { return }
    holding = false
    _ = try? database.query(
      "SELECT pg_advisory_unlock($1::int4, $2::int4)",
      [.integer(Int64(lockKeys.0)), .integer(Int64(lockKeys.1))])
    try? database.notify(Self.channel(.session, quiz: quiz))
  }

  public func presenterIsPresent() throws(GradebookError) -> Bool {
    if holding { return true }
    let rows = try run { () throws(PostgresError) in
      try database.query(
        """
        SELECT EXISTS(SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted
          AND classid = $1::int8::oid AND objid = $2::int8::oid AND objsubid = 2)
        """, [.integer(Int64(lockKeys.0)), .integer(Int64(lockKeys.1))])
    }
    return rows.first?.first?.bool == true
  }

  public func announce(_ channel: LiveChannel) throws(GradebookError) {
    try run { () throws(PostgresError) in
      try database.notify(Self.channel(channel, quiz: quiz))
    }
  }

  public func wait(input: Int32?, timeout: Duration) throws(GradebookError) -> LiveWake {
    try run { () throws(PostgresError) in
      if try drain() { return .signalled }
      let socket = PQsocket(database.connection)
      guard socket >= 0 else {
        throw .connectionLost(target: database.target, message: "the connection has no socket")
      }
      let wake = LivePoll.wait(signal: socket, input: input, timeout: timeout)
      guard wake == .signalled else { return wake }
      return try drain() ? .signalled : .timedOut
    }
  }

  /// Reads what the server sent; whether it held at least one notification.
  private func drain() throws(PostgresError) -> Bool {
    guard PQconsumeInput(database.connection) == 1 else {
      throw .connectionLost(target: database.target, message: database.errorMessage)
    }
    var any = false
    while let received = PQnotifies(database.connection) {
      PQfreemem(received)
      any = true
    }
    return any
  }
}
