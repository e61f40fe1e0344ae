import SwiftOperators
import SwiftParser
import SwiftSyntax

/// One parsed Swift file, ready for the rules: its path, text, folded syntax tree and the
/// `idlab:disable` comments in it.
public struct AuditedFile: Sendable {
  /// The path as the audit was given it.
  public let path: String
  /// The file's text.
  public let source: String
  /// The syntax tree, with operators folded (`a ..< b` is one infix expression).
  public let tree: SourceFileSyntax
  /// Converts positions to lines and columns.
  let converter: SourceLocationConverter
  /// The `// idlab:disable` comments of the file.
  public let suppressions: Suppressions
  /// The calls, `if`s and extensions of the tree, collected in one walk.
  public let index: SyntaxIndex

  /// Parses `source`; operators are folded with the standard operator table (a folding error
  /// leaves that expression unfolded).
  public init(path: String, source: String) {
    self.path = path
    self.source = source
    let parsed = Parser.parse(source: source)
    let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }
    let tree = folded.as(SourceFileSyntax.self) ?? parsed
    self.tree = tree
    self.converter = SourceLocationConverter(fileName: path, tree: tree)
    // Reading comments means visiting every token: only worth it when one can be a directive.
    self.suppressions =
      source.contains("idlab:") ? Suppressions(tree: tree, converter: converter) : Suppressions()
    self.index = SyntaxIndex(tree)
  }

  /// The line and column where `node` starts (after its leading trivia).
  public func location(of node: some SyntaxProtocol) -> SourcePoint {
    let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    return SourcePoint(line: location.line, column: location.column)
  }
}
