import Foundation
import IdentityEngine
import SwiftSyntax

/// Strings: their properties, methods and mutating methods (sequence methods are in `+Arrays`).
extension Interpreter {
  /// A string's property (`count`, `isEmpty`, `first`, `capitalized`, …); nil when unknown.
  func stringProperty(_ name: String, of string: String, _ base: Value) -> Value? {
    switch name {
    case "count": return .int(string.count)
    case "isEmpty": return .bool(string.isEmpty)
    case "first": return string.first.map { .string(String($0)) } ?? .null
    case "last": return string.last.map { .string(String($0)) } ?? .null
    case "description": return base
    case "capitalized": return .string(string.capitalized)
    default: return nil
    }
  }

  /// A string's own method (`contains`, `lowercased`, `hasPrefix`, …); nil to fall back to the
  /// sequence methods.
  func stringMethod(
    _ name: String, on string: String, _ base: Value, _ arguments: [Argument],
    at node: some SyntaxProtocol
  ) throws(EvalError) -> Value? {
    let first = arguments.first?.value
    switch name {
    case "contains":
      if let function = first.flatMap(asFunction) {
        for character in string
        where try truthy(
          call(function, [Argument(label: nil, value: .string(String(character)))], at: node))
        {
          return .bool(true)
        }
        return .bool(false)
      }
      guard case .string(let needle) = first else { return .bool(false) }
      return .bool(needle.isEmpty || string.contains(needle))
    case "data" where arguments.map(\.label) == ["using"]:
      // `text.data(using: .utf8)`: its UTF-8 bytes (every Swift string has them); another
      // encoding is not simulated.
      guard case .enumCase(_, "utf8", [])? = first else {
        throw notSimulated("String.data(using:)", at: node)
      }
      return .opaque(DataValue(Data(string.utf8)))
    case "lowercased": return .string(string.lowercased())
    case "uppercased": return .string(string.uppercased())
    case "hasPrefix", "starts":
      guard case .string(let prefix) = first else { return .bool(false) }
      return .bool(string.hasPrefix(prefix))
    case "hasSuffix":
      guard case .string(let suffix) = first else { return .bool(false) }
      return .bool(string.hasSuffix(suffix))
    case "trimmingCharacters":
      return .string(string.trimmingCharacters(in: .whitespacesAndNewlines))
    case "split", "components":
      let separator: String
      if case .string(let text) = first { separator = text } else { separator = " " }
      return .array(
        string.components(separatedBy: separator).filter { name == "components" || !$0.isEmpty }
          .map(Value.string))
    case "localizedCaseInsensitiveContains", "localizedStandardContains":
      guard case .string(let needle) = first else { return .bool(false) }
      return .bool(needle.isEmpty || string.lowercased().contains(needle.lowercased()))
    case "appending":
      // Foundation's `appending(_:)`: the string followed by another.
      guard case .string(let suffix) = first else { return nil }
      try reserveString(string.utf8.count + suffix.utf8.count, times: 1, at: node)
      return .string(string + suffix)
    case "replacingOccurrences":
      guard arguments.count >= 2, case .string(let of) = arguments[0].value,
        case .string(let with) = arguments[1].value
      else { return base }
      // The result's size is known before it is made: each occurrence grows it by the
      // difference, so a replacement that would outgrow the budget fails first.
      if with.utf8.count > of.utf8.count, !of.isEmpty {
        let occurrences = string.components(separatedBy: of).count - 1
        let (growth, overflowed) = occurrences.multipliedReportingOverflow(
          by: with.utf8.count - of.utf8.count)
        try reserveString(
          overflowed ? Int.max : string.utf8.count &+ growth, times: 1, at: node)
      }
      return .string(string.replacingOccurrences(of: of, with: with))
    default:
      return nil
    }
  }

  /// A mutating string method (`append`, `removeAll`, `removeLast`) applied to `string` in place.
  func mutatingStringMethod(
    _ name: String, on string: inout String, _ arguments: [Argument], at node: some SyntaxProtocol
  ) throws(EvalError) -> Value {
    switch name {
    case "append":
      let suffix = describe(arguments.first?.value ?? .null)
      try reserveString(string.utf8.count + suffix.utf8.count, times: 1, at: node)
      string += suffix
      return .null
    case "removeAll":
      string = ""
      return .null
    case "removeLast":
      guard !string.isEmpty else {
        throw failure(
          "index-out-of-range", "Can't remove last element from an empty collection", at: node)
      }
      string.removeLast()
      return .null
    default:
      throw diagnostic(.unknownMember, ["member": name, "type": "String"], at: node)
    }
  }
}
