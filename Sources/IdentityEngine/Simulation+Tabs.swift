// MARK: - Tab views: every tab alive, the selected one appeared

extension Simulation {
  /// Mounts every tab; only the selected tab's `onAppear` and tasks run.
  func mountTabView(_ description: TabViewDescription, base: IdentityPath, _ context: RenderContext)
    throws -> LiveNode
  {
    let node = LiveNode(
      payload: .container(.tabView), basePath: base,
      path: base.appending(.type(Container.tabView.rawValue)))
    let state = TabState(description: description, identity: node.path.string)
    attach(state.storage, to: node)
    node.tabs = state
    emit(Event.create, node)
    let selected = state.selected
    state.shown = selected
    for (index, tab) in description.tabs.enumerated() {
      var inner = innerContext(.tabView, context)
      inner.hidden = index != selected
      node.children.append(
        try mount(tab.content, base: node.path.appending(.slot(index)), inner))
    }
    return node
  }

  /// Updates the tabs (the same slots), then shows the newly selected one.
  func updateTabView(
    _ node: LiveNode, _ state: TabState, _ description: TabViewDescription?,
    _ context: RenderContext
  ) throws {
    node.isDirty = false
    if let description { state.description = description }
    let selected = state.selected
    for (index, tab) in state.description.tabs.enumerated() {
      var inner = innerContext(.tabView, context)
      inner.hidden = index != state.shown
      if index < node.children.count {
        if description != nil {
          node.children[index] = try update(node.children[index], with: tab.content, inner)
        } else {
          try refresh(node.children[index], inner)
        }
      } else {
        node.children.append(
          try mount(tab.content, base: node.path.appending(.slot(index)), inner))
      }
    }
    if description != nil, node.children.count > state.description.tabs.count {
      for extra in node.children[state.description.tabs.count...] { scheduleRemoval(extra) }
      node.children.removeLast(node.children.count - state.description.tabs.count)
    }
    guard selected != state.shown, node.children.indices.contains(selected) else { return }
    if node.children.indices.contains(state.shown) {
      queueAppearance(node.children[selected], appearing: true)
      queueAppearance(node.children[state.shown], appearing: false)
    }
    state.shown = selected
  }

  /// Queues the `onAppear`s and task starts (or the `onDisappear`s and task cancels) of a
  /// tab's subtree that stays alive.
  func queueAppearance(_ node: LiveNode, appearing: Bool) {
    for child in shownChildren(node) { queueAppearance(child, appearing: appearing) }
    guard case .modifier(let state) = node.payload else { return }
    switch (state.modifier, appearing) {
    case (.onAppear, true):
      effects.append(.appear(node, state))
    case (.onDisappear, true):
      state.isOnScreen = true
    case (.task, true):
      taskEffects.append(TaskEffect(node: node, state: state, restart: false))
    case (.onDisappear, false), (.task, false):
      effects.append(.disappear(node, state))
    case (.onAppear(let callback), false) where callback.isPublisher:
      effects.append(.disappear(node, state))
    default:
      break
    }
  }

  /// The children of a live node that are on screen when it is: a tab view's selected tab, a
  /// navigation stack's top level (its root content or its top pushed view), else all of them.
  func shownChildren(_ node: LiveNode) -> [LiveNode] {
    if let tabs = node.tabs {
      return node.children.indices.contains(tabs.shown) ? [node.children[tabs.shown]] : []
    }
    if let navigation = node.navigation, let level = navigation.shownLevel, level !== node {
      return [level]
    }
    if let navigation = node.navigation {
      return Array(node.children.prefix(navigation.rootCount))
    }
    return node.allChildren
  }

  /// The tab items, as buttons titled by their tab items, then the selected tab's controls.
  func collectTabControls(
    _ node: LiveNode, _ state: TabState, into result: inout [Control], modal: inout [Control]?
  ) {
    for (index, tab) in state.description.tabs.enumerated() {
      result.append(
        Control(
          kind: .button, label: tab.title, identity: node.path.string, binding: nil,
          action: Callback { try state.select(index) }))
    }
    if node.children.indices.contains(state.shown) {
      collectControls(node.children[state.shown], into: &result, modal: &modal)
    }
  }
}
