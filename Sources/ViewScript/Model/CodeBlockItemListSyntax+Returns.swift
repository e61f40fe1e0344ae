import SwiftSyntax

extension CodeBlockItemListSyntax {
  /// Whether a body has a `return` anywhere in its own statements (then it is not a result
  /// builder, SE-0289: `if on { return Text("A") } else { return Text("B") }` is one `Text`,
  /// and a `for` loop before `return row` is ordinary code). Closures, nested functions and
  /// types have returns of their own and are not looked into; only statements are walked,
  /// never a view's expression, so the cost is the statement count.
  var containsReturn: Bool {
    contains { item in
      switch item.item {
      case .stmt(let statement): return Self.returns(statement)
      case .expr(let expression): return Self.returns(expression)
      default: return false
      }
    }
  }

  private static func returns(_ statement: StmtSyntax) -> Bool {
    if statement.is(ReturnStmtSyntax.self) { return true }
    if let expression = statement.as(ExpressionStmtSyntax.self) {
      return returns(expression.expression)
    }
    if let labeled = statement.as(LabeledStmtSyntax.self) { return returns(labeled.statement) }
    if let guardStatement = statement.as(GuardStmtSyntax.self) {
      return guardStatement.body.statements.containsReturn
    }
    if let doStatement = statement.as(DoStmtSyntax.self) {
      return doStatement.body.statements.containsReturn
        || doStatement.catchClauses.contains { $0.body.statements.containsReturn }
    }
    if let loop = statement.as(ForStmtSyntax.self) { return loop.body.statements.containsReturn }
    if let loop = statement.as(WhileStmtSyntax.self) { return loop.body.statements.containsReturn }
    if let loop = statement.as(RepeatStmtSyntax.self) {
      return loop.body.statements.containsReturn
    }
    return false
  }

  private static func returns(_ expression: ExprSyntax) -> Bool {
    if let ifExpression = expression.as(IfExprSyntax.self) {
      if ifExpression.body.statements.containsReturn { return true }
      if let next = ifExpression.elseBody?.as(IfExprSyntax.self) {
        return returns(ExprSyntax(next))
      }
      return ifExpression.elseBody?.as(CodeBlockSyntax.self)?.statements.containsReturn ?? false
    }
    if let switchExpression = expression.as(SwitchExprSyntax.self) {
      return switchExpression.cases.contains { element in
        guard case .switchCase(let clause) = element else { return false }
        return clause.statements.containsReturn
      }
    }
    return false
  }
}
