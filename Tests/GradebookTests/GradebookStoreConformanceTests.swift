import Foundation
import IdlabTestSupport
import ServerHarness
import Testing

@testable import Gradebook

/// The one suite every `GradebookStore` backend passes: SQLite (a file in a temporary folder)
/// and PostgreSQL (a fresh database on the throwaway cluster). Expected values are written
/// out here, never read back from one backend to check the other.
@Suite struct GradebookStoreConformanceTests {
  /// A backend under test.
  enum Backend: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case sqlite, postgres

    var testDescription: String { rawValue }

    /// The backends that can run here (PostgreSQL needs its server binaries; where they are
    /// missing, `PostgresDatabaseTests` says so in the output).
    static var available: [Backend] {
      ThrowawayPostgres.unavailableReason == nil ? [.sqlite, .postgres] : [.sqlite]
    }

    /// A new, empty store location of this kind.
    func freshLocation() throws -> StoreLocation {
      switch self {
      case .sqlite:
        let folder = try makeTemporaryFolder("conformance")
        return .sqlite(path: folder.appendingPathComponent("idlab.sqlite").path)
      case .postgres:
        return .postgres(url: try ThrowawayPostgres.shared.get().makeDatabase())
      }
    }
  }

  static func attempt(_ question: String, score: Double, time: Double, lesson: String = "bench")
    -> Attempt
  {
    Attempt(
      lesson: lesson, question: question, language: "es", answer: "verde", score: score,
      correct: score == 1, time: time, simulatorVersion: "0.1.0")
  }

  static func answer(_ student: String, item: String, score: Double, time: Double) -> QuizAnswer {
    QuizAnswer(
      quiz: "checkpoint", student: student, take: 1, item: item, seed: "s-\(student)", variant: 2,
      language: "en", rawAnswer: "Green, 'blue'", parsedAnswer: "green,blue",
      truth: "[color(green), color(blue)]", score: score, points: 2, time: time,
      simulatorVersion: "0.1.0", itemHash: "h1")
  }

  static func take(_ student: String, number: Int = 1, seed: String = "seed-1") -> QuizTake {
    QuizTake(
      quiz: "checkpoint", student: student, number: number, seed: seed, plan: "item-a:0;item-b:1",
      language: "es", started: 100)
  }

  @Test(arguments: Backend.available)
  func courseAttemptsAndBestScores(_ backend: Backend) throws {
    let store = try backend.freshLocation().open(learner: "ana")
    try store.record(Self.attempt("q1", score: 0.5, time: 1))
    try store.record(Self.attempt("q1", score: 1, time: 2))
    try store.record(Self.attempt("q1", score: 1, time: 2))  // the same attempt again
    try store.record(Self.attempt("q2", score: 0, time: 3))
    try store.record(Self.attempt("other", score: 1, time: 4, lesson: "intro"))
    #expect(try store.attempts(lesson: "bench").map(\.question) == ["q1", "q1", "q2"])
    #expect(try store.attempts(lesson: nil).count == 4)
    #expect(try store.bestScores(lesson: "bench") == ["q1": 1, "q2": 0])
    #expect(try store.attempts(lesson: nil).first == Self.attempt("q1", score: 0.5, time: 1))
  }

  @Test(arguments: Backend.available)
  func learnersAreKeptApart(_ backend: Backend) throws {
    let location = try backend.freshLocation()
    let ana = try location.open(learner: "ana")
    let ben = try location.open(learner: "ben")
    try ana.record(Self.attempt("q1", score: 1, time: 1))
    try ana.setPosition(Position(lesson: "bench", page: 2, updated: 1))
    #expect(try ben.attempts(lesson: nil).isEmpty)
    #expect(try ben.positions().isEmpty)
    #expect(try ben.currentLesson() == nil)
  }

  @Test(arguments: Backend.available)
  func positionsResumeAndTheNewerWins(_ backend: Backend) throws {
    let store = try backend.freshLocation().open(learner: "ana")
    try store.setPosition(
      Position(lesson: "bench", page: 2, block: "question:q1", completed: true, updated: 10))
    try store.setPosition(Position(lesson: "bench", page: 1, updated: 5))
    try store.setPosition(Position(lesson: "intro", page: 0, updated: 11))
    try store.setPosition(Position(lesson: "bench", page: 3, updated: 12))
    #expect(
      try store.positions() == [
        Position(lesson: "bench", page: 3, block: nil, completed: true, updated: 12),
        Position(lesson: "intro", page: 0, updated: 11),
      ])
    #expect(try store.currentLesson() == "bench")
  }

  @Test(arguments: Backend.available)
  func resetForgetsOneLessonOrEverything(_ backend: Backend) throws {
    let store = try backend.freshLocation().open(learner: "ana")
    let other = try backend.freshLocation().open(learner: "ben")
    for (index, lesson) in ["bench", "intro"].enumerated() {
      try store.record(Self.attempt("q1", score: 1, time: Double(index), lesson: lesson))
      try store.setPosition(Position(lesson: lesson, page: 1, updated: Double(index)))
    }
    try other.record(Self.attempt("q1", score: 1, time: 9))
    try store.reset(lesson: "intro")
    #expect(try store.attempts(lesson: nil).map(\.lesson) == ["bench"])
    #expect(try store.positions().map(\.lesson) == ["bench"])
    #expect(try store.currentLesson() == nil)  // intro was the current lesson
    try store.reset(lesson: nil)
    #expect(try store.attempts(lesson: nil).isEmpty)
    #expect(try store.positions().isEmpty)
    #expect(try other.attempts(lesson: nil).count == 1)
  }

  @Test(arguments: Backend.available)
  func anExportImportsOnceIntoAnotherStore(_ backend: Backend) throws {
    let source = try backend.freshLocation().open(learner: "ana")
    try source.record(Self.attempt("q1", score: 0.5, time: 1))
    try source.record(Self.attempt("q2", score: 1, time: 2))
    try source.setPosition(Position(lesson: "bench", page: 2, completed: true, updated: 20))
    try source.setPosition(Position(lesson: "intro", page: 1, updated: 5))
    let data = try source.exportJSON()

    let target = try backend.freshLocation().open(learner: "ana")
    try target.record(Self.attempt("q1", score: 0.5, time: 1))  // already there
    try target.setPosition(Position(lesson: "intro", page: 4, updated: 9))  // newer: kept
    let first = try target.importJSON(data)
    #expect(first == Gradebook.ImportSummary(attemptsAdded: 1, positionsUpdated: 1))
    #expect(try target.attempts(lesson: nil).map(\.question) == ["q1", "q2"])
    #expect(
      try target.positions() == [
        Position(lesson: "bench", page: 2, completed: true, updated: 20),
        Position(lesson: "intro", page: 4, updated: 9),
      ])
    let again = try target.importJSON(data)
    #expect(again == Gradebook.ImportSummary(attemptsAdded: 0, positionsUpdated: 0))
    #expect(throws: ImportError.self) { try target.importJSON(Data("{}".utf8)) }
  }

  @Test(arguments: Backend.available)
  func takesBeginOnceAndSubmitOnce(_ backend: Backend) throws {
    let store = try backend.freshLocation().open(learner: "default")
    #expect(try store.beginTake(Self.take("bruno")) == Self.take("bruno"))
    // A second session racing for the same take gets the stored one, not its own seed.
    #expect(try store.beginTake(Self.take("bruno", seed: "seed-2")) == Self.take("bruno"))
    _ = try store.beginTake(Self.take("bruno", number: 2, seed: "seed-3"))
    _ = try store.beginTake(Self.take("alba"))
    try store.submitTake(quiz: "checkpoint", student: "bruno", number: 1, time: 200)
    try store.submitTake(quiz: "checkpoint", student: "bruno", number: 1, time: 300)
    let bruno = try store.takes(quiz: "checkpoint", student: "bruno")
    #expect(bruno.map(\.number) == [1, 2])
    #expect(bruno.map(\.submitted) == [200, nil])
    #expect(bruno.map(\.seed) == ["seed-1", "seed-3"])
    #expect(
      try store.takes(quiz: "checkpoint").map { "\($0.student)#\($0.number)" } == [
        "alba#1", "bruno#1", "bruno#2",
      ])
    #expect(try store.takes(quiz: "other").isEmpty)
  }

  @Test(arguments: Backend.available)
  func takesAnswersReleaseAndExtraTime(_ backend: Backend) throws {
    let store = try backend.freshLocation().open(learner: "ana")
    let take = QuizTake(
      quiz: "q", student: "ana", number: 1, seed: "ab", plan: "{}", language: "es", started: 5)
    #expect(try store.beginTake(take) == take)
    // A racing second start returns the stored take, unchanged.
    var other = take
    other.started = 99
    #expect(try store.beginTake(other) == take)
    let stored = try store.record(QuizStoreTests.answer("ana", item: "i1", score: 0.5))
    #expect(stored.id != nil)
    var expected = QuizStoreTests.answer("ana", item: "i1", score: 0.5)
    expected.id = stored.id
    #expect(try store.answers(quiz: "q") == [expected])
    try store.submitTake(quiz: "q", student: "ana", number: 1, time: 20)
    try store.submitTake(quiz: "q", student: "ana", number: 1, time: 30)  // the first time stays
    #expect(try store.takes(quiz: "q", student: "ana").map(\.submitted) == [20])
    #expect(try store.releaseTime(quiz: "q") == nil)
    try store.release(quiz: "q", time: 40)
    #expect(try store.releaseTime(quiz: "q") == 40)
    #expect(try store.extraTime(quiz: "q", student: "ana") == 0)
    try store.setExtraTime(quiz: "q", student: "ana", seconds: 600)
    #expect(try store.extraTime(quiz: "q", student: "ana") == 600)
  }

  /// A take with `attempts` starts only while the student has fewer takes, however they
  /// ended (an abandoned one counts); starting the same number again is a resume, not an
  /// attempt; each attempt keeps its own seed.
  @Test(arguments: Backend.available)
  func aTakeStartsOnlyWhileAnAttemptIsLeft(_ backend: Backend) throws {
    let store = try backend.freshLocation().open(learner: "ana")
    func take(_ student: String, _ number: Int, attempts: Int?) -> QuizTake {
      var take = Self.take(student, number: number, seed: "seed-\(number)")
      take.attempts = attempts
      return take
    }
    #expect(try store.beginTake(take("ana", 1, attempts: 2)) == take("ana", 1, attempts: 2))
    var resumed = take("ana", 1, attempts: 2)
    resumed.started = 999
    #expect(try store.beginTake(resumed) == take("ana", 1, attempts: 2))
    // The first take is never submitted: it counts all the same.
    #expect(try store.beginTake(take("ana", 2, attempts: 2)) == take("ana", 2, attempts: 2))
    do {
      _ = try store.beginTake(take("ana", 3, attempts: 2))
      Issue.record("a third take of two attempts started")
    } catch {
      #expect(error.reason == .noAttemptLeft)
    }
    let stored = try store.takes(quiz: "checkpoint", student: "ana")
    #expect(stored.map(\.number) == [1, 2])
    #expect(stored.map(\.seed) == ["seed-1", "seed-2"])
    #expect(stored.map(\.attempts) == [2, 2])
    // Another student has attempts of their own; a take without a limit always starts.
    #expect(try store.beginTake(take("ben", 1, attempts: 1)).number == 1)
    #expect(try store.beginTake(take("ana", 3, attempts: nil)).attempts == nil)
    #expect(try store.takes(quiz: "checkpoint").map(\.student) == ["ana", "ana", "ana", "ben"])
  }

  @Test(arguments: Backend.available)
  func answersKeepOrderIDsAndRegrades(_ backend: Backend) throws {
    let store = try backend.freshLocation().open(learner: "default")
    _ = try store.beginTake(Self.take("alba"))
    _ = try store.beginTake(Self.take("bruno"))
    let first = try store.record(Self.answer("alba", item: "item-a", score: 0, time: 1))
    let second = try store.record(Self.answer("bruno", item: "item-a", score: 1, time: 2))
    let firstID = try #require(first.id)
    let secondID = try #require(second.id)
    #expect(firstID != secondID)
    // The answer's truth is `[color(green), color(blue)]` and its hash `h1` (`Self.answer`).
    let regrades = [
      RegradeRecord(
        answer: firstID, oldScore: 0, newScore: 0.5, oldTruth: "[color(green), color(blue)]",
        newTruth: "[color(blue)]", oldItemHash: "h1", newItemHash: "h2",
        simulatorVersion: "0.2.0", reason: "simulator 0.2 fixed", time: 3, who: "prof"),
      RegradeRecord(
        answer: firstID, oldScore: 0.5, newScore: 1, oldTruth: "[color(blue)]",
        newTruth: "[color(blue)]", oldItemHash: "h2", newItemHash: "h2",
        simulatorVersion: "0.2.1", reason: "second look", time: 4, who: "ta"),
    ]
    for record in regrades { try store.regrade(record) }
    let answers = try store.answers(quiz: "checkpoint")
    #expect(answers.map(\.student) == ["alba", "bruno"])
    #expect(answers.map(\.score) == [1, 1])
    #expect(answers.map(\.originalScore) == [0, nil])
    #expect(answers.map(\.regradeReason) == ["second look", nil])
    #expect(answers.first?.truth == "[color(blue)]")
    #expect(answers.first?.itemHash == "h2")
    #expect(answers.first?.simulatorVersion == "0.2.1")
    // The whole history, read back with the answer's student, take and item.
    #expect(
      try store.regrades(quiz: "checkpoint")
        == regrades.map {
          var record = $0
          (record.student, record.take, record.item) = ("alba", 1, "item-a")
          return record
        })
    #expect(try store.regrades(quiz: "other").isEmpty)
    var expected = Self.answer("bruno", item: "item-a", score: 1, time: 2)
    expected.id = secondID
    #expect(answers.last == expected)
  }

  /// The store itself refuses an answer to a take that is not open: none, submitted, held by
  /// another session, ended by the instructor, or past its time limit plus extra time.
  @Test(arguments: Backend.available)
  func anAnswerCountsOnlyWhileItsTakeIsOpenAndHeld(_ backend: Backend) throws {
    let store = try backend.freshLocation().open(learner: "default")
    func refused(_ answer: QuizAnswer, _ take: OpenTake, _ label: String) {
      do {
        try store.record(answer, in: take)
        Issue.record("\(label): recorded")
      } catch {
        #expect(error.reason == .takeClosed, "\(label)")
      }
    }
    refused(Self.answer("alba", item: "item-a", score: 1, time: 101), OpenTake(), "no take")
    _ = try store.beginTake(Self.take("alba"))  // started at 100
    func claim(_ holder: String, replacing stale: String? = nil) throws -> String {
      try store.claimTake(
        quiz: "checkpoint", student: "alba", number: 1, holder: holder, replacing: stale, time: 1)
    }
    #expect(try claim("A") == "A")
    #expect(try claim("B") == "A", "a second session does not get the take")
    #expect(try claim("B", replacing: "Z") == "A", "nor by naming another stale holder")
    try store.record(
      Self.answer("alba", item: "item-a", score: 1, time: 101), in: OpenTake(session: "A"))
    refused(Self.answer("alba", item: "item-b", score: 1, time: 102), .init(session: "B"), "B")
    let late = Self.answer("alba", item: "item-b", score: 0.5, time: 170)
    refused(late, OpenTake(session: "A", timeLimit: 60), "70 s after a 60 s limit")
    try store.setExtraTime(quiz: "checkpoint", student: "alba", seconds: 30)
    try store.record(late, in: OpenTake(session: "A", timeLimit: 60))
    #expect(try claim("B", replacing: "A") == "B", "a stale holder is replaced")
    refused(Self.answer("alba", item: "item-c", score: 1, time: 103), .init(session: "A"), "A")
    #expect(try store.endSessions(quiz: "checkpoint", student: "alba") == 1)
    refused(Self.answer("alba", item: "item-c", score: 1, time: 104), .init(session: "B"), "end")
    #expect(try claim("C") == "C")
    do {
      try store.submitTake(
        quiz: "checkpoint", student: "alba", number: 1, time: 105, session: "B",
        reason: QuizTake.Reason.student)
      Issue.record("an ended session submitted the take")
    } catch {
      #expect(error.reason == .takeClosed)
    }
    #expect(try store.takes(quiz: "checkpoint", student: "alba").map(\.submitted) == [nil])
    try store.submitTake(
      quiz: "checkpoint", student: "alba", number: 1, time: 105, session: "C",
      reason: QuizTake.Reason.student)
    #expect(
      try store.takes(quiz: "checkpoint", student: "alba").map(\.submitReason) == ["student"])
    refused(Self.answer("alba", item: "item-c", score: 1, time: 106), .init(session: "C"), "C")
    refused(Self.answer("alba", item: "item-c", score: 1, time: 106), OpenTake(), "submitted")
    #expect(
      try store.answers(quiz: "checkpoint").map { "\($0.item)@\($0.time)" } == [
        "item-a@101.0", "item-b@170.0",
      ])
    try store.releaseTake(quiz: "checkpoint", student: "alba", number: 1, holder: "B")
    #expect(try claim("D") == "C", "releasing someone else's take does nothing")
    try store.releaseTake(quiz: "checkpoint", student: "alba", number: 1, holder: "C")
    #expect(try claim("D") == "D")
  }

  /// A closed quiz submits its open takes (reason `closed`), keeps its first close time, and
  /// records no answer afterwards.
  @Test(arguments: Backend.available)
  func closingAQuizSubmitsItsOpenTakes(_ backend: Backend) throws {
    let store = try backend.freshLocation().open(learner: "default")
    _ = try store.beginTake(Self.take("alba"))
    _ = try store.beginTake(Self.take("bruno"))
    try store.submitTake(quiz: "checkpoint", student: "bruno", number: 1, time: 150)
    #expect(try store.closeTime(quiz: "checkpoint") == nil)
    #expect(try store.close(quiz: "checkpoint", time: 200) == 1)
    #expect(try store.close(quiz: "checkpoint", time: 300) == 0)
    #expect(try store.closeTime(quiz: "checkpoint") == 200)
    let takes = try store.takes(quiz: "checkpoint")
    #expect(takes.map(\.submitted) == [200, 150])
    #expect(takes.map(\.submitReason) == ["closed", "student"])
    _ = try store.beginTake(Self.take("carla"))
    do {
      try store.record(Self.answer("carla", item: "item-a", score: 1, time: 201))
      Issue.record("an answer was recorded after the close")
    } catch {
      #expect(error.reason == .takeClosed)
    }
    #expect(try store.answers(quiz: "checkpoint").isEmpty)
  }

  /// The class roster lives in the store: kept in file order, replaced whole by an import.
  @Test(arguments: Backend.available)
  func theRosterIsKeptAndReplacedWhole(_ backend: Backend) throws {
    let store = try backend.freshLocation().open(learner: "default")
    #expect(try store.roster().isEmpty)
    let first = [
      RosterRow(
        id: "zoe", name: "Zoé", key: "ssh-ed25519 AAAA z", extraMinutes: 15, language: "es"),
      RosterRow(
        id: "al", name: "Al, Jr.", key: "ssh-ed25519 AAAA a", extraMinutes: 0, language: nil),
    ]
    try store.setRoster(first)
    #expect(try store.roster() == first)
    let second = [first[1]]
    try store.setRoster(second)
    #expect(try store.roster() == second)
  }

  @Test(arguments: Backend.available)
  func releaseAndExtraTime(_ backend: Backend) throws {
    let store = try backend.freshLocation().open(learner: "default")
    #expect(try store.releaseTime(quiz: "checkpoint") == nil)
    try store.release(quiz: "checkpoint", time: 50)
    try store.release(quiz: "checkpoint", time: 60)
    #expect(try store.releaseTime(quiz: "checkpoint") == 50)
    #expect(try store.extraTime(quiz: "checkpoint", student: "alba") == 0)
    try store.setExtraTime(quiz: "checkpoint", student: "alba", seconds: 900)
    try store.setExtraTime(quiz: "checkpoint", student: "alba", seconds: 600)
    #expect(try store.extraTime(quiz: "checkpoint", student: "alba") == 600)
    #expect(try store.extraTime(quiz: "other", student: "alba") == 0)
  }

  /// A student's own closing time sits beside their extra time: setting one keeps the other.
  @Test(arguments: Backend.available)
  func aClosingTimeOfTheirOwnKeepsTheExtraTime(_ backend: Backend) throws {
    let store = try backend.freshLocation().open(learner: "default")
    #expect(try store.closingTime(quiz: "checkpoint", student: "alba") == nil)
    try store.setClosingTime(quiz: "checkpoint", student: "bruno", closes: 1_000)
    #expect(try store.closingTime(quiz: "checkpoint", student: "bruno") == 1_000)
    #expect(try store.extraTime(quiz: "checkpoint", student: "bruno") == 0)
    try store.setExtraTime(quiz: "checkpoint", student: "bruno", seconds: 300)
    #expect(try store.closingTime(quiz: "checkpoint", student: "bruno") == 1_000)
    try store.setClosingTime(quiz: "checkpoint", student: "bruno", closes: 2_000)
    #expect(try store.extraTime(quiz: "checkpoint", student: "bruno") == 300)
    #expect(try store.closingTime(quiz: "checkpoint", student: "bruno") == 2_000)
    #expect(try store.closingTime(quiz: "other", student: "bruno") == nil)
    try store.setClosingTime(quiz: "checkpoint", student: "bruno", closes: nil)
    #expect(try store.closingTime(quiz: "checkpoint", student: "bruno") == nil)
    #expect(try store.extraTime(quiz: "checkpoint", student: "bruno") == 300)
  }

  /// An override is a regrade with the instructor's comment: the first score stays in the
  /// answer, and the history keeps the comment and who gave it.
  @Test(arguments: Backend.available)
  func anOverrideKeepsItsCommentAndTheFirstScore(_ backend: Backend) throws {
    let store = try backend.freshLocation().open(learner: "default")
    _ = try store.beginTake(Self.take("alba"))
    let answer = try store.record(Self.answer("alba", item: "item-a", score: 0, time: 1))
    let override = RegradeRecord(
      answer: try #require(answer.id), oldScore: 0, newScore: 0.75,
      oldTruth: "[color(green), color(blue)]", newTruth: "[color(green), color(blue)]",
      oldItemHash: "h1", newItemHash: "h1", simulatorVersion: "0.1.0",
      reason: RegradeRecord.overrideReason, time: 5, who: "prof",
      comment: "Right idea; the order is reversed.")
    try store.regrade(override)
    let stored = try #require(try store.answers(quiz: "checkpoint").first)
    #expect(stored.score == 0.75)
    #expect(stored.originalScore == 0)
    #expect(stored.regradeReason == "override")
    let history = try store.regrades(quiz: "checkpoint")
    #expect(history.count == 1)
    #expect(history.first?.comment == "Right idea; the order is reversed.")
    #expect(history.first?.who == "prof")
    #expect(history.first?.isOverride == true)
  }

  @Test(arguments: Backend.available)
  func reopeningKeepsEverythingAndMigratesOnce(_ backend: Backend) throws {
    let location = try backend.freshLocation()
    do {
      let store = try location.open(learner: "ana")
      try store.record(Self.attempt("q1", score: 1, time: 1))
      _ = try store.beginTake(Self.take("alba"))
      try store.record(Self.answer("alba", item: "item-a", score: 1, time: 1))
    }
    let reopened = try location.open(learner: "ana")
    #expect(try reopened.attempts(lesson: nil).count == 1)
    #expect(try reopened.answers(quiz: "checkpoint").count == 1)
  }

  @Test(arguments: Backend.available)
  func concurrentWritersLoseNothing(_ backend: Backend) async throws {
    let location = try backend.freshLocation()
    _ = try location.open(learner: "default")  // migrated once, before the writers start
    let writers = 6
    let answersEach = 15
    let failures = try await withThrowingTaskGroup(of: Int.self) { group in
      for writer in 0..<writers {
        group.addTask {
          let store = try location.open(learner: "default")
          _ = try store.beginTake(Self.take("s\(writer)"))
          var failed = 0
          for index in 0..<answersEach {
            do {
              try store.record(
                Self.answer("s\(writer)", item: "i\(index)", score: 1, time: Double(index)))
            } catch {
              failed += 1
            }
          }
          return failed
        }
      }
      return try await group.reduce(0, +)
    }
    #expect(failures == 0)
    let answers = try location.open(learner: "default").answers(quiz: "checkpoint")
    #expect(answers.count == writers * answersEach)
    #expect(Set(answers.map { "\($0.student)/\($0.item)" }).count == writers * answersEach)
  }
}

/// What only the PostgreSQL store can get wrong: migrations, a newer schema, lost connections.
@Suite(
  .enabled(
    if: ThrowawayPostgres.unavailableReason == nil,
    "PostgreSQL store tests skipped: initdb not found (sudo apt-get install -y postgresql)"))
struct PostgresStoreTests {
  @Test func theSchemaIsVersionedInItsTable() throws {
    let url = try ThrowawayPostgres.shared.get().makeDatabase()
    let store = try PostgresStore(url: url)
    #expect(
      try store.database.query("SELECT version FROM idlab_schema ORDER BY version") == [
        [.integer(1)], [.integer(2)], [.integer(3)], [.integer(4)], [.integer(5)],
        [.integer(6)], [.integer(7)], [.integer(8)], [.integer(9)],
      ])
  }

  /// A trigger that makes inserts vanish is refused when the store opens, before anything is
  /// recorded; one added behind an open store's back makes `record` fail, not say "recorded".
  @Test func aTriggerThatIgnoresInsertsIsRefused() throws {
    let url = try ThrowawayPostgres.shared.get().makeDatabase()
    let store = try PostgresStore(url: url)
    _ = try store.beginTake(
      QuizTake(
        quiz: "q", student: "ana", number: 1, seed: "s", plan: "", language: "en", started: 0))
    try store.database.execute(
      """
      CREATE FUNCTION drop_row() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;
      CREATE TRIGGER drop_answers BEFORE INSERT ON quiz_answers
        FOR EACH ROW EXECUTE FUNCTION drop_row();
      """)
    let answer = QuizAnswer(
      quiz: "q", student: "ana", take: 1, item: "i", seed: "s", variant: 0, language: "en",
      rawAnswer: "1", parsedAnswer: "1", truth: "1", score: 1, points: 1, time: 1,
      simulatorVersion: "0", itemHash: "h")
    do {
      try store.record(answer)
      Issue.record("expected the answer not to be reported as recorded")
    } catch {
      #expect(error.reason == .notStored)
    }
    do {
      _ = try PostgresStore(url: url)
      Issue.record("expected a refusal")
    } catch {
      #expect(error.reason == .unexpectedSchema)
      #expect(error.message.contains("drop_answers"), "\(error.message)")
    }
  }

  @Test func aNewerSchemaIsRefusedAndLeftAlone() throws {
    let url = try ThrowawayPostgres.shared.get().makeDatabase()
    let store = try PostgresStore(url: url)
    try store.database.execute("INSERT INTO idlab_schema(version) VALUES (99)")
    do {
      _ = try PostgresStore(url: url)
      Issue.record("expected a refusal")
    } catch {
      #expect(error.reason == .newerSchema)
    }
    #expect(try store.database.query("SELECT max(version) FROM idlab_schema") == [[.integer(99)]])
  }

  @Test func aLostConnectionIsReportedThenTheStoreReconnects() throws {
    let cluster = try ThrowawayPostgres.shared.get()
    let url = try cluster.makeDatabase()
    let store = try PostgresStore(url: url)
    _ = try store.beginTake(GradebookStoreConformanceTests.take("alba"))
    try store.record(GradebookStoreConformanceTests.answer("alba", item: "a", score: 1, time: 1))
    let pid = try #require(try store.database.query("SELECT pg_backend_pid()").first?.first?.int)
    try cluster.runSQL("SELECT pg_terminate_backend(\(pid))")
    // A write cut off is reported, not retried behind the caller's back.
    do {
      try store.record(GradebookStoreConformanceTests.answer("alba", item: "b", score: 1, time: 2))
      Issue.record("expected the lost connection to be reported")
    } catch {
      #expect(error.reason == .connectionLost)
    }
    try store.record(GradebookStoreConformanceTests.answer("alba", item: "c", score: 1, time: 3))
    #expect(try store.answers(quiz: "checkpoint").map(\.item) == ["a", "c"])
  }

  @Test func anUnreachableServerAndBadCredentialsHaveTheirReasons() throws {
    let cluster = try ThrowawayPostgres.shared.get()
    let port = try HarnessProcess.freeLoopbackPort()
    #expect(throws: GradebookError.self) {
      try PostgresStore(url: "postgresql://x@127.0.0.1:\(port)/x")
    }
    do {
      _ = try PostgresStore(url: "postgresql://x:secret@127.0.0.1:\(port)/x")
    } catch {
      #expect(error.reason == .unreachable)
      #expect(!error.description.contains("secret"))
    }
    do {
      _ = try PostgresStore(
        url: cluster.url(database: "postgres", user: cluster.superuser, password: "wrong"))
      Issue.record("expected a refusal")
    } catch {
      #expect(error.reason == .badCredentials)
    }
  }

  @Test func locationsPickTheirBackend() {
    #expect(StoreLocation("postgresql://h/db") == .postgres(url: "postgresql://h/db"))
    #expect(StoreLocation("postgres://h/db") == .postgres(url: "postgres://h/db"))
    #expect(
      StoreLocation("/var/lib/idlab/idlab.sqlite") == .sqlite(path: "/var/lib/idlab/idlab.sqlite"))
  }
}
