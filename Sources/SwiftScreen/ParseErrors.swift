import SwiftDiagnostics
import SwiftParserDiagnostics
import SwiftSyntax

/// SwiftParser's errors for a tree, in time linear in the number of errors.
///
/// `ParseDiagnosticsGenerator` takes time quadratic in the errors of the tree it is given (a
/// 160 kB line of 3 000 declarations took 10 s in `idlab sim` and 13 s in `idlab audit`). A tree
/// with many broken top-level statements is therefore read one statement at a time, until
/// `limit` errors are found; a tree with few is read whole, as always.
public enum ParseErrors {
  /// One error: SwiftParser's message, where it starts in the file and how long its node is.
  public struct Error: Sendable {
    public var message: String
    /// Where it is in the tree given.
    public var position: AbsolutePosition
    /// The UTF-8 length of the node it is about (its trivia left out), at least 1.
    public var length: Int
  }

  /// Broken top-level statements above which they are read one at a time.
  public static let wholeTreeLimit = 50

  /// The errors of `tree`, in order (all of them, or at least the first `limit`).
  public static func of(_ tree: SourceFileSyntax, limit: Int = .max) -> [Error] {
    // An array of the tree's own items: `SyntaxCollection.filter` would make a new, detached
    // list, whose positions start at 0.
    let broken = Array(tree.statements).filter(\.hasError)
    guard broken.count > wholeTreeLimit else { return errors(in: tree) }
    var found: [Error] = []
    for statement in broken where found.count < limit { found += errors(in: statement) }
    return found.isEmpty ? errors(in: tree) : found
  }

  private static func errors(in node: some SyntaxProtocol) -> [Error] {
    ParseDiagnosticsGenerator.diagnostics(for: node).filter {
      $0.diagMessage.severity == .error && !isSwift5Warning($0)
    }
    .map {
      Error(
        message: $0.message, position: $0.position,
        length: max(1, $0.node.trimmedLength.utf8Length))
    }
  }

  /// Whitespace between an attribute's name and its arguments (`@Environment (\.colorScheme)`):
  /// an error for SwiftParser, which follows Swift 6, but a warning in the Swift 5 language mode
  /// most app projects build in (swiftc 6 in `-swift-version 5` accepts it), and the tree holds
  /// the arguments on the attribute either way.
  static func isSwift5Warning(_ diagnostic: Diagnostic) -> Bool {
    guard
      diagnostic.diagMessage.diagnosticID
        == MessageID(domain: "SwiftLexer", id: "ExtraneousLeadingWhitespaceError"),
      let token = diagnostic.node.as(TokenSyntax.self), token.tokenKind == .leftParen
    else { return false }
    return token.parent?.is(AttributeSyntax.self) == true
  }
}
