import Basics
import IdentityEngine
import Localization
import Testing

@testable import ViewScript

/// Members of Swift's and Foundation's types that apps use (docs/semantics.md, "Standard
/// library values as apps extend and use them"), and the message for one idlab does not
/// simulate, which must not say the code is wrong. Expected values from Swift's and
/// Foundation's documented behaviour, worked out by hand.
@Suite struct LibraryMembersTests {
  @Test func stringsAndCharactersAsAppsUseThem() throws {
    let scene = try TestScene(
      source: """
        struct Clean: View {
          let stamp = "3/21/22, 9:41"
          var hex: String {
            var code = "#ff8800"
            if code.hasPrefix("#") { code.removeFirst() }
            code.removeLast(2)
            return code
          }
          var body: some View {
            VStack {
              Text(hex)
              Text(String(stamp.filter { $0.isNumber }))
              Text(String("abc".reversed()))
              Text("a b&c".addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? "-")
              Text("a%20b".removingPercentEncoding ?? "-")
              Text("\\("x".first?.isLetter == true) \\("7".first?.wholeNumberValue ?? 0)")
            }
          }
        }
        """, root: "Clean")
    #expect(scene.first.error == nil)
    #expect(
      scene.first.tree.texts == ["ff88", "32122941", "cba", "a%20b&c", "a b", "true 7"])
  }

  @Test func dateAddingZeroIsTheSameDate() throws {
    let scene = try TestScene(
      source: """
        struct Clock: View {
          @State private var startedAt = Date().addingTimeInterval(.zero)
          var body: some View { Text(startedAt == Date() ? "now" : "later") }
        }
        """, root: "Clock")
    #expect(scene.first.tree.texts == ["now"])
  }

  /// A library type's member idlab does not simulate: S206, whose message does not say the code
  /// is wrong; a member missing from the program's own type stays S202.
  @Test(arguments: [
    (Language.en, "`shouted` is not among the members of `String` that idlab simulates"),
    (Language.es, "`shouted` no está entre los miembros de `String` que simula idlab"),
  ])
  func aLibraryMemberIdlabDoesNotSimulateIsSaidSo(language: Language, message: String) throws {
    let library = try ScriptProgram.compile(
      source: """
        struct Shout: View {
          let word = "hi"
          var body: some View { Text(word.shouted()) }
        }
        """, path: "Shout.swift")
    #expect(throws: ScriptDiagnostics.self) { try library.simulate(root: "Shout") }
    do {
      _ = try library.simulate(root: "Shout")
    } catch {
      let diagnostic = try #require(error.diagnostics.first)
      #expect(diagnostic.code == "S206")
      #expect(try realLocalizer(language)(diagnostic.messageKey, diagnostic.arguments) == message)
    }
    let own = try ScriptProgram.compile(
      source: """
        struct Person { var name = "Ada" }
        struct Card: View {
          let person = Person()
          var body: some View { Text(person.nickname) }
        }
        """, path: "Card.swift")
    do {
      _ = try own.simulate(root: "Card")
      Issue.record("a member the program's type does not declare must fail")
    } catch {
      #expect(error.diagnostics.first?.code == "S202")
    }
  }

  /// Bitwise operators and Swift's shifts on integers (`(rgb >> 16) & 0xFF`), compound ones
  /// included. Values computed by hand: 0xFF8800 >> 16 = 0xFF = 255; 0x88 = 136; 1 << 4 = 16.
  @Test func bitwiseOperatorsAndShifts() throws {
    let scene = try TestScene(
      source: """
        struct Hex: View {
          let rgb = 0xFF8800
          var flags: Int {
            var value = 1
            value <<= 4
            value |= 0b1
            return value ^ 0b11
          }
          var body: some View {
            Text("\\((rgb >> 16) & 0xFF) \\((rgb >> 8) & 0xFF) \\(flags) \\(1 << 64)")
          }
        }
        """, root: "Hex")
    #expect(scene.first.tree.texts == ["255 136 18 0"])
  }

  /// A leading-dot `.constant(v)` where a control or modifier takes a binding is
  /// `Binding.constant(v)`: it reads `v`, and writes do nothing.
  @Test func aConstantBindingWhereAControlTakesOne() throws {
    let scene = try TestScene(
      source: """
        struct Flags: View {
          var body: some View {
            VStack {
              Toggle("On", isOn: .constant(true))
              Text("Chat").sheet(isPresented: .constant(false)) { Text("Sheet") }
            }
          }
        }
        """, root: "Flags")
    #expect(scene.first.error == nil)
    let toggle = try #require(scene.first.tree.allNodes.first { $0.type == "Toggle" })
    #expect(toggle.value == .bool(true))
    #expect(
      try scene.perform(#"toggle "On""#).tree.allNodes.first { $0.type == "Toggle" }?.value
        == .bool(true))
  }

  /// A condition on a library value idlab carries without computing it stops with S205, not
  /// with a claim that the code is wrong (an `Angle`'s `animatableData`; its `radians` and
  /// `degrees` are computed since session 18).
  @Test func aConditionOnAnUncomputedLibraryValueIsNotKnown() throws {
    let program = try ScriptProgram.compile(
      source: """
        struct Badge: View {
          var body: some View { Text(label()) }
          func label() -> String {
            let angle = Angle.degrees(30).animatableData
            if angle.isZero { return "zero" }
            return "some"
          }
        }
        """, path: "Badge.swift")
    do {
      _ = try program.simulate(root: "Badge")
      Issue.record("a condition on an uncomputed value must stop the run")
    } catch {
      #expect(error.diagnostics.map { "\($0.code) \($0.line)" } == ["S205 5"])
    }
  }

  /// Apple's C constants are named `k` and a framework's prefix (`kIOMainPortDefault`): an SDK
  /// name, opaque, like `IONotificationPortCreate`.
  @Test func anSDKConstantIsAnSDKName() {
    #expect(AppleSDKNames.framework(of: "kIOMainPortDefault") == "IOKit")
    #expect(AppleSDKNames.framework(of: "IONotificationPortCreate") == "IOKit")
    #expect(AppleSDKNames.framework(of: "kSecClass") == "Security")
    #expect(AppleSDKNames.framework(of: "kind") == nil)
    #expect(AppleSDKNames.framework(of: "kMaximumRows") == nil)
  }

  /// `CGFloat.random(in:)` and `Float.random(in:)` are floating-point values in the range, as
  /// `Double.random(in:)` is.
  @Test func aFloatingRandomOfEveryWidthIsInItsRange() throws {
    let scene = try TestScene(
      source: """
        struct Dots: View {
          let x = CGFloat.random(in: 0...300)
          let y = Float.random(in: 1..<2)
          var body: some View { Text(x >= 0 && x <= 300 && y >= 1 && y < 2 ? "in" : "out") }
        }
        """, root: "Dots")
    #expect(scene.first.tree.texts == ["in"])
  }

  /// `self = Color(…)` in an extension's initializer; `Int(text, radix: 16)`; a string's
  /// `dropFirst()` is text. Worked out by hand: 0xff8000 is red 255, green 128, blue 0.
  @Test func aHexColourInitializerAsAppsWriteIt() throws {
    let scene = try TestScene(
      source: """
        extension Color {
          init(hex: String) {
            let value = Int(hex.dropFirst(), radix: 16) ?? 0
            self = Color(red: Double((value >> 16) & 0xFF), green: Double((value >> 8) & 0xFF), blue: Double(value & 0xFF))
          }
        }
        struct Swatch: View {
          var body: some View {
            VStack {
              Text("\\(Int("ff", radix: 16) ?? -1) \\(Int("zz", radix: 16) ?? -1) \\("#abc".dropFirst())")
              Text("x").foregroundColor(Color(hex: "#ff8000"))
            }
          }
        }
        """, root: "Swatch")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts.first == "255 -1 abc")
    let swatch = try #require(scene.first.tree.allNodes.first { $0.text == "x" })
    #expect(
      swatch.modifier("foregroundColor") == .color("Color(red: 255.0, green: 128.0, blue: 0.0)"))
  }

  /// `self = .fast` in an enum's initializer replaces the value, as in a structure's.
  @Test func anEnumInitializerAssignsSelf() throws {
    let scene = try TestScene(
      source: """
        enum Speed {
          case slow, fast
          init(isQuick: Bool) { self = isQuick ? .fast : .slow }
        }
        struct Gauge: View {
          var body: some View { Text("\\(Speed(isQuick: true))") }
        }
        """, root: "Gauge")
    #expect(scene.first.tree.texts == ["fast"])
  }

  /// A library method whose argument is opaque gives an opaque value, never a claim that the
  /// method is missing.
  @Test func aLibraryMethodOfAnOpaqueArgumentIsOpaque() throws {
    let scene = try TestScene(
      source: """
        struct Later: View {
          let start = Date()
          var body: some View { Text("\\(start.advanced(by: Calendar.current.dayInterval))") }
        }
        """, root: "Later")
    #expect(scene.first.error == nil)
    // An SDK type's member idlab lacks is named after the type and the member.
    #expect(scene.first.tree.texts == ["‹Calendar.dayInterval›"])
  }

  /// Darwin's `arc4random_uniform(n)`, `arc4random()`, `drand48()` draw from the run's seeded
  /// generator within their ranges; `mach_absolute_time()` counts the virtual clock in
  /// nanoseconds (two seconds waited: 2 000 000 000).
  @Test func darwinsRandomAndClockFunctions() throws {
    let scene = try TestScene(
      source: """
        struct Dice: View {
          let roll = Int(arc4random_uniform(6))
          let big = arc4random()
          let unit = drand48()
          let start = mach_absolute_time()
          @State private var elapsed = 0
          var body: some View {
            VStack {
              Text(roll >= 0 && roll < 6 && big >= 0 && unit >= 0 && unit < 1 ? "in" : "out")
              Button("Lap \\(elapsed)") { elapsed = Int(mach_absolute_time() - start) }
            }
          }
        }
        """, root: "Dice")
    #expect(scene.first.tree.texts == ["in"])
    try scene.perform("wait 2s")
    #expect(try scene.perform(#"tap "Lap 0""#).tree.state("elapsed") == .int(2_000_000_000))
  }
}
