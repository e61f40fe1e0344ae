import Foundation
import Gradebook
import Localization
import Testing

@testable import QuizKit

/// Banks, tags and draws (docs/quiz-format.md, "Banks and draws"): the files are written here,
/// and every expected id, count and mean is worked out by hand from them.
@Suite struct QuizBankTests {
  /// An own question on the fixture scene, counting the rows after appending `{{name}}`.
  static func question(_ id: String) -> String {
    """
    ```question
    id: \(id)
    kind: number
    scene: rows
    do: ships.append(Ship(id: "x", tint: .red))
    observe: rows(ForEach#1).count
    prompt: How many rows?
    ```
    """
  }

  /// A bank `id` whose items are `(id, tags)`, each asking its own question.
  static func bank(_ id: String, _ items: [(String, String)]) -> String {
    let blocks = items.map { item, tags in
      "```item\nid: \(item)\nquestion: \(item)\ntags: \(tags)\n```\n\n" + question(item)
    }
    return "# Bank \(id)\n\n```bank\nid: \(id)\n```\n\n" + blocks.joined(separator: "\n\n")
      + "\n\n" + QuizFixtures.scene + "\n"
  }

  static func parse(_ source: String, path: String = "quiz.md") -> Quiz.ParseResult {
    Quiz.parse(source: source, path: path, language: "en")
  }

  @Test func aBankIsReadWithItsTags() throws {
    let result = Self.parse(Self.bank("b", [("one", "foreach-ids, chapter-3"), ("two", "state")]))
    #expect(result.diagnostics.map(\.code.rawValue) == [])
    let bank = try #require(result.quiz)
    #expect(bank.kind == .bank)
    #expect(bank.id == "b")
    #expect(bank.items.map(\.tags) == [["foreach-ids", "chapter-3"], ["state"]])
  }

  /// Tags are lowercase words with dashes; a bank holds no groups or draws, and its items no
  /// `group:`.
  @Test(arguments: [
    ("tags: Foreach", "Q102"), ("tags: a--b", "Q102"), ("tags: ok, -x", "Q102"),
    ("tags: état", "Q102"), ("group: g", "Q104"),
  ])
  func badBankItemsAreDiagnosed(_ line: String, _ code: String) {
    let source = Self.bank("b", [("one", "fine")]).replacingOccurrences(
      of: "tags: fine", with: line)
    #expect(Self.parse(source).diagnostics.map(\.code.rawValue) == [code])
  }

  @Test(arguments: ["group", "draw"])
  func aBankRefusesGroupsAndDraws(_ block: String) {
    let source = Self.bank("b", [("one", "fine")]).replacingOccurrences(
      of: "```item\nid: one", with: "```\(block)\nid: g\n```\n\n```item\nid: one")
    let diagnostics = Self.parse(source).diagnostics
    #expect(diagnostics.map(\.code.rawValue) == ["Q101"])
    #expect(diagnostics.first?.arguments["reason"] == "bank-block")
  }

  /// A quiz: one own item, a draw of `count` from `tag`, another own item, and optionally a
  /// second draw.
  static func quiz(draw: String, second: String? = nil) -> String {
    var body = "```item\nid: before\nquestion: before\n```\n\n"
    body += "```draw\nid: pick\ndraw: \(draw)\npoints: 3\n```\n\n"
    body += "```item\nid: after\nquestion: after\n```\n\n"
    if let second { body += "```draw\nid: more\ndraw: \(second)\n```\n\n" }
    body += question("before") + "\n\n" + question("after")
    return QuizFixtures.source(settings: "id: drawn", body: body)
  }

  @Test func aDrawIsRead() throws {
    let quiz = try #require(Self.parse(Self.quiz(draw: "2 from tag foreach-ids")).quiz)
    #expect(quiz.draws.map(\.id) == ["pick"])
    #expect(quiz.draws.first?.count == 2)
    #expect(quiz.draws.first?.tag == "foreach-ids")
    #expect(quiz.draws.first?.points == 3)
    #expect(quiz.draws.first?.position == 1)
  }

  @Test(arguments: [
    ("two from tag x", "Q102"), ("2 from x", "Q102"), ("0 from tag x", "Q102"),
    ("2 from tag X", "Q102"), ("501 from tag x", "Q120"),
  ])
  func badDrawsAreDiagnosed(_ draw: String, _ code: String) {
    #expect(Self.parse(Self.quiz(draw: draw)).diagnostics.map(\.code.rawValue) == [code])
  }

  static let banks = [
    Self.parse(Self.bank("alpha", [("a1", "x"), ("a2", "x, y"), ("a3", "y")])).quiz,
    Self.parse(Self.bank("beta", [("b1", "x")])).quiz,
  ].compactMap { $0 }

  /// The pool of `draw: 2 from tag x` is a1, a2 (alpha) and b1 (beta), in bank order, placed
  /// where the draw stands, worth the draw's 3 points each.
  @Test func aDrawPlacesItsPoolWhereItStands() throws {
    let quiz = try #require(Self.parse(Self.quiz(draw: "2 from tag x")).quiz)
    let (drawn, problems) = quiz.drawing(from: Self.banks)
    #expect(problems.isEmpty)
    #expect(drawn.items.map(\.id) == ["before", "alpha/a1", "alpha/a2", "beta/b1", "after"])
    #expect(drawn.items.map(\.points) == [1, 3, 3, 3, 1])
    #expect(drawn.items[2].origin == QuizItem.Origin(bank: "alpha", item: "a2"))
    #expect(drawn.items[2].tags == ["x", "y"])
    #expect(drawn.groups == [QuizGroup(id: "pick", choose: 2, shuffle: true, line: 14)])
    #expect(Set(drawn.banks.keys) == ["alpha", "beta"])
    let resolved = try drawn.resolve(drawn.items[3], variant: 0, course: nil)
    #expect(resolved.question.id == "b1")
    #expect(resolved.item.id == "beta/b1")
    #expect(resolved.item.points == 3)
  }

  /// a2 carries x and y: it is in the first draw's pool only, so `y` has a3 alone.
  @Test func anItemTaggedForTwoDrawsBelongsToTheFirst() throws {
    let quiz = try #require(
      Self.parse(Self.quiz(draw: "3 from tag x", second: "1 from tag y")).quiz)
    let (drawn, problems) = quiz.drawing(from: Self.banks)
    #expect(problems.isEmpty)
    #expect(drawn.items.filter { $0.group == "more" }.map(\.id) == ["alpha/a3"])
    let asking = try #require(
      Self.parse(Self.quiz(draw: "3 from tag x", second: "2 from tag y")).quiz)
    let refused = asking.drawing(from: Self.banks).diagnostics
    #expect(refused.map(\.code.rawValue) == ["Q124"])
    #expect(refused.first?.arguments["available"] == "1")
    #expect(refused.first?.arguments["draw"] == "more")
  }

  @Test func aDrawLargerThanItsPoolIsQ124() throws {
    let quiz = try #require(Self.parse(Self.quiz(draw: "4 from tag x")).quiz)
    let problems = quiz.drawing(from: Self.banks).diagnostics
    #expect(problems.map(\.code.rawValue) == ["Q124"])
    #expect(problems.first?.arguments["count"] == "4")
    #expect(problems.first?.arguments["available"] == "3")
    #expect(problems.first?.line == 14)
    let none = try #require(Self.parse(Self.quiz(draw: "1 from tag nowhere")).quiz)
    #expect(none.drawing(from: Self.banks).diagnostics.first?.arguments["available"] == "0")
  }

  /// Every plan gives two distinct items of the pool, in the draw's place; students' sets
  /// differ, and the same seed gives the same set.
  @Test func plansDrawDistinctItemsPerStudent() throws {
    let quiz = try #require(Self.parse(Self.quiz(draw: "2 from tag x")).quiz)
    let drawn = quiz.drawing(from: Self.banks).quiz
    let pool: Set<String> = ["alpha/a1", "alpha/a2", "beta/b1"]
    var sets: Set<[String]> = []
    for student in (1...20).map({ "s\($0)" }) {
      let seed = QuizPlan.seed(quiz: "drawn", student: student)
      let items = drawn.plan(seed: seed).entries.map(\.item)
      #expect(items.count == 4)
      #expect(items.first == "before")
      #expect(items.last == "after")
      let picked = Array(items[1...2])
      #expect(Set(picked).count == 2)
      #expect(Set(picked).isSubset(of: pool))
      #expect(drawn.plan(seed: seed).entries.map(\.item) == items)
      sets.insert(picked.sorted())
    }
    #expect(sets.count >= 2)
  }

  /// A folder with a bank and a quiz in two languages: the draws are placed, the check counts
  /// each written item once (per tag too), a bank is no quiz, and a draw too large fails.
  @Test func aFolderChecksBanksAndCountsTags() throws {
    let folder = try makeTemporaryFolder("quiz-bank")
    defer { try? FileManager.default.removeItem(at: folder) }
    for language in ["en", "es"] {
      let directory = folder.appendingPathComponent(language)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Self.bank("alpha", [("a1", "x"), ("a2", "x, y"), ("a3", "y")]).write(
        to: directory.appendingPathComponent("alpha.md"), atomically: true, encoding: .utf8)
      try Self.quiz(draw: "2 from tag x").write(
        to: directory.appendingPathComponent("drawn.md"), atomically: true, encoding: .utf8)
    }
    let set = QuizSet(path: folder.path)
    #expect(set.quizIDs == ["drawn"])
    #expect(set.isBank("alpha"))
    #expect(set.quiz("alpha", language: .en) == nil)
    let quiz = try #require(set.quiz("drawn", language: .es))
    #expect(quiz.items.map(\.id) == ["before", "alpha/a1", "alpha/a2", "after"])
    let report = set.check(course: nil, localizer: QuizFixtures.localizer)
    #expect(report.diagnostics.map(\.code.rawValue) == [])
    #expect((report.quizzes, report.banks, report.items, report.variants) == (1, 1, 5, 5))
    #expect(
      report.tags == [
        .init(tag: "x", items: 2, variants: 2), .init(tag: "y", items: 2, variants: 2),
      ])
    // One file named alone still draws from the folder's banks, and checks them.
    let alone = QuizSet(path: folder.appendingPathComponent("en/drawn.md").path)
    #expect(alone.quiz("drawn", language: .en)?.items.count == 4)
    #expect(alone.entries[.en]?.map(\.fileName) == ["alpha.md", "drawn.md"])

    try Self.quiz(draw: "3 from tag x").write(
      to: folder.appendingPathComponent("es/drawn.md"), atomically: true, encoding: .utf8)
    let broken = QuizSet(path: folder.path)
    let codes = broken.check(course: nil, localizer: QuizFixtures.localizer).diagnostics.map {
      $0.code.rawValue
    }
    #expect(codes == ["Q124", "Q114"])
    #expect(broken.readingProblems(of: "drawn").map(\.code.rawValue) == ["Q124", "Q114"])
  }

  /// Per tag, the mean score over the tagged items each student was given, an unanswered one
  /// counting 0. Three students; items t1 (tags x), t2 (x, y), t3 (no tag):
  ///
  ///     student  given       scores
  ///     s1       t1 t2 t3    t1 1, t2 0.5, t3 1
  ///     s2       t1 t3       t1 0 (t3 unanswered)
  ///     s3       t2          t2 unanswered
  ///
  /// x: s1 t1 1, s1 t2 0.5, s2 t1 0, s3 t2 0 → 1.5 / 4 = 0.375, 3 of 4 answered.
  /// y: s1 t2 0.5, s3 t2 0 → 0.25, 1 of 2 answered.
  @Test func reportMeansScoresPerTag() throws {
    var body = ""
    for (id, tags) in [("t1", "tags: x\n"), ("t2", "tags: x, y\n"), ("t3", "")] {
      body += "```item\nid: \(id)\nquestion: q\n\(tags)```\n\n"
    }
    body += Self.question("q")
    let quiz = try #require(QuizFixtures.parse(QuizFixtures.source(body: body)).quiz)
    let given = ["s1": ["t1", "t2", "t3"], "s2": ["t1", "t3"], "s3": ["t2"]]
    let scores = ["s1": ["t1": 1.0, "t2": 0.5, "t3": 1], "s2": ["t1": 0]]
    var takes: [QuizTake] = []
    var answers: [QuizAnswer] = []
    for (student, items) in given {
      let plan = QuizPlan(entries: items.map { QuizPlan.Entry(item: $0, variant: 0) })
      takes.append(
        QuizTake(
          quiz: "sample", student: student, number: 1, seed: "0", plan: plan.text,
          language: "en", started: 100, submitted: 160))
      for (item, score) in scores[student] ?? [:] {
        answers.append(
          QuizAnswer(
            quiz: "sample", student: student, take: 1, item: item, seed: "0", variant: 0,
            language: "en", rawAnswer: "x", parsedAnswer: "x", truth: "2", score: score,
            points: 1, time: 150, simulatorVersion: "t", itemHash: "h"))
      }
    }
    let report = QuizReport.build(
      quiz: quiz, takes: takes, answers: answers, choiceItems: [])
    #expect(
      report.tags == [
        .init(tag: "x", items: 2, given: 4, answered: 3, meanScore: 0.375),
        .init(tag: "y", items: 1, given: 2, answered: 1, meanScore: 0.25),
      ])
    #expect(report.json.contains("\"meanScore\" : 0.375"))
  }
}
