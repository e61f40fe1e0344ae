/// Where the gradebook lives: a SQLite file (the default) or a PostgreSQL database.
///
///     StoreLocation("~/.local/state/idlab/idlab.sqlite")          // .sqlite
///     StoreLocation("postgresql://idlab@db.example/idlab")        // .postgres
public enum StoreLocation: Equatable, Sendable {
  /// A SQLite file (or `:memory:`).
  case sqlite(path: String)
  /// A PostgreSQL URL (`postgresql://…` or `postgres://…`).
  case postgres(url: String)

  /// Reads a `--store` / `IDLAB_STORE` value: a PostgreSQL URL, else a file path.
  public init(_ text: String) {
    if text.hasPrefix("postgresql://") || text.hasPrefix("postgres://") {
      self = .postgres(url: text)
    } else {
      self = .sqlite(path: text)
    }
  }

  /// Opens (creating and migrating if needed) the store at this location.
  ///
  /// - Throws: `GradebookError` saying why it cannot be used.
  public func open(learner: String = "default") throws(GradebookError) -> any GradebookStore {
    switch self {
    case .sqlite(let path): try Gradebook(path: path, learner: learner)
    case .postgres(let url): try PostgresStore(url: url, learner: learner)
    }
  }
}
