import Foundation
import Gradebook
import Localization
import Testing

@testable import QuizKit

/// `attempts:` and `keep:`: how they read, the seed and variants of each attempt, and the score
/// each policy keeps, against values written here by hand.
@Suite struct QuizAttemptTests {
  /// A good value, and what the settings hold then.
  struct Good: CustomTestStringConvertible, Sendable {
    var lines: String
    var attempts: Int
    var keep: KeepPolicy
    var testDescription: String { lines.replacingOccurrences(of: "\n", with: ", ") }
  }

  @Test(arguments: [
    Good(lines: "", attempts: 1, keep: .last),
    Good(lines: "attempts: 3", attempts: 3, keep: .last),
    Good(lines: "attempts: 1\nkeep: best", attempts: 1, keep: .best),
    Good(lines: "attempts: 100\nkeep: mean", attempts: 100, keep: .mean),
    Good(lines: "keep: last", attempts: 1, keep: .last),
  ])
  func goodValuesAreRead(_ good: Good) throws {
    let settings = "id: sample" + (good.lines.isEmpty ? "" : "\n" + good.lines)
    let result = QuizFixtures.parse(
      QuizFixtures.source(settings: settings, body: QuizFixtures.insertItem))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let quiz = try #require(result.quiz)
    #expect(quiz.settings.attempts == good.attempts)
    #expect(quiz.settings.keep == good.keep)
  }

  /// A bad value, the code it gets, and the words its message and help must say.
  struct Bad: CustomTestStringConvertible, Sendable {
    var line: String
    var code: String
    var english: [String]
    var spanish: [String]
    var testDescription: String { line }
  }

  @Test(arguments: [
    Bad(
      line: "attempts: two", code: "Q102",
      english: ["invalid value `two` for `attempts`", "`attempts: 3`"],
      spanish: ["valor no válido `two` para `attempts`", "`attempts: 3`"]),
    Bad(
      line: "attempts: 2.5", code: "Q102",
      english: ["invalid value `2.5` for `attempts`"], spanish: ["`2.5` para `attempts`"]),
    Bad(
      line: "attempts: 0", code: "Q120",
      english: ["`attempts: 0` is out of bounds: it must be from 1 to 100"],
      spanish: ["`attempts: 0` está fuera de los límites: debe estar entre 1 y 100"]),
    Bad(
      line: "attempts: 101", code: "Q120",
      english: ["`attempts: 101` is out of bounds"], spanish: ["`attempts: 101` está fuera"]),
    Bad(
      line: "keep: highest", code: "Q102",
      english: ["invalid value `highest` for `keep`", "`keep: best|last|mean`"],
      spanish: ["valor no válido `highest` para `keep`", "`keep: best|last|mean`"]),
    Bad(
      line: "keep: Best", code: "Q102",
      english: ["invalid value `Best` for `keep`"], spanish: ["`Best` para `keep`"]),
  ])
  func badValuesNameTheKeyTheValueAndAFix(_ bad: Bad) throws {
    let result = QuizFixtures.parse(
      QuizFixtures.source(settings: "id: sample\n" + bad.line, body: QuizFixtures.insertItem))
    let problem = try #require(result.diagnostics.first)
    #expect(result.diagnostics.count == 1, "\(result.diagnostics)")
    #expect(problem.code.rawValue == bad.code)
    #expect(problem.line == 7)
    for (language, expected) in [(Language.en, bad.english), (.es, bad.spanish)] {
      let t = QuizFixtures.localizer.switched(to: language)
      let text = t(problem.messageKey, problem.arguments) + "\n" + t(problem.helpKey)
      for words in expected { #expect(text.contains(words), "\(language): \(text)") }
    }
  }

  // MARK: - Seeds and variants

  @Test func theFirstAttemptKeepsTheSeedTakesAlwaysHadAndEachLaterOneHasItsOwn() {
    let first = QuizPlan.seed(quiz: "midterm", student: "ana")
    #expect(QuizPlan.seed(quiz: "midterm", student: "ana", attempt: 1) == first)
    #expect(first == StableHash.hex("midterm\u{0}ana"))
    #expect(
      QuizPlan.seed(quiz: "midterm", student: "ana", attempt: 2)
        == StableHash.hex("midterm\u{0}ana\u{0}2"))
    let seeds = (1...5).map { QuizPlan.seed(quiz: "midterm", student: "ana", attempt: $0) }
    #expect(Set(seeds).count == 5)
  }

  /// An item of four variants: each attempt's plan moves off the variants earlier attempts
  /// gave while one is left, then may repeat.
  @Test func aLaterAttemptShowsEachItemInAVariantNotGivenYet() throws {
    let quiz = try #require(
      QuizFixtures.parse(QuizFixtures.source(body: QuizFixtures.insertItem)).quiz)
    var earlier: [QuizPlan] = []
    var seen: [Int] = []
    for attempt in 1...4 {
      let plan = quiz.plan(
        seed: QuizPlan.seed(quiz: quiz.id, student: "ana", attempt: attempt), after: earlier)
      let variant = try #require(plan.entries.first { $0.item == "insert" }?.variant)
      seen.append(variant)
      earlier.append(plan)
    }
    #expect(Set(seen) == [0, 1, 2, 3], "\(seen)")
    // Variant 2 given before, variants 0 and 1 too: the next one not given is 3.
    let given = [
      QuizPlan(entries: [QuizPlan.Entry(item: "insert", variant: 0)]),
      QuizPlan(entries: [QuizPlan.Entry(item: "insert", variant: 1)]),
      QuizPlan(entries: [QuizPlan.Entry(item: "insert", variant: 2)]),
    ]
    for attempt in 1...6 {
      let plan = quiz.plan(
        seed: QuizPlan.seed(quiz: quiz.id, student: "ben", attempt: attempt), after: given)
      #expect(plan.entries.map(\.variant) == [3])
    }
  }

  // MARK: - The score kept

  /// Two items of 1 and 3 points; ana's takes score 3 of 4, 1 of 4 and 2 of 4 (the last one
  /// with an item unanswered), ben took it once and left it open with nothing answered.
  static func records() -> (takes: [QuizTake], answers: [QuizAnswer]) {
    let plan = QuizPlan(entries: [.init(item: "a", variant: 0), .init(item: "b", variant: 0)])
    func take(_ student: String, _ number: Int) -> QuizTake {
      QuizTake(
        quiz: "sample", student: student, number: number, seed: "s\(number)", plan: plan.text,
        language: "en", started: Double(number) * 100, submitted: Double(number) * 100 + 50,
        attempts: 3)
    }
    func answer(_ number: Int, _ item: String, _ score: Double, points: Double) -> QuizAnswer {
      QuizAnswer(
        quiz: "sample", student: "ana", take: number, item: item, seed: "s\(number)",
        variant: 0, language: "en", rawAnswer: "x", parsedAnswer: "x", truth: "x",
        score: score, points: points, time: Double(number) * 100 + 10, simulatorVersion: "t",
        itemHash: "h")
    }
    return (
      [take("ana", 1), take("ana", 2), take("ana", 3), take("ben", 1)],
      [
        answer(1, "a", 0, points: 1), answer(1, "b", 1, points: 3),
        answer(2, "a", 1, points: 1), answer(2, "b", 0, points: 3),
        answer(3, "b", 1, points: 3), answer(3, "b", 2.0 / 3, points: 3),
      ]
    )
  }

  static func twoItemQuiz() throws -> Quiz {
    let question =
      "```question\nid: q\nkind: number\nscene: rows\nobserve: rows(ForEach#1).count\n```"
    let body =
      "```item\nid: a\nquestion: q\n```\n\n```item\nid: b\nquestion: q\npoints: 3\n```\n\n"
      + question
    return try #require(QuizFixtures.parse(QuizFixtures.source(body: body)).quiz)
  }

  /// Expected, by hand: ana's takes are 3/4, 1/4 and 2/4 (the latest answer to `b` in take 3
  /// counts: 2/3 of 3 points); best is take 1 (3), last is take 3 (2), the mean is
  /// (0.75 + 0.25 + 0.5) / 3 = 0.5 of 4 = 2, counted on take 3. Ben's one open take is 0 of 4.
  @Test(arguments: [
    (KeepPolicy.best, 1, 3.0), (KeepPolicy.last, 3, 2.0), (KeepPolicy.mean, 3, 2.0),
  ])
  func eachPolicyKeepsItsScore(_ keep: KeepPolicy, _ take: Int, _ score: Double) throws {
    let quiz = try Self.twoItemQuiz()
    let (takes, answers) = Self.records()
    let kept = KeptScore.all(quiz: quiz, takes: takes, answers: answers, keep: keep)
    #expect(kept["ana"]?.take.number == take)
    #expect(
      kept["ana"].map { abs($0.score - score) < 1e-9 } == true, "\(String(describing: kept["ana"]))"
    )
    #expect(kept["ana"]?.possible == 4)
    #expect(kept["ana"]?.attempts == 3)
    #expect(kept["ben"]?.score == 0)
    #expect(kept["ben"]?.attempts == 1)
    let report = QuizReport.build(
      quiz: quiz, takes: takes, answers: answers, choiceItems: [], keep: keep)
    #expect(report.takes == keep.rawValue)
    let ana = try #require(report.students.first { $0.student == "ana" })
    #expect(ana.take == take)
    #expect(abs(ana.score - score) < 1e-9)
    #expect(ana.attempts == 3)
  }

  /// The best of equal scores is the earliest; the quiz's own `keep:` applies when the report
  /// is not told otherwise (`--last` tells it `last`).
  @Test func theQuizSaysWhichScoreCountsUnlessTheReportIsToldOtherwise() throws {
    var quiz = try Self.twoItemQuiz()
    quiz.settings.keep = .best
    let (takes, answers) = Self.records()
    let tied =
      takes + [
        QuizTake(
          quiz: "sample", student: "ana", number: 4, seed: "s4",
          plan: takes[0].plan, language: "en", started: 400)
      ]
    let tiedAnswers =
      answers
      + answers.filter { $0.take == 1 }.map { answer in
        var copy = answer
        copy.take = 4
        return copy
      }
    let report = QuizReport.build(quiz: quiz, takes: tied, answers: tiedAnswers, choiceItems: [])
    #expect(report.takes == "best")
    #expect(report.students.first?.take == 1)
    #expect(report.students.first?.score == 3)
    let last = QuizReport.build(
      quiz: quiz, takes: tied, answers: tiedAnswers, choiceItems: [], keep: .last)
    #expect(last.students.first?.take == 4)
  }
}
