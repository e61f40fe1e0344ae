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
    return Self.enclosingID(of: Syntax(self), depth: 0) {
      names.isSubset(of: $0.readNames)
    } != nil
  }

  /// The enclosing `.id(x)` whose `x` is made anew on every read (`UUID()`, the clock, a
  /// random number), when this node is built inside such content: the content is replaced
  /// every time its body runs, so whatever this node could lose when its data or a condition
  /// changes it loses on every render anyway (sample O: an `if`/`else` inside a list row
  /// carrying `.id(UUID())`). Found as `isResetByEnclosingID` finds its `.id`.
  var enclosingFreshID: FunctionCallExprSyntax? {
    Self.enclosingID(of: Syntax(self), depth: 0) { argument in
      let value = argument.unparenthesized
      if VolatileIDModifierRule.readsClock(value) || VolatileIDModifierRule.isRandom(value) {
        return true
      }
      // `UUID()`, `UUID().uuidString`.
      var base = value
      while let member = base.as(MemberAccessExprSyntax.self), let inner = member.base {
        base = inner
      }
      guard let call = base.as(FunctionCallExprSyntax.self) else { return false }
      return call.calleeName == "UUID" && call.arguments.isEmpty && call.receiver == nil
    }
  }

  /// The local among `fresh` (names, with the line that makes them) whose rows this node is
  /// built in: the content closure of a `ForEach` or `List` over it, or over its
  /// `enumerated()`, `Array(…)` of it; nil otherwise.
  func enclosingRows(of fresh: [String: Int]) -> (name: String, line: Int)? {
    var current = Syntax(self)
    while let parent = current.parent {
      if current.is(ClosureExprSyntax.self), let call = parent.as(FunctionCallExprSyntax.self),
        ["ForEach", "List"].contains(call.calleeName),
        var data = call.arguments.first(where: { $0.label == nil })?.expression
      {
        while true {
          if let wrapped = data.as(FunctionCallExprSyntax.self) {
            if wrapped.calleeName == "Array", let inner = wrapped.arguments.first?.expression {
              data = inner
            } else {
              data = wrapped.calledExpression
            }
          } else if let member = data.as(MemberAccessExprSyntax.self), let base = member.base {
            data = base
          } else {
            break
          }
        }
        if let name = data.as(DeclReferenceExprSyntax.self)?.baseName.text,
          let line = fresh[name]
        {
          return (name, line)
        }
      }
      current = parent
    }
    return nil
  }

  /// The `.id(x)` call around `start` whose argument satisfies `matches`: on the content
  /// itself, or, when the content is a helper property or function of the same type, around
  /// every use of that helper (up to three helpers deep).
  private static func enclosingID(
    of start: Syntax, depth: Int, _ matches: (ExprSyntax) -> Bool
  ) -> FunctionCallExprSyntax? {
    var current = start
    while let parent = current.parent {
      if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
        member.declName.baseName.text == "id",
        let call = member.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == member.id,
        let argument = call.arguments.first?.expression,
        matches(argument)
      {
        return call
      }
      if let helper = helperName(of: parent) {
        // The content is a helper's: every use of it must sit under such an `.id`.
        guard depth < 3, let members = parent.parent?.parent?.as(MemberBlockItemListSyntax.self)
        else { return nil }
        let uses = members.flatMap { item in
          item.decl.tokens(viewMode: .sourceAccurate).filter {
            $0.text == helper && $0.parent?.is(DeclReferenceExprSyntax.self) == true
          }
        }
        let calls = uses.map { enclosingID(of: Syntax($0), depth: depth + 1, matches) }
        guard !calls.isEmpty, calls.allSatisfy({ $0 != nil }) else { return nil }
        return calls.first ?? nil
      }
      if parent.is(MemberBlockItemSyntax.self) || parent.is(SourceFileSyntax.self) {
        return nil
      }
      current = parent
    }
    return nil
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
