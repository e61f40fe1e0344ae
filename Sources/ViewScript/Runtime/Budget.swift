import IdentityEngine
import SwiftSyntax

/// The limits one simulation's learner code runs under, checked before the work is done or
/// the memory allocated (docs/reliability.md).
///
/// A scene that reaches one fails at run time with the budget's name and the line that
/// reached it; the tool itself goes on, and `--json` output stays valid.
public struct Budget: Sendable, Equatable {
  /// Operations one entry from the engine (a body, an action, a callback) may take.
  public var steps = ScriptProgram.defaultStepLimit
  /// Elements one collection value may hold (arrays, materialized ranges, `ForEach` data).
  public var elements = 1_000_000
  /// Rows one `ForEach` may produce.
  public var rows = 200_000
  /// Bytes one string value may hold.
  public var stringBytes = 64 << 20

  /// The defaults: every lesson and a 100 000-row scene run within them.
  public init() {}

  /// The budget names `--budget NAME=N` accepts, in the order the help lists them.
  public static let names = ["steps", "elements", "rows", "bytes"]

  /// Sets the budget `name` (one of `names`) to `value`; false for an unknown name.
  public mutating func set(_ name: String, to value: Int) -> Bool {
    switch name {
    case "steps": steps = value
    case "elements": elements = value
    case "rows": rows = value
    case "bytes": stringBytes = value
    default: return false
    }
    return true
  }
}

extension Interpreter {
  /// Fails unless a collection of `count` elements fits the element budget.
  func reserveElements(_ count: Int, at node: some SyntaxProtocol) throws(EvalError) {
    guard count > budget.elements else { return }
    throw failure(
      "memory-budget",
      "Memory budget exceeded: a collection of \(count) elements (the limit is "
        + "\(budget.elements))", at: node, messageKey: "runtime.memory-budget.elements",
      arguments: ["count": String(count), "limit": String(budget.elements)])
  }

  /// Fails unless `count` `ForEach` rows fit the row budget.
  func reserveRows(_ count: Int, at node: some SyntaxProtocol) throws(EvalError) {
    guard count > budget.rows else { return }
    throw failure(
      "memory-budget",
      "Memory budget exceeded: a ForEach of \(count) rows (the limit is \(budget.rows))",
      at: node, messageKey: "runtime.memory-budget.rows",
      arguments: ["count": String(count), "limit": String(budget.rows)])
  }

  /// Fails unless a string of `pieceBytes` bytes repeated `times` times fits the string
  /// budget (the product is computed without overflow).
  func reserveString(_ pieceBytes: Int, times: Int, at node: some SyntaxProtocol)
    throws(EvalError)
  {
    let (total, overflowed) = pieceBytes.multipliedReportingOverflow(by: max(0, times))
    guard overflowed || total > budget.stringBytes else { return }
    let shown = overflowed ? "Int.max" : String(total)
    throw failure(
      "memory-budget",
      "Memory budget exceeded: a string of \(shown) bytes (the limit is \(budget.stringBytes))",
      at: node, messageKey: "runtime.memory-budget.bytes",
      arguments: ["count": shown, "limit": String(budget.stringBytes)])
  }
}
