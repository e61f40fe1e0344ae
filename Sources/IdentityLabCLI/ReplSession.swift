import Basics
import Foundation
import Localization
import TerminalUI

/// The interactive prompt as a pure state machine: each input becomes a list of `ReplEffect`s.
///
/// The session reads nothing and writes nothing; `ReplDriver` feeds it lines from a `Terminal`
/// and performs its effects, and tests feed it lines directly or through a `FakeTerminal`.
///
///     var session = ReplSession(localizer: t, style: Styler(enabled: false), isInteractive: false)
///     session.handle(.line(":lang es"))
///     // [.print("Idioma: español (es)…"), .saveLanguage(.es)]
public struct ReplSession {
  /// The strings in the current language (changes with `:lang`).
  public private(set) var localizer: Localizer
  /// How output is styled.
  public let style: Styler
  /// Whether a person is at a terminal (the banner is only shown then).
  public let isInteractive: Bool
  /// Extensions, asked in order.
  public let extensions: [any ReplExtension]
  /// How long a `:lang` switch lasts.
  public let languageScope: LanguageScope
  /// Whether the session has ended (`:quit`, Ctrl-D, end of input).
  public private(set) var isFinished = false
  /// How the session went, once finished (`ExitCode` turns it into the process status).
  public private(set) var outcome: CommandOutcome = .success

  private var customPrompt: String?

  /// Creates a session.
  public init(
    localizer: Localizer, style: Styler, isInteractive: Bool,
    extensions: [any ReplExtension] = [], languageScope: LanguageScope = .remembered
  ) {
    self.languageScope = languageScope
    self.localizer = localizer
    self.style = style
    self.isInteractive = isInteractive
    self.extensions = extensions
  }

  // MARK: - Commands

  /// The built-in commands followed by the extensions' commands.
  public var commands: [ReplCommand] {
    var all = builtinCommands
    for command in extensions.flatMap(\.commands)
    where !all.contains(where: { $0.answers(to: command.name) }) {
      all.append(command)
    }
    return all
  }

  /// The command a name (without colon) refers to.
  public func command(named name: String) -> ReplCommand? {
    commands.first { $0.answers(to: name.lowercased()) }
  }

  // MARK: - Prompt

  /// The prompt to show before the next line.
  public var prompt: String {
    customPrompt ?? style.apply(.bold, .cyan, to: localizer("repl.prompt"))
  }

  // MARK: - Events

  /// Effects at the start: a banner on a terminal, then whatever the extensions show.
  public mutating func start() -> [ReplEffect] {
    var effects: [ReplEffect] = []
    if isInteractive {
      effects.append(
        .print(
          "\(style.bold(IdlabVersion.line)) — "
            + text("repl.banner", ["help": style.code(":help"), "quit": style.code(":quit")])))
    }
    for item in extensions { effects += item.start(localizer: localizer, style: style) }
    return resolve(effects)
  }

  /// Lets every extension prepare while the session waits for its next line (`idle()`).
  public func idle() {
    for item in extensions { item.idle() }
  }

  /// What the next read waits on besides the keyboard: the first extension's waiter.
  public var inputWaiter: (any InputWaiter)? {
    extensions.lazy.compactMap(\.inputWaiter).first
  }

  /// Effects for one input.
  public mutating func handle(_ input: TerminalInput) -> [ReplEffect] {
    guard !isFinished else { return [] }
    switch input {
    case .interrupt:
      return []
    case .woken:
      return resolve(extensions.flatMap { $0.woken(localizer: localizer, style: style) })
    case .endOfInput:
      return resolve([.quit(.success)])
    case .line(let raw):
      for item in extensions {
        if let effects = item.interceptLine(raw, localizer: localizer, style: style) {
          return resolve(effects)
        }
      }
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty { return [] }
      if line.hasPrefix(":") { return resolve(runCommand(line)) }
      for item in extensions {
        if let effects = item.handleLine(line, localizer: localizer, style: style) {
          return resolve(effects)
        }
      }
      return [
        .printError(errorLine(text("repl.error.not-a-command", ["text": TerminalText.echo(line)]))),
        .printError(helpLine(text("repl.hint.commands", ["help": style.code(":help")]))),
      ]
    }
  }

  /// Runs a `:command` line.
  private func runCommand(_ line: String) -> [ReplEffect] {
    let body = line.dropFirst()
    let name = String(body.prefix { !$0.isWhitespace })
    let argumentText = body.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
    let arguments = argumentText.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let command = command(named: name) else {
      var effects: [ReplEffect] = [
        .printError(
          errorLine(text("repl.error.unknown-command", ["command": TerminalText.echo(":" + name)])))
      ]
      let names = commands.flatMap { [$0.name] + $0.aliases }.map { ":" + $0 }
      if let suggestion = Suggestions.nearest(to: ":" + name, among: names) {
        effects.append(
          .printError(
            helpLine(text("repl.hint.similar-command", ["command": style.code(suggestion)]))))
      } else {
        effects.append(
          .printError(helpLine(text("repl.hint.commands", ["help": style.code(":help")]))))
      }
      return effects
    }
    let invocation = ReplInvocation(
      name: name, arguments: arguments, argumentText: argumentText, localizer: localizer,
      style: style, commands: commands, languageScope: languageScope)
    return command.handler(invocation)
  }

  /// Applies the effects the session handles itself and passes the rest on.
  private mutating func resolve(_ effects: [ReplEffect]) -> [ReplEffect] {
    var result: [ReplEffect] = []
    for effect in effects {
      switch effect {
      case .switchLanguage(let language):
        localizer = localizer.switched(to: language)
        result.append(.saveLanguage(language))
        for item in extensions {
          result += resolve(item.rerender(localizer: localizer, style: style))
        }
      case .setPrompt(let prompt):
        customPrompt = prompt
      case .quit(let outcome):
        guard !isFinished else { continue }
        isFinished = true
        self.outcome = outcome
        for item in extensions { result += item.finish() }
        result.append(effect)
      case .print, .printError, .saveLanguage, .play:
        result.append(effect)
      }
    }
    return result
  }

  // MARK: - Completion

  /// Completions for the word under the cursor.
  ///
  /// - A word at the start of the line beginning with `:` completes to command names.
  /// - A word after `:command` completes through that command's `argumentCompletions`.
  /// - Anything else is asked of the extensions.
  public func completions(word: String, line: String) -> [String] {
    let before = line.dropLast(word.count)
    if before.allSatisfy(\.isWhitespace) {
      if word.hasPrefix(":") || word.isEmpty && extensions.isEmpty {
        return commands.map { ":" + $0.name }.filter { $0.hasPrefix(word) }
      }
    } else if before.drop(while: \.isWhitespace).hasPrefix(":") {
      let tokens = before.split(whereSeparator: \.isWhitespace)
      if let first = tokens.first, let command = command(named: String(first.dropFirst())) {
        return command.argumentCompletions?(tokens.count - 1, word) ?? []
      }
      return []
    }
    return extensions.flatMap { $0.completions(for: word, line: line) }
  }

  // MARK: - Formatting

  /// The string `key` with its Markdown rendered as the course renders its strings
  /// (`CoursePresenter.text`: `` `:help` `` shows `:help` as code, without backticks).
  func text(_ key: String, _ arguments: [String: String] = [:]) -> String {
    CoursePresenter(localizer: localizer, style: style).text(key, arguments)
  }

  /// `error: message`, styled.
  func errorLine(_ message: String) -> String {
    "\(style.error(localizer("diag.error") + ":")) \(message)"
  }

  /// `help: message`, styled.
  func helpLine(_ message: String) -> String {
    "\(style.bold(localizer("diag.help") + ":")) \(message)"
  }
}
