import Foundation

/// An Xcode project's `project.pbxproj`, for the build settings Xcode writes into the app's
/// `Info.plist` when it builds it (`PRODUCT_BUNDLE_IDENTIFIER` becomes `CFBundleIdentifier`).
///
/// The file is an old-style ASCII property list, read with Foundation's
/// `PropertyListSerialization`: an `objects` dictionary of `isa`-tagged objects (targets,
/// configuration lists, configurations) that name one another by id.
struct XcodeProject {
  private let objects: [String: [String: Any]]
  private let targetIDs: [String]
  private let mainGroupID: String?
  /// The project object itself, whose configurations hold the settings every target inherits.
  private let projectID: String
  /// The folder the project is in.
  private let folder: URL

  /// The project of the first `*.xcodeproj` (by name) in `folder`; nil when there is none or its
  /// `project.pbxproj` cannot be read or is larger than `byteLimit`.
  init?(in folder: URL, byteLimit: Int) {
    guard let name = Self.projectNames(in: folder).first else { return nil }
    self.init(named: name, in: folder, byteLimit: byteLimit)
  }

  /// The project `name` (`App.xcodeproj`) in `folder`; nil when its `project.pbxproj` cannot be
  /// read or is larger than `byteLimit`.
  init?(named name: String, in folder: URL, byteLimit: Int) {
    let manager = FileManager.default
    let path = folder.appendingPathComponent(name).appendingPathComponent("project.pbxproj").path
    guard let size = try? manager.attributesOfItem(atPath: path)[.size] as? Int,
      size <= byteLimit, let data = manager.contents(atPath: path),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
      let root = plist as? [String: Any], let objects = root["objects"] as? [String: Any],
      let rootID = root["rootObject"] as? String
    else { return nil }
    self.folder = folder
    self.objects = objects.compactMapValues { $0 as? [String: Any] }
    targetIDs = self.objects[rootID]?["targets"] as? [String] ?? []
    mainGroupID = self.objects[rootID]?["mainGroup"] as? String
    projectID = rootID
  }

  /// The `*.xcodeproj` bundles in `folder`, by name.
  static func projectNames(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
      .filter { $0.hasSuffix(".xcodeproj") }
  }

  /// The files and folders the project's groups name, as standardized absolute paths: each
  /// item's `path` below its group's (`sourceTree = "<group>"`), or below the project's folder
  /// (`SOURCE_ROOT`), as Xcode's project navigator resolves them; items relative to the SDK or
  /// the build folder are left out.
  func groupMemberPaths() -> Set<String> {
    var found: Set<String> = []
    var visited: Set<String> = []
    func walk(_ id: String, in parent: URL) {
      guard visited.insert(id).inserted, let object = objects[id] else { return }
      var here = parent
      if let path = object["path"] as? String {
        switch object["sourceTree"] as? String ?? "<group>" {
        case "<group>": here = parent.appendingPathComponent(path)
        case "SOURCE_ROOT": here = folder.appendingPathComponent(path)
        case "<absolute>": here = URL(fileURLWithPath: path)
        default: return
        }
        found.insert(here.standardizedFileURL.path)
      }
      guard ["PBXGroup", "PBXVariantGroup"].contains(object["isa"] as? String) else { return }
      for child in object["children"] as? [String] ?? [] { walk(child, in: here) }
    }
    if let mainGroupID { walk(mainGroupID, in: folder) }
    return found
  }

  /// The build settings Xcode builds one application target with: the project's own Debug
  /// configuration (its `.xcconfig`, then its settings: what every target inherits, as
  /// `MARKETING_VERSION` set once for the project; sample 40 showed a fallback version), then
  /// the `.xcconfig` file the target's Debug configuration is based on (the one Xcode's Run
  /// builds, else the first), then the target configuration's own settings, over Xcode's
  /// defaults for the names an `Info.plist` uses
  /// (`TARGET_NAME`, `PRODUCT_NAME` = `$(TARGET_NAME)`, `EXECUTABLE_NAME`,
  /// `DEVELOPMENT_LANGUAGE` = `en`). The target is the one whose `INFOPLIST_FILE` is `infoPlist`
  /// (relative to the project's folder), else the one named `sourceFolder` (the folder Xcode
  /// creates for a target's files), else the project's first.
  func buildSettings(infoPlist: String?, sourceFolder: String?) -> [String: String] {
    let applications = targetIDs.compactMap { objects[$0] }.filter {
      $0["isa"] as? String == "PBXNativeTarget"
        && $0["productType"] as? String == "com.apple.product-type.application"
    }
    let target =
      applications.first { target in
        infoPlist != nil
          && configuration(of: target)?["buildSettings"].flatMap {
            ($0 as? [String: Any])?["INFOPLIST_FILE"] as? String
          } == infoPlist
      }
      ?? applications.first { $0["name"] as? String == sourceFolder } ?? applications.first
    guard let target else { return [:] }
    let name = target["name"] as? String ?? ""
    var settings = [
      "TARGET_NAME": name, "PRODUCT_NAME": "$(TARGET_NAME)",
      "EXECUTABLE_NAME": "$(PRODUCT_NAME)", "DEVELOPMENT_LANGUAGE": "en",
    ]
    for level in [objects[projectID], target] {
      let chosen = level.flatMap(configuration(of:))
      if let baseID = chosen?["baseConfigurationReference"] as? String,
        let file = objects[baseID], let configFile = locate(file)
      {
        settings.merge(Self.xcconfigSettings(configFile)) { _, new in new }
      }
      for (key, value) in chosen?["buildSettings"] as? [String: Any] ?? [:] {
        if let text = value as? String {
          settings[key] = text
        } else if let list = value as? [String] {
          settings[key] = list.joined(separator: " ")
        }
      }
    }
    return settings
  }

  /// `text` with Xcode's build setting references (`$(NAME)`, `${NAME}`, `$(NAME:modifier)`)
  /// replaced by the settings' values, themselves expanded; a name without a value is empty,
  /// as Xcode makes it.
  static func expand(_ text: String, _ settings: [String: String], depth: Int = 0) -> String {
    guard text.contains("$"), depth < 8 else { return text }
    var result = ""
    var rest = Substring(text)
    while let dollar = rest.firstIndex(of: "$") {
      result += rest[..<dollar]
      let after = rest.index(after: dollar)
      guard after < rest.endIndex, let close = ["(": ")", "{": "}"][rest[after]],
        let end = rest[after...].firstIndex(of: Character(close))
      else {
        result.append("$")
        rest = rest[after...]
        continue
      }
      let reference = rest[rest.index(after: after)..<end]
      let name = String(reference.prefix { $0 != ":" })
      result += expand(settings[name] ?? "", settings, depth: depth + 1)
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }

  /// The Debug configuration of `target`, else its first.
  private func configuration(of target: [String: Any]) -> [String: Any]? {
    guard let listID = target["buildConfigurationList"] as? String,
      let configurationIDs = objects[listID]?["buildConfigurations"] as? [String]
    else { return nil }
    let configurations = configurationIDs.compactMap { objects[$0] }
    return configurations.first { $0["name"] as? String == "Debug" } ?? configurations.first
  }

  /// The file a file reference names, found by its name in the project's folder (a few levels
  /// deep, build folders left out); nil when there is none.
  private func locate(_ file: [String: Any]) -> URL? {
    guard let written = file["path"] as? String ?? file["name"] as? String else { return nil }
    let name = (written as NSString).lastPathComponent
    var pending = [(folder, 0)]
    while !pending.isEmpty {
      let (current, depth) = pending.removeFirst()
      let entries =
        ((try? FileManager.default.contentsOfDirectory(atPath: current.path)) ?? []).sorted()
      if entries.contains(name) { return current.appendingPathComponent(name) }
      guard depth < 4 else { continue }
      for entry in entries
      where !entry.hasPrefix(".") && ![".build", "build", "Pods"].contains(entry) {
        let url = current.appendingPathComponent(entry)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
          isFolder.boolValue
        {
          pending.append((url, depth + 1))
        }
      }
    }
    return nil
  }

  /// The settings an `.xcconfig` file assigns (`NAME = value`; comments after `//`, included
  /// files and conditional assignments `NAME[sdk=…]` are not read).
  private static func xcconfigSettings(_ file: URL) -> [String: String] {
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [:] }
    var settings: [String: String] = [:]
    for line in text.split(whereSeparator: \.isNewline) {
      var content = Substring(line)
      if let comment = content.range(of: "//") { content = content[..<comment.lowerBound] }
      guard let equals = content.firstIndex(of: "=") else { continue }
      let name = content[..<equals].trimmingCharacters(in: .whitespaces)
      guard !name.isEmpty, !name.contains("["), !name.hasPrefix("#") else { continue }
      settings[name] = content[content.index(after: equals)...].trimmingCharacters(
        in: .whitespaces)
    }
    return settings
  }
}
