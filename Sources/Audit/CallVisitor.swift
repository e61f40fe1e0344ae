import SwiftSyntax

/// Collects the calls of a file whose callee has one of the given names (`ForEach`, `id`).
final class CallVisitor: SyntaxVisitor {
  /// The callee names to collect.
  let names: Set<String>
  /// The matching calls, in source order.
  private(set) var calls: [FunctionCallExprSyntax] = []

  /// Creates a visitor for calls named `names`.
  init(named names: Set<String>) {
    self.names = names
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.calleeName, names.contains(name) { calls.append(node) }
    return .visitChildren
  }
}
