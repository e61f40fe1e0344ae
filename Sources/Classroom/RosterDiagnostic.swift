/// One problem in a roster file, at a line: `roster.csv:4: error: …`.
public struct RosterDiagnostic: Equatable, Sendable {
  /// The 1-based line where the record starts.
  public var line: Int
  /// What is wrong.
  public var problem: Problem

  /// The problems a roster line can have.
  public enum Problem: Equatable, Sendable {
    /// Not five columns (id, name, ssh public key, extra time, language).
    case columnCount(Int)
    /// A quoted field is not closed before the end of the file.
    case unclosedQuote
    /// The id has characters other than letters, digits, `.`, `_`, `-`.
    case invalidID(String)
    /// The id was already on an earlier line.
    case duplicateID(String, firstLine: Int)
    /// The key column is not an OpenSSH public key.
    case malformedKey(String, SSHPublicKey.Problem)
    /// The key is already another student's.
    case duplicateKey(firstLine: Int)
    /// The extra time is not a number of minutes from 0 to `RosterEntry.maximumExtraMinutes`.
    case invalidExtraTime(String)
    /// The language is not `en`, `es` or empty.
    case invalidLanguage(String)
    /// The file has no students.
    case empty
    /// A line has not as many fields as the header line names columns.
    case headerColumnCount(expected: Int, found: Int)
    /// The header line names no column for a required role (`id`, `key`).
    case missingColumn(String)
    /// The header line names a role twice (its first header and the repeated one).
    case duplicateColumn(String, first: String, again: String)
  }

  /// Creates a diagnostic.
  public init(line: Int, problem: Problem) {
    self.line = line
    self.problem = problem
  }
}
