import Foundation
import Gradebook
import LessonKit
import Localization

/// `idlab progress [--export FILE | --import FILE]`: per-lesson progress, export, import.
public enum ProgressCommand {
  /// Runs `idlab progress` with the arguments after the subcommand name.
  public static func run(_ arguments: [String], context: CommandContext) -> Int32 {
    let t = context.localizer
    guard
      arguments.isEmpty
        || (arguments.count == 2 && ["--export", "--import"].contains(arguments[0]))
    else {
      context.printError(t("course.progress.usage"))
      return 64
    }
    guard let gradebook = CourseEnvironment.openGradebook(context) else { return 1 }
    if arguments.isEmpty {
      let runner = CourseRunner(
        course: Course(directory: context.lessonsDirectory.path), localizer: t,
        style: .init(enabled: context.styled), width: context.width, gradebook: gradebook)
      runner.progressLines().forEach(context.print)
      return 0
    }
    let path = arguments[1]
    let url = URL(fileURLWithPath: path)
    do {
      if arguments[0] == "--export" {
        let data = try gradebook.exportJSON()
        do {
          try data.write(to: url, options: .atomic)
        } catch {
          context.printError(t("course.io-error", ["path": path]))
          return 1
        }
        context.print(t("course.progress.exported", ["path": path]))
      } else {
        guard let data = FileManager.default.contents(atPath: path) else {
          context.printError(t("course.progress.import-error", ["path": path]))
          return 65
        }
        let summary = try gradebook.importJSON(data)
        context.print(
          t(
            "course.progress.imported",
            [
              "attempts": String(summary.attemptsAdded),
              "positions": String(summary.positionsUpdated), "path": path,
            ]))
      }
      return 0
    } catch let error as GradebookError {
      context.printError(
        t(
          "course.error.gradebook", ["reason": t("course.error.gradebook.\(error.reason.rawValue)")]
        ))
      return 1
    } catch {
      context.printError(t("course.progress.import-error", ["path": path]))
      return 65
    }
  }
}
