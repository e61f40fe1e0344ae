import TerminalUI

/// A scripted terminal for session tests: lines go in, a transcript comes out.
///
/// The transcript shows each prompt followed by what was "typed" (`^D` for end of input,
/// `^C` for an interrupt), then the output, with standard error lines marked `! `.
final class FakeTerminal: Terminal {
  var inputs: [TerminalInput]
  let isInteractive: Bool
  let width: Int
  var completionProvider: CompletionProvider?
  private(set) var transcript = ""
  private(set) var standardOutput = ""
  private(set) var standardError = ""
  private(set) var closeCount = 0

  init(_ inputs: [TerminalInput], isInteractive: Bool = false, width: Int = 80) {
    self.inputs = inputs
    self.isInteractive = isInteractive
    self.width = width
  }

  convenience init(lines: [String], isInteractive: Bool = false, width: Int = 80) {
    self.init(lines.map(TerminalInput.line), isInteractive: isInteractive, width: width)
  }

  func readLine(prompt: String, waiter: (any InputWaiter)?) -> TerminalInput {
    let input = inputs.isEmpty ? .endOfInput : inputs.removeFirst()
    switch input {
    case .line(let line): transcript += prompt + line + "\n"
    case .endOfInput: transcript += prompt + "^D\n"
    case .interrupt: transcript += prompt + "^C\n"
    case .woken: transcript += prompt + "(woken)\n"
    }
    return input
  }

  func write(_ text: String) {
    standardOutput += text
    transcript += text
  }

  func writeError(_ text: String) {
    standardError += text
    transcript += text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "! " + $0 }.joined(separator: "\n")
  }

  func close() { closeCount += 1 }
}
