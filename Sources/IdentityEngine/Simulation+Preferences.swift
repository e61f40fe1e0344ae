// MARK: - Preferences: values views set, read by an ancestor

extension Simulation {
  /// The name `.preference(key: K.self, value: v)` is recorded under, as an `.other` modifier
  /// whose value is `(key, v)`.
  public static let preferenceModifier = "preference"

  /// Queues the action of each `.onPreferenceChange` whose subtree's combined value differs
  /// from the one it last saw (its key's default value at first): SwiftUI gathers the values
  /// the subtree's views set, in order, with the key's `reduce`, and calls the action when
  /// the result changes (Apple, `onPreferenceChange(_:perform:)`: "Adds an action to perform
  /// when the specified preference key's value changes"). Run after every render, so a
  /// write the action makes renders again, and settles when the value stops changing.
  func queuePreferenceChanges() throws {
    guard usesPreferences, let root else { return }
    var readers: [(LiveNode, ModifierState, PreferenceReader)] = []
    func find(_ node: LiveNode) {
      guard node.isAlive else { return }
      if case .modifier(let state) = node.payload,
        case .onPreferenceChange(let reader) = state.modifier
      {
        readers.append((node, state, reader))
      }
      for child in node.allChildren { find(child) }
    }
    find(root)
    // Deepest first, as the other callbacks run.
    for (node, state, reader) in readers.reversed() {
      // The first value set is the value; each later one is combined into it with `reduce`
      // (a key whose `reduce` does nothing still passes one view's value up). No view setting
      // the key gives its default.
      var gathered: Value?
      func gather(_ node: LiveNode) throws {
        guard node.isAlive else { return }
        if case .modifier(let inner) = node.payload,
          case .other(Self.preferenceModifier, .tuple(let pair)) = inner.modifier,
          pair.count == 2, pair[0].value == .string(reader.key)
        {
          gathered = try gathered.map { try reader.reduce($0, pair[1].value) } ?? pair[1].value
        }
        for child in node.allChildren { try gather(child) }
      }
      for child in node.allChildren { try gather(child) }
      let value = gathered ?? reader.initial
      if value != (state.lastValue ?? reader.initial) {
        effects.append(.preference(node, state, value))
      }
      state.lastValue = value
    }
  }
}
