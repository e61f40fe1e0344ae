import IdentityEngine
import SwiftSyntax

/// A statement decided by a value idlab does not model (`if URLCache.shared.memoryCapacity < …`,
/// `guard let store = coordinator.persistentStore(for: url) else { return }`, a `for` over an
/// SDK collection) is skipped instead of stopping the scene when nothing of the program's
/// changes whichever way it goes: the code it decides writes only into what idlab does not
/// model (an SDK object, a value of a package not given), its own locals, or nothing, and calls
/// only such objects, logging and printing, and the program's own methods and functions that
/// keep to the same (issue #24: the step fails "only where control flow, a `ForEach`'s data or
/// ids, a state write the screen shows, or a grade depends on an opaque value's content"). A
/// statement that can leave its function (`return`, `break`, a `guard`) skips the rest of the
/// function too, which must keep to the same and return nothing.
///
/// Anything else stops the scene at the decision, as before: a write to a property, a global or
/// a variable outside the code (whatever reads it later would show a value idlab cannot know),
/// a call of a simulated library object (a timer, a model context, `dismiss`), of a closure, of
/// an initializer, of another object's method; code that may throw out of it; a failable
/// initializer or a function with a result left early. Each skipped statement is an S129 note:
/// the screen's footer and `idlab.sim/1`'s `opaque` list name it.
extension Interpreter {
  /// Library calls that change nothing the run shows: printing and logging.
  private static let inertCalls: Set<String> = [
    "print", "debugPrint", "dump", "NSLog", "os_log", "assert", "assertionFailure",
    "precondition", "log", "debug", "info", "notice", "warning", "error", "fault", "critical",
    "trace",
  ]
  /// How deep the scan follows the program's own methods the skipped code calls.
  private static let callDepthLimit = 8

  /// Skips the statement `node` (an `if`, `guard`, `switch`, `for`, `while`) whose decision
  /// failed with `failure` (`depends-on-unmodelled`), when nothing of the program's changes
  /// either way: `.normal` when only the statement is skipped, `.returned` when the rest of its
  /// function is skipped too. Throws `failure` when the statement cannot be skipped.
  func skipOpaqueDecision(
    _ node: some SyntaxProtocol, keyword: String, failure: RuntimeFailure, _ ctx: Context,
    leavesFunction: Bool = false
  ) throws(EvalError) -> Completion {
    let statement = Syntax(node)
    var scan = SkippedCodeScan(
      Self.decidedParts(of: statement),
      loops: statement.is(ForStmtSyntax.self) || statement.is(WhileStmtSyntax.self) ? 1 : 0,
      switches: statement.is(SwitchExprSyntax.self) ? 1 : 0)
    let rest = leavesFunction || scan.leaves
    if rest {
      guard Self.leavesWithoutValue(statement) else { throw .failure(failure) }
      scan = SkippedCodeScan(
        Self.decidedParts(of: statement) + Self.restOfFunction(from: statement).dropFirst())
    }
    var visited: Set<SyntaxIdentifier> = []
    guard changesNothing(scan, ctx, visited: &visited, depth: 0) else { throw .failure(failure) }
    noteSkipped(keyword, failure.arguments["name"] ?? "?", at: node)
    return rest ? .returned(.null) : .normal
  }

  /// The code a statement's decision chooses, without the decision itself (already run): an
  /// `if`'s branches (an `else if`'s condition among them), a `guard`'s `else`, a loop's body, a
  /// `switch`'s cases.
  static func decidedParts(of statement: Syntax) -> [Syntax] {
    switch statement.as(SyntaxEnum.self) {
    case .ifExpr(let ifExpr):
      return [Syntax(ifExpr.body)] + (ifExpr.elseBody.map { [Syntax($0)] } ?? [])
    case .guardStmt(let guardStatement): return [Syntax(guardStatement.body)]
    case .forStmt(let forStatement):
      return [Syntax(forStatement.body)] + (forStatement.whereClause.map { [Syntax($0)] } ?? [])
    case .whileStmt(let whileStatement): return [Syntax(whileStatement.body)]
    case .switchExpr(let switchExpr): return [Syntax(switchExpr.cases)]
    default: return [statement]
    }
  }

  /// Whether `scan`'s code changes nothing of the program's: see the type's comment.
  private func changesNothing(
    _ scan: SkippedCodeScan, _ ctx: Context, visited: inout Set<SyntaxIdentifier>, depth: Int
  ) -> Bool {
    guard depth <= Self.callDepthLimit, !scan.throwsOut, !scan.callsUnnamed else { return false }
    let selfType = ctx.selfContext?.type
    // A name the code declares that also names something outside it may be either: never
    // taken for a local.
    func isOwnLocal(_ name: String) -> Bool {
      scan.declared.contains(name) && ctx.scope.owner(of: name) == nil
        && selfType?.stored(name) == nil && selfType?.computedProperties[name] == nil
        && model.globals[name] == nil
    }
    for target in scan.written {
      // `count = 0`, `total += 1` of the code's own local: gone with it.
      if let reference = target.as(DeclReferenceExprSyntax.self),
        isOwnLocal(reference.baseName.text)
      {
        continue
      }
      // `URLCache.shared.memoryCapacity = …`, `self.updater.interval = …`: into what idlab
      // does not model.
      guard writesIntoOpaque(target, ctx) else { return false }
    }
    let memberContext = Context(
      scope: Scope(parent: globalScope), selfContext: ctx.selfContext, staticType: ctx.staticType)
    for name in scan.bareCalls where !scan.declared.contains(name) {
      if let methods = selfType?.methods[name] ?? ctx.staticType?.staticMethods[name] {
        guard calledChangeNothing(methods, memberContext, visited: &visited, depth: depth)
        else { return false }
      } else if let functions = model.functions[name] {
        let global = Context(scope: Scope(parent: globalScope))
        guard calledChangeNothing(functions, global, visited: &visited, depth: depth)
        else { return false }
      } else if !Self.inertCalls.contains(name) {
        return false
      }
    }
    // An initializer of the program's own type runs its code (it may count instances, register
    // them, write statics); a library type's makes a value and nothing else.
    if scan.initializedTypes.contains(where: { model.types[$0] != nil }) { return false }
    for name in scan.selfCalls {
      guard let methods = selfType?.methods[name],
        calledChangeNothing(methods, memberContext, visited: &visited, depth: depth)
      else { return false }
    }
    // A call on what idlab does not model, or one that only logs; never one on a simulated
    // object (a timer, a model context, defaults) or another object of the program.
    for call in scan.receiverCalls {
      guard !Self.chainNames(of: call.base).isEmpty else { return false }
      if writesIntoOpaque(call.base, ctx) { continue }
      guard Self.inertCalls.contains(call.name), !declaresMethod(named: call.name) else {
        return false
      }
    }
    return true
  }

  /// Whether the program's functions `functions` (one name's overloads) change nothing.
  private func calledChangeNothing(
    _ functions: [FunctionDeclSyntax], _ ctx: Context, visited: inout Set<SyntaxIdentifier>,
    depth: Int
  ) -> Bool {
    for function in functions where visited.insert(function.id).inserted {
      guard let body = function.body else { continue }
      let parameters = function.signature.parameterClause.parameters.map {
        ($0.secondName ?? $0.firstName).text
      }
      // A parameter is the caller's value: a write through it or a call of it is not local.
      let scan = SkippedCodeScan([Syntax(body.statements)])
      if scan.bareCalls.contains(where: Set(parameters).contains) { return false }
      // A call that can throw is written with `try`, which the caller's scan weighs.
      guard changesNothing(scan, ctx, visited: &visited, depth: depth + 1) else { return false }
    }
    return true
  }

  /// Whether `expr` (written or called on) reaches into a value idlab does not model: an SDK
  /// type's member, or a name (or a property of `self`) that holds an opaque value.
  private func writesIntoOpaque(_ expr: ExprSyntax, _ ctx: Context) -> Bool {
    let names = Self.chainNames(of: expr)
    guard var name = names.first, name != "Self" else { return false }
    if name.first?.isUppercase == true { return isSDKName(name) }
    if name == "self" {
      guard names.count > 1, names[1] != Self.called else { return false }
      name = names[1]
    }
    guard let value = try? readName(name, ctx, at: expr) else { return false }
    return Self.isOpaqueValue(value)
  }

  /// Whether the function, initializer or closure `statement` is in returns no value, so that
  /// leaving it early gives its caller nothing to use: a function without a result, an
  /// initializer that cannot fail, a setter or observer, a closure with no `return` of a value.
  static func leavesWithoutValue(_ statement: Syntax) -> Bool {
    var current = statement
    while let parent = current.parent {
      if let function = parent.as(FunctionDeclSyntax.self) {
        let result = function.signature.returnClause?.type.trimmedDescription
        return result == nil || result == "Void" || result == "()"
      }
      if let initializer = parent.as(InitializerDeclSyntax.self) {
        return initializer.optionalMark == nil
      }
      if let accessor = parent.as(AccessorDeclSyntax.self) {
        return accessor.accessorSpecifier.tokenKind != .keyword(.get)
      }
      if let closure = parent.as(ClosureExprSyntax.self) {
        return !closure.statements.tokens(viewMode: .sourceAccurate).contains { token in
          token.tokenKind == .keyword(.return)
            && token.parent?.as(ReturnStmtSyntax.self)?.expression != nil
        }
      }
      // A getter's shorthand body, a subscript: they give a value; a deinitializer, none.
      if isFunctionBoundary(parent) { return parent.is(DeinitializerDeclSyntax.self) }
      current = parent
    }
    return false
  }

  /// Whether `value` is a value idlab carries without modelling it.
  private static func isOpaqueValue(_ value: Value) -> Bool {
    guard case .opaque(let opaque) = value else { return false }
    return opaque is UnmodelledValue || opaque is DeferredFailureValue
  }

  /// Whether `name` is a type idlab does not model (an SDK type, a package's type not given).
  private func isSDKName(_ name: String) -> Bool {
    model.types[name] == nil && !Self.libraryTypes.contains(name)
      && (isUnknownTypeName(name) || AppleSDKNames.framework(of: name) != nil)
  }

  /// Whether the program declares a method or function named `name` (on any type or
  /// extension, or free).
  private func declaresMethod(named name: String) -> Bool {
    model.functions[name] != nil || model.viewExtensionMethods[name] != nil
      || model.types.values.contains { $0.methods[name] != nil || $0.staticMethods[name] != nil }
      || model.libraryExtensions.values.contains { $0.methods[name] != nil }
  }

  /// What `chainNames` writes for a subscript or a call in the chain.
  private static let called = "()"

  /// The names a chain reads from where it starts, through unwraps, a subscript or a call
  /// written `()` (`self.updater.check().x` is `self`, `updater`, `check`, `()`, `x`); empty
  /// when it starts from anything else (a literal, an implicit member).
  static func chainNames(of expr: ExprSyntax) -> [String] {
    let names: [String]
    switch expr.as(ExprSyntaxEnum.self) {
    case .declReferenceExpr(let reference): return [reference.baseName.text]
    case .memberAccessExpr(let member):
      guard let base = member.base else { return [] }
      names = chainNames(of: base)
      return names.isEmpty ? [] : names + [member.declName.baseName.text]
    case .subscriptCallExpr(let call): names = chainNames(of: call.calledExpression)
    case .functionCallExpr(let call): names = chainNames(of: call.calledExpression)
    case .forceUnwrapExpr(let unwrap): return chainNames(of: unwrap.expression)
    case .optionalChainingExpr(let chain): return chainNames(of: chain.expression)
    default: return []
    }
    return names.isEmpty ? [] : names + [called]
  }

  /// Whether `node` is where a body's code ends: a function, an initializer or deinitializer, an
  /// accessor or a getter's shorthand body, a subscript, a closure.
  private static func isFunctionBoundary(_ node: Syntax) -> Bool {
    node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self)
      || node.is(AccessorDeclSyntax.self) || node.is(ClosureExprSyntax.self)
      || node.is(AccessorBlockSyntax.self) || node.is(DeinitializerDeclSyntax.self)
      || node.is(SubscriptDeclSyntax.self)
  }

  /// The code from `statement` to the end of its function, closure or accessor: the rest of
  /// each enclosing block, and each enclosing loop whole (it may run again).
  static func restOfFunction(from statement: Syntax) -> [Syntax] {
    var region: [Syntax] = [statement]
    var current = statement
    while let parent = current.parent, !isFunctionBoundary(parent) {
      if let list = parent.as(CodeBlockItemListSyntax.self),
        let index = list.firstIndex(where: { $0.id == current.id })
      {
        region += list[list.index(after: index)...].map(Syntax.init)
      }
      if parent.is(ForStmtSyntax.self) || parent.is(WhileStmtSyntax.self)
        || parent.is(RepeatStmtSyntax.self)
      {
        region.append(parent)
      }
      current = parent
    }
    return region
  }

  /// Whether the `if` or `switch` `node` is a statement, whose value nothing uses: an `if`
  /// without a final `else` (it cannot be an expression, SE-0380), one whose every branch ends
  /// in an assignment or a statement (its value is `()`), one among other statements, or the
  /// body of a function without a result, an initializer, a setter or observer, a loop, or a
  /// branch of such a statement.
  static func isStatementPosition(_ node: Syntax) -> Bool {
    if let ifExpr = node.as(IfExprSyntax.self), !hasFinalElse(ifExpr) { return true }
    if branchLists(of: node).allSatisfy(endsWithoutValue) { return true }
    var current = node
    while let parent = current.parent {
      // `else if`: the chain's first `if` decides.
      if parent.is(ExpressionStmtSyntax.self) || parent.is(IfExprSyntax.self) {
        current = parent
        continue
      }
      guard parent.is(CodeBlockItemSyntax.self),
        let list = parent.parent?.as(CodeBlockItemListSyntax.self), let owner = list.parent
      else { return false }
      if list.count > 1 || owner.is(SourceFileSyntax.self) { return true }
      if owner.is(SwitchCaseSyntax.self) {
        guard let switchExpr = owner.parent?.parent?.as(SwitchExprSyntax.self) else { return false }
        current = Syntax(switchExpr)
        continue
      }
      guard let block = owner.as(CodeBlockSyntax.self), let holder = block.parent else {
        return false
      }
      if let function = holder.as(FunctionDeclSyntax.self) {
        return function.signature.returnClause == nil
      }
      if let accessor = holder.as(AccessorDeclSyntax.self) {
        return accessor.accessorSpecifier.tokenKind != .keyword(.get)
      }
      if holder.is(IfExprSyntax.self) {
        current = holder
        continue
      }
      return holder.is(InitializerDeclSyntax.self) || holder.is(DeinitializerDeclSyntax.self)
        || holder.is(ForStmtSyntax.self) || holder.is(WhileStmtSyntax.self)
        || holder.is(RepeatStmtSyntax.self) || holder.is(DoStmtSyntax.self)
        || holder.is(CatchClauseSyntax.self) || holder.is(GuardStmtSyntax.self)
        || holder.is(DeferStmtSyntax.self)
    }
    return false
  }

  /// The statement lists of an `if` chain's branches or a `switch`'s cases.
  private static func branchLists(of node: Syntax) -> [CodeBlockItemListSyntax] {
    if let switchExpr = node.as(SwitchExprSyntax.self) {
      return switchExpr.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements }
    }
    guard let ifExpr = node.as(IfExprSyntax.self) else { return [] }
    var lists = [ifExpr.body.statements]
    switch ifExpr.elseBody {
    case .ifExpr(let next): lists += branchLists(of: Syntax(next))
    case .codeBlock(let block): lists.append(block.statements)
    default: break
    }
    return lists
  }

  /// Whether a branch's value is `()`: it is empty or ends with an assignment or a statement.
  private static func endsWithoutValue(_ list: CodeBlockItemListSyntax) -> Bool {
    guard let last = list.last else { return true }
    switch last.item {
    case .expr(let expr):
      return expr.as(InfixOperatorExprSyntax.self)?.operator.is(AssignmentExprSyntax.self) == true
    case .stmt(let statement):
      guard let expr = statement.as(ExpressionStmtSyntax.self)?.expression else { return true }
      return expr.as(InfixOperatorExprSyntax.self)?.operator.is(AssignmentExprSyntax.self) == true
    default:
      return true
    }
  }

  private static func hasFinalElse(_ ifExpr: IfExprSyntax) -> Bool {
    switch ifExpr.elseBody {
    case .ifExpr(let next): hasFinalElse(next)
    case .codeBlock: true
    case nil: false
    @unknown default: true
    }
  }

  /// Notes the statement skipped at `node` (S129), once per place.
  private func noteSkipped(_ keyword: String, _ name: String, at node: some SyntaxProtocol) {
    let at = position(node) ?? SourcePosition.unknown
    let path = pathOf(node)
    guard
      !runtimeOpaque.contains(where: {
        $0.code == "S129" && $0.line == at.line && $0.column == at.column && $0.path == path
      })
    else { return }
    runtimeOpaque.append(
      ScriptDiagnostic(
        .skippedOnOpaque, ["name": name, "statement": keyword], path: path, line: at.line,
        column: at.column, length: at.length))
  }
}
