import Localization
import TerminalUI

/// Runs a `ReplSession` on a `Terminal`: reads lines, performs effects, saves on the way out.
public final class ReplDriver {
  /// The session, as it stands.
  public private(set) var session: ReplSession
  /// Where lines come from and text goes.
  public let terminal: any Terminal
  /// Saves the language preference; a thrown error is reported as a warning.
  private let saveLanguage: (Language) throws -> Void

  /// Long output a screenful at a time, where the terminal pages (`Terminal.pageHeight`).
  private lazy var pager: Pager? = terminal.pageHeight.map(Pager.init(height:))

  /// Creates a driver.
  public init(
    session: ReplSession, terminal: any Terminal,
    saveLanguage: @escaping (Language) throws -> Void
  ) {
    self.session = session
    self.terminal = terminal
    self.saveLanguage = saveLanguage
  }

  /// Runs until the session ends; returns how it went.
  public func run() -> CommandOutcome {
    terminal.completionProvider = { [unowned self] word, line in
      self.session.completions(word: word, line: line)
    }
    perform(session.start())
    while !session.isFinished {
      session.idle()
      if terminal.isInteractive, let window = TerminalSize.tooSmallWindow() {
        terminal.writeError(
          session.localizer(
            "repl.window.too-small",
            [
              "columns": String(window.columns), "rows": String(window.rows),
              "minimumColumns": String(TerminalSize.minimumColumns),
              "minimumRows": String(TerminalSize.minimumRows),
            ]) + "\n")
      }
      let input = terminal.readLine(prompt: session.prompt, waiter: session.inputWaiter)
      pager?.inputRead()
      perform(session.handle(input))
    }
    terminal.close()
    terminal.completionProvider = nil
    return session.outcome
  }

  /// Performs effects in order.
  func perform(_ effects: [ReplEffect]) {
    // The window may have been resized since the last batch (asked once a batch, not a line).
    if pager != nil, let height = terminal.pageHeight { pager?.height = height }
    for effect in effects {
      switch effect {
      case .print(let text):
        page(TextWrapper.wrap(text, width: terminal.width), to: terminal.write)
      case .printError(let text):
        page(TextWrapper.wrap(text, width: terminal.width), to: terminal.writeError)
      case .saveLanguage(let language):
        do {
          try saveLanguage(language)
        } catch {
          let t = session.localizer
          terminal.writeError(
            "\(session.style.warning(t("diag.warning") + ":")) "
              + t("repl.warning.language-not-saved", ["reason": "\(error.localizedDescription)"])
              + "\n")
        }
      case .play(let frames, let strip):
        if terminal.isInteractive {
          _ = terminal.play(frames: frames, interval: 1.0 / 30)
        } else {
          page(strip, to: terminal.write)
        }
      case .setPrompt, .switchLanguage, .quit:
        break
      }
    }
  }

  /// Writes wrapped `text` and its newline, pausing (`Pager`) before a line would scroll an
  /// unread one away.
  private func page(_ text: String, to write: (String) -> Void) {
    guard var pager else { return write(text + "\n") }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if pager.isFull {
        pager.press(
          terminal.waitForPageKey(prompt: session.style.dim(session.localizer("repl.pager.more"))))
      }
      write(line + "\n")
      pager.wrote(lines: 1)
    }
    self.pager = pager
  }
}
