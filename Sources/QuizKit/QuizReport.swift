import Foundation
import Gradebook
import Localization

/// Everything `idlab quiz report` shows: per student, per item, for the quiz, with warnings.
///
/// Built by `QuizReport.build(quiz:takes:answers:)` from the store's records; encoded as JSON
/// (`idlab.quiz-report/1`), written as CSV, or rendered for the terminal.
public struct QuizReport: Codable, Equatable, Sendable {
  /// The JSON schema name.
  public static let schema = "idlab.quiz-report/1"

  /// One student's counted take.
  public struct Student: Codable, Equatable, Sendable {
    public var student: String
    public var take: Int
    public var language: String
    /// Points earned and possible.
    public var score: Double
    public var maxScore: Double
    /// Items answered, of the items given.
    public var answered: Int
    public var items: Int
    /// Seconds from start to submission (or to the last answer while open).
    public var seconds: Double
    public var submitted: Bool
    /// Why the take was submitted (`QuizTake.Reason`), when it was and idlab recorded it.
    public var submitReason: String?
    /// How many takes (attempts) the student started; `take` is the one kept (`keep`), whose
    /// items the statistics count.
    public var attempts = 1
  }

  /// Counts and facility for one slice (a language, a variant).
  public struct Slice: Codable, Equatable, Sendable {
    public var answered: Int
    public var facility: Double?
  }

  /// One item's statistics.
  public struct Item: Codable, Equatable, Sendable {
    public var item: String
    public var points: Double
    public var answered: Int
    /// Mean score as a fraction of the points.
    public var facility: Double?
    /// Corrected item–rest correlation (Moodle's discrimination index).
    public var itemRestDiscrimination: Double?
    /// Item–total correlation (PrairieLearn's point-biserial).
    public var itemTotalPointBiserial: Double?
    /// How often each choice id was picked (choice and multi items).
    public var distractors: [String: Int]?
    /// By language (`en`, `es`) and by variant (`1`, `2`, … 1-based).
    public var byLanguage: [String: Slice]
    public var byVariant: [String: Slice]
  }

  /// A caution about the figures.
  public struct Warning: Codable, Equatable, Sendable {
    /// `small-sample`, `no-variance`, `alpha-subset`.
    public var code: String
    public var item: String?
    public var count: Int?
  }

  public var schema: String
  public var quiz: String
  public var title: String
  /// Which take of each student counts (`KeepPolicy`: `best`, `last` or `mean`).
  public var takes: String
  public var students: [Student]
  public var items: [Item]
  /// Cronbach's α (KR-20 when every item is right/wrong), if defined.
  public var alpha: Double?
  /// Whether every counted score is 0 or full marks (α is then KR-20).
  public var dichotomous: Bool
  /// Students per score decile (0–10 %, …, 90–100 %).
  public var histogram: [Int]
  public var warnings: [Warning]
  /// The items voted on in live sessions, split by round (`nil` when none was).
  public var live: [LiveItem]?
  /// Every regrade applied to the quiz's answers, oldest first (`idlab quiz regrade --apply`).
  public var regrades: [RegradeRecord] = []
  /// Students of the class roster who never started the quiz (an empty grade each).
  public var notStarted: [String] = []
  /// The mean score of the items of each tag (`tags:` of the items), sorted by tag.
  public var tags: [Tag] = []

  /// Fewer students than this and the statistics carry a warning.
  public static let smallSample = 10
}

extension QuizReport {
  /// Builds the report of `quiz` from every take and answer in the store.
  ///
  /// `choiceItems` names the items whose answers are choice ids (their distractors are
  /// counted).
  ///
  /// Each student's score is kept by `keep` (the quiz's `keep:` when `nil`, `KeptScore`): the
  /// best take, the last, or the mean of every take; the item statistics count the kept take
  /// (the last one for `mean`). Within a take, the latest answer to each item counts (an exam
  /// answer may be changed until submission).
  public static func build(
    quiz: Quiz, takes: [QuizTake], answers: [QuizAnswer], choiceItems: Set<String>,
    keep: KeepPolicy? = nil, roster: [String] = []
  ) -> QuizReport {
    let keep = keep ?? quiz.settings.keep
    let kept = KeptScore.all(quiz: quiz, takes: takes, answers: answers, keep: keep)
    let counted = kept.mapValues(\.take)
    let students = counted.keys.sorted()
    var latest: [String: [String: QuizAnswer]] = [:]
    for answer in answers where counted[answer.student]?.number == answer.take {
      latest[answer.student, default: [:]][answer.item] = answer
    }
    let itemIDs = quiz.items.map(\.id)
    var matrix: [[Double?]] = []
    var studentRows: [Student] = []
    var givenItems: [String: Set<String>] = [:]
    for student in students {
      guard let take = counted[student] else { continue }
      let plan = QuizPlan(text: take.plan)?.entries.map(\.item) ?? itemIDs
      let given = Set(plan)
      givenItems[student] = given
      let mine = latest[student] ?? [:]
      var row: [Double?] = []
      for item in quiz.items {
        guard given.contains(item.id) else {
          row.append(nil)
          continue
        }
        row.append((mine[item.id]?.score ?? 0) * item.points)
      }
      matrix.append(row)
      let maxScore = quiz.items.filter { given.contains($0.id) }.reduce(0) { $0 + $1.points }
      let end = take.submitted ?? mine.values.map(\.time).max() ?? take.started
      studentRows.append(
        Student(
          student: student, take: take.number, language: take.language,
          score: kept[student]?.score ?? 0, maxScore: maxScore,
          answered: mine.keys.filter { given.contains($0) }.count, items: given.count,
          seconds: max(0, end - take.started), submitted: take.submitted != nil,
          submitReason: take.submitReason, attempts: kept[student]?.attempts ?? 1))
    }
    var itemRows: [Item] = []
    var warnings: [Warning] = []
    if students.count < smallSample {
      warnings.append(Warning(code: "small-sample", item: nil, count: students.count))
    }
    for (index, item) in quiz.items.enumerated() {
      let column = matrix.map { $0[index] }
      let itemAnswers = students.compactMap { latest[$0]?[item.id] }
      let distractors = choiceItems.contains(item.id) ? counts(itemAnswers) : nil
      // Facility is computed one way everywhere: the mean score over the students given the
      // item, an unanswered item counting 0, for the whole class and for each language and
      // variant alike (a student's language is their answer's, else their take's).
      var given: [(language: String, variant: Int, answer: QuizAnswer?)] = []
      for student in students {
        guard let take = counted[student] else { continue }
        // As for the score matrix: without a readable plan, every item was given (variant 1).
        var variant = 0
        if let plan = QuizPlan(text: take.plan) {
          guard let entry = plan.entries.first(where: { $0.item == item.id }) else { continue }
          variant = entry.variant
        }
        let answer = latest[student]?[item.id]
        given.append((answer?.language ?? take.language, answer?.variant ?? variant, answer))
      }
      func slice(_ subset: [(language: String, variant: Int, answer: QuizAnswer?)]) -> Slice {
        Slice(
          answered: subset.filter { $0.answer != nil }.count,
          facility: subset.isEmpty ? nil : ItemStatistics.mean(subset.map { $0.answer?.score ?? 0 })
        )
      }
      var byLanguage: [String: Slice] = [:]
      for language in Set(given.filter { $0.answer != nil }.map(\.language)) {
        byLanguage[language] = slice(given.filter { $0.language == language })
      }
      var byVariant: [String: Slice] = [:]
      for variant in Set(given.filter { $0.answer != nil }.map(\.variant)) {
        byVariant[String(variant + 1)] = slice(given.filter { $0.variant == variant })
      }
      let rest = ItemStatistics.itemRest(item: index, matrix: matrix)
      if rest == nil, column.contains(where: { $0 != nil }) {
        warnings.append(Warning(code: "no-variance", item: item.id, count: nil))
      }
      itemRows.append(
        Item(
          item: item.id, points: item.points, answered: itemAnswers.count,
          facility: ItemStatistics.facility(scores: column, points: item.points),
          itemRestDiscrimination: rest,
          itemTotalPointBiserial: ItemStatistics.itemTotal(item: index, matrix: matrix),
          distractors: distractors, byLanguage: byLanguage, byVariant: byVariant))
    }
    if matrix.contains(where: { $0.contains(where: { $0 == nil }) }) {
      warnings.append(Warning(code: "alpha-subset", item: nil, count: nil))
    }
    let dichotomous = zip(quiz.items.indices, quiz.items).allSatisfy { index, item in
      matrix.allSatisfy { row in row[index].map { $0 == 0 || $0 == item.points } ?? true }
    }
    var report = QuizReport(
      schema: schema, quiz: quiz.id, title: quiz.title, takes: keep.rawValue,
      students: studentRows, items: itemRows,
      alpha: ItemStatistics.cronbachAlpha(matrix: matrix), dichotomous: dichotomous,
      histogram: ItemStatistics.histogram(
        studentRows.map { $0.maxScore > 0 ? $0.score / $0.maxScore : 0 }),
      warnings: warnings, live: liveItems(quiz: quiz, answers: answers),
      notStarted: roster.filter { counted[$0] == nil }.sorted())
    report.tags = tagStatistics(
      quiz: quiz, given: givenItems, scores: latest.mapValues { $0.mapValues(\.score) })
    return report
  }

  static func counts(_ answers: [QuizAnswer]) -> [String: Int] {
    var result: [String: Int] = [:]
    for answer in answers {
      for id in answer.parsedAnswer.split(separator: ",") { result[String(id), default: 0] += 1 }
    }
    return result
  }

  /// The report as pretty JSON with sorted keys.
  public var json: String { ExportJSON.encode(self) }
}
