import Localization
import TerminalUI

/// Adds behaviour to the prompt from another file: more commands, answers to free text,
/// re-rendering after `:lang`, completions.
///
/// The course runner implements this to add `:lessons`, `:open`, `:next`, … and to send
/// lines that are not commands to the current question. Every method but `commands` has a
/// default that does nothing.
public protocol ReplExtension: AnyObject {
  /// Commands added to the built-in ones (a built-in name wins on a clash).
  var commands: [ReplCommand] { get }
  /// Effects when the session starts (a welcome back, the current question).
  func start(localizer: Localizer, style: Styler) -> [ReplEffect]
  /// Takes a raw line (untrimmed, `:commands` included) before the session reads it, while the
  /// extension collects lines of its own (an editor); `nil` lets the session go on as usual.
  func interceptLine(_ line: String, localizer: Localizer, style: Styler) -> [ReplEffect]?
  /// Handles a line that is not a `:command`; `nil` when the extension does not want it.
  func handleLine(_ line: String, localizer: Localizer, style: Styler) -> [ReplEffect]?
  /// Effects after the language changed: show the current question again, in the new language.
  func rerender(localizer: Localizer, style: Styler) -> [ReplEffect]
  /// Completions for a word that is not a command name (`word` typed so far, `line` up to the
  /// cursor), e.g. a question's choices.
  func completions(for word: String, line: String) -> [String]
  /// Effects when the session ends (save progress).
  func finish() -> [ReplEffect]
  /// Work that needs no input and prints nothing, done after a reply is written and before the
  /// next line is read (the course runs the waiting question's scene, so the answer is graded
  /// without running it).
  func idle()
  /// What the terminal waits on besides the keyboard (a live session), or `nil`.
  var inputWaiter: (any InputWaiter)? { get }
  /// Effects when the waiter woke the read: show what is new.
  func woken(localizer: Localizer, style: Styler) -> [ReplEffect]
}

extension ReplExtension {
  /// Nothing at start.
  public func start(localizer: Localizer, style: Styler) -> [ReplEffect] { [] }
  /// Collects no lines.
  public func interceptLine(_ line: String, localizer: Localizer, style: Styler) -> [ReplEffect]? {
    nil
  }
  /// Does not take free text.
  public func handleLine(_ line: String, localizer: Localizer, style: Styler) -> [ReplEffect]? {
    nil
  }
  /// Nothing to re-render.
  public func rerender(localizer: Localizer, style: Styler) -> [ReplEffect] { [] }
  /// No completions.
  public func completions(for word: String, line: String) -> [String] { [] }
  /// Nothing to save.
  public func finish() -> [ReplEffect] { [] }
  /// Nothing to prepare.
  public func idle() {}
  /// Waits on the keyboard alone.
  public var inputWaiter: (any InputWaiter)? { nil }
  /// Nothing new to show.
  public func woken(localizer: Localizer, style: Styler) -> [ReplEffect] { [] }
}
