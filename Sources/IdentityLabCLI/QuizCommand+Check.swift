import Foundation
import LessonKit
import Localization
import QuizKit
import TerminalUI

extension QuizCommand {
  /// `idlab quiz check [PATH]`: every variant of every item in every language, and parity.
  ///
  /// Prints `path:line:col: error[Q111]: …`, a snippet and `help:`; success when clean,
  /// `.invalidInput` (exit 65) otherwise.
  func check(_ context: CommandContext) -> CommandOutcome {
    let t = context.localizer
    let (path, reason) = QuizEnvironment.folderToCheck(
      target, context, currentDirectory: FileManager.default.currentDirectoryPath)
    context.print(t("quiz.check.folder.\(reason.rawValue)", ["path": path]))
    let set = QuizSet(path: path)
    let progress = ProgressIndicator.onStandardError(
      label: t("quiz.check.progress"), total: set.fileCount, environment: context.environment)
    let report = set.check(course: QuizEnvironment.course(context), localizer: t) {
      progress.advance(item: $0)
    }
    progress.finish()
    Self.print(report.diagnostics, of: set, context)
    if report.isClean {
      context.print(
        t(
          report.banks == 0 ? "quiz.check.clean" : "quiz.check.clean.banks",
          [
            "quizzes": t.plural("quiz.check.quizzes", count: report.quizzes),
            "banks": t.plural("quiz.check.banks", count: report.banks),
            "items": t.plural("quiz.check.items", count: report.items),
            "variants": t.plural("quiz.check.variants", count: report.variants),
            "languages": report.languages.map(\.rawValue).joined(separator: ", "),
          ]))
      Self.tagLines(report.tags, t).forEach { context.print($0) }
      return .success
    }
    context.printError(
      t("quiz.check.failed", ["count": t.plural("check.errors", count: report.diagnostics.count)]))
    return .invalidInput
  }

  /// The per-tag lines under `ok:` (none when no item has a tag).
  static func tagLines(_ tags: [QuizCheckReport.TagCount], _ t: Localizer) -> [String] {
    guard !tags.isEmpty else { return [] }
    return [t("quiz.check.tags")]
      + tags.map { count in
        t(
          "quiz.check.tag",
          [
            "tag": count.tag, "items": t.plural("quiz.check.items", count: count.items),
            "variants": t.plural("quiz.check.variants", count: count.variants),
          ])
      }
  }

  /// `diagnostics` on standard error, each followed by a blank line: the first
  /// `DiagnosticRenderer.maximumShown`, then how many more.
  static func print(_ diagnostics: [QuizDiagnostic], of set: QuizSet, _ context: CommandContext) {
    let renderer = context.diagnosticRenderer
    let (shown, more) = renderer.limited(diagnostics)
    for diagnostic in shown {
      context.stderr(
        render(diagnostic, source: set.source(path: diagnostic.path), renderer, context.localizer)
          + "\n")
    }
    if let more { context.stderr(more + "\n\n") }
  }

  /// One quiz diagnostic through the shared renderer; a variant's lesson problems as notes.
  static func render(
    _ diagnostic: QuizDiagnostic, source: String?, _ renderer: DiagnosticRenderer,
    _ t: Localizer
  ) -> String {
    var message = t(diagnostic.messageKey, diagnostic.arguments)
    // A message whose words depend on an argument (`Q101`: missing, or given twice) has one
    // sentence per case, never an English argument inside a Spanish one.
    if let reason = diagnostic.arguments["reason"], t.has(diagnostic.messageKey + "." + reason) {
      message = t(diagnostic.messageKey + "." + reason, diagnostic.arguments)
    }
    var help = t.has(diagnostic.helpKey) ? t(diagnostic.helpKey, diagnostic.arguments) : nil
    var notes = diagnostic.notes
    if diagnostic.code == .questionBlock, let lesson = notes.first {
      message = t(
        diagnostic.messageKey,
        ["code": lesson.code.rawValue, "message": t(lesson.messageKey, lesson.arguments)])
      help = t.has(lesson.helpKey) ? t(lesson.helpKey, lesson.arguments) : help
      notes = []
    }
    let item = DiagnosticRenderer.Item(
      code: diagnostic.code.rawValue, message: message, help: help, path: diagnostic.path,
      line: diagnostic.line, column: diagnostic.column, length: diagnostic.length)
    var text = renderer.render(item, source: source ?? "")
    for note in notes {
      text +=
        "  = \(note.line):\(note.column): [\(note.code.rawValue)] "
        + t(note.messageKey, note.arguments) + "\n"
      for extra in note.notes { text += "    " + extra + "\n" }
    }
    return text
  }
}
