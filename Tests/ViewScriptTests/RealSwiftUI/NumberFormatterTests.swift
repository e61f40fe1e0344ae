import IdentityEngine
import IdlabTestSupport
import Testing

@testable import ViewScript

/// `NumberFormatter` writes what Foundation's writes for an iPhone set to English (US): the
/// decimal style groups thousands with a comma, the currency style puts the symbol first
/// (Apple, `NumberFormatter.Style`; CLDR's en_US patterns `#,##0.###` and `¤#,##0.00`).
/// `NSNumber(value:)` is the number itself.
@Suite struct NumberFormatterTests {
  @Test func stylesWriteTheDevicesFormats() throws {
    let scene = try TestScene(
      source: """
        struct Price: View {
          var body: some View {
            let plain = NumberFormatter()
            plain.numberStyle = .decimal
            let money = NumberFormatter()
            money.numberStyle = .currency
            money.currencyCode = "EUR"
            let fixed = NumberFormatter()
            fixed.minimumFractionDigits = 2
            fixed.maximumFractionDigits = 2
            return VStack {
              Text(plain.string(from: NSNumber(value: 1234.5)) ?? "nil")
              Text(money.string(from: NSNumber(value: 9.99)) ?? "nil")
              Text(fixed.string(for: 3) ?? "nil")
              Text("\\(plain.number(from: "12")?.intValue ?? -1) \\(plain.number(from: "x") == nil)")
              Text(plain.numberStyle == .decimal ? "decimal" : "other")
            }
          }
        }
        """, root: "Price")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["1,234.5", "€9.99", "3.00", "12 true", "decimal"])
  }

  /// `NSNumber(integerLiteral:)`, `(floatLiteral:)`, `(booleanLiteral:)` are the number too.
  @Test func everyNumberInitializerIsTheNumber() throws {
    let scene = try TestScene(
      source: """
        struct Skip: View {
          let forward = NSNumber(integerLiteral: 30)
          let rate = NSNumber(floatLiteral: 1.5)
          var body: some View { Text("\\(forward.intValue) \\(rate.doubleValue)") }
        }
        """, root: "Skip")
    #expect(scene.first.tree.texts == ["30 1.5"])
  }

  /// `TextField(_:value:formatter:)` shows its value as the formatter writes it (Apple: "the
  /// formatter to use when converting between the string the user edits and the underlying
  /// value"): a currency formatter shows `$0.00`, then `$12.50` once the value is 12.5.
  /// Expected text: Foundation's en_US currency style.
  @Test func aTextFieldWithAFormatterShowsAndReadsThroughIt() throws {
    let scene = try TestScene(
      source: """
        let currency: NumberFormatter = {
          let formatter = NumberFormatter()
          formatter.numberStyle = .currency
          return formatter
        }()
        struct Price: View {
          @State private var amount: Double = 0
          var body: some View {
            VStack {
              TextField("Amount", value: $amount, formatter: currency)
              Button("Set") { amount = 12.5 }
            }
          }
        }
        """, root: "Price")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.nodes(ofType: "TextField").first?.value == .string("$0.00"))
    let set = try scene.perform(#"tap "Set""#)
    #expect(set.tree.nodes(ofType: "TextField").first?.value == .string("$12.50"))
  }
}
