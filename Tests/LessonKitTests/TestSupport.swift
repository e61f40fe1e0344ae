import Foundation
import Localization

/// Paths and catalogs for LessonKit tests.
enum TestSupport {
  /// The repository root (three levels above this file).
  static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `Tests/LessonKitTests/Fixtures/NAME`.
  static func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures").appendingPathComponent(name).path
  }

  /// The real catalogs.
  static func localizer(_ language: Language = .en) -> Localizer {
    (try? Localizer.load(
      language: language, localesDirectory: root.appendingPathComponent("Locales")))
      ?? Localizer(language: language, catalogs: [:])
  }
}
