import Foundation

/// The folders a scene file's project resources are looked up in.
enum ProjectFolders {
  /// The folders from `path`'s own up to its project root (the nearest folder holding a
  /// `*.xcodeproj` or a `Package.swift`), nearest first; only `path`'s own folder when no root is
  /// above it.
  static func from(_ path: String) -> [URL] {
    var folders: [URL] = []
    var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
    while true {
      folders.append(folder)
      if isProjectRoot(folder) { return folders }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return Array(folders.prefix(1)) }
      folder = parent
    }
  }

  /// The names of the Xcode projects at the project root above `path` (`DeepDive` for
  /// `DeepDive.xcodeproj`): Xcode names a new project's app target, and so its module, after
  /// the project; empty when no project is above it.
  static func appModuleNames(near path: String) -> Set<String> {
    guard let root = from(path).last, isProjectRoot(root) else { return [] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return Set(
      names.filter { $0.hasSuffix(".xcodeproj") }.map { String($0.dropLast(".xcodeproj".count)) }
        .filter { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
  }

  /// Whether the Xcode projects at the project root above `path` build for macOS only: their
  /// build settings say `SDKROOT = macosx` and never `iphoneos` (a Mac app, whose split views
  /// show their columns side by side where idlab draws an iPhone's single column).
  static func buildsForMacOnly(near path: String) -> Bool {
    guard let root = from(path).last, isProjectRoot(root) else { return false }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    let texts = names.filter { $0.hasSuffix(".xcodeproj") }.compactMap { project in
      try? String(
        contentsOf: root.appendingPathComponent(project).appendingPathComponent("project.pbxproj"),
        encoding: .utf8)
    }
    guard !texts.isEmpty else { return false }
    return texts.allSatisfy {
      $0.contains("SDKROOT = macosx;") && !$0.contains("SDKROOT = iphoneos;")
    }
  }

  /// The folders an app's bundle resources come from: `from(path)`, then, when a project root
  /// was found, every other folder under it (Xcode copies a target's resources into the bundle
  /// flat, whatever group folder holds them), skipping hidden folders, build folders and the
  /// bundles Xcode compiles (`*.xcodeproj`, `*.xcassets`, `*.xcdatamodeld`); at most 4000.
  ///
  /// With no project root above `path`, the app's folder is the deepest folder that holds every
  /// file of the program (`moduleFiles`, the files the scene was given): a repository shipped
  /// without its Xcode project keeps its resources beside its code (sample 29: a shop app's
  /// `Resources/musicData.json`), so that folder and every folder under it are searched.
  static func resourceFolders(from path: String, moduleFiles: [String] = []) -> [URL] {
    var ancestors = from(path)
    guard let found = ancestors.last else { return ancestors }
    var root = found
    if !isProjectRoot(found) {
      guard let common = commonFolder(of: moduleFiles + [path]), common.path != "/" else {
        return ancestors
      }
      root = common
      ancestors = []
      var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
      while folder.path.hasPrefix(common.path) {
        ancestors.append(folder)
        if folder.path == common.path { break }
        folder = folder.deletingLastPathComponent()
      }
    }
    var folders = ancestors
    var seen = Set(ancestors.map(\.path))
    var pending = [root]
    while let folder = pending.popLast(), folders.count < 4000 {
      let children = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .sorted()
      for name in children.reversed() where !Self.isSkipped(name) {
        let child = folder.appendingPathComponent(name)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isFolder),
          isFolder.boolValue
        else { continue }
        pending.append(child)
        if seen.insert(child.path).inserted { folders.append(child) }
      }
    }
    return folders
  }

  /// The deepest folder holding every one of `paths` (two or more), or nil.
  private static func commonFolder(of paths: [String]) -> URL? {
    let folders = Set(
      paths.map { URL(fileURLWithPath: $0).standardizedFileURL.deletingLastPathComponent().path })
    guard folders.count > 1, var common = folders.first.map({ $0.split(separator: "/") }) else {
      return nil
    }
    for folder in folders {
      let parts = folder.split(separator: "/")
      let shared = zip(common, parts).prefix { $0 == $1 }.count
      common = Array(common.prefix(shared))
    }
    return URL(fileURLWithPath: "/" + common.joined(separator: "/"))
  }

  /// Whether `folder` holds a `*.xcodeproj` or a `Package.swift`.
  static func isProjectRoot(_ folder: URL) -> Bool {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.contains { $0.hasSuffix(".xcodeproj") || $0 == "Package.swift" }
  }

  private static func isSkipped(_ name: String) -> Bool {
    name.hasPrefix(".") || name == "build" || name == "DerivedData"
      || [".xcodeproj", ".xcassets", ".xcdatamodeld", ".xcworkspace"].contains {
        name.hasSuffix($0)
      }
  }
}
