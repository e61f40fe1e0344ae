import Foundation
import IdentityEngine
import Testing

@testable import ViewScript

/// Rules the fifty-ninth unseen sample found missing, each with a scene of our own. Expected
/// values come from the language and Apple's documentation, written before running.
@Suite struct UnseenCodeRules59Tests {
  /// `UIAccessibility`'s settings are the simulated iPhone's, the same device the environment
  /// describes: reduce motion off, so a view that picks its animation on it animates.
  @Test func accessibilitySettingsAreTheSimulatedDevices() throws {
    let scene = try TestScene(
      source: """
        struct Pulse: View {
          @State private var big = false
          private var motion: Animation? { UIAccessibility.isReduceMotionEnabled ? nil : .easeIn }
          var body: some View {
            VStack {
              Text(UIAccessibility.isVoiceOverRunning ? "spoken" : "shown")
              Text(UIAccessibility.isBoldTextEnabled ? "bold" : "regular")
              Button("Grow") { big.toggle() }.animation(motion, value: big)
            }
          }
        }
        """, root: "Pulse")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["shown", "regular"])
    let button = try #require(scene.first.tree.nodes(ofType: "Button").first)
    let animation = try #require(button.modifier("animation"))
    #expect("\(animation)".contains("easeIn"), "\(animation)")
  }

  /// `self { … }` in a type that declares `callAsFunction` calls the instance (SE-0253), as
  /// `registry { … }` from outside does.
  @Test func selfIsCallableWhereTheTypeDeclaresCallAsFunction() throws {
    let scene = try TestScene(
      source: """
        final class Registry {
          func callAsFunction(_ make: () -> String) -> String { make().uppercased() }
          var greeting: String { self { "hello" } }
        }
        struct Greeting: View {
          let registry = Registry()
          var body: some View { VStack { Text(registry.greeting); Text(registry { "outside" }) } }
        }
        """, root: "Greeting")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["HELLO", "OUTSIDE"])
  }

  /// `.init(rawValue: 0)!` where the context expects `Self`: the operand of `!` is a `Self?`, and
  /// an implicit member of an optional context is the wrapped type's ("Implicit Member
  /// Expression", The Swift Programming Language).
  @Test func anImplicitInitializerUnderForceUnwrapIsTheContextsType() throws {
    let scene = try TestScene(
      source: """
        struct Seed {
          static var zero: Self { .init(rawValue: 0)! }
          static var seven: Seed { .init(text: "7")! }
          let rawValue: Int
          init?(rawValue: Int) { self.rawValue = rawValue }
          init?(text: String) {
            guard let value = Int(text) else { return nil }
            self.init(rawValue: value)
          }
        }
        struct Seeds: View {
          var body: some View {
            VStack { Text("\\(Seed.zero.rawValue)"); Text("\\(Seed.seven.rawValue)") }
          }
        }
        """, root: "Seeds")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["0", "7"])
  }

  /// `Number(text)` inside a view generic over `Number: LosslessStringConvertible` is the
  /// initializer of the type `Number` is bound to (here `Int`, through the binding given): typing
  /// "12" parses to 12, and text that is no number leaves the value as it was.
  @Test func aGenericParameterCalledIsTheTypeItIsBoundTo() throws {
    let scene = try TestScene(
      source: """
        struct AmountField<Number: LosslessStringConvertible>: View {
          @Binding var amount: Number
          @State private var text = ""
          var body: some View {
            TextField("Amount", text: $text)
              .onChange(of: text) { _, newText in
                if let parsed = Number(newText) { amount = parsed }
              }
          }
        }
        struct Grams: View {
          @State private var grams = 250
          var body: some View { VStack { AmountField(amount: $grams); Text("\\(grams + 1)") } }
        }
        """, root: "Grams")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    let typed = try scene.perform(#"type "12" into "Amount""#)
    #expect(typed.error == nil, "\(String(describing: typed.error))")
    #expect(typed.tree.texts == ["13"])
    let letters = try scene.perform(#"type "x" into "Amount""#)
    #expect(letters.tree.texts == ["13"])
  }

  /// `Section("details_header") { … }` and `TextField("name_field", text:)` take their literal
  /// titles as `LocalizedStringKey`s (Apple: `Section.init(_ titleKey:content:)`,
  /// `TextField.init(_ titleKey:text:)`), looked up in the app's table as `Text`'s are; a
  /// `String` value stays as written.
  @Test func sectionAndTextFieldTitlesAreLookedUp() throws {
    let (project, app) = try StringCatalogTests.appProject()
    defer { try? FileManager.default.removeItem(at: project) }
    let strings = app.appendingPathComponent("en.lproj")
    try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
    try """
    "details_header" = "Details";
    "name_field" = "Name";
    """.write(
      to: strings.appendingPathComponent("Localizable.strings"), atomically: true,
      encoding: .utf8)
    let scene = try TestScene(
      source: """
        struct EditForm: View {
          @State private var name = ""
          let plain = "name_field"
          var body: some View {
            Form {
              Section("details_header") {
                TextField("name_field", text: $name)
                TextField(plain, text: $name)
              }
            }
          }
        }
        """, root: "EditForm", path: app.appendingPathComponent("EditForm.swift").path)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    let section = try #require(scene.first.tree.nodes(ofType: "Section").first)
    #expect(section.modifier("header") == .string("Details"))
    #expect(scene.first.tree.nodes(ofType: "TextField").map(\.label) == ["Name", "name_field"])
  }

  /// Two subscripts of one label and different parameter types: the one whose parameter is
  /// the argument's type runs, whichever is declared first ("Subscripts", The Swift
  /// Programming Language: the subscript is "inferred based on the types of the value or values
  /// contained within the subscript brackets").
  @Test(arguments: [true, false])
  func overloadedSubscriptsArePickedByTheArgumentsType(enumFirst: Bool) throws {
    let bySeat = "subscript(i: Seat) -> String { riders[i.rawValue] + \"!\" }"
    let byIndex = "subscript(i: Int) -> String { riders[i] }"
    let scene = try TestScene(
      source: """
        enum Seat: Int { case front, middle, back }
        struct Bus {
          var riders = ["Ana", "Ben", "Cy"]
          \(enumFirst ? bySeat : byIndex)
          \(enumFirst ? byIndex : bySeat)
        }
        struct Seats: View {
          let bus = Bus()
          var body: some View { VStack { Text(bus[Seat.middle]); Text(bus[2]) } }
        }
        """, root: "Seats")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Ben!", "Cy"])
  }

  /// `Scope.$mode.withValue(v) { … }` of `@TaskLocal static var mode` runs the operation with
  /// `mode` reading `v`, nested bindings inside it too, and gives `mode` its value back after
  /// (Apple, `TaskLocal.withValue(_:operation:file:line:)`: "Binds the task-local to the specific
  /// value for the duration of the synchronous operation").
  @Test func aTaskLocalIsBoundForItsOperation() throws {
    let scene = try TestScene(
      source: """
        enum Scope {
          @TaskLocal static var mode = "live"
        }
        func labelled() -> String {
          Scope.$mode.withValue("preview") {
            Scope.mode + "/" + Scope.$mode.withValue("inner") { Scope.mode } + "/" + Scope.mode
          }
        }
        struct Badge: View {
          var body: some View { VStack { Text(labelled()); Text(Scope.mode); Text(Scope.$mode.get()) } }
        }
        """, root: "Badge")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["preview/inner/preview", "live", "live"])
  }

  /// `-9223372036854775808` is a negative integer literal (`Int.min`): the minus belongs to the
  /// literal ("Literals", The Swift Programming Language), so a range written with it is valid.
  @Test func aNegativeLiteralReachesIntMin() throws {
    let scene = try TestScene(
      source: """
        struct Seeds: View {
          var body: some View {
            VStack {
              Text("\\(-9223372036854775808 == Int.min)")
              Text("\\(-9223372036854775808...9223372036854775807 ~= 42)")
              Text("\\(-1_000)")
            }
          }
        }
        """, root: "Seeds")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["true", "true", "-1000"])
  }
}
