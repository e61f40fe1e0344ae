import Foundation
import Localization

/// The language folders of a lessons or quizzes directory (`Lessons/en/`, `Lessons/es/`).
public enum LanguageFolders {
  /// One Markdown file of a language folder.
  public struct File: Sendable {
    /// The file name (`05-bench.md`), the same in every language.
    public var name: String
    /// `directory/<lang>/name`.
    public var path: String
  }

  /// The `*.md` files of each language folder of `directory`, sorted by name, hidden files
  /// left out; a language without a folder has no entry.
  public static func markdownFiles(in directory: String) -> [Language: [File]] {
    var files: [Language: [File]] = [:]
    for language in Language.allCases {
      let folder = (directory as NSString).appendingPathComponent(language.rawValue)
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
        continue
      }
      files[language] = names.sorted().filter { $0.hasSuffix(".md") && !$0.hasPrefix(".") }.map {
        File(name: $0, path: (folder as NSString).appendingPathComponent($0))
      }
    }
    return files
  }
}
