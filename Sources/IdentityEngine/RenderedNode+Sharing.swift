// MARK: - Sharing unchanged subtrees between steps

extension RenderedNode {
  /// Whether `other` renders exactly as this node: every field, every child.
  ///
  /// Arrays that share their storage are equal without a look at their elements, so a subtree
  /// taken over from the previous step compares in a step per node.
  func isSame(as other: RenderedNode) -> Bool {
    type == other.type && identity == other.identity && text == other.text
      && label == other.label && value == other.value && inputs == other.inputs
      && isUndefined == other.isUndefined && isFocused == other.isFocused
      && isShape == other.isShape && isUnmodelled == other.isUnmodelled
      && bounds == other.bounds
      && presentation == other.presentation && shownTab == other.shownTab && face == other.face
      && labelColors == other.labelColors
      && unbuiltRows == other.unbuiltRows
      && Self.same(state, other.state) && Self.same(modifiers, other.modifiers)
      && Self.same(children, other.children, by: { $0.isSame(as: $1) })
  }

  /// `fresh`, or `old` when it renders the same: the new step's tree then holds the previous
  /// step's storage instead of a copy of it.
  static func sharing(_ fresh: RenderedNode, with old: RenderedNode?) -> RenderedNode {
    if let old, old.isSame(as: fresh) { return old }
    return fresh
  }

  private static func same(
    _ lhs: [(name: String, value: Value)], _ rhs: [(name: String, value: Value)]
  ) -> Bool {
    same(lhs, rhs, by: { $0.name == $1.name && $0.value == $1.value })
  }

  private static func same<Element>(
    _ lhs: [Element], _ rhs: [Element], by equal: (Element, Element) -> Bool
  ) -> Bool {
    guard lhs.count == rhs.count else { return false }
    let shared = lhs.withUnsafeBufferPointer { left in
      rhs.withUnsafeBufferPointer { right in left.baseAddress == right.baseAddress }
    }
    return shared || zip(lhs, rhs).allSatisfy(equal)
  }
}

/// The previous step's rendering of a view's children, where each child's new rendering looks
/// for its old one: at the same position, else by identity (a row that moved).
final class PreviousRendering {
  private let nodes: [RenderedNode]
  private var positions: [String: Int]?

  init?(_ node: RenderedNode?) {
    guard let node, !node.children.isEmpty else { return nil }
    nodes = node.children
  }

  /// The old rendering of the view printed `identity`, expected at `position`.
  func node(at position: Int, identity: String) -> RenderedNode? {
    if position < nodes.count, nodes[position].identity == identity { return nodes[position] }
    if positions == nil {
      var positions: [String: Int] = [:]
      positions.reserveCapacity(nodes.count)
      for (index, node) in nodes.enumerated() where positions[node.identity] == nil {
        positions[node.identity] = index
      }
      self.positions = positions
    }
    return positions?[identity].map { nodes[$0] }
  }
}
