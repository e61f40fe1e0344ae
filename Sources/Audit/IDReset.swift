import SwiftSyntax

extension SyntaxProtocol {
  /// Whether this node is built inside content that carries `.id(x)` where `x` reads every
  /// name in `names`: when one of them changes, the whole content gets a new identity anyway,
  /// so a branch or a range that reads only them never changes within one identity (samples L
  /// and N: `.id(colorScheme)` around `if colorScheme == .dark`). The content may be this
  /// node's own expression, or a helper property or function of the same type that every use
  /// places under such an `.id`, followed up to three helpers deep.
  func isResetByEnclosingID(reading names: Set<String>) -> Bool {
    guard !names.isEmpty else { return false }
    return Self.isUnderID(Syntax(self), names, depth: 0)
  }

  private static func isUnderID(_ start: Syntax, _ names: Set<String>, depth: Int) -> Bool {
    var current = start
    while let parent = current.parent {
      if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
        member.declName.baseName.text == "id",
        let call = member.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == member.id,
        let argument = call.arguments.first?.expression,
        names.isSubset(of: argument.readNames)
      {
        return true
      }
      if let helper = helperName(of: parent) {
        // The content is a helper's: every use of it must sit under such an `.id`.
        guard depth < 3, let members = parent.parent?.parent?.as(MemberBlockItemListSyntax.self)
        else { return false }
        let uses = members.flatMap { item in
          item.decl.tokens(viewMode: .sourceAccurate).filter {
            $0.text == helper && $0.parent?.is(DeclReferenceExprSyntax.self) == true
          }
        }
        return !uses.isEmpty
          && uses.allSatisfy { isUnderID(Syntax($0), names, depth: depth + 1) }
      }
      if parent.is(MemberBlockItemSyntax.self) || parent.is(SourceFileSyntax.self) {
        return false
      }
      current = parent
    }
    return false
  }

  /// The name of a computed property or function declared by `node`, when it is one.
  private static func helperName(of node: Syntax) -> String? {
    if let function = node.as(FunctionDeclSyntax.self) { return function.name.text }
    if let variable = node.as(VariableDeclSyntax.self), variable.bindings.count == 1,
      let binding = variable.bindings.first, binding.accessorBlock != nil,
      let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
    {
      return pattern.identifier.text
    }
    return nil
  }
}

extension SyntaxProtocol {
  /// The names an expression reads: its plain references (`colorScheme`, `self.mode` as
  /// `mode`), not the members of other values or implicit members (`.dark`).
  var readNames: Set<String> {
    var names: Set<String> = []
    for token in tokens(viewMode: .sourceAccurate) {
      guard case .identifier = token.tokenKind,
        let reference = token.parent?.as(DeclReferenceExprSyntax.self)
      else { continue }
      if let member = reference.parent?.as(MemberAccessExprSyntax.self),
        member.declName.id == reference.id
      {
        // `self.mode` reads `mode`; `other.mode` and `.dark` read no name of this type.
        guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        else { continue }
      }
      names.insert(token.text)
    }
    return names
  }
}
