/// One recorded answer to one quiz item: everything needed to regrade it later.
public struct QuizAnswer: Codable, Equatable, Sendable {
  /// The store's id, once recorded.
  public var id: Int64?
  public var quiz: String
  public var student: String
  /// The take's number (1 = first take).
  public var take: Int
  /// The item id in the quiz.
  public var item: String
  /// The student's seed and the variant it picked for this item (0-based).
  public var seed: String
  public var variant: Int
  /// The language the answer was given in.
  public var language: String
  /// What the student typed.
  public var rawAnswer: String
  /// The answer as the grader read it, language-neutral (`green,blue`, `nimbus`).
  public var parsedAnswer: String
  /// The simulator's truth, canonical (`[color(green), color(blue)]`).
  public var truth: String
  /// 0…1 of the item's points.
  public var score: Double
  /// The item's points.
  public var points: Double
  /// Seconds since 1970.
  public var time: Double
  /// The simulator (idlab) version that graded it.
  public var simulatorVersion: String
  /// A hash of the item's text in this variant and language.
  public var itemHash: String
  /// The score before a regrade, when one was applied.
  public var originalScore: Double?
  /// Why the regrade changed it.
  public var regradeReason: String?
  /// The round of a live session's vote: 1 (the vote) or 2 (the revote); `nil` for answers
  /// given outside a live session.
  public var round: Int?

  /// Creates an answer (without a store id).
  public init(
    quiz: String, student: String, take: Int, item: String, seed: String, variant: Int,
    language: String, rawAnswer: String, parsedAnswer: String, truth: String, score: Double,
    points: Double, time: Double, simulatorVersion: String, itemHash: String
  ) {
    self.quiz = quiz
    self.student = student
    self.take = take
    self.item = item
    self.seed = seed
    self.variant = variant
    self.language = language
    self.rawAnswer = rawAnswer
    self.parsedAnswer = parsedAnswer
    self.truth = truth
    self.score = score
    self.points = points
    self.time = time
    self.simulatorVersion = simulatorVersion
    self.itemHash = itemHash
  }
}

extension QuizAnswer {
  /// The `quiz_answers` columns `init(row:)` reads, in order.
  static let columns = """
    id, quiz, student, take, item, seed, variant, language, raw_answer, parsed_answer, truth, \
    score, points, time, simulator_version, item_hash, original_score, regrade_reason, live_round
    """

  /// The answer in a row of `columns`, read the same way from either backend.
  init(row: [DatabaseValue]) {
    self.init(
      quiz: row[1].string ?? "", student: row[2].string ?? "", take: row[3].int ?? 1,
      item: row[4].string ?? "", seed: row[5].string ?? "", variant: row[6].int ?? 0,
      language: row[7].string ?? "", rawAnswer: row[8].string ?? "",
      parsedAnswer: row[9].string ?? "", truth: row[10].string ?? "",
      score: row[11].double ?? 0, points: row[12].double ?? 0, time: row[13].double ?? 0,
      simulatorVersion: row[14].string ?? "", itemHash: row[15].string ?? "")
    id = row[0].int.map(Int64.init)
    originalScore = row[16].double
    regradeReason = row[17].string
    round = row[18].int
  }

  /// `INSERT INTO quiz_answers(…) SELECT placeholders`: the statement that records an answer,
  /// given the backend's sixteen placeholders in order (`?, ?, …` or `$1, $2, …`), which
  /// `insertedValues` fill. A `WHERE` condition may follow.
  static func insert(selecting placeholders: String) -> String {
    """
    INSERT INTO quiz_answers(quiz, student, take, item, seed, variant, language, raw_answer,
      parsed_answer, truth, score, points, time, simulator_version, item_hash, live_round)
    SELECT \(placeholders)
    """
  }

  /// The values `insert(selecting:)` binds, in order: every field but the store's id and the
  /// regrade.
  var insertedValues: [DatabaseValue] {
    [
      .text(quiz), .text(student), .integer(Int64(take)), .text(item), .text(seed),
      .integer(Int64(variant)), .text(language), .text(rawAnswer), .text(parsedAnswer),
      .text(truth), .real(score), .real(points), .real(time), .text(simulatorVersion),
      .text(itemHash), round.map { .integer(Int64($0)) } ?? .null,
    ]
  }
}
