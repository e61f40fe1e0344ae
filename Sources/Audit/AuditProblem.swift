/// An input the audit could not use, reported on its own line while the rest goes on.
public enum AuditProblem: Error, Hashable, Sendable, Comparable {
  /// A path given on the command line does not exist (or is a broken symbolic link).
  case notFound(path: String)
  /// A file or folder exists but cannot be read (permissions, I/O error).
  case unreadable(path: String)
  /// A file is not UTF-8 text.
  case notUTF8(path: String)
  /// A file does not parse; the parser's first error, at its position.
  case syntaxError(path: String, line: Int, column: Int, message: String)
  /// A symbolic link leads back into a folder being walked.
  case symlinkLoop(path: String)
  /// A file refused before it is parsed or walked, by the rules scenes are screened with
  /// (`SourceLimits`; `code` is the scene diagnostic's: `S002` a character Swift does not accept
  /// where it stands, `detail` its code point; `S003`, `S004`, `S005` nesting past a limit,
  /// `detail` the limit). Reading such a file could trap the parser's diagnostics or overflow a
  /// recursive walk; the rest of the project is audited.
  case refused(path: String, line: Int, column: Int, code: String, detail: String)
  /// A symbolic link below a folder given leads outside every path given (`/`, `..`): the
  /// audit stays in the trees it was given.
  case outsideRoots(path: String)

  /// The path the problem is about.
  public var path: String {
    switch self {
    case .notFound(let path), .unreadable(let path), .notUTF8(let path),
      .syntaxError(let path, _, _, _), .symlinkLoop(let path), .outsideRoots(let path),
      .refused(let path, _, _, _, _):
      path
    }
  }

  /// A stable name for the kind of problem (`not-found`), used by catalog keys and JSON.
  public var kind: String {
    switch self {
    case .notFound: "not-found"
    case .unreadable: "unreadable"
    case .notUTF8: "not-utf8"
    case .syntaxError: "syntax-error"
    case .symlinkLoop: "symlink-loop"
    case .outsideRoots: "outside-roots"
    case .refused: "refused"
    }
  }

  /// The 1-based line and column, for problems inside a file.
  public var point: SourcePoint? {
    switch self {
    case .syntaxError(_, let line, let column, _), .refused(_, let line, let column, _, _):
      SourcePoint(line: line, column: column)
    default: nil
    }
  }

  /// Problems sort by path, then position.
  public static func < (lhs: AuditProblem, rhs: AuditProblem) -> Bool {
    let left = lhs.point ?? SourcePoint(line: 0, column: 0)
    let right = rhs.point ?? SourcePoint(line: 0, column: 0)
    return (lhs.path, left, lhs.kind) < (rhs.path, right, rhs.kind)
  }
}
