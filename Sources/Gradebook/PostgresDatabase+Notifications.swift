import CLibPQ
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// LISTEN/NOTIFY: one connection announces (`notify`), others wait (`nextNotification`).
///
/// Waiting sleeps in `poll` on the connection's socket until the server sends something or the
/// timeout passes, so a waiting process uses no CPU.
///
///     try listener.listen("quiz_live")
///     try presenter.notify("quiz_live", payload: "item 3")
///     let next = try listener.nextNotification(timeout: .seconds(1))   // "item 3"
extension PostgresDatabase {
  /// One message received on a channel.
  public struct Notification: Equatable, Sendable {
    /// The channel it was sent on.
    public var channel: String
    /// The text sent with it (empty when none).
    public var payload: String
    /// The server process of the connection that sent it.
    public var senderProcessID: Int32

    /// Creates a notification value.
    public init(channel: String, payload: String, senderProcessID: Int32) {
      self.channel = channel
      self.payload = payload
      self.senderProcessID = senderProcessID
    }
  }

  /// Starts receiving the notifications sent on `channel`.
  public func listen(_ channel: String) throws(PostgresError) {
    try execute("LISTEN \(try quoteIdentifier(channel))")
  }

  /// Stops receiving the notifications sent on `channel`.
  public func unlisten(_ channel: String) throws(PostgresError) {
    try execute("UNLISTEN \(try quoteIdentifier(channel))")
  }

  /// Sends `payload` to every connection listening on `channel`.
  ///
  /// Inside a transaction the notification is delivered when the transaction commits.
  public func notify(_ channel: String, payload: String = "") throws(PostgresError) {
    try query("SELECT pg_notify($1, $2)", [.text(channel), .text(payload)])
  }

  /// The next notification on the channels listened to, waiting at most `timeout`; `nil` when
  /// none came.
  ///
  /// - Throws: `PostgresError.connectionLost` when the connection breaks while waiting.
  public func nextNotification(timeout: Duration) throws(PostgresError) -> Notification? {
    let deadline = ContinuousClock().now + timeout
    while true {
      guard PQconsumeInput(connection) == 1 else {
        throw .connectionLost(target: target, message: Self.tidy(errorMessage))
      }
      if let received = PQnotifies(connection) {
        defer { PQfreemem(received) }
        return Notification(
          channel: String(cString: received.pointee.relname),
          payload: received.pointee.extra.map { String(cString: $0) } ?? "",
          senderProcessID: received.pointee.be_pid)
      }
      guard try wait(for: Int16(POLLIN), until: deadline) else { return nil }
    }
  }
}
