import IdentityEngine

/// A scene's `Logger` of `os` (`Logger(subsystem:category:)`): it keeps its subsystem and
/// category, and what it logs goes nowhere a scene shows (docs/semantics.md, "Logger").
final class LoggerValue: OpaqueReference, @unchecked Sendable {
  /// The `subsystem:` and `category:` it was made with; empty for `Logger()`.
  let subsystem: String
  let category: String

  init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
  }

  override var displayDescription: String { "Logger" }
  override var swiftTypeName: String { "Logger" }
}
