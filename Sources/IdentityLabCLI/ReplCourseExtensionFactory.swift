import Localization
import TerminalUI

/// Creates the course runner's prompt extension.
///
/// `Application` calls `make(context:)` when it starts the interactive prompt.
public enum ReplCourseExtensionFactory {
  /// The course extension over the context's lessons and gradebook.
  public static func make(context: CommandContext) -> (any ReplExtension)? {
    CourseReplExtension(runner: CourseEnvironment.runner(context, pipe: false))
  }
}

/// The course at the prompt: `:lessons`, `:open`, `:next`, `:back`, `:hint`, `:show`, `:edit`,
/// `:check`, `:do`, `:undo`, `:progress`, `:reset`, `:skip`, answers as free lines, and every
/// line while the inline editor is open.
public final class CourseReplExtension: ReplExtension {
  /// The runner underneath.
  public let runner: CourseRunner

  public init(runner: CourseRunner) { self.runner = runner }

  public var commands: [ReplCommand] {
    let runner = self.runner
    func command(
      _ name: String, completions: ((Int, String) -> [String])? = nil,
      _ handler: @escaping (ReplInvocation) -> [ReplEffect]
    ) -> ReplCommand {
      ReplCommand(
        name: name, summaryKey: "course.repl.\(name).summary",
        usageKey: "course.repl.\(name).usage",
        argumentCompletions: completions
      ) { invocation in
        runner.localizer = invocation.localizer
        return handler(invocation)
      }
    }
    let lessonCompletion: (Int, String) -> [String] = { index, word in
      index == 0 ? runner.lessonIDs(prefix: word) : []
    }
    return [
      command("lessons") { _ in runner.listLessons() },
      command("open", completions: lessonCompletion) { invocation in
        guard let reference = invocation.arguments.first else { return runner.listLessons() }
        return runner.open(reference)
      },
      command("next") { _ in runner.next() },
      command("back") { _ in runner.back() },
      command("skip") { _ in runner.skip() },
      command("hint") { _ in runner.hint() },
      command(
        "show",
        completions: { index, word in
          index == 0 ? ["code", "tree", "events"].filter { $0.hasPrefix(word) } : []
        }
      ) {
        invocation in runner.show(invocation.arguments.first ?? "")
      },
      command("edit") { _ in runner.edit() },
      command("play") { _ in runner.play() },
      command("do") { invocation in runner.run(.perform(invocation.argumentText)) },
      command("undo") { _ in runner.run(.undo) },
      command("check") { _ in runner.checkChallenge() },
      command("progress") { _ in runner.progressLines().map(ReplEffect.print) },
      command("reset", completions: lessonCompletion) { invocation in
        runner.reset(invocation.arguments.first)
      },
      AuditReplCommand.make(),
    ]
  }

  public func start(localizer: Localizer, style: Styler) -> [ReplEffect] {
    runner.localizer = localizer
    return runner.run(.start)
  }

  /// While the inline editor is open, every line is its own (code or an editor command), but
  /// for the prompt's own `:help`, `:lang` and `:quit`.
  public func interceptLine(_ line: String, localizer: Localizer, style: Styler) -> [ReplEffect]? {
    guard runner.isEditing else { return nil }
    let word = line.trimmingCharacters(in: .whitespaces).prefix { !$0.isWhitespace }
    if Self.promptCommands.contains(String(word)) { return nil }
    runner.localizer = localizer
    return runner.handleLine(line)
  }

  /// The prompt's commands that still work while the inline editor is open.
  static let promptCommands: Set<String> = [":help", ":lang", ":quit", ":q", ":exit"]

  public func handleLine(_ line: String, localizer: Localizer, style: Styler) -> [ReplEffect]? {
    runner.localizer = localizer
    return runner.handleLine(line)
  }

  public func rerender(localizer: Localizer, style: Styler) -> [ReplEffect] {
    runner.switchLanguage(localizer)
  }

  public func completions(for word: String, line: String) -> [String] {
    runner.completions(for: word)
  }

  public func idle() { runner.prepare() }
}
