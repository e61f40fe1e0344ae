/// A simulated runtime failure of the learner's code: what a real app would crash with.
///
/// Thrown by front-end closures (bodies, actions, callbacks) and reported in the step's
/// `Outcome.error`; the simulator itself never crashes.
public struct RuntimeFailure: Error, Hashable, Sendable {
  /// A stable identifier (`index-out-of-range`, `unwrap-nil`, `division-by-zero`,
  /// `step-budget`, `runaway-updates`).
  public var id: String
  /// The message as Swift would print it (`Index out of range`).
  public var message: String
  /// 1-based line and column in the learner's source, when known.
  public var line: Int?
  public var column: Int?
  /// The file `line` is in when it is not the scene's own (one of the run's other files).
  public var file: String?
  /// The key of the localized message (`runtime.division-by-zero`), named by the front end.
  public var messageKey: String
  /// Named arguments of the localized message (`limit` for a budget).
  public var arguments: [String: String]

  /// A failure; `messageKey` defaults to `runtime.<id>`.
  public init(
    id: String, message: String, line: Int? = nil, column: Int? = nil, file: String? = nil,
    messageKey: String? = nil, arguments: [String: String] = [:]
  ) {
    self.file = file
    self.id = id
    self.message = message
    self.line = line
    self.column = column
    self.messageKey = messageKey ?? "runtime.\(id)"
    self.arguments = arguments
  }
}
