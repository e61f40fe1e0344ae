// MARK: - Tree dumps

extension RenderedNode {
  /// One line describing this node (no children):
  ///
  ///     IdentityRow @Bench/VStack/0/ForEach/"nimbus"/IdentityRow state(stamp: 1) .onAppear
  ///
  /// Order: type, `@identity`, `"text"`, `label: "…"`, `value: …`, `state(…)`, modifiers
  /// innermost first (`.background(pink)`; callbacks without argument print bare),
  /// `(focused)`, `(undefined)`, `(presented: sheet)`.
  ///
  /// - Parameter identity: the identity to print (full or relative).
  public func line(identity: String) -> String {
    var parts = [type, "@" + identity]
    if let text { parts.append(Value.string(text).displayDescription) }
    if let label { parts.append("label: " + Value.string(label).displayDescription) }
    if let value { parts.append("value: " + value.displayDescription) }
    if !state.isEmpty {
      parts.append(
        "state("
          + state.map { "\($0.name): \($0.value.displayDescription)" }
          .joined(separator: ", ") + ")")
    }
    for modifier in modifiers {
      if modifier.value == .null {
        parts.append("." + modifier.name)
      } else {
        parts.append(".\(modifier.name)(\(modifier.value.displayDescription))")
      }
    }
    if isFocused { parts.append("(focused)") }
    if isUndefined { parts.append("(undefined)") }
    if let presentation { parts.append("(presented: \(presentation))") }
    return parts.joined(separator: " ")
  }

  /// The subtree as an indented tree in the swift-markdown style (`├─ `, `│  `, `└─ `).
  ///
  /// - Parameter relativeIdentities: print each child's identity relative to its parent's
  ///   (`0/Text` under `…/HStack`), which keeps goldens short; the root prints in full.
  public func dump(relativeIdentities: Bool = false) -> String {
    var lines: [String] = []
    dump(
      into: &lines, prefix: "", childPrefix: "", parentIdentity: nil,
      relative: relativeIdentities)
    return lines.joined(separator: "\n")
  }

  private func dump(
    into lines: inout [String], prefix: String, childPrefix: String, parentIdentity: String?,
    relative: Bool
  ) {
    var shown = identity
    if relative, let parentIdentity, identity.hasPrefix(parentIdentity + "/") {
      shown = String(identity.dropFirst(parentIdentity.count + 1))
    }
    lines.append(prefix + line(identity: shown))
    for (index, child) in children.enumerated() {
      let isLast = index == children.count - 1
      child.dump(
        into: &lines, prefix: childPrefix + (isLast ? "└─ " : "├─ "),
        childPrefix: childPrefix + (isLast ? "   " : "│  "), parentIdentity: identity,
        relative: relative)
    }
  }

  /// The first node (pre-order) whose type matches, for tests and queries.
  public func first(where predicate: (RenderedNode) -> Bool) -> RenderedNode? {
    if predicate(self) { return self }
    for child in children {
      if let found = child.first(where: predicate) { return found }
    }
    return nil
  }

  /// All nodes in pre-order.
  public var allNodes: [RenderedNode] {
    [self] + children.flatMap(\.allNodes)
  }
}
