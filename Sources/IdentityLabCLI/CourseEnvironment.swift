import Foundation
import Gradebook
import LessonKit
import Localization
import TerminalUI

/// Builds the course runner's pieces from a `CommandContext`.
enum CourseEnvironment {
  /// Where the gradebook is: `--store` (or `IDLAB_STORE`), else `IDLAB_GRADEBOOK`, else
  /// `idlab.sqlite` in the state folder. A `postgresql://` URL is a PostgreSQL database.
  static func storeLocation(_ context: CommandContext) -> StoreLocation {
    let given = [context.environment["IDLAB_STORE"], context.environment["IDLAB_GRADEBOOK"]]
      .compactMap { $0 }.first { !$0.isEmpty }
    return StoreLocation(
      given ?? context.stateDirectory.appendingPathComponent("idlab.sqlite").path)
  }

  /// Opens the gradebook.
  ///
  /// - Throws: `IdlabError.gradebook`, naming the store (its password masked), when it cannot
  ///   be opened.
  static func gradebook(_ context: CommandContext) throws(IdlabError) -> any GradebookStore {
    let location = storeLocation(context)
    do {
      return try openStore(location)
    } catch {
      throw .gradebook(error.reason, path: location.displayName)
    }
  }

  /// Opens (creating and migrating) the store at `location`; a SQLite file's folder is made
  /// first.
  static func openStore(_ location: StoreLocation) throws(GradebookError) -> any GradebookStore {
    if case .sqlite(let path) = location, path != ":memory:" {
      try? FileManager.default.createDirectory(
        at: URL(fileURLWithPath: path).deletingLastPathComponent(),
        withIntermediateDirectories: true)
    }
    return try location.open()
  }

  /// Opens the gradebook for a session that can go on without it: on failure, prints a
  /// localized warning and returns nil.
  static func openGradebook(_ context: CommandContext) -> (any GradebookStore)? {
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

  /// A runner over the context's lessons directory; `pipe` (for `idlab lesson`) goes from page
  /// to page by itself and never opens `$EDITOR`.
  static func runner(_ context: CommandContext, pipe: Bool) -> CourseRunner {
    let directory = context.lessonsDirectory.path
    return CourseRunner(
      loadingCourse: { Course(directory: directory) }, localizer: context.localizer,
      style: Styler(enabled: context.styled), width: context.width,
      gradebook: openGradebook(context), showsProse: true, autoAdvance: pipe,
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
