import Foundation
import IdentityEngine

/// `Bundle.main.infoDictionary` and `Bundle.main.object(forInfoDictionaryKey:)`: the project's
/// `Info.plist`, read with Foundation's `PropertyListSerialization` (docs/semantics.md, "Codable").
extension Interpreter {
  /// The app's information property list: the project's `Info.plist` (the nearest one, found as
  /// a resource is, `resourcePath`), its values as written (Xcode's `$(VARIABLE)` substitutions
  /// are not made); an empty dictionary when the project has none or it cannot be read, as for
  /// an app built without those keys (one over the resource limit is not read either). Its
  /// `CFBundleIdentifier`, when the plist has none or `$(PRODUCT_BUNDLE_IDENTIFIER)`, is the
  /// project's build setting, as Xcode writes it (`XcodeProject`).
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
    let key = Value.string("CFBundleIdentifier")
    if [nil, .string("$(PRODUCT_BUNDLE_IDENTIFIER)"), .string("${PRODUCT_BUNDLE_IDENTIFIER}")]
      .contains(entries[key]), let identifier = builtBundleIdentifier(infoPlist: path)
    {
      entries[key] = .string(identifier)
    }
    return .dictionary(entries)
  }

  /// The `PRODUCT_BUNDLE_IDENTIFIER` of the scene's Xcode project (the target whose
  /// `INFOPLIST_FILE` is `infoPlist`, else the one named after the scene's top folder), or nil
  /// without a project.
  private func builtBundleIdentifier(infoPlist: String?) -> String? {
    guard let root = ProjectFolders.from(path).last,
      let project = XcodeProject(in: root, byteLimit: Self.resourceByteLimit)
    else { return nil }
    let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
    func relative(_ file: String) -> String? {
      file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : nil
    }
    let scene = relative(URL(fileURLWithPath: path).standardizedFileURL.path)
    let folders = scene?.split(separator: "/").dropLast() ?? []
    return project.bundleIdentifier(
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
