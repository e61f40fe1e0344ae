import SwiftSyntax

/// Which expressions have an optional type as Swift declares or infers it, for the members
/// whose meaning depends on it: `map` and `flatMap` on a `String?` are `Optional`'s (the
/// closure gets the whole string), where idlab's optionals are the value itself or `nil`
/// (docs/semantics.md, optionals).
extension Interpreter {
  /// Whether `expression`'s type is an optional: an optional chain, `try?`, `as?`, `first`
  /// (`givesOptional`); a property declared optional (of `self`, or of every program type
  /// that declares a property of that name); a local or parameter declared optional, or
  /// initialized from an optional expression; a ternary one of whose branches is `nil` or
  /// optional (sample 42: `let city = ok ? place.city : nil; city.map { … }` mapped the
  /// characters).
  func isOptionalTyped(_ expression: ExprSyntax, _ ctx: Context, depth: Int = 0) -> Bool {
    guard depth < 6 else { return false }
    var expression = expression
    while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil
    {
      expression = only.expression
    }
    if Self.givesOptional(expression) { return true }
    if declaredType(of: expression, ctx)?.hasPrefix("Optional<") == true { return true }
    if let ternary = expression.as(TernaryExprSyntax.self) {
      return [ternary.thenExpression, ternary.elseExpression].contains {
        $0.is(NilLiteralExprSyntax.self) || isOptionalTyped($0, ctx, depth: depth + 1)
      }
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      if let binding = localBinding(of: reference) {
        if let annotation = binding.typeAnnotation?.type {
          return Self.isOptionalType(annotation.trimmedDescription)
        }
        return binding.initializer.map { isOptionalTyped($0.value, ctx, depth: depth + 1) }
          ?? false
      }
      return false
    }
    if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
      let name = member.declName.baseName.text
      let declared = model.types.values.compactMap {
        ($0.stored(name) ?? $0.computedProperties[name])?.typeText
      }
      return !declared.isEmpty && declared.allSatisfy(Self.isOptionalType)
    }
    return false
  }

  /// Whether a written type is an optional (`String?`, `Int!`, `Optional<Date>`).
  static func isOptionalType(_ written: String) -> Bool {
    written.hasSuffix("?") || written.hasSuffix("!") || written.hasPrefix("Optional<")
  }

  /// The `let` or `var` binding of a local named as `reference` is, declared before it in a
  /// code block around it; nil when none is, or when a nearer closure parameter, loop
  /// variable or optional binding (`if let city`, `guard let city`) binds the name.
  func localBinding(of reference: DeclReferenceExprSyntax) -> PatternBindingSyntax? {
    let name = reference.baseName.text
    var current = Syntax(reference)
    while let parent = current.parent {
      defer { current = parent }
      if Self.bindsLocally(parent, name),
        parent.as(IfExprSyntax.self).map({ $0.body.id == current.id }) ?? true
      {
        return nil
      }
      guard let items = parent.as(CodeBlockItemListSyntax.self) else { continue }
      for item in items.reversed() where item.position < current.position {
        if let guarded = item.item.as(GuardStmtSyntax.self),
          Self.bindsLocally(Syntax(guarded), name)
        {
          return nil
        }
        guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
        if let binding = variable.bindings.first(where: {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        }) {
          return binding
        }
      }
    }
    return nil
  }
}
