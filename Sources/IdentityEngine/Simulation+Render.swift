// MARK: - Building the Outcome tree, controls, lookups

extension Simulation {
  /// The rendered tree of the live root. Subtrees that render as in the previous call are
  /// that call's (`RenderedNode.sharing`): steps that change a few rows hold one copy of the
  /// others.
  ///
  /// - Complexity: O(n) in live nodes (plus duplicated rows, rendered once per position).
  func renderRoot(_ root: LiveNode) -> RenderedNode {
    let previous = lastRendered.map { RenderedNode(type: "", identity: "", children: [$0]) }
    let tree =
      render(root, modifiers: [], undefined: false, previous: PreviousRendering(previous)).first
      ?? RenderedNode(type: rootView.typeName, identity: root.path.string)
    lastRendered = tree
    return tree
  }

  /// Renders a live node: wrappers pass their modifiers down to the view they wrap. `previous`
  /// holds the last rendering of the siblings this node's views are among, from `position`.
  func render(
    _ node: LiveNode, modifiers: [(name: String, value: Value)], undefined: Bool,
    previous: PreviousRendering? = nil, at position: Int = 0
  ) -> [RenderedNode] {
    switch node.payload {
    case .empty:
      return []
    case .modifier(let state):
      var inner = modifiers
      inner.append((state.modifier.name, state.modifier.displayValue))
      if case .presentation(let presentation) = state.modifier {
        return renderPresentation(
          node, presentation, modifiers: inner, undefined: undefined, previous: previous,
          at: position)
      }
      if let textCase = TextCase.written(by: state.modifier) {
        // An environment value: the nearest write wins for every text below (Apple,
        // `textCase(_:)`).
        let outer = renderedTextCase
        renderedTextCase = textCase
        defer { renderedTextCase = outer }
        return render(
          node.children, modifiers: inner, undefined: undefined, previous: previous,
          at: position)
      }
      if case .selection(let title, let binding) = state.modifier {
        // A picker shows its title and selection as its own label and value.
        var rendered = node.children.flatMap {
          render($0, modifiers: modifiers, undefined: undefined)
        }
        if !rendered.isEmpty {
          rendered[0].label = title
          rendered[0].value = binding.get()
        }
        return rendered
      }
      return render(
        node.children, modifiers: inner, undefined: undefined, previous: previous, at: position)
    case .conditional, .optional, .anyView:
      return render(
        node.children, modifiers: modifiers, undefined: undefined, previous: previous,
        at: position)
    case .primitive(let primitive):
      let isShape = primitive.kind == .shape
      let namedByText =
        isShape || primitive.kind == .mapContent || primitive.kind == .chartMark
        || primitive.kind == .unmodelled
      var rendered = RenderedNode(
        type: node.typeName, identity: node.path.string, text: namedByText ? nil : primitive.text,
        label: primitive.label, value: primitive.binding?.get(),
        modifiers: modifiers.reversed(), isUndefined: undefined)
      rendered.isFocused = focusedNode === node
      rendered.bounds = primitive.bounds
      rendered.isShape = isShape
      rendered.isUnmodelled = primitive.kind == .unmodelled
      if let face = primitive.face { rendered.face = face }
      if !primitive.labelColors.isEmpty { rendered.labelColors = primitive.labelColors }
      if let textCase = renderedTextCase { textCase.apply(to: &rendered, kind: primitive.kind) }
      return [
        .sharing(rendered, with: previous?.node(at: position, identity: rendered.identity))
      ]
    case .container, .custom:
      let old = previous?.node(at: position, identity: node.path.string)
      var children = render(
        node.children, modifiers: [], undefined: undefined, previous: PreviousRendering(old))
      if let navigation = node.navigation {
        children = render(
          node.children[..<navigation.rootCount], modifiers: [], undefined: undefined,
          previous: PreviousRendering(old))
        for pushed in node.children[navigation.rootCount...] {
          for var view in render(pushed, modifiers: [], undefined: undefined) {
            view.presentation = "navigationDestination"
            children.append(view)
          }
        }
      }
      var rendered = RenderedNode(
        type: node.typeName, identity: node.path.string,
        state: node.storage?.entries ?? [], modifiers: modifiers.reversed(),
        children: children, isUndefined: undefined)
      if case .custom(let custom) = node.payload { rendered.inputs = custom.inputs }
      rendered.shownTab = node.tabs?.shown
      return [.sharing(rendered, with: old)]
    case .forEach(let state):
      let old = previous?.node(at: position, identity: node.path.string)
      let oldRows = PreviousRendering(old)
      var rows: [RenderedNode] = []
      for id in state.order {
        guard let row = state.nodes[id] else { continue }
        let rowUndefined = undefined || (state.isLazy && state.duplicates.contains(id))
        rows += render(
          row, modifiers: [], undefined: rowUndefined, previous: oldRows, at: rows.count)
      }
      var rendered = RenderedNode(
        type: node.typeName, identity: node.path.string, modifiers: modifiers.reversed(),
        children: rows, isUndefined: undefined)
      if state.unbuiltCount > 0 { rendered.unbuiltRows = state.unbuiltCount }
      return [.sharing(rendered, with: old)]
    }
  }

  /// Renders `nodes` one after the other, the first at `position` among `previous`.
  func render(
    _ nodes: some Sequence<LiveNode>, modifiers: [(name: String, value: Value)],
    undefined: Bool, previous: PreviousRendering?, at position: Int = 0
  ) -> [RenderedNode] {
    var rendered: [RenderedNode] = []
    for node in nodes {
      rendered += render(
        node, modifiers: modifiers, undefined: undefined, previous: previous,
        at: position + rendered.count)
    }
    return rendered
  }

  /// Collects live controls in screen order. While something is presented, only the
  /// innermost presented content's controls are reachable (a sheet or an alert is modal; a
  /// toolbar's items come after the modified view's controls).
  func collectControls(_ node: LiveNode, into result: inout [Control], modal: inout [Control]?) {
    if case .modifier(let state) = node.payload,
      case .presentation(let presentation) = state.modifier,
      node.children.count > 1
    {
      collectControls(node.children[0], into: &result, modal: &modal)
      if !presentation.isModal {
        for child in node.children.dropFirst() {
          collectControls(child, into: &result, modal: &modal)
        }
        return
      }
      var presented: [Control] = []
      var inner: [Control]?
      for child in node.children.dropFirst() {
        collectControls(child, into: &presented, modal: &inner)
      }
      modal = inner ?? presented
      return
    }
    if case .modifier(let state) = node.payload, case .navigationLink(let push) = state.modifier {
      result.append(
        Control(
          kind: .button, label: firstText(node) ?? "",
          identity: node.wrappedView?.path.string ?? node.path.string, binding: nil,
          action: Callback { try state.stack?.push(push) }))
      return
    }
    if let tabs = node.tabs {
      collectTabControls(node, tabs, into: &result, modal: &modal)
      return
    }
    if let navigation = node.navigation, node.children.count > navigation.rootCount,
      let top = node.children.last
    {
      collectControls(top, into: &result, modal: &modal)
      return
    }
    if case .modifier(let state) = node.payload,
      case .selection(let title, let binding) =
        state.modifier
    {
      var picker = Control(
        kind: .picker, label: title, identity: node.wrappedView?.path.string ?? node.path.string,
        binding: binding, action: nil)
      picker.options = node.children.flatMap { pickerOptions($0, tag: nil) }
      result.append(picker)
      return
    }
    if case .modifier(let state) = node.payload, case .gesture(let gesture) = state.modifier {
      // The view's own controls stay reachable; the gesture comes first, as the view holds them.
      let view = node.wrappedView ?? node
      var control = Control(
        kind: gesture.kind == .refresh ? .refreshable : .dragGesture,
        label: (gesture.kind == .drag ? firstText(node) : nil) ?? view.typeName,
        identity: view.path.string, binding: nil, action: nil)
      control.gesture = gesture
      result.append(control)
      for child in node.children { collectControls(child, into: &result, modal: &modal) }
      return
    }
    if case .modifier(let state) = node.payload, case .other("disabled", let value) = state.modifier
    {
      let first = result.count
      for child in node.children { collectControls(child, into: &result, modal: &modal) }
      if value == .bool(true) {
        for index in first..<result.count { result[index].isDisabled = true }
      }
      return
    }
    // `.hidden()`: "Hidden views are invisible and can't receive any interactions" (Apple).
    if case .modifier(let state) = node.payload, case .other("hidden", _) = state.modifier {
      return
    }
    if case .modifier(let state) = node.payload,
      case .other("accessibilityLabel", .string(let label)) = state.modifier
    {
      // The label names the control it is on for the gestures, as VoiceOver reads it.
      let first = result.count
      for child in node.children { collectControls(child, into: &result, modal: &modal) }
      if result.count == first + 1, result[first].label.isEmpty { result[first].label = label }
      return
    }
    switch node.payload {
    case .primitive(let primitive):
      if let kind = Control.Kind(rawValue: primitive.kind.rawValue) {
        result.append(
          Control(
            kind: kind, label: primitive.label ?? primitive.text ?? "",
            identity: node.path.string, binding: primitive.binding, action: primitive.action,
            decrement: primitive.decrement, bounds: primitive.bounds))
      }
    case .forEach(let state):
      for id in state.order {
        if let row = state.nodes[id] { collectControls(row, into: &result, modal: &modal) }
      }
    default:
      for child in node.children { collectControls(child, into: &result, modal: &modal) }
    }
  }

  /// A picker's options under `node`: every view of its content, a `ForEach` row tagged by
  /// its id unless it carries its own `.tag`.
  func pickerOptions(_ node: LiveNode, tag: Value?) -> [Control.Option] {
    switch node.payload {
    case .modifier(let state):
      var inner = tag
      if case .other("tag", let value) = state.modifier { inner = value }
      return node.children.flatMap { pickerOptions($0, tag: inner) }
    case .forEach(let state):
      return state.order.flatMap { id in
        state.nodes[id].map { pickerOptions($0, tag: id) } ?? []
      }
    case .container(.picker), .container(.tuple), .container(.group), .container(.section),
      .conditional, .optional, .anyView, .empty:
      return node.children.flatMap { pickerOptions($0, tag: tag) }
    case .primitive, .custom, .container:
      return [Control.Option(text: firstText(node) ?? "", tag: tag)]
    }
  }

  /// Finds the live view node with a printed identity.
  func findNode(identity: String, in node: LiveNode) -> LiveNode? {
    if node.isView && node.path.string == identity { return node }
    for child in node.allChildren {
      if let found = findNode(identity: identity, in: child) { return found }
    }
    return nil
  }
}
