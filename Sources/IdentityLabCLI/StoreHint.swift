import Foundation
import Gradebook
import Localization

/// How to fix a gradebook that cannot be used, for both errors that carry one
/// (`IdlabError.gradebook` and `QuizError.gradebook`).
enum StoreHint {
  /// Whether `path` names a PostgreSQL database (a `postgresql://` URL) rather than a file.
  static func isServer(_ path: String) -> Bool {
    if case .postgres = StoreLocation(path) { true } else { false }
  }

  /// The hint for `reason` at `path` (a file, or a URL with its password masked): what to
  /// check on a PostgreSQL server, how to keep a damaged or newer SQLite file, else `fallback`.
  static func hint(
    path: String, reason: GradebookError.Reason, _ t: Localizer, fallback: String?
  ) -> String? {
    if isServer(path) {
      switch reason {
      case .unreachable, .badCredentials, .connectionLost, .cannotOpen, .newerSchema:
        return t("classroom.hint.store.\(reason.rawValue)", ["path": path])
      default: return fallback
      }
    }
    if reason == .unexpectedSchema { return t("reliability.gradebook.unexpectedSchema") }
    if reason == .corrupt || reason == .newerSchema {
      // A write-ahead log beside the file holds its latest answers: it moves with the file.
      let log = FileManager.default.fileExists(atPath: path + "-wal") ? ".wal" : ""
      return t("reliability.gradebook.\(reason.rawValue)\(log)", ["path": path])
    }
    return fallback
  }
}
