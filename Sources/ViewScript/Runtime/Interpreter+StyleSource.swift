import SwiftSyntax

/// Where a format style that is read from its source (`DateFormatStyle`) is written when the
/// call names it: `date.formatted(style)` with `var style: Date.FormatStyle { … }` a property of
/// the view, or `let style = Date.FormatStyle().day()` earlier in the same code
/// (docs/semantics.md, the format styles' row).
extension Interpreter {
  /// The expression `expression` stands for: a local constant's initial value, or the single
  /// expression of a property of the type that writes it (a computed property's, a constant's
  /// or a static's initial value), followed up to four names deep; `expression` itself when
  /// it names none of those.
  func styleSource(_ expression: ExprSyntax) -> ExprSyntax {
    var current = expression
    for _ in 0..<4 {
      guard let next = namedSource(current) else { break }
      current = next
    }
    return current
  }

  private func namedSource(_ expression: ExprSyntax) -> ExprSyntax? {
    var name: String?
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
      if let local = localConstant(name ?? "", before: Syntax(expression)) { return local }
    } else if let member = expression.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self),
      [.keyword(.self), .keyword(.Self)].contains(base.baseName.tokenKind)
    {
      name = member.declName.baseName.text
    }
    guard let name, !Self.isParameter(name, around: Syntax(expression)),
      let type = declaringType(of: expression)
    else { return nil }
    let property =
      type.computedProperties[name] ?? type.staticProperties[name]
      ?? type.storedProperties.first { $0.name == name && $0.isLet }
    if let getter = property?.getter {
      guard getter.count == 1, let item = getter.first?.item else { return nil }
      if let statement = item.as(ReturnStmtSyntax.self) { return statement.expression }
      return item.as(ExprSyntax.self)
    }
    return property?.defaultValue
  }

  /// Whether `name` is a parameter of the function, initializer or closure around `node`: a
  /// value passed in, never the type's property of that name.
  private static func isParameter(_ name: String, around node: Syntax) -> Bool {
    var current = node.parent
    while let ancestor = current {
      if let closure = ancestor.as(ClosureExprSyntax.self) {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?:
          if list.contains(where: { $0.name.text == name }) { return true }
        case .parameterClause(let clause)?:
          if clause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) {
            return true
          }
        default: break
        }
      }
      let parameters =
        ancestor.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
        ?? ancestor.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
      if let parameters {
        return parameters.contains { ($0.secondName ?? $0.firstName).text == name }
      }
      if ancestor.is(MemberBlockSyntax.self) { return false }
      current = ancestor.parent
    }
    return false
  }

  /// The initial value of `let name = …` written before `node` in a block around it.
  private func localConstant(_ name: String, before node: Syntax) -> ExprSyntax? {
    var child = node
    var current = node.parent
    while let ancestor = current {
      if let items = ancestor.as(CodeBlockItemListSyntax.self) {
        for item in items.reversed() where item.position < child.position {
          guard let declaration = item.item.as(VariableDeclSyntax.self),
            declaration.bindingSpecifier.tokenKind == .keyword(.let)
          else { continue }
          for binding in declaration.bindings
          where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            return binding.initializer?.value
          }
        }
      }
      if ancestor.is(MemberBlockSyntax.self) { return nil }
      child = ancestor
      current = ancestor.parent
    }
    return nil
  }

}
