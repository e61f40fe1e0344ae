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
public final class Simulation {
  /// Tunables.
  public struct Options: Sendable {
    /// Re-render rounds one step may take before it stops with a `runaway-updates` failure.
    public var maxRoundsPerStep = 100
    /// Rows a lazy container shows (and so creates and appears) at a time (rules 19, 23).
    public var lazyVisibleRows = 12
    public init() {}
  }

  public let options: Options
  let rootView: CustomView

  public init(root: CustomView, options: Options = Options()) {
    self.rootView = root
    self.options = options
  }

  /// The first render (step 0), with its onAppear and task effects.
  public func start() -> Outcome {
    Outcome(tree: RenderedNode(type: rootView.typeName, identity: rootView.typeName))
  }

  /// Runs one action (a learner statement or gesture) and the updates it causes.
  ///
  /// - Parameters:
  ///   - animated: whether the action's own transaction is animated.
  ///   - action: mutates state through `StateStorage` / `Binding`s.
  public func perform(animated: Bool = false, _ action: () throws -> Void) -> Outcome {
    Outcome(tree: RenderedNode(type: rootView.typeName, identity: rootView.typeName))
  }

  /// `withAnimation { }` inside an action or callback: the body's writes form an animated
  /// transaction of their own, after the writes made before it.
  public func withAnimation(_ body: () throws -> Void) rethrows {
    try body()
  }

  /// The root view's state storage (actions run "in the root view's scope").
  public var rootState: StateStorage? { nil }

  /// The live tree now.
  public var tree: RenderedNode { RenderedNode(type: rootView.typeName, identity: rootView.typeName) }

  /// The live controls (Button, Toggle, TextField, SecureField) in screen order, for gestures.
  public var controls: [Control] { [] }

  /// Gives keyboard focus to a text field (the `focus "Placeholder"` gesture); its `.focused`
  /// binding, if any, is set to its `equals` value.
  public func focus(_ control: Control) -> Outcome { start() }
}

/// A live Button, Toggle or TextField, as the `tap` / `toggle` / `type` / `focus` gestures see it.
public struct Control {
  public var kind: Primitive.Kind
  /// The title or placeholder.
  public var label: String
  public var identity: String
  public var binding: Binding?
  public var action: Callback?
  public init(
    kind: Primitive.Kind, label: String, identity: String, binding: Binding?, action: Callback?
  ) {
    self.kind = kind
    self.label = label
    self.identity = identity
    self.binding = binding
    self.action = action
  }
}
