import IdentityEngine
import SwiftSyntax

/// `do { … } catch { … }`: a `throw` of the learner's code is caught by the first plain `catch`,
/// with the thrown value as `error`. Runtime failures (`Index out of range`, force-unwrapped
/// `nil`) are traps, as in Swift: no `catch` sees them.
extension Interpreter {
  /// Runs a `do` statement and its `catch` clauses.
  func executeDo(_ statement: DoStmtSyntax, _ ctx: Context) throws(EvalError) -> Completion {
    do {
      return try execute(statement.body.statements, ctx.nested())
    } catch {
      guard case .failure(let failure) = error, failure.id == "thrown",
        let clause = statement.catchClauses.first
      else { throw error }
      guard clause.catchItems.isEmpty else {
        throw diagnostic(.doCatch, at: clause.catchItems)
      }
      let scope = ctx.nested()
      scope.scope.declare("error", thrownValue ?? .null)
      thrownValue = nil
      return try execute(clause.body.statements, scope)
    }
  }
}
