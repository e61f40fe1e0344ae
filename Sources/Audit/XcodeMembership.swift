import Foundation

/// Whether the Xcode project of a file's target compiles it.
///
/// Xcode compiles what a target's Sources build phase lists; its `project.pbxproj` names each
/// such file in a `/* Name.swift in Sources */` build file. A Swift file in the project's folder
/// that no build file names is compiled by no target (sample O: an old copy of a view left
/// beside the new one), so no hazard in it can happen while the app runs. Nothing is decided
/// when the project syncs folders (`PBXFileSystemSynchronizedRootGroup`, Xcode 16: it lists no
/// files), when it names no Sources build file at all, or for a file of a Swift package inside
/// the project's folder (the package's manifest compiles it).
struct XcodeMembership {
  /// The projects of each target folder already read: name and `project.pbxproj` text.
  private var projects: [String: [(name: String, text: String)]] = [:]

  /// The name of the Xcode project in `target` that lists the files it compiles and not the
  /// file at `absolutePath`; nil when it is compiled or nothing can tell.
  mutating func excludingProject(ofFile absolutePath: String, target: String) -> String? {
    guard !target.isEmpty else { return nil }
    let read = projectFiles(in: target)
    guard !read.isEmpty,
      !read.contains(where: { $0.text.contains("PBXFileSystemSynchronizedRootGroup") }),
      read.contains(where: { $0.text.contains(" in Sources */") })
    else { return nil }
    var folder = (absolutePath as NSString).deletingLastPathComponent
    while folder.hasPrefix(target) {
      let manifest = (folder as NSString).appendingPathComponent("Package.swift")
      if FileManager.default.fileExists(atPath: manifest) { return nil }
      if folder == target { break }
      folder = (folder as NSString).deletingLastPathComponent
    }
    let buildFile = "/* \((absolutePath as NSString).lastPathComponent) in Sources */"
    if read.contains(where: { $0.text.contains(buildFile) }) { return nil }
    return read.first?.name
  }

  private mutating func projectFiles(in folder: String) -> [(name: String, text: String)] {
    if let known = projects[folder] { return known }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let read = names.filter { $0.hasSuffix(".xcodeproj") }.sorted().compactMap {
      name -> (name: String, text: String)? in
      let path = (folder as NSString).appendingPathComponent("\(name)/project.pbxproj")
      guard let data = FileManager.default.contents(atPath: path),
        let text = String(data: data, encoding: .utf8)
      else { return nil }
      return (name, text)
    }
    projects[folder] = read
    return read
  }
}
