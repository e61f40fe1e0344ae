import SwiftSyntax

/// A local variable or parameter a bare name resolves to, with its declared type when the
/// code writes one (`value: SegmentSetting`, `let draft = Draft()`).
struct LocalDeclaration {
  /// The declared type, optionals unwrapped; nil when the code does not say.
  var type: String?
  /// The initial value of a local variable (`var copy = waves` → `waves`).
  var initializer: ExprSyntax? = nil
  /// The statements a local variable is visible in (the block that declares it).
  var scope: Syntax? = nil
  /// Whether it is bound once and never written (`let x = …`, `if let`, `case let`): a copy
  /// of its initial value for its whole scope.
  var isLet = false
  /// For a function's parameter: the function's name and the label its callers write
  /// (`howMany` in `func particles(howMany count: Int)`), nil when callers write none.
  var parameterOf: (function: String, label: String)? = nil
}

extension DeclReferenceExprSyntax {
  /// Whether this bare name is a local variable or a parameter where it is written: declared
  /// earlier in an enclosing block (`var options: [Section] = []` before
  /// `options.append(…)`), bound by an enclosing `if let`/`guard let`/`for`, or a parameter of
  /// the enclosing closure or function. Such a name is not the type's property of the same
  /// name, so a write to it writes no type's property.
  var isLocalVariable: Bool { localDeclaration != nil }

  /// The local variable or parameter this bare name resolves to, searching the enclosing
  /// scopes outward (blocks, closures, loops, `if let`, then the function's parameters); nil
  /// for a property, a global, or anything declared after it.
  var localDeclaration: LocalDeclaration? {
    let name = baseName.text
    var child = Syntax(self)
    var current = parent
    while let ancestor = current {
      // Only these kinds of node declare names or end the search: others are passed by their
      // kind alone, without a cast (a cast costs a generic lookup; this runs for every name
      // view code reads, issue #29's speed).
      guard Self.scopeKinds.contains(ancestor.kind) else {
        child = ancestor
        current = ancestor.parent
        continue
      }
      if let items = ancestor.as(CodeBlockItemListSyntax.self),
        !(items.parent?.is(SourceFileSyntax.self) ?? true)
      {
        for item in items.reversed() where item.position < child.position {
          if var found = item.localDeclaration(of: name) {
            found.scope = Syntax(items)
            return found
          }
        }
      }
      // `{ $ship in … }` declares `ship` (the element) too.
      if let closure = ancestor.as(ClosureExprSyntax.self),
        closure.parameterNames.contains(name) || closure.parameterNames.contains("$" + name)
      {
        return LocalDeclaration(type: closure.parameterType(of: name))
      }
      if let loop = ancestor.as(ForStmtSyntax.self), child.id == loop.body.id,
        loop.pattern.boundNames.contains(name)
      {
        return LocalDeclaration(type: nil)
      }
      // `if let nature = …, !nature.appear`: an earlier condition binds it for later ones.
      if let conditions = ancestor.as(ConditionElementListSyntax.self),
        let found = conditions.first(where: {
          $0.position < child.position && $0.binding(of: name) != nil
        })?.binding(of: name)
      {
        return found
      }
      // `if var copy = value.wrappedValue as? [Any] { … }`: visible in the branch's body.
      if let branch = ancestor.as(IfExprSyntax.self), child.id == branch.body.id,
        var found = branch.conditions.localDeclaration(of: name)
      {
        found.scope = Syntax(branch.body)
        return found
      }
      if let branch = ancestor.as(WhileStmtSyntax.self), child.id == branch.body.id,
        let found = branch.conditions.localDeclaration(of: name)
      {
        return found
      }
      // `case .loop(_, let steps):` binds `steps` for the case's statements.
      if let switchCase = ancestor.as(SwitchCaseSyntax.self), child.id == switchCase.statements.id,
        switchCase.bindsName(name)
      {
        let subject = switchCase.ancestor(SwitchExprSyntax.self)?.subject
        return LocalDeclaration(type: nil, initializer: subject, isLet: true)
      }
      if let function = ancestor.as(FunctionDeclSyntax.self) {
        return function.signature.parameterClause.parameters.localDeclaration(
          of: name, function: function.name.text)
      }
      if let initializer = ancestor.as(InitializerDeclSyntax.self) {
        return initializer.signature.parameterClause.parameters.localDeclaration(
          of: name, function: nil)
      }
      if ancestor.is(AccessorDeclSyntax.self) || ancestor.is(MemberBlockSyntax.self) {
        return nil
      }
      child = ancestor
      current = ancestor.parent
    }
    return nil
  }

  /// The kinds of node `localDeclaration` looks into.
  private static let scopeKinds: Set<SyntaxKind> = [
    .codeBlockItemList, .closureExpr, .forStmt, .conditionElementList, .ifExpr, .whileStmt,
    .switchCase, .functionDecl, .initializerDecl, .accessorDecl, .memberBlock,
  ]
}

extension ExprSyntax {
  /// The value a collection read stands for, looking through local constants: `pills` in
  /// `let pills = texts` is `texts`, `steps` in `if case .loop(_, let steps) = step` is (a
  /// part of) `step`. A local constant is a copy: no write reaches it, and it changes only
  /// with the value it was bound from. Anything else (a `var`, a parameter, a closure's
  /// element) is returned as written.
  var throughLocalConstants: ExprSyntax {
    var expression = self
    for _ in 0..<8 {
      guard
        let reference = expression.sourceCollection.unparenthesized.as(
          DeclReferenceExprSyntax.self),
        let local = reference.localDeclaration, local.isLet, let initializer = local.initializer,
        initializer.id != expression.id
      else { break }
      expression = initializer
    }
    return expression
  }
}

extension LocalDeclaration {
  /// Whether `scope` (the block that declares the local `name`; all of it when nil is given,
  /// nothing is known) may write it after it is made: `name = …`, a compound assignment, a
  /// field of it assigned (`name.field = …`), a method called on it (a structure's `mutating`
  /// method, `name.assignID(after:)`, cannot be told from another by its call), or `&name`
  /// passed `inout`.
  static func isAssigned(_ name: String, in scope: Syntax?) -> Bool {
    guard let scope else { return true }
    for token in scope.tokens(viewMode: .sourceAccurate) where token.text == name {
      guard let use = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
      if use.parent?.is(InOutExprSyntax.self) == true { return true }
      var target = Syntax(use)
      while let member = target.parent?.as(MemberAccessExprSyntax.self),
        member.base?.id == target.id
      {
        if target.id == use.id, let call = member.parent?.as(FunctionCallExprSyntax.self),
          call.calledExpression.id == member.id
        {
          return true
        }
        target = Syntax(member)
      }
      if let infix = target.parent?.as(InfixOperatorExprSyntax.self),
        infix.leftOperand.id == target.id,
        infix.operator.is(AssignmentExprSyntax.self)
          || compoundAssignments.contains(
            infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
      {
        return true
      }
    }
    return false
  }

  /// The compound assignment operators.
  private static let compoundAssignments: Set<String> = [
    "+=", "-=", "*=", "/=", "%=", "&&=", "||=", "&=", "|=", "^=", "<<=", ">>=",
  ]
}
