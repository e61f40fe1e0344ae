import Basics
import Gradebook
import Localization

/// What `idlab quiz …` refuses or cannot do; carried by `IdlabError.quiz`.
///
/// Each case has its category (which decides the exit code), a message and a hint, in the
/// user's language. Nothing in a refused operation is lost or overwritten.
public enum QuizError: Error, Equatable, Sendable {
  /// `idlab quiz ACTION` with an action that does not exist.
  case unknownAction(String, suggestion: String?)
  /// No quiz has this id (or file); `known` lists the quizzes that exist.
  case noQuiz(String, directory: String, known: [String])
  /// The quiz has a roster and the student is not on it.
  case unknownStudent(student: String, quiz: String)
  /// The quiz closed at `time` (ISO 8601).
  case closed(quiz: String, time: String)
  /// The quiz opens at `time` (ISO 8601).
  case notOpenYet(quiz: String, time: String)
  /// The gradebook cannot be opened or written (path and reason); never wiped.
  case gradebook(path: String, reason: GradebookError.Reason)
  /// An item cannot be exported (its variant does not run).
  case exportItem(String)
  /// Another presenter is running the quiz's live session.
  case presenterBusy(quiz: String)
  /// `--student` is not a valid student id (the roster's rule, `RosterEntry.isValidID`).
  case invalidStudent(String)
  /// The student has submitted the quiz (no more time can be given).
  case alreadySubmitted(student: String, quiz: String)
  /// Another session of the student has the take open.
  case takeInUse(quiz: String, student: String)
  /// The quiz's files do not read cleanly in every language (`errors`, printed above it).
  case failsCheck(quiz: String, errors: Int, path: String)
  /// `quiz new` would overwrite a file (nothing was written).
  case fileExists(path: String)
  /// The student has no take of the quiz (nothing to review or grade).
  case notTaken(student: String, quiz: String)
  /// The student did not answer the item in their latest take (no score to override).
  case notAnswered(student: String, item: String)
  /// The QUIZ argument names a bank, which quizzes draw from and nobody takes.
  case bank(String, directory: String, known: [String])
  /// The student has started every take the quiz allows (`attempts:`).
  case noAttemptLeft(quiz: String, attempts: Int)

  /// The exit-code category: refusals and store failures are failures (1), a missing quiz is
  /// a usage error (64), an item that does not run is bad data (65).
  var category: IdlabError.Category {
    switch self {
    case .unknownAction, .noQuiz, .bank: .usage
    case .unknownStudent, .closed, .notOpenYet, .gradebook, .presenterBusy, .takeInUse,
      .alreadySubmitted, .fileExists, .notTaken, .notAnswered, .noAttemptLeft:
      .failure
    case .invalidStudent: .usage
    case .exportItem, .failsCheck: .data
    }
  }

  /// One line saying what is wrong.
  func message(_ t: Localizer) -> String {
    switch self {
    case .unknownAction(let action, _): t("quiz.error.unknown-action", ["action": action])
    case .noQuiz(let quiz, _, _): t("quiz.error.no-quiz", ["quiz": quiz])
    case .bank(let bank, _, _): t("quiz.error.bank", ["bank": bank])
    case .fileExists(let path): t("quiz.error.file-exists", ["path": path])
    case .unknownStudent(let student, let quiz):
      t("quiz.error.unknown-student", ["student": student, "quiz": quiz])
    case .closed(let quiz, let time): t("quiz.error.closed", ["quiz": quiz, "time": time])
    case .notOpenYet(let quiz, let time):
      t("quiz.error.not-open-yet", ["quiz": quiz, "time": time])
    case .gradebook(let path, let reason):
      t(
        "quiz.error.gradebook",
        ["path": path, "reason": t("course.error.gradebook.\(reason.rawValue)")])
    case .exportItem(let item): t("quiz.error.export-item", ["item": item])
    case .presenterBusy(let quiz): t("live.error.presenter-busy", ["quiz": quiz])
    case .invalidStudent(let student):
      t("quiz.error.invalid-student", ["student": ControlPictures.replacing(in: student)])
    case .takeInUse(let quiz, let student):
      t("quiz.error.take-in-use", ["quiz": quiz, "student": student])
    case .alreadySubmitted(let student, let quiz):
      t("quiz.error.already-submitted", ["student": student, "quiz": quiz])
    case .notTaken(let student, let quiz):
      t("quiz.error.not-taken", ["student": student, "quiz": quiz])
    case .notAnswered(let student, let item):
      t("quiz.error.not-answered", ["student": student, "item": item])
    case .noAttemptLeft(let quiz, let attempts):
      t(
        "quiz.error.no-attempt-left",
        ["quiz": quiz, "attempts": t.plural("quiz.attempts", count: attempts)])
    case .failsCheck(let quiz, let errors, _):
      t(
        "quiz.error.fails-check", ["quiz": quiz, "errors": t.plural("check.errors", count: errors)])
    }
  }

  /// How to fix it.
  func hint(_ t: Localizer) -> String? {
    switch self {
    case .unknownAction(_, let suggestion?): t("quiz.hint.similar-action", ["action": suggestion])
    case .unknownAction: nil
    case .noQuiz(let quiz, let directory, let known):
      if let suggestion = Suggestions.nearest(to: quiz, among: known) {
        t("quiz.hint.similar-quiz", ["quiz": suggestion])
      } else {
        t("quiz.hint.quizzes", ["path": directory, "list": known.joined(separator: ", ")])
      }
    case .bank(_, let directory, let known):
      t("quiz.hint.quizzes", ["path": directory, "list": known.joined(separator: ", ")])
    case .unknownStudent: t("quiz.hint.roster")
    case .fileExists: t("quiz.hint.file-exists")
    case .closed, .notOpenYet: nil
    case .gradebook(let path, let reason):
      StoreHint.hint(
        path: path, reason: reason, t, fallback: t("quiz.hint.gradebook", ["path": path]))
    case .exportItem: t("quiz.hint.run-check")
    case .presenterBusy: t("live.hint.presenter-busy")
    case .invalidStudent: t("quiz.hint.student-id")
    case .takeInUse(let quiz, let student):
      t("quiz.hint.take-in-use", ["quiz": quiz, "student": student])
    case .alreadySubmitted, .notTaken: nil
    case .notAnswered: t("quiz.hint.not-answered")
    case .noAttemptLeft: t("quiz.hint.no-attempt-left")
    case .failsCheck(_, _, let path): t("quiz.hint.fix-and-check", ["path": path])
    }
  }
}
