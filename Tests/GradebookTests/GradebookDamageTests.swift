import Foundation
import IdlabTestSupport
import Testing

@testable import Gradebook

/// Damaged and foreign gradebook files: refused at open, never written into; and the file
/// left tidy and shared safely when healthy.
@Suite struct GradebookDamageTests {
  /// A gradebook file with `count` attempts, closed; its folder and path.
  static func bookFile(attempts count: Int = 40) throws -> (URL, String) {
    let folder = try makeTemporaryFolder("gradebook-damage")
    let path = folder.appendingPathComponent("idlab.sqlite").path
    let book = try Gradebook(path: path)
    for index in 0..<count {
      try book.record(
        Attempt(
          lesson: "bench", question: "q\(index)", language: "en",
          answer: String(repeating: "a", count: 200), score: 1, correct: true,
          time: Double(index), simulatorVersion: "0.1.0"))
    }
    book.close()
    return (folder, path)
  }

  /// Overwrites `length` bytes at `offset` with a fixed garbage pattern.
  static func scribble(_ path: String, at offset: UInt64, length: Int) throws {
    let handle = try #require(FileHandle(forUpdatingAtPath: path))
    defer { try? handle.close() }
    try handle.seek(toOffset: offset)
    handle.write(Data((0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }))
  }

  /// Opening `path` must fail with `reason` and leave the file byte for byte as it was.
  static func expectRefused(_ path: String, _ reason: GradebookError.Reason) throws {
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    do {
      let book = try Gradebook(path: path)
      try book.record(
        Attempt(
          lesson: "bench", question: "late", language: "en", answer: "x", score: 0,
          correct: false, time: 1e9, simulatorVersion: "0.1.0"))
      Issue.record("a damaged gradebook was opened and written")
    } catch {
      #expect(error.reason == reason)
      #expect(error.isRefusal)
      #expect(error.path == path)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
  }

  @Test func garbageInTheLastPageIsRefused() throws {
    let (folder, path) = try Self.bookFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let size = try #require(
      try FileManager.default.attributesOfItem(atPath: path)[.size] as? UInt64)
    try Self.scribble(path, at: size - 4096 + 100, length: 3000)
    try Self.expectRefused(path, .corrupt)
  }

  @Test func garbageInPageTwoIsRefused() throws {
    let (folder, path) = try Self.bookFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.scribble(path, at: 4096, length: 4096)
    try Self.expectRefused(path, .corrupt)
  }

  @Test func aNewerSchemaIsRefused() throws {
    let (folder, path) = try Self.bookFile(attempts: 1)
    defer { try? FileManager.default.removeItem(at: folder) }
    let database = try SQLiteDatabase(path: path)
    try database.execute("PRAGMA user_version = 99")
    database.close()
    try Self.expectRefused(path, .newerSchema)
  }

  @Test func aFileThatIsNoDatabaseIsRefused() throws {
    let (folder, path) = try Self.bookFile(attempts: 0)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(String(repeating: "not a database\n", count: 400).utf8).write(
      to: URL(fileURLWithPath: path))
    try Self.expectRefused(path, .corrupt)
  }

  @Test func closingCheckpointsAndRemovesTheLog() throws {
    let (folder, path) = try Self.bookFile(attempts: 3)
    defer { try? FileManager.default.removeItem(at: folder) }
    let book = try Gradebook(path: path)
    try book.record(
      Attempt(
        lesson: "bench", question: "after", language: "en", answer: "x", score: 1, correct: true,
        time: 100, simulatorVersion: "0.1.0"))
    #expect(FileManager.default.fileExists(atPath: path + "-wal"))
    book.close()
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
    #expect(try Gradebook(path: path).attempts().count == 4)
  }

  @Test func twoWritersAtOnceLoseNothing() async throws {
    let (folder, path) = try Self.bookFile(attempts: 0)
    defer { try? FileManager.default.removeItem(at: folder) }
    try await withThrowingTaskGroup(of: Void.self) { group in
      for writer in 0..<2 {
        group.addTask {
          let book = try Gradebook(path: path, learner: "default")
          for index in 0..<300 {
            try book.record(
              Attempt(
                lesson: "bench", question: "w\(writer)-\(index)", language: "en", answer: "x",
                score: 1, correct: true, time: Double(index), simulatorVersion: "0.1.0"))
          }
          book.close()
        }
      }
      try await group.waitForAll()
    }
    let book = try Gradebook(path: path)
    #expect(try book.attempts().count == 600)
    #expect(try book.database.query("PRAGMA integrity_check").first?.first?.string == "ok")
  }
}
