import IdentityEngine

extension LibraryType {
  /// `CheckedContinuation` (also what `withUnsafeContinuation` hands out): `resume(returning:)`,
  /// `resume(throwing:)`, `resume()`. A second resume stops the app, as Swift's checked
  /// continuation does ("SWIFT TASK CONTINUATION MISUSE: … tried to resume its continuation
  /// more than once").
  static let checkedContinuation: LibraryType = {
    var type = LibraryType("CheckedContinuation", values: .objects(ContinuationValue.self))
    type.methods = [
      "resume(returning:)": { (call: LibraryCall) throws(EvalError) -> Value in
        try resume(call, .value(call.arguments[0].value))
      },
      "resume()": { (call: LibraryCall) throws(EvalError) -> Value in
        try resume(call, .value(.null))
      },
      "resume(throwing:)": { (call: LibraryCall) throws(EvalError) -> Value in
        try resume(call, .error(call.arguments[0].value))
      },
    ]
    return type
  }()

  private static func resume(_ call: LibraryCall, _ outcome: ContinuationValue.Outcome)
    throws(EvalError) -> Value
  {
    guard call.receiver(ContinuationValue.self).resume(outcome) else {
      throw call.run.runtimeFailure(
        "continuation-misuse",
        "SWIFT TASK CONTINUATION MISUSE: tried to resume its continuation more than once",
        arguments: [:], at: call.node)
    }
    return .null
  }
}
