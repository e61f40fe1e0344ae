import Foundation
import IdentityEngine
import SwiftSyntax

/// Numbers and booleans: `description`, `isMultiple(of:)`, `formatted()`, `rounded()`, `toggled`.
extension Interpreter {
  /// An `Int`'s or `Double`'s property (`description`); nil when unknown.
  func numberProperty(_ name: String, of base: Value) -> Value? {
    switch base {
    case .int(let int):
      switch name {
      case "description", "stringValue": return .string(String(int))
      // An `NSNumber` is the number itself (`LibraryType.nsNumber`).
      case "intValue", "integerValue": return .int(int)
      case "doubleValue", "floatValue": return .double(Double(int))
      case "boolValue": return .bool(int != 0)
      // `BinaryInteger.magnitude` (idlab's integers are all `Int`s): `Int.min`'s, one past
      // `Int.max`, is not one of them, and is left to the caller as a member not simulated.
      case "magnitude": return int == .min ? nil : .int(Int(int.magnitude))
      default: return nil
      }
    case .double(let double):
      switch name {
      case "description", "stringValue": return .string(String(double))
      case "doubleValue", "floatValue": return .double(double)
      case "intValue", "integerValue":
        return double.isFinite && abs(double) < 9e18 ? .int(Int(double)) : nil
      // `FloatingPoint`'s classification.
      case "isNaN": return .bool(double.isNaN)
      case "isInfinite": return .bool(double.isInfinite)
      case "isFinite": return .bool(double.isFinite)
      case "isZero": return .bool(double.isZero)
      case "isNormal": return .bool(double.isNormal)
      case "magnitude": return .double(double.magnitude)
      default: return nil
      }
    default:
      return nil
    }
  }

  /// A number's or boolean's method; nil to fall back to the generic handling.
  func numberMethod(
    _ name: String, on base: Value, _ arguments: [Argument], at node: some SyntaxProtocol
  ) throws(EvalError) -> Value? {
    let first = arguments.first?.value
    switch base {
    case .int(let int):
      switch name {
      case "isMultiple":
        let divisor = try self.int(first ?? .null, at: node)
        return .bool(divisor == 0 ? int == 0 : int.isMultiple(of: divisor))
      case "formatted": return try formattedNumber(base, arguments, at: node)
      case "advanced": return .int(int + (try self.int(first ?? .null, at: node)))
      // `BinaryInteger.signum()`: -1, 0 or 1 by the sign (sample 46's change colours).
      case "signum" where arguments.isEmpty: return .int(int.signum())
      // `Strideable.distance(to:)`: how far `other` is from the value.
      case "distance" where arguments.map(\.label) == ["to"]:
        return .int(try self.int(first ?? .null, at: node) - int)
      default: break
      }
    case .double(let double):
      switch name {
      case "rounded":
        // `rounded(.towardZero)`: Swift's rounding rules by name; none is `.toNearestOrAwayFromZero`.
        guard case .enumCase(_, let rule, [])? = first else { return .double(double.rounded()) }
        let rules: [String: FloatingPointRoundingRule] = [
          "toNearestOrAwayFromZero": .toNearestOrAwayFromZero, "toNearestOrEven": .toNearestOrEven,
          "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
        ]
        guard let known = rules[rule] else {
          throw invalidArguments("rounded", .unknownRoundingRule, ["rule": rule], at: node)
        }
        return .double(double.rounded(known))
      case "formatted": return try formattedNumber(base, arguments, at: node)
      case "truncatingRemainder" where arguments.map(\.label) == ["dividingBy"]:
        guard let divisor = self.double(arguments[0].value) else { break }
        return .double(double.truncatingRemainder(dividingBy: divisor))
      case "distance" where arguments.map(\.label) == ["to"]:
        guard let other = self.double(arguments[0].value) else { break }
        return .double(double.distance(to: other))
      case "advanced" where arguments.map(\.label) == ["by"]:
        guard let step = self.double(arguments[0].value) else { break }
        return .double(double.advanced(by: step))
      // `FloatingPoint.squareRoot()`.
      case "squareRoot" where arguments.isEmpty: return .double(double.squareRoot())
      default: break
      }
    case .bool(let bool):
      if name == "toggled" { return .bool(!bool) }
    default:
      break
    }
    return nil
  }

  /// `number.formatted()` and `number.formatted(style)` (`NumberFormatStyle`); a style it does
  /// not understand stops the step as not simulated, where it is written.
  func formattedNumber(_ number: Value, _ arguments: [Argument], at node: some SyntaxProtocol)
    throws(EvalError) -> Value
  {
    guard let style = arguments.first?.value else {
      return .string(NumberFormatStyle.plain(number) ?? describe(number))
    }
    guard let text = NumberFormatStyle.text(of: number, style: style) else {
      throw formatStyleFailure("formatted(\(Self.styleName(style)))", style: style, at: node)
    }
    return .string(text)
  }

  /// A format style as written (`.dateTime.month`), for messages.
  static func styleName(_ style: Value) -> String {
    if case .enumCase(_, let name, _) = style { return "." + name }
    return "_"
  }

  /// Swift's integer types of other widths, by name: their values are idlab's `Int`, in these
  /// bounds (docs/semantics.md).
  static let integerWidths: [String: ClosedRange<Int>] = [
    "Int8": Int(Int8.min)...Int(Int8.max), "Int16": Int(Int16.min)...Int(Int16.max),
    "Int32": Int(Int32.min)...Int(Int32.max), "Int64": Int.min...Int.max,
    "UInt8": 0...Int(UInt8.max), "UInt16": 0...Int(UInt16.max), "UInt32": 0...Int(UInt32.max),
    "UInt": 0...Int.max, "UInt64": 0...Int.max,
  ]

  /// The type `Type.Stride` or `Type.Magnitude` names for a standard numeric type: `Int` for
  /// an integer's stride and a signed integer's magnitude (idlab's integers are all `Int`s),
  /// the type itself for a floating-point one; nil for another type.
  static func numericAssociatedType(_ typeName: String, _ name: String) -> String? {
    if typeName == "Int" || integerWidths[typeName] != nil { return "Int" }
    if ["Double", "Float", "CGFloat", "Float80", "TimeInterval"].contains(typeName) {
      return "Double"
    }
    return nil
  }

  /// The `radix:` of an integer's initializer from text (`UInt64("1F", radix: 16)`: every
  /// `FixedWidthInteger`'s `init?(_:radix:)`, Apple), 10 without one; a radix outside 2...36
  /// traps, as Swift's precondition does.
  func radix(_ arguments: [Argument], at node: some SyntaxProtocol) throws(EvalError) -> Int {
    guard let argument = arguments.first(where: { $0.label == "radix" }) else { return 10 }
    let radix = try int(argument.value, at: node)
    guard (2...36).contains(radix) else {
      throw failure("fatal-error", "Fatal error: Radix not in range 2...36", at: node)
    }
    return radix
  }

  /// `Int16(x)` and the other widths: `Int(x)`, failing like Swift when the value does not fit;
  /// from text, in `radix`.
  func sizedInteger(
    _ name: String, _ bounds: ClosedRange<Int>, _ argument: Value, radix: Int = 10,
    at node: some SyntaxProtocol
  )
    throws(EvalError) -> Value
  {
    let value: Int
    switch argument {
    case .int(let int): value = int
    case .double(let double): value = try converted(double, at: node)
    case .string(let string):
      return Int(string, radix: radix).flatMap { bounds.contains($0) ? .int($0) : nil } ?? .null
    default: return argument
    }
    guard bounds.contains(value) else {
      throw failure(
        "conversion", "Not enough bits to represent the passed value", at: node,
        messageKey: "runtime.conversion.bits")
    }
    return .int(value)
  }
}
