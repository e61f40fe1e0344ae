import IdentityEngine
import Testing

@testable import ViewScript

/// Types declared inside a function body (`struct NotFound: Error {}` in a `guard … else`).
///
/// Expected values, derived from the rules in docs/semantics.md before running anything:
/// 1. A local type is found by its name from the code after its declaration: it can be built,
///    thrown and caught, and its members run.
/// 2. Two functions of one view may each declare a local type of the same name.
/// 3. Running the actions only changes state: no identity is created or destroyed.
@Suite struct LocalTypeTests {
  static let checkout = """
    struct Checkout: View {
      @State private var message = "idle"
      @State private var attempts = 0
      func pay(_ amount: Int) throws -> String {
        guard amount > 0 else {
          struct Failure: Error {}
          throw Failure()
        }
        struct Receipt {
          let total: Int
          var text: String { "paid \\(total)" }
        }
        return Receipt(total: amount).text
      }
      func refund(_ amount: Int) throws -> String {
        struct Failure: Error {}
        if amount > 3 { throw Failure() }
        return "refunded \\(amount)"
      }
      var body: some View {
        VStack {
          Text(message)
          Button("pay 0") {
            attempts += 1
            do { message = try pay(0) } catch { message = "failed \\(attempts)" }
          }
          Button("pay 5") { message = (try? pay(5)) ?? "none" }
          Button("refund 9") { message = (try? refund(9)) ?? "no refund" }
          Button("refund 2") { message = (try? refund(2)) ?? "no refund" }
        }
      }
    }
    func label(_ count: Int) -> String {
      enum Size { case few, many }
      let size: Size = count > 2 ? .many : .few
      return size == .many ? "many" : "few"
    }
    struct Counter: View {
      @State private var count = 0
      var body: some View {
        Button("\\(label(count)) \\(count)") { count += 1 }
      }
    }
    """

  @Test func aLocalErrorIsThrownAndCaughtAndALocalStructRuns() throws {
    let scene = try TestScene(source: Self.checkout, root: "Checkout")
    #expect(scene.first.tree.texts == ["idle"])
    let failed = try scene.perform(#"tap "pay 0""#)
    #expect(failed.tree.texts == ["failed 1"])
    #expect(failed.events(.create).isEmpty && failed.events(.destroy).isEmpty)
    #expect(try scene.perform(#"tap "pay 5""#).tree.texts == ["paid 5"])
    #expect(try scene.perform(#"tap "refund 9""#).tree.texts == ["no refund"])
    let refunded = try scene.perform(#"tap "refund 2""#)
    #expect(refunded.tree.texts == ["refunded 2"])
    #expect(
      refunded.tree.nodes(ofType: "Text").map(\.identity) == ["Checkout/VStack/0/Text"])
  }

  @Test func aLocalEnumInATopLevelFunction() throws {
    let scene = try TestScene(source: Self.checkout, root: "Counter")
    #expect(scene.first.tree.nodes(ofType: "Button").compactMap(\.label) == ["few 0"])
    try scene.perform(#"tap "few 0""#)
    try scene.perform(#"tap "few 1""#)
    let many = try scene.perform(#"tap "few 2""#)
    #expect(many.tree.nodes(ofType: "Button").compactMap(\.label) == ["many 3"])
    #expect(many.events(.create).isEmpty)
  }
}
