import IdentityEngine
import SwiftSyntax

/// `withCheckedContinuation { continuation in … }` and its throwing and unsafe relatives:
/// the body runs at once with a `ContinuationValue`; the awaiting task goes on when the body,
/// or a callback it handed on, calls `resume`, with the value given or throwing the error
/// given ("Calling a continuation's resume method more than once is undefined behavior. …
/// never resuming leaves the task in a suspended state indefinitely", Apple,
/// `CheckedContinuation`). A continuation nothing resumes leaves its task waiting for the rest
/// of the run, as on a device.
extension Interpreter {
  /// The four functions' names.
  static let continuationFunctions: Set<String> = [
    "withCheckedContinuation", "withCheckedThrowingContinuation", "withUnsafeContinuation",
    "withUnsafeThrowingContinuation",
  ]

  /// Runs `call`, one of `continuationFunctions`, and gives what the continuation was resumed
  /// with.
  func withContinuation(_ call: FunctionCallExprSyntax, _ ctx: Context) throws(EvalError)
    -> Value
  {
    let arguments = try arguments(of: call, ctx)
    guard let body = arguments.last.flatMap({ asFunction($0.value) }) else {
      throw invalidArguments(
        call.calledExpression.trimmedDescription, .expectedForm,
        ["form": "{ continuation in … }"], at: call)
    }
    let continuation = ContinuationValue()
    _ = try self.call(
      body, [Argument(label: nil, value: .opaque(continuation))], builder: false, at: call)
    while continuation.outcome == nil {
      guard let task = currentTask, let coroutine = task.coroutine, let clock = simulation?.clock
      else { throw notSimulated(call.calledExpression.trimmedDescription, at: call) }
      continuation.waiter = { [self] in
        clock.schedule(after: 0, Callback { [self] in try self.switchInto(task, .proceed) })
      }
      if suspend(coroutine) == .abandoned { throw abandonedFailure() }
    }
    switch continuation.outcome {
    case .error(let error)?:
      thrownValue = error
      throw failure(
        "thrown", "Fatal error: Error raised at top level: \(describe(error))", at: call)
    case .value(let value)?:
      return value
    case nil:
      return .null
    }
  }
}
