import IdentityEngine
import SwiftSyntax

/// A statement decided by a value idlab does not model (`if URLCache.shared.memoryCapacity < …`,
/// `guard let store = coordinator.persistentStore(for: url) else { return }`, a `for` over an
/// SDK collection) is skipped instead of stopping the scene, when idlab can name everything it
/// may do: the places it may write become opaque values of that value's type, so the scene
/// stops with "depends on what ‹…› holds" exactly where something reads one of them, and not
/// where nothing it shows depends on the decision (issue #24: "the step fails … only where
/// control flow, a `ForEach`'s data or ids, a state write the screen shows, or a grade depends on
/// an opaque value's content"). A statement that can leave its function (`return`, `break`, a
/// `guard`) skips the rest of the function too, which returns an opaque value.
///
/// It is not skipped, and the scene stops as before, when the code may throw out of it, call a
/// closure or a method of another object of the program (whose writes idlab would have to run
/// to know), or write a simulated store (`UserDefaults`, `NotificationCenter`). Each skipped
/// statement is an S129 note: the screen's footer and `idlab.sim/1`'s `opaque` list name it.
extension Interpreter {
  /// Library calls that change what the run simulates beyond their receiver: defaults,
  /// notifications, subjects, a model context's objects.
  private static let storeWrites: Set<String> = [
    "set", "setValue", "setObject", "removeObject", "register", "post", "send", "synchronize",
    "delete", "setPersistentDomain", "removePersistentDomain", "addObserver",
  ]
  /// How deep the scan follows the program's own methods the skipped code calls.
  private static let callDepthLimit = 8

  /// Skips the statement `node` (an `if`, `guard`, `switch`, `for`, `while`) whose decision
  /// failed with `failure` (`depends-on-unmodelled`), when it can: `.normal` when only the
  /// statement is skipped, `.returned` with an opaque value when the rest of its function is
  /// skipped too. Throws `failure` when the statement cannot be skipped.
  func skipOpaqueDecision(
    _ node: some SyntaxProtocol, keyword: String, failure: RuntimeFailure, _ ctx: Context,
    breaksInside: Bool = false, leavesFunction: Bool = false
  ) throws(EvalError) -> Completion {
    let name = failure.arguments["name"] ?? "?"
    let statement = Syntax(node)
    var scan = SkippedCodeScan([statement], breaksInside: breaksInside)
    let rest = leavesFunction || scan.leaves
    if rest { scan = SkippedCodeScan(Self.restOfFunction(from: statement)) }
    var visited: Set<SyntaxIdentifier> = []
    guard !scan.throwsOut, !scan.callsUnnamed,
      let writes = skippedWrites(scan, ctx, visited: &visited, depth: 0)
    else { throw .failure(failure) }
    let opaque = Value.opaque(UnmodelledValue(name))
    for (place, context) in writes {
      do {
        try assign(opaque, to: place, context)
      } catch {
        throw .failure(failure)
      }
    }
    noteSkipped(keyword, name, at: node)
    return rest ? .returned(opaque) : .normal
  }

  /// The places `scan`'s code may write, with the context each is written in, following the
  /// program's own methods it calls on `self` and its free functions; nil when the code does
  /// something idlab cannot name before it runs.
  private func skippedWrites(
    _ scan: SkippedCodeScan, _ ctx: Context, visited: inout Set<SyntaxIdentifier>, depth: Int
  ) -> [(ExprSyntax, Context)]? {
    guard depth <= Self.callDepthLimit else { return nil }
    var writes: [(ExprSyntax, Context)] = []
    for target in scan.written {
      guard let place = Self.writtenPlace(target) else {
        // `UITabBar.appearance().tintColor = …`: a write into what an SDK call returns.
        guard let root = Self.leftmostName(of: target), isSDKName(root) else { return nil }
        continue
      }
      guard let root = Self.leftmostName(of: place), !scan.declared.contains(root) else {
        continue
      }
      if root.first?.isUppercase == true, isSDKName(root) { continue }
      writes.append((place, ctx))
    }
    let selfType = ctx.selfContext?.type
    let memberContext = Context(
      scope: Scope(parent: globalScope), selfContext: ctx.selfContext, staticType: ctx.staticType)
    for call in scan.bareCalls where !scan.declared.contains(call.name) {
      if let methods = selfType?.methods[call.name] ?? ctx.staticType?.staticMethods[call.name] {
        guard
          let more = calledWrites(methods, memberContext, visited: &visited, depth: depth)
        else { return nil }
        writes += more
      } else if let functions = model.functions[call.name] {
        let global = Context(scope: Scope(parent: globalScope))
        guard let more = calledWrites(functions, global, visited: &visited, depth: depth)
        else { return nil }
        writes += more
      } else if ctx.scope.owner(of: call.name) != nil || selfType?.stored(call.name) != nil
        || Self.storeWrites.contains(call.name)
      {
        // A closure held in a variable or a property: its code is not known here.
        return nil
      }
    }
    for name in scan.selfCalls {
      guard let methods = selfType?.methods[name] else {
        if selfType?.stored(name) != nil { return nil }
        continue
      }
      guard let more = calledWrites(methods, memberContext, visited: &visited, depth: depth)
      else { return nil }
      writes += more
    }
    for call in scan.receiverCalls where !receiverCallIsInert(call, scan, ctx) {
      return nil
    }
    return writes
  }

  /// The writes of the program's functions `functions` (one name's overloads), scanned once.
  private func calledWrites(
    _ functions: [FunctionDeclSyntax], _ ctx: Context, visited: inout Set<SyntaxIdentifier>,
    depth: Int
  ) -> [(ExprSyntax, Context)]? {
    var writes: [(ExprSyntax, Context)] = []
    for function in functions where visited.insert(function.id).inserted {
      guard let body = function.body else { continue }
      let parameters = function.signature.parameterClause.parameters.map {
        ($0.secondName ?? $0.firstName).text
      }
      let scan = SkippedCodeScan(body: body.statements, parameters: parameters)
      // A call that can throw is written with `try`, which the caller's scan weighs.
      guard !scan.callsUnnamed,
        let more = skippedWrites(scan, ctx, visited: &visited, depth: depth + 1)
      else { return nil }
      writes += more
    }
    return writes
  }

  /// Whether a call on a receiver in skipped code leaves everything idlab shows as it was: a
  /// call on an opaque value, or a library call that writes no simulated store; not a method
  /// of the program's own on another object (whose writes idlab would have to run to know).
  private func receiverCallIsInert(
    _ call: SkippedCodeScan.ReceiverCall, _ scan: SkippedCodeScan, _ ctx: Context
  ) -> Bool {
    // `objectWillChange.send()`: the views observing the object run again, as after a write.
    if call.name == "send",
      call.base.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "objectWillChange"
    {
      return true
    }
    let ownMethod = programMethodNames.contains(call.name)
    let storeWrite = Self.storeWrites.contains(call.name)
    guard var root = Self.leftmostName(of: call.base) else { return !ownMethod && !storeWrite }
    if root == "self" {
      // `self.updater.checkForUpdates()`: what the property holds decides.
      guard let first = Self.memberAfterSelf(call.base) else { return false }
      root = first
    }
    if scan.declared.contains(root) { return !ownMethod && !storeWrite }
    if root.first?.isUppercase == true {
      if isSDKName(root) { return true }
      if model.types[root] != nil { return !ownMethod }
      return !storeWrite
    }
    let value: Value?
    do {
      value = try readName(root, ctx, at: call.base)
    } catch {
      return false
    }
    if let value, Self.isOpaqueValue(value) { return true }
    return !ownMethod && !storeWrite
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

  /// Every method name the program declares, on any type or extension, and its free functions.
  var programMethodNames: Set<String> {
    if let names = programMethodNameCache { return names }
    var names = Set(model.functions.keys).union(model.viewExtensionMethods.keys)
    for type in model.types.values {
      names.formUnion(type.methods.keys)
      names.formUnion(type.staticMethods.keys)
    }
    for type in model.libraryExtensions.values { names.formUnion(type.methods.keys) }
    programMethodNameCache = names
    return names
  }

  /// The place a write reaches, as far as it is a chain of names (`a.b` of `a.b[i].c = …`,
  /// `a` of `a!.b = …`); nil for a write into what a call returns.
  static func writtenPlace(_ expr: ExprSyntax) -> ExprSyntax? {
    switch expr.as(ExprSyntaxEnum.self) {
    case .declReferenceExpr, .tupleExpr:
      return expr
    case .memberAccessExpr(let member):
      guard let base = member.base, let inner = writtenPlace(base) else { return nil }
      return inner.id == base.id ? expr : inner
    case .subscriptCallExpr(let subscriptCall):
      return writtenPlace(subscriptCall.calledExpression)
    case .forceUnwrapExpr(let unwrap):
      return writtenPlace(unwrap.expression)
    case .optionalChainingExpr(let chain):
      return writtenPlace(chain.expression)
    default:
      return nil
    }
  }

  /// The name an expression starts from, through member reads, subscripts, calls and unwraps
  /// (`URLCache` of `URLCache.shared.memoryCapacity`, `self` of `self.items`).
  static func leftmostName(of expr: ExprSyntax) -> String? {
    switch expr.as(ExprSyntaxEnum.self) {
    case .declReferenceExpr(let reference): reference.baseName.text
    case .memberAccessExpr(let member): member.base.flatMap(leftmostName(of:))
    case .subscriptCallExpr(let call): leftmostName(of: call.calledExpression)
    case .functionCallExpr(let call): leftmostName(of: call.calledExpression)
    case .forceUnwrapExpr(let unwrap): leftmostName(of: unwrap.expression)
    case .optionalChainingExpr(let chain): leftmostName(of: chain.expression)
    default: nil
    }
  }

  /// The member `self.` reads first in `expr` (`updater` of `self.updater.controller`).
  private static func memberAfterSelf(_ expr: ExprSyntax) -> String? {
    var current = expr
    while true {
      let inner: ExprSyntax?
      switch current.as(ExprSyntaxEnum.self) {
      case .memberAccessExpr(let member):
        if member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
          return member.declName.baseName.text
        }
        inner = member.base
      case .subscriptCallExpr(let call): inner = call.calledExpression
      case .functionCallExpr(let call): inner = call.calledExpression
      case .forceUnwrapExpr(let unwrap): inner = unwrap.expression
      case .optionalChainingExpr(let chain): inner = chain.expression
      default: inner = nil
      }
      guard let inner else { return nil }
      current = inner
    }
  }

  /// The code from `statement` to the end of its function, closure or accessor: the rest of
  /// each enclosing block, and each enclosing loop whole (it may run again).
  static func restOfFunction(from statement: Syntax) -> [Syntax] {
    var region: [Syntax] = [statement]
    var current = statement
    while let parent = current.parent {
      if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
        || parent.is(AccessorDeclSyntax.self) || parent.is(ClosureExprSyntax.self)
        || parent.is(AccessorBlockSyntax.self) || parent.is(DeinitializerDeclSyntax.self)
        || parent.is(SubscriptDeclSyntax.self)
      {
        break
      }
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
