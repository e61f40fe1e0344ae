import Foundation

/// A one-line report of long work on standard error (`checking lessons 3/12 · 03-lists.md`),
/// shown only when the work takes more than half a second and standard error is a terminal.
///
/// The line is redrawn in place (`\r`, erase to end of line) and erased by `finish()`, so it
/// never stays among the output; when standard error is a file or a pipe nothing is written.
///
///     let progress = ProgressIndicator.onStandardError(label: t("check.progress"), total: 12)
///     for lesson in lessons {
///       progress.advance(item: lesson.fileName)
///       …
///     }
///     progress.finish()
///
/// `advance` and `finish` may be called from any thread; a timer redraws the line while one
/// item takes long, so even a single slow step shows that idlab is at work.
public final class ProgressIndicator: @unchecked Sendable {
  /// How long work runs before the line appears.
  public static let delay: Duration = .milliseconds(500)

  private let label: String
  private let total: Int
  private let width: Int
  private let output: @Sendable (String) -> Void
  private let elapsed: @Sendable () -> Duration
  private let lock = NSLock()
  private var done = 0
  private var item = ""
  private var shown = false
  private var finished = false

  /// An indicator that writes to `output`, taking the time from `elapsed` (since the work
  /// started); nothing is written before `elapsed()` reaches `delay`.
  ///
  /// Nothing redraws it but `advance` and `tick`: tests call them with a clock of their own.
  ///
  /// - Parameters:
  ///   - label: what is being done, in the learner's language (`checking lessons`).
  ///   - total: how many items the work has; 0 when unknown (no count is shown).
  ///   - width: the terminal's width in columns; the line never reaches the last one.
  public init(
    label: String, total: Int, width: Int,
    output: @escaping @Sendable (String) -> Void,
    elapsed: @escaping @Sendable () -> Duration
  ) {
    self.label = label
    self.total = total
    self.width = max(width, 10)
    self.output = output
    self.elapsed = elapsed
  }

  /// An indicator on standard error, with a timer redrawing it, when standard error is a
  /// terminal (and `TERM` is not `dumb`); otherwise one that never writes anything.
  public static func onStandardError(
    label: String, total: Int, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> ProgressIndicator {
    let start = ContinuousClock.now
    let active = TerminalSize.isTerminal(2) && environment["TERM"] != "dumb"
    let output: @Sendable (String) -> Void = { text in
      if active { FileDescriptorOutput.standardError(text) }
    }
    let indicator = ProgressIndicator(
      label: label, total: total,
      width: TerminalSize.columns(descriptor: 2, environment: environment), output: output,
      elapsed: { ContinuousClock.now - start })
    if active { indicator.startTimer() }
    return indicator
  }

  /// Records that one more item has started (`item`: its name, shown after the count).
  public func advance(item: String = "") {
    lock.withLock {
      done += 1
      self.item = item
      drawIfDue()
    }
  }

  /// Redraws the line if the work has run longer than `delay`.
  public func tick() {
    lock.withLock { drawIfDue() }
  }

  /// Erases the line if it was shown; later calls write nothing.
  public func finish() {
    lock.withLock {
      if shown { output("\r\u{1B}[K") }
      shown = false
      finished = true
    }
  }

  /// The line for the current count, without the control sequences (`label 3/12 · item`).
  var line: String {
    var text = label
    if total > 0 { text += " \(min(done, total))/\(total)" }
    if !item.isEmpty { text += " · " + item }
    return TerminalText.echo(text, columns: width - 1)
  }

  private func drawIfDue() {
    guard !finished, elapsed() >= Self.delay else { return }
    output("\r\u{1B}[K" + line)
    shown = true
  }

  private func startTimer() {
    let thread = Thread { [weak self] in
      while true {
        guard let indicator = self, !indicator.lock.withLock({ indicator.finished }) else { return }
        indicator.tick()
        Thread.sleep(forTimeInterval: 0.2)
      }
    }
    thread.start()
  }
}
