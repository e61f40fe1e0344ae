import IdentityEngine
import Testing

/// Scenarios 27–29 and 32–33 of the reference (§b B6, B7): duplicate and unstable ids.
@Suite struct DuplicateAndUnstableIDTests {
  private static let positions: [(Int, String)] = [(1, "First"), (2, "Second"), (1, "Third")]

  /// Scenario 27: an eager stack shows the first occurrence again, and warns once.
  @Test func eagerStackRepeatsFirstOccurrence() {
    let sim = rootSimulation([("n", .int(0))]) { root in
      vstack(
        forEach(Self.positions.map { .int($0.0) }, dataType: "Array<Position>", idType: "Int") {
          text(Self.positions[$0].1)
        })
    }
    let first = sim.start()
    expectLines(
      first.tree.dump(relativeIdentities: true),
      """
      Root @Root state(n: 0)
      └─ VStack @VStack
         └─ ForEach @0/ForEach
            ├─ Text @1/Text "First"
            ├─ Text @2/Text "Second"
            └─ Text @1/Text "First"
      """)
    #expect(
      first.warnings.map(\.consoleText) == [
        "ForEach<Array<Position>, Int, Text>: the ID 1 occurs multiple times within the "
          + "collection, this will give undefined results!"
      ])
    let again = sim.set("n", .int(1))
    #expect(again.warnings.isEmpty)
  }

  /// Scenario 28: duplicates with `\.self` share one state: tapping the third row changes
  /// the first.
  @Test func duplicatesShareState() {
    let registry = Registry()
    let sim = listSimulation(["a", "b", "a"], registry: registry)
    let first = sim.start()
    #expect(texts(first.tree) == ["a:0", "b:0", "a:0"])
    #expect(
      first.warnings.map(\.consoleText) == [
        "ForEach<Array<String>, String, ModifiedContent<ModifiedContent<Counter, "
          + "_AppearanceActionModifier>, _AppearanceActionModifier>>: the ID a occurs multiple "
          + "times within the collection, this will give undefined results!"
      ])
    #expect(first.lines(.create).count == 2 + 2 * 2 + 1)
    let tapped = sim.perform { registry["\"a\"/Counter"]?["n"] = .int(3) }
    #expect(texts(tapped.tree) == ["a:3", "b:0", "a:3"])
  }

  /// Scenario 29: a lazy container adds the layout warning and marks the rows undefined.
  @Test func lazyContainerDuplicatesAreUndefined() {
    let registry = Registry()
    let sim = listSimulation(
      ["Thinkertoys", "b", "Thinkertoys"], registry: registry,
      container: .lazyVStack)
    let outcome = sim.start()
    #expect(outcome.warnings.count == 2)
    #expect(
      outcome.warnings.last?.consoleText
        == "LazyVStackLayout: the ID Thinkertoys is used by multiple "
        + "child views, this will give undefined results!")
    let rows = outcome.tree.children[0].children[0].children
    #expect(rows.map(\.isUndefined) == [true, false, true])
    #expect(outcome.tree.dump(relativeIdentities: true).contains("(undefined)"))
  }

  /// Scenario 32: ids computed as `UUID()` churn every row whenever the parent re-renders.
  @Test func computedUUIDChurnsOnParentUpdate() {
    let registry = Registry()
    let uuids = UUIDSource()
    let sim = rootSimulation([("other", .int(0))], registry: registry) { root in
      _ = root["other"]
      let ids = (0..<3).map { _ in uuids.next() }
      return vstack(
        forEach(ids, dataType: "Array<Pet>", idType: "UUID") { index in
          counter(registry, label: "pet\(index):", typeName: "PetRow")
            .onAppear { registry.log.append("A\(index)") }
            .onDisappear { registry.log.append("D\(index)") }
        })
    }
    sim.start()
    sim.perform { registry["UUID-1/PetRow"]?["n"] = .int(3) }
    registry.log = []
    let outcome = sim.set("other", .int(1), animated: true)
    #expect(texts(outcome.tree) == ["pet0:0", "pet1:0", "pet2:0"])
    #expect(registry.log == ["A0", "A1", "A2", "D0", "D1", "D2"])
    #expect(outcome.lines(.transition).count == 6)
    #expect(
      outcome.events.filter { $0.kind == .transition }.allSatisfy {
        $0.transitionIsAnimated == true
      })
    #expect(
      outcome.tree.children[0].children[0].children.map(\.identity) == [
        "Root/VStack/0/ForEach/UUID-4/PetRow", "Root/VStack/0/ForEach/UUID-5/PetRow",
        "Root/VStack/0/ForEach/UUID-6/PetRow",
      ])
  }

  /// Scenario 33: `.id(UUID())` in a body resets its subtree on every evaluation of that body
  /// and restarts a task inside.
  @Test func idUUIDInBodyResets() {
    let registry = Registry()
    let uuids = UUIDSource()
    let sim = rootSimulation([("other", .int(0))], registry: registry) { root in
      _ = root["other"]
      return counter(registry).task { registry.log.append("task") }.id(uuids.next())
    }
    sim.start()
    sim.perform { registry["Counter"]?["n"] = .int(3) }
    let outcome = sim.set("other", .int(1))
    #expect(outcome.tree.children[0].state[0].value == .int(0))
    #expect(
      outcome.lines(.taskCancel, .taskStart) == [
        "taskCancel Root/id=UUID-1/Counter", "taskStart Root/id=UUID-2/Counter",
      ])
    #expect(registry.log == ["task", "task"])
  }
}

/// Hands out `UUID-1`, `UUID-2`, … like the front end's `UUID()`.
final class UUIDSource {
  private var serial = 0
  func next() -> Value {
    serial += 1
    return .uuid(serial)
  }
}
