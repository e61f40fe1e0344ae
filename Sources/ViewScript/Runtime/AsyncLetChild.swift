import IdentityEngine
import SwiftSyntax

/// The child task of one `async let` binding: what the names of its pattern hold until the
/// parent awaits them (`Interpreter+AsyncLet.swift`).
final class AsyncLetChild: OpaqueReference, @unchecked Sendable {
  /// How the child's expression ended.
  enum Outcome {
    /// It produced a value.
    case value(Value)
    /// It threw: the error to rethrow at each `await`, and the thrown value for `catch`.
    case thrown(EvalError, Value?)
  }

  /// The binding the child computes (`x`, `(a, b)`, with its type annotation).
  let binding: PatternBindingSyntax
  let handle = TaskHandle()
  /// Set once the child's expression ended, with a value or an error.
  var outcome: Outcome?
  /// True once the child's body returned or unwound, with or without an outcome.
  var isFinished = false
  /// True once the parent read one of its names (`await x`).
  var isAwaited = false
  /// The parent task waiting for it to finish, if any.
  var waiter: RunningTask?

  init(binding: PatternBindingSyntax) {
    self.binding = binding
  }

  override var displayDescription: String { "async let" }
}
