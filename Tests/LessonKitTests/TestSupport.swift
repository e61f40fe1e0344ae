import Foundation
@_exported import IdlabTestSupport
import Localization

/// Paths and catalogs for LessonKit tests.
enum TestSupport {
  /// The repository root.
  static let root = repositoryRoot

  /// `Tests/LessonKitTests/Fixtures/NAME`.
  static func fixture(_ name: String) -> String {
    repositoryURL("Tests/LessonKitTests/Fixtures/\(name)").path
  }

  /// The real catalogs (empty ones if they cannot be read, so the test fails on its own terms).
  static func localizer(_ language: Language = .en) -> Localizer {
    (try? realLocalizer(language)) ?? Localizer(language: language, catalogs: [:])
  }
}
