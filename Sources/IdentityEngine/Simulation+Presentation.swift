// MARK: - Presented subtrees: sheets, covers, popovers, alerts, dialogs

extension Simulation {
  /// Where a presentation's content lives: the modifier's path, its kind, and `id=…` for an
  /// `item:` presentation (a new item is a new identity).
  func presentedBase(_ node: LiveNode, _ presentation: Presentation) -> IdentityPath {
    let base = node.basePath.appending(.type(presentation.kind))
    return presentation.key.map { base.appending(.explicitID($0)) } ?? base
  }

  /// The context presented content renders in: a modal presentation's own (its dismiss action,
  /// the environment, no navigation stack); a toolbar's is the modified view's.
  func presentedContext(_ presentation: Presentation, _ context: RenderContext) -> RenderContext {
    guard presentation.isModal else { return context.content }
    var inner = RenderContext(animated: context.animated, dismiss: presentation.dismiss)
    inner.environment = context.environment
    return inner
  }

  /// Mounts the content of a presentation that is presented on its first render.
  func mountPresented(
    _ node: LiveNode, _ state: ModifierState, _ presentation: Presentation,
    _ context: RenderContext
  ) throws {
    state.lastValue = presentation.key ?? .null
    guard let content = presentation.content else { return }
    let inner = presentedContext(presentation, context)
    node.children.append(try mount(content, base: presentedBase(node, presentation), inner))
  }

  /// Presents, updates, replaces (a new `item:` id) or dismisses a presentation's content; the
  /// content is the modifier node's second child while presented.
  func updatePresented(
    _ node: LiveNode, _ state: ModifierState, _ presentation: Presentation,
    _ context: RenderContext
  ) throws {
    let key = presentation.key ?? .null
    let sameItem = state.lastValue == key
    state.lastValue = key
    let inner = presentedContext(presentation, context)
    let live = node.children.count > 1 ? node.children[1] : nil
    switch (live, presentation.content) {
    case (let live?, let content?) where sameItem:
      node.children[1] = try update(live, with: content, inner)
    case (let live?, let content?):
      scheduleRemoval(live, then: presentation.onDismiss)
      node.children[1] = try mount(content, base: presentedBase(node, presentation), inner)
    case (nil, let content?):
      node.children.append(try mount(content, base: presentedBase(node, presentation), inner))
    case (let live?, nil):
      scheduleRemoval(live, then: presentation.onDismiss)
      node.children.removeLast()
    case (nil, nil):
      break
    }
  }

  /// Renders a presentation modifier: the modified view with the presented content as its last
  /// child, marked with the presentation's kind.
  func renderPresentation(
    _ node: LiveNode, _ presentation: Presentation, modifiers: [(name: String, value: Value)],
    undefined: Bool, previous: PreviousRendering?, at position: Int
  ) -> [RenderedNode] {
    guard let base = node.children.first else { return [] }
    var rendered = render(
      base, modifiers: modifiers, undefined: undefined, previous: previous, at: position)
    var presented = node.children.dropFirst().flatMap {
      render($0, modifiers: [], undefined: undefined)
    }
    for index in presented.indices { presented[index].presentation = presentation.kind }
    guard !rendered.isEmpty else { return presented }
    rendered[0].children += presented
    return rendered
  }
}
