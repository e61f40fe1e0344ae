import Foundation
import IdentityEngine

extension LibraryType {
  /// Foundation's `JSONSerialization`: `jsonObject(with:options:)` reads a `Data`'s JSON into
  /// dictionaries keyed by strings, arrays, strings, numbers, booleans and `NSNull` (`nil`
  /// here), as Foundation's own reader parses it (top-level fragments allowed, whatever the
  /// options); text that is not JSON throws Cocoa's error 3840, "The data couldn’t be read
  /// because it isn’t in the correct format."; `data(withJSONObject:options:)` writes such a
  /// value back; `isValidJSONObject(_:)` says whether it can (sample 35: a quiz loaded its
  /// questions this way at launch and stopped four screens).
  static let jsonSerialization: LibraryType = {
    var type = LibraryType("JSONSerialization")
    type.staticMethods = [
      "jsonObject": { (call) throws(EvalError) -> Value in
        guard case .opaque(let opaque) = call.argument("with"), let data = opaque as? DataValue
        else { throw call.invalidArguments(.expectedForm, ["form": "jsonObject(with: data)"]) }
        guard
          let object = try? JSONSerialization.jsonObject(
            with: data.bytes, options: [.fragmentsAllowed])
        else {
          throw call.run.cocoaError(
            "propertyListReadCorrupt",
            "The data couldn’t be read because it isn’t in the correct format.", at: call.node)
        }
        return value(of: object)
      },
      "data": { (call) throws(EvalError) -> Value in
        guard let object = foundationObject(call.argument("withJSONObject")),
          JSONSerialization.isValidJSONObject(object),
          let data = try? JSONSerialization.data(
            withJSONObject: object, options: writingOptions(call.argument("options")))
        else {
          throw call.invalidArguments(
            .expectedForm, ["form": "data(withJSONObject: [\"key\": value])"])
        }
        return .opaque(DataValue(data))
      },
      "isValidJSONObject": { call in
        .bool(foundationObject(call.unlabelled).map(JSONSerialization.isValidJSONObject) ?? false)
      },
    ]
    return type
  }()

  /// A value Foundation's reader made, as idlab holds it.
  private static func value(of object: Any) -> Value {
    switch object {
    case let dictionary as [String: Any]:
      return .dictionary(
        Dictionary(uniqueKeysWithValues: dictionary.map { (.string($0.key), value(of: $0.value)) }))
    case let array as [Any]: return .array(array.map(value(of:)))
    case let text as String: return .string(text)
    case let number as NSNumber:
      // A JSON `true` or `false` is a Boolean number; a number written with a fraction or an
      // exponent is a `Double`, any other an `Int` (as the decoder reads them).
      if Interpreter.isBoolean(number) { return .bool(number.boolValue) }
      if Interpreter.isFloating(number) { return .double(number.doubleValue) }
      return .int(number.intValue)
    default: return .null
    }
  }

  /// `value` as a Foundation object for the writer; nil for what JSON cannot hold.
  private static func foundationObject(_ value: Value) -> Any? {
    switch value {
    case .dictionary(let entries):
      var object: [String: Any] = [:]
      for (key, item) in entries {
        guard case .string(let name) = key, let converted = foundationObject(item) else {
          return nil
        }
        object[name] = converted
      }
      return object
    case .array(let items):
      var objects: [Any] = []
      for item in items {
        guard let converted = foundationObject(item) else { return nil }
        objects.append(converted)
      }
      return objects
    case .string(let text): return text
    case .int(let number): return number
    case .double(let number): return number
    case .bool(let flag): return flag
    case .null: return NSNull()
    default: return nil
    }
  }

  /// `.prettyPrinted`, `.sortedKeys` (alone or in an array); nothing else changes the text.
  private static func writingOptions(_ value: Value) -> JSONSerialization.WritingOptions {
    var options: JSONSerialization.WritingOptions = []
    func add(_ value: Value) {
      switch value {
      case .enumCase(_, "prettyPrinted", _): options.insert(.prettyPrinted)
      case .enumCase(_, "sortedKeys", _): options.insert(.sortedKeys)
      case .enumCase(_, "withoutEscapingSlashes", _): options.insert(.withoutEscapingSlashes)
      case .array(let items): items.forEach(add)
      default: break
      }
    }
    add(value)
    return options
  }
}
