/// A learner's answer once read, before it is graded.
///
/// Choices are 0-based indexes into `Question.choices` (the learner named them by their
/// on-screen number, label or value; the reader has settled which). Values keep every reading of
/// the token (`ParsedValue`) so the grader can compare the one that fits the truth.
public enum ParsedAnswer: Sendable, Hashable {
  /// One choice of a `choice` question.
  case choice(Int)
  /// Distinct choices of a `multi` question, in the order typed.
  case choices([Int])
  /// Values of a `sequence` question, in order.
  case sequence([ParsedValue])
  /// A `number` answer.
  case number(Int)
  /// A `yesno` answer.
  case yesNo(Bool)
  /// A `value` answer.
  case value(ParsedValue)
}
