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
