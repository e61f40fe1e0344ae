import Foundation

/// The gradebook as callers see it: course progress and quiz records, with no SQL in sight.
///
/// `Gradebook` (SQLite) and `PostgresStore` implement it and pass the same conformance tests
/// (`StoreLocation` picks one). Every write is one transaction and is
/// durable when the call returns, so callers record before they show anything; a position
/// (`setPosition`), which is not a grade, is only safe from the process's end when the call
/// returns, and reaches the disk with the next durable write.
public protocol GradebookStore: AnyObject {
  // MARK: Course

  /// Writes one course attempt.
  func record(_ attempt: Attempt) throws(GradebookError)
  /// Every course attempt, optionally for one lesson, oldest first.
  func attempts(lesson: String?) throws(GradebookError) -> [Attempt]
  /// The best score per question of a lesson.
  func bestScores(lesson: String) throws(GradebookError) -> [String: Double]
  /// Saves where the learner is in a lesson (committed without waiting for the disk: it
  /// survives the process being killed, not necessarily a power failure).
  func setPosition(_ position: Position) throws(GradebookError)
  /// Every saved position.
  func positions() throws(GradebookError) -> [Position]
  /// The lesson the learner was in last.
  func currentLesson() throws(GradebookError) -> String?
  /// Forgets one lesson's attempts and position, or everything (`nil`).
  func reset(lesson: String?) throws(GradebookError)
  /// Adds an export's attempts (those already present are skipped) and its positions that
  /// are newer than the saved ones, in one transaction.
  func merge(_ document: Gradebook.Export) throws(GradebookError) -> Gradebook.ImportSummary

  // MARK: Quizzes

  /// Starts `take` unless the student already has a take with that number; returns the take
  /// as stored (the existing one when two sessions race). A take with `attempts` starts only
  /// while the student has fewer takes of the quiz, checked in the statement that starts it.
  ///
  /// - Throws: `.noAttemptLeft` when every attempt is used (nothing is stored).
  func beginTake(_ take: QuizTake) throws(GradebookError) -> QuizTake
  /// The student's takes of a quiz, first take first.
  func takes(quiz: String, student: String) throws(GradebookError) -> [QuizTake]
  /// Every take of a quiz, by student then number.
  func takes(quiz: String) throws(GradebookError) -> [QuizTake]
  /// Marks a take submitted (its answers are final; the first submission time is kept).
  ///
  /// - Parameters:
  ///   - session: the session that must hold the take (`claimTake`), or `nil`.
  ///   - reason: why (`QuizTake.Reason`), recorded with the take.
  /// - Throws: `.takeClosed` when `session` is given and the take is already submitted or
  ///   another session holds it; nothing changes then.
  func submitTake(
    quiz: String, student: String, number: Int, time: Double, session: String?, reason: String
  ) throws(GradebookError)
  /// Closes a quiz at `time` (the first close is kept): no take starts and no answer is
  /// recorded afterwards, and every open take is submitted (reason `closed`) and let go of.
  /// Returns how many open takes it submitted.
  @discardableResult
  func close(quiz: String, time: Double) throws(GradebookError) -> Int
  /// When the quiz was closed with `close`, if it was.
  func closeTime(quiz: String) throws(GradebookError) -> Double?
  /// Stores the language a take is shown in (`:lang` during the take); a resumed take is
  /// shown in it unless `--lang` says otherwise.
  func setTakeLanguage(quiz: String, student: String, number: Int, language: String)
    throws(GradebookError)
  /// Makes `holder` the one session that may record in a take: succeeds when no session holds
  /// it, or when the one that does is `stale` (found gone by the caller); returns the holder
  /// in place afterwards, `holder` itself on success.
  func claimTake(
    quiz: String, student: String, number: Int, holder: String, replacing stale: String?,
    time: Double
  ) throws(GradebookError) -> String
  /// Lets go of a take that `holder` holds (nothing when another session holds it now).
  func releaseTake(quiz: String, student: String, number: Int, holder: String)
    throws(GradebookError)
  /// Ends the sessions holding the student's takes of a quiz (the instructor's remedy for a
  /// session left behind); returns how many there were.
  func endSessions(quiz: String, student: String) throws(GradebookError) -> Int
  /// Writes one answer in its own transaction, only while `take` holds of its take (checked
  /// in the same statement), reads it back, and returns it with its store id.
  ///
  /// - Throws: `.takeClosed` when the take is submitted, held by another session or out of
  ///   time; `.notStored` when the row read back is not the one written.
  @discardableResult
  func record(_ answer: QuizAnswer, in take: OpenTake) throws(GradebookError) -> QuizAnswer
  /// Every answer to a quiz, in the order they were recorded.
  func answers(quiz: String) throws(GradebookError) -> [QuizAnswer]
  /// Records a regrade or an instructor's override (`RegradeRecord.isOverride`) in one
  /// transaction: the answer takes the new score, truth, item hash and simulator version (its
  /// first score is kept in `originalScore`), and the record is added to the answer's history.
  func regrade(_ record: RegradeRecord) throws(GradebookError)
  /// Every regrade of a quiz's answers, oldest first.
  func regrades(quiz: String) throws(GradebookError) -> [RegradeRecord]
  /// Makes held feedback of a quiz visible.
  func release(quiz: String, time: Double) throws(GradebookError)
  /// When the quiz's feedback was released, if it was.
  func releaseTime(quiz: String) throws(GradebookError) -> Double?
  /// Extra time for one student, in seconds.
  func setExtraTime(quiz: String, student: String, seconds: Double) throws(GradebookError)
  /// The student's extra time, in seconds (0 when none was given).
  func extraTime(quiz: String, student: String) throws(GradebookError) -> Double
  /// Sets one student's own closing time of a quiz, seconds since 1970 (`nil` removes it);
  /// it replaces the quiz's `closes:` for that student, and their extra time is added to it.
  func setClosingTime(quiz: String, student: String, closes: Double?) throws(GradebookError)
  /// The student's own closing time, if one was set.
  func closingTime(quiz: String, student: String) throws(GradebookError) -> Double?

  // MARK: Class roster

  /// Replaces the class roster with `rows`, in one transaction.
  func setRoster(_ rows: [RosterRow]) throws(GradebookError)
  /// The class roster, in the order it was imported (empty when none was).
  func roster() throws(GradebookError) -> [RosterRow]

  // MARK: Live sessions

  /// Saves a quiz's live session (its presenter is the only writer).
  func setLiveSession(_ session: LiveSession) throws(GradebookError)
  /// The live session of a quiz, as its presenter last left it.
  func liveSession(quiz: String) throws(GradebookError) -> LiveSession?
  /// Records a live vote (`answer.round` set) only while the quiz's session is still voting at
  /// `revision`, in one statement; `nil` when the round closed first (nothing is recorded).
  func recordVote(_ answer: QuizAnswer, revision: Int) throws(GradebookError) -> QuizAnswer?
  /// The signal of a quiz's live session, listening on `channel`.
  func liveSignal(quiz: String, listening channel: LiveChannel) throws(GradebookError)
    -> any LiveSessionSignal
}

extension GradebookStore {
  /// Marks a take submitted, whatever session holds it (nothing when it already is).
  public func submitTake(quiz: String, student: String, number: Int, time: Double)
    throws(GradebookError)
  {
    try submitTake(
      quiz: quiz, student: student, number: number, time: time, session: nil,
      reason: QuizTake.Reason.student)
  }

  /// Writes one answer to an open take, whatever session holds it, with no time limit.
  @discardableResult
  public func record(_ answer: QuizAnswer) throws(GradebookError) -> QuizAnswer {
    try record(answer, in: OpenTake())
  }
}
