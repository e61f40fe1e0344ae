import Foundation
import Gradebook
import LessonKit
import Localization

/// `idlab progress [--export FILE | --import FILE]`: per-lesson progress, export, import.
public struct ProgressCommand: Command {
  public static let name = "progress"
  public static let options: [CommandOption] = [.value("--export"), .value("--import")]

  /// What to do.
  public enum Action: Equatable, Sendable {
    /// Print one line per lesson.
    case show
    /// Write the gradebook as JSON to a file.
    case export(String)
    /// Merge a JSON export into the gradebook.
    case `import`(String)
  }

  /// What to do.
  public var action: Action

  public init(_ arguments: CommandArguments) throws(IdlabError) {
    _ = try arguments.positionals(atMost: 0)
    switch (arguments.value(of: "--export"), arguments.value(of: "--import")) {
    case (nil, nil): action = .show
    case (let path?, nil): action = .export(path)
    case (nil, let path?): action = .import(path)
    case (_?, _?): throw .unexpectedArgument("--import")
    }
  }

  public func run(_ context: CommandContext) throws(IdlabError) -> CommandOutcome {
    let t = context.localizer
    let gradebook = try CourseEnvironment.gradebook(context)
    switch action {
    case .show:
      let runner = CourseRunner(
        course: Course(directory: context.lessonsDirectory.path), localizer: t,
        style: .init(enabled: context.styled), width: context.width, gradebook: gradebook)
      runner.progressLines().forEach(context.print)
    case .export(let path):
      let data: Data
      do {
        data = try gradebook.exportJSON()
      } catch {
        throw Self.gradebookError(error, path: path)
      }
      do {
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
      } catch {
        throw .unwritableFile(path: path)
      }
      context.print(t("course.progress.exported", ["path": path]))
    case .import(let path):
      guard let data = FileManager.default.contents(atPath: path) else {
        throw .notAnExport(path: path)
      }
      let summary: Gradebook.ImportSummary
      do {
        summary = try gradebook.importJSON(data)
      } catch {
        throw Self.gradebookError(error, path: path)
      }
      context.print(
        t(
          "course.progress.imported",
          [
            "attempts": String(summary.attemptsAdded),
            "positions": String(summary.positionsUpdated), "path": path,
          ]))
    }
    return .success
  }

  /// A database failure as itself; anything else means the file is not an export.
  static func gradebookError(_ error: any Error, path: String) -> IdlabError {
    if let error = error as? GradebookError { return .gradebook(error.reason, path: error.path) }
    return .notAnExport(path: path)
  }
}
