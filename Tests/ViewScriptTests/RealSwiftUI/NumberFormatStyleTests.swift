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

  /// `String(format:)`: Foundation's printf-style text once every conversion fits its value;
  /// `%d` of a `Double` stops the step where it is written.
  @Test func aFormatStringIsFoundationsOnceItsConversionsFit() throws {
    let source = """
      struct Tank: View {
        let liters = 2.75
        let minutes = 5
        @State private var wrong = false
        var body: some View {
          VStack {
            Text(String(format: "%.1f L", liters))
            Text(String(format: "%02d:%02d %@ 100%%", minutes, 7, "left"))
            if wrong { Text(String(format: "%d", liters)) }
            Button("Wrong") { wrong = true }
          }
        }
      }
      """
    let scene = try TestScene(source: source, root: "Tank")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["2.8 L", "05:07 left 100%"])
    let error = try #require(try scene.perform(#"tap "Wrong""#).error)
    #expect(error.id == "not-simulated")
    #expect(error.line == 9)
  }

  /// `Text("\\(price, specifier: "%.2f")")` and `format:` inside a `Text`'s interpolation.
  @Test func anInterpolationsSpecifierFormatsItsValue() throws {
    let scene = try TestScene(
      source: """
        struct Total: View {
          let price = 150.0
          let share = 0.5
          var body: some View {
            VStack {
              Text("$\\(price, specifier: "%.2f")")
              Text("\\(share, format: .percent) done")
            }
          }
        }
        """, root: "Total")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["$150.00", "50% done"])
  }

  /// `TextField(_:value:format:)`: the field shows the value as the style writes it, and typed
  /// text is parsed as a number of the value's kind (here at each keystroke: "10" then "5"
  /// typed is 105).
  @Test func aTextFieldOfAFormattedValue() throws {
    let scene = try TestScene(
      source: """
        struct Limit: View {
          @State private var limit = 10
          @State private var price = 2.5
          var body: some View {
            VStack {
              TextField("Pins", value: $limit, format: .number)
              TextField("Price", value: $price, format: .currency(code: "USD"))
            }
          }
        }
        """, root: "Limit")
    let fields = scene.first.tree.nodes(ofType: "TextField")
    #expect(fields.map(\.value) == [.string("10"), .string("$2.50")])
    let typed = try scene.perform(#"type "5" into "Pins""#)
    #expect(typed.tree.state("limit") == .int(105))
  }

  /// A style made by its type's initializer is the style its shorthand names
  /// (`FloatingPointFormatStyle<Double>.Currency(code:)` is `.currency(code:)`, Apple); until
  /// session 20 `Text(_:format:)` stopped as not simulated (WeSplit, sample 42). Expected by
  /// hand in US English: 12.5 dollars, 1 250 per cent, 12.5, 7 dollars.
  @Test func aStyleMadeByItsTypeIsItsShorthand() throws {
    let scene = try TestScene(
      source: """
        struct Split: View {
          let total = 12.5
          var currency: FloatingPointFormatStyle<Double>.Currency {
            FloatingPointFormatStyle<Double>.Currency(code: "USD")
          }
          var body: some View {
            VStack {
              Text(total, format: currency)
              Text(total, format: FloatingPointFormatStyle<Double>.Percent())
              Text(total, format: FloatingPointFormatStyle<Double>())
              Text(7, format: IntegerFormatStyle<Int>.Currency(code: "USD"))
            }
          }
        }
        """, root: "Split")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["$12.50", "1,250%", "12.5", "$7.00"])
  }
}
