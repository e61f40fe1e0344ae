import IdentityEngine
import Localization

/// The one path from a line someone typed to a grade, shared by the course, quizzes, live
/// sessions and regrading: the question's truth from the simulation, the line read as the
/// course reads answers (`AnswerReader`), the grade (`Grader`).
///
/// It is pure: no terminal, no store, no clock. Each mode records and shows what it returns.
/// Text that came from the person who typed (an unknown choice, an ambiguous token) is
/// neutralised here, once (`ControlPictures`), so no message made from it can drive a terminal.
///
///     switch AnswerFlow.grade(line, question: question, lesson: lesson, language: .es) {
///     case .graded(let grade, let truth, let run): …   // record, then show
///     case .unreadable(let messages): …               // ask again; nothing recorded
///     case .sceneFailed(let failure): …               // no truth: nothing graded
///     }
public enum AnswerFlow {
  /// A catalog key and its arguments, for a message to show.
  public struct Message: Sendable, Equatable {
    public var key: String
    public var arguments: [String: String]

    /// A message; `arguments` are neutralised (control pictures).
    public init(key: String, arguments: [String: String] = [:]) {
      self.key = key
      self.arguments = arguments.mapValues(ControlPictures.replacing)
    }
  }

  /// What became of a line.
  public enum Result {
    /// Read and graded against `truth`; `run` is the run the truth came from, when this flow
    /// ran it.
    case graded(Grade, truth: Value, run: SceneRunner.Run?)
    /// Not an answer to this question: the messages to show, in order (an ambiguous answer
    /// lists its readings); the person is asked again.
    case unreadable([Message])
    /// The scene, an action or the observation failed: there is no truth to grade against.
    case sceneFailed(SceneRunner.Failure)
  }

  /// Runs `question`'s scene in `lesson` (or finds its truth kept), reads `text` and grades it.
  public static func grade(
    _ text: String, question: Question, lesson: Lesson, language: Language
  ) -> Result {
    do {
      let (truth, run) = try SceneRunner(lesson: lesson).truth(of: question)
      return grade(text, question: question, truth: truth, run: run, language: language)
    } catch {
      return .sceneFailed(error)
    }
  }

  /// Reads `text` and grades it against a truth already known (a recorded answer regraded).
  public static func grade(
    _ text: String, question: Question, truth: Value, run: SceneRunner.Run? = nil,
    language: Language
  ) -> Result {
    switch AnswerReader(question: question, language: language).read(text) {
    case .answer(let parsed):
      let grade = Grader.grade(parsed, question: question, truth: truth, language: language)
      return .graded(grade, truth: truth, run: run)
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
        case .empty: Message(key: "course.error.invalid-answer.empty")
        case .unknownChoices(let words):
          Message(
            key: "course.error.invalid-answer.choice",
            arguments: ["answer": words.joined(separator: "`, `")])
        case .notAnAnswer(let line):
          Message(
            key: "course.error.not-an-answer.\(question.kind.notAnAnswerHint)",
            arguments: ["answer": line])
        case .notANumber(let token):
          Message(key: "course.error.invalid-answer.number", arguments: ["answer": token])
        case .notYesNo: Message(key: "course.error.invalid-answer.yesno")
        case .tooManyChoices: Message(key: "course.error.invalid-answer.too-many")
        }
      return .unreadable([message])
    }
  }

  /// Reads a yes/no reply (`y`, `sí`, `no`) to a confirmation, as answers are read.
  public static func confirmation(_ text: String) -> Bool? {
    ParsedValue(text).flag
  }
}

extension QuestionKind {
  /// Which "how to answer" follows a line that is not an answer.
  fileprivate var notAnAnswerHint: String {
    switch self {
    case .choice, .multi: "choice"
    case .number: "number"
    case .yesno: "yesno"
    case .sequence, .value: "value"
    }
  }
}
