import SwiftSyntax

/// Every plain reference to some names in a tree (`zones`, `buildZones(…)`, `self.zones`),
/// outside one declaration.
final class ReferenceFinder: SyntaxVisitor {
  let names: Set<String>
  let skipped: Syntax
  /// The references found, in source order.
  private(set) var found: [DeclReferenceExprSyntax] = []

  init(names: Set<String>, skipping skipped: Syntax) {
    self.names = names
    self.skipped = skipped
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    guard names.contains(node.baseName.text) else { return .visitChildren }
    // A member of something else (`other.zones`) is another declaration's.
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id,
      let base = member.base, base.trimmedDescription != "self"
    {
      return .visitChildren
    }
    found.append(node)
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    node.id == skipped.id ? .skipChildren : .visitChildren
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    node.id == skipped.id ? .skipChildren : .visitChildren
  }
}
