import IdentityEngine
import SwiftSyntax

extension Interpreter {
  // MARK: - Bodies

  /// Runs a function or closure body: statements, with the value of a single expression (an
  /// `if` or `switch` alone is its branch's value, SE-0380) or of `return` as the result.
  func runBody(_ items: CodeBlockItemListSyntax, _ ctx: Context) throws(EvalError) -> Value {
    var result = Value.null
    if case .returned(let value) = try executeBranch(items, ctx, result: &result) { return value }
    return result
  }

  /// The expression of a body made of one, whether the parser gave it as an expression item or
  /// as an expression statement (an `if` or `switch` in statement position).
  private func singleExpression(_ items: CodeBlockItemListSyntax) -> ExprSyntax? {
    guard items.count == 1, let only = items.first else { return nil }
    switch only.item {
    case .expr(let expr): return expr
    case .stmt(let statement): return statement.as(ExpressionStmtSyntax.self)?.expression
    default: return nil
    }
  }

  /// Whether a `some View` getter or function without `@ViewBuilder` of its own builds its
  /// result as a view builder.
  ///
  /// `body` (View, ViewModifier) and `previews` (PreviewProvider) inherit `@ViewBuilder` from
  /// their protocol's requirement (SE-0289); any other is an ordinary body, where a lone `if`
  /// or `switch` is an expression whose branches have one type (SE-0380): no branch identity.
  /// A `return` anywhere turns the builder off (SE-0289). A body of one other expression gives
  /// the same view either way, and several statements are accepted as a builder.
  func buildsImplicitly(_ items: CodeBlockItemListSyntax, named name: String) -> Bool {
    if items.containsReturn { return false }
    if name == "body" || name == "previews" { return true }
    return !Self.isLoneSelection(items)
  }

  private static func isLoneSelection(_ items: CodeBlockItemListSyntax) -> Bool {
    guard items.count == 1, let only = items.first else { return false }
    let expression: ExprSyntax?
    switch only.item {
    case .expr(let item): expression = item
    case .stmt(let statement): expression = statement.as(ExpressionStmtSyntax.self)?.expression
    default: expression = nil
    }
    return expression?.is(IfExprSyntax.self) == true
      || expression?.is(SwitchExprSyntax.self) == true
  }

  /// Runs statements in order.
  ///
  /// A `defer` statement's block is kept and runs when the scope exits, however it exits (the
  /// end, `return`, `break`, `continue`, a `throw`), the last one met first; `return`'s value is
  /// computed before them.
  /// An `async let` child task (`Interpreter+AsyncLet.swift`) ends with its scope too: it is
  /// cancelled unless it was awaited, and waited for, in the same last-first order as `defer`.
  func execute(_ items: CodeBlockItemListSyntax, _ ctx: Context) throws(EvalError) -> Completion {
    var exits: [ScopeExit] = []
    var completion = Completion.normal
    do throws(EvalError) {
      for item in items {
        if case .stmt(let statement) = item.item,
          let deferStatement = statement.as(DeferStmtSyntax.self)
        {
          try tick(item)
          exits.append(.deferred(deferStatement.body))
          continue
        }
        if case .decl(let decl) = item.item, let variable = decl.as(VariableDeclSyntax.self),
          isAsyncLet(variable)
        {
          try tick(item)
          exits += try startAsyncLets(variable, ctx).map(ScopeExit.child)
          continue
        }
        completion = try execute(item, ctx)
        if case .normal = completion { continue }
        break
      }
    } catch {
      guard !exits.isEmpty else { throw error }
      let thrown = thrownValue
      var abandoning = false
      if case .failure(let failure) = error { abandoning = failure.id == "abandoned" }
      try runExits(exits, ctx, abandoning: abandoning)
      thrownValue = thrown
      throw error
    }
    if !exits.isEmpty { try runExits(exits, ctx, abandoning: false) }
    return completion
  }

  /// What a scope does as it exits: a `defer` block, or ending an `async let` child.
  private enum ScopeExit {
    case deferred(CodeBlockSyntax)
    case child(AsyncLetChild)
  }

  /// Runs a scope's exits, the last one first.
  private func runExits(_ exits: [ScopeExit], _ ctx: Context, abandoning: Bool)
    throws(EvalError)
  {
    for exit in exits.reversed() {
      switch exit {
      case .deferred(let block): _ = try execute(block.statements, ctx.nested())
      case .child(let child): try endAsyncLet(child, abandoning: abandoning)
      }
    }
  }

  func execute(_ item: CodeBlockItemSyntax, _ ctx: Context) throws(EvalError) -> Completion {
    try tick(item)
    switch item.item {
    case .decl(let decl):
      if let conditional = decl.as(IfConfigDeclSyntax.self) {
        return try execute(CompilationConditions.activeStatements(of: conditional), ctx)
      }
      try declare(decl, ctx)
      return .normal
    case .expr(let expr):
      return try executeExpression(expr, ctx)
    case .stmt(let statement):
      return try executeStatement(statement, ctx)
    @unknown default:
      return .normal
    }
  }

  private func executeExpression(_ expr: ExprSyntax, _ ctx: Context) throws(EvalError) -> Completion
  {
    if let ifExpr = expr.as(IfExprSyntax.self) {
      var ignored = Value.null
      return try executeIf(ifExpr, ctx, result: &ignored)
    }
    if let switchExpr = expr.as(SwitchExprSyntax.self) {
      var ignored = Value.null
      return try executeSwitch(switchExpr, ctx, result: &ignored)
    }
    _ = try evaluate(expr, ctx)
    return .normal
  }

  /// A local declaration: `let`/`var`, a nested function.
  func declare(_ decl: DeclSyntax, _ ctx: Context) throws(EvalError) {
    // A preview's `@Previewable @State var on = true` is the `Preview` view's own state
    // (`ScriptProgram.registerPreviewView`), read through `self`: nothing to declare here.
    if let variable = decl.as(VariableDeclSyntax.self),
      ctx.staticType?.isPreviewView == true,
      ScriptProgram.isPreviewState(variable)
    {
      return
    }
    if let variable = decl.as(VariableDeclSyntax.self) {
      for binding in variable.bindings {
        let value: Value
        if let initializer = binding.initializer {
          value = try evaluate(initializer.value, ctx)
        } else if let accessor = binding.accessorBlock, case .getter(let items) = accessor.accessors
        {
          value = try runBody(items, ctx)
        } else {
          value = .null
          if let annotation = binding.typeAnnotation?.type,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
          {
            ctx.scope.deferredTypes = ctx.scope.deferredTypes ?? [:]
            ctx.scope.deferredTypes?[name] = model.resolvingAliases(annotation.trimmedDescription)
          }
        }
        try bindDeclared(binding, value, in: ctx.scope)
        if hasAttribute(variable.attributes, "Bindable"),
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
          ctx.scope.declare("$" + name, objectProjection(value, typeText: nil))
        }
      }
    } else if let function = decl.as(FunctionDeclSyntax.self) {
      let isBuilder = hasViewBuilder(function.attributes)
      ctx.scope.declare(
        function.name.text,
        .opaque(
          FunctionValue(
            name: function.name.text, body: .function(function), context: ctx, isBuilder: isBuilder)
        ))
    } else if decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
      || decl.is(ClassDeclSyntax.self) || decl.is(TypeAliasDeclSyntax.self)
    {
      // A local type or type alias: the program model declared it with the code around it.
      return
    } else {
      throw diagnostic(.unsupportedDeclaration, ["kind": String(describing: decl.kind)], at: decl)
    }
  }

  /// Binds a declaration's pattern to its value, converted to its type annotation if it has one
  /// (the labels of a declared tuple type included).
  func bindDeclared(_ binding: PatternBindingSyntax, _ value: Value, in scope: Scope)
    throws(EvalError)
  {
    var value = value
    if let annotation = binding.typeAnnotation?.type {
      value = typed(value, as: model.resolvingAliases(annotation.trimmedDescription))
    }
    try bind(binding.pattern, value, in: scope, at: binding)
  }

  /// The result builders idlab builds as `@ViewBuilder` builds views: SwiftUI's
  /// `@ToolbarContentBuilder` makes toolbar items, which idlab keeps as views of the toolbar.
  static let viewBuilders: Set<String> = [
    "ViewBuilder", "ToolbarContentBuilder", "ChartContentBuilder", "MapContentBuilder",
  ]

  /// Whether `attributes` mark a view builder (`viewBuilders`).
  func hasViewBuilder(_ attributes: AttributeListSyntax) -> Bool {
    Self.viewBuilders.contains { hasAttribute(attributes, $0) }
  }

  func hasAttribute(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
    attributes.contains { element in
      guard let attribute = element.as(AttributeSyntax.self) else { return false }
      let written = attribute.attributeName.trimmedDescription
      return written == name || written == "SwiftUI.\(name)"
    }
  }

  /// Binds a pattern (`x`, `(a, b)`, `_`) to a value in a scope.
  func bind(_ pattern: PatternSyntax, _ value: Value, in scope: Scope, at node: some SyntaxProtocol)
    throws(EvalError)
  {
    if let identifier = pattern.as(IdentifierPatternSyntax.self) {
      scope.declare(identifier.identifier.text, value)
    } else if pattern.is(WildcardPatternSyntax.self)
      || pattern.as(ExpressionPatternSyntax.self)?.expression.is(DiscardAssignmentExprSyntax.self)
        == true
    {
      // `_`, and `if let _ = x`, whose `_` parses as a discarded expression.
      return
    } else if let tuple = pattern.as(TuplePatternSyntax.self) {
      // `let (lat, lon) = opaque`: each part of an unmodelled value is that value again, as a
      // member of it is (opaque by default, docs/semantics.md).
      if value.unmodelled != nil {
        for element in tuple.elements { try bind(element.pattern, value, in: scope, at: node) }
        return
      }
      guard case .tuple(let elements) = value, elements.count == tuple.elements.count else {
        throw invalidArguments("tuple", .tupleShape, at: pattern)
      }
      for (element, part) in zip(tuple.elements, elements) {
        try bind(element.pattern, part.value, in: scope, at: node)
      }
    } else if let valueBinding = pattern.as(ValueBindingPatternSyntax.self) {
      try bind(valueBinding.pattern, value, in: scope, at: node)
    } else {
      throw diagnostic(
        .unsupportedStatement, ["kind": "pattern \(pattern.trimmedDescription)"], at: pattern)
    }
  }

  // MARK: - Statements

  private func executeStatement(_ statement: StmtSyntax, _ ctx: Context) throws(EvalError)
    -> Completion
  {
    switch statement.as(StmtSyntaxEnum.self) {
    case .expressionStmt(let expressionStatement):
      return try executeExpression(expressionStatement.expression, ctx)
    case .returnStmt(let returnStatement):
      if returnStatement.expression?.is(NilLiteralExprSyntax.self) == true,
        let selfContext = ctx.selfContext, selfContext.isInitializer,
        Self.isInFailableInitializer(returnStatement)
      {
        selfContext.initializerFailed = true
      }
      if let expr = returnStatement.expression { return .returned(try evaluate(expr, ctx)) }
      return .returned(.null)
    case .breakStmt(let breakStatement):
      return .broke(breakStatement.label?.text)
    case .continueStmt(let continueStatement):
      return .continued(continueStatement.label?.text)
    case .fallThroughStmt:
      return .fellThrough
    case .guardStmt(let guardStatement):
      let passed: Bool
      do {
        passed = try conditions(guardStatement.conditions, ctx.scope, ctx)
      } catch .failure(let failure) where failure.id == "depends-on-unmodelled" {
        return try skipOpaqueDecision(
          guardStatement, keyword: "guard", failure: failure, ctx, leavesFunction: true)
      }
      if passed { return .normal }
      let completion = try execute(guardStatement.body.statements, ctx.nested())
      if case .normal = completion {
        throw diagnostic(
          .unsupportedStatement, ["kind": "guard body that does not exit"], at: guardStatement)
      }
      return completion
    case .forStmt(let forStatement):
      return try executeFor(forStatement, label: nil, ctx)
    case .whileStmt(let whileStatement):
      return try executeWhile(whileStatement, label: nil, ctx)
    case .repeatStmt(let repeatStatement):
      while true {
        try tick(repeatStatement)
        let completion = try execute(repeatStatement.body.statements, ctx.nested())
        switch completion {
        case .returned: return completion
        case .broke(nil): return .normal
        case .broke: return completion
        default: break
        }
        if !(try bool(try evaluate(repeatStatement.condition, ctx), at: repeatStatement.condition))
        {
          return .normal
        }
      }
    case .labeledStmt(let labeled):
      let label = labeled.label.text
      if let forStatement = labeled.statement.as(ForStmtSyntax.self) {
        return try executeFor(forStatement, label: label, ctx)
      }
      if let whileStatement = labeled.statement.as(WhileStmtSyntax.self) {
        return try executeWhile(whileStatement, label: label, ctx)
      }
      return try executeStatement(labeled.statement, ctx)
    case .yieldStmt(let yieldStatement):
      // `yield &storage` in a `_modify` run as a setter: the new value goes to the place it
      // yields (`runSetter`).
      guard let value = modifiedValue,
        case .single(let yielded) = yieldStatement.yieldedExpressions,
        let place = yielded.as(InOutExprSyntax.self)?.expression
      else {
        throw diagnostic(.unsupportedStatement, ["kind": "yield"], at: yieldStatement)
      }
      modifiedValue = nil
      let target = try lvalue(place, ctx)
      try modify(target, at: yieldStatement) { (current: inout Value) throws(EvalError) in
        current = value
      }
      return .normal
    case .throwStmt(let throwStatement):
      let thrown = try evaluate(throwStatement.expression, ctx)
      thrownValue = thrown
      // The error's value, as Swift prints it (sample 50: its source text was printed).
      throw failure(
        "thrown", "Fatal error: Error raised at top level: \(reflectedError(thrown))",
        at: throwStatement)
    case .doStmt(let doStatement):
      return try executeDo(doStatement, ctx)
    default:
      throw diagnostic(
        .unsupportedStatement, ["kind": statement.trimmedDescription.prefix(20).description],
        at: statement)
    }
  }

  /// Loop bookkeeping: whether a loop should stop after one iteration's completion.
  private func loopExit(_ completion: Completion, label: String?) -> Completion? {
    switch completion {
    case .normal: return nil
    case .returned: return completion
    case .broke(let target): return target == nil || target == label ? .normal : completion
    case .continued(let target): return target == nil || target == label ? nil : completion
    case .fellThrough: return completion
    }
  }

  private func executeFor(_ forStatement: ForStmtSyntax, label: String?, _ ctx: Context)
    throws(EvalError) -> Completion
  {
    let sequence = try evaluate(forStatement.sequence, ctx)
    // A range is iterated lazily: its elements are never all held at once.
    let items: LazyValues
    if case .range(let lower, let upper, let closed) = sequence {
      let count = try rangeCount(lower, upper, closed: closed, at: forStatement.sequence)
      items = .range(lower, count)
    } else {
      do {
        items = .array(try elements(of: sequence, at: forStatement.sequence))
      } catch .failure(let failure) where failure.id == "depends-on-unmodelled" {
        return try skipOpaqueDecision(
          forStatement, keyword: "for", failure: failure, ctx)
      }
    }
    for element in items {
      try tick(forStatement)
      let inner = ctx.nested()
      if forStatement.caseKeyword != nil {
        guard try match(forStatement.pattern, element, inner.scope, inner) else { continue }
      } else {
        try bind(forStatement.pattern, element, in: inner.scope, at: forStatement)
      }
      if let whereClause = forStatement.whereClause,
        !(try bool(try evaluate(whereClause.condition, inner), at: whereClause))
      {
        continue
      }
      let completion = try execute(forStatement.body.statements, inner)
      if let exit = loopExit(completion, label: label) { return exit }
    }
    return .normal
  }

  private func executeWhile(_ whileStatement: WhileStmtSyntax, label: String?, _ ctx: Context)
    throws(EvalError) -> Completion
  {
    while true {
      try tick(whileStatement)
      let inner = ctx.nested()
      let holds: Bool
      do {
        holds = try conditions(whileStatement.conditions, inner.scope, inner)
      } catch .failure(let failure) where failure.id == "depends-on-unmodelled" {
        return try skipOpaqueDecision(
          whileStatement, keyword: "while", failure: failure, ctx)
      }
      guard holds else { return .normal }
      let completion = try execute(whileStatement.body.statements, inner)
      if let exit = loopExit(completion, label: label) { return exit }
    }
  }

  /// `if`/`else if`/`else` as a statement or an expression (the last expression of the taken
  /// branch goes to `result`).
  func executeIf(_ ifExpr: IfExprSyntax, _ ctx: Context, result: inout Value) throws(EvalError)
    -> Completion
  {
    let inner = ctx.nested()
    let taken: Bool
    do {
      taken = try conditions(ifExpr.conditions, inner.scope, inner)
    } catch .failure(let failure) where failure.id == "depends-on-unmodelled" {
      guard Self.isStatementPosition(Syntax(ifExpr)) else { throw .failure(failure) }
      return try skipOpaqueDecision(ifExpr, keyword: "if", failure: failure, ctx)
    }
    if taken {
      return try executeBranch(ifExpr.body.statements, inner, result: &result)
    }
    switch ifExpr.elseBody {
    case .ifExpr(let next):
      return try executeIf(next, ctx, result: &result)
    case .codeBlock(let block):
      return try executeBranch(block.statements, ctx.nested(), result: &result)
    case nil:
      return .normal
    @unknown default:
      return .normal
    }
  }

  private func executeBranch(_ items: CodeBlockItemListSyntax, _ ctx: Context, result: inout Value)
    throws(EvalError) -> Completion
  {
    // `#if os(macOS) false #else true #endif` as a whole body: the compiler keeps only the
    // active clause, so a single expression there is the body's implicit return.
    if items.count == 1, let conditional = items.first?.item.as(IfConfigDeclSyntax.self) {
      return try executeBranch(
        CompilationConditions.activeStatements(of: conditional), ctx, result: &result)
    }
    if let expr = singleExpression(items) {
      if let nested = expr.as(IfExprSyntax.self) {
        return try executeIf(nested, ctx, result: &result)
      }
      if let nested = expr.as(SwitchExprSyntax.self) {
        return try executeSwitch(nested, ctx, result: &result)
      }
      result = try evaluate(expr, ctx)
      return .normal
    }
    return try execute(items, ctx)
  }

  /// `switch` as a statement or an expression.
  func executeSwitch(_ switchExpr: SwitchExprSyntax, _ ctx: Context, result: inout Value)
    throws(EvalError) -> Completion
  {
    let subject = try evaluate(switchExpr.subject, ctx)
    if let unmodelled = subject.unmodelled, Self.isStatementPosition(Syntax(switchExpr)),
      case .failure(let failure) = dependsOnUnmodelled(unmodelled, at: switchExpr.subject)
    {
      return try skipOpaqueDecision(
        switchExpr, keyword: "switch", failure: failure, ctx)
    }
    guard let (clause, scope) = try matchingCase(switchExpr, subject, ctx) else {
      return .normal
    }
    let inner = Context(scope: scope, selfContext: ctx.selfContext, staticType: ctx.staticType)
    var completion = try executeBranch(clause.statements, inner, result: &result)
    // `fallthrough` runs the next case's body without matching its pattern (Swift: "causes
    // program execution to continue from one case in a switch statement to the next case").
    var current = clause
    while case .fellThrough = completion {
      let clauses = CompilationConditions.activeCases(of: switchExpr)
      guard let index = clauses.firstIndex(where: { $0.id == current.id }),
        index + 1 < clauses.count
      else { return .normal }
      current = clauses[index + 1]
      completion = try executeBranch(current.statements, ctx.nested(), result: &result)
    }
    if case .broke(nil) = completion { return .normal }
    return completion
  }

  /// The first case clause whose pattern matches, with the scope of its bindings.
  func matchingCase(_ switchExpr: SwitchExprSyntax, _ subject: Value, _ ctx: Context)
    throws(EvalError) -> (SwitchCaseSyntax, Scope)?
  {
    try requireModelled(subject, at: switchExpr.subject)
    for clause in CompilationConditions.activeCases(of: switchExpr) {
      let scope = Scope(parent: ctx.scope)
      let inner = Context(scope: scope, selfContext: ctx.selfContext, staticType: ctx.staticType)
      switch clause.label {
      case .default:
        return (clause, scope)
      case .case(let label):
        for item in label.caseItems {
          if try match(item.pattern, subject, scope, inner) {
            if let whereClause = item.whereClause,
              !(try bool(try evaluate(whereClause.condition, inner), at: whereClause))
            {
              continue
            }
            return (clause, scope)
          }
        }
      @unknown default:
        continue
      }
    }
    return nil
  }

  // MARK: - Conditions and patterns

  /// Evaluates `if`/`guard`/`while` conditions, binding `if let` names into `scope`.
  func conditions(_ list: ConditionElementListSyntax, _ scope: Scope, _ ctx: Context)
    throws(EvalError) -> Bool
  {
    let inner = Context(scope: scope, selfContext: ctx.selfContext, staticType: ctx.staticType)
    for element in list {
      switch element.condition {
      case .expression(let expr):
        guard try bool(try evaluate(expr, inner), at: expr) else { return false }
      case .optionalBinding(let binding):
        let value: Value
        if let initializer = binding.initializer {
          value = try evaluate(initializer.value, inner)
        } else if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
          value = try readName(identifier.identifier.text, inner, at: identifier) ?? .null
        } else {
          value = .null
        }
        if value == .null { return false }
        // Whether it is nil is what the value holds: the branch depends on it.
        try requireModelled(value, at: binding)
        try bind(binding.pattern, value, in: scope, at: binding)
      case .matchingPattern(let matching):
        let value = try evaluate(matching.initializer.value, inner)
        try requireModelled(value, at: matching.initializer.value)
        guard try match(matching.pattern, value, scope, inner) else { return false }
      case .availability:
        continue
      default:
        throw diagnostic(.unsupportedStatement, ["kind": "condition"], at: element)
      }
    }
    return true
  }

  /// Matches a pattern against a value, binding names into `scope`.
  func match(_ pattern: PatternSyntax, _ value: Value, _ scope: Scope, _ ctx: Context)
    throws(EvalError) -> Bool
  {
    switch pattern.as(PatternSyntaxEnum.self) {
    case .wildcardPattern:
      return true
    case .identifierPattern(let identifier):
      scope.declare(identifier.identifier.text, value)
      return true
    case .valueBindingPattern(let binding):
      return try match(binding.pattern, value, scope, ctx, binding: true)
    case .tuplePattern(let tuple):
      guard case .tuple(let elements) = value, elements.count == tuple.elements.count else {
        return false
      }
      for (element, part) in zip(tuple.elements, elements) {
        guard try match(element.pattern, part.value, scope, ctx) else { return false }
      }
      return true
    case .expressionPattern(let expressionPattern):
      return try matchExpression(expressionPattern.expression, value, scope, ctx, binding: false)
    case .isTypePattern(let isType):
      return valueIs(value, isType.type.trimmedDescription)
    default:
      throw diagnostic(.unsupportedStatement, ["kind": "pattern"], at: pattern)
    }
  }

  private func match(
    _ pattern: PatternSyntax, _ value: Value, _ scope: Scope, _ ctx: Context, binding: Bool
  ) throws(EvalError) -> Bool {
    if let expressionPattern = pattern.as(ExpressionPatternSyntax.self) {
      return try matchExpression(expressionPattern.expression, value, scope, ctx, binding: binding)
    }
    return try match(pattern, value, scope, ctx)
  }

  private func matchExpression(
    _ expr: ExprSyntax, _ value: Value, _ scope: Scope, _ ctx: Context, binding: Bool
  ) throws(EvalError) -> Bool {
    if let patternExpr = expr.as(PatternExprSyntax.self) {
      return try match(patternExpr.pattern, value, scope, ctx)
    }
    // `catch(let error)`, `case (let x):`: "The parentheses around a tuple pattern that contains
    // a single element have no effect" ("Tuple Pattern", The Swift Programming Language;
    // sample 56 refused such a `catch`, S117).
    if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil
    {
      return try matchExpression(only.expression, value, scope, ctx, binding: binding)
    }
    if expr.is(DiscardAssignmentExprSyntax.self) { return true }
    // `case let .done(city?)`, `case let name?`: an optional pattern matches a value that is not
    // nil and matches the wrapped value against its sub-pattern ("Optional Pattern", The Swift
    // Programming Language; until session 16 S117, the thirty-first unseen sample).
    if let optional = expr.as(OptionalChainingExprSyntax.self) {
      guard value != .null else { return false }
      return try matchExpression(optional.expression, value, scope, ctx, binding: binding)
    }
    if let cast = expr.as(AsExprSyntax.self) {
      // `let error as LoadError`: the value is of the type, and matches what is cast.
      guard valueIs(value, cast.type.trimmedDescription) else { return false }
      return try matchExpression(cast.expression, value, scope, ctx, binding: binding)
    }
    if binding, let reference = expr.as(DeclReferenceExprSyntax.self) {
      scope.declare(reference.baseName.text, value)
      return true
    }
    if let member = expr.as(MemberAccessExprSyntax.self), enumCasePattern(member, value, ctx) {
      guard case .enumCase(_, let name, _) = value else {
        return isEqual(try evaluate(expr, ctx), value)
      }
      return name == member.declName.baseName.text
    }
    if let call = expr.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      enumCasePattern(member, value, ctx)
    {
      guard case .enumCase(_, let name, let payload) = value,
        name == member.declName.baseName.text
      else { return false }
      for (argument, part) in zip(call.arguments, payload) {
        guard try matchExpression(argument.expression, part, scope, ctx, binding: binding) else {
          return false
        }
      }
      return true
    }
    if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count > 1 {
      guard case .tuple(let elements) = value, elements.count == tuple.elements.count else {
        return false
      }
      for (element, part) in zip(tuple.elements, elements) {
        guard try matchExpression(element.expression, part.value, scope, ctx, binding: binding)
        else {
          return false
        }
      }
      return true
    }
    return patternMatches(try evaluate(expr, ctx), value)
  }

  /// `pattern ~= value` for an expression pattern: a range contains the value (a literal range
  /// compared with a floating-point value as that type's), anything else is equal to it
  /// ("Expression Pattern", The Swift Programming Language).
  func patternMatches(_ pattern: Value, _ value: Value) -> Bool {
    if case .range(let lower, let upper, let closed) = pattern, case .int(let int) = value {
      return int >= lower && (closed ? int <= upper : int < upper)
    }
    // `case 321...430:` matched against a `CGFloat`: the literal range is of the value's type
    // (`ClosedRange<CGFloat>`), as Swift infers it, and `~=` compares the numbers.
    if case .range(let lower, let upper, let closed) = pattern, case .double(let number) = value {
      return number >= Double(lower) && (closed ? number <= Double(upper) : number < Double(upper))
    }
    // A range kept with its bounds (`0.5..<1.0`, dates): `~=` is `contains`.
    if let contained = boundsRange(pattern, contains: value) { return contained }
    return isEqual(pattern, value)
  }

  /// Whether a member access in a pattern names an enum case (`.a`, `Mode.a`, or a case of a
  /// library enum that `value` is, `DecodingError.keyNotFound`).
  private func enumCasePattern(_ member: MemberAccessExprSyntax, _ value: Value, _ ctx: Context)
    -> Bool
  {
    guard let base = member.base else { return true }
    if let reference = base.as(DeclReferenceExprSyntax.self),
      let typeName = typeReference(reference, ctx)
    {
      if let type = model.types[typeName] {
        return type.enumCase(member.declName.baseName.text) != nil
      }
      if case .enumCase(typeName, _, _) = value { return true }
    }
    return false
  }
}
