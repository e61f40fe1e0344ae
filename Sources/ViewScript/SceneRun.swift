import Foundation
import IdentityEngine
import SwiftSyntax

// MARK: - Diagnostics emitted by actions (sorted by name)

extension DiagnosticKind {
  /// `tap "Label` without its closing quote, `type "x" "y"` without `into`, ….
  public static let malformedGesture = DiagnosticKind(
    "S402", "malformed gesture `{action}`")
  /// `back` with nothing pushed on any navigation stack.
  public static let nothingToGoBack = DiagnosticKind(
    "S403", "`back`: no view is pushed on a navigation stack")
  /// `after 0.1s:` on an action that has no action before it still animating.
  public static let nothingToInterrupt = DiagnosticKind(
    "S405", "`{action}`: `after` needs the action before it in the same list of actions")
  /// A gesture names a control that is not on screen.
  public static let unknownGestureTarget = DiagnosticKind(
    "S401", "no `{kind}` labelled \"{label}\" on screen; the `{kind}` labels are: {labels}")
}

/// A running scene: the simulation of one root view, and the steps so far.
public final class SceneRun {
  /// The root view's name.
  public let rootName: String
  /// The engine underneath.
  public let simulation: Simulation
  /// Step 0 and every step after it.
  public private(set) var steps: [SceneStep]
  /// Lines the learner's code printed with `print`, in order.
  public var printed: [String] { interpreter.printed }
  /// Names run as opaque only where the run met them (S122 warnings, once each), after the
  /// checker's `ScriptProgram.opaqueNames`.
  public var runtimeOpaque: [ScriptDiagnostic] { interpreter.runtimeOpaque }
  /// The requests that failed because the simulated iPhone is offline, once per place: the
  /// call (`URLSession.data(from:)`) and where it is written.
  public var offlineRequests: [(call: String, path: String, line: Int, column: Int)] {
    interpreter.offlineRequests
  }
  /// Whether the run has read bundle resources, which are found from the scene file's path:
  /// until it has, its steps depend on the scene's text and actions alone, not on its path.
  public var readsProjectFolders: Bool { interpreter.readsProjectFolders }

  let interpreter: Interpreter
  let rootInstance: Value
  let rootType: TypeDecl
  let source: String
  /// The text of the run's other files, by path, for diagnostics an action meets in them.
  let otherSources: [String: String]
  /// S303 (a warning) when the root needed arguments no preview passes and runs with
  /// placeholders: what each argument was made up as (`title: ""`).
  public internal(set) var placeholders: ScriptDiagnostic?
  /// How long after the last action the next one was announced to come (`before:` of
  /// `perform`), when it was written `after 0.1s:`.
  private var announcedDelay: Double?
  /// `self` for the action being run when it runs in a view below the root
  /// (`perform(_:inView:)`).
  private var actionSelf: SelfContext?

  init(
    rootName: String, simulation: Simulation, first: Outcome, interpreter: Interpreter,
    rootInstance: Value, rootType: TypeDecl, source: String, otherSources: [String: String] = [:]
  ) {
    self.otherSources = otherSources
    self.rootName = rootName
    self.simulation = simulation
    self.steps = [SceneStep(index: 0, action: nil, outcome: first)]
    self.interpreter = interpreter
    self.rootInstance = rootInstance
    self.rootType = rootType
    self.source = source
  }

  deinit {
    interpreter.abandonTasks()
  }

  /// Runs one action: Swift statements in the root view's scope, or a gesture
  /// (`tap "Label"`, `toggle "Label"`, `type "text" into "Placeholder"`, `focus "Placeholder"`,
  /// `refresh "List"`, `drag "Card" by 40,0`, …, each with an optional `#N`; `wait 2s` moves
  /// the virtual clock forward, running what falls due, in order).
  ///
  /// `type` is one update per character, like keystrokes, and `drag` one for `onChanged` and
  /// one for `onEnded`; the returned step merges them: its events are every update's events in
  /// order, its warnings every update's warnings (each once), its tree the last one, and its
  /// error the first failure (the gesture stops there).
  ///
  /// - Throws: `ScriptDiagnostics` when the action does not parse, uses unsupported syntax,
  ///   or names a gesture target that does not exist (the message lists the labels that do).
  ///   Runtime failures are not thrown: they are the step's `outcome.error`.
  ///
  /// An action written `after 0.1s: …` comes that long after the one before it, while that
  /// one's animations may still be running (a leaving view can come back, a value still moving
  /// goes on from where it is): pass it as `next` when performing the action before it, so that
  /// step does not settle first (S405 otherwise).
  @discardableResult
  public func perform(_ action: String, before next: String? = nil) throws(ScriptDiagnostics)
    -> SceneStep
  {
    try ScriptProgram.onLargeStack { () throws(ScriptDiagnostics) -> SceneStep in
      try self.performOnThisThread(action, before: next)
    }
  }

  private func performOnThisThread(_ action: String, before next: String?)
    throws(ScriptDiagnostics) -> SceneStep
  {
    interpreter.memoryUsed = 0
    let outcome: Outcome
    let announced = announcedDelay
    announcedDelay = nil
    defer {
      simulation.actionDelay = nil
      simulation.nextActionAfter = nil
    }
    do {
      var action = action
      if let (seconds, inner) = try Gesture.after(action) {
        guard announced == seconds else {
          throw ScriptDiagnostics(
            [
              ScriptDiagnostic(
                .nothingToInterrupt, ["action": action], path: "<action>", line: 1, column: 1,
                length: max(1, action.count))
            ], source: action)
        }
        simulation.actionDelay = seconds
        action = inner
      }
      if let next, let (seconds, _) = try? Gesture.after(next) {
        simulation.nextActionAfter = seconds
        announcedDelay = seconds
      }
      if action.trimmingCharacters(in: .whitespacesAndNewlines) == "back" {
        outcome = try goBack(action)
      } else if let gesture = try Gesture.parse(action) {
        outcome = try run(gesture, action: action)
      } else {
        outcome = try runStatements(action)
      }
    } catch let error as GestureSyntaxError {
      throw ScriptDiagnostics(
        [
          ScriptDiagnostic(
            .malformedGesture, ["action": action], path: "<action>", line: 1,
            column: error.column ?? 1, length: error.length ?? max(1, action.count))
        ],
        source: action)
    } catch let diagnostics as ScriptDiagnostics {
      throw diagnostics
    } catch {
      throw ScriptDiagnostics([], source: action)
    }
    let step = SceneStep(index: steps.count, action: action, outcome: outcome)
    steps.append(step)
    return step
  }

  // MARK: - Swift statements

  /// Runs Swift statements as `perform` does, in the scope of the first live view named
  /// `typeName` instead of the root's (its state and its inputs); nil when no such view is on
  /// the screen.
  public func perform(_ statements: String, inView typeName: String) throws(ScriptDiagnostics)
    -> SceneStep?
  {
    try inView(typeName) { () throws(ScriptDiagnostics) in try perform(statements) }
  }

  /// Runs `body` with actions in the scope of the first live view named `typeName`; nil when
  /// no such view is on the screen.
  func inView<T>(_ typeName: String, _ body: () throws(ScriptDiagnostics) -> T?)
    throws(ScriptDiagnostics) -> T?
  {
    guard typeName != rootName else { return try body() }
    guard let live = simulation.liveView(named: typeName),
      let type = interpreter.model.type(named: typeName, from: nil)
    else { return nil }
    actionSelf = SelfContext(value: live.inputs, type: type, state: live.state)
    defer { actionSelf = nil }
    return try body()
  }

  /// Records an outcome as the next step.
  func record(_ outcome: Outcome, action: String) -> SceneStep {
    let step = SceneStep(index: steps.count, action: action, outcome: outcome)
    steps.append(step)
    return step
  }

  /// Runs statements in the action's scope. `locals` are names the statements may read that no
  /// code declares (`SceneRun.seed`'s made-up elements); such statements are the simulator's
  /// own, not checked.
  func runStatements(_ action: String, locals: [String: Value] = [:]) throws(ScriptDiagnostics)
    -> Outcome
  {
    let (tree, converter) = try ScriptProgram.parse(action, path: "<action>")
    if locals.isEmpty {
      try ScriptProgram.check(
        tree, converter: converter, path: "<action>", model: interpreter.model, source: action)
    }
    interpreter.register(Syntax(tree), converter: converter, path: "<action>")
    let interpreter = self.interpreter
    let context = rootContext()
    for (name, value) in locals { context.scope.declare(name, value) }
    interpreter.pendingDiagnostic = nil
    let outcome = simulation.perform {
      try interpreter.entry { () throws(EvalError) in
        _ = try interpreter.execute(tree.statements, context)
      }
    }
    if let pending = interpreter.pendingDiagnostic {
      interpreter.pendingDiagnostic = nil
      throw ScriptDiagnostics(
        [pending], source: pending.path == "<action>" ? action : source,
        otherSources: otherSources)
    }
    return outcome
  }

  /// `self` for actions: the root view with the engine's state storage for it.
  private func rootContext() -> Context {
    if let actionSelf {
      return Context(
        scope: Scope(parent: interpreter.globalScope), selfContext: actionSelf,
        staticType: actionSelf.type)
    }
    let storage: StateStorage
    if let live = simulation.rootState {
      storage = live
    } else if let fallback = interpreter.fallbackRootState {
      storage = fallback
    } else {
      let values = rootType.storedProperties.filter(\.isStateLike).map { property in
        (property.name, (try? interpreter.initialStateValue(property, in: rootType)) ?? .null)
      }
      storage = StateStorage(identity: rootName, values: values)
      interpreter.fallbackRootState = storage
    }
    let selfContext = SelfContext(value: rootInstance, type: rootType, state: storage)
    return Context(
      scope: Scope(parent: interpreter.globalScope), selfContext: selfContext, staticType: rootType)
  }

  // MARK: - Gestures

  /// `back`: pops the top view of the innermost navigation stack, like the back button.
  private func goBack(_ action: String) throws(ScriptDiagnostics) -> Outcome {
    guard let outcome = simulation.goBack() else {
      throw ScriptDiagnostics(
        [
          ScriptDiagnostic(
            .nothingToGoBack, [:], path: "<action>", line: 1, column: 1,
            length: max(1, action.count))
        ], source: action)
    }
    return outcome
  }

  private func run(_ gesture: Gesture, action: String) throws(ScriptDiagnostics) -> Outcome {
    if gesture.verb == .wait { return simulation.wait(nanoseconds: gesture.nanoseconds ?? 0) }
    let kinds = gesture.verb.controlKinds
    func find() -> Control? {
      var matches = simulation.controls.filter {
        kinds.contains($0.kind) && $0.gestureName == gesture.target
      }
      // A title shown upper- or lowercased (`.textCase(.uppercase)`: "SAVE") names its control,
      // as the title written does for one a label's `.textCase` changed.
      if matches.isEmpty {
        let target = gesture.target
        matches = simulation.controls.filter {
          let name = $0.gestureName
          return kinds.contains($0.kind)
            && ([name.uppercased(), name.lowercased()].contains(target)
              || [target.uppercased(), target.lowercased()].contains(name))
        }
      }
      return gesture.occurrence <= matches.count ? matches[gesture.occurrence - 1] : nil
    }
    guard let control = find() else {
      let labels = simulation.controls.filter { kinds.contains($0.kind) }.map {
        "\"\($0.gestureName)\""
      }
      let kindName = kinds[0].rawValue
      var label = gesture.target
      if gesture.occurrence > 1 { label += "\" #\(gesture.occurrence) \"" }
      throw ScriptDiagnostics(
        [
          ScriptDiagnostic(
            .unknownGestureTarget,
            [
              "kind": kindName, "label": gesture.target,
              labels.isEmpty ? "labels.key" : "labels": labels.isEmpty
                ? ScriptDiagnostic.noneKey : labels.joined(separator: ", "),
            ],
            path: "<action>", line: 1, column: 1, length: max(1, action.count))
        ], source: action)
    }
    // A disabled control takes no gesture: the step changes nothing (Apple, `disabled(_:)`).
    if control.isDisabled, gesture.verb != .wait {
      return Outcome(
        tree: simulation.tree, warnings: [.disabledControl(label: control.gestureName)])
    }
    switch gesture.verb {
    case .tap:
      return simulation.perform { try control.action?.run() }
    case .toggle:
      return simulation.perform {
        guard let binding = control.binding else { return }
        try binding.set(.bool(binding.get() != .bool(true)))
      }
    case .focus:
      return simulation.focus(control)
    case .increment, .decrement, .slide:
      return simulation.perform { try self.adjust(control, gesture) }
    case .select:
      return try select(gesture, in: control, action: action)
    case .wait:
      return Outcome(tree: simulation.tree)
    case .refresh:
      return simulation.perform { try control.gesture?.perform(0, 0, false) }
    case .drag:
      // One `onChanged` with the whole translation, then `onEnded` (docs/semantics.md).
      let translation = gesture.translation ?? Gesture.Translation(width: 0, height: 0)
      var outcomes: [Outcome] = []
      for ended in [false, true] {
        let outcome = simulation.perform {
          try control.gesture?.perform(translation.width, translation.height, ended)
        }
        outcomes.append(outcome)
        if outcome.error != nil { break }
      }
      return merged(outcomes)
    case .type:
      var outcomes: [Outcome] = []
      for character in gesture.text ?? "" {
        guard let current = find(), let binding = current.binding else { break }
        let outcome = simulation.perform {
          let text: String
          if case .string(let existing) = binding.get() { text = existing } else { text = "" }
          try binding.set(.string(text + String(character)))
        }
        outcomes.append(outcome)
        if outcome.error != nil { break }
      }
      return merged(outcomes)
    }
  }

  /// Several updates as one step: every update's events in order, every warning once, the last
  /// tree, the first failure.
  private func merged(_ outcomes: [Outcome]) -> Outcome {
    guard var combined = outcomes.first else { return Outcome(tree: simulation.tree) }
    for outcome in outcomes.dropFirst() {
      combined.events += outcome.events
      for warning in outcome.warnings where !combined.warnings.contains(warning) {
        combined.warnings.append(warning)
      }
      combined.tree = outcome.tree
      combined.error = combined.error ?? outcome.error
    }
    return combined
  }
}
