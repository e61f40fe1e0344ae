// MARK: - Effects: disappear, appear, onChange, tasks, destroy

extension Simulation {
  /// Runs the effects a render queued, in SwiftUI's order (rules 11, 21–22, 26–27):
  ///
  /// 1. removals with `.transition(.identity)`: onDisappear, task cancel, destroy;
  /// 2. onAppear and onChange callbacks, deepest first, declaration order within a view;
  /// 3. the other removals (default transition: the new view appears before the old one
  ///    disappears);
  /// 4. task starts and restarts.
  ///
  /// Writes made by the callbacks go to the open transaction, applied next.
  func runEffects() throws {
    try queuePreferenceChanges()
    let removals = self.removals
    let effects = self.effects
    let tasks = self.taskEffects
    self.effects = []
    self.taskEffects = []
    for removal in removals where removal.early {
      try finalize(removal.node)
      try removal.onDismiss?.run()
    }
    for effect in effects {
      switch effect {
      case .appear(let node, let state):
        guard node.isAlive, case .onAppear(let callback) = state.modifier else { continue }
        if callback.isPublisher {
          // A subscription (`.onReceive`) starts with the view's appearance, without an event.
          state.isOnScreen = true
        } else {
          let (identity, type) = node.eventIdentity
          events.append(.appear(Event.Subject(identity: identity, type: type)))
        }
        try callback.run()
      case .disappear(let node, _):
        guard node.isAlive else { continue }
        try disappear(node, subtree: false)
      case .change(let node, let state, let old, let new):
        guard node.isAlive, case .onChange(_, let callback) = state.modifier else { continue }
        changeValues = (old, new)
        defer { changeValues = nil }
        try callback.run()
      case .preference(let node, let state, let value):
        guard node.isAlive, case .onPreferenceChange(let reader) = state.modifier else {
          continue
        }
        try reader.perform(value)
      }
    }
    for removal in removals where !removal.early {
      if let end = leavingEnd(removal.node) {
        leaving.append(Leaving(node: removal.node, onDismiss: removal.onDismiss, end: end))
        continue
      }
      try finalize(removal.node)
      try removal.onDismiss?.run()
    }
    self.removals = []
    for task in tasks {
      guard task.node.isAlive, case .task(_, let body) = task.state.modifier else { continue }
      let (identity, type) = task.node.eventIdentity
      if task.restart && task.state.isTaskRunning {
        events.append(.taskCancel(Event.Subject(identity: identity, type: type)))
        task.state.taskHandle?.cancel()
      }
      events.append(.taskStart(Event.Subject(identity: identity, type: type)))
      task.state.taskRunning = true
      let handle = TaskHandle()
      task.state.taskHandle = handle
      try body.start(handle)
    }
  }

  /// Ends a removed subtree: onDisappear and task cancels (deepest first), then `destroy`
  /// (children first), then focus loss.
  func finalize(_ node: LiveNode) throws {
    guard node.isAlive else { return }
    try disappear(node)
    for focus in destroySubtree(node, emitEvents: true) { try focus.binding.set(focus.cleared) }
  }

  /// Runs a subtree's onDisappear callbacks and cancels its tasks (deepest first), or only
  /// the node's own when `subtree` is false.
  func disappear(_ node: LiveNode, subtree: Bool = true) throws {
    if subtree { for child in node.allChildren { try disappear(child) } }
    guard case .modifier(let state) = node.payload else { return }
    switch state.modifier {
    case .onDisappear(let callback):
      guard state.isOnScreen else { return }
      state.isOnScreen = false
      let (identity, type) = node.eventIdentity
      events.append(.disappear(Event.Subject(identity: identity, type: type)))
      try callback.run()
    case .onAppear(let callback):
      // A subscription ends when its view disappears.
      guard callback.isPublisher, state.isOnScreen else { return }
      state.isOnScreen = false
      try callback.run()
    case .task:
      if state.isTaskRunning {
        let (identity, type) = node.eventIdentity
        events.append(.taskCancel(Event.Subject(identity: identity, type: type)))
      }
      if state.taskRunning {
        state.taskRunning = false
        state.taskHandle?.cancel()
        state.taskHandle = nil
      }
    default:
      break
    }
  }

  /// Marks a subtree dead, kills its storages, emits `destroy` children first and
  /// `focusLost` for a focused field; returns the focused field's binding to clear.
  @discardableResult
  func destroySubtree(_ node: LiveNode, emitEvents: Bool) -> [FocusBinding] {
    var clears: [FocusBinding] = []
    destroySubtree(node, emitEvents: emitEvents, clears: &clears)
    return clears
  }

  private func destroySubtree(_ node: LiveNode, emitEvents: Bool, clears: inout [FocusBinding]) {
    guard node.isAlive else { return }
    for child in node.allChildren { destroySubtree(child, emitEvents: emitEvents, clears: &clears) }
    node.isAlive = false
    if case .modifier(let state) = node.payload {
      state.subscription?.cancel()
      state.subscription = nil
    }
    node.storage?.kill()
    node.navigation?.storage.kill()
    node.tabs?.storage.kill()
    if node.isView && emitEvents { emit(Event.destroy, node) }
    if focusedNode === node {
      focusedNode = nil
      if emitEvents { emit(Event.focusLost, node) }
      if let focus = node.focusBinding { clears.append(focus) }
    }
  }
}
