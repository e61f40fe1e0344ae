import Classroom
import Foundation
import Gradebook
import LessonKit
import Localization
import QuizKit

/// Finds quizzes and opens the quiz store for the `idlab quiz …` commands.
enum QuizEnvironment {
  /// The quizzes folder: `IDLAB_QUIZZES`, else `<home>/Quizzes`.
  static func quizzesDirectory(_ context: CommandContext) -> String {
    context.environment["IDLAB_QUIZZES"]
      ?? context.home.appendingPathComponent("Quizzes").path
  }

  /// Why `quiz check` reads the folder it reads.
  enum CheckedFolder: String {
    /// The PATH argument.
    case given
    /// `IDLAB_QUIZZES`.
    case environment
    /// `./Quizzes`, in the folder the instructor stands in.
    case current
    /// The quizzes that come with idlab.
    case bundled
  }

  /// What `idlab quiz check` checks: the PATH given, else `IDLAB_QUIZZES`, else `Quizzes` in
  /// `currentDirectory` when it has one, else the bundled quizzes; and why.
  static func folderToCheck(
    _ path: String?, _ context: CommandContext, currentDirectory: String
  ) -> (path: String, reason: CheckedFolder) {
    if let path { return (path, .given) }
    if let path = context.environment["IDLAB_QUIZZES"], !path.isEmpty {
      return (path, .environment)
    }
    let local = URL(fileURLWithPath: currentDirectory).appendingPathComponent("Quizzes")
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: local.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      return (local.path, .current)
    }
    return (context.home.appendingPathComponent("Quizzes").path, .bundled)
  }

  /// The quiz a QUIZ argument names (an id in the quizzes folder, or a file with its
  /// other-language namesakes), in the context's language.
  ///
  /// - Throws: `IdlabError.quiz(.noQuiz)`, with the quizzes that exist.
  ///
  /// - Parameter allowingBank: whether a bank may be named (`quiz export` writes one).
  static func quiz(_ reference: String, _ context: CommandContext, allowingBank: Bool = false)
    throws(IdlabError) -> (QuizSet, Quiz)
  {
    let isFile = FileManager.default.fileExists(atPath: reference)
    let set = QuizSet(path: isFile ? reference : quizzesDirectory(context))
    let id =
      isFile
      ? ((reference as NSString).lastPathComponent as NSString).deletingPathExtension : reference
    let found =
      set.quiz(id, language: context.localizer.language)
      ?? (allowingBank ? set.bank(id, language: context.localizer.language) : nil)
    guard let quiz = found else {
      // A file of that name that could not be read at all (too large, no `quiz` block) says
      // why, rather than that there is no such quiz.
      if set.isBank(id) {
        throw .quiz(.bank(reference, directory: set.directory, known: set.quizIDs))
      }
      let problems = set.readingProblems(of: id)
      if !problems.isEmpty { throw refusal(problems, of: id, in: set, context) }
      throw .quiz(.noQuiz(reference, directory: set.directory, known: set.quizIDs))
    }
    return (set, quiz)
  }

  /// `quiz(_:_:)` for an action that runs or grades the quiz (take, present, report, export,
  /// regrade): a quiz whose files do not read cleanly in every language is refused, its
  /// problems printed as `quiz check` prints them. Administrative actions (release, close,
  /// extra-time, end-session) use `quiz(_:_:)`, so a typo in a file never keeps an instructor
  /// from closing an exam.
  static func checkedQuiz(
    _ reference: String, _ context: CommandContext, allowingBank: Bool = false
  ) throws(IdlabError) -> (QuizSet, Quiz) {
    let (set, quiz) = try self.quiz(reference, context, allowingBank: allowingBank)
    let problems = set.readingProblems(of: quiz.id)
    guard !problems.isEmpty else { return (set, quiz) }
    throw refusal(problems, of: quiz.id, in: set, context)
  }

  /// Prints `problems` as `quiz check` does; the error refusing quiz `id` for them.
  private static func refusal(
    _ problems: [QuizDiagnostic], of id: String, in set: QuizSet, _ context: CommandContext
  ) -> IdlabError {
    QuizCommand.print(problems, of: set, context)
    return .quiz(.failsCheck(quiz: id, errors: problems.count, path: set.directory))
  }

  /// The course the quizzes' references point into.
  static func course(_ context: CommandContext) -> Course {
    Course(directory: context.lessonsDirectory.path)
  }

  /// Opens the store (`--store`/`IDLAB_STORE`, else `IDLAB_GRADEBOOK`, else the state
  /// folder's gradebook).
  ///
  /// A damaged gradebook is never replaced or wiped: idlab refuses to start on it.
  ///
  /// - Throws: `IdlabError.quiz(.gradebook)` naming the store (password masked) and how to
  ///   recover.
  static func openStore(_ context: CommandContext) throws(IdlabError) -> any GradebookStore {
    let location = CourseEnvironment.storeLocation(context)
    do {
      return try CourseEnvironment.openStore(location)
    } catch {
      throw .quiz(.gradebook(path: location.displayName, reason: error.reason))
    }
  }

  /// Submits every open take of `quiz` (of `student` alone, when given) whose time limit (plus
  /// the student's extra time) has passed, at its deadline, with the reason `time-up`: a
  /// student who left when time ran out has a submitted take, not one left open until they
  /// type again.
  static func submitExpired(
    quiz: Quiz, student: String? = nil, store: any GradebookStore, now: Double
  ) throws(GradebookError) {
    guard let limit = quiz.settings.timeLimit else { return }
    let takes =
      if let student {
        try store.takes(quiz: quiz.id, student: student)
      } else {
        try store.takes(quiz: quiz.id)
      }
    for take in takes where take.submitted == nil {
      let deadline =
        take.started + limit + (try store.extraTime(quiz: quiz.id, student: take.student))
      guard now > deadline else { continue }
      try store.submitTake(
        quiz: quiz.id, student: take.student, number: take.number, time: deadline,
        session: nil, reason: QuizTake.Reason.timeUp)
    }
  }

  /// When the quiz closes for `student`: their own closing time (`idlab quiz extra-time
  /// --closes`), else the quiz file's `closes:`, plus their extra time; `nil` when neither
  /// sets one.
  static func closes(quiz: Quiz, student: String, store: any GradebookStore)
    throws(GradebookError) -> Double?
  {
    guard
      let closes = try store.closingTime(quiz: quiz.id, student: student)
        ?? quiz.settings.closes
    else { return nil }
    return closes + (try store.extraTime(quiz: quiz.id, student: student))
  }

  /// The class roster: the gradebook's (`idlab quiz roster import` writes it there), else a
  /// `roster.json` an older idlab left beside the gradebook; `nil` when neither exists.
  static func classRoster(_ context: CommandContext, store: any GradebookStore)
    throws(IdlabError) -> Roster?
  {
    let rows: [RosterRow]
    do {
      rows = try store.roster()
    } catch {
      throw failure(error)
    }
    guard !rows.isEmpty else { return Roster.load(from: QuizRosterCommand.rosterURL(context)) }
    return Roster(
      entries: rows.compactMap { row in
        (try? SSHPublicKey(parsing: row.key)).map {
          RosterEntry(
            id: row.id, name: row.name, key: $0, extraMinutes: row.extraMinutes,
            language: row.language)
        }
      })
  }

  /// A store error as a quiz error.
  static func failure(_ error: GradebookError) -> IdlabError {
    .quiz(.gradebook(path: error.path, reason: error.reason))
  }
}
