import IdentityEngine
import IdlabTestSupport
import Testing

@testable import ViewScript

/// Numbers as text through Foundation's format styles, in the device's English (US):
/// `Text(_:format:)`, `formatted()`, `formatted(_:)`. The expected texts are those Apple's
/// documentation and a US device give (`FloatingPointFormatStyle`, `IntegerFormatStyle`).
@Suite struct NumberFormatStyleTests {
  @Test func aStyleWritesTheNumberAsTheDeviceWould() throws {
    let scene = try TestScene(
      source: """
        struct Prices: View {
          let price = 1234.5
          let count = 1234567
          var body: some View {
            VStack {
              Text(price, format: .number.precision(.fractionLength(2)))
              Text(price.formatted(.currency(code: "EUR")))
              Text(12.5, format: .currency(code: "USD"))
              Text(0.25, format: .percent)
              Text(25, format: .percent)
              Text(count.formatted())
              Text(price.formatted(.number.grouping(.never)))
              Text((0.1 + 0.2).formatted())
            }
          }
        }
        """, root: "Prices")
    #expect(scene.first.error == nil)
    #expect(
      scene.first.tree.texts == [
        "1,234.50", "€1,234.50", "$12.50", "25%", "25%", "1,234,567", "1234.5", "0.3",
      ])
  }

  @Test func aStyleIdlabDoesNotKnowStopsTheStepWhereItIsWritten() throws {
    let scene = try TestScene(
      source: """
        struct Due: View {
          let fee = 3.5
          var body: some View {
            VStack {
              Text("Fee")
              Text(fee, format: .number.rounded(rule: .up))
            }
          }
        }
        """, root: "Due")
    let error = try #require(scene.first.error)
    #expect(error.id == "not-simulated")
    #expect(error.arguments == ["name": "Text(_:format: .number.rounded)"])
    #expect(error.line == 6)
  }
}
