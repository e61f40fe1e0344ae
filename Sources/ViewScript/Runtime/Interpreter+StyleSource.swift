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
    guard let name, let type = enclosingType(of: Syntax(expression)) else { return nil }
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

  /// The program's type whose declaration (or extension) holds `node`.
  private func enclosingType(of node: Syntax) -> TypeDecl? {
    var current = node.parent
    while let ancestor = current {
      let name: String? =
        ancestor.as(StructDeclSyntax.self)?.name.text ?? ancestor.as(ClassDeclSyntax.self)?.name
        .text
        ?? ancestor.as(EnumDeclSyntax.self)?.name.text
        ?? ancestor.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
      if let name { return model.type(named: name, from: nil) }
      current = ancestor.parent
    }
    return nil
  }
}
