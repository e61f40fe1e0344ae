import IdentityEngine
import SwiftSyntax

/// Preference keys: `.preference(key:value:)` set by views, `.onPreferenceChange(_:perform:)`
/// reading what a subtree set (docs/semantics.md, the preference keys' row).
extension Interpreter {
  /// `.preference(key: NamesKey.self, value: [name])`: the value recorded on the view under
  /// the key's name (`Simulation.preferenceModifier`); nil for another modifier.
  func preferenceModifier(_ name: String, _ arguments: [Argument]) -> Modifier? {
    guard name == "preference",
      case .opaque(let opaque)? = arguments.first(where: { $0.label == "key" })?.value,
      let key = opaque as? TypeValue,
      let value = arguments.first(where: { $0.label == "value" })?.value
    else { return nil }
    return .other(
      name: Simulation.preferenceModifier,
      value: .tuple([Value.TupleElement(nil, .string(key.name)), Value.TupleElement(nil, value)]))
  }

  /// `.onPreferenceChange(NamesKey.self) { names in … }`: the action, run with the combined
  /// value of the key in the modified subtree when it changes, the key's `defaultValue` and
  /// `reduce(value:nextValue:)` read from the program's type; nil for another modifier, or a
  /// key the program does not declare (the modifier then stays inert).
  func preferenceReader(_ name: String, _ arguments: [Argument], at call: FunctionCallExprSyntax)
    throws(EvalError) -> Modifier?
  {
    guard name == "onPreferenceChange",
      case .opaque(let opaque)? = arguments.first(where: { $0.label == nil })?.value,
      let key = opaque as? TypeValue, let type = model.types[key.name],
      let action = arguments.last(where: { $0.label == nil || $0.label == "perform" })
        .flatMap({ asFunction($0.value) }),
      let reduce = type.staticMethods["reduce"]?.first
    else { return nil }
    let initial = try staticMember(key.name, "defaultValue", at: call) ?? .null
    let position = Syntax(call)
    let reader = PreferenceReader(
      key: key.name, initial: initial,
      reduce: { [self] value, next in
        try self.entry { () throws(EvalError) -> Value in
          try self.reduced(value, next, with: reduce, of: type, at: position)
        }
      },
      perform: { [self] value in
        _ = try self.entry { () throws(EvalError) -> Value in
          try self.call(action, [Argument(label: nil, value: value)], builder: false, at: position)
        }
      })
    return .onPreferenceChange(reader)
  }

  /// `Key.reduce(value: &value, nextValue: { next })`: the key's own combination of the value
  /// so far with the next view's.
  private func reduced(
    _ value: Value, _ next: Value, with reduce: FunctionDeclSyntax, of type: TypeDecl,
    at node: Syntax
  ) throws(EvalError) -> Value {
    let scope = Scope(parent: nil)
    scope.declare("value", value)
    let nextValue = FunctionValue(
      name: "nextValue", body: .native { _ in next }, context: Context(scope: globalScope))
    _ = try invoke(
      reduce,
      arguments: [
        Argument(
          label: "value", value: value, place: LValue(root: .local(scope, "value"), path: [])),
        Argument(label: "nextValue", value: .opaque(nextValue)),
      ], selfContext: nil, type: type, at: node)
    return scope.values["value"] ?? value
  }
}
