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

  /// The location for messages: the path, or the URL with its password replaced by `***`
  /// (in the user part and in a `password=` parameter).
  public var displayName: String {
    switch self {
    case .sqlite(let path): return path
    case .postgres(let url):
      var text = url
      if let scheme = text.range(of: "://") {
        let authority = text[scheme.upperBound...].prefix { $0 != "/" && $0 != "?" }
        if let at = authority.lastIndex(of: "@"),
          let colon = authority[..<at].firstIndex(of: ":")
        {
          text.replaceSubrange(text.index(after: colon)..<at, with: "***")
        }
      }
      if let parameter = text.range(of: "password=") {
        let end = text[parameter.upperBound...].firstIndex(of: "&") ?? text.endIndex
        text.replaceSubrange(parameter.upperBound..<end, with: "***")
      }
      return text
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
