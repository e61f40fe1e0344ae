/// A rule example: Swift code in which `↓` marks where each finding starts.
///
///     RuleExample(
///       """
///       ForEach(↓ships.indices, id: \\.self) { index in Text(ships[index].name) }
///       """)
///
/// The markers are stripped before the code is parsed; the tests expect one finding at each
/// marker and none elsewhere, and `idlab explain` prints the code without them.
public struct RuleExample: Sendable, Hashable {
  /// The marker character.
  public static let marker: Character = "↓"

  /// The code with its markers.
  public var markedCode: String
  /// The severity every finding of this example has (`nil`: the rule's default).
  public var severity: Finding.Severity?

  /// Creates an example.
  public init(_ markedCode: String, severity: Finding.Severity? = nil) {
    self.markedCode = markedCode
    self.severity = severity
  }

  /// The code as written, without markers.
  public var code: String {
    markedCode.filter { $0 != Self.marker }
  }

  /// The 1-based line and UTF-8 column of each marker, in the unmarked code.
  public var markerLocations: [SourcePoint] {
    var points: [SourcePoint] = []
    var line = 1
    var column = 1
    for character in markedCode {
      if character == Self.marker {
        points.append(SourcePoint(line: line, column: column))
      } else if character == "\n" {
        line += 1
        column = 1
      } else {
        column += character.utf8.count
      }
    }
    return points
  }
}

/// A 1-based line and UTF-8 column in a source file.
public struct SourcePoint: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// 1-based line.
  public var line: Int
  /// 1-based UTF-8 column.
  public var column: Int

  /// Creates a point.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// Points sort by line, then column.
  public static func < (lhs: SourcePoint, rhs: SourcePoint) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }
}
