/// One regrade of one recorded answer, as its history keeps it: the score, truth and item
/// text before and after, the simulator that regraded it, when, why and by whom. A regrade
/// never erases the answer's first grade (`QuizAnswer.originalScore`) nor an earlier regrade.
public struct RegradeRecord: Codable, Equatable, Sendable {
  /// The store id of the answer regraded.
  public var answer: Int64
  /// The answer's student, take and item (read with the record; not stored twice).
  public var student: String
  public var take: Int
  public var item: String
  /// 0…1 of the item's points, before and after.
  public var oldScore: Double
  public var newScore: Double
  /// The simulator's truth, canonical, before and after.
  public var oldTruth: String
  public var newTruth: String
  /// The hash of the item's text, before and after.
  public var oldItemHash: String
  public var newItemHash: String
  /// The idlab version that regraded it.
  public var simulatorVersion: String
  /// Why (`Regrade.Change.reasonCode`).
  public var reason: String
  /// Seconds since 1970.
  public var time: Double
  /// The account that ran `idlab quiz regrade --apply`, or the instructor who overrode the
  /// score (`idlab quiz grade`: the OS user, or `--by NAME`).
  public var who: String
  /// The instructor's comment on an override (`reason` is `override`), shown to the student
  /// after release; `nil` for a regrade.
  public var comment: String?

  /// The `reason` of an instructor's override (`idlab quiz grade`), which a later regrade
  /// leaves as it is.
  public static let overrideReason = "override"

  /// Whether this record is an instructor's override rather than a regrade.
  public var isOverride: Bool { reason == Self.overrideReason }

  /// Creates a record (`student`, `take` and `item` are filled in when it is read back).
  public init(
    answer: Int64, oldScore: Double, newScore: Double, oldTruth: String, newTruth: String,
    oldItemHash: String, newItemHash: String, simulatorVersion: String, reason: String,
    time: Double, who: String, student: String = "", take: Int = 0, item: String = "",
    comment: String? = nil
  ) {
    self.answer = answer
    self.oldScore = oldScore
    self.newScore = newScore
    self.oldTruth = oldTruth
    self.newTruth = newTruth
    self.oldItemHash = oldItemHash
    self.newItemHash = newItemHash
    self.simulatorVersion = simulatorVersion
    self.reason = reason
    self.time = time
    self.who = who
    self.student = student
    self.take = take
    self.item = item
    self.comment = comment
  }
}

extension RegradeRecord {
  /// The query that reads a quiz's records for `init(row:)`, oldest first (the quiz is its
  /// one parameter, written by the caller's placeholder).
  static func select(quiz placeholder: String) -> String {
    """
    SELECT r.answer, r.old_score, r.new_score, r.old_truth, r.new_truth, r.old_item_hash,
      r.new_item_hash, r.simulator_version, r.reason, r.time, r.who, a.student, a.take, a.item,
      r.comment
    FROM quiz_regrades r JOIN quiz_answers a ON a.id = r.answer
    WHERE a.quiz = \(placeholder) ORDER BY r.id
    """
  }

  /// The record in a row of `select`, read the same way from either backend.
  init(row: [DatabaseValue]) {
    self.init(
      answer: Int64(row[0].int ?? 0), oldScore: row[1].double ?? 0, newScore: row[2].double ?? 0,
      oldTruth: row[3].string ?? "", newTruth: row[4].string ?? "",
      oldItemHash: row[5].string ?? "", newItemHash: row[6].string ?? "",
      simulatorVersion: row[7].string ?? "", reason: row[8].string ?? "",
      time: row[9].double ?? 0, who: row[10].string ?? "", student: row[11].string ?? "",
      take: row[12].int ?? 0, item: row[13].string ?? "", comment: row[14].string)
  }

  /// The values the insert binds, in the order of `insertColumns`.
  var insertedValues: [DatabaseValue] {
    [
      .integer(answer), .real(oldScore), .real(newScore), .text(oldTruth), .text(newTruth),
      .text(oldItemHash), .text(newItemHash), .text(simulatorVersion), .text(reason),
      .real(time), .text(who), comment.map(DatabaseValue.text) ?? .null,
    ]
  }

  /// The columns the insert writes.
  static let insertColumns = """
    answer, old_score, new_score, old_truth, new_truth, old_item_hash, new_item_hash,
    simulator_version, reason, time, who, comment
    """

  /// How many values the insert binds.
  static let insertCount = 12
}
