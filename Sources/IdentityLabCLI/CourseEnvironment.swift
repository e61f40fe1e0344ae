import Foundation
import Gradebook
import LessonKit
import Localization
import TerminalUI

/// Builds the course runner's pieces from a `CommandContext`.
enum CourseEnvironment {
  /// The gradebook file in the state directory.
  static func gradebookPath(_ context: CommandContext) -> String {
    context.environment["IDLAB_GRADEBOOK"]
      ?? context.stateDirectory.appendingPathComponent("idlab.sqlite").path
  }

  /// Opens the gradebook.
  ///
  /// - Throws: `IdlabError.gradebook` when it cannot be opened.
  static func gradebook(_ context: CommandContext) throws(IdlabError) -> Gradebook {
    do {
      return try openGradebookFile(context)
    } catch {
      throw .gradebook(error.reason, path: gradebookPath(context))
    }
  }

  /// Opens the gradebook file (`IDLAB_GRADEBOOK`, else the state folder's), creating its folder.
  static func openGradebookFile(_ context: CommandContext) throws(GradebookError) -> Gradebook {
    let path = gradebookPath(context)
    if path != ":memory:" {
      try? FileManager.default.createDirectory(
        at: URL(fileURLWithPath: path).deletingLastPathComponent(),
        withIntermediateDirectories: true)
    }
    return try Gradebook(path: path)
  }

  /// Opens the gradebook for a session that can go on without it: on failure, prints a
  /// localized warning and returns nil.
  static func openGradebook(_ context: CommandContext) -> Gradebook? {
    do {
      return try gradebook(context)
    } catch {
      let t = context.localizer
      context.printError(error.message(t))
      if let hint = error.specificHint(t) { context.printError(hint) }
      context.printError(t("course.error.gradebook.continue"))
      return nil
    }
  }

  /// A runner over the context's lessons directory.
  static func runner(_ context: CommandContext, pipe: Bool) -> CourseRunner {
    let directory = context.lessonsDirectory.path
    return CourseRunner(
      loadingCourse: { Course(directory: directory) }, localizer: context.localizer,
      style: Styler(enabled: context.styled), width: context.width,
      gradebook: openGradebook(context), showsProse: !pipe, autoAdvance: pipe,
      editor: pipe ? nil : (context.environment["VISUAL"] ?? context.environment["EDITOR"]))
  }

  /// Performs effects on the context's outputs.
  static func perform(_ effects: [ReplEffect], _ context: CommandContext) {
    for effect in effects {
      switch effect {
      case .print(let text): context.print(text)
      case .printError(let text): context.printError(text)
      default: break
      }
    }
  }
}
