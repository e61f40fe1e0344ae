/// How long a `:lang` switch lasts, which the prompt tells the person who switched.
public enum LanguageScope: Sendable {
  /// Saved for the next start (the course, `idlab repl`).
  case remembered
  /// Saved with the quiz take being answered, never with the account it runs under.
  case take
  /// This session only (a live session: each vote carries its own language).
  case session

  /// The message's catalog key.
  var switchedKey: String {
    switch self {
    case .remembered: "repl.lang.switched"
    case .take: "repl.lang.switched.take"
    case .session: "repl.lang.switched.session"
    }
  }
}
