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
        conditions.contains(where: {
          $0.position < child.position && ConditionElementListSyntax([$0]).bindsName(name)
        })
      {
        return LocalDeclaration(type: nil)
      }
      if let branch = ancestor.as(IfExprSyntax.self), child.id == branch.body.id,
        branch.conditions.bindsName(name)
      {
        return LocalDeclaration(type: nil)
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
}

extension TypeSyntax {
  /// The type's text with optionals unwrapped (`Draft` for `Draft?`).
  var unwrappedName: String {
    var type = self
    while true {
      if let optional = type.as(OptionalTypeSyntax.self) {
        type = optional.wrappedType
      } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
        type = unwrapped.wrappedType
      } else if let attributed = type.as(AttributedTypeSyntax.self) {
        type = attributed.baseType
      } else {
        return type.trimmedDescription
      }
    }
  }
}

extension FunctionParameterListSyntax {
  /// The parameter the body calls `name`, with its type and, in a function called
  /// `function`, the label callers write.
  func localDeclaration(of name: String, function: String?) -> LocalDeclaration? {
    guard let parameter = first(where: { $0.localName == name }) else { return nil }
    var found = LocalDeclaration(type: parameter.type.unwrappedName)
    if let function, parameter.firstName.tokenKind != .wildcard {
      found.parameterOf = (function, parameter.firstName.text)
    }
    return found
  }
}

extension FunctionParameterSyntax {
  /// The name the function's body uses.
  var localName: String { (secondName ?? firstName).text }
}

extension ClosureExprSyntax {
  /// The names of the closure's parameters (`{ book in … }`, `{ (book, index) in … }`).
  var parameterNames: [String] {
    guard let parameters = signature?.parameterClause else { return [] }
    if let list = parameters.as(ClosureShorthandParameterListSyntax.self) {
      return list.map(\.name.text)
    }
    if let clause = parameters.as(ClosureParameterClauseSyntax.self) {
      return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    }
    return []
  }

  /// The declared type of the closure's parameter `name` (`{ (book: Book) in … }`).
  func parameterType(of name: String) -> String? {
    guard let clause = signature?.parameterClause?.as(ClosureParameterClauseSyntax.self) else {
      return nil
    }
    return clause.parameters.first { ($0.secondName ?? $0.firstName).text == name }?.type?
      .unwrappedName
  }

  /// The closure's first parameter, when it has one.
  var firstParameterName: String? {
    parameterNames.first.flatMap { $0 == "_" ? nil : $0 }
  }
}

extension PatternSyntax {
  /// The names the pattern binds (`x`, `(a, b)`, `let x`).
  var boundNames: [String] {
    if let identifier = self.as(IdentifierPatternSyntax.self) {
      return [identifier.identifier.text]
    }
    if let tuple = self.as(TuplePatternSyntax.self) {
      return tuple.elements.flatMap(\.pattern.boundNames)
    }
    if let binding = self.as(ValueBindingPatternSyntax.self) { return binding.pattern.boundNames }
    return []
  }
}

extension ConditionElementListSyntax {
  /// Whether an `if let`/`guard let` condition binds `name`.
  func bindsName(_ name: String) -> Bool {
    contains { element in
      guard case .optionalBinding(let binding) = element.condition else { return false }
      return binding.pattern.boundNames.contains(name)
    }
  }
}

extension CodeBlockItemSyntax {
  /// The local `name` this statement declares for the statements after it, if it does.
  func localDeclaration(of name: String) -> LocalDeclaration? {
    if let variable = item.as(VariableDeclSyntax.self),
      let binding = variable.bindings.first(where: { $0.pattern.boundNames.contains(name) })
    {
      let initializer = binding.initializer?.value
      if let type = binding.typeAnnotation?.type {
        return LocalDeclaration(type: type.unwrappedName, initializer: initializer)
      }
      if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
        let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
        callee.baseName.text.first?.isUppercase == true
      {
        return LocalDeclaration(type: callee.baseName.text, initializer: initializer)
      }
      return LocalDeclaration(type: nil, initializer: initializer)
    }
    if let guardStatement = item.as(GuardStmtSyntax.self),
      guardStatement.conditions.bindsName(name)
    {
      return LocalDeclaration(type: nil)
    }
    return nil
  }
}

extension Syntax {
  /// Whether the code here changes the shape of the local `name`: a shape-changing method
  /// (`append`, `remove(at:)`, …), an assignment to it, or `&name`.
  func reshapes(_ name: String) -> Bool {
    let finder = ReshapeFinder(name: name)
    finder.walk(self)
    return finder.found
  }
}

/// The visitor behind `Syntax.reshapes(_:)`.
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
