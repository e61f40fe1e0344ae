/// A finding's message: a key in `Locales/*/Audit.strings` and the values of its placeholders.
///
/// Keys follow `audit.rule.<rule-id>.message.<variant>`; arguments hold Swift code (a
/// collection's name, a type), never prose, so they read the same in every language.
public struct AuditMessage: Hashable, Sendable {
  /// The catalog key (`audit.rule.foreach-index-id.message.dynamic`).
  public var key: String
  /// Named placeholder values (`["collection": "ships"]`).
  public var arguments: [String: String]

  /// Creates a message from a full catalog key.
  public init(key: String, arguments: [String: String] = [:]) {
    self.key = key
    self.arguments = arguments
  }

  /// Creates the message `variant` of `rule` (`audit.rule.<rule>.message.<variant>`).
  public init(rule: String, variant: String, _ arguments: [String: String] = [:]) {
    self.init(key: "audit.rule.\(rule).message.\(variant)", arguments: arguments)
  }

  /// The variant name, the last component of the key (`dynamic`).
  public var variant: String {
    key.split(separator: ".").last.map(String.init) ?? key
  }
}
