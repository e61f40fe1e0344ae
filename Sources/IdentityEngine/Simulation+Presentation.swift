// MARK: - Presented subtrees: sheets, covers, popovers, alerts, dialogs

extension Simulation {
  /// Where a presentation's content lives: the modifier's path, its kind, then, when modifiers
  /// of the same kind sit inside this one on the same view (`.alert(…).alert(…)`), how many
  /// (`Screen/alert/1/…` for the outer of two: each modifier is a structural position of its
  /// own), and `id=…` for an `item:` presentation (a new item is a new identity).
  func presentedBase(_ node: LiveNode, _ presentation: Presentation) -> IdentityPath {
    var base = node.basePath.appending(.type(presentation.kind))
    var inner = node.children.first
    var sameKind = 0
    while let wrapped = inner, wrapped.basePath === node.basePath,
      case .modifier(let state) = wrapped.payload
    {
      if case .presentation(let other) = state.modifier, other.kind == presentation.kind {
        sameKind += 1
      }
      inner = wrapped.children.first
    }
    if sameKind > 0 { base = base.appending(.slot(sameKind)) }
    return presentation.key.map { base.appending(.explicitID($0)) } ?? base
  }

  /// The context presented content renders in: a modal presentation's own (its dismiss action,
  /// the environment with `isPresented` true, no navigation stack); a toolbar's is the modified
  /// view's.
  func presentedContext(_ presentation: Presentation, _ context: RenderContext) -> RenderContext {
    guard presentation.isModal else { return context.content }
    var inner = context.content
    inner.dismiss = presentation.dismiss
    inner.stack = nil
    inner.scrolls = false
    inner.environment[Self.isPresentedKey] = .bool(true)
    return inner
  }

  /// `EnvironmentValues.isPresented`: "whether the view associated with this environment is
  /// currently presented" (Apple), true in presented content and in a pushed destination.
  static let isPresentedKey = "isPresented"

  /// Mounts the content of a presentation that is presented on its first render.
  func mountPresented(
    _ node: LiveNode, _ state: ModifierState, _ presentation: Presentation,
    _ context: RenderContext
  ) throws {
    state.lastValue = presentation.key ?? .null
    state.presentedData = presentation.content == nil ? nil : presentation.presenting?.data
    guard let content = presentation.content else { return }
    let inner = presentedContext(presentation, context)
    node.children.append(try mount(content, base: presentedBase(node, presentation), inner))
    cover(node, presentation, context, covering: true)
  }

  /// A full-screen cover's presenter disappears once the cover has appeared, and appears again
  /// when it is dismissed (before the cover's content disappears, in the order of rule 11).
  private func cover(
    _ node: LiveNode, _ presentation: Presentation, _ context: RenderContext, covering: Bool
  ) {
    guard presentation.coversPresenter, !context.hidden, let presenter = node.children.first
    else { return }
    queueAppearance(presenter, appearing: !covering)
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
    var content = presentation.content
    if content == nil {
      state.presentedData = nil
    } else if let presenting = presentation.presenting {
      if live != nil, let kept = state.presentedData, kept != presenting.data {
        content = try presenting.build(kept)
      } else if live == nil {
        state.presentedData = presenting.data
      }
    }
    switch (live, content) {
    case (let live?, let content?) where sameItem:
      node.children[1] = try update(live, with: content, inner)
    case (let live?, let content?):
      // A new item: "the system dismisses the sheet and replaces it with a new one" (Apple): the
      // old content goes and `onDismiss` runs before the new content appears.
      scheduleRemoval(live, then: presentation.onDismiss, early: true)
      node.children[1] = try mount(content, base: presentedBase(node, presentation), inner)
    case (nil, let content?):
      node.children.append(try mount(content, base: presentedBase(node, presentation), inner))
      cover(node, presentation, context, covering: true)
    case (let live?, nil):
      scheduleRemoval(live, then: presentation.onDismiss)
      node.children.removeLast()
      cover(node, presentation, context, covering: false)
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
