import Localization
import TerminalUI

/// Renders `idlab --help` and `idlab help COMMAND` from catalog keys.
///
/// Columns are aligned by display width, so they stay aligned in every language. Summaries and
/// details are the catalog's Markdown, rendered as the course renders its strings
/// (`CoursePresenter.text`): `` `if` `` shows `if` as code, without backticks.
public struct HelpFormatter {
  /// The strings to use.
  public var localizer: Localizer
  /// How to style headings and commands.
  public var style: Styler

  /// Creates a formatter.
  public init(localizer: Localizer, style: Styler) {
    self.localizer = localizer
    self.style = style
  }

  /// The string `key`, its Markdown rendered.
  private func text(_ key: String, _ arguments: [String: String] = [:]) -> String {
    CoursePresenter(localizer: localizer, style: style).text(key, arguments)
  }

  /// The whole `idlab --help` page.
  public func mainHelp(subcommands: [Subcommand]) -> String {
    let t = localizer
    var lines: [String] = []
    lines.append("\(style.bold(IdlabVersion.line)) — \(text("help.tagline"))")
    lines.append("")
    lines.append(style.bold(t("help.heading.usage")))
    lines += table([
      ("idlab [\(t("help.placeholder.options"))]", text("help.usage.prompt")),
      (
        "idlab [\(t("help.placeholder.options"))] <\(t("help.placeholder.command"))> [...]",
        text("help.usage.command")
      ),
    ])
    lines.append("")
    lines.append(style.bold(t("help.heading.commands")))
    var commandRows = subcommands.map { (style.code($0.name), text($0.summaryKey)) }
    commandRows.append((style.code("help"), text("command.help.summary")))
    lines += table(commandRows)
    lines.append("")
    lines.append(style.bold(t("help.heading.options")))
    lines += table([
      ("--lang en|es", text("option.lang")),
      ("--color auto|always|never", text("option.color")),
      ("--lessons \(t("help.placeholder.dir"))", text("option.lessons")),
      ("--store \(t("classroom.placeholder.store"))", text("option.store")),
      ("-h, --help", text("option.help")),
      ("--version", text("option.version")),
    ])
    lines.append("")
    lines.append(style.bold(t("help.heading.exit-codes")))
    lines += table([
      ("0", text("exit.0")), ("1", text("exit.1")), ("64", text("exit.64")),
      ("65", text("exit.65")),
      ("70", text("exit.70")),
    ])
    lines.append("")
    lines.append(text("help.more", ["command": "idlab help <\(t("help.placeholder.command"))>"]))
    return lines.joined(separator: "\n")
  }

  /// The help page of one subcommand (`idlab help sim`).
  public func commandHelp(_ subcommand: Subcommand) -> String {
    let t = localizer
    var lines = ["\(style.bold(t("help.heading.usage"))) \(t(subcommand.usageKey))", ""]
    lines.append(text(subcommand.summaryKey))
    if t.has(subcommand.detailsKey) {
      lines.append("")
      lines.append(text(subcommand.detailsKey))
    }
    if subcommand.name == QuizCommand.name { lines += quizActions() }
    return lines.joined(separator: "\n")
  }

  /// The help page of one `idlab quiz` action (`idlab help quiz take`): its usage, what it
  /// does and, for some, more.
  public func quizActionHelp(_ action: String) -> String {
    let t = localizer
    var lines = [
      "\(style.bold(t("help.heading.usage"))) \(t("quiz.help.\(action).usage"))", "",
      text("quiz.help.\(action).summary"),
    ]
    if t.has("quiz.help.\(action).details") {
      lines += ["", text("quiz.help.\(action).details")]
    }
    return lines.joined(separator: "\n")
  }

  /// The actions of `idlab quiz`, each with its summary, for `idlab help quiz`.
  func quizActions() -> [String] {
    let t = localizer
    return ["", style.bold(t("quiz.help.actions"))]
      + table(
        QuizCommand.actions.map { (style.code($0.name), text("quiz.help.\($0.name).summary")) })
      + ["", text("quiz.help.more")]
  }

  /// The help page of `idlab help` itself.
  public func helpCommandHelp() -> String {
    let t = localizer
    return [
      "\(style.bold(t("help.heading.usage"))) \(t("command.help.usage"))", "",
      text("command.help.summary"),
    ].joined(separator: "\n")
  }

  /// Two-column rows indented by two spaces, the second column aligned by display width.
  public func table(_ rows: [(String, String)]) -> [String] {
    let width = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
    return rows.map { left, right in
      let padding = String(repeating: " ", count: width - DisplayWidth.of(left) + 3)
      return "  " + left + padding + right
    }
  }
}
