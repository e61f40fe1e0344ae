import IdentityEngine
import SwiftSyntax

/// The run's services as library members see them (`LibraryServices`): the interpreter is the
/// run.
extension Interpreter: LibraryServices {
  func userDefaultsSuite(_ name: String) -> UserDefaultsStore {
    if let store = userDefaultsSuites[name] { return store }
    let store = UserDefaultsStore()
    userDefaultsSuites[name] = store
    return store
  }

  var coreDataContext: Value { .opaque(coreDataStore) }

  func declaresType(_ name: String) -> Bool {
    model.types[name] != nil
  }

  func runtimeFailure(
    _ id: String, _ message: String, arguments: [String: String], at node: Syntax
  ) -> EvalError {
    failure(id, message, at: node, arguments: arguments)
  }

  func callFunction(_ function: FunctionValue, _ arguments: [Argument], at node: Syntax)
    throws(EvalError) -> Value
  {
    try call(function, arguments, builder: false, at: node)
  }

  func staticValue(_ type: String, _ name: String, at node: Syntax) throws(EvalError) -> Value {
    try staticMember(type, name, at: node) ?? .null
  }

  func setStaticValue(_ type: String, _ name: String, to value: Value) {
    globalValues["\(type).\(name)"] = value
  }

  func assign(_ value: Value, toInOut argument: Argument, at node: Syntax) throws(EvalError) {
    guard let place = argument.place else { return }
    try modify(place, at: node) { $0 = value }
  }

  func setProperty(_ name: String, of object: ObjectReference, to value: Value, at node: Syntax)
    throws(EvalError)
  {
    try modify(LValue(root: .object(object), path: [.field(name)]), at: node) { $0 = value }
  }

}
