import IdentityEngine

/// Why evaluation stopped early.
enum EvalError: Error {
  /// The learner's program failed as a real app would (`Index out of range`).
  case failure(RuntimeFailure)
  /// The program used something the simulator does not support, or is invalid.
  case diagnostic(ScriptDiagnostic)
  /// `a?.b` met `nil`: the whole optional chain is `nil`.
  case chainNil
}
