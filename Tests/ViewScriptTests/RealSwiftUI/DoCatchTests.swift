import IdentityEngine
import Testing

@testable import ViewScript

/// `do`/`catch`: the learner's `throw` is caught with its value as `error`; traps are not.
@Suite struct DoCatchTests {
  static let source = """
    enum LoadError: Error { case empty }
    struct Loader: View {
      @State private var items: [String] = []
      @State private var message = "none"
      func load(_ names: [String]) throws -> [String] {
        if names.isEmpty { throw LoadError.empty }
        return names
      }
      var body: some View {
        VStack {
          Text(message)
          Button("Empty") {
            do {
              items = try load([])
              message = "loaded"
            } catch {
              message = "failed \\(error)"
            }
          }
          Button("Full") {
            do {
              items = try load(["a"])
              message = "loaded \\(items.count)"
            } catch {
              message = "failed"
            }
          }
          Button("Trap") {
            do {
              message = items[5]
            } catch {
              message = "caught"
            }
          }
        }
      }
    }
    """

  @Test func aThrowIsCaughtWithItsValue() throws {
    let scene = try TestScene(source: Self.source)
    let step = try scene.perform(#"tap "Empty""#)
    #expect(step.error == nil)
    #expect(step.tree.state("message") == .string("failed empty"))
    #expect(step.tree.state("items") == .array([]))
  }

  @Test func withoutAThrowTheCatchDoesNotRun() throws {
    let scene = try TestScene(source: Self.source)
    let step = try scene.perform(#"tap "Full""#)
    #expect(step.tree.state("message") == .string("loaded 1"))
  }

  @Test func aTrapIsNotCaught() throws {
    let scene = try TestScene(source: Self.source)
    let step = try scene.perform(#"tap "Trap""#)
    #expect(step.error?.message == "Index out of range")
    #expect(step.tree.state("message") == .string("none"))
  }
}
