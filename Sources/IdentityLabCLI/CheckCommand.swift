import Foundation
import LessonKit
import Localization
import TerminalUI

/// `idlab check [DIR]`: validates every lesson in every language, and their parity.
///
/// Prints each problem as `path:line:col: error[L117]: message`, a snippet and `help:`; a clean
/// course prints a one-line summary (success), a broken one its problems and a count
/// (`.invalidInput`).
public struct CheckCommand: Command {
  public static let name = "check"
  public static let options: [CommandOption] = []

  /// The lessons folder to check, or nil for the context's.
  public var directory: String?

  public init(_ arguments: CommandArguments) throws(IdlabError) {
    directory = try arguments.positionals(atMost: 1).first
  }

  public func run(_ context: CommandContext) throws(IdlabError) -> CommandOutcome {
    let t = context.localizer
    let course = Course(directory: directory ?? context.lessonsDirectory.path)
    let progress = ProgressIndicator.onStandardError(
      label: t("check.progress"), total: course.fileCount, environment: context.environment)
    let report = course.check(localizer: t) { progress.advance(item: $0) }
    progress.finish()
    let renderer = context.diagnosticRenderer
    let (shown, more) = renderer.limited(report.diagnostics)
    for diagnostic in shown {
      context.stderr(
        renderer.render(diagnostic, source: course.source(path: diagnostic.path) ?? ""))
      context.stderr("\n")
    }
    if let more { context.stderr(more + "\n\n") }
    let lessons = t.plural("check.lessons", count: report.lessons)
    if report.isClean {
      context.print(
        t(
          "check.summary.clean",
          [
            "lessons": lessons, "questions": t.plural("check.questions", count: report.questions),
            "challenges": t.plural("check.challenges", count: report.challenges),
            "languages": t(
              "check.languages", ["list": report.languages.map(\.rawValue).joined(separator: ", ")]),
          ]))
      return .success
    }
    context.printError(
      t(
        "check.summary.failed",
        ["count": t.plural("check.errors", count: report.diagnostics.count), "lessons": lessons]))
    return .invalidInput
  }
}
