import Foundation

/// The app's sandbox on a fresh install, for one run: its container (`Documents`,
/// `Library/Caches`, `tmp`) and its app group's container exist and are empty; the files and
/// folders the run writes or creates are kept, in memory, for the rest of the run. Paths
/// outside them are not the app's to write (docs/semantics.md, "The simulated library").
final class AppContainer {
  /// The app's container, as `URL.documentsDirectory.path` shows it without `/Documents`.
  static let root = "/var/mobile/Containers/Data/Application/idlab"
  /// `URL.documentsDirectory`.
  static let documents = root + "/Documents"
  /// `FileManager.SearchPathDirectory.libraryDirectory`.
  static let library = root + "/Library"
  /// `URL.cachesDirectory`.
  static let caches = library + "/Caches"
  /// `URL.applicationSupportDirectory`: not there until the app creates it.
  static let applicationSupport = library + "/Application Support"
  /// `FileManager.default.temporaryDirectory`.
  static let temporary = root + "/tmp"
  /// `containerURL(forSecurityApplicationGroupIdentifier:)`, for any group.
  static let appGroup = "/private/var/mobile/Containers/Shared/AppGroup/idlab"

  /// Each written file's bytes, by path.
  var files: [String: Data] = [:]
  /// The folders that exist: a fresh install's, then those the run creates.
  private(set) var folders: Set<String> = [
    root, documents, library, caches, temporary, appGroup, appGroup + "/Library",
    appGroup + "/Library/Caches",
  ]

  /// Whether `path` is inside the app's container or its group's.
  static func contains(_ path: String) -> Bool {
    [root, appGroup].contains { path == $0 || path.hasPrefix($0 + "/") }
  }

  /// `path` without a trailing `/`.
  static func normalized(_ path: String) -> String {
    path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
  }

  /// Whether a file or a folder is at `path`.
  func exists(_ path: String) -> Bool {
    let path = Self.normalized(path)
    return files[path] != nil || folders.contains(path)
  }

  /// Whether a folder is at `path`.
  func isFolder(_ path: String) -> Bool { folders.contains(Self.normalized(path)) }

  /// Creates the folder at `path` (and the missing folders above it when `intermediate`);
  /// false when a folder above is missing and not `intermediate`, or when something is
  /// already there and not `intermediate`, as `createDirectory` then throws.
  func createFolder(_ path: String, intermediate: Bool) -> Bool {
    let path = Self.normalized(path)
    if exists(path) { return intermediate && isFolder(path) }
    let parent = (path as NSString).deletingLastPathComponent
    if !isFolder(parent) {
      guard intermediate, Self.contains(parent), createFolder(parent, intermediate: true) else {
        return false
      }
    }
    folders.insert(path)
    return true
  }

  /// The names of the files and folders directly in the folder `path`, sorted; nil when no
  /// folder is there.
  func contents(ofFolder path: String) -> [String]? {
    let path = Self.normalized(path)
    guard isFolder(path) else { return nil }
    let prefix = path + "/"
    let names = (Array(files.keys) + folders).compactMap { entry -> String? in
      guard entry.hasPrefix(prefix) else { return nil }
      let rest = entry.dropFirst(prefix.count)
      return rest.contains("/") ? nil : String(rest)
    }
    return names.sorted()
  }

  /// Removes the file or the folder (with everything in it) at `path`; false when nothing is
  /// there.
  func remove(_ path: String) -> Bool {
    let path = Self.normalized(path)
    guard exists(path) else { return false }
    files[path] = nil
    folders.remove(path)
    let prefix = path + "/"
    files = files.filter { !$0.key.hasPrefix(prefix) }
    folders = folders.filter { !$0.hasPrefix(prefix) }
    return true
  }
}
