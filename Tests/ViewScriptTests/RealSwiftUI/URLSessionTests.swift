import IdentityEngine
import Testing

@testable import ViewScript

/// `URLSession` on an offline device: a request throws `URLError(.notConnectedToInternet)`, which
/// the scene's `catch` sees; uncaught in a `Task`, it ends the task, as Swift stores a task's
/// error in its result instead of crashing.
@Suite struct URLSessionTests {
  static let source = """
    struct Feed: View {
      @State private var status = "loading"
      @State private var kind = "none"
      let url = URL(string: "https://example.com/feed.json")!
      func load() async {
        do {
          let (data, _) = try await URLSession.shared.data(from: url)
          status = "\\(data.count) bytes"
        } catch let failure as URLError {
          kind = "URLError"
          status = failure.localizedDescription
        } catch {
          status = "other"
        }
      }
      var body: some View {
        VStack {
          Text(status)
          Button("Unchecked") {
            Task {
              _ = try await URLSession.shared.data(from: url)
              status = "unreachable"
            }
          }
        }
        .task { await load() }
      }
    }
    """

  @Test func aRequestFailsAsOnAnOfflineDevice() throws {
    let scene = try TestScene(source: Self.source)
    #expect(scene.first.error == nil)
    // Foundation's English text for `URLError.Code.notConnectedToInternet` (-1009).
    #expect(
      scene.first.tree.state("status") == .string("The Internet connection appears to be offline."))
    #expect(scene.first.tree.state("kind") == .string("URLError"))
  }

  @Test func anUncaughtRequestErrorEndsItsTaskBeforeTheNextLine() throws {
    let scene = try TestScene(source: Self.source)
    let step = try scene.perform(#"tap "Unchecked""#)
    #expect(step.error == nil)
    #expect(step.tree.state("status") == .string("The Internet connection appears to be offline."))
  }
}
