import CSQLite
import Foundation
import IdlabTestSupport
import Testing

@testable import Gradebook

@Suite struct QuizStoreTests {
  static func answer(_ student: String, item: String, score: Double, take: Int = 1) -> QuizAnswer {
    QuizAnswer(
      quiz: "q", student: student, take: take, item: item, seed: "ab", variant: 1, language: "es",
      rawAnswer: "verde, azul", parsedAnswer: "green,blue", truth: "[color(green)]", score: score,
      points: 2, time: 10, simulatorVersion: "0.1.0", itemHash: "0011")
  }

  /// A version-1 gradebook (course only) migrates to version 2 and keeps its attempts.
  @Test func aVersionOneGradebookMigrates() throws {
    let folder = try makeTemporaryFolder("gradebook-v1")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("old.sqlite").path
    do {
      let old = try SQLiteDatabase(path: path)
      try old.execute(
        """
        CREATE TABLE attempts(
          id INTEGER PRIMARY KEY,
          learner TEXT NOT NULL, lesson TEXT NOT NULL, question TEXT NOT NULL,
          language TEXT NOT NULL, answer TEXT NOT NULL, score REAL NOT NULL,
          correct INTEGER NOT NULL, time REAL NOT NULL, simulator_version TEXT NOT NULL,
          UNIQUE(learner, lesson, question, time, answer));
        CREATE TABLE positions(
          learner TEXT NOT NULL, lesson TEXT NOT NULL, page INTEGER NOT NULL, block TEXT,
          completed INTEGER NOT NULL DEFAULT 0, updated REAL NOT NULL,
          PRIMARY KEY(learner, lesson));
        CREATE TABLE current(learner TEXT PRIMARY KEY, lesson TEXT NOT NULL);
        INSERT INTO attempts(learner, lesson, question, language, answer, score, correct, time,
          simulator_version) VALUES ('default', 'bench', 'q1', 'en', 'green', 1, 1, 1, '0.1.0');
        PRAGMA user_version = 1;
        """)
    }
    let book = try Gradebook(path: path)
    #expect(
      try book.database.query("PRAGMA user_version").first?.first?.int == Gradebook.schemaVersion)
    #expect(try book.attempts().map(\.question) == ["q1"])
    _ = try book.beginTake(
      QuizTake(
        quiz: "q", student: "ana", number: 1, seed: "ab", plan: "{}", language: "es", started: 5))
    try book.record(Self.answer("ana", item: "i1", score: 1))
    #expect(try book.answers(quiz: "q").count == 1)
  }

  /// 30 takers, each on their own connection, 20 answers each, all at once: every answer is
  /// there and no writer saw "database is locked".
  @Test func thirtyConcurrentTakersLoseNothing() throws {
    let folder = try makeTemporaryFolder("gradebook-30")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("class.sqlite").path
    _ = try Gradebook(path: path)  // the instructor created it

    final class Failures: @unchecked Sendable {
      let lock = NSLock()
      var messages: [String] = []
      func add(_ message: String) {
        lock.lock()
        messages.append(message)
        lock.unlock()
      }
    }
    let failures = Failures()
    let group = DispatchGroup()
    let start = DispatchSemaphore(value: 0)
    for taker in 0..<30 {
      group.enter()
      let thread = Thread {
        defer { group.leave() }
        start.wait()
        do {
          let store = try Gradebook(path: path)
          let student = "student-\(taker)"
          _ = try store.beginTake(
            QuizTake(
              quiz: "q", student: student, number: 1, seed: "s", plan: "{}", language: "en",
              started: 0))
          for item in 0..<20 {
            try store.record(Self.answer(student, item: "i\(item)", score: 1))
          }
          try store.submitTake(quiz: "q", student: student, number: 1, time: 1)
        } catch {
          failures.add(String(describing: error))
        }
      }
      thread.start()
    }
    for _ in 0..<30 { start.signal() }
    group.wait()
    #expect(failures.messages.isEmpty, "\(failures.messages)")
    let book = try Gradebook(path: path)
    let answers = try book.answers(quiz: "q")
    #expect(answers.count == 600)
    for taker in 0..<30 {
      let items = Set(answers.filter { $0.student == "student-\(taker)" }.map(\.item))
      #expect(items == Set((0..<20).map { "i\($0)" }))
    }
    #expect(try book.takes(quiz: "q").filter { $0.submitted != nil }.count == 30)
  }

  /// A gradebook whose tables were changed outside idlab is refused when it opens, before
  /// anything is recorded: a trigger that drops answers, one that rewrites them, an extra
  /// column, a view. One added behind an open gradebook's back makes `record` fail.
  @Test func aGradebookChangedOutsideIdlabIsRefused() throws {
    let folder = try makeTemporaryFolder("gradebook-schema")
    defer { try? FileManager.default.removeItem(at: folder) }
    let changes = [
      "CREATE TRIGGER drop_answers BEFORE INSERT ON quiz_answers BEGIN SELECT RAISE(IGNORE); END",
      """
      CREATE TRIGGER full_marks AFTER INSERT ON quiz_answers
      BEGIN UPDATE quiz_answers SET score = 1 WHERE id = new.id; END
      """,
      "ALTER TABLE quiz_takes ADD COLUMN note TEXT",
      "CREATE UNIQUE INDEX one_answer ON quiz_answers(student)",
      "CREATE TRIGGER on_view INSTEAD OF INSERT ON everything BEGIN SELECT 1; END",
    ]
    for (offset, change) in changes.enumerated() {
      let path = folder.appendingPathComponent("book-\(offset).sqlite").path
      let book = try Gradebook(path: path)
      _ = try book.beginTake(
        QuizTake(
          quiz: "q", student: "ana", number: 1, seed: "ab", plan: "{}", language: "es",
          started: 5))
      if change.contains("everything") {
        try book.database.execute("CREATE VIEW everything AS SELECT * FROM quiz_answers")
      }
      try book.database.execute(change)
      if offset < 2 {
        do {
          try book.record(Self.answer("ana", item: "i1", score: 0))
          Issue.record("\(change): reported as recorded")
        } catch {
          #expect(error.reason == .notStored, "\(change)")
        }
      }
      book.close()
      do {
        _ = try Gradebook(path: path)
        Issue.record("\(change): opened")
      } catch {
        #expect(error.reason == .unexpectedSchema, "\(change)")
      }
    }
    // The control: what cannot hide or change a write opens and records (another program's
    // table, a view, an index that is not unique).
    let path = folder.appendingPathComponent("plain.sqlite").path
    let first = try Gradebook(path: path)
    try first.database.execute(
      """
      CREATE TABLE notes(text TEXT); CREATE VIEW everything AS SELECT * FROM quiz_answers;
      CREATE INDEX by_score ON quiz_answers(score);
      """)
    first.close()
    let book = try Gradebook(path: path)
    _ = try book.beginTake(
      QuizTake(
        quiz: "q", student: "ana", number: 1, seed: "ab", plan: "{}", language: "es", started: 5))
    #expect(try book.record(Self.answer("ana", item: "i1", score: 0)).id != nil)
  }
}
