import IdentityEngine
import LessonKit
import Localization

/// The one place quizzes reach the course's answer reader (`AnswerReader`) and grader.
///
/// Quizzes read answers exactly as the course does (choices by on-screen number, label or
/// shown value; number words and colour names in both languages; ambiguity asked again;
/// partial credit on sequences). Everything quiz code needs from the reader goes through this
/// adapter, so a change underneath is a one-file change.
public enum QuizAnswerReader {
  /// A catalog key and its arguments, for a message to show.
  public struct Message: Sendable, Equatable {
    public var key: String
    public var arguments: [String: String]
  }

  /// The answer graded, or why it could not be read (the student is asked again).
  public enum Outcome: Sendable {
    case graded(Grade)
    /// The messages to show, in order (an ambiguous answer lists its readings).
    case unreadable([Message])
  }

  /// Reads and grades `text` against the simulated `truth`.
  public static func grade(
    _ text: String, question: Question, truth: Value, language: Language
  ) -> Outcome {
    switch AnswerReader(question: question, language: language).read(text) {
    case .answer(let parsed):
      return .graded(Grader.grade(parsed, question: question, truth: truth, language: language))
    case .ambiguous(let token, let readings):
      return .unreadable(
        [Message(key: "course.error.invalid-answer.ambiguous", arguments: ["answer": token])]
          + readings.map {
            Message(
              key: "course.error.invalid-answer.reading",
              arguments: ["input": $0.input, "meaning": $0.meaning])
          })
    case .invalid(let problem):
      let message: Message =
        switch problem {
        case .empty: Message(key: "course.error.invalid-answer.empty", arguments: [:])
        case .unknownChoice(let token):
          Message(key: "course.error.invalid-answer.choice", arguments: ["answer": token])
        case .notANumber(let token):
          Message(key: "course.error.invalid-answer.number", arguments: ["answer": token])
        case .notYesNo: Message(key: "course.error.invalid-answer.yesno", arguments: [:])
        case .tooManyChoices: Message(key: "course.error.invalid-answer.too-many", arguments: [:])
        }
      return .unreadable([message])
    }
  }

  /// Reads a yes/no reply (`y`, `sí`, `no`) to a confirmation, as answers are read.
  public static func confirmation(_ text: String) -> Bool? {
    ParsedValue(text).flag
  }
}
