/// One student of the class roster as the gradebook keeps it (the Classroom module reads and
/// checks the CSV; the store keeps its rows beside the grades, on SQLite or PostgreSQL alike).
public struct RosterRow: Codable, Equatable, Sendable {
  /// The student id.
  public var id: String
  /// The name, as the instructor wrote it.
  public var name: String
  /// The OpenSSH public key line (`TYPE BASE64 [COMMENT]`).
  public var key: String
  /// Extra minutes on timed quizzes.
  public var extraMinutes: Double
  /// `en`, `es`, or `nil` to follow the student's environment.
  public var language: String?

  /// Creates a row.
  public init(id: String, name: String, key: String, extraMinutes: Double, language: String?) {
    self.id = id
    self.name = name
    self.key = key
    self.extraMinutes = extraMinutes
    self.language = language
  }

  /// The query that reads the roster for `init(row:)`, in file order.
  static let select =
    "SELECT id, name, key, extra_minutes, language FROM class_roster ORDER BY position"

  /// The row in a row of `select`, read the same way from either backend.
  init(row: [DatabaseValue]) {
    self.init(
      id: row[0].string ?? "", name: row[1].string ?? "", key: row[2].string ?? "",
      extraMinutes: row[3].double ?? 0, language: row[4].string)
  }

  /// The values an insert binds, after the position: id, name, key, extra minutes, language.
  var insertedValues: [DatabaseValue] {
    [
      .text(id), .text(name), .text(key), .real(extraMinutes),
      language.map(DatabaseValue.text) ?? .null,
    ]
  }
}
