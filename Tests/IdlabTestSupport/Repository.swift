import Foundation
import Localization

/// The repository's root folder (the one holding `Package.swift`), found from this file's path:
/// the one place tests locate `Locales/`, `Lessons/` and fixtures.
public let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// `path` below the repository root (`"Tests/EndToEndTests/Fixtures/course"`).
public func repositoryURL(_ path: String) -> URL {
  repositoryRoot.appendingPathComponent(path)
}

/// The repository's `Locales/` folder.
public let localesDirectory = repositoryURL("Locales")

/// The checked-in catalogs, in `language`.
public func realLocalizer(_ language: Language = .en) throws -> Localizer {
  try Localizer.load(language: language, localesDirectory: localesDirectory)
}
