import Localization
import TerminalUI

/// A `:command` of the prompt: its names, localized help keys and handler.
///
/// The built-in commands are `:help`, `:lang` and `:quit`; a `ReplExtension` adds more.
///
///     ReplCommand(
///       name: "hint", summaryKey: "course.repl.hint.summary",
///       usageKey: "course.repl.hint.usage"
///     ) { invocation in [.print(course.nextHint(invocation.localizer))] }
public struct ReplCommand {
  /// The name without the colon (`lang`).
  public var name: String
  /// Other names (`q` for `quit`); not offered by completion.
  public var aliases: [String]
  /// The catalog key of the one-line summary shown by `:help`.
  public var summaryKey: String
  /// The catalog key of the usage line (`:lang [en|es]`).
  public var usageKey: String
  /// The catalog key of longer help for `:help NAME`, shown if the catalog has it.
  public var detailsKey: String?
  /// Completions for an argument: (index of the argument, word typed so far) → candidates.
  public var argumentCompletions: ((_ index: Int, _ word: String) -> [String])?
  /// Runs the command.
  public var handler: (ReplInvocation) -> [ReplEffect]

  /// Creates a command.
  public init(
    name: String, aliases: [String] = [], summaryKey: String, usageKey: String,
    detailsKey: String? = nil,
    argumentCompletions: ((_ index: Int, _ word: String) -> [String])? = nil,
    handler: @escaping (ReplInvocation) -> [ReplEffect]
  ) {
    self.name = name
    self.aliases = aliases
    self.summaryKey = summaryKey
    self.usageKey = usageKey
    self.detailsKey = detailsKey
    self.argumentCompletions = argumentCompletions
    self.handler = handler
  }

  /// Whether `name` (without the colon) names this command.
  public func answers(to name: String) -> Bool {
    self.name == name || aliases.contains(name)
  }
}

/// One use of a `:command`: what was typed and what the handler may need.
public struct ReplInvocation {
  /// The command name as typed, without the colon (`q`).
  public var name: String
  /// The arguments, split on whitespace.
  public var arguments: [String]
  /// Everything after the command name, trimmed (for commands that take free text).
  public var argumentText: String
  /// The strings in the session's current language.
  public var localizer: Localizer
  /// How to style output.
  public var style: Styler
  /// Every command the session knows (for `:help`).
  public var commands: [ReplCommand]
  /// How long a `:lang` switch lasts in this session.
  public var languageScope: LanguageScope

  /// Creates an invocation.
  public init(
    name: String, arguments: [String], argumentText: String, localizer: Localizer,
    style: Styler, commands: [ReplCommand], languageScope: LanguageScope = .remembered
  ) {
    self.languageScope = languageScope
    self.name = name
    self.arguments = arguments
    self.argumentText = argumentText
    self.localizer = localizer
    self.style = style
    self.commands = commands
  }
}
