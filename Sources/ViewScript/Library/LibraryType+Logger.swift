import IdentityEngine

extension LibraryType {
  /// `Logger` of `os`: made with `Logger()` or `Logger(subsystem:category:)`; its messages
  /// (`logger.info("loaded \(count)")`) are evaluated, interpolations and all, and then dropped:
  /// the unified log an app writes to is not part of a scene (docs/semantics.md, "Logger").
  static let logger: LibraryType = {
    var type = LibraryType("Logger", values: .objects(LoggerValue.self))
    type.initializers = ["init": makeLogger]
    let logs: Member = { _ in .null }
    for level in [
      "log", "trace", "debug", "info", "notice", "warning", "error", "critical", "fault",
    ] {
      type.methods[level] = logs
    }
    return type
  }()

  /// `Logger()` or `Logger(subsystem: String, category: String)`.
  private static let makeLogger: Member = { (call: LibraryCall) throws(EvalError) -> Value in
    let arguments = call.arguments
    if arguments.isEmpty { return .opaque(LoggerValue(subsystem: "", category: "")) }
    guard arguments.map(\.label) == ["subsystem", "category"],
      case .string(let subsystem) = arguments[0].value,
      case .string(let category) = arguments[1].value
    else {
      throw call.invalidArguments(
        .expectedForm, ["form": "Logger(subsystem: String, category: String)"])
    }
    return .opaque(LoggerValue(subsystem: subsystem, category: category))
  }
}
