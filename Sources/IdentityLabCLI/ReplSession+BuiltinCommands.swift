import Basics
import Localization
import TerminalUI

extension ReplSession {
  /// `:help`, `:lang` and `:quit`.
  var builtinCommands: [ReplCommand] {
    [
      ReplCommand(
        name: "help", summaryKey: "repl.command.help.summary",
        usageKey: "repl.command.help.usage",
        argumentCompletions: {
          [commands = builtinCommandNames + extensionCommandNames] index, word in
          index == 0 ? commands.filter { $0.hasPrefix(word) } : []
        },
        handler: Self.help),
      ReplCommand(
        name: "lang", summaryKey: "repl.command.lang.summary",
        usageKey: "repl.command.lang.usage", detailsKey: "repl.command.lang.details",
        argumentCompletions: { index, word in
          index == 0 ? Language.allCases.map(\.rawValue).filter { $0.hasPrefix(word) } : []
        },
        handler: Self.lang),
      ReplCommand(
        name: "quit", aliases: ["q", "exit"], summaryKey: "repl.command.quit.summary",
        usageKey: "repl.command.quit.usage", handler: { _ in [.quit(.success)] }),
    ]
  }

  private var builtinCommandNames: [String] { ["help", "lang", "quit"] }
  private var extensionCommandNames: [String] { extensions.flatMap(\.commands).map(\.name) }

  /// `:help` lists the commands; `:help NAME` shows one. Summaries, details and messages are
  /// the catalog's Markdown rendered as the course renders its strings (`CoursePresenter.text`):
  /// `` `:do` `` shows `:do` as code, without backticks.
  static func help(_ invocation: ReplInvocation) -> [ReplEffect] {
    let t = invocation.localizer
    let style = invocation.style
    let text = CoursePresenter(localizer: t, style: style).text
    let formatter = HelpFormatter(localizer: t, style: style)
    guard let requested = invocation.arguments.first else {
      var lines = [style.bold(t("repl.help.heading"))]
      lines += formatter.table(
        invocation.commands.map { command in
          let usage = ([t(command.usageKey)] + command.aliases.prefix(1).map { ":" + $0 })
          return (style.code(usage.joined(separator: ", ")), text(command.summaryKey, [:]))
        })
      lines.append("")
      lines.append(text("repl.help.keys", [:]))
      lines.append(
        text("repl.help.more", ["command": style.code(":help <\(t("help.placeholder.command"))>")]))
      return [.print(lines.joined(separator: "\n"))]
    }
    let name = requested.hasPrefix(":") ? String(requested.dropFirst()) : requested
    guard let command = invocation.commands.first(where: { $0.answers(to: name.lowercased()) })
    else {
      let names = invocation.commands.flatMap { [$0.name] + $0.aliases }.map { ":" + $0 }
      var effects: [ReplEffect] = [
        .printError(
          "\(style.error(t("diag.error") + ":")) "
            + text("repl.error.unknown-command", ["command": TerminalText.echo(":" + name)]))
      ]
      let hint =
        Suggestions.nearest(to: ":" + name, among: names).map {
          text("repl.hint.similar-command", ["command": style.code($0)])
        } ?? text("repl.hint.commands", ["help": style.code(":help")])
      effects.append(.printError("\(style.bold(t("diag.help") + ":")) \(hint)"))
      return effects
    }
    var lines = [style.code(t(command.usageKey)), text(command.summaryKey, [:])]
    if !command.aliases.isEmpty {
      lines.append(
        text(
          "repl.help.aliases", ["aliases": command.aliases.map { ":" + $0 }.joined(separator: ", ")]
        )
      )
    }
    if let details = command.detailsKey, t.has(details) {
      lines.append("")
      lines.append(text(details, [:]))
    }
    return [.print(lines.joined(separator: "\n"))]
  }

  /// `:lang` shows the language; `:lang CODE` switches and remembers it. Its lines are rendered
  /// as `:help`'s are.
  static func lang(_ invocation: ReplInvocation) -> [ReplEffect] {
    let t = invocation.localizer
    let style = invocation.style
    let text = CoursePresenter(localizer: t, style: style).text
    let available = Language.allCases.map { "\($0.rawValue) (\($0.endonym))" }
      .joined(separator: ", ")
    guard let code = invocation.arguments.first else {
      let current = t.language
      return [
        .print(
          text("repl.lang.current", ["language": "\(current.endonym) (\(current.rawValue))"])
            + "\n" + text("repl.lang.available", ["languages": available]))
      ]
    }
    guard invocation.arguments.count == 1 else {
      return [
        .printError(
          "\(style.error(t("diag.error") + ":")) "
            + text("repl.error.too-many-arguments", ["command": ":lang"])),
        .printError(
          "\(style.bold(t("diag.help") + ":")) "
            + text("repl.hint.usage", ["usage": style.code(t("repl.command.lang.usage"))])),
      ]
    }
    guard let language = Language(code: code) else {
      return [
        .printError(
          "\(style.error(t("diag.error") + ":")) "
            + text("repl.error.unknown-language", ["language": TerminalText.echo(code)])),
        .printError(
          "\(style.bold(t("diag.help") + ":")) "
            + text("repl.lang.available", ["languages": available])),
      ]
    }
    let switched = CoursePresenter(localizer: t.switched(to: language), style: style)
    return [
      .print(
        switched.text(
          invocation.languageScope.switchedKey,
          ["language": "\(language.endonym) (\(language.rawValue))"])
      ),
      .switchLanguage(language),
    ]
  }
}
