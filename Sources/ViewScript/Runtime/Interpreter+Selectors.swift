import IdentityEngine
import SwiftSyntax

/// Objective-C selectors: `#selector(Type.method(_:))` as a value, and a message sent to a
/// program's object by one (a notification's selector observer).
extension Interpreter {
  /// `#selector(Type.method(_:))`, `#selector(helper.method)`: the method's base name, as a
  /// `Selector` value.
  func selector(_ method: ExprSyntax) -> Value {
    let name: String
    if let member = method.as(MemberAccessExprSyntax.self) {
      name = member.declName.baseName.text
    } else if let reference = method.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else {
      name = method.trimmedDescription
    }
    return .record(type: "Selector", fields: [Value.Field("name", .string(name))])
  }

  /// `target`'s method `selector`, called as the Objective-C runtime sends the message (a
  /// notification's selector observer); a target without that method stops the step, as the
  /// runtime's exception does.
  func send(_ selector: String, to target: Value, _ arguments: [Argument], at node: Syntax)
    throws(EvalError)
  {
    guard let type = userType(of: target), let methods = type.methods[selector],
      let method = methods.first
    else {
      let typeName = typeName(of: target)
      throw failure(
        "unrecognized-selector",
        "-[\(typeName) \(selector):]: unrecognized selector sent to instance", at: node,
        arguments: ["type": typeName, "selector": selector])
    }
    // The method's one parameter, if it has one, receives the notification.
    let parameter = method.signature.parameterClause.parameters.first?.firstName.text
    let passed = arguments.map { argument in
      Argument(label: parameter == "_" ? nil : parameter, value: argument.value)
    }
    _ = try invoke(
      method, arguments: parameter == nil ? [] : passed,
      selfContext: SelfContext(value: target, type: type), type: type, at: node)
  }
}
