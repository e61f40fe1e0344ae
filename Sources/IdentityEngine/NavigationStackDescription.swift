/// `NavigationStack { … }` (or `NavigationView`): its root content and, for
/// `NavigationStack(path:)`, the binding to its path.
///
/// The root's views are slots `0..<root.count`; each pushed destination is the next slot, wrapped
/// in `.id(value)` when a value pushed it (`Screen/NavigationStack/1/id=3/Detail`).
public struct NavigationStackDescription {
  /// The root content's views, one slot each.
  public var root: [ViewDescription]
  /// `path:`: an array (or `NavigationPath`) of the pushed values; nil when the stack keeps
  /// its own path.
  public var path: Binding?

  public init(root: [ViewDescription], path: Binding?) {
    self.root = root
    self.path = path
  }
}

/// What tapping a `NavigationLink` pushes.
public enum NavigationPush {
  /// `NavigationLink(value:)`: appended to the path, shown by the matching
  /// `navigationDestination(for:)`.
  case value(Value)
  /// `NavigationLink(destination:)`: this view, pushed on the stack's own path.
  case view(ViewDescription)
  /// `NavigationLink(destination:isActive:)` or `(destination:tag:selection:)`: a tap sets the
  /// binding, and the link's destination follows it (`Modifier.presentedDestination`).
  case activation(Callback)
}

/// The live side of a navigation stack: its own path, the destinations its content declared.
final class NavigationState {
  /// `NavigationStack(path:)`'s binding.
  var path: Binding?
  /// How many slots the root content has (pushed destinations follow).
  var rootCount = 0
  /// The stack's own path (values pushed without a binding, and views pushed by destination
  /// links) as state, so that a push is a write like any other.
  let storage: StateStorage
  /// Views pushed by destination links, by the number their path entry carries.
  var views: [Int: ViewDescription] = [:]
  private var viewSerial = 0
  /// `navigationDestination(for: T.self)` closures declared inside the stack, by type name.
  var destinations: [String: (Value) throws -> ViewDescription] = [:]
  /// The `navigationDestination(isPresented:)` and `(item:)` modifiers declared inside the
  /// stack, in the order they joined it (their views follow the path's).
  var presenters: [(state: ModifierState, node: LiveNode)] = []
  /// How many pushed views came from the path at the last reconcile (those from presenters
  /// follow).
  var pathDepth = 0
  /// The dismiss actions of the views pushed by presenters at the last reconcile, in order.
  var presentedDismissals: [Callback] = []
  /// The level on screen after the last reconcile: the stack's node for the root content, else
  /// the top pushed view. Only that level's views have appeared; the levels below it are
  /// covered (rule 24).
  weak var shownLevel: LiveNode?

  init(path: Binding?, identity: String) {
    self.path = path
    self.storage = StateStorage(identity: identity, values: [("path", .array([]))])
  }

  private var boundValues: [Value] {
    if let path, case .array(let items) = path.get() { return items }
    return []
  }

  private var ownValues: [Value] {
    if case .array(let items) = storage["path"] { return items }
    return []
  }

  /// The whole path: the binding's values, then the stack's own.
  var entries: [Value] { boundValues + ownValues }

  /// The view an entry shows: a destination link's view, or the value's destination wrapped
  /// in `.id(value)`; nil when no destination matches the value's type.
  func destination(for entry: Value) throws -> ViewDescription? {
    if case .enumCase("NavigationLink", "destination", let payload) = entry,
      case .int(let serial)? = payload.first
    {
      return views[serial]
    }
    guard let build = destinations[entry.swiftTypeName] else { return nil }
    return .modified(try build(entry), .id(entry))
  }

  /// Pushes a link's value or view.
  func push(_ push: NavigationPush) throws {
    switch push {
    case .value(let value):
      if let path {
        try path.set(.array(boundValues + [value]))
      } else {
        storage["path"] = .array(ownValues + [value])
      }
    case .view(let view):
      viewSerial += 1
      views[viewSerial] = view
      let entry = Value.enumCase(
        type: "NavigationLink", name: "destination", payload: [.int(viewSerial)])
      storage["path"] = .array(ownValues + [entry])
    case .activation(let activate):
      try activate.run()
    }
  }

  /// Pops to the first `count` pushed views: the presenters' views above `count` are dismissed
  /// (top first), then the path is cut.
  func pop(toCount count: Int) throws {
    for (index, dismiss) in presentedDismissals.enumerated().reversed()
    where pathDepth + index >= count {
      try dismiss.run()
    }
    guard count < pathDepth else { return }
    let bound = boundValues
    if count < bound.count, let path { try path.set(.array(Array(bound.prefix(count)))) }
    let own = ownValues
    let keep = max(0, count - bound.count)
    if keep < own.count { storage["path"] = .array(Array(own.prefix(keep))) }
  }
}
