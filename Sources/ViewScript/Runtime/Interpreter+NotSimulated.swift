import IdentityEngine
import SwiftSyntax

/// What happens when a run reaches an Apple SDK name or a macro idlab does not simulate
/// (`AppleSDKNames`; the checker warned about it before the run, `S120`/`S121`/`S114`).
extension Interpreter {
  /// Uppercase functions the interpreter implements (`builtinFunction`), known to the checker.
  static let uppercaseBuiltinFunctions: Set<String> = ["NSLocalizedString", "NSLog"]

  /// The `not-simulated` runtime failure at `node`: the step stops there, as a crash would,
  /// and the steps before it keep their output.
  func notSimulated(_ name: String, at node: some SyntaxProtocol) -> EvalError {
    failure(
      "not-simulated", "`\(name)` is not simulated", at: node, arguments: ["name": name])
  }
}

extension Interpreter {
  /// A stored property's initial value (`let haptic = UIImpactFeedbackGenerator(style: .medium)`).
  /// On a device the SDK object exists and the view is made; idlab cannot make the object, so a
  /// value that reaches an SDK name it does not simulate is held as a `DeferredFailureValue`,
  /// and that `not-simulated` failure, at the SDK name's line, happens where the property is used.
  func storedInitialValue(_ expression: ExprSyntax, _ context: Context) throws(EvalError)
    -> Value
  {
    do {
      return try evaluate(expression, context)
    } catch {
      guard case .failure(let failure) = error, failure.id == "not-simulated" else { throw error }
      return .opaque(DeferredFailureValue(failure))
    }
  }

  /// Throws the failure `value` holds when it is a deferred one.
  func throwDeferredFailure(_ value: Value) throws(EvalError) {
    if case .opaque(let opaque) = value, let deferred = opaque as? DeferredFailureValue {
      throw .failure(deferred.failure)
    }
  }
}

/// The initial value of a stored property that reached an Apple SDK name idlab does not
/// simulate: its failure, kept until the property is used.
final class DeferredFailureValue: OpaqueReference, @unchecked Sendable {
  /// The `not-simulated` failure, at the SDK name's line.
  let failure: RuntimeFailure

  init(_ failure: RuntimeFailure) {
    self.failure = failure
  }

  override var displayDescription: String { "\(failure.arguments["name"] ?? "SDK value")" }
}
