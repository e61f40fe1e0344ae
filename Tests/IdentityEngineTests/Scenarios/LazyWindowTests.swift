import IdentityEngine
import Testing

/// The lazy window (rules 19, 23): only `lazyVisibleRows` rows of a lazy container exist.
@Suite struct LazyWindowTests {
  @Test func insertionPushesLastVisibleRowOut() {
    let registry = Registry()
    var options = Simulation.Options()
    options.lazyVisibleRows = 3
    let sim = listSimulation(
      ["a", "b", "c", "d"], registry: registry, container: .list,
      options: options)
    let first = sim.start()
    #expect(texts(first.tree) == ["a:0", "b:0", "c:0"])
    #expect(registry.log == ["A a", "A b", "A c"])
    registry.log = []
    let outcome = sim.setItems(["z", "a", "b", "c", "d"])
    #expect(texts(outcome.tree) == ["z:0", "a:0", "b:0"])
    #expect(registry.log == ["A z", "D c"])
  }

  /// The rows past the window are counted on the `ForEach` (its `unbuiltRows`), and the count
  /// follows the data: none once every row fits.
  @Test func rowsPastTheWindowAreCounted() throws {
    var options = Simulation.Options()
    options.lazyVisibleRows = 3
    let sim = listSimulation(
      ["a", "b", "c", "d", "e"], registry: Registry(), container: .list, options: options)
    let first = sim.start()
    let forEach = try #require(first.tree.allNodes.first { $0.type == "ForEach" })
    #expect(forEach.unbuiltRows == 2)
    let shorter = sim.setItems(["a", "b"])
    let after = try #require(shorter.tree.allNodes.first { $0.type == "ForEach" })
    #expect(after.unbuiltRows == nil)
    #expect(after.children.count == 2)
  }

  /// The window passes through a `Section` but not through a `VStack` inside a row.
  @Test func windowPassesThroughSections() {
    var options = Simulation.Options()
    options.lazyVisibleRows = 2
    let sim = rootSimulation([], options: options) { _ in
      list(
        .container(
          .section,
          [
            forEach([.s("a"), .s("b"), .s("c")]) { index in
              vstack(text("row \(index)"), text("detail \(index)"))
            }
          ]))
    }
    let outcome = sim.start()
    #expect(texts(outcome.tree) == ["row 0", "detail 0", "row 1", "detail 1"])
  }

  /// Rows removed with `.transition(.identity)` disappear before new rows appear.
  @Test func identityTransitionRowsDisappearFirst() {
    let registry = Registry()
    let sim = rootSimulation([("items", .array([.s("a")]))]) { root in
      guard case .array(let items) = root["items"] else { return .empty }
      return forEach(items) { index in
        let name = items[index].interpolatedDescription
        return text(name).transition("identity")
          .onAppear { registry.log.append("A \(name)") }
          .onDisappear { registry.log.append("D \(name)") }
      }
    }
    sim.start()
    let outcome = sim.set("items", .array([.s("b")]))
    #expect(registry.log == ["A a", "D a", "A b"])
    #expect(
      outcome.lines(.transition) == [
        "transition Root/ForEach/\"a\"/Text removal identity",
        "transition Root/ForEach/\"b\"/Text insertion identity",
      ])
  }
}
