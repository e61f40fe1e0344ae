@preconcurrency import CReadline
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal with GNU readline: line editing, history kept in a file, tab completion, and
/// Ctrl-C that abandons the line instead of leaving.
///
/// Readline keeps global state, so create at most one of these per process.
public final class ReadlineTerminal: Terminal {
  /// Always `true`.
  public var isInteractive: Bool { true }
  /// The terminal's current width (`TIOCGWINSZ`, else `COLUMNS`, else 80), never below
  /// `TerminalSize.minimumColumns`.
  public var width: Int { TerminalSize.layoutColumns(environment: environment) }
  /// The most completions offered for one Tab.
  public static let completionLimit = 50
  /// Completions for the word under the cursor when the user presses Tab.
  public var completionProvider: CompletionProvider? {
    didSet { ReadlineBridge.provider = completionProvider }
  }

  /// The history file, or `nil` to keep history in memory only.
  public let historyURL: URL?
  /// The most lines kept in history, in memory and in the file.
  public let historyLimit: Int

  private let environment: [String: String]
  private var unsavedLines = 0
  private var lastLine: String?

  /// Sets readline up and loads the history file if there is one.
  ///
  /// - Parameters:
  ///   - historyURL: where history is read from and saved to; its folder is created on save.
  ///   - historyLimit: the most lines kept (1000 by default).
  ///   - environment: the process environment (`COLUMNS` when the size is unknown).
  public init(historyURL: URL?, historyLimit: Int = 1000, environment: [String: String]) {
    self.historyURL = historyURL
    self.historyLimit = historyLimit
    self.environment = environment
    Self.useUTF8Characters()
    ReadlineBridge.install()
    using_history()
    stifle_history(Int32(historyLimit))
    if let historyURL {
      _ = read_history(historyURL.path)
      if history_length > 0, let entry = history_get(history_base + history_length - 1),
        let text = entry.pointee.line
      {
        lastLine = String(cString: text)
      }
    }
  }

  /// Makes readline read UTF-8, whatever the environment's locale: idlab writes UTF-8, and a
  /// student connecting over ssh may send a `LANG` the server does not have (`es_ES.UTF-8`),
  /// which leaves the C locale, where readline takes `«` or `é` apart byte by byte. The
  /// environment's character set is kept when it is UTF-8; else `C.UTF-8` is used. Only
  /// `LC_CTYPE` changes (numbers and messages are not the locale's).
  static func useUTF8Characters() {
    if let name = setlocale(LC_CTYPE, ""), String(cString: name).uppercased().contains("UTF") {
      return
    }
    _ = setlocale(LC_CTYPE, "C.UTF-8")
  }

  /// Reads a line with readline, adding it to history when it is not blank or a repeat.
  ///
  /// With a `waiter`, readline is fed one key at a time (its callback interface) while the
  /// waiter watches standard input and its own source; when the waiter has something new to
  /// show, the half-typed line and anything typed ahead are dropped and the read ends `.woken`.
  public func readLine(prompt: String, waiter: (any InputWaiter)?) -> TerminalInput {
    // Readline divides by the window's size when it lists completions and redraws history: a
    // window of a row or two columns (an ssh client can ask for one) is given as at least the
    // size idlab lays out for, so no size can crash it.
    let rows = TerminalSize.window(descriptor: 1)?.rows ?? 0
    rl_set_screen_size(
      Int32(clamping: max(rows, TerminalSize.minimumRows)), Int32(clamping: width))
    ReadlineBridge.isReading = true
    defer { ReadlineBridge.isReading = false }
    guard let waiter else { return entered(readline(Self.markInvisible(prompt))) }
    ReadlineBridge.entered = nil
    rl_callback_handler_install(Self.markInvisible(prompt), readlineLineHandler)
    defer { rl_callback_handler_remove() }
    while ReadlineBridge.entered == nil {
      if rl_pending_input != 0 {  // a key the pager handed over: no need to wait for it
        rl_callback_read_char()
        continue
      }
      guard waiter.waitForInput(on: 0) else {
        rl_replace_line("", 0)
        write("\n")
        RawKeyboard.discardPendingInput()
        return .woken
      }
      rl_callback_read_char()
    }
    return entered(ReadlineBridge.entered.flatMap { $0 })
  }

  /// What readline handed back (`nil` at the end of input), added to history; frees `raw`.
  private func entered(_ raw: UnsafeMutablePointer<CChar>?) -> TerminalInput {
    guard let raw else {
      write("\n")
      return .endOfInput
    }
    defer { free(raw) }
    let line = String(cString: raw)
    if !line.allSatisfy(\.isWhitespace), line != lastLine {
      add_history(raw)
      lastLine = line
      unsavedLines += 1
    }
    return .line(line)
  }

  /// Writes to standard output.
  public func write(_ text: String) { FileDescriptorOutput.standardOutput(text) }

  /// Writes to standard error.
  public func writeError(_ text: String) { FileDescriptorOutput.standardError(text) }

  /// The window's rows less one, when both standard input and output are the terminal and the
  /// window has room for a page (at least `TerminalSize.minimumRows`); else not paged.
  public var pageHeight: Int? {
    guard isatty(0) == 1, isatty(1) == 1, let rows = TerminalSize.window(descriptor: 1)?.rows,
      rows >= TerminalSize.minimumRows
    else { return nil }
    return rows - 1
  }

  /// Writes `prompt`, reads one key with the terminal out of canonical mode and echo (Ctrl-C
  /// read as a key), puts the modes back and erases the prompt's line.
  public func waitForPageKey(prompt: String) -> PageKey {
    var saved = termios()
    let hasModes = tcgetattr(0, &saved) == 0
    if hasModes {
      var raw = saved
      raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
      withUnsafeMutableBytes(of: &raw.c_cc) { cc in
        cc[Int(VMIN)] = 1
        cc[Int(VTIME)] = 0
      }
      tcsetattr(0, TCSANOW, &raw)
    }
    // The prompt once the modes are set: a key pressed at once is not echoed.
    write(prompt)
    var byte: UInt8 = 0
    var count = -1
    repeat { count = Glibc.read(0, &byte, 1) } while count == -1 && errno == EINTR
    if hasModes { tcsetattr(0, TCSANOW, &saved) }
    write("\r\u{1B}[K")
    let key = PageKey(byte: count == 1 ? byte : nil)
    // A key that starts a line is readline's next key; the rest is still in the terminal.
    if case .typed(let first) = key { rl_pending_input = Int32(first) }
    return key
  }

  /// Plays `frames` in place: each replaces the one before (the cursor goes back up over its
  /// lines), with the terminal in raw mode so that any key stops it at once.
  public func play(frames: [String], interval: Double) -> Bool {
    var saved = termios()
    let hasModes = tcgetattr(0, &saved) == 0
    if hasModes {
      var raw = saved
      raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
      withUnsafeMutableBytes(of: &raw.c_cc) { cc in
        cc[Int(VMIN)] = 0
        cc[Int(VTIME)] = 0
      }
      tcsetattr(0, TCSANOW, &raw)
    }
    defer { if hasModes { tcsetattr(0, TCSANOW, &saved) } }
    var shownLines = 0
    for frame in frames {
      if shownLines > 0 { write("\u{1B}[\(shownLines)F\u{1B}[J") }
      write(frame + "\n")
      shownLines = frame.split(separator: "\n", omittingEmptySubsequences: false).count
      var waiting = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
      if poll(&waiting, 1, Int32(interval * 1000)) > 0 {
        var byte: UInt8 = 0
        _ = Glibc.read(0, &byte, 1)
        return true
      }
    }
    return false
  }

  /// Saves history (capped at `historyLimit` lines) if anything was added.
  public func close() {
    guard let historyURL, unsavedLines > 0 else { return }
    try? FileManager.default.createDirectory(
      at: historyURL.deletingLastPathComponent(), withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    if write_history(historyURL.path) == 0 {
      _ = history_truncate_file(historyURL.path, Int32(historyLimit))
      unsavedLines = 0
    }
  }

  /// Wraps ANSI escapes in `\001`…`\002` so readline does not count them as columns.
  static func markInvisible(_ prompt: String) -> String {
    guard prompt.contains("\u{1B}") else { return prompt }
    var result = ""
    var scanner = EscapeScanner()
    var inside = false
    for character in prompt {
      let invisible = scanner.consume(character)
      if invisible, !inside {
        result.append("\u{01}")
        inside = true
      } else if !invisible, inside {
        result.append("\u{02}")
        inside = false
      }
      result.append(character)
    }
    if inside { result.append("\u{02}") }
    return result
  }
}

/// The C-callable side of readline: completion callbacks and the Ctrl-C handler.
///
/// Readline calls plain C function pointers, which cannot capture Swift state, so the state
/// they need lives here. Only the thread running readline touches it.
enum ReadlineBridge {
  nonisolated(unsafe) static var provider: CompletionProvider?
  nonisolated(unsafe) static var matches: [String] = []
  nonisolated(unsafe) static var nextMatch = 0
  nonisolated(unsafe) static var isReading = false
  /// The line the callback interface handed over: `.some(nil)` at the end of input, `nil`
  /// while the line is still being typed.
  nonisolated(unsafe) static var entered: UnsafeMutablePointer<CChar>??
  nonisolated(unsafe) static var installed = false
  nonisolated(unsafe) static let programName = UnsafePointer(strdup("idlab"))

  /// Installs the completion function and the SIGINT handler (once).
  static func install() {
    guard !installed else { return }
    installed = true
    rl_readline_name = programName
    rl_catch_signals = 1
    // Readline would read a resized window's size itself (`readLine` gives it a safe one), and
    // would export LINES and COLUMNS.
    rl_catch_sigwinch = 0
    rl_change_environment = 0
    rl_completion_query_items = Int32(ReadlineTerminal.completionLimit)
    rl_attempted_completion_function = readlineAttemptCompletion
    signal(SIGINT, readlineInterruptHandler)
    // A parent may have started us with SIGINT blocked (threads of test runners and IDEs often
    // block signals, and exec keeps the mask); Ctrl-C must reach the handler anyway.
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigprocmask(SIG_UNBLOCK, &signals, nil)
  }
}

/// Readline's completion entry point: asks the provider, never falls back to file names.
private func readlineAttemptCompletion(
  _ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
  rl_attempted_completion_over = 1
  guard let text, let provider = ReadlineBridge.provider else { return nil }
  let word = String(cString: text)
  var line = ""
  if let buffer = rl_line_buffer {
    let bytes = UnsafeBufferPointer(
      start: UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self),
      count: Int(max(end, 0)))
    line = String(decoding: bytes, as: UTF8.self)
  }
  ReadlineBridge.matches = Array(provider(word, line).prefix(ReadlineTerminal.completionLimit))
  ReadlineBridge.nextMatch = 0
  guard !ReadlineBridge.matches.isEmpty else { return nil }
  return rl_completion_matches(text, readlineGenerateMatch)
}

/// Hands readline one match at a time (`state == 0` starts over).
private func readlineGenerateMatch(_ text: UnsafePointer<CChar>?, _ state: Int32)
  -> UnsafeMutablePointer<CChar>?
{
  if state == 0 { ReadlineBridge.nextMatch = 0 }
  guard ReadlineBridge.nextMatch < ReadlineBridge.matches.count else { return nil }
  let match = ReadlineBridge.matches[ReadlineBridge.nextMatch]
  ReadlineBridge.nextMatch += 1
  return strdup(match)
}

/// Readline's callback interface calls this with a finished line (or `nil` at the end of
/// input); the line is kept for `ReadlineTerminal.readLine`, which frees it.
private func readlineLineHandler(_ line: UnsafeMutablePointer<CChar>?) {
  ReadlineBridge.entered = .some(line)
  // The prompt is not shown again for this line: the next read installs its own.
  rl_callback_handler_remove()
}

/// Ctrl-C: abandon the line being edited and show a fresh prompt; never leave.
///
/// Readline (with `rl_catch_signals`) cleans up and re-raises SIGINT to this handler, then
/// restores the terminal and keeps reading.
private func readlineInterruptHandler(_ signal: Int32) {
  guard ReadlineBridge.isReading else { return }
  var newline: UInt8 = 10
  _ = Glibc.write(1, &newline, 1)
  rl_on_new_line()
  rl_replace_line("", 0)
  rl_redisplay()
}
