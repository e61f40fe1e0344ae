#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signals a person can send idlab from the keyboard or cause with their input, handled
/// so that none of them opens the Swift runtime's interactive backtracer (whose prompt can
/// dump the process's memory, answer keys included) and none of them stops a session that
/// nobody could resume.
///
/// - `guardCrashes(message:)`: a crash (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP,
///   SIGSYS) writes one line and exits with status 70; every answer was its own committed
///   transaction, so nothing partial is recorded (the database rolls back one cut short).
/// - `quitActsAsInterrupt()`: Ctrl-\ (SIGQUIT) does what Ctrl-C (SIGINT) does at that moment.
/// - `ignoreJobControl()`: for a student's session, Ctrl-Z and the background-terminal stops
///   (SIGTSTP, SIGTTIN, SIGTTOU) do nothing, and a hang-up (SIGHUP) ends the session through
///   the end of its input, so it lets go of its take on the way out.
///
///     ProcessSignals.guardCrashes(message: t("cli.crashed"))
public enum ProcessSignals {
  /// The exit status after a crash (`EX_SOFTWARE`, as for any internal error).
  public static let crashStatus: Int32 = 70

  /// The signals a crash raises, which the runtime's backtracer would catch.
  static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS]

  /// The bytes the crash handler writes (replaced when the language is known; never freed,
  /// a handler may be reading the previous one).
  nonisolated(unsafe) private static var line: UnsafeMutablePointer<CChar>?
  nonisolated(unsafe) private static var lineLength = 0
  nonisolated(unsafe) private static var alternateStack: UnsafeMutableRawPointer?

  /// Replaces the runtime's crash handlers with one that writes `message` on its own line to
  /// standard error and exits with `crashStatus`. Called again, it only changes the message.
  ///
  /// The alternate stack is the calling thread's: a stack overflow on the main thread is
  /// reported; on another thread (a scene's coroutine) the kernel ends the process with
  /// SIGSEGV, still without the backtracer, whose handlers are gone.
  public static func guardCrashes(message: String) {
    let text = "\n" + message + "\n"
    let bytes = strdup(text)
    lineLength = 0
    line = bytes
    lineLength = text.utf8.count
    guard alternateStack == nil else { return }
    // A stack overflow can only be reported from another stack.
    let size = 256 * 1024
    alternateStack = malloc(size)
    var stack = stack_t()
    stack.ss_sp = alternateStack
    stack.ss_size = size
    stack.ss_flags = 0
    sigaltstack(&stack, nil)
    for signal in crashSignals { install(crashHandler, for: signal, flags: SA_ONSTACK) }
  }

  /// Makes SIGQUIT (Ctrl-\) raise SIGINT, so it does whatever Ctrl-C does: abandon the line at
  /// the prompt, stop a subcommand with its message.
  public static func quitActsAsInterrupt() {
    install(quitHandler, for: SIGQUIT, flags: 0)
    unblock([SIGQUIT])
  }

  /// Ignores SIGTSTP, SIGTTIN, SIGTTOU and SIGHUP (a student's session: see the type).
  public static func ignoreJobControl() { ignore([SIGTSTP, SIGTTIN, SIGTTOU, SIGHUP]) }

  /// Ignores SIGXFSZ: a write past the file-size limit (`ulimit -f`, a quota) then fails with
  /// `EFBIG`, which the gradebook reports as a full disk, instead of killing the process with
  /// the answer unrecorded and unreported.
  public static func fileSizeLimitFailsWrites() { ignore([SIGXFSZ]) }

  private static func ignore(_ signals: [Int32]) {
    for signal in signals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = SIG_IGN
      sigemptyset(&action.sa_mask)
      sigaction(signal, &action, nil)
    }
  }

  private static func install(
    _ handler: @convention(c) (Int32) -> Void, for signal: Int32, flags: Int32
  ) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    sigemptyset(&action.sa_mask)
    action.sa_flags = flags
    sigaction(signal, &action, nil)
  }

  private static func unblock(_ signals: [Int32]) {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in signals { sigaddset(&set, signal) }
    sigprocmask(SIG_UNBLOCK, &set, nil)
  }

  /// Writes the crash line; only async-signal-safe calls.
  fileprivate static func writeCrashLine() {
    writeToStandardError(line, length: lineLength)
  }

  /// Writes `length` bytes at `bytes` to standard error with `write(2)` alone, as a signal
  /// handler may (`Interruption` writes its line the same way).
  static func writeToStandardError(_ bytes: UnsafeMutablePointer<CChar>?, length: Int) {
    guard let bytes else { return }
    var offset = 0
    while offset < length {
      let written = write(2, bytes + offset, length - offset)
      if written <= 0 { break }
      offset += written
    }
  }
}

/// A crash: the line, then `_exit` (no atexit handlers, no buffered output, no backtracer).
/// The status is written out (70, `ProcessSignals.crashStatus`): a handler reads nothing it
/// does not have to.
private func crashHandler(_ signal: Int32) {
  ProcessSignals.writeCrashLine()
  _exit(70)
}

/// Ctrl-\: whatever Ctrl-C does now.
private func quitHandler(_ signal: Int32) {
  raise(SIGINT)
}
