import Foundation
import IdentityEngine

extension LibraryType {
  /// `CharacterSet`: Foundation's own sets. The named sets (`.alphanumerics`, `.whitespaces`,
  /// `.decimalDigits`, the URL sets, …), `CharacterSet(charactersIn:)`, `inverted`, `union`,
  /// `subtracting`, `intersection` and `contains(_:)`; the string methods that take one
  /// (`trimmingCharacters(in:)`, `components(separatedBy:)`,
  /// `addingPercentEncoding(withAllowedCharacters:)`) and `Scanner` use the set itself
  /// (docs/semantics.md, "Text scanning").
  static let characterSet: LibraryType = {
    var type = LibraryType("CharacterSet", values: .objects(CharacterSetValue.self))
    type.staticProperties = CharacterSetValue.named.mapValues { set -> Member in
      { _ in .opaque(CharacterSetValue(set)) }
    }
    type.initializers = [
      "init(charactersIn:)": { (call) throws(EvalError) -> Value in
        guard case .string(let text) = call.argument("charactersIn") else {
          throw call.notSimulated
        }
        return .opaque(CharacterSetValue(CharacterSet(charactersIn: text)))
      },
      "init()": { _ in .opaque(CharacterSetValue(CharacterSet())) },
    ]
    type.properties = [
      "inverted": { call in .opaque(CharacterSetValue(set(call.receiver).inverted)) }
    ]
    type.methods = [
      "union(_:)": { (call) throws(EvalError) -> Value in try combine(call) { $0.union($1) } },
      "subtracting(_:)": { (call) throws(EvalError) -> Value in
        try combine(call) { $0.subtracting($1) }
      },
      "intersection(_:)": { (call) throws(EvalError) -> Value in
        try combine(call) { $0.intersection($1) }
      },
      "contains(_:)": { (call) throws(EvalError) -> Value in
        guard case .string(let text) = call.unlabelled, let scalar = text.unicodeScalars.first
        else { throw call.notSimulated }
        return .bool(set(call.receiver).contains(scalar))
      },
    ]
    return type
  }()

  /// The receiver's set.
  private static func set(_ value: Value) -> CharacterSet {
    CharacterSetValue.set(of: value) ?? CharacterSet()
  }

  private static func combine(
    _ call: LibraryCall, _ operation: (CharacterSet, CharacterSet) -> CharacterSet
  ) throws(EvalError) -> Value {
    guard let other = CharacterSetValue.set(of: call.unlabelled) else { throw call.notSimulated }
    return .opaque(CharacterSetValue(operation(set(call.receiver), other)))
  }
}

/// A scene's `CharacterSet`: Foundation's (`LibraryType.characterSet`).
final class CharacterSetValue: OpaqueReference, @unchecked Sendable {
  /// The set.
  let set: CharacterSet

  init(_ set: CharacterSet) {
    self.set = set
  }

  override var displayDescription: String { "CharacterSet" }
  override var swiftTypeName: String { "CharacterSet" }

  /// Foundation's named sets, by the names scenes write.
  static let named: [String: CharacterSet] = [
    "alphanumerics": .alphanumerics, "letters": .letters, "decimalDigits": .decimalDigits,
    "whitespaces": .whitespaces, "whitespacesAndNewlines": .whitespacesAndNewlines,
    "newlines": .newlines, "punctuationCharacters": .punctuationCharacters,
    "symbols": .symbols, "uppercaseLetters": .uppercaseLetters,
    "lowercaseLetters": .lowercaseLetters, "capitalizedLetters": .capitalizedLetters,
    "controlCharacters": .controlCharacters, "illegalCharacters": .illegalCharacters,
    "nonBaseCharacters": .nonBaseCharacters, "decomposables": .decomposables,
    "urlQueryAllowed": .urlQueryAllowed, "urlPathAllowed": .urlPathAllowed,
    "urlHostAllowed": .urlHostAllowed, "urlFragmentAllowed": .urlFragmentAllowed,
    "urlUserAllowed": .urlUserAllowed, "urlPasswordAllowed": .urlPasswordAllowed,
  ]

  /// The set `value` is: a `CharacterSet` value, or a named set written as an implicit member
  /// (`.whitespaces` where a `CharacterSet` is expected); nil for anything else.
  static func set(of value: Value?) -> CharacterSet? {
    switch value {
    case .opaque(let opaque as CharacterSetValue): opaque.set
    case .enumCase(_, let name, let payload)? where payload.isEmpty: named[name]
    default: nil
    }
  }
}
