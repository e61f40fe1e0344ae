/// What a terminal hands back when asked for a line.
public enum TerminalInput: Equatable, Sendable {
  /// A line the user entered, without its line terminator.
  case line(String)
  /// The input ended (Ctrl-D on an empty line, or the end of a pipe).
  case endOfInput
  /// The user interrupted the line (Ctrl-C); the session should stay.
  case interrupt
  /// The reader's `InputWaiter` has something new to show; a half-typed line is dropped.
  case woken
}

/// Proposes completions for the word being typed.
///
/// - Parameters:
///   - word: the word under the cursor (`:la`).
///   - line: the line up to the cursor (`:help :la`).
/// - Returns: full replacements for `word` (`[":lang"]`), in the order to show them.
public typealias CompletionProvider = (_ word: String, _ line: String) -> [String]

/// A place where a session reads lines and writes text: a readline terminal, a pipe, or a fake.
///
/// The REPL session never touches a terminal itself; a driver asks the terminal for lines and
/// performs the session's effects on it, so the same session runs under readline, under a pipe
/// and under a `FakeTerminal` in tests.
public protocol Terminal: AnyObject {
  /// Whether a person is at a terminal (readline editing, prompts, styling may apply).
  var isInteractive: Bool { get }
  /// The current width in columns, used to wrap output.
  var width: Int { get }
  /// Where completions come from (ignored by terminals that cannot complete).
  var completionProvider: CompletionProvider? { get set }
  /// Reads one line, showing `prompt` first when the terminal shows prompts; with a `waiter`,
  /// the read also ends (`.woken`) when the waiter has something new to show.
  func readLine(prompt: String, waiter: (any InputWaiter)?) -> TerminalInput
  /// Writes `text` to standard output, verbatim.
  func write(_ text: String)
  /// Writes `text` to standard error, verbatim.
  func writeError(_ text: String)
  /// Saves anything unsaved (history); called before the session ends.
  func close()
  /// The rows of text a screenful holds (the window less the pause line) when long output is
  /// paged, `nil` when it is not (a pipe, a file, a test).
  var pageHeight: Int? { get }
  /// Shows `prompt` on its own line, waits for one key, erases the line: the pager's pause.
  func waitForPageKey(prompt: String) -> PageKey
  /// Shows `frames` one after the other in place, `interval` seconds apart, until the last or
  /// until a key is pressed (which is read and dropped); true when a key stopped it.
  func play(frames: [String], interval: Double) -> Bool
}

extension Terminal {
  /// Not paged.
  public var pageHeight: Int? { nil }
  /// Never asked: a terminal that does not page never pauses.
  public func waitForPageKey(prompt: String) -> PageKey { .toTheEnd }
  /// A terminal that cannot animate shows the last frame.
  public func play(frames: [String], interval: Double) -> Bool {
    if let last = frames.last { write(last + "\n") }
    return false
  }

  /// Reads one line, showing `prompt` first when the terminal shows prompts.
  public func readLine(prompt: String) -> TerminalInput { readLine(prompt: prompt, waiter: nil) }
}
