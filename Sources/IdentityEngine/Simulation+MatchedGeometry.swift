// MARK: - Matched geometry: groups by id and namespace

extension Simulation {
  /// One `matchedGeometryEffect` group: its `id:` and its namespace's serial.
  struct MatchedGroup: Hashable {
    let id: Value
    let namespace: Int
  }

  /// The group a `.matchedGeometryEffect(id:in:isSource:)` modifier joins, and whether it is a
  /// source there; nil for another modifier.
  static func matchedGroup(_ modifier: Modifier) -> (group: MatchedGroup, isSource: Bool)? {
    guard case .other("matchedGeometryEffect", .tuple(let elements)) = modifier,
      let id = elements.first(where: { $0.label == "id" })?.value,
      case .object(let namespace)? = elements.first(where: { $0.label == "in" })?.value
    else { return nil }
    let isSource = elements.first { $0.label == "isSource" }?.value != .bool(false)
    return (MatchedGroup(id: id, namespace: namespace.serial), isSource)
  }

  /// After a step: SwiftUI's warning for a group with more than one inserted source (once per
  /// group and run), and a removal and an insertion of one group in this step's motion become
  /// one view moving from the old identity to the new one.
  func checkMatchedGeometry() {
    guard usesMatchedGeometry, let root else { return }
    var sources: [MatchedGroup: Int] = [:]
    var members: [String: MatchedGroup] = [:]
    collectMatched(root, sources: &sources, members: &members)
    for (group, count) in sources where count > 1 && warnedMatched.insert(group).inserted {
      warnings.append(
        .matchedGeometrySources(
          idType: group.id.swiftTypeName, id: group.id.displayDescription,
          namespace: group.namespace))
    }
    pairMatchedTransitions(members)
  }

  private func collectMatched(
    _ node: LiveNode, sources: inout [MatchedGroup: Int], members: inout [String: MatchedGroup]
  ) {
    if case .modifier(let state) = node.payload,
      let (group, isSource) = Self.matchedGroup(
        state.modifier)
    {
      if isSource { sources[group, default: 0] += 1 }
      if let view = node.wrappedView { members[view.path.string] = group }
    }
    for child in node.allChildren { collectMatched(child, sources: &sources, members: &members) }
  }

  /// Pairs this step's removal and insertion tracks of one group into one `matched` track.
  private func pairMatchedTransitions(_ inserted: [String: MatchedGroup]) {
    var removals: [MatchedGroup: Int] = [:]
    for (index, track) in motion.enumerated() {
      if case .removal = track.kind, let group = removedGroups[track.identity] {
        removals[group] = index
      }
    }
    var paired: Set<Int> = []
    for (index, track) in motion.enumerated() {
      guard case .insertion = track.kind, let group = inserted[track.identity],
        let removal = removals[group], !paired.contains(removal)
      else { continue }
      motion[index].kind = .matched(from: motion[removal].identity)
      paired.insert(removal)
    }
    for index in paired.sorted(by: >) { motion.remove(at: index) }
    removedGroups = [:]
  }
}
