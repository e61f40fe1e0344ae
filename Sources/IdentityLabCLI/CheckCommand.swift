import Foundation
import LessonKit
import Localization

/// `idlab check [DIR]`: validates every lesson in every language, and their parity.
///
/// Prints each problem as `path:line:col: error[L117]: message`, a snippet and `help:`; exits
/// 0 with a one-line summary when the course is clean, 65 otherwise.
public enum CheckCommand {
  /// Runs `idlab check` with the arguments after the subcommand name.
  public static func run(_ arguments: [String], context: CommandContext) -> Int32 {
    let t = context.localizer
    guard arguments.count <= 1, !(arguments.first?.hasPrefix("-") ?? false) else {
      context.printError(t("check.usage"))
      return 64
    }
    let directory = arguments.first ?? context.lessonsDirectory.path
    let course = Course(directory: directory)
    let report = course.check(localizer: t)
    let renderer = DiagnosticRenderer(localizer: t, styled: context.styled)
    for diagnostic in report.diagnostics {
      context.stderr(render(diagnostic, course: course, renderer: renderer, localizer: t))
      context.stderr("\n")
    }
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
      return 0
    }
    context.printError(
      t(
        "check.summary.failed",
        ["count": t.plural("check.errors", count: report.diagnostics.count), "lessons": lessons]))
    return 65
  }

  /// One lesson diagnostic through the simulator's renderer (same glyphs as scene errors).
  static func render(
    _ diagnostic: LessonDiagnostic, course: Course, renderer: DiagnosticRenderer,
    localizer t: Localizer
  ) -> String {
    let item = DiagnosticRenderer.Item(
      code: diagnostic.code.rawValue, message: t(diagnostic.messageKey, diagnostic.arguments),
      help: t.has(diagnostic.helpKey) ? t(diagnostic.helpKey, diagnostic.arguments) : nil,
      path: diagnostic.path, line: diagnostic.line, column: diagnostic.column,
      length: diagnostic.length)
    var text = renderer.render(item, source: course.source(path: diagnostic.path) ?? "")
    for note in diagnostic.notes { text += "  = " + note + "\n" }
    return text
  }
}
