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
