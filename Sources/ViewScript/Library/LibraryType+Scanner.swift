import Foundation
import IdentityEngine

extension LibraryType {
  /// `Scanner(string:)`: Foundation's own scanner over the text, as hex colour initializers
  /// use it. The `inout` scans (`scanHexInt64(&value)`, `scanHexInt32`, `scanInt`,
  /// `scanInt64`, `scanDouble`, `scanFloat`) write the number and return whether one was read;
  /// the newer scans (`scanUInt64(representation:)`, `scanInt(representation:)`, `scanDouble()`,
  /// `scanString(_:)`, `scanUpToString(_:)`, `scanCharacters(from:)`,
  /// `scanUpToCharacters(from:)`) return it or nil. `isAtEnd`, `currentIndex` and
  /// `scanLocation` (character offsets, as idlab's string indices are),
  /// `charactersToBeSkipped` and `caseSensitive` read and write the scanner's own
  /// (docs/semantics.md, "Text scanning").
  static let scanner: LibraryType = {
    var type = LibraryType("Scanner", values: .objects(ScannerValue.self))
    type.initializers = [
      "init(string:)": { (call) throws(EvalError) -> Value in
        guard case .string(let text) = call.argument("string") else { throw call.notSimulated }
        return .opaque(ScannerValue(text))
      }
    ]
    type.methods = [
      "scanHexInt64(_:)": { (call) throws(EvalError) -> Value in
        try scanInOut(call) { scanner in
          var number: UInt64 = 0
          return scanner.scanHexInt64(&number) ? .int(Int(truncatingIfNeeded: number)) : nil
        }
      },
      "scanHexInt32(_:)": { (call) throws(EvalError) -> Value in
        try scanInOut(call) { scanner in
          var number: UInt32 = 0
          return scanner.scanHexInt32(&number) ? .int(Int(number)) : nil
        }
      },
      "scanInt(_:)": { (call) throws(EvalError) -> Value in try scanInOut(call, integer) },
      "scanInt64(_:)": { (call) throws(EvalError) -> Value in try scanInOut(call, integer) },
      "scanDouble(_:)": { (call) throws(EvalError) -> Value in try scanInOut(call, real) },
      "scanFloat(_:)": { (call) throws(EvalError) -> Value in try scanInOut(call, real) },
      "scanUInt64(representation:)": { (call) throws(EvalError) -> Value in
        let hex = isHexadecimal(call.argument("representation"))
        return call.receiver(ScannerValue.self).scanner.scanUInt64(
          representation: hex ? .hexadecimal : .decimal
        ).map { .int(Int(truncatingIfNeeded: $0)) } ?? .null
      },
      "scanInt(representation:)": { (call) throws(EvalError) -> Value in
        let hex = isHexadecimal(call.argument("representation"))
        return call.receiver(ScannerValue.self).scanner.scanInt(
          representation: hex ? .hexadecimal : .decimal
        ).map(Value.int) ?? .null
      },
      "scanDouble()": { (call) throws(EvalError) -> Value in
        call.receiver(ScannerValue.self).scanner.scanDouble().map(Value.double) ?? .null
      },
      "scanString(_:)": { (call) throws(EvalError) -> Value in
        guard case .string(let text) = call.unlabelled else { throw call.notSimulated }
        return call.receiver(ScannerValue.self).scanner.scanString(text).map(Value.string)
          ?? .null
      },
      "scanUpToString(_:)": { (call) throws(EvalError) -> Value in
        guard case .string(let text) = call.unlabelled else { throw call.notSimulated }
        return call.receiver(ScannerValue.self).scanner.scanUpToString(text).map(Value.string)
          ?? .null
      },
      "scanCharacters(from:)": { (call) throws(EvalError) -> Value in
        guard let set = CharacterSetValue.set(of: call.argument("from")) else {
          throw call.notSimulated
        }
        return call.receiver(ScannerValue.self).scanner.scanCharacters(from: set)
          .map(Value.string) ?? .null
      },
      "scanUpToCharacters(from:)": { (call) throws(EvalError) -> Value in
        guard let set = CharacterSetValue.set(of: call.argument("from")) else {
          throw call.notSimulated
        }
        return call.receiver(ScannerValue.self).scanner.scanUpToCharacters(from: set)
          .map(Value.string) ?? .null
      },
    ]
    return type
  }()

  private static func isHexadecimal(_ value: Value) -> Bool {
    if case .enumCase(_, "hexadecimal", _) = value { return true }
    return false
  }

  /// An `inout` scan (`scanHexInt64(&value)`): writes the value `scan` read into the argument,
  /// and gives whether it read one.
  private static func scanInOut(_ call: LibraryCall, _ scan: (Scanner) -> Value?)
    throws(EvalError) -> Value
  {
    guard let argument = call.arguments.first, argument.place != nil else {
      throw call.notSimulated
    }
    guard let value = scan(call.receiver(ScannerValue.self).scanner) else { return .bool(false) }
    try call.run.assign(value, toInOut: argument, at: call.node)
    return .bool(true)
  }

  /// A decimal integer, as `scanInt(_:)` reads it.
  private static func integer(_ scanner: Scanner) -> Value? {
    var number = 0
    return scanner.scanInt(&number) ? .int(number) : nil
  }

  /// A floating-point number, as `scanDouble(_:)` reads it.
  private static func real(_ scanner: Scanner) -> Value? {
    var number = 0.0
    return scanner.scanDouble(&number) ? .double(number) : nil
  }
}

/// A scene's `Scanner`: Foundation's own over the scene's text (`LibraryType.scanner`).
final class ScannerValue: OpaqueReference, FoundationObject, @unchecked Sendable {
  /// The scanner that does the work.
  let scanner: Scanner
  /// The text it scans.
  let text: String

  init(_ text: String) {
    self.text = text
    self.scanner = Scanner(string: text)
  }

  override var displayDescription: String { "Scanner" }
  override var swiftTypeName: String { "Scanner" }

  func property(_ name: String) -> Value? {
    switch name {
    case "isAtEnd": return .bool(scanner.isAtEnd)
    case "currentIndex":
      return .int(text.distance(from: text.startIndex, to: scanner.currentIndex))
    case "scanLocation":
      return .int(text.utf16.distance(from: text.startIndex, to: scanner.currentIndex))
    case "string": return .string(text)
    case "caseSensitive": return .bool(scanner.caseSensitive)
    case "charactersToBeSkipped":
      return scanner.charactersToBeSkipped.map { .opaque(CharacterSetValue($0)) } ?? .null
    default: return nil
    }
  }

  func setProperty(_ name: String, to value: Value) -> Bool {
    switch (name, value) {
    case ("currentIndex", .int(let offset)):
      guard let index = text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex)
      else { return false }
      scanner.currentIndex = index
    case ("scanLocation", .int(let offset)):
      let utf16 = text.utf16
      guard let index = utf16.index(utf16.startIndex, offsetBy: offset, limitedBy: utf16.endIndex)
      else { return false }
      scanner.currentIndex = index
    case ("caseSensitive", .bool(let flag)): scanner.caseSensitive = flag
    case ("charactersToBeSkipped", .null): scanner.charactersToBeSkipped = nil
    case ("charactersToBeSkipped", _):
      guard let set = CharacterSetValue.set(of: value) else { return false }
      scanner.charactersToBeSkipped = set
    default: return false
    }
    return true
  }
}
