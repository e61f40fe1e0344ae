import Foundation
import IdlabTestSupport
import Testing

@testable import Gradebook

@Suite struct GradebookTests {
  static func attempt(_ question: String, score: Double, time: Double, lesson: String = "bench")
    -> Attempt
  {
    Attempt(
      lesson: lesson, question: question, language: "es", answer: "verde", score: score,
      correct: score == 1, time: time, simulatorVersion: "0.1.0")
  }

  @Test func recordsAttemptsAndBestScores() throws {
    let book = try Gradebook(path: ":memory:")
    try book.record(Self.attempt("q1", score: 0.5, time: 1))
    try book.record(Self.attempt("q1", score: 1, time: 2))
    try book.record(Self.attempt("q2", score: 0, time: 3))
    try book.record(Self.attempt("other", score: 1, time: 4, lesson: "intro"))
    #expect(try book.attempts(lesson: "bench").count == 3)
    #expect(try book.attempts().count == 4)
    #expect(try book.bestScores(lesson: "bench") == ["q1": 1, "q2": 0])
    let first = try #require(try book.attempts().first)
    #expect(first == Self.attempt("q1", score: 0.5, time: 1))
  }

  @Test func schemaIsVersioned() throws {
    let book = try Gradebook(path: ":memory:")
    #expect(
      try book.database.query("PRAGMA user_version").first?.first?.int == Gradebook.schemaVersion)
  }

  @Test func positionsResumeAndNewerWins() throws {
    let book = try Gradebook(path: ":memory:")
    try book.setPosition(Position(lesson: "bench", page: 2, block: "question:q1", updated: 10))
    #expect(try book.currentLesson() == "bench")
    #expect(try book.position(lesson: "bench")?.page == 2)
    try book.setPosition(Position(lesson: "bench", page: 1, updated: 5))
    #expect(try book.position(lesson: "bench")?.page == 2)
    try book.setPosition(Position(lesson: "intro", page: 0, updated: 11))
    #expect(try book.currentLesson() == "intro")
  }

  /// A position is committed without waiting for the disk; the attempts after it still wait
  /// (`PRAGMA synchronous` is FULL, 2, again), and the position is kept on the file.
  @Test func aPositionLeavesAttemptsDurable() throws {
    let folder = try makeTemporaryFolder("gradebook-sync")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("progress.sqlite").path
    let book = try Gradebook(path: path)
    #expect(try book.database.query("PRAGMA synchronous").first?.first?.int == 2)
    try book.setPosition(Position(lesson: "bench", page: 2, block: "question:q1", updated: 10))
    #expect(try book.database.query("PRAGMA synchronous").first?.first?.int == 2)
    try book.record(Self.attempt("q1", score: 1, time: 11))
    book.close()
    let reopened = try Gradebook(path: path)
    #expect(try reopened.position(lesson: "bench")?.page == 2)
    #expect(try reopened.attempts().count == 1)
  }

  @Test func resetOneOrAll() throws {
    let book = try Gradebook(path: ":memory:")
    try book.record(Self.attempt("q1", score: 1, time: 1))
    try book.record(Self.attempt("q1", score: 1, time: 2, lesson: "intro"))
    try book.setPosition(Position(lesson: "bench", page: 1, updated: 1))
    try book.reset(lesson: "bench")
    #expect(try book.attempts().map(\.lesson) == ["intro"])
    #expect(try book.position(lesson: "bench") == nil)
    try book.reset()
    #expect(try book.attempts().isEmpty)
  }

  @Test func exportImportIsIdempotent() throws {
    let source = try Gradebook(path: ":memory:")
    try source.record(Self.attempt("q1", score: 1, time: 1))
    try source.record(Self.attempt("q2", score: 0.5, time: 2))
    try source.setPosition(Position(lesson: "bench", page: 3, completed: true, updated: 9))
    let data = try source.exportJSON()
    let text = String(decoding: data, as: UTF8.self)
    #expect(
      text.contains("\"schema\" : \"idlab.progress\\/1\"")
        || text.contains("\"schema\" : \"idlab.progress/1\""))

    let target = try Gradebook(path: ":memory:")
    try target.record(Self.attempt("q1", score: 1, time: 1))
    let first = try target.importJSON(data)
    #expect(first == Gradebook.ImportSummary(attemptsAdded: 1, positionsUpdated: 1))
    let second = try target.importJSON(data)
    #expect(second == Gradebook.ImportSummary(attemptsAdded: 0, positionsUpdated: 0))
    #expect(try target.attempts().count == 2)
    #expect(try target.position(lesson: "bench")?.completed == true)
  }

  @Test func importRejectsOtherDocuments() throws {
    let book = try Gradebook(path: ":memory:")
    #expect(throws: ImportError.self) { try book.importJSON(Data("{}".utf8)) }
    #expect(throws: ImportError.self) {
      try book.importJSON(Data(#"{"schema":"other/1","attempts":[],"positions":[]}"#.utf8))
    }
  }

  @Test func aFileDatabaseSurvivesReopening() throws {
    let directory = try makeTemporaryFolder("gradebook")
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("idlab.sqlite").path
    do {
      let book = try Gradebook(path: path)
      try book.record(Self.attempt("q1", score: 1, time: 1))
    }
    let reopened = try Gradebook(path: path)
    #expect(try reopened.attempts().count == 1)
    #expect(try reopened.database.query("PRAGMA journal_mode").first?.first?.string == "wal")
  }

  /// SQLite answers `PRAGMA journal_mode=WAL` with "database is locked" at once, without
  /// waiting, while another connection is about to write a new file (waiting could deadlock);
  /// opening the gradebook waits instead.
  @Test func openingWaitsWhileAnotherConnectionWrites() throws {
    let directory = try makeTemporaryFolder("gradebook-busy")
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("idlab.sqlite").path
    let writer = try SQLiteDatabase(path: path)
    try writer.execute("CREATE TABLE t(x); BEGIN IMMEDIATE; INSERT INTO t VALUES (1)")
    let opened = OpenResult()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      opened.set(Result { () throws(GradebookError) in try Gradebook(path: path).learner })
      done.signal()
    }
    usleep(300_000)
    try writer.execute("COMMIT")
    done.wait()
    #expect(try opened.get() == "default")
  }

  /// What a background open produced.
  final class OpenResult: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<String, GradebookError>?
    func set(_ value: Result<String, GradebookError>) { lock.withLock { result = value } }
    func get() throws(GradebookError) -> String? { try lock.withLock { result }?.get() }
  }

  @Test func aReadOnlyDatabaseIsAnErrorNotACrash() throws {
    guard getuid() != 0 else { return }  // root ignores file permissions
    let directory = try makeTemporaryFolder("gradebook-ro")
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: directory.path)
      try? FileManager.default.removeItem(at: directory)
    }
    let path = directory.appendingPathComponent("idlab.sqlite").path
    _ = try Gradebook(path: path)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
    do {
      let book = try Gradebook(path: path)
      try book.record(Self.attempt("q1", score: 1, time: 1))
      Issue.record("expected a read-only error")
    } catch {
      #expect([.readOnly, .cannotOpen].contains(error.reason))
    }
  }
}

@Suite struct GradebookFailureTests {
  @Test func queryOnlyDatabaseReportsReadOnly() throws {
    let book = try Gradebook(path: ":memory:")
    try book.database.execute("PRAGMA query_only = 1")
    do {
      try book.record(GradebookTests.attempt("q1", score: 1, time: 1))
      Issue.record("expected an error")
    } catch {
      #expect(error.reason == .readOnly)
    }
  }

  @Test func aFullDatabaseReportsFull() throws {
    let book = try Gradebook(path: ":memory:")
    let pages = try book.database.query("PRAGMA page_count").first?.first?.int ?? 1
    try book.database.execute("PRAGMA max_page_count = \(pages)")
    var failure: GradebookError?
    for index in 0..<2000 {
      do {
        try book.record(
          Attempt(
            lesson: "bench", question: "q\(index)", language: "en",
            answer: String(repeating: "x", count: 500), score: 1, correct: true,
            time: Double(index),
            simulatorVersion: "0.1.0"))
      } catch {
        failure = error
        break
      }
    }
    #expect(failure?.reason == .full)
  }
}
