import Foundation
import Localization

/// idlab's per-user state folder: the saved language and the prompt history.
///
/// `$XDG_STATE_HOME/idlab`, else `$HOME/.local/state/idlab`. Nothing is created until something
/// is saved.
public struct StateDirectory: Sendable {
  /// The folder.
  public let url: URL

  /// Uses `url` as the state folder.
  public init(url: URL) {
    self.url = url
  }

  /// The state folder for this environment.
  public init(environment: [String: String]) {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      url = URL(fileURLWithPath: state).appendingPathComponent("idlab")
    } else {
      let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
      url = URL(fileURLWithPath: home).appendingPathComponent(".local/state/idlab")
    }
  }

  /// The prompt's history file.
  public var historyURL: URL { url.appendingPathComponent("history") }

  /// The file holding the saved language (`es`).
  public var languageURL: URL { url.appendingPathComponent("language") }

  /// The saved language code, if any (not validated: negotiation skips unusable values).
  public func savedLanguage() -> String? {
    guard let data = FileManager.default.contents(atPath: languageURL.path) else { return nil }
    let code = String(decoding: data, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return code.isEmpty ? nil : code
  }

  /// Remembers `language` for the next start.
  ///
  /// - Throws: the file system's error when the folder or file cannot be written.
  public func saveLanguage(_ language: Language) throws {
    try FileManager.default.createDirectory(
      at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    try Data((language.rawValue + "\n").utf8).write(to: languageURL, options: .atomic)
  }
}
