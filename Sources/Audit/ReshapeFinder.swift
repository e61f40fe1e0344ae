import SwiftSyntax

extension Syntax {
  /// Whether the code here changes the shape of the local `name`: a shape-changing method
  /// (`append`, `remove(at:)`, …), an assignment to it, or `&name`.
  func reshapes(_ name: String) -> Bool {
    let finder = ReshapeFinder(name: name)
    finder.walk(self)
    return finder.found
  }
}

/// The visitor behind `Syntax.reshapes(_:)`: finds a write that changes a local's shape.
private final class ReshapeFinder: SyntaxVisitor {
  let name: String
  var found = false

  init(name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let callee = node.calleeName, ProjectFacts.shapeChangingMethods.contains(callee),
      node.receiver?.plainReference == name
    {
      found = true
    }
    return found ? .skipChildren : .visitChildren
  }

  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    if node.operator.is(AssignmentExprSyntax.self)
      || node.operator.is(BinaryOperatorExprSyntax.self)
        && ["+=", "-="].contains(node.operator.trimmedDescription),
      node.leftOperand.plainReference == name
    {
      found = true
    }
    return found ? .skipChildren : .visitChildren
  }

  override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
    if node.expression.plainReference == name { found = true }
    return .visitChildren
  }
}
