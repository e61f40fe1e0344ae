import Foundation
import IdentityEngine
import SwiftSyntax

/// Dictionaries: properties, `mapValues` and mutating methods (other sequence methods see the
/// entries sorted by key, in `+Arrays`).
extension Interpreter {
  /// A dictionary's property (`count`, `isEmpty`, `keys`, `values`); nil when unknown.
  func dictionaryProperty(_ name: String, of entries: [Value: Value]) -> Value? {
    let sorted = sortedEntries(entries)
    switch name {
    case "count": return .int(entries.count)
    case "isEmpty": return .bool(entries.isEmpty)
    case "keys": return .array(sorted.map(\.key))
    case "values": return .array(sorted.map(\.value))
    default: return nil
    }
  }

  /// A dictionary's own method (`mapValues`); nil to fall back to the sequence methods.
  func dictionaryMethod(
    _ name: String, on entries: [Value: Value], _ arguments: [Argument],
    at node: some SyntaxProtocol
  ) throws(EvalError) -> Value? {
    guard name == "mapValues", let function = arguments.first.flatMap({ asFunction($0.value) })
    else { return nil }
    var result: [Value: Value] = [:]
    for (key, value) in entries {
      result[key] = try call(function, [Argument(label: nil, value: value)], at: node)
    }
    return .dictionary(result)
  }

  /// A mutating dictionary method (`removeValue`, `updateValue`, `removeAll`) applied to `entries`
  /// in place.
  func mutatingDictionaryMethod(
    _ name: String, on entries: inout [Value: Value], _ arguments: [Argument],
    at node: some SyntaxProtocol
  ) throws(EvalError) -> Value {
    let first = arguments.first?.value ?? .null
    switch name {
    case "removeValue": return entries.removeValue(forKey: first) ?? .null
    case "updateValue":
      guard arguments.count == 2 else { return .null }
      return entries.updateValue(arguments[0].value, forKey: arguments[1].value) ?? .null
    case "removeAll":
      entries.removeAll()
      return .null
    default:
      throw diagnostic(.unknownMember, ["member": name, "type": "Dictionary"], at: node)
    }
  }
}
