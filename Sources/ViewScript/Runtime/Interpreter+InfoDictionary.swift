import Foundation
import IdentityEngine

/// `Bundle.main.infoDictionary` and `Bundle.main.object(forInfoDictionaryKey:)`: the project's
/// `Info.plist`, read with Foundation's `PropertyListSerialization` (docs/semantics.md, "Codable").
extension Interpreter {
  /// The app's information property list as Xcode builds it: the project's `Info.plist` (the
  /// nearest one, found as a resource is, `resourcePath`), with Xcode's build setting references
  /// (`$(MARKETING_VERSION)`, `${API_HOST}`) replaced by the app target's build settings
  /// (`XcodeProject.buildSettings`, its `.xcconfig` included); when the target has Xcode
  /// generate its Info.plist (`GENERATE_INFOPLIST_FILE = YES`), the keys Xcode writes
  /// (`CFBundleShortVersionString` from `MARKETING_VERSION`, `CFBundleVersion` from
  /// `CURRENT_PROJECT_VERSION`, `CFBundleName`, `CFBundleExecutable`, and each
  /// `INFOPLIST_KEY_<key>`) are added where the file has none; `CFBundleIdentifier` is
  /// `PRODUCT_BUNDLE_IDENTIFIER` when the file has none. Without a project, the file's values
  /// as written; an empty dictionary when there is neither (one over the resource limit is not
  /// read either).
  func readInfoDictionary() -> Value {
    let path = resourcePath("Info", "plist")
    var entries: [Value: Value] = [:]
    if let path,
      let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int,
      size <= Self.resourceByteLimit,
      let data = FileManager.default.contents(atPath: path),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
      case .dictionary(let read) = propertyListValue(plist)
    {
      entries = read
    }
    let settings = buildSettings(infoPlist: path)
    guard !settings.isEmpty else { return .dictionary(entries) }
    var added: [String: String] = ["CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)"]
    if settings["GENERATE_INFOPLIST_FILE"] == "YES" {
      added["CFBundleShortVersionString"] = "$(MARKETING_VERSION)"
      added["CFBundleVersion"] = "$(CURRENT_PROJECT_VERSION)"
      added["CFBundleName"] = "$(PRODUCT_NAME)"
      added["CFBundleExecutable"] = "$(EXECUTABLE_NAME)"
      for (name, value) in settings where name.hasPrefix("INFOPLIST_KEY_") {
        added[String(name.dropFirst("INFOPLIST_KEY_".count))] = value
      }
    }
    for (key, value) in added where entries[.string(key)] == nil {
      let expanded = XcodeProject.expand(value, settings)
      if !expanded.isEmpty { entries[.string(key)] = .string(expanded) }
    }
    return expanded(.dictionary(entries), settings)
  }

  /// `value` with every string's build setting references expanded.
  private func expanded(_ value: Value, _ settings: [String: String]) -> Value {
    switch value {
    case .string(let text): return .string(XcodeProject.expand(text, settings))
    case .array(let items): return .array(items.map { expanded($0, settings) })
    case .dictionary(let entries): return .dictionary(entries.mapValues { expanded($0, settings) })
    default: return value
    }
  }

  /// The build settings of the scene's Xcode project's app target (the target whose
  /// `INFOPLIST_FILE` is `infoPlist`, else the one named after the scene's top folder); empty
  /// without a project.
  private func buildSettings(infoPlist: String?) -> [String: String] {
    guard let root = ProjectFolders.from(path).last,
      let project = XcodeProject(in: root, byteLimit: Self.resourceByteLimit)
    else { return [:] }
    let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
    func relative(_ file: String) -> String? {
      file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : nil
    }
    let scene = relative(URL(fileURLWithPath: path).standardizedFileURL.path)
    let folders = scene?.split(separator: "/").dropLast() ?? []
    return project.buildSettings(
      infoPlist: infoPlist.flatMap(relative), sourceFolder: folders.first.map(String.init))
  }

  /// A property-list object as a scene's value: strings, numbers, Booleans, dates, data, arrays
  /// and dictionaries; nil for anything else (`PropertyListSerialization` gives nothing else).
  private func propertyListValue(_ object: Any) -> Value {
    switch object {
    case let string as String:
      return .string(string)
    case let number as NSNumber:
      if Self.isBoolean(number) { return .bool(number.boolValue) }
      if Self.isFloating(number) { return .double(number.doubleValue) }
      return .int(number.intValue)
    case let instant as Date:
      return date(seconds: instant.timeIntervalSinceReferenceDate)
    case let data as Data:
      return .opaque(DataValue(data))
    case let array as [Any]:
      return .array(array.map(propertyListValue))
    case let dictionary as [String: Any]:
      var entries: [Value: Value] = [:]
      for (key, item) in dictionary { entries[.string(key)] = propertyListValue(item) }
      return .dictionary(entries)
    default:
      return .null
    }
  }
}
