import Localization

/// Something the REPL session wants done; the driver (or a test) performs it.
///
/// The session never does I/O: it turns each input line into a list of effects, in order.
public enum ReplEffect: Equatable, Sendable {
  /// Print text and a newline to standard output (the driver wraps it to the width).
  case print(String)
  /// Print text and a newline to standard error.
  case printError(String)
  /// Use this prompt from now on; `nil` goes back to the default prompt.
  case setPrompt(String?)
  /// Switch the session's language (the session handles this one itself: it re-renders
  /// through the extensions and emits `.saveLanguage`).
  case switchLanguage(Language)
  /// Remember the language for the next start.
  case saveLanguage(Language)
  /// End the session, which went as `outcome` says (history is saved first).
  case quit(CommandOutcome)
  /// Play `frames` in real time on a terminal that can (`:play`), else print `strip`.
  case play(frames: [String], strip: String)
}
