import SwiftSyntax

/// The element a member's body puts more than once into the collection it returns: a local
/// `var` that every `return` gives back (or an empty literal, a guard's early exit), changed
/// only by appends and inserts, that
///
/// - starts as a value that repeats an element (`var days: [Date?] = Array(repeating: nil,
///   count: offset)`, `ExprSyntax.repeatedLiteralElement`), or
/// - gets a literal appended inside a loop (`while cursor < end { cells.append(inMonth ? cursor
///   : nil) }`): a loop that appends the same literal twice holds it twice.
///
/// Calendar grids are written both ways, padded with `nil` cells (audit sample AO: two grids
/// keyed by `\.self` whose padding cells share the id `nil`, missed). Any other write of the
/// accumulator (`days = …`, `removeAll`, `&days`) says nothing.
enum RepeatingAccumulator {
  /// The repeated element's text, when `body` (a function's or a getter's) returns such an
  /// accumulator.
  static func repeatedElement(returnedBy body: CodeBlockItemListSyntax) -> String? {
    guard let last = body.last else { return nil }
    var result = last.item.as(ExprSyntax.self)
    if let returned = last.item.as(ReturnStmtSyntax.self) { result = returned.expression }
    // A `var` among the body's own statements.
    guard let returned = result?.unparenthesized.as(DeclReferenceExprSyntax.self),
      let local = returned.localDeclaration, !local.isLet, local.scope?.id == Syntax(body).id,
      let start = local.initializer
    else { return nil }
    let name = returned.baseName.text
    guard returnsOnly(name, in: Syntax(body)) else { return nil }
    var repeated = start.repeatedLiteralElement
    for token in Syntax(body).tokens(viewMode: .sourceAccurate) where token.text == name {
      guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        reference.parent?.is(ReturnStmtSyntax.self) != true, reference.id != result?.id
      else { continue }
      if let member = reference.parent?.as(MemberAccessExprSyntax.self),
        member.base?.id == reference.id,
        let call = member.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == member.id, let called = call.calleeName
      {
        if ["append", "insert"].contains(called) {
          if repeated == nil, isInLoop(call, within: Syntax(body)),
            let value = call.arguments.first?.expression
          {
            repeated = literal(in: value)
          }
          continue
        }
        if readers.contains(called) { continue }
        return nil
      }
      // An element replaced (`cells[i] = i`): what the start repeated may be gone.
      if let element = reference.parent?.as(SubscriptCallExprSyntax.self),
        element.calledExpression.id == reference.id,
        let infix = element.parent?.as(InfixOperatorExprSyntax.self),
        infix.leftOperand.id == element.id
      {
        return nil
      }
      // Written any other way (`name = …`, `name -= …`, `&name`): nothing known.
      if let infix = reference.parent?.as(InfixOperatorExprSyntax.self),
        infix.leftOperand.id == reference.id,
        infix.operator.is(AssignmentExprSyntax.self)
          || infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "-="
      {
        return nil
      }
      if reference.parent?.is(InOutExprSyntax.self) == true { return nil }
    }
    return repeated
  }

  /// Calls that read an accumulator without changing it.
  private static let readers: Set<String> = [
    "contains", "first", "last", "count", "isEmpty", "map", "filter", "compactMap",
  ]

  /// Whether every `return` of the body (not of a closure or a nested function inside it)
  /// returns `name` or an empty array literal.
  private static func returnsOnly(_ name: String, in body: Syntax) -> Bool {
    final class Returns: SyntaxVisitor {
      var others = 0
      let name: String
      init(_ name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
      }
      override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        let value = node.expression?.unparenthesized
        let isName = value?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
        let isEmpty = value?.as(ArrayExprSyntax.self)?.elements.isEmpty == true
        if !isName && !isEmpty { others += 1 }
        return .skipChildren
      }
      override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        .skipChildren
      }
      override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        .skipChildren
      }
    }
    let returns = Returns(name)
    returns.walk(body)
    return returns.others == 0
  }

  /// Whether `node` runs inside a `for`, `while` or `repeat` loop of the body.
  private static func isInLoop(_ node: some SyntaxProtocol, within body: Syntax) -> Bool {
    var current = node.parent
    while let ancestor = current, ancestor.id != body.id {
      if ancestor.is(ForStmtSyntax.self) || ancestor.is(WhileStmtSyntax.self)
        || ancestor.is(RepeatStmtSyntax.self)
      {
        return true
      }
      if ancestor.is(ClosureExprSyntax.self) || ancestor.is(FunctionDeclSyntax.self) {
        return false
      }
      current = ancestor.parent
    }
    return false
  }

  /// The literal an appended value is, or gives in one branch (`inMonth ? day : nil`, `name ??
  /// ""`): `nil`, a string, number or Boolean literal.
  private static func literal(in value: ExprSyntax) -> String? {
    let value = value.unparenthesized
    if let ternary = value.as(TernaryExprSyntax.self) {
      // `i == 0 ? "Today" : …`: a branch chosen by one value runs once in a loop over distinct
      // values; its literal does not repeat.
      let once =
        ternary.condition.as(InfixOperatorExprSyntax.self)?.operator.as(
          BinaryOperatorExprSyntax.self)?.operator.text == "=="
      return (once ? nil : literal(in: ternary.thenExpression))
        ?? literal(in: ternary.elseExpression)
    }
    if let infix = value.as(InfixOperatorExprSyntax.self),
      infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
    {
      return literal(in: infix.rightOperand)
    }
    if value.is(NilLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self)
      || value.is(FloatLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self)
      || value.as(StringLiteralExprSyntax.self)?.segments.allSatisfy({
        $0.is(StringSegmentSyntax.self)
      }) == true
    {
      return value.trimmedDescription
    }
    return nil
  }
}
