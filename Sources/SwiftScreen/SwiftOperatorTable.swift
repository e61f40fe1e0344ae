import SwiftOperators
import SwiftParser

/// Swift's operators before a module declares its own, as scenes and audited files are folded
/// with them: SwiftOperators' standard table, and the pointwise operators the standard library
/// declares for SIMD vectors in `SIMDVector.swift` (`.==`, `.<`, `.&`, `.|`, …), which that table
/// leaves out, so a package that implements `.==` for its own arrays parses as Swift parses it.
public enum SwiftOperatorTable {
  /// The standard library's operator declarations.
  public static let standard: OperatorTable = {
    var table = OperatorTable.standardOperators
    let declarations = """
      infix operator .== : ComparisonPrecedence
      infix operator .!= : ComparisonPrecedence
      infix operator .< : ComparisonPrecedence
      infix operator .<= : ComparisonPrecedence
      infix operator .> : ComparisonPrecedence
      infix operator .>= : ComparisonPrecedence
      infix operator .& : LogicalConjunctionPrecedence
      infix operator .^ : LogicalDisjunctionPrecedence
      infix operator .| : LogicalDisjunctionPrecedence
      infix operator .&= : AssignmentPrecedence
      infix operator .^= : AssignmentPrecedence
      infix operator .|= : AssignmentPrecedence
      prefix operator .!
      """
    table.addSourceFile(Parser.parse(source: declarations)) { _ in }
    return table
  }()
}
