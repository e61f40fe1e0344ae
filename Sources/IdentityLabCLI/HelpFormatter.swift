import Localization
import TerminalUI

/// Renders `idlab --help` and `idlab help COMMAND` from catalog keys.
///
/// Columns are aligned by display width, so they stay aligned in every language.
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

  /// The whole `idlab --help` page.
  public func mainHelp(subcommands: [Subcommand]) -> String {
    let t = localizer
    var lines: [String] = []
    lines.append("\(style.bold(IdlabVersion.line)) — \(t("help.tagline"))")
    lines.append("")
    lines.append(style.bold(t("help.heading.usage")))
    lines += table([
      ("idlab [\(t("help.placeholder.options"))]", t("help.usage.prompt")),
      (
        "idlab [\(t("help.placeholder.options"))] <\(t("help.placeholder.command"))> [...]",
        t("help.usage.command")
      ),
    ])
    lines.append("")
    lines.append(style.bold(t("help.heading.commands")))
    var commandRows = subcommands.map { (style.code($0.name), t($0.summaryKey)) }
    commandRows.append((style.code("help"), t("command.help.summary")))
    lines += table(commandRows)
    lines.append("")
    lines.append(style.bold(t("help.heading.options")))
    lines += table([
      ("--lang en|es", t("option.lang")),
      ("--color auto|always|never", t("option.color")),
      ("--lessons \(t("help.placeholder.dir"))", t("option.lessons")),
      ("--store \(t("classroom.placeholder.store"))", t("option.store")),
      ("-h, --help", t("option.help")),
      ("--version", t("option.version")),
    ])
    lines.append("")
    lines.append(style.bold(t("help.heading.exit-codes")))
    lines += table([
      ("0", t("exit.0")), ("1", t("exit.1")), ("64", t("exit.64")), ("65", t("exit.65")),
      ("70", t("exit.70")),
    ])
    lines.append("")
    lines.append(t("help.more", ["command": "idlab help <\(t("help.placeholder.command"))>"]))
    return lines.joined(separator: "\n")
  }

  /// The help page of one subcommand (`idlab help sim`).
  public func commandHelp(_ subcommand: Subcommand) -> String {
    let t = localizer
    var lines = ["\(style.bold(t("help.heading.usage"))) \(t(subcommand.usageKey))", ""]
    lines.append(t(subcommand.summaryKey))
    if t.has(subcommand.detailsKey) {
      lines.append("")
      lines.append(t(subcommand.detailsKey))
    }
    return lines.joined(separator: "\n")
  }

  /// The help page of `idlab help` itself.
  public func helpCommandHelp() -> String {
    let t = localizer
    return [
      "\(style.bold(t("help.heading.usage"))) \(t("command.help.usage"))", "",
      t("command.help.summary"),
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
