import IdentityEngine
import SwiftSyntax

/// One call of a library member: what it was called on, with which arguments, where, and the
/// run whose services it may touch.
struct LibraryCall {
  /// The type's name and the member's (`NSCache`, `object`), for messages.
  let typeName: String
  let memberName: String
  /// The value the member was called on; `.null` for initializers and statics.
  let receiver: Value
  /// The arguments, in order, with their labels.
  let arguments: [Argument]
  /// Where the call is written.
  let node: Syntax
  /// The run's services.
  let run: any LibraryServices

  /// The receiver as an instance of `T`, the class of its type's values (the catalogue calls
  /// an instance member only on a value of that class).
  func receiver<T: OpaqueReference>(_: T.Type) -> T {
    guard case .opaque(let opaque) = receiver, let object = opaque as? T else {
      preconditionFailure("\(typeName).\(memberName) called on another type's value")
    }
    return object
  }

  /// The value of the argument labelled `label`; `.null` when there is none.
  func argument(_ label: String) -> Value {
    arguments.first { $0.label == label }?.value ?? .null
  }

  /// The first unlabelled argument's value; `.null` when there is none.
  var unlabelled: Value {
    arguments.first { $0.label == nil }?.value ?? .null
  }

  /// An integer argument's value: an `Int`, or `.zero` where an integer is expected
  /// (`AdditiveArithmetic.zero`); nil for anything else.
  static func integer(_ value: Value) -> Int? {
    switch value {
    case .int(let number): number
    case .enumCase(_, "zero", let payload) where payload.isEmpty: 0
    default: nil
    }
  }

  /// The step's failure for a member this type does not simulate: `Type.member`.
  var notSimulated: EvalError {
    run.notSimulated("\(typeName).\(memberName)", at: node)
  }

  /// S204 for arguments that do not fit the member (named after the type for an
  /// initializer).
  func invalidArguments(_ detail: DiagnosticDetail, _ values: [String: String] = [:])
    -> EvalError
  {
    run.invalidArguments(memberName == "init" ? typeName : memberName, detail, values, at: node)
  }
}
