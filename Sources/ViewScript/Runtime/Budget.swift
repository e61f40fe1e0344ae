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
  /// Bytes the learner's values and rendered rows may take in one step of the scene (the first
  /// render, or one action and the updates it causes), counted as they are made.
  public var memory = 256 << 20

  /// The defaults: every lesson and a 100 000-row scene run within them.
  public init() {}

  /// The budget names `--budget NAME=N` accepts, in the order the help lists them.
  public static let names = ["steps", "memory", "elements", "rows", "bytes"]

  /// Sets the budget `name` (one of `names`) to `value`; false for an unknown name.
  public mutating func set(_ name: String, to value: Int) -> Bool {
    switch name {
    case "steps": steps = value
    case "memory": memory = value
    case "elements": elements = value
    case "rows": rows = value
    case "bytes": stringBytes = value
    default: return false
    }
    return true
  }
}

extension Interpreter {
  /// The bytes one element of a collection takes, as the memory budget counts them.
  static let valueBytes = MemoryLayout<Value>.stride
  /// The bytes one `ForEach` row takes, as the memory budget counts them: its description, its
  /// identity and its data (an estimate, on the high side).
  static let rowBytes = 256

  /// How deeply views may nest: the levels of a view's identity path (`Bench/VStack/Row`).
  /// Real scenes stay under thirty; a view that contains itself reaches it at once instead of
  /// growing the tree until the native stack runs low (found by the fuzzer: tens of seconds).
  static let viewNestingLimit = 256

  /// Fails when the view with `identity` sits deeper than `viewNestingLimit` levels.
  func checkViewNesting(_ identity: String, at node: some SyntaxProtocol) throws(EvalError) {
    var levels = 1
    for character in identity.utf8 where character == UInt8(ascii: "/") {
      levels += 1
      guard levels <= Self.viewNestingLimit else {
        throw failure(
          "step-budget",
          "Nesting budget exceeded: views nest more than \(Self.viewNestingLimit) levels deep "
            + "(a view that contains itself?)", at: node, messageKey: "runtime.view-nesting",
          arguments: ["limit": String(Self.viewNestingLimit)])
      }
    }
  }

  /// `count` items of `each` bytes, or `Int.max` when the product overflows.
  static func bytes(_ count: Int, of each: Int) -> Int {
    let (product, overflowed) = max(0, count).multipliedReportingOverflow(by: each)
    return overflowed ? Int.max : product
  }

  /// Counts `bytes` more against the step's memory budget, failing (before the allocation)
  /// when the step would then hold more than `Budget.memory`.
  func chargeMemory(_ bytes: Int, at node: some SyntaxProtocol) throws(EvalError) {
    let (total, overflowed) = memoryUsed.addingReportingOverflow(max(0, bytes))
    guard overflowed || total > budget.memory else {
      memoryUsed = total
      return
    }
    throw failure(
      "memory-budget",
      "Memory budget exceeded: this step would hold more than \(budget.memory) bytes",
      at: node, messageKey: "runtime.memory-budget.memory",
      arguments: ["limit": String(budget.memory)])
  }

  /// Fails unless a collection of `count` elements fits the element and memory budgets.
  func reserveElements(_ count: Int, at node: some SyntaxProtocol) throws(EvalError) {
    guard count > budget.elements else {
      try chargeMemory(Self.bytes(count, of: Self.valueBytes), at: node)
      return
    }
    throw failure(
      "memory-budget",
      "Memory budget exceeded: a collection of \(count) elements (the limit is "
        + "\(budget.elements))", at: node, messageKey: "runtime.memory-budget.elements",
      arguments: ["count": String(count), "limit": String(budget.elements)])
  }

  /// Fails unless `count` `ForEach` rows fit the row and memory budgets.
  func reserveRows(_ count: Int, at node: some SyntaxProtocol) throws(EvalError) {
    guard count > budget.rows else {
      try chargeMemory(Self.bytes(count, of: Self.rowBytes), at: node)
      return
    }
    throw failure(
      "memory-budget",
      "Memory budget exceeded: a ForEach of \(count) rows (the limit is \(budget.rows))",
      at: node, messageKey: "runtime.memory-budget.rows",
      arguments: ["count": String(count), "limit": String(budget.rows)])
  }

  /// Fails unless a string of `pieceBytes` bytes repeated `times` times fits the string and
  /// memory budgets (the product is computed without overflow).
  func reserveString(_ pieceBytes: Int, times: Int, at node: some SyntaxProtocol)
    throws(EvalError)
  {
    let (total, overflowed) = pieceBytes.multipliedReportingOverflow(by: max(0, times))
    guard overflowed || total > budget.stringBytes else {
      try chargeMemory(total, at: node)
      return
    }
    let shown = overflowed ? "Int.max" : String(total)
    throw failure(
      "memory-budget",
      "Memory budget exceeded: a string of \(shown) bytes (the limit is \(budget.stringBytes))",
      at: node, messageKey: "runtime.memory-budget.bytes",
      arguments: ["count": shown, "limit": String(budget.stringBytes)])
  }
}
