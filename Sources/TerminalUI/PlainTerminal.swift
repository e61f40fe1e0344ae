#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal for pipes, scripts and CI: plain line reading, no prompt, no escapes.
///
/// Output is exactly what the session prints, so a piped session is deterministic. Lines are
/// read from the descriptor itself (no stdio buffer), so a waiter's `poll` on the descriptor
/// never misses a line already read ahead.
public final class PlainTerminal: Terminal {
  /// Always `false`: nobody is typing at a terminal.
  public var isInteractive: Bool { false }
  /// `COLUMNS`, else 80 (standard output is not a terminal, or the caller chose this class).
  public let width: Int
  /// Ignored: a pipe cannot complete.
  public var completionProvider: CompletionProvider?

  private let input: Int32
  /// Bytes read; those from `start` on are not handed out yet.
  private var pending: [UInt8] = []
  private var start = 0
  /// Where the search for the next `\n` goes on (the bytes before it have none).
  private var searched = 0
  private var ended = false

  /// Creates a terminal over `input` (standard input by default) and standard output.
  ///
  /// - Parameters:
  ///   - environment: the process environment (`COLUMNS`).
  ///   - input: the descriptor lines come from.
  public init(environment: [String: String], input: Int32 = 0) {
    self.width = TerminalSize.columns(descriptor: 1, environment: environment)
    self.input = input
  }

  /// The next line of input (without `\n` or `\r\n`; a last line without one counts), or
  /// `.endOfInput`; `.woken` when `waiter` has something new to show first. The prompt is not
  /// shown.
  public func readLine(prompt: String, waiter: (any InputWaiter)?) -> TerminalInput {
    while true {
      if let end = pending[max(start, searched)...].firstIndex(of: 10) {
        defer { start = end + 1 }
        return .line(Self.text(pending[start..<end]))
      }
      searched = pending.count
      if ended {
        guard start < pending.count else { return .endOfInput }
        defer { start = pending.count }
        return .line(Self.text(pending[start...]))
      }
      if let waiter, !waiter.waitForInput(on: input) { return .woken }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = read(input, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      if count <= 0 {
        ended = true
      } else {
        // Bytes already handed out are dropped before more are kept, so a long input stays
        // linear.
        pending.removeSubrange(..<start)
        searched -= start
        start = 0
        pending += buffer[..<count]
      }
    }
  }

  /// A line's bytes as text (invalid UTF-8 repaired), without a trailing `\r`.
  private static func text(_ bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes.last == 13 ? bytes.dropLast() : bytes, as: UTF8.self)
  }

  /// Writes to standard output.
  public func write(_ text: String) { FileDescriptorOutput.standardOutput(text) }

  /// Writes to standard error.
  public func writeError(_ text: String) { FileDescriptorOutput.standardError(text) }

  /// Nothing to save.
  public func close() {}
}
