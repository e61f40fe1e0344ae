/// A running simulation of one root view: SwiftUI's reconciler, step by step.
///
/// ```
/// let sim = Simulation(root: bench)
/// let first = sim.start()                       // step 0: first render, appear, tasks
/// let next = sim.perform { try insertAtTop() }  // one action, one step
/// ```
///
/// The front end's closures read and write state through `StateStorage`; an action's writes
/// coalesce into one transaction (rule 20), `withAnimation` opens an animated one.
///
/// A step runs transactions until none is pending: apply the transaction's writes, re-run the
/// bodies that depend on them (the views whose state changed, and child views whose inputs
/// changed), reconcile, then run the effects (disappear/appear/onChange callbacks, tasks),
/// whose own writes form the next transaction.
public final class Simulation {
  /// Tunables.
  public struct Options: Sendable {
    /// Re-render rounds one step may take before it stops with a `runaway-updates` failure.
    public var maxRoundsPerStep = 100
    /// Rows a lazy container shows (and so creates and appears) at a time (rules 19, 23).
    public var lazyVisibleRows = 12
    /// Clock work (timer fires, queued blocks, task wake-ups) one step may run before it stops
    /// with a `clock-budget` failure.
    public var maxScheduledRunsPerStep = 10_000
    public init() {}
  }

  public let options: Options
  let rootView: CustomView
  /// The scene's virtual time and the work scheduled on it.
  public let clock = VirtualClock()

  // MARK: - Live state

  /// The live tree's root (the root custom view), once started.
  var root: LiveNode?
  /// The transaction collecting writes now.
  var current = Transaction(animated: false)
  /// Closed transactions waiting to be applied.
  var queue: [Transaction] = []
  /// The text field that has keyboard focus.
  var focusedNode: LiveNode?
  /// The tree `renderRoot` returned last, whose unchanged subtrees the next one shares.
  var lastRendered: RenderedNode?
  /// The nearest `.textCase(…)` above the node being rendered (`uppercase`, `lowercase`),
  /// nil when none or `.textCase(nil)` (`TextCase`).
  var renderedTextCase: TextCase?
  /// True while bodies run (writes then draw SwiftUI's "during view update" warning).
  var isRendering = false

  /// While an `.onChange` callback runs: the value before and after the change, for the
  /// two-parameter form `onChange(of: value) { old, new in … }`; `nil` otherwise.
  public internal(set) var changeValues: (old: Value, new: Value)?

  /// The work done since the simulation was created, counted (never timed).
  public struct Work: Equatable, Sendable {
    /// Custom views' bodies evaluated.
    public var bodies = 0
    /// ForEach row closures run.
    public var rows = 0
    /// Descriptions mounted or reconciled against a live node.
    public var nodes = 0

    public init(bodies: Int = 0, rows: Int = 0, nodes: Int = 0) {
      self.bodies = bodies
      self.rows = rows
      self.nodes = nodes
    }
  }

  /// Takes the failure a non-throwing read met during the step (a binding's getter that could
  /// not be simulated), if any: the step fails with it, first, whatever came after it.
  public var deferredFailure: (() -> RuntimeFailure?)?

  /// The work done so far (tests compare it across sizes to catch super-linear growth).
  public internal(set) var work = Work()

  // MARK: - Per-step output

  var events: [Event] = []
  /// The step's animated changes (`Outcome.motion`).
  var motion: [MotionTrack] = []
  /// Whether a `matchedGeometryEffect` was ever mounted (the groups are checked only then).
  var usesMatchedGeometry = false
  /// Whether an `.onPreferenceChange` was ever mounted (preferences are gathered only then).
  var usesPreferences = false
  /// The matched-geometry groups already warned about (SwiftUI warns once per group).
  var warnedMatched: Set<MatchedGroup> = []
  /// The groups of the views this step removed, by the removed view's identity.
  var removedGroups: [String: MatchedGroup] = [:]
  var warnings: [RuntimeWarning] = []
  var warnedRenderWrite = false

  // MARK: - Per-round effects

  /// Removed subtrees waiting for their disappear/destroy phase.
  var removals: [Removal] = []

  // MARK: - Motion across actions (`after 0.1s:`)

  /// Set before an action when the next action comes this many seconds after it (the
  /// scene's next action is written `after 0.1s:`): the step does not settle its animations;
  /// what is still moving then goes on into the next step.
  public var nextActionAfter: Double?
  /// Set before an action written `after 0.1s:`: the clock moves this far first (as `wait`
  /// does), then the action runs while the earlier step's animations are still running.
  public var actionDelay: Double?
  /// The current step's `nextActionAfter`.
  var stepCut: Double?
  /// Animations an earlier action started that were still running when this one came, on
  /// this step's clock.
  var inFlight: [MotionTrack] = []
  /// Removed views still on screen, leaving, when the step ended (their transition had not
  /// ended before the next action).
  var leaving: [Leaving] = []
  /// onAppear and onChange callbacks, in the order they were found (deepest first).
  var effects: [Effect] = []
  /// Tasks to start or restart after the appear phase.
  var taskEffects: [TaskEffect] = []

  public init(root: CustomView, options: Options = Options()) {
    self.rootView = root
    self.options = options
  }

  // MARK: - Public API

  /// The first render (step 0), with its onAppear and task effects.
  ///
  /// Calling it again returns the current tree with no events.
  @discardableResult
  public func start() -> Outcome {
    runStep {
      guard root == nil else { return }
      isRendering = true
      defer { isRendering = false }
      let path = IdentityPath(parent: nil, component: .type(rootView.typeName))
      root = try mountCustom(rootView, basePath: path, path: path, RenderContext(animated: false))
      isRendering = false
      try runEffects()
    }
  }

  /// Runs one action (a learner statement or gesture) and the updates it causes.
  ///
  /// Starts the simulation first if `start()` was not called.
  ///
  /// - Parameters:
  ///   - animated: whether the action's own transaction is animated.
  ///   - action: mutates state through `StateStorage` / `Binding`s.
  @discardableResult
  public func perform(animated: Bool = false, _ action: () throws -> Void) -> Outcome {
    if root == nil { _ = start() }
    return runStep {
      current.animated = animated
      defer { closeCurrent(); current.animated = false }
      try action()
    }
  }

  /// `withAnimation { }` inside an action or callback: the body's writes form an animated
  /// transaction of their own, after the writes made before it.
  ///
  /// Called outside `perform`, its transaction waits for the next step.
  public func withAnimation(_ written: String? = nil, _ body: () throws -> Void) rethrows {
    let outer = (current.animated, current.timing)
    closeCurrent()
    current.animated = true
    let timing = written.flatMap(AnimationTiming.init(written:))
    current.timing = (timing ?? .default, written != nil && timing == nil)
    defer {
      closeCurrent()
      (current.animated, current.timing) = outer
    }
    try body()
  }

  /// The root view's state storage (actions run "in the root view's scope").
  public var rootState: StateStorage? { root?.storage }

  /// The first live custom view named `typeName` (or a specialisation of it, `Card<Text>`), in
  /// tree order: its inputs and its state, for an action run in a view below the root
  /// (`idlab audit`'s confirmation changes a collection where the view that owns it is).
  public func liveView(named typeName: String) -> (inputs: Value, state: StateStorage?)? {
    func find(_ node: LiveNode) -> (inputs: Value, state: StateStorage?)? {
      if node.isAlive, case .custom(let view) = node.payload,
        view.typeName == typeName || view.typeName.hasPrefix(typeName + "<")
      {
        return (view.inputs, node.storage)
      }
      for child in node.children {
        if let found = find(child) { return found }
      }
      return nil
    }
    return root.flatMap(find)
  }

  /// The live tree now.
  public var tree: RenderedNode {
    guard let root else {
      return RenderedNode(type: rootView.typeName, identity: rootView.typeName)
    }
    return renderRoot(root)
  }

  /// The live controls (Button, Toggle, TextField, SecureField) in screen order, for gestures;
  /// while something is presented, the innermost presentation's only.
  public var controls: [Control] {
    guard let root else { return [] }
    var result: [Control] = []
    var modal: [Control]?
    collectControls(root, into: &result, modal: &modal)
    return modal ?? result
  }

  /// The identity of the text field that has keyboard focus, if any.
  public var focusedIdentity: String? { focusedNode?.path.string }

  /// Gives keyboard focus to a text field (the `focus "Placeholder"` gesture); its `.focused`
  /// binding, if any, is set to its `equals` value. The field that had focus loses it first:
  /// its binding gets its `cleared` value (`false`, `nil`), because a `@FocusState` reads
  /// focus placement and focus is in one field at a time (rule 28).
  @discardableResult
  public func focus(_ control: Control) -> Outcome {
    if root == nil { _ = start() }
    return runStep {
      defer { closeCurrent() }
      guard let root, let field = findNode(identity: control.identity, in: root) else { return }
      if let previous = focusedNode, previous !== field, let focus = previous.focusBinding {
        try focus.binding.set(focus.cleared)
      }
      focusedNode = field
      if let focus = field.focusBinding {
        try focus.binding.set(focus.equals)
      }
    }
  }

  // MARK: - Steps

  /// Runs `body`, then every pending transaction; turns failures into `Outcome.error`.
  func runStep(_ body: () throws -> Void) -> Outcome {
    events = []
    motion = []
    warnings = []
    warnedRenderWrite = false
    stepCut = nextActionAfter
    nextActionAfter = nil
    let delay = actionDelay
    actionDelay = nil
    // A read outside any step (a gesture finding its control) is not this step's failure.
    _ = deferredFailure?()
    var failure: RuntimeFailure?
    do {
      if let delay {
        let target = clock.now + Int((delay * 1e9).rounded())
        try runDue(notAfter: target)
        clock.advance(to: target)
      }
      try body()
      closeCurrent()
      try drain()
      // Main-queue blocks scheduled for now (`DispatchQueue.main.async`) and cancelled tasks'
      // wake-ups run after the step's updates, before the next action.
      try runDue(notAfter: clock.now)
      checkMatchedGeometry()
      try carryMotion()
      if let deferred = deferredFailure?() { throw deferred }
    } catch {
      failure =
        deferredFailure?() ?? (error as? RuntimeFailure)
        ?? RuntimeFailure(id: "error", message: String(describing: error))
      recoverAfterFailure()
    }
    let tree = self.tree
    // Drawing the tree reads the controls' bindings: a getter that stops there fails this
    // step, not the next one.
    if failure == nil, let deferred = deferredFailure?() {
      failure = deferred
      recoverAfterFailure()
    }
    var outcome = Outcome(tree: tree, events: events, warnings: warnings, error: failure)
    outcome.motion = motion
    outcome.filmEnds = failure == nil ? stepCut : nil
    return outcome
  }

  /// Applies queued transactions until none is left (or the round budget runs out).
  func drain() throws {
    var rounds = 0
    while !queue.isEmpty {
      let transaction = queue.removeFirst()
      let changed = transaction.apply()
      guard !changed.isEmpty else { continue }
      for storage in changed { storage.owner?.isDirty = true }
      rounds += 1
      if rounds > options.maxRoundsPerStep {
        queue.removeAll()
        current = Transaction(animated: false)
        warnings.append(.updateLoop(rounds: options.maxRoundsPerStep))
        throw RuntimeFailure(
          id: "runaway-updates",
          message: "State kept changing on every update (\(options.maxRoundsPerStep) rounds)",
          arguments: ["limit": String(options.maxRoundsPerStep)])
      }
      try renderPass(animated: transaction.animated, timing: transaction.timing)
      try runEffects()
      closeCurrent()
    }
  }

  /// Re-runs the dirty bodies from the root down.
  func renderPass(
    animated: Bool, timing: (AnimationTiming, approximated: Bool)? = nil
  ) throws {
    guard let root else { return }
    isRendering = true
    defer { isRendering = false }
    var context = RenderContext(animated: animated)
    context.timing = timing
    try refresh(root, context)
  }

  /// Moves the open transaction to the queue if it recorded anything.
  func closeCurrent() {
    guard !current.isEmpty else { return }
    queue.append(current)
    let next = Transaction(animated: current.animated)
    next.timing = current.timing
    current = next
  }

  /// Records a state write in the open transaction.
  func recordWrite(_ storage: StateStorage, _ name: String, old: Value) {
    current.record(storage: storage, name: name, old: old, new: storage[name])
    if isRendering && !warnedRenderWrite {
      warnedRenderWrite = true
      warnings.append(.stateModifiedDuringUpdate)
    }
  }

  /// Records an invalidated storage (an observed object changed) in the open transaction.
  func recordInvalidation(_ storage: StateStorage) {
    current.invalidate(storage: storage)
    if isRendering && !warnedRenderWrite {
      warnedRenderWrite = true
      warnings.append(.publishedDuringUpdate)
    }
  }

  /// After a failure: end the removed subtrees silently, drop pending work.
  func recoverAfterFailure() {
    isRendering = false
    for removal in removals { destroySubtree(removal.node, emitEvents: true) }
    for item in leaving { destroySubtree(item.node, emitEvents: true) }
    removals = []
    leaving = []
    inFlight = []
    stepCut = nil
    effects = []
    taskEffects = []
    queue = []
    current = Transaction(animated: false)
  }
}
