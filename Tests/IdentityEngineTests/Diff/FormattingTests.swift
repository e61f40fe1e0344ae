import IdentityEngine
import Testing

/// Value display, Swift type names and identity strings.
@Suite struct FormattingTests {
  @Test func valuesPrintReadably() {
    #expect(Value.s("Nimbus").displayDescription == "\"Nimbus\"")
    #expect(Value.color("green").displayDescription == "green")
    #expect(Value.int(3).displayDescription == "3")
    #expect(Value.null.displayDescription == "nil")
    #expect(Value.uuid(2).displayDescription == "UUID-2")
    #expect(Value.array([.int(1), .int(2)]).displayDescription == "[1, 2]")
    #expect(
      Bench.ship("a", "A", "red").displayDescription == "Ship(id: \"a\", name: \"A\", tint: red)")
    #expect(Value.enumCase(type: "Field", name: "name", payload: []).displayDescription == ".name")
    #expect(Value.range(lower: 0, upper: 5, closed: false).displayDescription == "0..<5")
    #expect(Value.s("Test").interpolatedDescription == "Test")
  }

  @Test func swiftTypeNames() {
    let counter = ViewDescription.custom(custom("Counter") { _ in text("") })
    #expect(counter.swiftTypeName == "Counter")
    #expect(
      counter.modifier("padding", .null).swiftTypeName == "ModifiedContent<Counter, _PaddingLayout>"
    )
    #expect(vstack(text("a"), text("b")).swiftTypeName == "VStack<TupleView<(Text, Text)>>")
    #expect(counter.id(.int(1)).swiftTypeName == "IDView<Counter, Int>")
    #expect(ifOnly(true, counter).swiftTypeName == "Optional<Counter>")
  }

  /// Identity strings stay identical across steps for a surviving view.
  @Test func identitiesAreStable() {
    let registry = Registry()
    let sim = listSimulation(["a", "b"], registry: registry)
    let first = sim.start().tree.allNodes.map(\.identity)
    let second = sim.setItems(["b", "a"]).tree.allNodes.map(\.identity)
    #expect(Set(first) == Set(second))
    #expect(first.contains("Root/VStack/0/ForEach/\"a\"/Counter/Text"))
  }

  @Test func outcomeDumpHasSections() {
    let sim = rootSimulation([]) { _ in text("hi").onAppear {} }
    expectLines(
      sim.start().dump(),
      """
      Root @Root
      └─ Text @Root/Text "hi" .onAppear
      events:
        create Root
        create Root/Text
        appear Root/Text
      """)
  }
}
