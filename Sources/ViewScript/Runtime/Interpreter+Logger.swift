import IdentityEngine
import SwiftSyntax

/// `Logger` of `os`: made with `Logger()` or `Logger(subsystem:category:)`; its messages
/// (`logger.info("loaded \(count)")`) are evaluated, interpolations and all, and then dropped:
/// the unified log an app writes to is not part of a scene (docs/semantics.md, "Logger").
extension Interpreter {
  /// The types this file gives values to.
  static let loggerTypes: Set<String> = ["Logger"]

  /// The methods that log a message, one per level, and `log(level:_:)`.
  private static let loggingMethods: Set<String> = [
    "log", "trace", "debug", "info", "notice", "warning", "error", "critical", "fault",
  ]

  /// `Logger()` or `Logger(subsystem: String, category: String)`.
  func loggerInitializer(_ arguments: [Argument], at node: some SyntaxProtocol)
    throws(EvalError) -> Value
  {
    if arguments.isEmpty { return .opaque(LoggerValue(subsystem: "", category: "")) }
    guard arguments.map(\.label) == ["subsystem", "category"],
      case .string(let subsystem) = arguments[0].value,
      case .string(let category) = arguments[1].value
    else {
      throw invalidArguments(
        "Logger", .expectedForm, ["form": "Logger(subsystem: String, category: String)"],
        at: node)
    }
    return .opaque(LoggerValue(subsystem: subsystem, category: category))
  }

  /// `logger.info(message)` and the other levels: nothing, once the message is evaluated; nil
  /// when `base` is not a `Logger`. A method of `Logger` that does not log fails the step.
  func loggerMethod(_ name: String, on base: Value, at node: some SyntaxProtocol)
    throws(EvalError) -> Value?
  {
    guard case .opaque(let opaque) = base, opaque is LoggerValue else { return nil }
    guard Self.loggingMethods.contains(name) else { throw notSimulated("Logger.\(name)", at: node) }
    return .null
  }
}
