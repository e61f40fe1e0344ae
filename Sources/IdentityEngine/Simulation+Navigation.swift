// MARK: - Navigation stacks: pushed destinations, links, going back

extension Simulation {
  /// Mounts a navigation stack: its root content, then the destinations its path already holds.
  func mountNavigationStack(
    _ description: NavigationStackDescription, base: IdentityPath, _ context: RenderContext
  ) throws -> LiveNode {
    let node = LiveNode(
      payload: .container(.navigationStack), basePath: base,
      path: base.appending(.type(Container.navigationStack.rawValue)))
    let state = NavigationState(path: description.path, identity: node.path.string)
    attach(state.storage, to: node)
    node.navigation = state
    emit(Event.create, node)
    var inner = innerContext(.navigationStack, context)
    inner.stack = state
    state.rootCount = description.root.count
    for (index, child) in description.root.enumerated() {
      node.children.append(try mount(child, base: node.path.appending(.slot(index)), inner))
    }
    try reconcilePushes(node, state, context)
    return node
  }

  /// Updates a navigation stack with this render's root content and path.
  func updateNavigationStack(
    _ node: LiveNode, _ state: NavigationState, _ description: NavigationStackDescription,
    _ context: RenderContext
  ) throws {
    state.path = description.path
    var inner = innerContext(.navigationStack, context)
    inner.stack = state
    let pushed = Array(node.children[state.rootCount...])
    var root = Array(node.children[..<state.rootCount])
    for (index, child) in description.root.enumerated() {
      if index < root.count {
        root[index] = try update(root[index], with: child, inner)
      } else {
        root.append(try mount(child, base: node.path.appending(.slot(index)), inner))
      }
    }
    if root.count > description.root.count {
      for extra in root[description.root.count...] { scheduleRemoval(extra) }
      root.removeLast(root.count - description.root.count)
    }
    node.children = root + pushed
    state.rootCount = root.count
    try reconcilePushes(node, state, context)
  }

  /// Re-runs the dirty bodies of a stack that was not re-described, then its pushes (its own
  /// path may have changed).
  func refreshNavigationStack(_ node: LiveNode, _ state: NavigationState, _ context: RenderContext)
    throws
  {
    node.isDirty = false
    var inner = innerContext(.navigationStack, context)
    inner.stack = state
    for child in node.children[..<state.rootCount] { try refresh(child, inner) }
    try reconcilePushes(node, state, context)
  }

  /// Brings the pushed slots in line with the path: the same entry at the same depth is
  /// updated, a new entry is mounted, the entries popped are removed with their state.
  /// Pushing stops at the first value no `navigationDestination(for:)` of the stack shows.
  func reconcilePushes(_ node: LiveNode, _ state: NavigationState, _ context: RenderContext)
    throws
  {
    var descriptions: [ViewDescription] = []
    for entry in state.entries {
      guard let destination = try state.destination(for: entry) else { break }
      descriptions.append(destination)
    }
    for (depth, description) in descriptions.enumerated() {
      var inner = RenderContext(animated: context.animated, stack: state)
      inner.environment = context.environment
      inner.dismiss = Callback { try state.pop(toCount: depth) }
      let slot = state.rootCount + depth
      if slot < node.children.count {
        node.children[slot] = try update(node.children[slot], with: description, inner)
      } else {
        node.children.append(
          try mount(description, base: node.path.appending(.slot(slot)), inner))
      }
    }
    let count = state.rootCount + descriptions.count
    if node.children.count > count {
      for popped in node.children[count...].reversed() { scheduleRemoval(popped) }
      node.children.removeLast(node.children.count - count)
    }
  }

  /// The innermost stack with something pushed that the learner can reach (inside the
  /// innermost presentation, on top of the pushed views).
  func topStack(_ node: LiveNode) -> (LiveNode, NavigationState)? {
    if case .modifier(let state) = node.payload, case .presentation = state.modifier,
      node.children.count > 1, let presented = node.children.last
    {
      return topStack(presented)
    }
    if let navigation = node.navigation, node.children.count > navigation.rootCount,
      let top = node.children.last
    {
      return topStack(top) ?? (node, navigation)
    }
    for child in node.allChildren {
      if let found = topStack(child) { return found }
    }
    return nil
  }

  /// The `back` gesture: pops the top view of the innermost stack; nil when nothing is pushed.
  public func goBack() -> Outcome? {
    if root == nil { _ = start() }
    guard let root, let (node, navigation) = topStack(root) else { return nil }
    let depth = node.children.count - navigation.rootCount
    return perform { try navigation.pop(toCount: depth - 1) }
  }

  /// A link remembers the stack it pushes on; a `navigationDestination` registers with it.
  func joinStack(_ state: ModifierState, _ context: RenderContext) {
    state.stack = context.stack
    if case .navigationDestination(let type, let build) = state.modifier {
      context.stack?.destinations[type] = build
    }
  }

  /// The first text a live subtree shows (a link's label).
  func firstText(_ node: LiveNode) -> String? {
    if case .primitive(let primitive) = node.payload { return primitive.label ?? primitive.text }
    for child in node.allChildren {
      if let text = firstText(child) { return text }
    }
    return nil
  }
}
