/// A PostgreSQL operation that failed, sorted by what the user can do about it.
///
/// The connection errors never contain the password of the URL: `target` is
/// `user@host:port/database` as libpq resolved it.
public enum PostgresError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The URL is not a libpq connection string or `postgresql://` URI.
  case invalidURL(message: String)
  /// No server answered at the address (refused, unknown host, timed out).
  case unreachable(target: String, message: String)
  /// The server answered but refused the user or password (SQLSTATE class 28).
  case badCredentials(target: String, message: String)
  /// The server answered and refused the session for another reason (a missing database).
  case rejected(target: String, message: String)
  /// The connection broke after it was made (the server stopped, the network went away).
  ///
  /// Whether a statement that was running when this happened took effect is unknown.
  case connectionLost(target: String, message: String)
  /// The server refused one statement; the connection is still usable.
  case statement(sqlState: String, message: String)

  /// The five-character SQLSTATE of a refused statement (`23505` for a unique violation).
  public var sqlState: String? {
    if case .statement(let state, _) = self { state } else { nil }
  }

  /// Whether running the same transaction again may succeed (a serialization failure or a
  /// deadlock between concurrent writers).
  public var isRetryable: Bool {
    sqlState == "40001" || sqlState == "40P01"
  }

  /// What went wrong, in English, for logs and tests (the CLI shows localized text).
  public var description: String {
    switch self {
    case .invalidURL(let message): "invalid PostgreSQL URL: \(message)"
    case .unreachable(let target, let message): "cannot reach \(target): \(message)"
    case .badCredentials(let target, let message): "\(target) refused the credentials: \(message)"
    case .rejected(let target, let message): "\(target) refused the connection: \(message)"
    case .connectionLost(let target, let message): "lost the connection to \(target): \(message)"
    case .statement(let state, let message): "\(message) (SQLSTATE \(state))"
    }
  }
}
