import IdentityEngine
import SwiftSyntax

// MARK: - Diagnostics emitted while choosing the default root (sorted by name)

extension DiagnosticKind {
  /// The default root needs arguments and no preview gives them.
  public static let rootNeedsArguments = DiagnosticKind(
    "S303", "the root view `{name}` needs arguments: {arguments}")
}

/// The default root: a file's `#Preview` or `PreviewProvider` content, as Xcode's canvas runs it.
extension ScriptProgram {
  /// The view construction a preview runs (`RatingView(rating: .constant(4))`), when the file's
  /// first `#Preview { … }` or `PreviewProvider.previews` is a single call of a declared view,
  /// possibly inside `NavigationStack { … }` or with modifiers: idlab runs that view as the root.
  func previewRootCall() -> (call: FunctionCallExprSyntax, type: TypeDecl)? {
    for statement in tree.statements {
      if let body = previewBody(statement.item), let found = viewCall(in: body) {
        return found
      }
    }
    return nil
  }

  /// The statements of a `#Preview` macro or of a `PreviewProvider`'s `previews` property.
  private func previewBody(_ item: CodeBlockItemSyntax.Item) -> CodeBlockItemListSyntax? {
    if let macro = item.as(MacroExpansionDeclSyntax.self)
      ?? item.as(DeclSyntax.self)?.as(MacroExpansionDeclSyntax.self),
      macro.macroName.text == "Preview"
    {
      return macro.trailingClosure?.statements
    }
    if let expression = item.as(MacroExpansionExprSyntax.self),
      expression.macroName.text == "Preview"
    {
      return expression.trailingClosure?.statements
    }
    guard let structDecl = item.as(StructDeclSyntax.self),
      structDecl.inheritanceClause?.inheritedTypes.contains(where: {
        ["PreviewProvider", "SwiftUI.PreviewProvider"].contains($0.type.trimmedDescription)
      }) ?? false
    else { return nil }
    for member in structDecl.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        let binding = variable.bindings.first,
        binding.pattern.trimmedDescription == "previews",
        let accessor = binding.accessorBlock
      else { continue }
      if case .getter(let items) = accessor.accessors { return items }
    }
    return nil
  }

  /// The single call of a declared view in `items`, looking through wrapping containers and
  /// modifier chains (`NavigationStack { Detail(item: .sample) }.padding()`).
  private func viewCall(in items: CodeBlockItemListSyntax) -> (FunctionCallExprSyntax, TypeDecl)? {
    let expressions = items.compactMap { $0.item.as(ExprSyntax.self) }
    guard expressions.count == 1, let expression = expressions.first else { return nil }
    var current = expression
    while let call = current.as(FunctionCallExprSyntax.self) {
      if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.text
        if let type = model.types[name], type.isView { return (call, type) }
        if let closure = call.trailingClosure { return viewCall(in: closure.statements) }
        return nil
      }
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let base = member.base
      else { return nil }
      current = base
    }
    return nil
  }

  /// The stored properties the memberwise initializer of `type` cannot fill without an argument,
  /// or nil when `type` declares its own initializers (they may need none).
  func requiredArguments(of type: TypeDecl) -> [String]? {
    guard type.initializers.isEmpty else { return nil }
    return type.storedProperties.filter { property in
      !property.isStatic && !property.isComputed && property.defaultValue == nil
        && !property.isOptionalType && property.wrapper != .focusState
        && property.wrapper != .environment
    }.map(\.name)
  }

  /// S303 at the declaration of `type`.
  func rootNeedsArguments(_ type: TypeDecl, _ names: [String]) -> ScriptDiagnostic {
    let node =
      type.syntax.as(StructDeclSyntax.self)?.name
      ?? type.syntax.firstToken(viewMode: .sourceAccurate)
    let where_ =
      node.map { SourcePosition($0, converter: converter) }
      ?? SourcePosition(line: 1, column: 1, length: 1)
    return ScriptDiagnostic(
      .rootNeedsArguments,
      ["name": type.name, "arguments": names.map { "`\($0)`" }.joined(separator: ", ")],
      path: path, line: where_.line, column: where_.column, length: where_.length)
  }
}
