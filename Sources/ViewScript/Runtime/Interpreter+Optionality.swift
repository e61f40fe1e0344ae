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
    let expression = Self.unparenthesized(expression)
    // `person.first` where the program declares `first`: its declarations say, every one of
    // them (one whose type is not written is not optional), before any guess from the name.
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      !Self.givesOptional(base)
    {
      let name = member.declName.baseName.text
      let declared = model.types.values.compactMap { $0.instanceProperty(name) }
      if !declared.isEmpty {
        return declared.allSatisfy { $0.typeText.map(Self.isOptionalType) ?? false }
      }
    }
    if Self.givesOptional(expression) { return true }
    // `if case let tag? = tag { tag.map … }`: a nearer binding hides the property.
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      localBinding(of: reference) == nil,
      Self.isRebound(reference)
    {
      return false
    }
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
    return false
  }

  /// Whether `expression` is declared implicitly unwrapped (`var shelf: Shelf!`): a property of
  /// `self`'s type, or of the type of a named value (`episode.podcast`: `episode`'s type, read
  /// again, which has no effect), else every program declaration of a member's name, or a
  /// local, written `T!`.
  func isImplicitlyUnwrapped(_ expression: ExprSyntax, _ ctx: Context) -> Bool {
    let expression = Self.unparenthesized(expression)
    func written(_ type: String?) -> Bool { type?.hasSuffix("!") == true }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      let name = member.declName.baseName.text
      if base.is(DeclReferenceExprSyntax.self), let value = try? evaluate(base, ctx),
        let type = userType(of: value)
      {
        return written(type.instanceProperty(name)?.typeText)
      }
      let declared = model.types.values.compactMap { $0.instanceProperty(name) }
      return !declared.isEmpty && declared.allSatisfy { written($0.typeText) }
    }
    guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
    if let binding = localBinding(of: reference) {
      return written(binding.typeAnnotation?.type.trimmedDescription)
    }
    guard !Self.isRebound(reference), let type = ctx.selfContext?.type ?? ctx.staticType else {
      return false
    }
    let name = reference.baseName.text
    return written(type.instanceProperty(name)?.typeText)
  }

  /// Whether something between `reference` and its declaration binds its name anew (a closure
  /// parameter, a loop variable, an optional or pattern binding, a parameter).
  static func isRebound(_ reference: DeclReferenceExprSyntax) -> Bool {
    let name = reference.baseName.text
    var current = Syntax(reference)
    while let parent = current.parent {
      defer { current = parent }
      if bindsAnew(parent, around: current, name) { return true }
    }
    return false
  }

  /// Whether `parent` binds `name` anew for `child`, one of its children (an `if`'s bindings
  /// only for its body).
  static func bindsAnew(_ parent: Syntax, around child: Syntax, _ name: String) -> Bool {
    (bindsLocally(parent, name) || rebinds(parent, name))
      && (parent.as(IfExprSyntax.self).map { $0.body.id == child.id } ?? true)
  }

  /// Whether `node` binds `name` for what it encloses in a way `bindsLocally` does not read: a
  /// function's or initializer's parameter, a pattern of `if case let`, `while` or a `switch`
  /// case (`case .some(let tag)`), a `catch` clause's.
  static func rebinds(_ node: Syntax, _ name: String) -> Bool {
    let parameters =
      node.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
      ?? node.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
    if let parameters {
      return parameters.contains { ($0.secondName ?? $0.firstName).text == name }
    }
    func names(_ pattern: some SyntaxProtocol) -> Bool {
      pattern.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
    }
    let conditions =
      node.as(IfExprSyntax.self)?.conditions ?? node.as(WhileStmtSyntax.self)?.conditions
    if let conditions {
      return conditions.contains {
        $0.condition.as(MatchingPatternConditionSyntax.self).map { names($0.pattern) } ?? false
      }
    }
    if let items = node.as(SwitchCaseSyntax.self)?.label.as(SwitchCaseLabelSyntax.self)?.caseItems {
      return items.contains { names($0.pattern) }
    }
    if let items = node.as(CatchClauseSyntax.self)?.catchItems {
      return items.contains { $0.pattern.map(names) ?? false }
    }
    return false
  }

  /// `expression` without the parentheses around it (`(x)` is `x`).
  static func unparenthesized(_ expression: ExprSyntax) -> ExprSyntax {
    var expression = expression
    while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil
    {
      expression = only.expression
    }
    return expression
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
      if Self.bindsAnew(parent, around: current, name) { return nil }
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
