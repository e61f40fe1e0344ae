import IdentityEngine
import SwiftSyntax

/// `do { … } catch … { … }`: a `throw` of the learner's code (or a `DecodingError`, a
/// `CancellationError` Swift throws) runs the first `catch` clause whose pattern matches the
/// thrown value and whose `where` holds; a plain `catch` matches anything and binds `error`.
/// When no clause matches, the error goes on to the caller, as in Swift. Runtime failures
/// (`Index out of range`, force-unwrapped `nil`) are traps: no `catch` sees them.
extension Interpreter {
  /// Runs a `do` statement and its `catch` clauses.
  func executeDo(_ statement: DoStmtSyntax, _ ctx: Context) throws(EvalError) -> Completion {
    do {
      return try execute(statement.body.statements, ctx.nested())
    } catch {
      guard case .failure(let failure) = error, failure.id == "thrown" else { throw error }
      let thrown = thrownValue ?? .null
      thrownValue = nil
      for clause in statement.catchClauses {
        guard let scope = try catchScope(clause, thrown, ctx) else { continue }
        return try execute(clause.body.statements, scope)
      }
      thrownValue = thrown
      throw error
    }
  }

  /// The scope `clause`'s body runs in when it catches `thrown` (with the pattern's bindings, or
  /// `error` for a plain `catch`); nil when it does not catch it.
  private func catchScope(_ clause: CatchClauseSyntax, _ thrown: Value, _ ctx: Context)
    throws(EvalError) -> Context?
  {
    guard !clause.catchItems.isEmpty else {
      let scope = ctx.nested()
      scope.scope.declare("error", thrown)
      return scope
    }
    for item in clause.catchItems {
      let scope = ctx.nested()
      if let pattern = item.pattern {
        guard try match(pattern, thrown, scope.scope, scope) else { continue }
      } else {
        scope.scope.declare("error", thrown)
      }
      if let whereClause = item.whereClause,
        !(try bool(try evaluate(whereClause.condition, scope), at: whereClause))
      {
        continue
      }
      return scope
    }
    return nil
  }
}
