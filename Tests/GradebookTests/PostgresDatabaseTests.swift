import Foundation
import ServerHarness
import Testing

@testable import Gradebook

/// The libpq wrapper against a throwaway PostgreSQL cluster started by the tests.
@Suite(
  .enabled(
    if: ThrowawayPostgres.unavailableReason == nil,
    "PostgreSQL server tests skipped: initdb not found (sudo apt-get install -y postgresql)"))
struct PostgresDatabaseTests {
  /// A fresh database on the shared cluster.
  static func freshDatabase() throws -> (ThrowawayPostgres, PostgresDatabase, String) {
    let cluster = try ThrowawayPostgres.shared.get()
    let url = try cluster.makeDatabase()
    return (cluster, try PostgresDatabase(url: url), url)
  }

  @Test func parametersRoundTripWithTheirTypes() throws {
    let (_, database, _) = try Self.freshDatabase()
    try database.execute(
      "CREATE TABLE t(id BIGINT PRIMARY KEY, name TEXT, score DOUBLE PRECISION, ok BOOLEAN)")
    let names = ["plain", "it's \"quoted\"; DROP TABLE t; --", "ñandú 🦤", ""]
    for (index, name) in names.enumerated() {
      try database.query(
        "INSERT INTO t(id, name, score, ok) VALUES ($1, $2, $3, $4)",
        [
          .integer(Int64(index)), .text(name), .real([0.1, -2.5e-300, 1e15, 0][index]),
          .boolean(index % 2 == 0),
        ])
    }
    try database.query(
      "INSERT INTO t(id, name, score, ok) VALUES ($1, $2, $3, $4)",
      [.integer(9), .null, .null, .null])
    let rows = try database.query("SELECT id, name, score, ok FROM t ORDER BY id")
    #expect(
      rows == [
        [.integer(0), .text("plain"), .real(0.1), .boolean(true)],
        [
          .integer(1), .text("it's \"quoted\"; DROP TABLE t; --"), .real(-2.5e-300),
          .boolean(false),
        ],
        [.integer(2), .text("ñandú 🦤"), .real(1e15), .boolean(true)],
        [.integer(3), .text(""), .real(0), .boolean(false)],
        [.integer(9), .null, .null, .null],
      ])
    let counted = try database.query("SELECT count(*) FROM t WHERE name = $1", [.text("plain")])
    #expect(counted == [[.integer(1)]])
  }

  @Test func aTransactionCommitsOrRollsBack() throws {
    let (_, database, _) = try Self.freshDatabase()
    try database.execute("CREATE TABLE t(v TEXT)")
    try database.transaction { () throws(PostgresError) in
      try database.query("INSERT INTO t VALUES ($1)", [.text("kept")])
    }
    do {
      try database.transaction { () throws(PostgresError) in
        try database.query("INSERT INTO t VALUES ($1)", [.text("dropped")])
        try database.execute("SELECT * FROM missing_table")
      }
      Issue.record("expected the statement to fail")
    } catch {
      #expect(error.sqlState == "42P01")
    }
    #expect(try database.query("SELECT v FROM t") == [[.text("kept")]])
  }

  @Test func aRefusedStatementKeepsTheConnection() throws {
    let (_, database, _) = try Self.freshDatabase()
    try database.execute("CREATE TABLE t(v TEXT UNIQUE)")
    try database.query("INSERT INTO t VALUES ($1)", [.text("a")])
    #expect(
      throws: PostgresError.statement(
        sqlState: "23505", message: "duplicate key value violates unique constraint \"t_v_key\"")
    ) {
      try database.query("INSERT INTO t VALUES ($1)", [.text("a")])
    }
    #expect(database.isConnected)
    #expect(try database.query("SELECT count(*) FROM t") == [[.integer(1)]])
  }

  @Test func aMalformedURLIsInvalid() {
    do {
      _ = try PostgresDatabase(url: "postgresql://[::1")
      Issue.record("expected an error")
    } catch {
      guard case .invalidURL = error else {
        Issue.record("expected invalidURL, got \(error)")
        return
      }
    }
  }

  @Test func aPortWithoutServerIsUnreachable() throws {
    let port = try HarnessProcess.freeLoopbackPort()
    do {
      _ = try PostgresDatabase(url: "postgresql://someone:secret@127.0.0.1:\(port)/x")
      Issue.record("expected an error")
    } catch {
      guard case .unreachable(let target, _) = error else {
        Issue.record("expected unreachable, got \(error)")
        return
      }
      #expect(target == "someone@127.0.0.1:\(port)/x")
      #expect(!error.description.contains("secret"))
    }
  }

  @Test func aWrongPasswordIsBadCredentials() throws {
    let cluster = try ThrowawayPostgres.shared.get()
    do {
      _ = try PostgresDatabase(
        url: cluster.url(database: "postgres", user: cluster.superuser, password: "wrong"))
      Issue.record("expected an error")
    } catch {
      guard case .badCredentials(_, let message) = error else {
        Issue.record("expected badCredentials, got \(error)")
        return
      }
      #expect(message.contains("password authentication failed"))
      #expect(!message.contains("28P01"))
      #expect(!message.contains("LOCATION"))
    }
  }

  @Test func aMissingPasswordIsBadCredentials() throws {
    let cluster = try ThrowawayPostgres.shared.get()
    do {
      _ = try PostgresDatabase(
        url: "postgresql://\(cluster.superuser)@\(cluster.host):\(cluster.port)/postgres"
          + "?sslmode=disable&passfile=/nonexistent")
      Issue.record("expected an error")
    } catch {
      guard case .badCredentials = error else {
        Issue.record("expected badCredentials, got \(error)")
        return
      }
    }
  }

  @Test func aMissingDatabaseIsRejected() throws {
    let cluster = try ThrowawayPostgres.shared.get()
    do {
      _ = try PostgresDatabase(url: cluster.url(database: "no_such_database"))
      Issue.record("expected an error")
    } catch {
      guard case .rejected(_, let message) = error else {
        Issue.record("expected rejected, got \(error)")
        return
      }
      #expect(message.contains("\"no_such_database\" does not exist"))
    }
  }

  @Test func aKilledSessionIsALostConnectionAndReconnects() throws {
    let (cluster, database, _) = try Self.freshDatabase()
    let pid = try #require(try database.query("SELECT pg_backend_pid()").first?.first?.int)
    try cluster.runSQL("SELECT pg_terminate_backend(\(pid))")
    do {
      try database.query("SELECT 1")
      Issue.record("expected an error")
    } catch {
      guard case .connectionLost = error else {
        Issue.record("expected connectionLost, got \(error)")
        return
      }
    }
    #expect(!database.isConnected)
    try database.reconnect()
    #expect(try database.query("SELECT 1 + $1", [.integer(1)]) == [[.integer(2)]])
  }

  @Test func notificationsArriveInOrderWithPayloads() throws {
    let (_, listener, url) = try Self.freshDatabase()
    let sender = try PostgresDatabase(url: url)
    try listener.listen("quiz live")
    try sender.notify("quiz live", payload: "item 1")
    try sender.notify("quiz live", payload: "item 2")
    try sender.notify("elsewhere", payload: "not for us")
    let first = try listener.nextNotification(timeout: .seconds(30))
    let second = try listener.nextNotification(timeout: .seconds(30))
    #expect(first?.channel == "quiz live")
    #expect([first?.payload, second?.payload] == ["item 1", "item 2"])
    #expect(try listener.nextNotification(timeout: .milliseconds(100)) == nil)
  }

  @Test func aWaitingListenerWakesWhenNotified() async throws {
    let (_, _, url) = try Self.freshDatabase()
    let listener = try PostgresDatabase(url: url)
    try listener.listen("wake")
    let sender = try PostgresDatabase(url: url)
    // The listener is used by the waiting task only from here on.
    nonisolated(unsafe) let waiting = listener
    let received = Task.detached { () -> String? in
      try? waiting.nextNotification(timeout: .seconds(60))?.payload
    }
    // LISTEN ran before: the message is queued for the listener whether or not it is already
    // asleep in poll, so one announcement is enough.
    try sender.notify("wake", payload: "go")
    #expect(await received.value == "go")
  }

  @Test func aNotificationInATransactionWaitsForCommit() throws {
    let (_, listener, url) = try Self.freshDatabase()
    let sender = try PostgresDatabase(url: url)
    try listener.listen("next")
    try sender.execute("BEGIN")
    try sender.notify("next", payload: "after commit")
    #expect(try listener.nextNotification(timeout: .milliseconds(200)) == nil)
    try sender.execute("COMMIT")
    #expect(try listener.nextNotification(timeout: .seconds(30))?.payload == "after commit")
  }

  @Test func identifiersAreQuoted() throws {
    let (_, database, _) = try Self.freshDatabase()
    #expect(try database.quoteIdentifier("quiz \"A\"") == "\"quiz \"\"A\"\"\"")
  }
}
