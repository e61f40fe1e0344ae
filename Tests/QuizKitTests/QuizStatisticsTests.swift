import Foundation
import Gradebook
import Testing

@testable import QuizKit

/// The statistics against a small example worked out by hand.
///
/// Four students, three right/wrong items of one point:
///
///     student  i1 i2 i3 total   rest(i1) rest(i2) rest(i3)
///     s1        1  1  1   3        2        2        2
///     s2        1  0  1   2        1        2        1
///     s3        0  1  0   1        1        0        1
///     s4        0  0  0   0        0        0        0
///
/// Facility: every item 2/4 = 0.5. Population variances: items 0.25 each, totals 1.25.
/// KR-20 = 3/2 × (1 − 0.75/1.25) = 0.6.
/// Item–total r: i1 and i3 cov 0.5 / (0.5 × √1.25) = 0.894427; i2 cov 0.25 → 0.447214.
/// Item–rest r: i1, i3 rest mean 1, var 0.5, cov 0.25 → 0.25 / (0.5 × √0.5) = 0.707107;
/// i2 rest (2, 2, 0, 0) cov 0 → 0.
@Suite struct QuizStatisticsTests {
  static let matrix: [[Double?]] = [[1, 1, 1], [1, 0, 1], [0, 1, 0], [0, 0, 0]]

  static func close(_ a: Double?, _ b: Double) -> Bool {
    guard let a else { return false }
    return abs(a - b) < 1e-5
  }

  @Test func facilityDiscriminationAndReliability() {
    for item in 0..<3 {
      #expect(ItemStatistics.facility(scores: Self.matrix.map { $0[item] }, points: 1) == 0.5)
    }
    let itemTotal = [0.894427, 0.447214, 0.894427]
    let itemRest = [0.707107, 0.0, 0.707107]
    for item in 0..<3 {
      #expect(
        Self.close(ItemStatistics.itemTotal(item: item, matrix: Self.matrix), itemTotal[item]))
      #expect(Self.close(ItemStatistics.itemRest(item: item, matrix: Self.matrix), itemRest[item]))
    }
    #expect(Self.close(ItemStatistics.cronbachAlpha(matrix: Self.matrix), 0.6))
  }

  @Test func undefinedFiguresAreNil() {
    let same: [[Double?]] = [[1, 0], [1, 1]]
    #expect(ItemStatistics.itemRest(item: 0, matrix: same) == nil)
    #expect(ItemStatistics.cronbachAlpha(matrix: [[1, 1]]) == nil)
  }

  @Test func histogramPutsFullMarksInTheLastBin() {
    #expect(ItemStatistics.histogram([0, 0.05, 0.5, 0.99, 1]) == [2, 0, 0, 0, 0, 1, 0, 0, 0, 2])
  }

  /// The report over store records gives the same figures as the table.
  @Test func reportFromRecordsMatchesTheTable() throws {
    let body =
      (1...3).map { "```item\nid: i\($0)\nquestion: q\n```" }.joined(separator: "\n\n")
      + "\n\n```question\nid: q\nkind: number\nscene: rows\nobserve: rows(ForEach#1).count\n```"
    let quiz = try #require(QuizFixtures.parse(QuizFixtures.source(body: body)).quiz)
    var takes: [QuizTake] = []
    var answers: [QuizAnswer] = []
    for (row, scores) in Self.matrix.enumerated() {
      let student = "s\(row + 1)"
      takes.append(
        QuizTake(
          quiz: "sample", student: student, number: 1, seed: "0", plan: "",
          language: row < 2 ? "en" : "es",
          started: 100, submitted: 160))
      for (column, score) in scores.enumerated() {
        answers.append(
          QuizAnswer(
            quiz: "sample", student: student, take: 1, item: "i\(column + 1)", seed: "0",
            variant: 0, language: row < 2 ? "en" : "es", rawAnswer: "x", parsedAnswer: "x",
            truth: "2", score: score ?? 0, points: 1, time: 150, simulatorVersion: "t",
            itemHash: "h"))
      }
    }
    let report = QuizReport.build(quiz: quiz, takes: takes, answers: answers, choiceItems: [])
    #expect(report.students.map(\.score) == [3, 2, 1, 0])
    #expect(report.students.map(\.seconds) == [60, 60, 60, 60])
    #expect(report.items.map(\.facility) == [0.5, 0.5, 0.5])
    #expect(Self.close(report.items[1].itemTotalPointBiserial, 0.447214))
    #expect(Self.close(report.items[0].itemRestDiscrimination, 0.707107))
    #expect(Self.close(report.alpha, 0.6))
    #expect(report.dichotomous)
    // s1, s2 answered in English (i1: 1, 1), s3, s4 in Spanish (i1: 0, 0).
    #expect(report.items[0].byLanguage["en"] == QuizReport.Slice(answered: 2, facility: 1))
    #expect(report.items[0].byLanguage["es"] == QuizReport.Slice(answered: 2, facility: 0))
    #expect(report.warnings.map(\.code) == ["small-sample"])
  }

  /// Facility is one computation for the class and for each language: over the students
  /// given the item, an unanswered item counting 0. Roster students who never started are
  /// listed apart, with an empty grade.
  @Test func facilityCountsUnansweredItemsTheSameWayInEverySlice() throws {
    let body =
      "```item\nid: i1\nquestion: q\n```\n\n"
      + "```question\nid: q\nkind: number\nscene: rows\nobserve: rows(ForEach#1).count\n```"
    let quiz = try #require(QuizFixtures.parse(QuizFixtures.source(body: body)).quiz)
    // Two English takes: s1 right, s2 never answered.
    let takes = ["s1", "s2"].map {
      QuizTake(
        quiz: "sample", student: $0, number: 1, seed: "0", plan: "", language: "en",
        started: 100, submitted: 160)
    }
    let answers = [
      QuizAnswer(
        quiz: "sample", student: "s1", take: 1, item: "i1", seed: "0", variant: 0,
        language: "en", rawAnswer: "2", parsedAnswer: "2", truth: "2", score: 1, points: 1,
        time: 150, simulatorVersion: "t", itemHash: "h")
    ]
    let report = QuizReport.build(
      quiz: quiz, takes: takes, answers: answers, choiceItems: [], roster: ["s3", "s1", "s0"])
    #expect(report.items[0].facility == 0.5)
    #expect(report.items[0].byLanguage["en"] == QuizReport.Slice(answered: 1, facility: 0.5))
    #expect(report.items[0].byVariant == ["1": QuizReport.Slice(answered: 1, facility: 0.5)])
    #expect(report.notStarted == ["s0", "s3"])
    #expect(
      report.studentsCSV.components(separatedBy: "\r\n").suffix(3) == [
        "s0,,,,,,,,,no", "s3,,,,,,,,,no", "",
      ])
  }
}
