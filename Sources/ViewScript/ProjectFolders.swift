import Foundation

/// The folders a scene file's project resources are looked up in.
enum ProjectFolders {
  /// The folders from `path`'s own up to its project root (the nearest folder holding a
  /// `*.xcodeproj` or a `Package.swift`), nearest first; only `path`'s own folder when no root is
  /// above it.
  static func from(_ path: String) -> [URL] {
    let manager = FileManager.default
    var folders: [URL] = []
    var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
    while true {
      folders.append(folder)
      let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
      if names.contains(where: { $0.hasSuffix(".xcodeproj") || $0 == "Package.swift" }) {
        return folders
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return Array(folders.prefix(1)) }
      folder = parent
    }
  }
}
