import IdentityEngine

/// The continuation `withCheckedContinuation` and its relatives hand their closure: the task
/// waits until one `resume` gives it a value or an error to throw (docs/semantics.md,
/// "Continuations").
final class ContinuationValue: OpaqueReference, @unchecked Sendable {
  /// How the awaiting task goes on.
  enum Outcome {
    /// `resume(returning:)`, `resume()`.
    case value(Value)
    /// `resume(throwing:)`: the error value the task throws.
    case error(Value)
  }

  /// What the one `resume` gave; nil until then.
  private(set) var outcome: Outcome?
  /// Wakes the task when it is already waiting (set by the interpreter as the task suspends).
  var waiter: (() -> Void)?

  override var displayDescription: String { "CheckedContinuation" }
  override var swiftTypeName: String { "CheckedContinuation" }

  /// Records the outcome and wakes a waiting task; false when it was resumed before, which
  /// Swift's checked continuation reports as a misuse.
  func resume(_ outcome: Outcome) -> Bool {
    guard self.outcome == nil else { return false }
    self.outcome = outcome
    if let waiter {
      self.waiter = nil
      waiter()
    }
    return true
  }
}
