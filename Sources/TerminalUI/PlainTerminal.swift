/// A terminal for pipes, scripts and CI: plain line reading, no prompt, no escapes.
///
/// Output is exactly what the session prints, so a piped session is deterministic.
public final class PlainTerminal: Terminal {
  /// Always `false`: nobody is typing at a terminal.
  public var isInteractive: Bool { false }
  /// `COLUMNS`, else 80 (standard output is not a terminal, or the caller chose this class).
  public let width: Int
  /// Ignored: a pipe cannot complete.
  public var completionProvider: CompletionProvider?

  private let readSource: () -> String?

  /// Creates a terminal over standard input and output.
  ///
  /// - Parameters:
  ///   - environment: the process environment (`COLUMNS`).
  ///   - readSource: where lines come from (standard input by default).
  public init(
    environment: [String: String],
    readSource: @escaping () -> String? = { Swift.readLine(strippingNewline: true) }
  ) {
    self.width = TerminalSize.columns(descriptor: 1, environment: environment)
    self.readSource = readSource
  }

  /// The next line of input, or `.endOfInput`; the prompt is not shown.
  public func readLine(prompt: String) -> TerminalInput {
    guard var line = readSource() else { return .endOfInput }
    if line.hasSuffix("\r") { line.removeLast() }
    return .line(line)
  }

  /// Writes to standard output.
  public func write(_ text: String) { FileDescriptorOutput.standardOutput(text) }

  /// Writes to standard error.
  public func writeError(_ text: String) { FileDescriptorOutput.standardError(text) }

  /// Nothing to save.
  public func close() {}
}
