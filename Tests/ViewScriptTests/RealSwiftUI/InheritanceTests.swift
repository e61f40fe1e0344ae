import IdentityEngine
import Testing

@testable import ViewScript

/// Class inheritance as Swift defines it (the Swift Programming Language, "Inheritance" and
/// "Initialization"; docs/semantics.md, "Classes that inherit"): a subclass has its program
/// superclass's properties, methods and conformances, overrides win, `super.method()` runs the
/// superclass's own declaration and `super.init(…)` its initializer; a framework superclass
/// (`NSObject`) is not simulated and its `super.init()` does nothing. Scenes of our own;
/// expected texts worked out by hand.
@Suite struct InheritanceTests {
  @Test func aSubclassInheritsOverridesAndCallsSuper() throws {
    let scene = try TestScene(
      source: """
        class Animal: ObservableObject {
          @Published var name: String
          init(name: String) { self.name = name }
          func sound() -> String { "..." }
          func describe() -> String { name + " says " + sound() }
        }

        final class Dog: Animal {
          var tricks = 2
          init() { super.init(name: "Rex") }
          override func sound() -> String { "woof" }
          override func describe() -> String { super.describe() + " and knows \\(tricks) tricks" }
        }

        struct Pet: View {
          @StateObject private var dog = Dog()
          var body: some View {
            VStack {
              Text(dog.describe())
              Button("Rename") { dog.name = "Max" }
            }
          }
        }
        """, root: "Pet")
    #expect(scene.first.error == nil)
    // `describe()` is `Animal`'s through `super`; its `sound()` is `Dog`'s override.
    #expect(scene.first.tree.texts == ["Rex says woof and knows 2 tricks"])
    // `name` is `@Published` in the superclass: writing it on a `Dog` updates the view.
    let renamed = try scene.perform(#"tap "Rename""#)
    #expect(renamed.tree.texts == ["Max says woof and knows 2 tricks"])
  }

  @Test func aSubclassWithoutInitializersInheritsTheSuperclasses() throws {
    let scene = try TestScene(
      source: """
        class Counter {
          var count: Int
          init(start: Int) { count = start }
        }
        final class Tally: Counter {
          var label = "tally"
        }
        struct Show: View {
          let tally = Tally(start: 5)
          var body: some View { Text("\\(tally.label) \\(tally.count)") }
        }
        """, root: "Show")
    #expect(scene.first.tree.texts == ["tally 5"])
  }

  @Test func aFrameworkSuperclassesInitializerDoesNothing() throws {
    let scene = try TestScene(
      source: """
        final class Locator: NSObject, ObservableObject {
          @Published var status = "unknown"
          override init() {
            super.init()
            status = "ready"
          }
        }
        struct Ask: View {
          @StateObject private var locator = Locator()
          var body: some View { Text(locator.status) }
        }
        """, root: "Ask")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["ready"])
  }

  /// In a class whose superclass is a framework's (`class Globe: Entity`), a name the program
  /// does not declare is the framework's member: reading or calling it gives an opaque value,
  /// writing it does nothing. In a class of the program's alone, it stays an error.
  @Test func aFrameworkSuperclassesMembersAreOpaque() throws {
    let scene = try TestScene(
      source: """
        final class Globe: Entity {
          var turns = 0
          func spin() {
            scale *= 2
            addChild(Entity())
            turns += 1
          }
        }
        struct Space: View {
          let globe = Globe()
          @State private var spun = 0
          var body: some View {
            Button("Spin \\(spun)") { globe.spin(); spun = globe.turns }
          }
        }
        """, root: "Space")
    #expect(try scene.perform(#"tap "Spin 0""#).tree.state("spun") == .int(1))
    let program = try ScriptProgram.compile(
      source: """
        final class Plain {
          func spin() { scale *= 2 }
        }
        struct Space: View {
          let plain = Plain()
          var body: some View { Button("Spin") { plain.spin() } }
        }
        """, path: "Space.swift")
    let run = try program.simulate(root: "Space")
    // A gesture's action reports its failure in the step (`tap`), a statement's by throwing.
    let failed: Bool
    do { failed = try run.perform(#"tap "Spin""#).outcome.error != nil } catch { failed = true }
    #expect(failed)
  }
}
