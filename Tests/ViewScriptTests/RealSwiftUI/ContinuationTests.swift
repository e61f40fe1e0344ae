import IdentityEngine
import Testing

@testable import ViewScript

/// `withCheckedContinuation` and its relatives (Apple, `CheckedContinuation`: "resume" gives
/// the awaiting task its value or makes it throw; "never resuming leaves the task in a
/// suspended state indefinitely"; a second resume is a misuse). Expected texts and times
/// written by hand from those rules and the scenes' virtual clock.
@Suite struct ContinuationTests {
  static let loader = """
    final class Loader: ObservableObject {
      @Published var name = "…"
      @Published var failure = ""
      func fetch(after seconds: Double, completion: @escaping (String) -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { completion("Ada") }
      }
      func now() async -> String {
        await withCheckedContinuation { continuation in
          continuation.resume(returning: "Grace")
        }
      }
      func later() async -> String {
        await withCheckedContinuation { continuation in
          fetch(after: 2) { value in continuation.resume(returning: value) }
        }
      }
      func failing() async throws -> Int {
        try await withCheckedThrowingContinuation { continuation in
          continuation.resume(throwing: URLError(.notConnectedToInternet))
        }
      }
    }
    struct NameView: View {
      @StateObject private var loader = Loader()
      @State private var first = ""
      @State private var caught = "none"
      var body: some View {
        VStack {
          Text(first)
          Text(loader.name)
          Text(caught)
        }
        .task {
          first = await loader.now()
          do { _ = try await loader.failing() } catch { caught = "caught" }
          loader.name = await loader.later()
        }
      }
    }
    """

  @Test func theTaskGoesOnWhenTheContinuationIsResumed() throws {
    let scene = try TestScene(source: Self.loader, root: "NameView")
    #expect(scene.first.error == nil)
    // Resumed inside the body: the task goes on at once; the throwing one throws.
    #expect(scene.first.tree.texts == ["Grace", "…", "caught"])
    // Resumed by a callback two seconds later: the task waits for it.
    #expect(try scene.perform("wait 1s").tree.texts == ["Grace", "…", "caught"])
    #expect(try scene.perform("wait 1s").tree.texts == ["Grace", "Ada", "caught"])
  }

  @Test func aContinuationNothingResumesLeavesItsTaskWaiting() throws {
    let scene = try TestScene(
      source: """
        struct Waiting: View {
          @State private var phase = "waiting"
          var body: some View {
            Text(phase)
              .task {
                await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in }
                phase = "done"
              }
          }
        }
        """, root: "Waiting")
    #expect(scene.first.error == nil)
    #expect(try scene.perform("wait 60s").tree.texts == ["waiting"])
  }

  @Test func resumingTwiceStopsTheApp() throws {
    let scene = try TestScene(
      source: """
        struct Twice: View {
          @State private var value = 0
          var body: some View {
            Text("\\\\(value)")
              .task {
                value = await withCheckedContinuation { continuation in
                  continuation.resume(returning: 1)
                  continuation.resume(returning: 2)
                }
              }
          }
        }
        """, root: "Twice")
    let failure = try #require(scene.first.error)
    #expect(failure.message.contains("more than once"))
    #expect(failure.line == 8)
  }
}
