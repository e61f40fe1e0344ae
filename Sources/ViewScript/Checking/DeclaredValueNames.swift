import SwiftSyntax

/// The names a tree declares as values (variables, parameters, closure parameters), so that an
/// uppercase one (`let URL = …`, `{ Item in … }`) is never taken for an unknown type.
enum DeclaredValueNames {
  /// Every value name declared in `tree`, the capitalized ones only unless asked otherwise.
  static func collect(in tree: some SyntaxProtocol, capitalizedOnly: Bool = true) -> Set<String> {
    var names: Set<String> = []
    for token in tree.tokens(viewMode: .sourceAccurate) {
      guard case .identifier = token.tokenKind,
        !capitalizedOnly || token.text.first?.isUppercase == true,
        let parent = token.parent
      else { continue }
      if parent.is(IdentifierPatternSyntax.self) || parent.is(FunctionParameterSyntax.self)
        || parent.is(ClosureShorthandParameterSyntax.self)
        || parent.is(ClosureParameterSyntax.self)
      {
        names.insert(token.text)
      }
    }
    return names
  }
}
