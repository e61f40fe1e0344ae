/// What SQLite and PostgreSQL spell differently, in one place, so that the statements the two
/// stores share (`SQLStore`) are written once.
///
/// A shared statement is written in the spelling both accept (`ON CONFLICT … DO NOTHING`,
/// `RETURNING`, `excluded.`), with `?` for each parameter; `?::type` gives a parameter the
/// PostgreSQL type it needs when its value may be `NULL` or the server cannot infer it
/// (`?::text`, `?::int4`, `?::float8`). `statement(_:)` turns it into the backend's own:
///
///     SQLDialect.postgres.statement("… WHERE a = ? AND b = ?::text")  // "… WHERE a = $1 AND b = $2::text"
///     SQLDialect.sqlite.statement("… WHERE a = ? AND b = ?::text")    // "… WHERE a = ? AND b = ?"
///
/// What else differs is here too: how text sorts byte by byte (`byteOrder`). (A condition's
/// value reads the same from both: `DatabaseValue.isTrue`.)
enum SQLDialect: Sendable {
  /// SQLite: `?` parameters, no casts (a column has an affinity, a parameter no type).
  case sqlite
  /// PostgreSQL: `$1`, `$2`, … and `::type` casts.
  case postgres

  /// `sql` with its `?` parameters (and their `::type` casts) in this dialect's spelling.
  ///
  /// - Complexity: O(n) in the length of `sql`. A shared statement has no `?` inside a string
  ///   literal, so every `?` is a parameter.
  func statement(_ sql: String) -> String {
    guard sql.contains("?") else { return sql }
    var result = ""
    var number = 0
    var rest = Substring(sql)
    while let mark = rest.firstIndex(of: "?") {
      result += rest[..<mark]
      rest = rest[rest.index(after: mark)...]
      number += 1
      var cast = ""
      if rest.hasPrefix("::") {
        let type = rest.dropFirst(2).prefix { $0.isLetter || $0.isNumber }
        cast = "::" + type
        rest = rest.dropFirst(2 + type.count)
      }
      switch self {
      case .sqlite: result += "?"
      case .postgres: result += "$\(number)" + cast
      }
    }
    return result + rest
  }

  /// What follows `ORDER BY column` so that text sorts by its bytes, as Swift's `<` on UTF-8
  /// and SQLite's default `BINARY` collation do (PostgreSQL's default follows the locale).
  var byteOrder: String {
    switch self {
    case .sqlite: ""
    case .postgres: " COLLATE \"C\""
    }
  }
}
