import SwiftParser
import SwiftSyntax

/// Parses Swift source with the toolchain's SwiftParser (placeholder until ViewScript lands).
public func parsedStatementCount(_ source: String) -> Int {
  Parser.parse(source: source).statements.count
}
