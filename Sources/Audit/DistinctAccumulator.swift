import SwiftSyntax

/// Whether a member's body returns a collection it builds with distinct elements: an
/// accumulator that grows only by inserts a membership check guards (`MembershipGuard`),
/// written as Swift code usually writes it:
///
/// - `reduce(into: "") { sofar, element in if !sofar.contains(element) {
///   sofar.append(element) } }`: the closure's first parameter is the accumulator
///   (`Sequence.reduce(into:_:)`, Apple: "the closure … updates the accumulating value");
/// - `var kept = ""; for ch in self { if !kept.contains(ch) { kept.append(ch) } }; return
///   kept`: a local `var` declared empty, returned, and changed only by guarded inserts.
///
/// An insert that no check guards, any other write of the accumulator, or none at all (the
/// accumulator is what it started with) says nothing.
enum DistinctAccumulator {
  /// Calls that add an element to a collection or a string.
  private static let insertCalls: Set<String> = ["append", "insert"]

  /// Whether `body` (a function's or a computed property's) returns a distinct accumulator.
  static func isReturned(by body: CodeBlockItemListSyntax) -> Bool {
    let statements = Array(body)
    guard let last = statements.last else { return false }
    var result = last.item.as(ExprSyntax.self)
    if let returned = last.item.as(ReturnStmtSyntax.self) { result = returned.expression }
    if let call = result?.unparenthesized.as(FunctionCallExprSyntax.self),
      call.calleeName == "reduce", call.arguments.first?.label?.text == "into",
      statements.count == 1
    {
      return reducesDistinctly(call)
    }
    guard let name = result?.unparenthesized.as(DeclReferenceExprSyntax.self)?.baseName.text,
      statements.dropLast().contains(where: { declaresEmpty(name, $0) })
    else { return false }
    return growsOnlyByGuardedInserts(name, in: Syntax(body), skipping: last)
  }

  /// `reduce(into: empty) { accumulator, element in … }` whose closure changes the accumulator
  /// only by guarded inserts.
  private static func reducesDistinctly(_ call: FunctionCallExprSyntax) -> Bool {
    guard
      let closure = call.trailingClosure
        ?? call.arguments.dropFirst().first?.expression.as(ClosureExprSyntax.self),
      isEmptyLiteral(call.arguments.first?.expression)
    else { return false }
    let name: String
    if let parameters = closure.signature?.parameterClause {
      if let shorthand = parameters.as(ClosureShorthandParameterListSyntax.self),
        let first = shorthand.first
      {
        name = first.name.text
      } else if let list = parameters.as(ClosureParameterClauseSyntax.self),
        let first = list.parameters.first
      {
        name = first.secondName?.text ?? first.firstName.text
      } else {
        return false
      }
    } else {
      name = "$0"
    }
    return growsOnlyByGuardedInserts(name, in: Syntax(closure.statements), skipping: nil)
  }

  /// Whether every write of `name` in `node` is an insert a membership check guards, and
  /// there is at least one.
  private static func growsOnlyByGuardedInserts(
    _ name: String, in node: Syntax, skipping returned: CodeBlockItemSyntax?
  ) -> Bool {
    let guarding = MembershipGuard(collection: name, functions: [:])
    var inserts = 0
    for token in node.tokens(viewMode: .sourceAccurate) where token.text == name {
      guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
      if let returned, reference.position >= returned.position { continue }
      // `name.append(x)`, `name.contains(x)`: a call on it.
      if let member = reference.parent?.as(MemberAccessExprSyntax.self),
        member.base?.id == reference.id,
        let call = member.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == member.id
      {
        guard let called = call.calleeName else { return false }
        if insertCalls.contains(called) {
          guard guarding.guards(call) else { return false }
          inserts += 1
        } else if !readers.contains(called) {
          return false
        }
        continue
      }
      // Written any other way (`name = …`, `name += …`, `&name`): not only by inserts.
      if let infix = reference.parent?.as(InfixOperatorExprSyntax.self),
        infix.leftOperand.id == reference.id,
        infix.operator.is(AssignmentExprSyntax.self)
          || infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text.hasSuffix("=")
            == true
      {
        return false
      }
      if reference.parent?.is(InOutExprSyntax.self) == true { return false }
    }
    return inserts > 0
  }

  /// Calls that read an accumulator without changing it.
  private static let readers: Set<String> = [
    "contains", "firstIndex", "lastIndex", "first", "last", "count", "isEmpty",
  ]

  /// `var name = ""` (or `[]`, `Set()`-less empty literals, `[T]()`, `String()`).
  private static func declaresEmpty(_ name: String, _ item: CodeBlockItemSyntax) -> Bool {
    guard let variable = item.item.as(VariableDeclSyntax.self),
      variable.bindingSpecifier.tokenKind == .keyword(.var)
    else { return false }
    return variable.bindings.contains {
      $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        && isEmptyLiteral($0.initializer?.value)
    }
  }

  /// `""`, `[]`, `[T]()`, `String()`, `Array()`.
  private static func isEmptyLiteral(_ expression: ExprSyntax?) -> Bool {
    guard let expression = expression?.unparenthesized else { return false }
    if let text = expression.as(StringLiteralExprSyntax.self) {
      return text.segments.allSatisfy { $0.trimmedDescription.isEmpty }
    }
    if let array = expression.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
    if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      call.trailingClosure == nil
    {
      return call.calledExpression.is(ArrayExprSyntax.self)
        || ["String", "Array"].contains(call.calleeName ?? "")
    }
    return false
  }
}
