import Foundation
import IdentityEngine
import Testing

@testable import LessonKit

/// A lesson scene's run goes on from a kept run of the same scene whose actions are a prefix of
/// its own, and gives what replaying from the first render gives.
@Suite struct LiveSceneRunsTests {
  /// A counter scene, unlike any other test's (runs are kept by their text).
  func counter() -> String {
    """
    import SwiftUI  // \(UUID().uuidString)

    struct Counter: View {
      @State private var count = 0
      var body: some View {
        VStack {
          Text("count \\(count)")
          Button("Add") { count += 1 }
        }
      }
    }
    """
  }

  /// Every `Text` of the tree, in screen order.
  func texts(_ node: RenderedNode) -> [String] {
    (node.type == "Text" ? [node.text ?? ""] : []) + node.children.flatMap(texts)
  }

  /// Each step's texts.
  func texts(_ run: SceneRunner.Run) -> [[String]] { run.steps.map { texts($0.outcome.tree) } }

  func kept(_ code: String, _ path: String, _ actions: [String]) -> Bool {
    LiveSceneRuns.shared.holds(LiveSceneRuns.Key(code: code, path: path, root: nil), actions)
  }

  @Test func aRunGoesOnFromTheKeptRunOfAPrefixOfItsActions() throws {
    let code = counter()
    let path = "live-\(UUID().uuidString).md"
    let tap = "tap \"Add\""
    _ = try SceneRunner.lessonRun(code: code, path: path, root: nil, actions: [])
    #expect(kept(code, path, []))
    let one = try SceneRunner.lessonRun(code: code, path: path, root: nil, actions: [tap])
    #expect(kept(code, path, [tap]) && !kept(code, path, []))
    let three = try SceneRunner.lessonRun(
      code: code, path: path, root: nil, actions: [tap, "count += 5", tap])
    #expect(kept(code, path, [tap, "count += 5", tap]))
    #expect(texts(one) == [["count 0"], ["count 1"]])
    #expect(texts(three) == [["count 0"], ["count 1"], ["count 6"], ["count 7"]])
    // A learner's run never goes on from a kept one, so it replays from the first render.
    let replayed = try SceneRunner.run(
      code: code, path: path, root: nil, actions: [tap, "count += 5", tap])
    #expect(texts(replayed) == texts(three))
    #expect(replayed.steps.map(\.action) == three.steps.map(\.action))
  }

  @Test func actionsThatDoNotExtendTheKeptOnesStartAgain() throws {
    let code = counter()
    let path = "live-\(UUID().uuidString).md"
    _ = try SceneRunner.lessonRun(code: code, path: path, root: nil, actions: ["count = 4"])
    let other = try SceneRunner.lessonRun(
      code: code, path: path, root: nil, actions: ["count = 2", "tap \"Add\""])
    #expect(texts(other) == [["count 0"], ["count 2"], ["count 3"]])
  }

  @Test func aRunWhoseStepsHoldAnObjectIsNotKept() throws {
    let code = """
      import SwiftUI  // \(UUID().uuidString)

      final class Tally: ObservableObject {
        @Published var count = 0
      }

      struct Board: View {
        @StateObject private var tally = Tally()
        var body: some View {
          Text("tally \\(tally.count)")
        }
      }
      """
    let path = "live-\(UUID().uuidString).md"
    let first = try SceneRunner.lessonRun(
      code: code, path: path, root: nil, actions: ["tally.count += 1"])
    #expect(!kept(code, path, ["tally.count += 1"]))
    let second = try SceneRunner.lessonRun(
      code: code, path: path, root: nil, actions: ["tally.count += 1", "tally.count += 1"])
    #expect(texts(second) == [["tally 0"], ["tally 1"], ["tally 2"]])
    // The first run's last step still shows the object as it was after its own action.
    let state = try #require(first.steps.last?.outcome.tree.state.first?.value)
    guard case .object(let tally) = state else {
      Issue.record("not an object: \(state)")
      return
    }
    #expect(tally.fields.map(\.value) == [.int(1)])
  }
}
