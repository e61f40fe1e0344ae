import Testing

@testable import Gradebook

/// The one place where SQLite's and PostgreSQL's spellings part, against statements written
/// out by hand.
@Suite struct SQLDialectTests {
  static let shared = "UPDATE t SET a = ? WHERE b = ?::text AND (?::float8 IS NULL OR c <= ?)"

  @Test func sqliteKeepsQuestionMarksAndDropsTheCasts() {
    #expect(
      SQLDialect.sqlite.statement(Self.shared)
        == "UPDATE t SET a = ? WHERE b = ? AND (? IS NULL OR c <= ?)")
  }

  @Test func postgresNumbersTheParametersAndKeepsTheCasts() {
    #expect(
      SQLDialect.postgres.statement(Self.shared)
        == "UPDATE t SET a = $1 WHERE b = $2::text AND ($3::float8 IS NULL OR c <= $4)")
  }

  @Test func aStatementWithoutParametersIsLeftAlone() {
    #expect(SQLDialect.postgres.statement("SELECT 1::int4") == "SELECT 1::int4")
    #expect(SQLDialect.sqlite.statement("DELETE FROM t") == "DELETE FROM t")
  }

  @Test func textSortsByItsBytesInBoth() {
    #expect(SQLDialect.sqlite.byteOrder == "")
    #expect(SQLDialect.postgres.byteOrder == " COLLATE \"C\"")
  }

  @Test func aConditionIsTrueAsEitherBackendAnswersIt() {
    #expect(DatabaseValue.integer(1).isTrue)
    #expect(DatabaseValue.boolean(true).isTrue)
    #expect(!DatabaseValue.integer(0).isTrue)
    #expect(!DatabaseValue.boolean(false).isTrue)
    #expect(!DatabaseValue.null.isTrue)
  }
}
