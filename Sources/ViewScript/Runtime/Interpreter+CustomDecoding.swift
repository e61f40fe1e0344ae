import Foundation
import IdentityEngine
import SwiftSyntax

/// `init(from decoder: Decoder)` written by hand: the decoder and its containers over the JSON
/// value being decoded, as Foundation's `JSONDecoder` gives them (docs/semantics.md, "Codable").
///
///     let container = try decoder.container(keyedBy: CodingKeys.self)
///     name = try container.decode(String.self, forKey: .name)
///     tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
extension Interpreter {
  /// A method of a decoder or of one of its containers.
  func decoderMethod(
    _ name: String, on opaque: OpaqueReference, _ arguments: [Argument],
    at node: some SyntaxProtocol
  ) throws(EvalError) -> Value {
    if let decoder = opaque as? DecoderValue {
      return try decoderCall(name, decoder, arguments, at: node)
    }
    guard let container = opaque as? DecodingContainerValue else { return .null }
    switch container.kind {
    case .keyed(let object):
      return try keyedCall(name, container, object, arguments, at: node)
    case .unkeyed(let items):
      return try unkeyedCall(name, container, items, arguments, at: node)
    case .single(let json):
      switch name {
      case "decode":
        guard let type = arguments.first else { break }
        return try decode(
          typeText(of: type, at: node), from: json, path: container.path,
          options: container.options, at: node)
      case "decodeNil": return .bool(json is NSNull)
      default: break
      }
    }
    throw diagnostic(.unknownMember, ["member": name, "type": container.typeName], at: node)
  }

  /// `decoder.container(keyedBy:)`, `unkeyedContainer()`, `singleValueContainer()`.
  private func decoderCall(
    _ name: String, _ decoder: DecoderValue, _ arguments: [Argument], at node: some SyntaxProtocol
  ) throws(EvalError) -> Value {
    switch name {
    case "container":
      guard let object = decoder.json as? [String: Any] else {
        throw objectMismatch(decoder.json, decoder.path, at: node)
      }
      return .opaque(DecodingContainerValue(.keyed(object), decoder))
    case "unkeyedContainer":
      guard let items = decoder.json as? [Any] else {
        throw decodingError(
          "typeMismatch", type: "Array<Any>", path: decoder.path,
          "Expected to decode Array<Any> but found \(Self.jsonKind(decoder.json)) instead.",
          at: node)
      }
      return .opaque(DecodingContainerValue(.unkeyed(items), decoder))
    case "singleValueContainer":
      return .opaque(DecodingContainerValue(.single(decoder.json), decoder))
    default:
      throw diagnostic(.unknownMember, ["member": name, "type": "Decoder"], at: node)
    }
  }

  /// `decode(_:forKey:)`, `decodeIfPresent(_:forKey:)`, `contains(_:)`, `decodeNil(forKey:)`,
  /// `nestedContainer(keyedBy:forKey:)`, `nestedUnkeyedContainer(forKey:)`.
  private func keyedCall(
    _ name: String, _ container: DecodingContainerValue, _ object: [String: Any],
    _ arguments: [Argument], at node: some SyntaxProtocol
  ) throws(EvalError) -> Value {
    guard let keyArgument = arguments.first(where: { $0.label == "forKey" }) ?? arguments.first
    else {
      throw invalidArguments(name, .expectedForm, ["form": "(T.self, forKey: .key)"], at: node)
    }
    let key = try jsonKey(keyArgument.value, container)
    let lookup = container.options.snakeCase ? Self.snakeCased(key) : key
    let item = object[lookup]
    let path = container.path + [key]
    switch name {
    case "contains": return .bool(item != nil)
    case "decodeNil": return .bool(item == nil || item is NSNull)
    case "decode", "decodeIfPresent":
      guard let type = arguments.first, type.label == nil else { break }
      guard let item, !(name == "decodeIfPresent" && item is NSNull) else {
        if name == "decodeIfPresent" { return .null }
        throw decodingError(
          "keyNotFound", key: key, path: container.path,
          "No value associated with key CodingKeys(stringValue: \"\(key)\", intValue: nil) (\"\(key)\").",
          at: node)
      }
      return try decode(
        typeText(of: type, at: node), from: item, path: path, options: container.options,
        at: node)
    case "nestedContainer", "nestedUnkeyedContainer":
      let nested = DecoderValue(
        json: item ?? NSNull(), path: path, options: container.options, type: container.type)
      return try decoderCall(
        name == "nestedContainer" ? "container" : "unkeyedContainer", nested, [], at: node)
    default: break
    }
    throw diagnostic(.unknownMember, ["member": name, "type": container.typeName], at: node)
  }

  /// `decode(_:)`, `decodeIfPresent(_:)`, `decodeNil()` of an unkeyed container, in order.
  private func unkeyedCall(
    _ name: String, _ container: DecodingContainerValue, _ items: [Any], _ arguments: [Argument],
    at node: some SyntaxProtocol
  ) throws(EvalError) -> Value {
    guard ["decode", "decodeIfPresent", "decodeNil"].contains(name) else {
      throw diagnostic(.unknownMember, ["member": name, "type": container.typeName], at: node)
    }
    guard container.index < items.count else {
      throw decodingError(
        "valueNotFound", path: container.path + ["Index \(container.index)"],
        "Unkeyed container is at end.", at: node)
    }
    let item = items[container.index]
    if name == "decodeNil" {
      if item is NSNull { container.index += 1 }
      return .bool(item is NSNull)
    }
    container.index += 1
    if name == "decodeIfPresent", item is NSNull { return .null }
    guard let type = arguments.first else { return .null }
    return try decode(
      typeText(of: type, at: node), from: item,
      path: container.path + ["Index \(container.index - 1)"], options: container.options,
      at: node)
  }

  /// A container's properties: `isAtEnd`, `count`, `currentIndex` (unkeyed), `allKeys` (keyed,
  /// as strings), `codingPath`; a decoder's `userInfo` and `codingPath`; nil for another name
  /// or value.
  func decodingProperty(_ name: String, of opaque: OpaqueReference) -> Value? {
    if let decoder = opaque as? DecoderValue {
      switch name {
      case "userInfo": return decoder.options.userInfo
      case "codingPath": return .array(decoder.path.map(Value.string))
      default: return nil
      }
    }
    guard let container = opaque as? DecodingContainerValue else { return nil }
    switch (name, container.kind) {
    case ("isAtEnd", .unkeyed(let items)): return .bool(container.index >= items.count)
    case ("count", .unkeyed(let items)): return .int(items.count)
    case ("currentIndex", .unkeyed): return .int(container.index)
    case ("allKeys", .keyed(let object)): return .array(object.keys.sorted().map(Value.string))
    case ("codingPath", _): return .array(container.path.map(Value.string))
    default: return nil
    }
  }

  /// The JSON key a `CodingKeys` case names: its raw value, else its name.
  private func jsonKey(_ key: Value, _ container: DecodingContainerValue) throws(EvalError)
    -> String
  {
    guard case .enumCase(_, let name, _) = key else { return describe(key) }
    return try codingKeys(of: container.type)[name] ?? name
  }
}

/// The `Decoder` a hand-written `init(from:)` gets: the JSON value it decodes, where it is, the
/// decoder's options, and the type being decoded (whose `CodingKeys` name the keys).
final class DecoderValue: OpaqueReference, @unchecked Sendable {
  let json: Any
  let path: [String]
  let options: DecoderOptions
  let type: TypeDecl

  init(json: Any, path: [String], options: DecoderOptions, type: TypeDecl) {
    self.json = json
    self.path = path
    self.options = options
    self.type = type
  }

  override var displayDescription: String { "Decoder" }
  override var swiftTypeName: String { "Decoder" }
}

/// A keyed, unkeyed or single-value container of a `DecoderValue`.
final class DecodingContainerValue: OpaqueReference, @unchecked Sendable {
  enum Kind {
    case keyed([String: Any])
    case unkeyed([Any])
    case single(Any)
  }
  let kind: Kind
  let path: [String]
  let options: DecoderOptions
  let type: TypeDecl
  /// An unkeyed container's next element.
  var index = 0

  init(_ kind: Kind, _ decoder: DecoderValue) {
    self.kind = kind
    self.path = decoder.path
    self.options = decoder.options
    self.type = decoder.type
  }

  /// The Swift type's name, for messages.
  var typeName: String {
    switch kind {
    case .keyed: "KeyedDecodingContainer<CodingKeys>"
    case .unkeyed: "UnkeyedDecodingContainer"
    case .single: "SingleValueDecodingContainer"
    }
  }

  override var displayDescription: String { typeName }
  override var swiftTypeName: String { typeName }
}
