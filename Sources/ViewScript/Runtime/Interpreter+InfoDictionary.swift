import Foundation
import IdentityEngine

/// `Bundle.main.infoDictionary` and `Bundle.main.object(forInfoDictionaryKey:)`: the project's
/// `Info.plist`, read with Foundation's `PropertyListSerialization` (docs/semantics.md, "Codable").
extension Interpreter {
  /// The app's information property list: the project's `Info.plist` (the nearest one, found as
  /// a resource is, `resourcePath`), its values as written (Xcode's `$(VARIABLE)` substitutions
  /// are not made); an empty dictionary when the project has none or it cannot be read, as for
  /// an app built without those keys (one over the resource limit is not read either).
  func readInfoDictionary() -> Value {
    guard let path = resourcePath("Info", "plist"),
      let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int,
      size <= Self.resourceByteLimit,
      let data = FileManager.default.contents(atPath: path),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
    else { return .dictionary([:]) }
    let value = propertyListValue(plist)
    if case .dictionary = value { return value }
    return .dictionary([:])
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
