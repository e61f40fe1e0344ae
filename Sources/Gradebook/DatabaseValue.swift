/// A value bound to a statement or read from a row, the same for both backends.
///
/// `SQLiteDatabase` stores a `boolean` as the integer 0 or 1 (SQLite has no boolean type);
/// PostgreSQL sends it as `boolean`.
public enum DatabaseValue: Equatable, Sendable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case boolean(Bool)

  /// The value as an `Int`, for `integer` values.
  public var int: Int? { if case .integer(let v) = self { Int(v) } else { nil } }
  /// The value as a `Double`, for `real` and `integer` values.
  public var double: Double? {
    switch self {
    case .real(let v): v
    case .integer(let v): Double(v)
    default: nil
    }
  }
  /// The value as a `String`, for `text` values.
  public var string: String? { if case .text(let v) = self { v } else { nil } }
  /// The value as a `Bool`, for `boolean` values.
  public var bool: Bool? { if case .boolean(let v) = self { v } else { nil } }
  /// Whether a condition's value (`SELECT EXISTS …`) is true: SQLite answers the integer 1,
  /// PostgreSQL a boolean.
  public var isTrue: Bool { self == .integer(1) || self == .boolean(true) }
}
