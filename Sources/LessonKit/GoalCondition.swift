import IdentityEngine

/// One condition of a challenge's goal, evaluated on the learner's run, with the values it
/// compared: what `:check` shows when the goal does not hold.
public struct GoalCondition: Sendable {
  /// When a side of a comparison was read.
  public enum Moment: Sendable, Equatable {
    /// After the last action.
    case end
    /// Before the last action (`before(…)`).
    case beforeLastAction
    /// After the Nth action (`after(N, …)`, 0 is the first render).
    case afterAction(Int)
  }

  /// One side of a comparison: what was read, when, and the value found.
  public struct Side: Sendable {
    /// The query as written without its moment (`TextField#1.value`), nil for a literal.
    public var subject: String?
    /// When it was read.
    public var moment: Moment
    /// The value found.
    public var value: Value
  }

  /// The shape of a condition, for messages.
  public enum Shape: Sendable {
    /// `A == B` or `A != B`.
    case compare(left: Side, equal: Bool, right: Side)
    /// `changed(Q)`: `Q` before and after the last action.
    case changed(before: Side, after: Side)
    /// `code.calls(NAME)`, or `code.calls(NAME) == false` (`expected` false).
    case calls(String, expected: Bool)
    /// `code.declares(NAME)`, or with `== false`.
    case declares(String, expected: Bool)
    /// Any other condition, with its value.
    case other(Value)
  }

  /// What a condition the course adds to every goal (`ChallengeGuards`) guards.
  public enum Guard: Sendable, Equatable {
    /// A view or row list the goal names: how much of it the starting code shows at the first
    /// render (rows, or 1 for a view) and how much the learner's does.
    case subject(String, expected: Int, found: Int)
    /// Action `step` (1-based) changes something, as it does in the starting code.
    case action(Int)
  }

  /// The condition as written in the lesson (for a guard, as a query).
  public var text: String
  /// Whether it holds.
  public var holds: Bool
  /// What it compared.
  public var shape: Shape
  /// Set on the conditions `ChallengeGuards` adds; nil on the author's.
  public var guarding: Guard? = nil
}

extension GoalCondition {
  /// Evaluates every condition of `goal` on `context`.
  ///
  /// - Throws: `ObservationError` when a condition cannot be read on the outcome.
  public static func evaluate(_ goal: Observation, in context: ObservationContext)
    throws(ObservationError) -> [GoalCondition]
  {
    var result: [GoalCondition] = []
    for condition in goal.conditions {
      let holds = try condition.truth(in: context) == .bool(true)
      result.append(
        GoalCondition(
          text: condition.text, holds: holds, shape: try shape(of: condition, in: context)))
    }
    return result
  }

  private static func shape(of condition: Observation, in context: ObservationContext)
    throws(ObservationError) -> Shape
  {
    switch condition {
    case .code(let facet, let name):
      return facet == "calls" ? .calls(name, expected: true) : .declares(name, expected: true)
    case .compare(.code(let facet, let name), let equal, .literal(.bool(let flag))):
      let expected = equal == flag
      return facet == "calls"
        ? .calls(name, expected: expected) : .declares(name, expected: expected)
    case .compare(let left, let equal, let right):
      return .compare(
        left: try side(left, in: context), equal: equal, right: try side(right, in: context))
    case .changed(let inner):
      return .changed(
        before: try side(.before(inner), in: context), after: try side(inner, in: context))
    default:
      return .other(try condition.truth(in: context))
    }
  }

  private static func side(_ observation: Observation, in context: ObservationContext)
    throws(ObservationError) -> Side
  {
    let value = try observation.truth(in: context)
    switch observation {
    case .literal: return Side(subject: nil, moment: .end, value: value)
    case .before(let inner):
      return Side(subject: inner.text, moment: .beforeLastAction, value: value)
    case .step(let step, let inner):
      return Side(subject: inner.text, moment: .afterAction(step), value: value)
    default: return Side(subject: observation.text, moment: .end, value: value)
    }
  }
}
