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
      case "description": return .string(String(int))
      default: return nil
      }
    case .double(let double):
      switch name {
      case "description": return .string(String(double))
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
      case "formatted": return .string(String(int))
      case "advanced": return .int(int + (try self.int(first ?? .null, at: node)))
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
          throw diagnostic(
            .invalidArguments, ["name": "rounded", "detail": "unknown rounding rule `.\(rule)`"],
            at: node)
        }
        return .double(double.rounded(known))
      case "formatted": return .string(String(double))
      default: break
      }
    case .bool(let bool):
      if name == "toggled" { return .bool(!bool) }
    default:
      break
    }
    return nil
  }
}
