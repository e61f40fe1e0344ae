import SwiftSyntax

/// The nodes of one file the rules look at, collected in a single walk of the tree: every
/// call, every `if`, every `extension`.
///
/// Each rule used to walk the whole tree with a visitor of its own; walking it once and
/// filtering these arrays finds the same nodes (they are every node of their kind, in source
/// order) at a fraction of the cost (docs/performance.md).
public struct SyntaxIndex: Sendable {
  /// Every function call, in source order.
  public private(set) var calls: [FunctionCallExprSyntax] = []
  /// Every `if` expression, in source order.
  public private(set) var ifs: [IfExprSyntax] = []
  /// Every `extension` declaration, in source order.
  public private(set) var extensions: [ExtensionDeclSyntax] = []

  /// Walks `tree` once.
  init(_ tree: SourceFileSyntax) {
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(tree)
    calls = collector.calls
    ifs = collector.ifs
    extensions = collector.extensions
  }

  /// The calls whose callee is one of `names` (`ForEach`, `id` for `x.id(…)`).
  func calls(named names: Set<String>) -> [FunctionCallExprSyntax] {
    calls.filter { call in call.calleeName.map(names.contains) ?? false }
  }
}

/// The visitor behind `SyntaxIndex`.
private final class Collector: SyntaxVisitor {
  var calls: [FunctionCallExprSyntax] = []
  var ifs: [IfExprSyntax] = []
  var extensions: [ExtensionDeclSyntax] = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    calls.append(node)
    return .visitChildren
  }

  override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
    ifs.append(node)
    return .visitChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    extensions.append(node)
    return .visitChildren
  }
}
