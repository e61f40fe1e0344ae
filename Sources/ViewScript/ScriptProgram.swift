import IdentityEngine

/// A parsed and checked SwiftUI-subset program: model types, views, extensions.
///
/// ```
/// let program = try ScriptProgram.compile(source: text, path: "bench.swift")
/// let run = try program.simulate(root: nil)      // step 0: the first render
/// let step = run.perform("ships.remove(at: 0)")  // step 1
/// ```
public struct ScriptProgram {
  /// The path the source came from, as given.
  public let path: String
  /// The source text.
  public let source: String
  /// The `View` structs declared, in source order (the last is the default root).
  public internal(set) var viewNames: [String] = []

  /// Parses and checks `source`.
  ///
  /// - Throws: `ScriptDiagnostics` for syntax errors and unsupported constructs.
  public static func compile(source: String, path: String) throws(ScriptDiagnostics)
    -> ScriptProgram
  {
    ScriptProgram(path: path, source: source)
  }

  /// Starts a simulation of `root` (default: the last `View` declared) and renders step 0.
  ///
  /// - Throws: `ScriptDiagnostics` when the root does not exist or cannot be built.
  public func simulate(root: String?) throws(ScriptDiagnostics) -> SceneRun {
    throw ScriptDiagnostics([], source: source)
  }
}

/// One step of a scene run: the action that caused it (nil for step 0) and what happened.
public struct SceneStep {
  public var index: Int
  public var action: String?
  public var outcome: Outcome
  public init(index: Int, action: String?, outcome: Outcome) {
    self.index = index
    self.action = action
    self.outcome = outcome
  }
}

/// A running scene: the simulation of one root view, and the steps so far.
public final class SceneRun {
  /// The root view's name.
  public let rootName: String
  /// The engine underneath.
  public let simulation: Simulation
  /// Step 0 and every step after it.
  public private(set) var steps: [SceneStep]

  init(rootName: String, simulation: Simulation, first: Outcome) {
    self.rootName = rootName
    self.simulation = simulation
    self.steps = [SceneStep(index: 0, action: nil, outcome: first)]
  }

  /// Runs one action: Swift statements in the root view's scope, or a gesture
  /// (`tap "Label"`, `toggle "Label"`, `type "text" into "Placeholder"`, `focus "Placeholder"`,
  /// each with an optional `#N`).
  ///
  /// - Throws: `ScriptDiagnostics` when the action does not parse, uses unsupported syntax,
  ///   or names a gesture target that does not exist (the message lists the labels that do).
  ///   Runtime failures are not thrown: they are the step's `outcome.error`.
  @discardableResult
  public func perform(_ action: String) throws(ScriptDiagnostics) -> SceneStep {
    let step = SceneStep(index: steps.count, action: action, outcome: simulation.perform {})
    steps.append(step)
    return step
  }
}
