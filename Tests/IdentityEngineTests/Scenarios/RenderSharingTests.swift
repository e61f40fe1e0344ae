import IdentityEngine
import Testing

/// A step's tree holds the previous step's storage for every subtree that renders the same,
/// and a subtree that changed is new (docs/performance.md, "memory per row").
@Suite struct RenderSharingTests {
  /// Whether two arrays are one buffer (not two equal copies).
  private func isOneBuffer<Element>(_ lhs: [Element], _ rhs: [Element]) -> Bool {
    lhs.withUnsafeBufferPointer { left in
      rhs.withUnsafeBufferPointer { right in left.baseAddress == right.baseAddress }
    }
  }

  private func row(_ tree: RenderedNode, _ id: String) throws -> RenderedNode {
    try #require(tree.first { $0.identity.hasSuffix("/\"\(id)\"/Counter") })
  }

  @Test func unchangedRowsAreSharedAndAChangedRowIsNew() throws {
    let registry = Registry()
    let sim = listSimulation(["a", "b", "c"], registry: registry)
    let first = sim.start()
    let second = sim.perform { registry["\"b\"/Counter"]?["n"] = .int(5) }
    #expect(texts(first.tree) == ["a:0", "b:0", "c:0"])
    #expect(texts(second.tree) == ["a:0", "b:5", "c:0"])
    for id in ["a", "c"] {
      #expect(isOneBuffer(try row(first.tree, id).children, try row(second.tree, id).children))
    }
    #expect(!isOneBuffer(try row(first.tree, "b").children, try row(second.tree, "b").children))
    #expect(try row(second.tree, "b").state.map(\.value) == [.int(5)])
  }

  @Test func movedRowsAreFoundByIdentity() throws {
    let registry = Registry()
    let sim = listSimulation(["a", "b", "c"], registry: registry)
    let first = sim.start()
    let reversed = sim.setItems(["c", "b", "a"])
    #expect(texts(reversed.tree) == ["c:0", "b:0", "a:0"])
    for id in ["a", "b", "c"] {
      #expect(isOneBuffer(try row(first.tree, id).children, try row(reversed.tree, id).children))
    }
  }

  @Test func stateStorageKeepsDeclarationOrderAndUndeclaredWrites() {
    let storage = StateStorage(
      identity: "Root", values: [("a", .int(1)), ("b", .int(2)), ("a", .int(3))])
    #expect(storage.entries.map(\.name) == ["a", "b", "a"])
    #expect(storage.entries.map(\.value) == [.int(3), .int(2), .int(3)])
    storage["c"] = .int(4)
    storage["a"] = .int(7)
    #expect(storage["c"] == .int(4))
    #expect(storage["missing"] == .null)
    #expect(storage.entries.map(\.value) == [.int(7), .int(2), .int(7)])
  }

  /// What a live wrapper node, a step's event list and a rendered node hold inline.
  @Test func valuesStayNarrow() {
    let word = MemoryLayout<Int>.size
    #expect(MemoryLayout<Modifier>.size <= 3 * word + 1)
    #expect(MemoryLayout<Event>.stride <= 5 * word)
    #expect(MemoryLayout<RenderedNode>.stride <= 15 * word)
  }
}
