import SwiftSyntax

/// The types and type aliases declared inside a function, initializer or accessor body
/// (`struct NotFound: Error {}` in a `guard … else`), at any depth of statements and closures; a local type's own members
/// are its declaration's business, so the search stops at each one.
final class LocalTypeFinder: SyntaxVisitor {
  /// The local type declarations found, in source order.
  private(set) var found: [DeclSyntax] = []

  /// The local types of `body`, in source order.
  static func types(in body: some SyntaxProtocol) -> [DeclSyntax] {
    let finder = LocalTypeFinder(viewMode: .sourceAccurate)
    finder.walk(body)
    return finder.found
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    found.append(DeclSyntax(node))
    return .skipChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    found.append(DeclSyntax(node))
    return .skipChildren
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    found.append(DeclSyntax(node))
    return .skipChildren
  }

  /// `typealias Item = Row.Item` in a preview's content or a function: a name for a type, seen
  /// like a local type's.
  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    found.append(DeclSyntax(node))
    return .skipChildren
  }
}
