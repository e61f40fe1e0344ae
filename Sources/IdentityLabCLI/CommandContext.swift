import Foundation
import Localization
import TerminalUI

/// Writes text to an output stream exactly as given (no newline is added).
public typealias TextWriter = (String) -> Void

/// Writes UTF-8 bytes to an output stream exactly as given, while the buffer is valid (the
/// writer must not keep the pointer).
public typealias ByteWriter = (UnsafeRawBufferPointer) -> Void

/// Everything a subcommand (`idlab check`, `idlab lesson`, …) needs from its surroundings.
///
/// `main.swift` builds one from the command line, the environment and the resource locator, so
/// commands never read globals and tests can build one with in-memory writers:
///
///     var out = ""
///     let context = CommandContext(
///       localizer: localizer, styled: false, width: 80,
///       stdout: { out += $0 }, stderr: { _ in },
///       home: home, lessonsDirectory: home.appendingPathComponent("Lessons"),
///       stateDirectory: temporary, environment: [:], isInteractive: false)
public struct CommandContext {
  /// The strings in the chosen language.
  public var localizer: Localizer
  /// Whether output may use ANSI styling (a terminal, `NO_COLOR` unset, `TERM` not `dumb`, or
  /// `--color always`).
  public var styled: Bool
  /// The width to wrap text to, in terminal columns.
  public var width: Int
  /// Writes to standard output, verbatim (add `"\n"` yourself, or use `print(_:)`).
  public var stdout: TextWriter
  /// Writes UTF-8 bytes to standard output, for output made in chunks (`idlab sim --json`)
  /// without building a `String` of it. By default it hands each chunk, decoded, to `stdout`.
  public var stdoutBytes: ByteWriter
  /// Writes to standard error, verbatim (add `"\n"` yourself, or use `printError(_:)`).
  public var stderr: TextWriter
  /// The resources root: the folder holding `Locales/` (and, by default, `Lessons/`).
  public var home: URL
  /// The lessons folder (`--lessons DIR`, else `<home>/Lessons`).
  public var lessonsDirectory: URL
  /// The per-user state folder (`$XDG_STATE_HOME/idlab`, else `~/.local/state/idlab`).
  ///
  /// It may not exist yet; create it before writing.
  public var stateDirectory: URL
  /// The process environment.
  public var environment: [String: String]
  /// Whether standard input and output are a terminal (a person at the keyboard).
  public var isInteractive: Bool
  /// Keeps a finished command's large result (a simulated tree of 80k rows) alive until the
  /// process exits, so it is not taken apart object by object just before `exit` drops it
  /// anyway. `Application` keeps it; the default, for in-process runs, lets it go.
  public var keepUntilExit: (AnyObject) -> Void = { _ in }
  /// The language `--lang` asked for, when it was given (the localizer's language may also
  /// come from the saved preference or the environment).
  public var languageFlag: Language?

  /// Creates a context.
  public init(
    localizer: Localizer, styled: Bool, width: Int,
    stdout: @escaping TextWriter, stderr: @escaping TextWriter,
    home: URL, lessonsDirectory: URL, stateDirectory: URL,
    environment: [String: String], isInteractive: Bool
  ) {
    self.localizer = localizer
    self.styled = styled
    self.width = width
    self.stdout = stdout
    self.stdoutBytes = { stdout(String(decoding: $0, as: UTF8.self)) }
    self.stderr = stderr
    self.home = home
    self.lessonsDirectory = lessonsDirectory
    self.stateDirectory = stateDirectory
    self.environment = environment
    self.isInteractive = isInteractive
  }

  /// Where a prompt reads and writes: readline on a terminal (keeping history in
  /// `historyURL`, or in memory), plain lines otherwise.
  func terminal(historyURL: URL? = nil) -> any Terminal {
    isInteractive
      ? ReadlineTerminal(historyURL: historyURL, environment: environment)
      : PlainTerminal(environment: environment)
  }

  /// The renderer for the diagnostics a command prints on standard error: styled and as wide
  /// as the context, its help lines wrapped to that width when standard error is a terminal
  /// (a pipe keeps one line each).
  var diagnosticRenderer: DiagnosticRenderer {
    var renderer = DiagnosticRenderer(localizer: localizer, styled: styled, width: width)
    renderer.wrapsHelp = TerminalSize.isTerminal(2)
    return renderer
  }

  /// Writes `text` and a newline to standard output.
  public func print(_ text: String) {
    stdout(text + "\n")
  }

  /// Writes `text` and a newline to standard error.
  public func printError(_ text: String) {
    stderr(text + "\n")
  }
}
