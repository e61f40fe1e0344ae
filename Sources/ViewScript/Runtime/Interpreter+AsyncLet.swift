import IdentityEngine
import SwiftSyntax

/// `async let` (SE-0317), on the virtual clock: each binding is a child task of the running
/// task, started at the declaration and run when the main actor is free (the parent's next
/// suspension, in declaration order); reading one of its names waits for it and rethrows what
/// it threw; at the end of its scope a child never awaited is cancelled and waited for. Rules
/// and sources: docs/semantics.md, "Time".
extension Interpreter {
  /// Whether a local declaration is an `async let`.
  func isAsyncLet(_ variable: VariableDeclSyntax) -> Bool {
    variable.modifiers.contains { $0.name.tokenKind == .keyword(.async) }
  }

  /// `async let x = expr`, `async let (a, b) = expr`: starts one child task per binding and
  /// binds the names of each pattern to it until it is awaited.
  func startAsyncLets(_ variable: VariableDeclSyntax, _ ctx: Context) throws(EvalError)
    -> [AsyncLetChild]
  {
    var children: [AsyncLetChild] = []
    for binding in variable.bindings {
      guard let expression = binding.initializer?.value else {
        throw invalidArguments("async let", .missingValueToCompute, at: binding)
      }
      let child = AsyncLetChild(binding: binding)
      for name in try boundNames(binding.pattern) { ctx.scope.declare(name, .opaque(child)) }
      children.append(child)
      let parent = currentTask
      parent?.handle.adopt(child.handle)
      guard parent?.coroutine != nil, let clock = simulation?.clock else {
        // Nothing here can suspend: the child runs to its end at once.
        let outer = currentTask
        currentTask = RunningTask(handle: child.handle, coroutine: nil)
        defer { currentTask = outer }
        try runChild(child, expression, ctx)
        child.isFinished = true
        continue
      }
      let coroutine = Coroutine { [self] _ in
        defer { self.childEnded(child) }
        _ = try self.entry { () throws(EvalError) -> Value in
          try self.runChild(child, expression, ctx)
          return .null
        }
      }
      let task = RunningTask(handle: child.handle, coroutine: coroutine)
      clock.schedule(
        after: 0,
        Callback { [self] in
          self.coroutines.append(coroutine)
          try self.switchInto(task, .proceed)
        })
    }
    return children
  }

  /// Evaluates a child's expression into its outcome; a failure that is not a thrown error (a
  /// trap, an unsupported construct) stops the step where it happened, as in the parent.
  private func runChild(_ child: AsyncLetChild, _ expression: ExprSyntax, _ ctx: Context)
    throws(EvalError)
  {
    do {
      child.outcome = .value(try evaluate(expression, ctx))
    } catch {
      guard case .failure(let failure) = error, failure.id == "thrown" else { throw error }
      child.outcome = .thrown(error, thrownValue)
      thrownValue = nil
    }
  }

  /// On the child's thread, as its body ends: lets the waiting parent go on.
  private func childEnded(_ child: AsyncLetChild) {
    child.isFinished = true
    guard let waiter = child.waiter else { return }
    child.waiter = nil
    simulation?.clock.schedule(
      after: 0, Callback { [self] in try self.switchInto(waiter, .proceed) })
  }

  /// `await x` on a name an `async let` bound: waits for the child, binds the pattern's names
  /// to its value in `owner` (the scope that declared them) and reads `name`; rethrows what
  /// the child threw.
  func awaitAsyncLet(
    _ child: AsyncLetChild, _ name: String, in owner: Scope, at node: some SyntaxProtocol
  ) throws(EvalError) -> Value {
    child.isAwaited = true
    try waitFor(child)
    switch child.outcome {
    case .value(let value)?:
      try bindDeclared(child.binding, value, in: owner)
      return owner.values[name] ?? .null
    case .thrown(let error, let thrown)?:
      thrownValue = thrown
      throw error
    case nil:
      // The child failed (the step reported it) or the scene ended: the parent ends too.
      throw abandonedFailure()
    }
  }

  /// At the end of the scope that declared `child`: cancels it unless it was awaited and waits
  /// for it to finish, dropping its value or error. While the scene is being torn down
  /// (`abandoning`), nothing waits.
  func endAsyncLet(_ child: AsyncLetChild, abandoning: Bool) throws(EvalError) {
    currentTask?.handle.release(child.handle)
    if !child.isAwaited { child.handle.cancel() }
    if !abandoning { try waitFor(child) }
  }

  /// Suspends the running task until `child` has finished.
  private func waitFor(_ child: AsyncLetChild) throws(EvalError) {
    while !child.isFinished {
      guard let parent = currentTask, let coroutine = parent.coroutine else {
        throw abandonedFailure()
      }
      child.waiter = parent
      if suspend(coroutine) == .abandoned { throw abandonedFailure() }
    }
  }

  /// The names a pattern declares: `x`, `(a, b)`, `_`.
  private func boundNames(_ pattern: PatternSyntax) throws(EvalError) -> [String] {
    if let identifier = pattern.as(IdentifierPatternSyntax.self) {
      return [identifier.identifier.text]
    }
    if pattern.is(WildcardPatternSyntax.self) { return [] }
    if let tuple = pattern.as(TuplePatternSyntax.self) {
      var names: [String] = []
      for element in tuple.elements { names += try boundNames(element.pattern) }
      return names
    }
    throw diagnostic(
      .unsupportedStatement, ["kind": "pattern \(pattern.trimmedDescription)"], at: pattern)
  }
}
