/// PostgreSQL failures as gradebook errors, so callers of `GradebookStore` see one error type.
extension GradebookError {
  /// The gradebook error for a PostgreSQL failure on the server at `target` (a URL without
  /// its password).
  ///
  /// `code` is 0 (no SQLite code); the reason tells unreachable servers, bad credentials and
  /// dropped connections apart, and maps refused statements by SQLSTATE (`53100` disk full,
  /// `25006` read-only, `40001`/`40P01`/`55P03` busy, `XX001`/`XX002` damaged, idlab's own `IDL01` a newer schema).
  public init(_ error: PostgresError, target: String) {
    let reason: Reason
    switch error {
    case .invalidURL, .rejected: reason = .cannotOpen
    case .unreachable: reason = .unreachable
    case .badCredentials: reason = .badCredentials
    case .connectionLost: reason = .connectionLost
    case .statement(let state, _):
      switch state {
      case "53100": reason = .full
      case "25006": reason = .readOnly
      case "40001", "40P01", "55P03": reason = .busy
      case "XX001", "XX002": reason = .corrupt
      case "IDL01": reason = .newerSchema
      default: reason = .other
      }
    }
    self.init(code: 0, message: error.description, path: target, reason: reason)
  }
}
