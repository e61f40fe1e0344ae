import SwiftSyntax

extension ProjectFacts {
  /// Members of a collection that say what it holds.
  static let collectionMembers: Set<String> = [
    "count", "isEmpty", "first", "last", "indices", "startIndex", "endIndex",
  ]

  /// Whether the conditions (of an `if`, a `guard`, a `switch`'s subject) can change while the
  /// view shows: they call a function, or read a name that can change (`canChange`). In `a.b`,
  /// `b` decides (the base is how it is reached); in `a.count`, `a.isEmpty`, `a` does. A bare
  /// parameter of the enclosing function is that parameter (not a property of the same name),
  /// fixed when every call passes it a literal.
  func canFlip(_ conditions: some SyntaxProtocol) -> Bool {
    // A `switch` that only chooses the case of an input every place fills with one case.
    if let switchExpression = Syntax(conditions).parent?.as(SwitchExprSyntax.self),
      switchExpression.subject.id == Syntax(conditions).id,
      choosesFixedCase(switchExpression)
    {
      return false
    }
    let holding =
      IndexCheckFinder.holding(in: Syntax(conditions), facts: self)
      + FixedMembershipFinder.holding(in: Syntax(conditions), facts: self)
    for token in conditions.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind else { continue }
      if holding.contains(where: { $0.range.contains(token.position) }) { continue }
      // `.compact`, an enum case or a static member written as a literal: it names one value
      // (not `.now`, nor a call such as `.random(in:)`).
      if let implicit = token.parent?.parent?.as(MemberAccessExprSyntax.self),
        implicit.base == nil, implicit.declName.id == token.parent?.id,
        implicit.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != implicit.id,
        !Self.volatileNames.contains(name)
      {
        continue
      }
      // `if let size`, `guard let size`: the shorthand reads `size`.
      if let pattern = token.parent?.as(IdentifierPatternSyntax.self),
        let binding = pattern.parent?.as(OptionalBindingConditionSyntax.self),
        binding.initializer == nil
      {
        if canChange(name, bare: true) { return true }
        continue
      }
      guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
      let reader = reference.enclosingTypeName
      // `Int(scale)`: a numeric conversion changes only when its argument does, whose own
      // names are read on.
      if let call = reference.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == reference.id,
        ExprSyntax(call).numericConversionOperand != nil
      {
        continue
      }
      if reference.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == reference.id
        || reference.parent?.parent?.as(FunctionCallExprSyntax.self) != nil
          && reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id == reference.id
      {
        return true
      }
      let member = reference.parent?.as(MemberAccessExprSyntax.self)
      // The element a `ForEach` row is built for, keyed by itself or over a range: a changed
      // value is another row, so no condition on it (or on its members) flips for this row.
      if member == nil || member?.base?.id == reference.id, reference.rowElementData != nil {
        continue
      }
      // The item an item-keyed presentation is built for (`.sheet(item: $pop) { p in … }`),
      // read whole: another item is another presentation ("If `item` changes, the system
      // dismisses the sheet and replaces it with a new one", Apple, `sheet(item:onDismiss:
      // content:)`), so a branch on which item it is never flips in place (audit sample AC).
      // Its fields can change under the same id, so a read of one still can.
      if member == nil, reference.isPresentedItem {
        continue
      }
      // A bare name that is a parameter of the function around it: it flips only if some
      // call passes it a value that is not a literal (`label(isOn: true)` everywhere: fixed).
      if member == nil, let parameter = reference.localDeclaration?.parameterOf {
        if literalArguments["\(parameter.function)(\(parameter.label):)"] == true { continue }
        return true
      }
      // `self.record.kind` reads `record` as `record.kind` does: its member decides.
      let viaSelf = member.flatMap { member in
        member.declName.id == reference.id && member.base?.trimmedDescription == "self"
          ? member : nil
      }
      if let viaSelf, let outer = viaSelf.parent?.as(MemberAccessExprSyntax.self),
        outer.base?.id == viaSelf.id
      {
        let read = outer.declName.baseName.text
        if Self.collectionMembers.contains(read),
          canChange(name, bare: true, of: owners(of: ExprSyntax(viaSelf), readIn: reader))
        {
          return true
        }
        continue
      }
      if let member, member.base?.id == reference.id {
        // `colors.count`, `items.isEmpty`: what the collection holds decides.
        let read = member.declName.baseName.text
        if Self.collectionMembers.contains(read),
          canChange(name, bare: true, of: owners(of: ExprSyntax(reference), readIn: reader))
        {
          return true
        }
        continue
      }
      if Self.collectionMembers.contains(name), member?.base != nil { continue }
      let bare =
        member == nil
        || member?.base?.is(DeclReferenceExprSyntax.self) == true
          && member?.base?.trimmedDescription == "self"
      let read = member.map(ExprSyntax.init) ?? ExprSyntax(reference)
      if canChange(name, bare: bare, of: owners(of: read, readIn: reader)) {
        return true
      }
    }
    return false
  }

}

/// Finds the membership tests in conditions whose receiver cannot change for an instance:
/// `options.contains(.wide)` where `options` is a value (its declared type is no class of the
/// project, it holds no object) that no code writes, and that every place building the type
/// fills with a constant, or with a value whose membership of `.wide` is fixed
/// (`PerInstanceConstants`); a parameter of the enclosing function likewise, by what every
/// call passes. Only the receiver and `contains` are held: the argument is read on.
private final class FixedMembershipFinder: SyntaxVisitor {
  let facts: ProjectFacts
  var found: [Syntax] = []

  init(facts: ProjectFacts) {
    self.facts = facts
    super.init(viewMode: .sourceAccurate)
  }

  static func holding(in conditions: Syntax, facts: ProjectFacts) -> [Syntax] {
    let finder = FixedMembershipFinder(facts: facts)
    finder.walk(conditions)
    return finder.found
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard node.calleeName == "contains", node.trailingClosure == nil, node.arguments.count == 1,
      let argument = node.arguments.first, argument.label == nil,
      !argument.expression.is(ClosureExprSyntax.self),
      let receiver = node.receiver?.unparenthesized, receiver.isBareRead,
      let name = receiver.referencedName
    else { return .visitChildren }
    let member = argument.expression.unparenthesized.as(MemberAccessExprSyntax.self).flatMap {
      $0.base == nil ? $0.declName.baseName.text : nil
    }
    let fixed: Bool
    if let local = receiver.as(DeclReferenceExprSyntax.self)?.localDeclaration {
      // A parameter of the enclosing function, of a value type.
      guard let parameter = local.parameterOf, let type = local.type,
        !facts.referenceTypes.contains(type.baseTypeName)
      else { return .visitChildren }
      let key = "\(parameter.function)(\(parameter.label):)"
      fixed =
        facts.literalArguments[key] == true
        || member.map { facts.hasFixedMembership(key, of: $0, isArgument: true) } == true
    } else {
      guard let owner = node.enclosingTypeName, facts.memberTypes["\(owner).\(name)"] != nil,
        facts.readsOnlyValues([name], in: owner)
      else { return .visitChildren }
      fixed =
        !facts.canChange(name, bare: true, of: [owner])
        || member.map { facts.hasFixedMembership(name, of: $0, readIn: owner) } == true
    }
    if fixed { found.append(Syntax(node.calledExpression)) }
    return .visitChildren
  }
}

/// Finds the index checks in conditions that always hold: `index < items.count` where
/// `index` is a parameter every call fills with the element of a `ForEach` row over
/// `0..<items.count` (or `items.indices`). The row and the check read `items` in the same
/// update, so the index is always in range.
private final class IndexCheckFinder: SyntaxVisitor {
  let facts: ProjectFacts
  var found: [Syntax] = []

  init(facts: ProjectFacts) {
    self.facts = facts
    super.init(viewMode: .sourceAccurate)
  }

  static func holding(in conditions: Syntax, facts: ProjectFacts) -> [Syntax] {
    let finder = IndexCheckFinder(facts: facts)
    finder.walk(conditions)
    return finder.found
  }

  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    guard node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "<",
      let index = node.leftOperand.unparenthesized.as(DeclReferenceExprSyntax.self),
      let parameter = index.localDeclaration?.parameterOf,
      let count = node.rightOperand.unparenthesized.as(MemberAccessExprSyntax.self),
      count.declName.baseName.text == "count", let collection = count.base?.collectionKey
    else { return .visitChildren }
    let key = "\(parameter.function)(\(parameter.label):)"
    guard facts.literalArguments[key] == true, let values = facts.pendingArguments[key],
      !values.isEmpty, values.allSatisfy({ $0 == .rowElement(of: collection) })
    else { return .visitChildren }
    found.append(Syntax(node))
    return .skipChildren
  }
}
