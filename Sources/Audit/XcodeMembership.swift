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
/// lists is in none of its targets); a file under no synchronized folder and named by no build
/// file is compiled by no target (audit sample U: a `_Deprecated_macOS` folder; T: a file
/// excluded from its app target). Nothing is decided when the project names no Sources build
/// file and syncs no folder, or for a file of a Swift package inside the project's folder (the
/// package's manifest compiles it).
struct XcodeMembership {
  /// The projects of each target folder already read: name and `project.pbxproj` text.
  private var projects: [String: [(name: String, text: String)]] = [:]

  /// The name of the Xcode project in `target` that lists the files it compiles and not the
  /// file at `absolutePath`; nil when it is compiled or nothing can tell.
  mutating func excludingProject(ofFile absolutePath: String, target: String) -> String? {
    guard !target.isEmpty else { return nil }
    let read = projectFiles(in: target)
    let syncs = read.contains { $0.text.contains("PBXFileSystemSynchronizedRootGroup") }
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
    if read.contains(where: { $0.text.contains(buildFile) }) { return nil }
    let relative = String(absolutePath.dropFirst(target.count).drop { $0 == "/" })
    if syncs {
      // Only folders synchronized from the project's own folder are read; a project whose
      // synchronized folders sit elsewhere decides nothing.
      let paths = read.flatMap { project in
        Self.objects(in: project.text, isa: "PBXFileSystemSynchronizedRootGroup").compactMap {
          Self.value("path", in: $0)
        }
      }
      var isFolder: ObjCBool = false
      guard
        paths.allSatisfy({
          FileManager.default.fileExists(
            atPath: (target as NSString).appendingPathComponent($0), isDirectory: &isFolder)
            && isFolder.boolValue
        })
      else { return nil }
      if read.contains(where: { Self.synchronizedGroupsCompile(relative, $0.text) }) { return nil }
    }
    return read.first?.name
  }

  /// Whether a synchronized folder of the project `text` compiles the file at `relative` (a
  /// path from the project's folder): the file is under the folder, and not every exception set
  /// of the folder's targets lists it.
  static func synchronizedGroupsCompile(_ relative: String, _ text: String) -> Bool {
    let sets = exceptionSets(in: text)
    for group in objects(in: text, isa: "PBXFileSystemSynchronizedRootGroup") {
      guard let path = value("path", in: group), relative.hasPrefix(path + "/") else { continue }
      let inside = String(relative.dropFirst(path.count + 1))
      let targetSets = list("exceptions", in: group).compactMap { sets[$0] }
      if targetSets.isEmpty || !targetSets.allSatisfy({ $0.contains(inside) }) { return true }
    }
    return false
  }

  /// The `membershipExceptions` of each target exception set, by the set's object id.
  private static func exceptionSets(in text: String) -> [String: Set<String>] {
    var sets: [String: Set<String>] = [:]
    for (id, body) in objectsWithIDs(
      in: text, isa: "PBXFileSystemSynchronizedBuildFileExceptionSet")
    {
      sets[id] = Set(list("membershipExceptions", in: body))
    }
    return sets
  }

  /// The bodies of the objects of class `isa` in a `project.pbxproj`.
  static func objects(in text: String, isa: String) -> [Substring] {
    objectsWithIDs(in: text, isa: isa).map(\.body)
  }

  /// The objects of class `isa`, each with its id: `ID /* comment */ = { isa = …; … };`.
  private static func objectsWithIDs(in text: String, isa: String) -> [(
    id: String, body: Substring
  )] {
    var found: [(id: String, body: Substring)] = []
    var rest = text[...]
    while let marker = rest.range(of: "isa = \(isa);") {
      guard let open = rest[..<marker.lowerBound].range(of: "= {", options: .backwards),
        let close = rest[marker.upperBound...].range(of: "\n\t\t};")
      else { break }
      let lineStart =
        rest[..<open.lowerBound].lastIndex(of: "\n").map(rest.index(after:))
        ?? rest.startIndex
      let id =
        rest[lineStart..<open.lowerBound].trimmingCharacters(in: .whitespaces)
        .split(separator: " ").first.map(String.init) ?? ""
      found.append((id, rest[open.upperBound..<close.lowerBound]))
      rest = rest[close.upperBound...]
    }
    return found
  }

  /// `key = value;` in an object's body, quotes taken off.
  static func value(_ key: String, in body: Substring) -> String? {
    guard let start = body.range(of: "\t" + key + " = "),
      let end = body[start.upperBound...].firstIndex(of: ";")
    else { return nil }
    return unquoted(body[start.upperBound..<end])
  }

  /// The items of `key = ( a, "b c", );` in an object's body, quotes and comments taken off.
  private static func list(_ key: String, in body: Substring) -> [String] {
    guard let start = body.range(of: "\t" + key + " = (") else { return [] }
    // One item a line until the line `);` (a file's name may hold a parenthesis).
    var items: [String] = []
    for line in body[start.upperBound...].split(separator: "\n") {
      var item = line.trimmingCharacters(in: .whitespaces)
      if item == ");" { break }
      if item.hasSuffix(",") { item.removeLast() }
      if let comment = item.range(of: " /*") { item = String(item[..<comment.lowerBound]) }
      if !item.isEmpty { items.append(unquoted(item[...])) }
    }
    return items
  }

  /// A pbxproj string without its quotes and escapes (`"UI/Keyboard View.swift"`).
  private static func unquoted(_ text: Substring) -> String {
    var item = text.trimmingCharacters(in: .whitespaces)
    if item.hasPrefix("\""), item.hasSuffix("\""), item.count >= 2 {
      item = String(item.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
    }
    return item
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
