import Foundation
import IdentityEngine
import Testing

@testable import LessonKit

/// A lesson scene's run and a question's truth are computed once per process and kept, by the
/// scene's text: the same scene in another language's file is not run again.
@Suite struct SceneRunnerKeepTests {
  /// The clean fixture's first lesson at `path`, its scenes made unlike any other test's by
  /// a comment holding `tag` (runs are kept by their text).
  func lesson(_ path: String, tag: String = UUID().uuidString) throws -> Lesson {
    let source = try String(
      contentsOfFile: TestSupport.fixture("clean") + "/en/01-tiny.md", encoding: .utf8
    ).replacingOccurrences(of: "import SwiftUI\n", with: "import SwiftUI  // \(tag)\n")
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
    // Another text is another scene: nothing is shared with it.
    let other = try self.lesson(lesson.path)
    let otherCode = try #require(other.scenes[question.scene]?.code)
    #expect(otherCode != code)
    #expect(
      !SceneRunner.keepsRun(
        code: otherCode, path: lesson.path, root: question.root, actions: question.actions))
  }

  @Test func theSameSceneAtAnotherPathSharesItsRun() throws {
    let tag = UUID().uuidString
    let english = try lesson("en/keep-\(tag).md", tag: tag)
    let spanish = try lesson("es/keep-\(tag).md", tag: tag)
    let question = try #require(english.questions.first)
    let code = try #require(english.scenes[question.scene]?.code)
    let read = try SceneRunner(lesson: english).truth(of: question)
    // The Spanish file's scene is the same text: its run is the English one's, not run again.
    #expect(
      SceneRunner.keepsRun(
        code: code, path: spanish.path, root: question.root, actions: question.actions))
    let shared = try SceneRunner(lesson: spanish).truth(of: question)
    #expect(shared.truth == read.truth)
    #expect(shared.truth.matches(.color("green")))
  }

  @Test func aFailureAtAnotherPathNamesThatPath() throws {
    let code = "struct Broken: View {\n  var body: some View { Text(\"a\" }\n}\n// \(UUID())"
    var paths: [String] = []
    for path in ["en/broken.md", "es/broken.md", "en/broken.md"] {
      do {
        _ = try SceneRunner.lessonRun(code: code, path: path, root: nil, actions: [])
        Issue.record("a syntax error ran")
      } catch {
        guard case .compile(let diagnostics) = error else {
          Issue.record("not a compile failure: \(error)")
          continue
        }
        paths.append(diagnostics.diagnostics.first?.path ?? "none")
      }
    }
    #expect(paths == ["en/broken.md", "es/broken.md", "en/broken.md"])
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
