import SwiftSyntax

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

  /// For a function type (`() -> Void`, `@escaping (Item) -> ()`, `(() -> Void)?`), whether it
  /// returns nothing; nil for any other type.
  var functionReturnsNothing: Bool? {
    var type = self
    while true {
      if let optional = type.as(OptionalTypeSyntax.self) {
        type = optional.wrappedType
      } else if let attributed = type.as(AttributedTypeSyntax.self) {
        type = attributed.baseType
      } else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first
      {
        type = only.type
      } else {
        break
      }
    }
    guard let function = type.as(FunctionTypeSyntax.self) else { return nil }
    let result = function.returnClause.type.trimmedDescription
    return result == "Void" || result == "()"
  }
}

extension FunctionParameterListSyntax {
  /// The parameter the body calls `name`, with its type and, in a function called
  /// `function`, the label callers write.
  func localDeclaration(of name: String, function: String?) -> LocalDeclaration? {
    guard let index = firstIndex(where: { $0.localName == name }) else { return nil }
    let parameter = self[index]
    var found = LocalDeclaration(type: parameter.type.unwrappedName)
    if let function {
      // An unlabeled parameter is known by its position, as callers write it (`#0`).
      let position = distance(from: startIndex, to: index)
      found.parameterOf = (
        function,
        parameter.firstName.tokenKind == .wildcard ? "#\(position)" : parameter.firstName.text
      )
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
  /// Whether an `if let`/`guard let` or `if case`/`guard case` condition binds `name`.
  func bindsName(_ name: String) -> Bool {
    contains { $0.binding(of: name) != nil }
  }

  /// The local `name` a condition binds, with the value it is bound from (`y` in
  /// `if let x = y` and in `if case .some(let x) = y`; nil for the shorthand `if let x`).
  func localDeclaration(of name: String) -> LocalDeclaration? {
    for element in self {
      if let found = element.binding(of: name) { return found }
    }
    return nil
  }
}

extension ConditionElementSyntax {
  /// The local `name` this condition binds, if it binds it.
  func binding(of name: String) -> LocalDeclaration? {
    switch condition {
    case .optionalBinding(let binding):
      guard binding.pattern.boundNames.contains(name) else { return nil }
      return LocalDeclaration(
        type: binding.typeAnnotation?.type.unwrappedName, initializer: binding.initializer?.value,
        isLet: binding.bindingSpecifier.tokenKind == .keyword(.let))
    case .matchingPattern(let match):
      guard match.pattern.caseBoundNames.contains(name) else { return nil }
      return LocalDeclaration(type: nil, initializer: match.initializer.value, isLet: true)
    default:
      return nil
    }
  }
}

extension PatternSyntax {
  /// The names a `case` pattern binds: `steps` in `.loop(_, let steps)`, in
  /// `let .loop(_, steps)` and in `let (a, b)`.
  var caseBoundNames: [String] {
    CaseBindingFinder.names(in: Syntax(self))
  }
}

extension SwitchCaseSyntax {
  /// Whether one of the case's patterns binds `name` for its statements.
  func bindsName(_ name: String) -> Bool {
    guard case .case(let label) = self.label else { return false }
    return label.caseItems.contains { $0.pattern.caseBoundNames.contains(name) }
  }
}

/// Finds the names a `case` pattern binds.
private final class CaseBindingFinder: SyntaxVisitor {
  var names: [String] = []
  /// Inside `let …`/`var …`: bare names are bound there.
  var bindingDepth = 0

  static func names(in pattern: Syntax) -> [String] {
    let finder = CaseBindingFinder(viewMode: .sourceAccurate)
    finder.walk(pattern)
    return finder.names
  }

  override func visit(_ node: ValueBindingPatternSyntax) -> SyntaxVisitorContinueKind {
    bindingDepth += 1
    return .visitChildren
  }

  override func visitPost(_ node: ValueBindingPatternSyntax) { bindingDepth -= 1 }

  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    names.append(node.identifier.text)
    return .skipChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    // `let .loop(_, steps)`: a bare name under `let` is bound, not read.
    if bindingDepth > 0, node.parent?.is(MemberAccessExprSyntax.self) != true {
      names.append(node.baseName.text)
    }
    return .skipChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    // `.loop(…)`: only the arguments bind.
    walk(node.arguments)
    return .skipChildren
  }
}

extension CodeBlockItemSyntax {
  /// The local `name` this statement declares for the statements after it, if it does.
  func localDeclaration(of name: String) -> LocalDeclaration? {
    if let variable = item.as(VariableDeclSyntax.self),
      let binding = variable.bindings.first(where: { $0.pattern.boundNames.contains(name) })
    {
      let initializer = binding.initializer?.value
      let isLet = !variable.isVar
      if let type = binding.typeAnnotation?.type {
        return LocalDeclaration(type: type.unwrappedName, initializer: initializer, isLet: isLet)
      }
      if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
        let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
        callee.baseName.text.first?.isUppercase == true
      {
        return LocalDeclaration(
          type: callee.baseName.text, initializer: initializer, isLet: isLet)
      }
      return LocalDeclaration(type: nil, initializer: initializer, isLet: isLet)
    }
    if let guardStatement = item.as(GuardStmtSyntax.self),
      let found = guardStatement.conditions.localDeclaration(of: name)
    {
      return found
    }
    return nil
  }
}
