import SwiftOperators
import SwiftParser
import SwiftSyntax

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

  /// The standard table where each standard group in `reversed` is also `higherThan` the
  /// module's groups listed for it: a module's `precedencegroup Setter { lowerThan:
  /// AssignmentPrecedence }` is then below every standard group above `AssignmentPrecedence`,
  /// as Swift orders it (The Swift Programming Language, "Precedence Group Declaration": the
  /// relations are transitive and `lowerThan` relates a group to another module's). SwiftOperators
  /// follows one kind of relation per search, so without the reverse edge `1 <- 2 + 3` is
  /// "unordered" (SQLite.swift's `<-`). The table is rebuilt from the standard one's own source.
  public static func standard(alsoHigherThan reversed: [String: [String]]) -> OperatorTable {
    guard !reversed.isEmpty else { return standard }
    var lines: [String] = []
    var pending: [String] = []
    for line in standard.description.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = String(line)
      if line.hasPrefix("precedencegroup ") {
        let name = line.dropFirst("precedencegroup ".count).prefix { $0 != " " && $0 != "{" }
        pending = reversed[String(name)] ?? []
      } else if !pending.isEmpty, line.trimmingCharacters(in: .whitespaces).hasPrefix("higherThan:")
      {
        line += ", " + pending.joined(separator: ", ")
        pending = []
      } else if !pending.isEmpty, line == "}" {
        lines.append("    higherThan: " + pending.joined(separator: ", "))
        pending = []
      }
      lines.append(line)
    }
    var table = OperatorTable()
    table.addSourceFile(Parser.parse(source: lines.joined(separator: "\n"))) { _ in }
    return table
  }
}
