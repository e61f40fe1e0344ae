import Foundation
import Testing

/// The gradebook seen from outside: crashes, progress, export and import.
@Suite(.serialized) struct CourseProgressTests {
  static let lessons = IdlabBinary.repositoryRoot.appendingPathComponent("Lessons").path
  static let fixture = IdlabBinary.repositoryRoot
    .appendingPathComponent("Tests/EndToEndTests/Fixtures/course").path

  static func export(state: URL) throws -> [String: Any] {
    let file = state.appendingPathComponent("export.json")
    let result = try IdlabBinary.run(
      ["--lessons", fixture, "progress", "--export", file.path], state: state)
    #expect(result.status == 0, "\(result.standardError)")
    let data = try Data(contentsOf: file)
    return (try JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:]
  }

  /// Answers one question through a pipe, kills the process with SIGKILL while it waits for the
  /// next answer, and finds the attempt in the gradebook.
  @Test func anAttemptSurvivesKill9() throws {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let running = try IdlabBinary.start(
      ["--lessons", Self.fixture, "lesson", "tiny"], state: state)
    let (process, output) = (running.process, running.output)
    running.input.fileHandleForWriting.write(Data("green\n".utf8))
    var seen = ""
    let deadline = Date().addingTimeInterval(60)
    while !seen.contains("✓ right"), Date() < deadline {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      seen += String(decoding: chunk, as: UTF8.self)
    }
    #expect(seen.contains("✓ right"))
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)

    let document = try Self.export(state: state)
    let attempts = document["attempts"] as? [[String: Any]] ?? []
    #expect(attempts.count == 1)
    #expect(attempts.first?["question"] as? String == "remove-first-colour")
    #expect(attempts.first?["correct"] as? Bool == true)
  }

  @Test func progressExportImportAndReset() throws {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let played = try IdlabBinary.run(
      ["--lessons", Self.fixture, "lesson", "tiny"], input: "verde\n:hint\n2\n:check\n:skip\n",
      state: state)
    #expect(played.status == 0, "\(played.standardError)")
    #expect(played.standardOutput.contains("score: 1/3"))

    let progress = try IdlabBinary.run(["--lessons", Self.fixture, "progress"], state: state)
    #expect(progress.standardOutput.contains("A tiny lesson: 1/2"))
    let spanish = try IdlabBinary.run(
      ["--lang", "es", "--lessons", Self.fixture, "progress"], state: state)
    #expect(
      spanish.standardOutput.contains(
        "Una lección pequeña: 1/2 acertadas a la primera, saltados: 1, retos resueltos: 0/1"))

    let file = state.appendingPathComponent("progress.json")
    _ = try IdlabBinary.run(
      ["--lessons", Self.fixture, "progress", "--export", file.path], state: state)
    let other = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: other) }
    let first = try IdlabBinary.run(
      ["--lessons", Self.fixture, "progress", "--import", file.path], state: other)
    #expect(first.status == 0)
    // Three answers and the challenge's `:skip` (which shows the solution, so it counts).
    #expect(first.standardOutput.contains("imported 4 attempts"))
    let again = try IdlabBinary.run(
      ["--lessons", Self.fixture, "progress", "--import", file.path], state: other)
    #expect(again.standardOutput.contains("imported 0 attempts"))
    let merged = try IdlabBinary.run(["--lessons", Self.fixture, "progress"], state: other)
    #expect(merged.standardOutput.contains("A tiny lesson: 1/2"))
  }

  @Test func checkPassesOnTheFixtureAndTheCourse() throws {
    let fixture = try IdlabBinary.run(["check", Self.fixture])
    #expect(fixture.status == 0, "\(fixture.standardError)")
    #expect(fixture.standardOutput.contains("1 lesson · 2 questions · 1 challenge"))
    let course = try IdlabBinary.run(["check", Self.lessons], timeout: 300)
    #expect(course.status == 0, "\(course.standardError)")
  }

  @Test func checkFailsOnDrift() throws {
    let drift = IdlabBinary.repositoryRoot.appendingPathComponent(
      "Tests/LessonKitTests/Fixtures/drift-truth"
    ).path
    let result = try IdlabBinary.run(["check", drift])
    #expect(result.status == 65)
    #expect(result.standardError.contains("error[L117]"))
    #expect(result.standardError.contains("error[L125]"))
  }

  @Test func anUnwritableStateDirectoryDoesNotStopTheLesson() throws {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let result = try IdlabBinary.run(
      ["--lessons", Self.fixture, "lesson", "tiny"], input: "green\n",
      environment: ["IDLAB_GRADEBOOK": "/proc/idlab-cannot-write/idlab.sqlite"], state: state)
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("✓ right"))
    #expect(result.standardError.contains("progress could not be saved"))
  }
}
