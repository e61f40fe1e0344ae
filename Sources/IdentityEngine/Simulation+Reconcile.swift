// MARK: - Mounting and updating the live tree

extension Simulation {
  /// Builds the live subtree for a description that has no live counterpart.
  ///
  /// Emits `create` in pre-order and queues onAppear/task effects in post-order.
  func mount(_ description: ViewDescription, base: IdentityPath, _ context: RenderContext)
    throws -> LiveNode
  {
    if !leaving.isEmpty, let returning = try takeLeaving(description, base: base, context) {
      return returning
    }
    work.nodes += 1
    switch description {
    case .empty:
      return LiveNode(payload: .empty, basePath: base, path: base)

    case .primitive(let primitive):
      let node = LiveNode(
        payload: .primitive(primitive), basePath: base,
        path: base.appending(.type(primitive.typeName)))
      emit(Event.create, node)
      return node

    case .container(let container, let children):
      let node = LiveNode(
        payload: .container(container), basePath: base,
        path: base.appending(.type(container.rawValue)))
      emit(Event.create, node)
      let inner = innerContext(container, context)
      for (index, child) in children.enumerated() {
        node.children.append(try mount(child, base: node.path.appending(.slot(index)), inner))
      }
      return node

    case .custom(let custom):
      return try mountCustom(
        custom, basePath: base, path: base.appending(.type(custom.typeName)), context)

    case .forEach(let forEach):
      let state = ForEachState(description: forEach)
      state.isLazy = context.window != nil
      let node = LiveNode(
        payload: .forEach(state), basePath: base, path: base.appending(.type("ForEach")))
      emit(Event.create, node)
      try reconcileRows(node, state, forEach, context, mounting: true)
      return node

    case .navigationStack(let stack):
      return try mountNavigationStack(stack, base: base, context)

    case .tabView(let tabs):
      return try mountTabView(tabs, base: base, context)

    case .conditional(let leaf, let leafCount, let content):
      let node = LiveNode(
        payload: .conditional(leaf: leaf, leafCount: leafCount), basePath: base, path: base)
      node.children = [
        try mount(content, base: base.appending(.leaf(leaf, of: leafCount)), context)
      ]
      return node

    case .optional(let content):
      let node = LiveNode(payload: .optional(isSome: content != nil), basePath: base, path: base)
      if let content {
        node.children = [try mount(content, base: base.appending(.some), context)]
      }
      return node

    case .anyView(let content):
      let typeName = content.swiftTypeName
      let node = LiveNode(payload: .anyView(typeName: typeName), basePath: base, path: base)
      node.children = [try mount(content, base: base.appending(.anyView(typeName)), context)]
      return node

    case .modified(let content, let modifier):
      let state = ModifierState(modifier: modifier)
      let node = LiveNode(payload: .modifier(state), basePath: base, path: base)
      var childBase = base
      switch modifier {
      case .id(let value):
        childBase = base.appending(.explicitID(value))
      case .animation(_, let value):
        state.lastValue = value
      default:
        break
      }
      node.children = [try mount(content, base: childBase, writing(modifier, into: context))]
      switch modifier {
      case .onAppear:
        if !context.hidden { effects.append(.appear(node, state)) }
      case .onDisappear:
        state.isOnScreen = !context.hidden
      case .task(let id, _):
        state.lastValue = id
        if !context.hidden {
          taskEffects.append(TaskEffect(node: node, state: state, restart: false))
        }
      case .onChange(let value, let callback):
        state.lastValue = value
        if callback.runsInitially && !context.hidden {
          effects.append(.change(node, state, old: value, new: value))
        }
      case .onReceive(let source, _):
        subscribe(node, state, to: source)
      case .other(let name, let value):
        state.lastValue = value
        if name == "matchedGeometryEffect" { usesMatchedGeometry = true }
      case .onPreferenceChange:
        usesPreferences = true
      case .focused:
        syncFocus(node, state, mounted: true)
      case .presentation(let presentation):
        try mountPresented(node, state, presentation, context)
      case .navigationLink, .navigationDestination, .presentedDestination:
        joinStack(state, node, context)
      default:
        break
      }
      return node
    }
  }

  /// Mounts a custom view: its state, its `create`, its body.
  func mountCustom(
    _ custom: CustomView, basePath: IdentityPath, path: IdentityPath, _ context: RenderContext
  ) throws -> LiveNode {
    let node = LiveNode(payload: .custom(custom), basePath: basePath, path: path)
    var values: [(String, Value)] = []
    for declaration in custom.state {
      values.append((declaration.name, try declaration.initial()))
    }
    let storage = StateStorage(identity: path.string, values: values)
    attach(storage, to: node)
    storage.dismiss = context.dismiss
    storage.stack = context.stack
    node.storage = storage
    readEnvironment(custom, storage, context)
    emit(Event.create, node)
    do {
      work.bodies += 1
      let body = try custom.body(storage)
      node.children = [try mount(body, base: path, context.content)]
    } catch {
      storage.kill()
      throw error
    }
    return node
  }

  /// Makes `node` the owner of `storage`: its writes join the open transaction and mark the
  /// node's body out of date.
  func attach(_ storage: StateStorage, to node: LiveNode) {
    storage.owner = node
    storage.onWrite = { [weak self] storage, name, old in
      self?.recordWrite(storage, name, old: old)
    }
    storage.onInvalidate = { [weak self] storage in
      self?.recordInvalidation(storage)
    }
  }

  /// Reconciles a live node with this render's description of the same slot.
  ///
  /// Returns the node that now holds the slot: the same one, or a replacement when the
  /// description does not match (the old one is queued for removal).
  func update(_ node: LiveNode, with description: ViewDescription, _ context: RenderContext)
    throws -> LiveNode
  {
    guard matches(node, description) else {
      let replacement = try mount(description, base: node.basePath, context)
      scheduleRemoval(node)
      return replacement
    }
    work.nodes += 1
    switch (node.payload, description) {
    case (.primitive(let old), .primitive(let primitive)):
      if primitive.kind == .color, old.text != primitive.text, context.animated {
        emitAnimate(
          node, property: "color", from: .color(old.text ?? ""), to: .color(primitive.text ?? ""),
          context)
      }
      node.payload = .primitive(primitive)

    case (.container(let container), .container(_, let children)):
      let inner = innerContext(container, context)
      for (index, child) in children.enumerated() {
        if index < node.children.count {
          node.children[index] = try update(node.children[index], with: child, inner)
        } else {
          node.children.append(try mount(child, base: node.path.appending(.slot(index)), inner))
        }
      }
      if node.children.count > children.count {
        for extra in node.children[children.count...] { scheduleRemoval(extra) }
        node.children.removeLast(node.children.count - children.count)
      }

    case (.custom(let old), .custom(let custom)):
      node.payload = .custom(custom)
      if node.isDirty || old.inputs != custom.inputs || environmentChanged(node, context) {
        try runBody(node, context)
      } else {
        for child in node.children { try refresh(child, context) }
      }

    case (.forEach(let state), .forEach(let forEach)):
      var forEach = forEach
      forEach.contentTypeName = forEach.contentTypeName ?? state.description.contentTypeName
      state.description = forEach
      try reconcileRows(node, state, forEach, context, mounting: false)

    case (.conditional(let leaf, _), .conditional(let newLeaf, let leafCount, let content)):
      if leaf == newLeaf, let child = node.children.first {
        node.children[0] = try update(child, with: content, context)
      } else {
        let fresh = try mount(
          content, base: node.basePath.appending(.leaf(newLeaf, of: leafCount)), context)
        replace(in: node, with: fresh, context, transition: true)
        node.payload = .conditional(leaf: newLeaf, leafCount: leafCount)
      }

    case (.optional, .optional(let content)):
      switch (node.children.first, content) {
      case (let child?, let content?):
        node.children[0] = try update(child, with: content, context)
      case (nil, let content?):
        let fresh = try mount(content, base: node.basePath.appending(.some), context)
        node.children = [fresh]
        emitTransition(fresh, edge: .insertion, context)
      case (let child?, nil):
        emitTransition(child, edge: .removal, context)
        scheduleRemoval(child)
        node.children = []
      case (nil, nil):
        break
      }
      node.payload = .optional(isSome: content != nil)

    case (.anyView(let typeName), .anyView(let content)):
      let newType = content.swiftTypeName
      if newType == typeName, let child = node.children.first {
        node.children[0] = try update(child, with: content, context)
      } else {
        let fresh = try mount(content, base: node.basePath.appending(.anyView(newType)), context)
        replace(in: node, with: fresh, context, transition: false)
        node.payload = .anyView(typeName: newType)
      }

    case (.modifier(let state), .modified(let content, let modifier)):
      try updateModifier(node, state, content, modifier, context)

    case (.container, .tabView(let tabs)):
      if let state = node.tabs { try updateTabView(node, state, tabs, context) }

    case (.container, .navigationStack(let stack)):
      if let navigation = node.navigation {
        try updateNavigationStack(node, navigation, stack, context)
      }

    default:
      break
    }
    return node
  }

  /// Updates a modifier wrapper and its content, then queues its effects (post-order).
  private func updateModifier(
    _ node: LiveNode, _ state: ModifierState, _ content: ViewDescription, _ modifier: Modifier,
    _ context: RenderContext
  ) throws {
    var inner = writing(modifier, into: context)
    let oldModifier = state.modifier
    state.modifier = modifier
    switch modifier {
    case .id(let value):
      if case .id(let oldValue) = oldModifier, oldValue == value, let child = node.children.first {
        node.children[0] = try update(child, with: content, inner)
      } else {
        let fresh = try mount(content, base: node.basePath.appending(.explicitID(value)), inner)
        replace(in: node, with: fresh, context, transition: true)
      }
      return
    case .animation(let curve, let value):
      if state.lastValue != value {
        inner.animated = true
        let timing = AnimationTiming(written: curve)
        inner.timing = (timing ?? .default, timing == nil)
      }
      state.lastValue = value
    case .presentation(let presentation) where presentation.coversPresenter:
      if node.children.count > 1 { inner.hidden = true }
    default:
      break
    }
    if let child = node.children.first {
      node.children[0] = try update(child, with: content, inner)
    } else {
      node.children = [try mount(content, base: node.basePath, inner)]
    }
    switch modifier {
    case .onChange(let value, _):
      if let old = state.lastValue, old != value {
        effects.append(.change(node, state, old: old, new: value))
      }
      state.lastValue = value
    case .task(let id, _):
      if let id, state.lastValue != id {
        taskEffects.append(TaskEffect(node: node, state: state, restart: true))
      }
      state.lastValue = id
    case .onReceive(let source, _):
      if case .onReceive(let old, _) = oldModifier, old.isSame(as: source) { break }
      state.subscription?.cancel()
      subscribe(node, state, to: source)
    case .other(let name, let value) where name != Self.preferenceModifier:
      if let old = state.lastValue, old != value {
        if context.animated {
          emitAnimate(node, property: name, from: old, to: value, context)
        } else {
          // A change without an animation jumps: an animation of the value still running stops.
          _ = takeInFlight(
            identity: node.eventIdentity.0, .change(property: name, from: old, to: value))
        }
      }
      state.lastValue = value
    case .focused:
      syncFocus(node, state, mounted: false)
    case .presentation(let presentation):
      try updatePresented(node, state, presentation, context)
    case .navigationLink, .navigationDestination, .presentedDestination:
      joinStack(state, node, context)
    default:
      break
    }
  }

  /// Visits a subtree that was not re-described, re-running the bodies whose state changed.
  func refresh(_ node: LiveNode, _ context: RenderContext) throws {
    switch node.payload {
    case .custom:
      if node.isDirty || environmentChanged(node, context) {
        try runBody(node, context)
      } else {
        for child in node.children { try refresh(child, context) }
      }
    case .forEach(let state):
      for id in state.uniqueIDs {
        if let row = state.nodes[id] { try refresh(row, context) }
      }
    case .container where node.tabs != nil:
      if let state = node.tabs { try updateTabView(node, state, nil, context) }
    case .container where node.navigation != nil:
      if let navigation = node.navigation {
        try refreshNavigationStack(node, navigation, context)
      }
    case .modifier(let state):
      let inner = writing(state.modifier, into: context)
      for (index, child) in node.children.enumerated() {
        if case .presentation(let presentation) = state.modifier, index > 0 {
          try refresh(child, presentedContext(presentation, inner))
        } else if case .presentation(let presentation) = state.modifier,
          presentation.coversPresenter, node.children.count > 1
        {
          var covered = inner
          covered.hidden = true
          try refresh(child, covered)
        } else {
          try refresh(child, inner)
        }
      }
      if case .focused = state.modifier { syncFocus(node, state, mounted: false) }
    default:
      for child in node.children { try refresh(child, context) }
    }
  }

  /// Runs a custom view's body and reconciles its content.
  func runBody(_ node: LiveNode, _ context: RenderContext) throws {
    guard case .custom(let custom) = node.payload, let storage = node.storage else { return }
    node.isDirty = false
    work.bodies += 1
    readEnvironment(custom, storage, context)
    let body = try custom.body(storage)
    var inner = context.content
    inner.dismiss = storage.dismiss
    inner.stack = storage.stack
    if let child = node.children.first {
      node.children[0] = try update(child, with: body, inner)
    } else {
      node.children = [try mount(body, base: node.path, inner)]
    }
  }

  // MARK: - Environment

  /// The context below a modifier: an `.environment(…)` write replaces its key's value.
  func writing(_ modifier: Modifier, into context: RenderContext) -> RenderContext {
    guard case .environment(let key, let value) = modifier else { return context }
    var inner = context
    inner.environment[key] = value
    return inner
  }

  /// Gives a custom view's storage the environment its body is about to read, and remembers
  /// what the view reads from it.
  func readEnvironment(_ custom: CustomView, _ storage: StateStorage, _ context: RenderContext) {
    storage.environment = context.environment
    storage.environmentRead = custom.environmentRead?(context.environment)
  }

  /// Whether what a custom view reads from the environment differs from its last body's read.
  func environmentChanged(_ node: LiveNode, _ context: RenderContext) -> Bool {
    guard case .custom(let custom) = node.payload, let read = custom.environmentRead,
      let storage = node.storage
    else { return false }
    return read(context.environment) != storage.environmentRead
  }

  // MARK: - Helpers

  /// Whether a live node can be updated in place by a description (same kind and type).
  func matches(_ node: LiveNode, _ description: ViewDescription) -> Bool {
    switch (node.payload, description) {
    case (.empty, .empty): true
    case (.primitive(let old), .primitive(let new)): old.typeName == new.typeName
    case (.container(let old), .container(let new, _)): old == new
    case (.container, .navigationStack): node.navigation != nil
    case (.container, .tabView): node.tabs != nil
    case (.custom(let old), .custom(let new)): old.typeName == new.typeName
    case (.forEach(let state), .forEach(let new)):
      state.description.identification == new.identification
    case (.conditional(_, let count), .conditional(_, let newCount, _)): count == newCount
    case (.optional, .optional), (.anyView, .anyView): true
    case (.modifier(let state), .modified(_, let modifier)):
      state.modifier.matchKey == modifier.matchKey
    default: false
    }
  }

  /// The context for a container's children: lazy containers open a row window, which limits
  /// the rows built only where they scroll (a `List`, or any lazy container inside a
  /// `ScrollView`); transparent containers pass the current one through; other views close it.
  func innerContext(_ container: Container, _ context: RenderContext) -> RenderContext {
    var inner = context
    if container == .scrollView { inner.scrolls = true }
    if container.isLazy {
      let scrolls = container == .list || context.scrolls
      inner.window = LazyWindow(
        containerName: container.rawValue,
        remaining: scrolls ? max(0, options.lazyVisibleRows) : Int.max)
    } else if ![.group, .tuple, .section].contains(container) {
      inner.window = nil
    }
    return inner
  }

  /// Replaces a wrapper's content with a freshly mounted one.
  private func replace(
    in wrapper: LiveNode, with fresh: LiveNode, _ context: RenderContext, transition: Bool
  ) {
    if let old = wrapper.children.first {
      if transition { emitTransition(old, edge: .removal, context) }
      scheduleRemoval(old)
    }
    if transition { emitTransition(fresh, edge: .insertion, context) }
    wrapper.children = [fresh]
  }

  /// Queues a removed subtree for its disappear/destroy phase.
  /// Queues the end of a removed subtree: with the other removals after the new views appear
  /// (rule 11), or first (`early`, or a `.transition(.identity)`).
  func scheduleRemoval(_ node: LiveNode, then onDismiss: Callback? = nil, early: Bool = false) {
    removals.append(
      Removal(
        node: node, early: early || node.transitionName == "identity", onDismiss: onDismiss))
  }

  /// Keeps focus in step with a `.focused` binding and attaches it to its text field.
  func syncFocus(_ node: LiveNode, _ state: ModifierState, mounted: Bool) {
    guard case .focused(let binding, let equals, let cleared) = state.modifier else { return }
    guard let field = node.wrappedView, case .primitive(let primitive) = field.payload,
      primitive.kind == .textField || primitive.kind == .secureField
    else { return }
    field.focusBinding = FocusBinding(binding: binding, equals: equals, cleared: cleared)
    let value = binding.get()
    if !mounted, let last = state.lastValue, last != value {
      if value == equals {
        focusedNode = field
      } else if focusedNode === field {
        focusedNode = nil
      }
    }
    state.lastValue = value
  }

  // MARK: - Events

  /// Appends a `create`/`destroy`/`focusLost` event for a view node.
  func emit(_ event: (Event.Subject) -> Event, _ node: LiveNode) {
    events.append(event(Event.Subject(identity: node.path.string, type: node.typeName)))
  }

  /// Appends a `transition` event for the top-most view of an inserted/removed subtree.
  ///
  /// Content of several views (a `TupleView` or a `Group` with no transition of its own) is not
  /// one view on screen: each of its views transitions, with its own transition (SwiftUI applies
  /// a transition to each view an `if` inserts or removes).
  ///
  /// A leaving view inserted again (`LiveNode.isReturning`) comes back along its removal
  /// transition (edge `returning`).
  func emitTransition(_ node: LiveNode, edge: Event.Edge, _ context: RenderContext) {
    var edge = edge
    if node.isReturning {
      node.isReturning = false
      if edge == .insertion { edge = .returning }
    }
    guard let view = node.wrappedView else { return }
    if node.transitionName == nil, case .container(let container) = view.payload,
      container == .tuple || container == .group
    {
      for child in view.children {
        if edge == .returning { child.isReturning = true }
        emitTransition(child, edge: edge == .returning ? .insertion : edge, context)
      }
      return
    }
    let name = node.transitionName ?? "opacity"
    events.append(
      .transition(
        Event.Subject(identity: view.path.string, type: view.typeName), edge: edge,
        animated: context.animated, name: name))
    let shown = TransitionState.transition(name, inserting: edge == .insertion)
    if edge == .removal, usesMatchedGeometry {
      var wrapper: LiveNode? = node
      while let current = wrapper, current !== view {
        if case .modifier(let state) = current.payload,
          let (group, _) = Self.matchedGroup(state.modifier)
        {
          removedGroups[view.path.string] = group
        }
        wrapper = current.children.first
      }
    }
    let kind: MotionTrack.Kind =
      switch edge {
      case .insertion: .insertion(transition: shown)
      case .removal: .removal(transition: shown)
      case .returning: .returning(transition: shown)
      }
    guard context.animated, shown != "identity" else {
      // Without an animation the view is there (or gone) at once: what was moving stops.
      _ = takeInFlight(identity: view.path.string, kind)
      return
    }
    track(identity: view.path.string, type: view.typeName, kind, context)
  }

  /// Appends an `animate` event for the view a modifier wraps, and its motion track.
  func emitAnimate(
    _ node: LiveNode, property: String, from: Value, to: Value, _ context: RenderContext
  ) {
    let (identity, type) = node.eventIdentity
    events.append(
      .animate(
        Event.Subject(identity: identity, type: type), property: property, from: from, to: to))
    track(identity: identity, type: type, .change(property: property, from: from, to: to), context)
  }

  /// Records one animated change of this step with the context's animation.
  private func track(
    identity: String, type: String, _ kind: MotionTrack.Kind, _ context: RenderContext
  ) {
    let (timing, approximated) = context.timing ?? (.default, false)
    var track = MotionTrack(
      identity: identity, type: type, kind: kind, timing: timing, isApproximated: approximated)
    track.earlier = takeInFlight(identity: identity, kind)
    motion.append(track)
  }
}
