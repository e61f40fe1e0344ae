import SwiftSyntax

/// Writes that keep every shown position's element although they are not `append` or
/// `removeLast`: a removal at the last index, by a row only the last of which can act, and a
/// refill that runs only while the collection is empty (sample J).
enum EndOnlyWrites {
  /// Whether `index` is the last index of `collection`: `cards.count - 1`, `cards.endIndex - 1`.
  /// `remove(at: cards.count - 1)` is `removeLast()` ("Removes and returns the last element of
  /// the collection").
  static func isLastIndex(_ index: ExprSyntax, of collection: String) -> Bool {
    guard let infix = index.unparenthesized.as(InfixOperatorExprSyntax.self),
      infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "-",
      infix.rightOperand.unparenthesized.as(IntegerLiteralExprSyntax.self)?.literal.text == "1",
      let member = infix.leftOperand.unparenthesized.as(MemberAccessExprSyntax.self),
      ["count", "endIndex"].contains(member.declName.baseName.text),
      member.base?.collectionKey == collection
    else { return false }
    return true
  }

  /// Whether `index`, used at `use`, is the position of a `ForEach` row over `collection`
  /// (`ForEach(0..<cards.count, id: \.self) { index in … }`, `cards.indices`, the offset of
  /// `cards.enumerated()`) whose view only the last row can act through: between `use` and the
  /// row, a `.allowsHitTesting(index == cards.count - 1)` ("Configures whether this view
  /// participates in hit test operations") or a `.disabled(index != cards.count - 1)` ("Adds
  /// a condition that controls whether users can interact with this view"), Apple's
  /// documentation. Every other row ignores taps and drags, so only the last can remove itself.
  static func isGatedRowIndex(_ index: ExprSyntax, at use: Syntax, of collection: String)
    -> Bool
  {
    guard let name = index.unparenthesized.as(DeclReferenceExprSyntax.self)?.baseName.text
    else { return false }
    var gated = false
    var current = use
    while let parent = current.parent {
      if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
        let modifier = member.parent?.as(FunctionCallExprSyntax.self),
        modifier.calledExpression.id == member.id,
        let condition = modifier.firstUnlabeledArgument
      {
        if modifier.calleeName == "allowsHitTesting",
          onlyLast(condition, row: name, of: collection, holds: true)
        {
          gated = true
        }
        if modifier.calleeName == "disabled",
          onlyLast(condition, row: name, of: collection, holds: false)
        {
          gated = true
        }
      }
      if let closure = parent.as(ClosureExprSyntax.self), closure.parameterNames.contains(name) {
        return gated && isRow(name, of: closure, over: collection)
      }
      if parent.is(FunctionDeclSyntax.self) || parent.is(MemberBlockSyntax.self) {
        return false
      }
      current = parent
    }
    return false
  }

  /// Whether the closure is a `ForEach`'s row builder and `name` its position in `collection`.
  static func isRow(_ name: String, of closure: ClosureExprSyntax, over collection: String)
    -> Bool
  {
    guard
      let call = closure.parent?.as(FunctionCallExprSyntax.self)
        ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
      call.calleeName == "ForEach", let data = call.firstUnlabeledArgument?.unparenthesized
    else { return false }
    let parameters = closure.parameterNames
    if let base = ForEachIndexIDRule.enumeratedBase(data) {
      return parameters.first == name && base.collectionKey == collection
    }
    guard parameters.count == 1 else { return false }
    if let member = data.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "indices"
    {
      return member.base?.collectionKey == collection
    }
    guard let (lower, upper) = data.rangeBounds, lower.isIntegerLiteral,
      let count = upper.unparenthesized.as(MemberAccessExprSyntax.self),
      count.declName.baseName.text == "count"
    else { return false }
    return count.base?.collectionKey == collection
  }

  /// Whether `condition` holding (`holds`), or failing, leaves only the last row able to act:
  /// `row == cards.count - 1` (either way round), `row != …` when it must fail, and `&&`/`||`
  /// around one of them.
  static func onlyLast(_ condition: ExprSyntax, row: String, of collection: String, holds: Bool)
    -> Bool
  {
    let condition = condition.unparenthesized
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return onlyLast(prefix.expression, row: row, of: collection, holds: !holds)
    }
    guard let infix = condition.as(InfixOperatorExprSyntax.self),
      let operation = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
    else { return false }
    switch operation {
    case "&&" where holds, "||" where !holds:
      return onlyLast(infix.leftOperand, row: row, of: collection, holds: holds)
        || onlyLast(infix.rightOperand, row: row, of: collection, holds: holds)
    case "==", "!=":
      guard (operation == "==") == holds else { return false }
      let sides = [infix.leftOperand.unparenthesized, infix.rightOperand.unparenthesized]
      return zip(sides, sides.reversed()).contains { index, last in
        index.as(DeclReferenceExprSyntax.self)?.baseName.text == row
          && isLastIndex(last, of: collection)
      }
    default:
      return false
    }
  }

  /// Whether code at `node` runs only while `collection` is empty: in the body of an `if
  /// cards.isEmpty` (or `cards.count == 0`), or after a `guard` that exits otherwise, in the
  /// code around it up to its function. A refill then reshapes nothing a row shows: there is
  /// no row.
  static func runsWhileEmpty(_ node: Syntax, collection: String) -> Bool {
    var current = node
    while let parent = current.parent {
      if let branch = parent.as(IfExprSyntax.self), current.id == branch.body.id,
        branch.conditions.contains(where: { isEmptyTest($0, of: collection) })
      {
        return true
      }
      if let list = parent.as(CodeBlockItemListSyntax.self),
        list.contains(where: { item in
          item.position < current.position
            && item.item.as(GuardStmtSyntax.self)?.conditions.contains(where: {
              isEmptyTest($0, of: collection)
            }) == true
        })
      {
        return true
      }
      if parent.is(FunctionDeclSyntax.self) || parent.is(MemberBlockSyntax.self)
        || parent.is(AccessorBlockSyntax.self)
      {
        return false
      }
      current = parent
    }
    return false
  }

  /// `cards.isEmpty`, `cards.count == 0`.
  static func isEmptyTest(_ element: ConditionElementSyntax, of collection: String) -> Bool {
    emptyTested(element) == collection
  }

  /// The collection a condition tests for emptiness (`cards` for `cards.isEmpty` and
  /// `cards.count == 0`), if it does.
  static func emptyTested(_ element: ConditionElementSyntax) -> String? {
    guard case .expression(let expression) = element.condition else { return nil }
    let test = expression.unparenthesized
    if let member = test.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "isEmpty"
    {
      return member.base?.collectionKey
    }
    guard let infix = test.as(InfixOperatorExprSyntax.self),
      infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "==",
      infix.rightOperand.unparenthesized.as(IntegerLiteralExprSyntax.self)?.literal.text == "0",
      let count = infix.leftOperand.unparenthesized.as(MemberAccessExprSyntax.self),
      count.declName.baseName.text == "count"
    else { return nil }
    return count.base?.collectionKey
  }

  /// The collections some `if` or `guard` of the file tests for emptiness: only their
  /// assignments can be refills (`runsWhileEmpty`).
  static func emptyTestedCollections(in root: Syntax) -> Set<String> {
    let finder = EmptyTestFinder(viewMode: .sourceAccurate)
    finder.walk(root)
    return finder.found
  }

  /// Every place the file names the function `name` of `type` bare or through `self` (a call,
  /// or a reference passed on: `Button("Again", action: reset)`), outside its own body.
  static func uses(of name: String, in type: String?, root: Syntax) -> [DeclReferenceExprSyntax] {
    let finder = FunctionUseFinder(name: name, type: type)
    finder.walk(root)
    return finder.found
  }
}

/// Finds the bare or `self.` references to one function of one type (`EndOnlyWrites.uses`).
private final class FunctionUseFinder: SyntaxVisitor {
  let name: String
  let type: String?
  var found: [DeclReferenceExprSyntax] = []

  init(name: String, type: String?) {
    self.name = name
    self.type = type
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    guard node.baseName.text == name, node.enclosingTypeName == type else { return .visitChildren }
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
      guard member.base?.trimmedDescription == "self" else { return .visitChildren }
    }
    found.append(node)
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    // A function of that name's own body (a recursive call) is not a use from elsewhere.
    node.name.text == name && node.enclosingTypeName == type ? .skipChildren : .visitChildren
  }
}

/// Collects the collections conditions test for emptiness (`EndOnlyWrites.emptyTestedCollections`).
private final class EmptyTestFinder: SyntaxVisitor {
  var found: Set<String> = []

  override func visit(_ node: ConditionElementSyntax) -> SyntaxVisitorContinueKind {
    if let collection = EndOnlyWrites.emptyTested(node) { found.insert(collection) }
    return .visitChildren
  }
}
