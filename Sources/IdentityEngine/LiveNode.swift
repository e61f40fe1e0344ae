/// One node of the live tree: a view identity the engine keeps between renders.
///
/// View nodes (primitives, containers, custom views, ForEach) carry a type name and emit
/// `create`/`destroy` events. Wrapper nodes (conditional, Optional, AnyView, modifiers,
/// EmptyView) share their parent's path prefix, add at most one identity component for their
/// content, and emit no `create`/`destroy` of their own.
final class LiveNode {
  /// What the node is. The primitive and custom cases are `indirect`: inline they would make
  /// every node, wrappers included, as wide as a `Primitive`.
  enum Payload {
    case empty
    indirect case primitive(Primitive)
    case container(Container)
    indirect case custom(CustomView)
    case forEach(ForEachState)
    case conditional(leaf: Int, leafCount: Int)
    case optional(isSome: Bool)
    case anyView(typeName: String)
    case modifier(ModifierState)
  }

  var payload: Payload
  /// The path the parent gave this node (equal to `path` for wrappers).
  let basePath: IdentityPath
  /// This node's identity.
  let path: IdentityPath
  /// Static slots of a container, the body of a custom view, the content of a wrapper.
  var children: [LiveNode] = []
  /// A custom view's state.
  var storage: StateStorage?
  /// A custom view whose state changed since its body last ran.
  var isDirty = false
  /// A text field's `.focused` binding, attached by the nearest `.focused` wrapper.
  var focusBinding: FocusBinding?
  /// A navigation stack's path and destinations.
  var navigation: NavigationState?
  /// A tab view's tabs and selection.
  var tabs: TabState?
  /// False once the identity ended.
  var isAlive = true
  /// True from the moment a leaving view is inserted again (un-removal) until its transition
  /// back is recorded.
  var isReturning = false

  init(payload: Payload, basePath: IdentityPath, path: IdentityPath) {
    self.payload = payload
    self.basePath = basePath
    self.path = path
  }

  /// Whether this node is a view with its own identity component (and create/destroy).
  var isView: Bool {
    switch payload {
    case .primitive, .container, .custom, .forEach: true
    default: false
    }
  }

  /// The view type name (`Text`, `VStack`, `IdentityRow`, `ForEach`); wrappers: `EmptyView`.
  var typeName: String {
    switch payload {
    case .primitive(let primitive): primitive.typeName
    case .container(let container): container.rawValue
    case .custom(let custom): custom.typeName
    case .forEach: "ForEach"
    default: "EmptyView"
    }
  }

  /// The first view node at or below this node through wrappers (what a modifier applies to).
  var wrappedView: LiveNode? {
    var node: LiveNode? = self
    while let current = node {
      if current.isView { return current }
      node = current.children.first
    }
    return nil
  }

  /// The identity printed for events about this node: its wrapped view's, or its own path.
  var eventIdentity: (identity: String, type: String) {
    if let view = wrappedView { return (view.path.string, view.typeName) }
    return (path.string, "EmptyView")
  }

  /// The row and child nodes in screen order, without repeating a duplicated row.
  var allChildren: [LiveNode] {
    if case .forEach(let state) = payload { return state.uniqueIDs.compactMap { state.nodes[$0] } }
    return children
  }

  /// The `.transition` written on this subtree's outermost modifier chain, if any.
  var transitionName: String? {
    var node: LiveNode? = self
    while let current = node {
      switch current.payload {
      case .modifier(let state):
        if case .transition(let name) = state.modifier { return name }
      case .conditional, .optional, .anyView:
        break
      default:
        return nil
      }
      node = current.children.first
    }
    return nil
  }
}

/// A `.focused($binding, equals:)` attached to a text field (a class: most nodes have none,
/// and an optional reference costs them one word).
final class FocusBinding {
  let binding: Binding
  let equals: Value
  let cleared: Value

  init(binding: Binding, equals: Value, cleared: Value) {
    self.binding = binding
    self.equals = equals
    self.cleared = cleared
  }
}
