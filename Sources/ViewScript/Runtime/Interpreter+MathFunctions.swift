import Foundation
import IdentityEngine
import SwiftSyntax

/// The C math functions Foundation and SwiftUI re-export from the platform's C library (Darwin
/// on Apple's systems): `floor(x)`, `sqrt(x)`, `pow(x, y)`, `atan2(y, x)`, … on `Double` (and
/// `CGFloat`, which idlab runs as `Double`), computed here by the same C library functions on
/// the host. An integer argument is a literal Swift types as `Double` (`sqrt(2)`).
extension Interpreter {
  /// The one-argument functions.
  static let unaryMathFunctions: [String: @Sendable (Double) -> Double] = [
    "floor": { Foundation.floor($0) }, "ceil": { Foundation.ceil($0) },
    "round": { Foundation.round($0) }, "trunc": { Foundation.trunc($0) },
    "sqrt": { Foundation.sqrt($0) }, "cbrt": { Foundation.cbrt($0) },
    "fabs": { Foundation.fabs($0) }, "exp": { Foundation.exp($0) },
    "exp2": { Foundation.exp2($0) }, "expm1": { Foundation.expm1($0) },
    "log": { Foundation.log($0) }, "log2": { Foundation.log2($0) },
    "log10": { Foundation.log10($0) }, "log1p": { Foundation.log1p($0) },
    "sin": { Foundation.sin($0) }, "cos": { Foundation.cos($0) }, "tan": { Foundation.tan($0) },
    "asin": { Foundation.asin($0) }, "acos": { Foundation.acos($0) },
    "atan": { Foundation.atan($0) }, "sinh": { Foundation.sinh($0) },
    "cosh": { Foundation.cosh($0) }, "tanh": { Foundation.tanh($0) },
  ]

  /// The two-argument functions.
  static let binaryMathFunctions: [String: @Sendable (Double, Double) -> Double] = [
    "pow": { Foundation.pow($0, $1) }, "atan2": { Foundation.atan2($0, $1) },
    "hypot": { Foundation.hypot($0, $1) }, "fmod": { Foundation.fmod($0, $1) },
    "remainder": { Foundation.remainder($0, $1) }, "fmin": { Foundation.fmin($0, $1) },
    "fmax": { Foundation.fmax($0, $1) }, "copysign": { Foundation.copysign($0, $1) },
  ]

  /// `name(…)` when `name` is one of the math functions (the program's own function of that
  /// name is found before); nil otherwise.
  func mathFunction(_ name: String, _ call: FunctionCallExprSyntax, _ ctx: Context)
    throws(EvalError) -> Value?
  {
    let unary = Self.unaryMathFunctions[name]
    let binary = Self.binaryMathFunctions[name]
    guard unary != nil || binary != nil else { return nil }
    let arguments = try arguments(of: call, ctx).map { $0.value }
    var numbers: [Double] = []
    for argument in arguments {
      switch argument {
      case .double(let number): numbers.append(number)
      case .int(let number): numbers.append(Double(number))
      // Arithmetic on an opaque value gives it back (opaque by default).
      case .opaque(let opaque) where opaque is UnmodelledValue: return argument
      default: numbers = []
      }
    }
    if let unary, numbers.count == 1 { return .double(unary(numbers[0])) }
    if let binary, numbers.count == 2 { return .double(binary(numbers[0], numbers[1])) }
    throw invalidArguments(
      name, .expectedForm, ["form": unary != nil ? "\(name)(x)" : "\(name)(x, y)"], at: call)
  }
}
