import Foundation

/// Finds the target a file belongs to: the folder of the nearest Xcode project above it, or,
/// with no Xcode project above, the nearest folder above it that holds an `@main` file.
///
/// A repository of sample apps (one `.xcodeproj` or one `@main` app each) is many projects:
/// their `Post`, `posts` and `HomeViewModel` are different declarations, and a write in one
/// says nothing about another. A local Swift package inside an app's folder belongs to the app.
struct TargetFinder {
  /// Folders holding a file that declares `@main` (an app's entry point).
  let mainFolders: Set<String>
  /// Folders already looked at, and whether they hold an `.xcodeproj`.
  private var holdsProject: [String: Bool] = [:]

  init(mainFolders: Set<String>) {
    self.mainFolders = mainFolders
  }

  /// The target of the file at `absolutePath`, or `""` when nothing above it marks one.
  mutating func target(of absolutePath: String) -> String {
    let start = (absolutePath as NSString).deletingLastPathComponent
    var folder = start
    while !folder.isEmpty, folder != "/" {
      if holds(folder) { return folder }
      folder = (folder as NSString).deletingLastPathComponent
    }
    folder = start
    while !folder.isEmpty, folder != "/" {
      if mainFolders.contains(folder) { return folder }
      folder = (folder as NSString).deletingLastPathComponent
    }
    return ""
  }

  private mutating func holds(_ folder: String) -> Bool {
    if let known = holdsProject[folder] { return known }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let found = names.contains { $0.hasSuffix(".xcodeproj") }
    holdsProject[folder] = found
    return found
  }
}
