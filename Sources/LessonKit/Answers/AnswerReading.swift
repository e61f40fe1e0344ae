/// What the answer reader made of a raw answer.
public enum AnswerReading: Sendable, Hashable {
  /// A single, clear reading: grade it.
  case answer(ParsedAnswer)
  /// `token` can be read as more than one answer; ask again and show each reading.
  case ambiguous(token: String, readings: [Alternative])
  /// The answer cannot be read as an answer of this kind; ask again.
  case invalid(AnswerProblem)

  /// One reading of an ambiguous token, spelled out for the learner.
  public struct Alternative: Sendable, Hashable {
    /// What to type to mean exactly this reading: the choice's letter (`b` for the second).
    public var input: String
    /// What the reading means, in the lesson's language (the choice's label, without its
    /// Markdown marks).
    public var meaning: String

    /// Creates a reading.
    public init(input: String, meaning: String) {
      self.input = input
      self.meaning = meaning
    }
  }
}

/// Why an answer could not be read (the learner is asked again).
public enum AnswerProblem: Error, Sendable, Hashable {
  /// Nothing was typed.
  case empty
  /// Words that name no choice by number, letter, ordinal, label or value: every one of them,
  /// one entry per part of the answer.
  case unknownChoices([String])
  /// Not an attempt at an answer: a command without its colon, a greeting, "I don't know".
  case notAnAnswer(String)
  /// A token that is no whole number (digits, `#N` or a number word).
  case notANumber(String)
  /// A token that is neither yes nor no.
  case notYesNo(String)
  /// More than one choice for a single-choice question.
  case tooManyChoices
}
