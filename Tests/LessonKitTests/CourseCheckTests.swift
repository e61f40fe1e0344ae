import Foundation
import IdentityEngine
import IdlabTestSupport
import Localization
import Testing

@testable import LessonKit

/// `idlab check` over fixture courses: one clean, and one per kind of drift.
@Suite struct CourseCheckTests {
  static func check(_ fixture: String) -> CourseCheckReport {
    Course(directory: TestSupport.fixture(fixture)).check(localizer: TestSupport.localizer())
  }

  @Test func theCleanFixtureIsClean() {
    let report = Self.check("clean")
    #expect(report.diagnostics.map(\.description) == [])
    #expect(report.lessons == 1)
    #expect(report.questions == 2)
    #expect(report.challenges == 1)
    #expect(report.languages == [.en, .es])
  }

  @Test func truthsComeFromTheSimulation() throws {
    let lesson = try #require(
      Course(directory: TestSupport.fixture("clean")).lesson(id: "tiny", language: .es))
    let runner = SceneRunner(lesson: lesson)
    #expect(try runner.truth(of: lesson.questions[0]).truth.matches(.color("green")))
    #expect(try runner.truth(of: lesson.questions[1]).truth == .int(1))
  }

  @Test func challengeSolutionPassesAndStartFails() throws {
    let lesson = try #require(
      Course(directory: TestSupport.fixture("clean")).lesson(id: "tiny", language: .en))
    let challenge = try #require(lesson.challenges.first)
    let start = try #require(lesson.scenes["tiny"])
    let solution = try #require(lesson.scenes["tiny-fixed"])
    #expect(try SceneRunner.check(challenge, code: solution.code, path: "s.swift").passed)
    #expect(try !SceneRunner.check(challenge, code: start.code, path: "s.swift").passed)
  }

  struct Drift: CustomTestStringConvertible, Sendable {
    var fixture: String
    var code: LessonDiagnostic.Code
    var file: String
    var line: Int?
    var testDescription: String { fixture }
  }

  static let drifts: [Drift] = [
    Drift(fixture: "drift-removed-block", code: .parityBlocks, file: "es/01-tiny.md", line: nil),
    Drift(fixture: "drift-changed-id", code: .parityBlocks, file: "es/01-tiny.md", line: 98),
    Drift(fixture: "drift-machine-key", code: .parityKey, file: "es/01-tiny.md", line: 98),
    Drift(fixture: "drift-missing-file", code: .parityFile, file: "en/02-extra.md", line: 1),
    Drift(fixture: "drift-truth", code: .choiceMismatch, file: "es/01-tiny.md", line: 90),
    Drift(fixture: "drift-truth", code: .parityTruth, file: "es/01-tiny.md", line: 85),
  ]

  @Test(arguments: drifts) func driftFails(_ drift: Drift) {
    let report = Self.check(drift.fixture)
    #expect(!report.isClean)
    let found = report.diagnostics.first { $0.code == drift.code }
    #expect(
      found != nil, "expected \(drift.code.rawValue), got \(report.diagnostics.map(\.description))")
    #expect(found?.path.hasSuffix(drift.file) == true)
    if let line = drift.line { #expect(found?.line == line) }
  }

  @Test func structuralErrorsAreReportedWithPositions() throws {
    let directory = try makeTemporaryFolder("check")
    defer { try? FileManager.default.removeItem(at: directory) }
    for language in ["en", "es"] {
      let folder = directory.appendingPathComponent(language)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let text = """
        # T

        <!-- idlab: id=t order=1 seed=000 -->

        ```question
        id: q
        kind: number
        scene: nowhere
        observe: Text#1.text
        colour: green
        ```
        """
      try text.write(
        to: folder.appendingPathComponent("01-t.md"), atomically: true, encoding: .utf8)
    }
    let report = Course(directory: directory.path).check(localizer: TestSupport.localizer())
    let codes = Set(report.diagnostics.map(\.code))
    #expect(codes == [.unknownKey, .unknownScene])
    let unknown = try #require(report.diagnostics.first { $0.code == .unknownKey })
    #expect(unknown.line == 10)
    #expect(unknown.column == 1)
  }

  /// The clean fixture's lesson `tiny` with its row-removing question's `do:` line replaced by
  /// `actions`.
  static func tinyLesson(removingFirst actions: String) throws -> Lesson {
    let clean = try String(
      contentsOfFile: TestSupport.fixture("clean") + "/en/01-tiny.md", encoding: .utf8)
    let changed = clean.replacingOccurrences(
      of: "do: items.remove(at: 0)\nobserve: rows(ForEach#1).count",
      with: actions + "\nobserve: rows(ForEach#1).count")
    return try #require(Lesson.parse(source: changed, path: "t.md").lesson)
  }

  @Test func aFailingActionPointsAtItsLine() throws {
    let lesson = try Self.tinyLesson(
      removingFirst: "do: items.remove(at: 0)\ndo: tap \"Nowhere\"")
    let (diagnostics, _) = lesson.validate(localizer: TestSupport.localizer())
    let failed = try #require(diagnostics.first { $0.code == .actionFailed })
    #expect(failed.line == 103)
    #expect(failed.arguments["index"] == "2")
  }

  /// A key never stands on a failed run: a question whose action traps is a located failure of
  /// that action, unless the question reads the failure itself (`error`).
  @Test func aTruthIsNeverReadFromAFailedRun() throws {
    let lesson = try Self.tinyLesson(removingFirst: "do: items.remove(at: 7)")
    let (diagnostics, truths) = lesson.validate(localizer: TestSupport.localizer())
    let failed = try #require(diagnostics.first { $0.code == .actionFailed }, "\(diagnostics)")
    #expect(failed.line == 102)
    #expect(failed.arguments["index"] == "1")
    #expect(failed.arguments["reason"] == "Index out of range")
    #expect(truths["question:remove-first-count"] == nil)
    // The same run, observed through its failure, has a truth.
    let question = try #require(lesson.questions.first { $0.id == "remove-first-count" })
    var reading = question
    reading.observe = "error.message"
    #expect(
      try SceneRunner(lesson: lesson).truth(of: reading).truth == .string("Index out of range"))
  }

  @Test func anEmptyDirectoryHasNoLessons() {
    let report = Course(directory: "/nonexistent-idlab-lessons").check(
      localizer: TestSupport.localizer())
    #expect(report.diagnostics.map(\.code) == [.noLessons])
  }
}

/// A lesson scene must be fully simulated: a check warning fails `idlab check`.
@Suite struct CourseCheckWarningTests {
  @Test func aLessonSceneWithAnSDKNameFailsTheCheck() throws {
    let clean = try String(
      contentsOfFile: TestSupport.fixture("clean") + "/en/01-tiny.md", encoding: .utf8)
    #expect(
      try #require(Lesson.parse(source: clean, path: "t.md").lesson)
        .validate(localizer: TestSupport.localizer()).0.isEmpty)
    let marked = clean.replacingOccurrences(
      of: "struct Item: Identifiable {",
      with: "func save() { _ = NSPredicate() }\nstruct Item: Identifiable {")
    let lesson = try #require(Lesson.parse(source: marked, path: "t.md").lesson)
    let (diagnostics, _) = lesson.validate(localizer: TestSupport.localizer())
    let failed = diagnostics.filter { $0.code == .sceneFailed }
    #expect(failed.count == 2, "the scene and its hidden fixed twin both use it")
    #expect(failed.first?.line == 12)
    #expect(failed.first?.column == 19)
    #expect(failed.first?.arguments["reason"]?.contains("`NSPredicate` (Foundation)") == true)
  }
}
