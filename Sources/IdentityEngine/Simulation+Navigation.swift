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
    // A stack that starts with a path starts covered: its root content does not appear.
    if state.entries.isEmpty { state.shownLevel = node }
    let inner = rootContext(node, state, context)
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
    let inner = rootContext(node, state, context)
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
    let inner = rootContext(node, state, context)
    for child in node.children[..<state.rootCount] { try refresh(child, inner) }
    try reconcilePushes(node, state, context)
  }

  /// Whether `target` is `node` or inside it: a presenter counts only while the level that
  /// declares it is on the stack (a destination declared in a popped view goes with it).
  static func holds(_ node: LiveNode, _ target: LiveNode) -> Bool {
    node === target || node.allChildren.contains { holds($0, target) }
  }

  /// The context the root content renders in: the stack's, hidden while a pushed view covers it.
  private func rootContext(_ node: LiveNode, _ state: NavigationState, _ context: RenderContext)
    -> RenderContext
  {
    var inner = innerContext(.navigationStack, context)
    inner.stack = state
    if state.shownLevel !== node { inner.hidden = true }
    return inner
  }

  /// Brings the pushed slots in line with the path, then with the presenters
  /// (`navigationDestination(isPresented:)`, `(item:)`): the same entry at the same depth is
  /// updated, a new entry is mounted, the entries popped are removed with their state. Pushing
  /// stops at the first value no `navigationDestination(for:)` of the stack shows.
  ///
  /// Only the top level is on screen (rule 24): a view mounted below it does not appear; when the
  /// top changes, the new top appears (its `onAppear`s, its tasks started) and then the level it
  /// covers disappears (its `onDisappear`s, its tasks cancelled), in the order of rule 11.
  func reconcilePushes(_ node: LiveNode, _ state: NavigationState, _ context: RenderContext)
    throws
  {
    var depth = 0
    func place(_ description: ViewDescription, dismiss: Callback) throws {
      var inner = context.content
      inner.stack = state
      inner.dismiss = dismiss
      inner.scrolls = false
      inner.environment[Self.isPresentedKey] = .bool(true)
      let slot = state.rootCount + depth
      if slot < node.children.count {
        inner.hidden = context.hidden || node.children[slot] !== state.shownLevel
        node.children[slot] = try update(node.children[slot], with: description, inner)
      } else {
        inner.hidden = true
        node.children.append(
          try mount(description, base: node.path.appending(.slot(slot)), inner))
      }
      depth += 1
    }
    for entry in state.entries {
      guard let destination = try state.destination(for: entry) else { break }
      let level = depth
      try place(destination, dismiss: Callback { try state.pop(toCount: level) })
    }
    state.pathDepth = depth
    var dismissals: [Callback] = []
    var index = 0
    // A presenter declared inside a pushed view joins while that view is placed: read the list
    // again each time round.
    while index < state.presenters.count {
      let (presenter, owner) = state.presenters[index]
      index += 1
      guard owner.isAlive, case .presentedDestination(let destination) = presenter.modifier,
        let content = destination.content,
        node.children.prefix(state.rootCount + depth).contains(where: { Self.holds($0, owner) })
      else { continue }
      dismissals.append(destination.dismiss)
      try place(
        destination.key.map { .modified(content, .id($0)) } ?? content,
        dismiss: destination.dismiss)
    }
    state.presenters.removeAll { !$0.node.isAlive }
    state.presentedDismissals = dismissals
    let count = state.rootCount + depth
    if node.children.count > count {
      for popped in node.children[count...].reversed() { scheduleRemoval(popped) }
      node.children.removeLast(node.children.count - count)
    }
    let top = depth == 0 ? node : node.children[count - 1]
    guard top !== state.shownLevel else { return }
    let covered = state.shownLevel.flatMap { level in
      level === node || node.children[state.rootCount...].contains { $0 === level } ? level : nil
    }
    state.shownLevel = top
    guard !context.hidden else { return }
    queueLevel(top, of: node, state, appearing: true)
    if let covered { queueLevel(covered, of: node, state, appearing: false) }
  }

  /// Queues a level's appearance or disappearance: the root content's views for the stack's own
  /// node, else the pushed view's subtree.
  private func queueLevel(
    _ level: LiveNode, of node: LiveNode, _ state: NavigationState, appearing: Bool
  ) {
    guard level === node else { return queueAppearance(level, appearing: appearing) }
    for child in node.children[..<state.rootCount] {
      queueAppearance(child, appearing: appearing)
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
  func joinStack(_ state: ModifierState, _ node: LiveNode, _ context: RenderContext) {
    state.stack = context.stack
    switch state.modifier {
    case .navigationDestination(let type, let build):
      context.stack?.destinations[type] = build
    case .presentedDestination:
      guard let stack = context.stack, !stack.presenters.contains(where: { $0.state === state })
      else { return }
      stack.presenters.append((state, node))
    default:
      break
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
