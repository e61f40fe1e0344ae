import IdentityEngine
import SwiftSyntax

/// Integer operations on learner values that trap in Swift, made into simulated runtime
/// failures with Swift's own messages: the learner's code fails, idlab never does.
///
///     Int(Double.infinity)   // Double value cannot be converted to Int because it is either
///                            // infinite or NaN
///     -Int.min, abs(Int.min), (0...Int.max).count   // Arithmetic overflow
extension Interpreter {
  /// `Arithmetic overflow` at `node`.
  func overflow(at node: some SyntaxProtocol) -> EvalError {
    failure("overflow", "Arithmetic overflow", at: node)
  }

  /// `-value`, failing on `Int.min`.
  func negated(_ value: Int, at node: some SyntaxProtocol) throws(EvalError) -> Int {
    let (result, overflowed) = 0.subtractingReportingOverflow(value)
    if overflowed { throw overflow(at: node) }
    return result
  }

  /// `abs(value)`, failing on `Int.min`.
  func absolute(_ value: Int, at node: some SyntaxProtocol) throws(EvalError) -> Int {
    value < 0 ? try negated(value, at: node) : value
  }

  /// `Int(value)` for a `Double`, failing like Swift on NaN, infinities and values out of
  /// range (the fraction is dropped, as Swift does).
  func converted(_ value: Double, at node: some SyntaxProtocol) throws(EvalError) -> Int {
    guard value.isFinite else {
      throw failure(
        "conversion",
        "Double value cannot be converted to Int because it is either infinite or NaN",
        at: node, messageKey: "runtime.conversion.infinite")
    }
    let truncated = value.rounded(.towardZero)
    guard let result = Int(exactly: truncated) else {
      let greater = truncated > 0
      throw failure(
        "conversion",
        "Double value cannot be converted to Int because the result would be "
          + (greater ? "greater than Int.max" : "less than Int.min"),
        at: node, messageKey: greater ? "runtime.conversion.greater" : "runtime.conversion.less")
    }
    return result
  }

  /// The number of integers in `lower..<upper` or `lower...upper`, failing where Swift's
  /// `count` overflows.
  func rangeCount(_ lower: Int, _ upper: Int, closed: Bool, at node: some SyntaxProtocol)
    throws(EvalError) -> Int
  {
    let (span, overflowed) = upper.subtractingReportingOverflow(lower)
    if overflowed { throw overflow(at: node) }
    guard closed else { return max(0, span) }
    let (count, overflowedAgain) = span.addingReportingOverflow(1)
    if overflowedAgain { throw overflow(at: node) }
    return max(0, count)
  }

  /// The exclusive end of a range (`upper + 1` when closed), failing on `Int.max...`.
  func rangeEnd(_ upper: Int, closed: Bool, at node: some SyntaxProtocol) throws(EvalError)
    -> Int
  {
    guard closed else { return upper }
    let (end, overflowed) = upper.addingReportingOverflow(1)
    if overflowed { throw overflow(at: node) }
    return end
  }
}
