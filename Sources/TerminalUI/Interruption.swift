#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C during a subcommand's work (`idlab sim`, `idlab check`, `idlab quiz check`): the
/// process prints one line in the learner's language and exits with status 130 (128 + SIGINT),
/// the shell convention, at once, whatever the work is doing (even inside the Swift parser).
///
/// Nothing recorded is lost: every answer is its own committed transaction before its grade is
/// shown, and SQLite rolls back a transaction cut short, exactly as after `kill -9`. The
/// interactive prompt installs its own handler (`ReadlineTerminal`), where Ctrl-C abandons the
/// line being typed instead.
///
///     Interruption.exitOnInterrupt(message: t("cli.interrupted"))
public enum Interruption {
  /// The exit status after Ctrl-C.
  public static let exitStatus: Int32 = 130

  /// The bytes the handler writes (set before it is installed, never freed).
  nonisolated(unsafe) private static var line: UnsafeMutablePointer<CChar>?
  nonisolated(unsafe) private static var lineLength = 0

  /// Makes SIGINT print `message` (after erasing a progress line on a terminal) to standard
  /// error and exit with `exitStatus`.
  public static func exitOnInterrupt(message: String) {
    let erase = TerminalSize.isTerminal(2) ? "\r\u{1B}[K" : ""
    let text = erase + message + "\n"
    line = strdup(text)
    lineLength = text.utf8.count
    signal(SIGINT, interruptHandler)
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigprocmask(SIG_UNBLOCK, &signals, nil)
  }

  /// Writes the line; only async-signal-safe calls.
  fileprivate static func writeLine() {
    ProcessSignals.writeToStandardError(line, length: lineLength)
  }
}

/// The SIGINT handler: the line, then `_exit` (no atexit handlers, no buffered output).
private func interruptHandler(_ signal: Int32) {
  Interruption.writeLine()
  _exit(Interruption.exitStatus)
}
