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

  /// `Dictionary()`, `Dictionary(uniqueKeysWithValues:)`, `Dictionary(_:uniquingKeysWith:)` and
  /// `Dictionary(grouping:by:)`. A key given twice to `uniqueKeysWithValues:` traps, as Swift's.
  func dictionaryInitializer(_ arguments: [Argument], at node: some SyntaxProtocol)
    throws(EvalError) -> Value
  {
    guard let first = arguments.first, first.label != "minimumCapacity" else {
      return .dictionary([:])
    }
    let items = try elements(of: first.value, at: node)
    var entries: [Value: Value] = [:]
    if first.label == "grouping", arguments.count == 2,
      let key = asFunction(arguments[1].value)
    {
      for item in items {
        let group = try call(key, [Argument(label: nil, value: item)], at: node)
        if case .array(let members) = entries[group] {
          entries[group] = .array(members + [item])
        } else {
          entries[group] = .array([item])
        }
      }
      return .dictionary(entries)
    }
    let combine =
      arguments.count == 2 && arguments[1].label == "uniquingKeysWith"
      ? asFunction(arguments[1].value) : nil
    guard
      first.label == "uniqueKeysWithValues" && arguments.count == 1
        || first.label == nil && combine != nil
    else {
      throw invalidArguments("Dictionary", .dictionaryForms, at: node)
    }
    for item in items {
      guard case .tuple(let pair) = item, pair.count == 2 else {
        throw invalidArguments("Dictionary", .keyValuePairsNeeded, at: node)
      }
      let (key, value) = (pair[0].value, pair[1].value)
      if let old = entries[key] {
        guard let combine else {
          throw failure(
            "duplicate-keys", "Fatal error: Duplicate values for key: '\(describe(key))'",
            at: node, arguments: ["key": describe(key)])
        }
        entries[key] = try call(
          combine, [Argument(label: nil, value: old), Argument(label: nil, value: value)], at: node)
      } else {
        entries[key] = value
      }
    }
    return .dictionary(entries)
  }

  /// A dictionary's own method (`mapValues`); nil to fall back to the sequence methods.
  func dictionaryMethod(
    _ name: String, on entries: [Value: Value], _ arguments: [Argument],
    at node: some SyntaxProtocol
  ) throws(EvalError) -> Value? {
    if name == "merging" {
      var merged = entries
      try merge(into: &merged, arguments, at: node)
      return .dictionary(merged)
    }
    guard name == "mapValues", let function = arguments.first.flatMap({ asFunction($0.value) })
    else { return nil }
    var result: [Value: Value] = [:]
    for (key, value) in entries {
      result[key] = try call(function, [Argument(label: nil, value: value)], at: node)
    }
    return .dictionary(result)
  }

  /// `merge(_:uniquingKeysWith:)`: each key-value pair of the first argument (a dictionary, or a
  /// sequence of pairs) goes into `entries`; a key already there takes what the closure makes of
  /// the current and the new value (`Dictionary.merge(_:uniquingKeysWith:)`, Apple).
  private func merge(
    into entries: inout [Value: Value], _ arguments: [Argument], at node: some SyntaxProtocol
  ) throws(EvalError) {
    guard arguments.count == 2, let combine = asFunction(arguments[1].value) else {
      throw invalidArguments("merge", .closureNeeded, at: node)
    }
    var pairs: [(Value, Value)] = []
    if case .dictionary(let other) = arguments[0].value {
      pairs = sortedEntries(other).map { ($0.key, $0.value) }
    } else {
      for element in try elements(of: arguments[0].value, at: node) {
        guard case .tuple(let parts) = element, parts.count == 2 else {
          throw invalidArguments("merge", .closureNeeded, at: node)
        }
        pairs.append((parts[0].value, parts[1].value))
      }
    }
    for (key, value) in pairs {
      if let current = entries[key] {
        entries[key] = try call(
          combine, [Argument(label: nil, value: current), Argument(label: nil, value: value)],
          at: node)
      } else {
        entries[key] = value
      }
    }
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
    case "merge":
      try merge(into: &entries, arguments, at: node)
      return .null
    case "reserveCapacity":
      // Storage only: nothing a scene shows changes (`Dictionary.reserveCapacity(_:)`, Apple).
      return .null
    default:
      throw diagnostic(.unknownMember, ["member": name, "type": "Dictionary"], at: node)
    }
  }
}
