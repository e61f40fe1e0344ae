import SwiftSyntax

extension ExprSyntax {
  /// Whether a write through this target (`cached.tags = …`, `badge.owner?.tags = …`,
  /// `draft.items.append(…)`, `draft.items[0] = …`) writes a member of a value the same function
  /// has just built: its base is a local constant initialized with a type's initializer (`let
  /// cached = CachedUser(context: moc)`; a `var` nothing assigns again), or a member of such a
  /// value that an earlier statement gave a newly built value (`badge.owner = Member()`).
  ///
  /// Such a write initializes the new value before anything shows it, as an initializer's
  /// own assignments do ("Initialization is the process of preparing an instance of a class,
  /// structure, or enumeration for use", The Swift Programming Language, *Initialization*): it
  /// is not a change of the property a view reads through another instance.
  var writesFreshInstance: Bool {
    var expression = unwrapped
    while let element = expression.as(SubscriptCallExprSyntax.self) {
      expression = element.calledExpression.unwrapped
    }
    guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else {
      return false
    }
    return base.isFreshInstance(at: Syntax(self), depth: 0)
  }

  /// Whether this value was built in the code around `use`, before it (`writesFreshInstance`).
  fileprivate func isFreshInstance(at use: Syntax, depth: Int) -> Bool {
    guard depth < 4 else { return false }
    let expression = unwrapped
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      guard let local = reference.localDeclaration, let value = local.initializer,
        value.isConstruction
      else { return false }
      if local.isLet { return true }
      guard let scope = local.scope else { return false }
      return !scope.reshapes(reference.baseName.text)
    }
    guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      base.isFreshInstance(at: use, depth: depth + 1)
    else { return false }
    return use.followsConstruction(of: expression)
  }

  /// Whether this is a call of a type's initializer: `CachedUser(context: moc)`,
  /// `Box<Int>()`, `Kit.Badge()`, `Badge.init()`.
  var isConstruction: Bool {
    guard let call = unparenthesized.as(FunctionCallExprSyntax.self) else { return false }
    var called = call.calledExpression
    if let specialized = called.as(GenericSpecializationExprSyntax.self) {
      called = specialized.expression
    }
    if let reference = called.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text.first?.isUppercase == true
    }
    guard let member = called.as(MemberAccessExprSyntax.self),
      member.base?.trimmedDescription.first?.isUppercase == true
    else { return false }
    let name = member.declName.baseName.text
    return name == "init" || name.first?.isUppercase == true
  }

  /// The text without spaces, `?` and `!` (`badge.owner?` → `badge.owner`).
  fileprivate var chainText: String { spacelessText.filter { $0 != "?" && $0 != "!" } }
}

extension Syntax {
  /// Whether an earlier statement of the code around this node, in the same function, assigns
  /// a newly built value to `target` (`badge.owner = Member()` before `badge.owner?.tags = …`).
  fileprivate func followsConstruction(of target: ExprSyntax) -> Bool {
    let text = target.chainText
    var current = self
    while let parent = current.parent {
      if let list = parent.as(CodeBlockItemListSyntax.self) {
        for item in list where item.position < current.position {
          guard
            let assignment = item.item.as(ExprSyntax.self)?.unparenthesized.as(
              InfixOperatorExprSyntax.self),
            assignment.operator.is(AssignmentExprSyntax.self),
            assignment.leftOperand.chainText == text
          else { continue }
          if assignment.rightOperand.isConstruction { return true }
        }
      }
      if parent.is(FunctionDeclSyntax.self) || parent.is(AccessorBlockSyntax.self)
        || parent.is(MemberBlockSyntax.self) || parent.is(InitializerDeclSyntax.self)
      {
        return false
      }
      current = parent
    }
    return false
  }
}
