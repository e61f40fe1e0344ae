/// One student's sitting of a quiz: when it started, what they were given, whether it is in.
///
/// The store keeps the plan as opaque text (QuizKit writes it), so resuming after a
/// disconnect shows the same items in the same order with the same variants.
public struct QuizTake: Codable, Equatable, Sendable {
  /// The quiz id.
  public var quiz: String
  /// The student id (from the roster, or as typed when the quiz has none).
  public var student: String
  /// 1 for the first take, the attempt's number after it (a quiz's `attempts:`). Live votes carry
  /// `liveNumber`, which no stored take has.
  public var number: Int

  /// The take number of live votes (never stored as a take).
  public static let liveNumber = 0
  /// The student's seed, which picks groups, order and variants.
  public var seed: String
  /// The items, order and variants given, as QuizKit's plan text.
  public var plan: String
  /// The language the take started in (`en`, `es`).
  public var language: String
  /// Seconds since 1970, on the machine running idlab.
  public var started: Double
  /// When the take was submitted; `nil` while it is open.
  public var submitted: Double?
  /// Why it was submitted: `student` (`:submit`), `time-up` (its time limit passed) or
  /// `closed` (`idlab quiz close`); `nil` while it is open, or for takes submitted before
  /// idlab recorded reasons.
  public var submitReason: String?
  /// How many attempts (takes) the quiz allowed the student when this take started; the store
  /// starts it only while the student has fewer takes (`GradebookStore.beginTake`). `nil` for
  /// no limit, and for takes started before idlab recorded it.
  public var attempts: Int?

  /// Creates a take.
  public init(
    quiz: String, student: String, number: Int, seed: String, plan: String, language: String,
    started: Double, submitted: Double? = nil, attempts: Int? = nil
  ) {
    self.quiz = quiz
    self.student = student
    self.number = number
    self.seed = seed
    self.plan = plan
    self.language = language
    self.started = started
    self.submitted = submitted
    self.attempts = attempts
  }
}

extension QuizTake {
  /// The query that reads takes for `init(row:)` (a `WHERE` clause follows).
  static let select = """
    SELECT quiz, student, number, seed, plan, language, started, submitted, submit_reason, \
    attempts FROM quiz_takes
    """

  /// The take in a row of `select`, read the same way from either backend.
  init(row: [DatabaseValue]) {
    self.init(
      quiz: row[0].string ?? "", student: row[1].string ?? "", number: row[2].int ?? 1,
      seed: row[3].string ?? "", plan: row[4].string ?? "", language: row[5].string ?? "",
      started: row[6].double ?? 0, submitted: row[7].double, attempts: row[9].int)
    submitReason = row[8].string
  }

  /// The reasons a take is submitted for.
  public enum Reason {
    /// The student submitted it.
    public static let student = "student"
    /// Its time limit (plus extra time) passed.
    public static let timeUp = "time-up"
    /// The instructor closed the quiz.
    public static let closed = "closed"
  }
}
