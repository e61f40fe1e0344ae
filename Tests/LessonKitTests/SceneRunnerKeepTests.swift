import Foundation
import IdentityEngine
import Testing

@testable import LessonKit

/// A lesson scene's run and a question's truth are computed once per process and kept.
@Suite struct SceneRunnerKeepTests {
  /// The clean fixture's first lesson, at a path no other test uses (runs are kept by path).
  func lesson(_ path: String) throws -> Lesson {
    let source = try String(
      contentsOfFile: TestSupport.fixture("clean") + "/en/01-tiny.md", encoding: .utf8)
    return try #require(Lesson.parse(source: source, path: path).lesson)
  }

  @Test func aQuestionsRunIsKeptAfterItsTruthIsRead() throws {
    let lesson = try lesson("keep-\(UUID().uuidString).md")
    let question = try #require(lesson.questions.first)
    let code = try #require(lesson.scenes[question.scene]?.code)
    func kept() -> Bool {
      SceneRunner.keepsRun(
        code: code, path: lesson.path, root: question.root, actions: question.actions)
    }
    #expect(!kept())
    let first = try SceneRunner(lesson: lesson).truth(of: question)
    #expect(kept())
    let again = try SceneRunner(lesson: lesson).truth(of: question)
    #expect(first.truth == again.truth)
    #expect(first.run.steps.count == question.actions.count + 1)
    // Another path is another scene: nothing is shared with it.
    let elsewhere = try self.lesson("keep-\(UUID().uuidString).md")
    #expect(
      !SceneRunner.keepsRun(
        code: code, path: elsewhere.path, root: question.root, actions: question.actions))
  }

  @Test func validatingKeepsEveryScenesFirstRender() throws {
    let lesson = try lesson("keep-\(UUID().uuidString).md")
    _ = lesson.validate(localizer: TestSupport.localizer())
    for case .scene(let scene) in lesson.blocks {
      #expect(SceneRunner.keepsRun(code: scene.code, path: lesson.path, root: nil, actions: []))
    }
  }

  @Test func aNarrowedLessonHoldsTheQuestionAndItsScene() throws {
    let lesson = try lesson("narrow.md")
    let question = try #require(lesson.questions.last)
    let narrowed = lesson.narrowed(to: question)
    #expect(narrowed.pages.count == 1)
    #expect(narrowed.blocks.map(\.machineID) == ["scene:tiny", "question:" + question.id])
    #expect(narrowed.questions.map(\.id) == [question.id])
    #expect(narrowed.challenges.isEmpty && narrowed.keyPoints.isEmpty)
  }
}
