import Foundation
import IdentityEngine
import SwiftSyntax

/// A `String` bridged to `NSString` (`(file as NSString).lastPathComponent`) has `NSString`'s
/// path members, which Swift's `String` lacks: Foundation's own `NSString` computes them
/// (Apple, `NSString`, "Working with Paths"; sample 42's logging helper stopped at S206).
extension Interpreter {
  /// Whether `expression` is a cast to `NSString` (through parentheses).
  static func isNSStringCast(_ expression: ExprSyntax) -> Bool {
    guard let cast = Self.unparenthesized(expression).as(AsExprSyntax.self) else { return false }
    return ["NSString", "Foundation.NSString"].contains(cast.type.trimmedDescription)
  }

  /// `NSString`'s path property `name` of `text`; nil for another name.
  static func nsStringProperty(_ name: String, of text: String) -> Value? {
    let string = text as NSString
    switch name {
    case "lastPathComponent": return .string(string.lastPathComponent)
    case "pathExtension": return .string(string.pathExtension)
    case "deletingLastPathComponent": return .string(string.deletingLastPathComponent)
    case "deletingPathExtension": return .string(string.deletingPathExtension)
    case "pathComponents": return .array(string.pathComponents.map(Value.string))
    case "isAbsolutePath": return .bool(string.isAbsolutePath)
    case "length": return .int(string.length)
    default: return nil
    }
  }

  /// `NSString`'s path method `name` of `text` with `arguments`; nil for another method.
  static func nsStringMethod(_ name: String, of text: String, _ arguments: [Argument]) -> Value? {
    let string = text as NSString
    guard arguments.count == 1, arguments[0].label == nil,
      case .string(let argument) = arguments[0].value
    else { return nil }
    switch name {
    case "appendingPathComponent": return .string(string.appendingPathComponent(argument))
    case "appendingPathExtension":
      return string.appendingPathExtension(argument).map(Value.string) ?? .null
    default: return nil
    }
  }
}
