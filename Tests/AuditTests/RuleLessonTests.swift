import Foundation
import IdlabTestSupport
import Testing

@testable import Audit

/// Issue #27: a finding sends the learner to the chapter that teaches what it found. A computed
/// element id (`var id: UUID { UUID() }`) is taught in chapter 4 (`foreach-identity`, "A stable
/// identity, and where it comes from"), `.id(UUID())` in chapter 3 (`state-reset`); each linked
/// chapter's English file is read to check that it shows the construct.
@Suite struct RuleLessonTests {
  static func lessonText(_ id: String) throws -> String {
    let folder = repositoryURL("Lessons/en")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    for file in files where file.hasSuffix(".md") {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      if text.contains("id=\(id) ") { return text }
    }
    return ""
  }

  @Test func aComputedIDIsTaughtWithForEachAndARenderedIDWithStateResets() throws {
    let rule = IDChangesEveryReadRule().description
    #expect(rule.lesson(for: "computed-id") == "foreach-identity")
    #expect(rule.lesson(for: "id-modifier") == "state-reset")
    #expect(
      try Self.lessonText(rule.lesson(for: "computed-id")).contains("var id: UUID { UUID() }"))
    #expect(try Self.lessonText(rule.lesson(for: "id-modifier")).contains(".id(UUID())"))
  }
}
