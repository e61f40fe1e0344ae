/// What a quiz-format file is: a quiz to take, or a bank of items to draw from.
public enum QuizKind: String, Sendable, Equatable {
  /// A ```` ```quiz ```` block: a quiz students take.
  case quiz
  /// A ```` ```bank ```` block: items that quizzes of the same folder draw by tag; never taken.
  case bank
}
