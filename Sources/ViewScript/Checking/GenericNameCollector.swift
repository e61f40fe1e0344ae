import SwiftSyntax

/// Collects generic parameter names (`Content`, `T`) so that calls to them are not unknown types.
final class GenericNameCollector: SyntaxVisitor {
  var names: Set<String> = []

  override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.name.text)
    return .visitChildren
  }
}
