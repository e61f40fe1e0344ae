import IdentityEngine
import ViewScript

/// Runs a lesson's scenes: compiles them, performs actions, evaluates observations.
///
/// The truth of every question comes from here, never from the lesson text.
public struct SceneRunner {
  /// Why a scene run could not produce an observation.
  public enum Failure: Error {
    /// The scene named does not exist in the lesson.
    case unknownScene(String)
    /// The code did not compile or could not start (`line` is in the scene's own source).
    case compile(ScriptDiagnostics)
    /// An action did not parse or named a missing target; `action` is its index.
    case action(Int, ScriptDiagnostics)
    /// The observation does not parse.
    case syntax(ObservationSyntaxError)
    /// The observation cannot be read on the outcome.
    case observation(ObservationError)
  }

  /// A finished run: every step's outcome.
  public struct Run {
    /// Every step: the first render, then one per action.
    public var steps: [SceneStep]
    /// What the code declares and calls, for goals on its structure (`code.calls(id)`).
    public var outline: SourceOutline
    /// The check's warnings (SDK names idlab does not simulate): a learner's run goes on, a
    /// lesson scene with any fails `idlab check` (course scenes are fully simulated).
    public var warnings = ScriptDiagnostics([], source: "")
    /// The outcome of every step.
    public var outcomes: [Outcome] { steps.map(\.outcome) }
    /// The outcome of the last step.
    public var last: Outcome? { steps.last?.outcome }
    /// The context observations read: the last step, with the code's outline.
    public var context: ObservationContext {
      ObservationContext(outcomes: outcomes, outline: outline)
    }
  }

  public let lesson: Lesson

  public init(lesson: Lesson) { self.lesson = lesson }

  /// Compiles `code` and runs `actions` on `root`.
  public static func run(code: String, path: String, root: String?, actions: [String])
    throws(Failure) -> Run
  {
    let program: ScriptProgram
    let sceneRun: SceneRun
    do {
      program = try ScriptProgram.compile(source: code, path: path)
      sceneRun = try program.simulate(root: root)
    } catch {
      throw .compile(error)
    }
    for (index, action) in actions.enumerated() {
      do {
        try sceneRun.perform(action)
      } catch {
        throw .action(index, error)
      }
    }
    return Run(
      steps: sceneRun.steps, outline: program.outline, warnings: program.locatedWarnings)
  }

  /// Runs a named scene of the lesson (once per process for each scene, root and actions:
  /// `lessonRun(code:path:root:actions:)`).
  public func run(scene name: String, root: String?, actions: [String]) throws(Failure) -> Run {
    guard let scene = lesson.scenes[name] else { throw .unknownScene(name) }
    return try Self.lessonRun(code: scene.code, path: lesson.path, root: root, actions: actions)
  }

  /// `run(code:path:root:actions:)` for a lesson's own scene, kept for the life of the process:
  /// a run depends on nothing but its code, path, root and actions (the simulation is
  /// deterministic, its clock virtual, its randomness seeded), so `idlab check`, the course, a
  /// quiz check or a regrade run each question's scene once however often they ask. Learners'
  /// code is never kept (`run(code:…)`).
  public static func lessonRun(code: String, path: String, root: String?, actions: [String])
    throws(Failure) -> Run
  {
    let key = RunKey(code: code, path: path, root: root, actions: actions)
    return try lessonRuns.value(for: key) {
      Result { () throws(Failure) in
        try run(code: code, path: path, root: root, actions: actions)
      }
    }.get()
  }

  /// Whether the run of `code` with `root` and `actions` is kept (`lessonRun`).
  static func keepsRun(code: String, path: String, root: String?, actions: [String]) -> Bool {
    lessonRuns.contains(RunKey(code: code, path: path, root: root, actions: actions))
  }

  /// What a lesson scene's run is kept by.
  struct RunKey: Hashable {
    var code: String
    var path: String
    var root: String?
    var actions: [String]

    /// The UTF-8 bytes of text the key holds.
    var size: Int { actions.reduce(code.utf8.count) { $0 + $1.utf8.count } }
  }

  /// The lesson scenes run so far (at most 512 runs, of scenes holding at most 8 MB of text).
  private static let lessonRuns = BoundedCache<RunKey, Result<Run, Failure>>(
    capacity: 512, budget: 8 << 20
  ) { $0.size }

  /// Runs a question's scene and actions and evaluates its observation: the truth, kept for the
  /// life of the process like the run (`lessonRun`), so grading an answer finds it ready.
  public func truth(of question: Question) throws(Failure) -> (truth: Value, run: Run) {
    let key = TruthKey(
      scene: question.scene, code: lesson.scenes[question.scene]?.code, path: lesson.path,
      root: question.root, actions: question.actions, observe: question.observe)
    return try Self.truths.value(for: key) {
      Result { () throws(Failure) in try computeTruth(of: question) }
    }.get()
  }

  /// What a question's truth is kept by: everything `computeTruth` reads.
  struct TruthKey: Hashable {
    var scene: String
    var code: String?
    var path: String
    var root: String?
    var actions: [String]
    var observe: String

    /// The UTF-8 bytes of text the key holds.
    var size: Int {
      actions.reduce((code ?? "").utf8.count + observe.utf8.count) { $0 + $1.utf8.count }
    }
  }

  /// The truths read so far (at most 512, of scenes holding at most 8 MB of text).
  private static let truths = BoundedCache<TruthKey, Result<(truth: Value, run: Run), Failure>>(
    capacity: 512, budget: 8 << 20
  ) { $0.size }

  /// `truth(of:)` computed.
  private func computeTruth(of question: Question) throws(Failure) -> (truth: Value, run: Run) {
    let observation: Observation
    do {
      observation = try Observation.parse(question.observe)
    } catch {
      throw .syntax(error)
    }
    let run = try run(scene: question.scene, root: question.root, actions: question.actions)
    do {
      return (try observation.truth(in: run.context), run)
    } catch {
      throw .observation(error)
    }
  }

  /// Runs `code` with a challenge's actions and evaluates its goal.
  ///
  /// - Returns: whether the goal holds, and the run.
  public static func check(
    _ challenge: Challenge, code: String, path: String
  ) throws(Failure) -> (passed: Bool, run: Run) {
    let (conditions, run) = try checkConditions(challenge, code: code, path: path)
    return (conditions.allSatisfy(\.holds), run)
  }

  /// Runs `code` with a challenge's actions and evaluates each condition of its goal.
  ///
  /// - Returns: every condition (none for a challenge without a goal) and the run.
  public static func checkConditions(
    _ challenge: Challenge, code: String, path: String
  ) throws(Failure) -> (conditions: [GoalCondition], run: Run) {
    let run = try run(code: code, path: path, root: challenge.root, actions: challenge.actions)
    guard let goal = challenge.goal else { return ([], run) }
    let observation: Observation
    do {
      observation = try Observation.parse(goal)
    } catch {
      throw .syntax(error)
    }
    do {
      return (try GoalCondition.evaluate(observation, in: run.context), run)
    } catch {
      throw .observation(error)
    }
  }
}
