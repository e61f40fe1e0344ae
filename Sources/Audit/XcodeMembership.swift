import Foundation

/// Whether the Xcode project of a file's target compiles it.
///
/// Xcode compiles what a target's Sources build phase lists; its `project.pbxproj` names each
/// such file in a `/* Name.swift in Sources */` build file. A Swift file in the project's folder
/// that no build file names is compiled by no target (sample O: an old copy of a view left
/// beside the new one), so no hazard in it can happen while the app runs. A project that syncs
/// folders (`PBXFileSystemSynchronizedRootGroup`, Xcode 16) compiles the Swift files under each
/// synchronized folder but those its targets' exception sets list (`membershipExceptions` of a
/// `PBXFileSystemSynchronizedBuildFileExceptionSet`: a file every one of the folder's sets
/// lists is in none of its targets; a set of a target that does not build the folder, a test
/// target's, adds files to that target and is not read); a file under no synchronized folder and named by no build
/// file is compiled by no target (audit sample U: a `_Deprecated_macOS` folder; T: a file
/// excluded from its app target). Nothing is decided when the project names no Sources build
/// file and syncs no folder, or for a file of a Swift package inside the project's folder (the
/// package's manifest compiles it).
struct XcodeMembership {
  /// One `*.xcodeproj` as the decision reads it.
  private struct Project {
    /// The bundle's name (`App.xcodeproj`).
    var name: String
    /// Its `project.pbxproj` text, searched for Sources build files.
    var text: String
    /// Its synchronized folders (`path` from the project's folder) and, for each, the files
    /// each of its targets' exception sets lists; nil when the file cannot be read as a
    /// property list.
    var synchronized: [(path: String, exceptionSets: [Set<String>])]?
    /// The paths, from the project's folder, of the files its Sources build phases compile,
    /// found through the groups that hold them; nil when one cannot be found that way (a
    /// reference outside the project's folder) or the file is no property list.
    var compiledPaths: Set<String>?
  }

  /// The projects of each target folder already read.
  private var projects: [String: [Project]] = [:]

  /// The name of the Xcode project in `target` that lists the files it compiles and not the
  /// file at `absolutePath`; nil when it is compiled or nothing can tell.
  mutating func excludingProject(ofFile absolutePath: String, target: String) -> String? {
    guard !target.isEmpty else { return nil }
    let read = projectFiles(in: target)
    // A project that syncs folders but cannot be read as a property list decides nothing.
    guard !read.contains(where: { $0.synchronized == nil }) else { return nil }
    let syncs = read.contains { $0.synchronized?.isEmpty == false }
    guard !read.isEmpty, syncs || read.contains(where: { $0.text.contains(" in Sources */") })
    else { return nil }
    var folder = (absolutePath as NSString).deletingLastPathComponent
    while folder.hasPrefix(target) {
      let manifest = (folder as NSString).appendingPathComponent("Package.swift")
      if FileManager.default.fileExists(atPath: manifest) { return nil }
      if folder == target { break }
      folder = (folder as NSString).deletingLastPathComponent
    }
    let buildFile = "/* \((absolutePath as NSString).lastPathComponent) in Sources */"
    let relative = String(absolutePath.dropFirst(target.count).drop { $0 == "/" })
    if read.contains(where: { $0.text.contains(buildFile) }) {
      // The build file of that name may be another file's: an old copy in another folder is
      // compiled by no target (audit sample AN; AL's stale copy). Decided only where every
      // project's compiled files are found through its groups; a project that syncs folders
      // may still compile it through one of them (below).
      let compiled = read.compactMap(\.compiledPaths)
      guard compiled.count == read.count, !compiled.contains(where: { $0.contains(relative) })
      else { return nil }
      if !syncs { return read.first { $0.text.contains(buildFile) }?.name }
    }
    if syncs {
      // Only folders synchronized from the project's own folder are read; a project whose
      // synchronized folders sit elsewhere decides nothing.
      let folders = read.flatMap { $0.synchronized ?? [] }
      var isFolder: ObjCBool = false
      guard
        folders.allSatisfy({
          FileManager.default.fileExists(
            atPath: (target as NSString).appendingPathComponent($0.path), isDirectory: &isFolder)
            && isFolder.boolValue
        })
      else { return nil }
      for synchronized in folders where relative.hasPrefix(synchronized.path + "/") {
        let inside = String(relative.dropFirst(synchronized.path.count + 1))
        let sets = synchronized.exceptionSets
        if sets.isEmpty || !sets.allSatisfy({ $0.contains(inside) }) { return nil }
      }
    }
    return read.first?.name
  }

  /// The synchronized folders of a `project.pbxproj` (an old-style property list, read with
  /// Foundation's `PropertyListSerialization` as `ViewScript`'s `XcodeProject` reads it): each
  /// `PBXFileSystemSynchronizedRootGroup`'s `path` and the `membershipExceptions` of its
  /// `PBXFileSystemSynchronizedBuildFileExceptionSet`s; nil when the text is no property list.
  private static func synchronizedFolders(_ plist: [String: Any]?) -> [(
    path: String, exceptionSets: [Set<String>]
  )]? {
    guard let objects = plist?["objects"] as? [String: Any] else { return nil }
    let typed = objects.compactMapValues { $0 as? [String: Any] }
    return typed.sorted {
      ($0.value["path"] as? String ?? "") < ($1.value["path"] as? String ?? "")
    }
    .compactMap { id, group in
      guard group["isa"] as? String == "PBXFileSystemSynchronizedRootGroup",
        let path = group["path"] as? String
      else { return nil }
      // An exception set of a target that builds the folder removes its files from that
      // target; one of a target that does not (a test target) adds them to it, and leaves
      // the app's membership as it is (audit sample AB read such a list as removing the
      // files from the app).
      let sets = (group["exceptions"] as? [String] ?? []).compactMap { typed[$0] }
        .filter { $0["isa"] as? String == "PBXFileSystemSynchronizedBuildFileExceptionSet" }
        .filter { set in
          // A target the project does not describe decides nothing: its set is read.
          guard let target = set["target"] as? String, let owner = typed[target] else {
            return true
          }
          let groups = owner["fileSystemSynchronizedGroups"] as? [String] ?? []
          return groups.contains(id)
        }
        .map { Set($0["membershipExceptions"] as? [String] ?? []) }
      return (path, sets)
    }
  }

  /// The paths, from the project's folder, of the files the Sources build phases of a
  /// `project.pbxproj` compile: each build file's reference, its path joined to those of the
  /// groups above it (`sourceTree` `<group>`, or `SOURCE_ROOT` from the project's folder;
  /// Xcode's project format); nil when one is found another way or the text is no property
  /// list.
  private static func compiledPaths(_ root: [String: Any]?) -> Set<String>? {
    guard let root, let objects = root["objects"] as? [String: Any],
      let rootID = root["rootObject"] as? String,
      let project = objects[rootID] as? [String: Any],
      let mainGroup = project["mainGroup"] as? String
    else { return nil }
    let typed = objects.compactMapValues { $0 as? [String: Any] }
    var paths: [String: String] = [:]
    var pending: [(id: String, base: String)] = [(mainGroup, "")]
    var visited: Set<String> = []
    while let (id, base) = pending.popLast() {
      guard visited.insert(id).inserted, let item = typed[id] else { continue }
      var here = base
      if let path = item["path"] as? String {
        switch item["sourceTree"] as? String ?? "<group>" {
        case "<group>": here = base.isEmpty ? path : base + "/" + path
        case "SOURCE_ROOT": here = path
        default: continue
        }
      }
      paths[id] = (here as NSString).standardizingPath
      for child in item["children"] as? [String] ?? [] { pending.append((child, here)) }
    }
    var compiled: Set<String> = []
    for phase in typed.values where phase["isa"] as? String == "PBXSourcesBuildPhase" {
      for buildFile in phase["files"] as? [String] ?? [] {
        guard let reference = typed[buildFile]?["fileRef"] as? String else { continue }
        // A package product or a reference no group holds: nothing is decided.
        guard let path = paths[reference] else { return nil }
        compiled.insert(path)
      }
    }
    return compiled
  }

  private mutating func projectFiles(in folder: String) -> [Project] {
    if let known = projects[folder] { return known }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let read = names.filter { $0.hasSuffix(".xcodeproj") }.sorted().compactMap {
      name -> Project? in
      let path = (folder as NSString).appendingPathComponent("\(name)/project.pbxproj")
      guard let data = FileManager.default.contents(atPath: path),
        let text = String(data: data, encoding: .utf8)
      else { return nil }
      // Read once as a property list, for both facts.
      let plist =
        (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any]
      let synchronized =
        text.contains("PBXFileSystemSynchronizedRootGroup") ? Self.synchronizedFolders(plist) : []
      return Project(
        name: name, text: text, synchronized: synchronized, compiledPaths: Self.compiledPaths(plist)
      )
    }
    projects[folder] = read
    return read
  }
}
