import SwiftSyntax

/// A value a caller passes that is not a literal but can still be a constant where it is
/// written: decided once the target's facts are known (`ProjectFacts.resolveInputs`).
public indirect enum ArgumentValue: Hashable, Sendable {
  /// A literal, an array literal of literals, an enum case written `.compact`.
  case literal
  /// A bare name or `self.name`, read in `reader`'s code (a global when `reader` is nil).
  case name(String, reader: String?)
  /// `base.member`, read in `reader`'s code (`movie.related`, `Catalog.featured`).
  case member(base: String, name: String, reader: String?)
  /// The element a `ForEach` row is built for, under `id: \.self` or over a range: a row's own
  /// element never changes (a changed value is another row). With the collection whose
  /// positions the range walks (`items` for `0..<items.count` and `items.indices`).
  case rowElement(of: String?)
  /// A call of the project's own function `name` (`self.petals(for: i)`): constant when its
  /// arguments are and the function reads nothing else that changes.
  case call(String, reader: String?, arguments: [ArgumentValue])
  /// A value made from others only (`count * 2`, `value ?? 0`, `Double(count)`, `colors[i]`).
  case combined([ArgumentValue])
  /// An array literal of implicit members (`[.wide, .compact]`, `[]`) or one implicit member
  /// (`.wide`), with their names: the set of options an `OptionSet` literal lists.
  case members(Set<String>)
  /// A parameter of the enclosing function, as `name(label:)`: constant when every call
  /// passes a constant for it (`row(options: options)`).
  case parameter(String)
  /// A ternary whose condition is not decided where it is written (`wide ? [.wide] : []`): the
  /// condition (nil when it cannot be constant) and the two branches.
  case choice(condition: ArgumentValue?, branches: [ArgumentValue])
  /// A set operation of a value with another (`options.union(.wide)`): `union`,
  /// `intersection`, `subtracting` or `symmetricDifference`, the receiver and the argument.
  case setOperation(String, ArgumentValue, ArgumentValue)
  /// An implicit member called with arguments (`.picked(names)`), with the
  /// arguments when all can be constant: when it names a case of the project's enums, the case
  /// is fixed, and the value is constant when its payload is.
  case enumCase(String, arguments: [ArgumentValue]?)

  /// The `SetAlgebra` operations that return a new set made from the receiver and their
  /// argument alone ("Returns a new set with the elements of both this set and the given
  /// set", Apple's documentation of `union(_:)`; `intersection(_:)`, `subtracting(_:)`,
  /// `symmetricDifference(_:)` likewise).
  static let setOperations: Set<String> = [
    "union", "intersection", "subtracting", "symmetricDifference",
  ]

  /// The argument `expression` as a value to decide later, or nil when it cannot be constant
  /// (a local variable, a parameter, a zero-argument initializer, a closure).
  init?(_ expression: ExprSyntax, depth: Int = 0) {
    guard depth < 6 else { return nil }
    let expression = expression.unparenthesized
    let reader = expression.enclosingTypeName
    if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
      self = .members([member.declName.baseName.text])
      return
    }
    if expression.isLiteralArgument {
      self = .literal
      return
    }
    if let array = expression.as(ArrayExprSyntax.self) {
      let names = array.elements.compactMap {
        $0.expression.unparenthesized.as(MemberAccessExprSyntax.self).flatMap {
          $0.base == nil ? $0.declName.baseName.text : nil
        }
      }
      if names.count == array.elements.count {
        self = .members(Set(names))
        return
      }
      let parts = array.elements.map { ArgumentValue($0.expression, depth: depth + 1) }
      guard parts.allSatisfy({ $0 != nil }) else { return nil }
      self = .combined(parts.compactMap { $0 })
      return
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      guard case .identifier(let name) = reference.baseName.tokenKind else { return nil }
      if let local = reference.localDeclaration {
        if let row = reference.rowElementData {
          // Read while the row is built (not in an action that runs later), the element is an
          // index of the collection as the row saw it.
          let walked =
            row.later ? nil : ForEachIndexIDRule.indexedCollection(row.data, key: "\\.self")
          self = .rowElement(of: walked?.collectionKey)
          return
        }
        // A parameter: what every call passes.
        if let parameter = local.parameterOf {
          self = .parameter("\(parameter.function)(\(parameter.label):)")
          return
        }
        // A local constant is its initial value.
        guard local.isLet, let initializer = local.initializer,
          let value = ArgumentValue(initializer, depth: depth + 1)
        else { return nil }
        self = value
        return
      }
      self = .name(name, reader: reader)
      return
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      // `Marks.Toolbar.play`: a static of a nested type, named by its own type (audit sample
      // AV: six false warnings read such a constant as able to change).
      if let nested = member.base?.unparenthesized.as(MemberAccessExprSyntax.self),
        nested.isTypeChain
      {
        self = .member(
          base: nested.declName.baseName.text, name: member.declName.baseName.text, reader: reader)
        return
      }
      guard let base = member.base?.unparenthesized.as(DeclReferenceExprSyntax.self) else {
        return nil
      }
      let name = member.declName.baseName.text
      if base.baseName.tokenKind == .keyword(.self) {
        self = .name(name, reader: reader)
        return
      }
      guard case .identifier(let baseName) = base.baseName.tokenKind, !base.isLocalVariable
      else { return nil }
      self = .member(base: baseName, name: name, reader: reader)
      return
    }
    if let subscriptCall = expression.as(SubscriptCallExprSyntax.self),
      subscriptCall.arguments.count == 1, let index = subscriptCall.arguments.first,
      let base = ArgumentValue(subscriptCall.calledExpression, depth: depth + 1),
      let element = ArgumentValue(index.expression, depth: depth + 1)
    {
      self = .combined([base, element])
      return
    }
    if let infix = expression.as(InfixOperatorExprSyntax.self),
      ["+", "-", "*", "/", "%", "??"].contains(
        infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text),
      let left = ArgumentValue(infix.leftOperand, depth: depth + 1),
      let right = ArgumentValue(infix.rightOperand, depth: depth + 1)
    {
      self = .combined([left, right])
      return
    }
    if let ternary = expression.as(TernaryExprSyntax.self) {
      // Inside `if !mine { … }`, `mine ? a : b` is always `b`.
      if let decided = ternary.decidedBranch {
        guard let value = ArgumentValue(decided, depth: depth + 1) else { return nil }
        self = value
        return
      }
      guard let first = ArgumentValue(ternary.thenExpression, depth: depth + 1),
        let second = ArgumentValue(ternary.elseExpression, depth: depth + 1)
      else { return nil }
      self = .choice(
        condition: ArgumentValue(ternary.condition, depth: depth + 1), branches: [first, second])
      return
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!",
      let operand = ArgumentValue(prefix.expression, depth: depth + 1)
    {
      self = .combined([operand])
      return
    }
    guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
      let callee = call.calleeName, !call.arguments.isEmpty
    else { return nil }
    if let receiver = call.receiver, Self.setOperations.contains(callee),
      call.arguments.count == 1, call.arguments.first?.label == nil,
      let base = ArgumentValue(receiver, depth: depth + 1),
      let other = call.arguments.first.flatMap({ ArgumentValue($0.expression, depth: depth + 1) })
    {
      self = .setOperation(callee, base, other)
      return
    }
    let arguments = call.arguments.map { ArgumentValue($0.expression, depth: depth + 1) }
    // `.picked(names)`: an enum's case is fixed whatever its payload.
    if call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil,
      call.calledExpression.is(MemberAccessExprSyntax.self)
    {
      let known = arguments.compactMap { $0 }
      self = .enumCase(callee, arguments: known.count == arguments.count ? known : nil)
      return
    }
    guard arguments.allSatisfy({ $0 != nil }) else { return nil }
    if callee.first?.isUppercase == true, call.calledExpression.is(DeclReferenceExprSyntax.self),
      !ProjectFacts.volatileNames.contains(callee)
    {
      // `Double(count)`, `Angle(degrees: 30)`: a value built from constants.
      self = .combined(arguments.compactMap { $0 })
      return
    }
    let receiver = call.receiver?.trimmedDescription
    guard callee.first?.isLowercase == true, receiver == nil || receiver == "self" else {
      return nil
    }
    self = .call(callee, reader: reader, arguments: arguments.compactMap { $0 })
  }
}

extension DeclReferenceExprSyntax {
  /// Whether this name is the parameter of the content of an item-keyed presentation
  /// (`.sheet(item: $pop) { p in … }`, `.fullScreenCover(item:)`, `.popover(item:)`), a
  /// closure or a function passed as it (`.sheet(item: $sheet, content: sheetContent)` with
  /// `func sheetContent(sheet: Sheet)`): the item the presentation was made for.
  var isPresentedItem: Bool {
    let name = baseName.text
    var current = parent
    while let node = current {
      if let closure = node.as(ClosureExprSyntax.self), closure.parameterNames.contains(name) {
        // A trailing closure's parent is the call; a labelled one's is its argument's list's.
        guard
          let call = closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return Self.presentsItem(call)
      }
      if let function = node.as(FunctionDeclSyntax.self) {
        let parameters = function.signature.parameterClause.parameters
        guard parameters.count == 1,
          parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name })
        else { return false }
        return Self.isPassedAsItemContent(function.name.text, in: node.root)
      }
      if node.is(MemberBlockSyntax.self) { return false }
      current = node.parent
    }
    return false
  }

  /// Whether `call` presents by an item (`.sheet(item:)` and its relatives).
  private static func presentsItem(_ call: FunctionCallExprSyntax) -> Bool {
    guard let callee = call.calleeName, ProjectFacts.itemPresenters.contains(callee) else {
      return false
    }
    return call.argument(labeled: "item") != nil
  }

  /// Whether the file passes the function `name` as an item presentation's `content:`.
  private static func isPassedAsItemContent(_ name: String, in root: Syntax) -> Bool {
    root.tokens(viewMode: .sourceAccurate).contains { token in
      guard token.text == name, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        let argument = reference.parent?.as(LabeledExprSyntax.self),
        argument.label?.text == "content",
        let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
      else { return false }
      return presentsItem(call)
    }
  }

  /// The data of the `ForEach` whose row closure has this parameter, when its rows are keyed
  /// by their element: a range, or `id: \.self`.
  var rowElementData: (data: ExprSyntax, later: Bool)? {
    let name = baseName.text
    var current = parent
    var later = false
    while let node = current {
      if let closure = node.as(ClosureExprSyntax.self), !closure.parameterNames.contains(name),
        RenderContext.isAction(closure)
      {
        later = true
      }
      if let closure = node.as(ClosureExprSyntax.self), closure.parameterNames.contains(name) {
        guard
          let call = closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.parent?.as(FunctionCallExprSyntax.self),
          call.calleeName == "ForEach", closure.parameterNames.count == 1,
          let data = call.firstUnlabeledArgument
        else { return nil }
        let keyed =
          data.unparenthesized.rangeBounds != nil
          || data.unparenthesized.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            == "indices"
          || call.argument(labeled: "id")?.keyPathText == "\\.self"
        return keyed ? (data, later) : nil
      }
      current = node.parent
    }
    return nil
  }
}

extension ProjectFacts {
  /// Whether `value`, passed by a caller, is a constant where the caller reads it.
  func isConstant(_ value: ArgumentValue, depth: Int = 0) -> Bool {
    guard depth < 8 else { return false }
    switch value {
    case .literal, .rowElement:
      return true
    case .name(let name, let reader):
      return isConstant(name, bare: true, owners: ownersOfBareRead(name, in: reader))
    case .member(let base, let name, let reader):
      if base.first?.isUppercase == true {
        // `Catalog.featured`, `Color.red`: a type's constant, unless the code writes it or it
        // reads the clock.
        return !Self.volatileNames.contains(name)
          && (constantNames.contains(name) || !changes(name))
      }
      let types: Set<String>?
      if let reader, let declared = memberTypes["\(reader).\(base)"] {
        types = [declared.baseTypeName]
      } else {
        types = valueTypes[base].map { Set($0.map(\.baseTypeName)) }
      }
      guard let types, !types.isEmpty else { return false }
      return isConstant(name, bare: false, owners: types)
    case .call(let name, let reader, let arguments):
      guard arguments.allSatisfy({ isConstant($0, depth: depth + 1) }) else { return false }
      let key = reader.map { "\($0).\(name)" } ?? name
      let found = functionReads[key] ?? functionReads[name]
      let bases = memberBases[key] ?? memberBases[name] ?? []
      guard let found, let reads = found, readsOnlyValues(bases, in: reader) else {
        return false
      }
      return reads.allSatisfy {
        isConstant($0, bare: true, owners: ownersOfBareRead($0, in: reader))
      }
    case .combined(let parts):
      return parts.allSatisfy { isConstant($0, depth: depth + 1) }
    case .members:
      return true
    case .parameter(let key):
      return literalArguments[key] == true
    case .choice(let condition, let branches):
      guard let condition, isConstant(condition, depth: depth + 1) else { return false }
      return branches.allSatisfy { isConstant($0, depth: depth + 1) }
    case .setOperation(_, let base, let other):
      return isConstant(base, depth: depth + 1) && isConstant(other, depth: depth + 1)
    case .enumCase(let name, let arguments):
      // A case of the project's enums with a constant payload.
      guard let arguments, enumCases.values.contains(where: { $0.contains(name) }) else {
        return false
      }
      return arguments.allSatisfy { isConstant($0, depth: depth + 1) }
    }
  }
}

extension TernaryExprSyntax {
  /// The branch this ternary always takes where it is written: inside the body of an `if c`
  /// (or its `else`) between it and its function, closure or accessor, a ternary on the same
  /// `c` (or `!c`) reads the same value in the same update, so only one branch can run
  /// (`if !mine { Bar(options: mine ? [.trailing] : [.leading]) }` passes `[.leading]`). The
  /// condition must be a name or a member chain, which reads the same twice (not a call).
  var decidedBranch: ExprSyntax? {
    let written = condition.unparenthesized
    var negated = false
    var tested = written
    if let prefix = written.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      negated = true
      tested = prefix.expression.unparenthesized
    }
    guard tested.plainReference != nil else { return nil }
    var child = Syntax(self)
    var current = parent
    while let node = current {
      if node.is(FunctionDeclSyntax.self) || node.is(ClosureExprSyntax.self)
        || node.is(AccessorBlockSyntax.self) || node.is(MemberBlockSyntax.self)
      {
        return nil
      }
      if let branch = node.as(IfExprSyntax.self), branch.conditions.count == 1,
        let test = branch.conditions.first?.condition.as(ExprSyntax.self)?.unparenthesized
      {
        var holds: Bool?
        if child.id == branch.body.id {
          holds = true
        } else if child.id == branch.elseBody?.id {
          holds = false
        }
        if let holds {
          var ifNegated = false
          var ifTested = test
          if let prefix = test.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            ifNegated = true
            ifTested = prefix.expression.unparenthesized
          }
          if ifTested.spacelessText == tested.spacelessText {
            // The ternary's own condition, as the `if` decides it.
            let value = holds != ifNegated
            return value != negated ? thenExpression : elseExpression
          }
        }
      }
      child = node
      current = node.parent
    }
    return nil
  }
}

extension MemberAccessExprSyntax {
  /// Whether this is a chain of capitalized names (`Marks.Toolbar`): a nested type as written.
  var isTypeChain: Bool {
    guard declName.baseName.text.first?.isUppercase == true, let base = base?.unparenthesized
    else { return false }
    if let reference = base.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text.first?.isUppercase == true
    }
    return base.as(MemberAccessExprSyntax.self)?.isTypeChain ?? false
  }
}
