/// What the simulator showed when a warning's view ran with its rule's change (issue #29's
/// confirmation by simulation): a warning the run shows stays a warning; one the run shows not
/// to happen (its code is not built, its rows hold nothing to lose, nothing is replaced) is a
/// note that says why; one the simulator cannot run keeps the rule's severity and says so.
public struct Confirmation: Hashable, Sendable {
  /// How the run ended.
  public enum Status: String, Hashable, Sendable {
    /// The run showed the hazard: the finding stays a warning.
    case confirmed
    /// The run showed the hazard does not happen as the rule feared: the finding is a note.
    case notShown = "not-shown"
    /// The simulator could not run the view or the change: the rule's severity stands.
    case notRun = "not-run"
  }

  /// How the run ended.
  public var status: Status
  /// What the run showed, or why it could not show it (`audit.confirm.*` in
  /// `Locales/*/Audit.strings`).
  public var message: AuditMessage

  /// A confirmation.
  public init(_ status: Status, message: AuditMessage) {
    self.status = status
    self.message = message
  }
}
