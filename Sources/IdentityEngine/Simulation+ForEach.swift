// MARK: - ForEach rows

extension Simulation {
  /// Mounts or reconciles a ForEach's rows with the keyed diff.
  ///
  /// Removed rows get a removal transition and are queued for disappear/destroy; surviving
  /// rows keep their node (and state) and re-run their row closure; rows whose position among
  /// the surviving rows changed emit `move`; new rows are mounted with an
  /// insertion transition. On the first mount no transition is emitted.
  ///
  /// - Complexity: O(n log n) in the number of rows, plus the rows' own work.
  func reconcileRows(
    _ node: LiveNode, _ state: ForEachState, _ forEach: ForEachDescription,
    _ context: RenderContext, mounting: Bool
  ) throws {
    var ids = forEach.ids
    if forEach.identification == .constantRange {
      let initial = state.initialCount ?? ids.count
      state.initialCount = initial
      if ids.count != initial, state.warnedCounts.insert(ids.count).inserted {
        warnings.append(
          .constantRangeCountChanged(
            forEach: forEachTypeName(forEach), count: ids.count, initial: initial))
      }
      ids = (0..<initial).map { Value.int($0) }
    }
    var visible = ids.count
    if let window = context.window {
      visible = min(window.remaining, ids.count)
      window.remaining -= visible
    }
    state.unbuiltCount = ids.count - visible

    // Distinct ids in first-occurrence order; later occurrences alias the first (rule 15).
    var firstIndex: [Value: Int] = [:]
    firstIndex.reserveCapacity(visible)
    var unique: [Value] = []
    unique.reserveCapacity(visible)
    var duplicated: [Value] = []
    for position in 0..<visible {
      let id = ids[position]
      if firstIndex[id] == nil {
        firstIndex[id] = position
        unique.append(id)
      } else {
        duplicated.append(id)
      }
    }

    let diff = KeyedDiff.diffGeneric(old: state.uniqueIDs, new: unique)
    let rowContext = context.content

    for oldIndex in diff.removed {
      let id = state.uniqueIDs[oldIndex]
      guard let row = state.nodes.removeValue(forKey: id) else { continue }
      emitTransition(row, edge: .removal, context)
      scheduleRemoval(row)
    }

    var moveAt: [Int: KeyedDiff.Move] = [:]
    for move in diff.moves { moveAt[move.new] = move }

    var contentType = state.description.contentTypeName
    for (newIndex, id) in unique.enumerated() {
      let dataIndex = firstIndex[id] ?? newIndex
      work.rows += 1
      let description = try forEach.row(dataIndex)
      if contentType == nil { contentType = description.swiftTypeName }
      if let row = state.nodes[id] {
        if let move = moveAt[newIndex], let view = row.wrappedView {
          events.append(
            .move(
              Event.Subject(identity: view.path.string, type: view.typeName), from: move.from,
              to: move.to))
        }
        state.nodes[id] = try update(row, with: description, rowContext)
      } else {
        let row = try mount(description, base: node.path.appending(.row(id)), rowContext)
        state.nodes[id] = row
        if !mounting { emitTransition(row, edge: .insertion, context) }
      }
    }
    state.description.contentTypeName = contentType
    state.order = Array(ids[0..<visible])
    state.uniqueIDs = unique
    state.duplicates = Set(duplicated)

    for id in duplicated where state.warnedDuplicates.insert(id).inserted {
      warnings.append(
        .duplicateID(forEach: forEachTypeName(state.description), id: id.interpolatedDescription))
      if let window = context.window {
        warnings.append(
          .duplicateLayoutID(container: window.containerName, id: id.interpolatedDescription))
      }
    }
  }

  /// `ForEach<Array<Ship>, String, IdentityRow>`.
  func forEachTypeName(_ forEach: ForEachDescription) -> String {
    "ForEach<\(forEach.dataType), \(forEach.idType), \(forEach.contentTypeName ?? "EmptyView")>"
  }
}
