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
    /// Step `step` of the run (0 the first render, then one per action) failed at run time,
    /// and the observation does not read the failure: no truth is read from such a run.
    case runtime(step: Int, RuntimeFailure)
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
    try start(code: code, path: path, root: root, actions: actions, continuing: false).result
      .get()
  }

  /// `run(code:path:root:actions:)`, and whether its outcome depends on the text alone (the
  /// run read no bundle resources, which are found from `path`).
  ///
  /// - Parameter continuing: a lesson scene's run: go on from a run of the same scene kept after
  ///   a prefix of `actions` (`LiveSceneRuns`), and keep this one likewise.
  private static func start(
    code: String, path: String, root: String?, actions: [String], continuing: Bool
  ) -> Kept<Run> {
    let live = LiveSceneRuns.Key(code: code, path: path, root: root)
    let program: ScriptProgram
    let sceneRun: SceneRun
    var performed = 0
    // A kept run's last step settled: an action written `after 0.1s:` next needs it not to.
    if continuing, let kept = LiveSceneRuns.shared.take(live, extendingTo: actions),
      !actions.dropFirst(kept.actions.count).prefix(1).contains(where: Gesture.comesWhileAnimating)
    {
      (program, sceneRun, performed) = (kept.program, kept.sceneRun, kept.actions.count)
    } else {
      do {
        program = try ScriptProgram.compile(source: code, path: path)
        sceneRun = try program.simulate(root: root)
      } catch {
        return Kept(result: .failure(.compile(error)), path: path, movable: true)
      }
    }
    for (index, action) in actions.enumerated().dropFirst(performed) {
      do {
        try sceneRun.perform(action, before: index + 1 < actions.count ? actions[index + 1] : nil)
      } catch {
        return Kept(
          result: .failure(.action(index, error)), path: path,
          movable: !sceneRun.readsProjectFolders)
      }
    }
    // A root run with placeholder arguments is a warning like the program's (course scenes
    // must have none).
    var warnings = program.locatedWarnings
    if let placeholders = sceneRun.placeholders { warnings.diagnostics.append(placeholders) }
    let run = Run(steps: sceneRun.steps, outline: program.outline, warnings: warnings)
    if continuing {
      LiveSceneRuns.shared.keep(live, program: program, sceneRun: sceneRun, actions: actions)
    }
    return Kept(result: .success(run), path: path, movable: !sceneRun.readsProjectFolders)
  }

  /// Runs a named scene of the lesson (once per process for each scene, root and actions:
  /// `lessonRun(code:path:root:actions:)`).
  public func run(scene name: String, root: String?, actions: [String]) throws(Failure) -> Run {
    guard let scene = lesson.scenes[name] else { throw .unknownScene(name) }
    return try Self.lessonRun(code: scene.code, path: lesson.path, root: root, actions: actions)
  }

  /// `run(code:path:root:actions:)` for a lesson's own scene, kept for the life of the process:
  /// a run depends on nothing but its code, root and actions (the simulation is deterministic,
  /// its clock virtual, its randomness seeded; the path only labels diagnostics, unless the run
  /// reads bundle resources), so `idlab check`, the course, a quiz check or a regrade run each
  /// question's scene once however often they ask and in however many languages the same
  /// scene is written. Learners' code is never kept (`run(code:…)`).
  public static func lessonRun(code: String, path: String, root: String?, actions: [String])
    throws(Failure) -> Run
  {
    try keptRun(code: code, path: path, root: root, actions: actions).result.get()
  }

  /// `lessonRun`, with whether it can be moved to another path.
  private static func keptRun(code: String, path: String, root: String?, actions: [String])
    -> Kept<Run>
  {
    kept(
      in: lessonRuns, RunKey(code: code, path: path, root: root, actions: actions), at: path,
      moving: { $0.moved(from: $1, to: $2) }
    ) {
      start(code: code, path: path, root: root, actions: actions, continuing: true)
    }
  }

  /// The value `cache` keeps for `key` (whatever its path, when it can be moved to `path`; else
  /// for `path`), or the one `make` gives, kept for any path when it can be moved.
  private static func kept<Key: PathKeyed, Value>(
    in cache: BoundedCache<Key, Kept<Value>>, _ key: Key, at path: String,
    moving move: (Value, String, String) -> Value?, making make: () -> Kept<Value>
  ) -> Kept<Value> {
    if let kept = cache.value(for: key.at(nil)), kept.movable,
      let moved = kept.moved(to: path, move)
    {
      return moved
    }
    if let kept = cache.value(for: key.at(path)) { return kept }
    let made = make()
    cache.keep(made, for: key.at(made.movable ? nil : path))
    return made
  }

  /// Whether the run of `code` with `root` and `actions` at `path` is kept (`lessonRun`).
  static func keepsRun(code: String, path: String, root: String?, actions: [String]) -> Bool {
    let key = RunKey(code: code, path: path, root: root, actions: actions)
    return lessonRuns.contains(key.at(nil)) || lessonRuns.contains(key)
  }

  /// A run or truth kept, the path it was made at, and whether it holds for any path.
  struct Kept<Value> {
    var result: Result<Value, Failure>
    var path: String
    var movable: Bool

    /// The result as making it at `path` would give it (`move` relabels a success from one path
    /// to another), or nil when a diagnostic's message names the old path.
    func moved(to path: String, _ move: (Value, String, String) -> Value?) -> Kept<Value>? {
      guard path != self.path else { return self }
      let result: Result<Value, Failure>
      switch self.result {
      case .success(let value):
        guard let moved = move(value, self.path, path) else { return nil }
        result = .success(moved)
      case .failure(let failure):
        guard let moved = failure.moved(from: self.path, to: path) else { return nil }
        result = .failure(moved)
      }
      return Kept(result: result, path: path, movable: movable)
    }
  }

  /// What a lesson scene's run is kept by; `path` is nil for a run that holds at any path.
  struct RunKey: PathKeyed {
    var code: String
    var path: String?
    var root: String?
    var actions: [String]

    /// The UTF-8 bytes of text the key holds.
    var size: Int { actions.reduce(code.utf8.count) { $0 + $1.utf8.count } }
  }

  /// The lesson scenes run so far (at most 512 runs, of scenes holding at most 8 MB of text).
  private static let lessonRuns = BoundedCache<RunKey, Kept<Run>>(
    capacity: 512, budget: 8 << 20
  ) { $0.size }

  /// Runs a question's scene and actions and evaluates its observation: the truth, kept for the
  /// life of the process like the run (`lessonRun`), so grading an answer finds it ready.
  public func truth(of question: Question) throws(Failure) -> (truth: Value, run: Run) {
    let key = TruthKey(
      scene: question.scene, code: lesson.scenes[question.scene]?.code, path: lesson.path,
      root: question.root, actions: question.actions, observe: question.observe)
    return try Self.kept(
      in: Self.truths, key, at: lesson.path,
      moving: { kept, old, new in kept.run.moved(from: old, to: new).map { (kept.truth, $0) } }
    ) {
      computeTruth(of: question)
    }.result.get()
  }

  /// What a question's truth is kept by: everything `computeTruth` reads (`path` is nil for a
  /// truth that holds at any path).
  struct TruthKey: PathKeyed {
    var scene: String
    var code: String?
    var path: String?
    var root: String?
    var actions: [String]
    var observe: String

    /// The UTF-8 bytes of text the key holds.
    var size: Int {
      actions.reduce((code ?? "").utf8.count + observe.utf8.count) { $0 + $1.utf8.count }
    }
  }

  /// The truths read so far (at most 512, of scenes holding at most 8 MB of text).
  private static let truths = BoundedCache<TruthKey, Kept<(truth: Value, run: Run)>>(
    capacity: 512, budget: 8 << 20
  ) { $0.size }

  /// `truth(of:)` computed, with whether it holds at any path (its run's).
  private func computeTruth(of question: Question) -> Kept<(truth: Value, run: Run)> {
    func kept(_ result: Result<(truth: Value, run: Run), Failure>, movable: Bool = true)
      -> Kept<(truth: Value, run: Run)>
    {
      Kept(result: result, path: lesson.path, movable: movable)
    }
    let observation: Observation
    do {
      observation = try Observation.parse(question.observe)
    } catch {
      return kept(.failure(.syntax(error)))
    }
    guard let scene = lesson.scenes[question.scene] else {
      return kept(.failure(.unknownScene(question.scene)))
    }
    let run = Self.keptRun(
      code: scene.code, path: lesson.path, root: question.root, actions: question.actions)
    switch run.result {
    case .failure(let failure):
      return kept(.failure(failure), movable: run.movable)
    case .success(let success):
      // A key never stands on a failed run: a step that failed leaves the screen as it was,
      // and reading it would grade students against what a broken variant did not do.
      if !observation.readsFailure,
        let step = success.outcomes.firstIndex(where: { $0.error != nil }),
        let failure = success.outcomes[step].error
      {
        return kept(.failure(.runtime(step: step, failure)), movable: run.movable)
      }
      do {
        return kept(
          .success((try observation.truth(in: success.context), success)), movable: run.movable)
      } catch {
        return kept(.failure(.observation(error)), movable: run.movable)
      }
    }
  }

  /// Runs `code` with a challenge's actions and evaluates its goal.
  ///
  /// - Returns: whether the goal holds, and the run.
  /// - Parameter isLessonScene: `code` is one of a lesson's own scenes (a start or a
  ///   solution), whose run is kept like `lessonRun`'s; a learner's code never is.
  public static func check(
    _ challenge: Challenge, code: String, path: String, isLessonScene: Bool = false,
    reference: String? = nil
  ) throws(Failure) -> (passed: Bool, run: Run) {
    let (conditions, run) = try checkConditions(
      challenge, code: code, path: path, isLessonScene: isLessonScene, reference: reference)
    return (conditions.allSatisfy(\.holds), run)
  }

  /// Runs `code` with a challenge's actions and evaluates each condition of its goal.
  ///
  /// - Parameters:
  ///   - isLessonScene: as in `check`.
  ///   - reference: the challenge's starting code; given, the goal also carries
  ///     `ChallengeGuards` (its subject still there, its actions still acting, as in a run of
  ///     this code), so deleting what the goal talks about or emptying the action cannot pass.
  /// - Returns: every condition (none for a challenge without a goal) and the run.
  public static func checkConditions(
    _ challenge: Challenge, code: String, path: String, isLessonScene: Bool = false,
    reference: String? = nil
  ) throws(Failure) -> (conditions: [GoalCondition], run: Run) {
    let run =
      isLessonScene
      ? try lessonRun(code: code, path: path, root: challenge.root, actions: challenge.actions)
      : try self.run(code: code, path: path, root: challenge.root, actions: challenge.actions)
    guard let goal = challenge.goal else { return ([], run) }
    let observation: Observation
    do {
      observation = try Observation.parse(goal)
    } catch {
      throw .syntax(error)
    }
    var conditions: [GoalCondition]
    do {
      conditions = try GoalCondition.evaluate(observation, in: run.context)
    } catch {
      throw .observation(error)
    }
    if let reference,
      let start = try? lessonRun(
        code: reference, path: "start-\(challenge.id).swift", root: challenge.root,
        actions: challenge.actions)
    {
      conditions += ChallengeGuards.conditions(
        for: observation, reference: start.context, learner: run.context)
    }
    return (conditions, run)
  }
}

/// A cache key with a path that can be left out (nil) for a value that holds at any path.
protocol PathKeyed: Hashable {
  /// The key with `path` in place of its own.
  func at(_ path: String?) -> Self
}

extension SceneRunner.RunKey {
  func at(_ path: String?) -> Self {
    var key = self
    key.path = path
    return key
  }
}

extension SceneRunner.TruthKey {
  func at(_ path: String?) -> Self {
    var key = self
    key.path = path
    return key
  }
}

extension SceneRunner.Run {
  /// The run as running it at `new` instead of `old` would give it (its warnings moved), or nil
  /// when a warning's message names `old`.
  func moved(from old: String, to new: String) -> Self? {
    guard let warnings = warnings.moved(from: old, to: new) else { return nil }
    var moved = self
    moved.warnings = warnings
    return moved
  }
}

extension SceneRunner.Failure {
  /// The failure as it would be at `new` instead of `old` (its diagnostics moved), or nil when
  /// a message names `old`.
  func moved(from old: String, to new: String) -> Self? {
    switch self {
    case .compile(let diagnostics): diagnostics.moved(from: old, to: new).map { .compile($0) }
    case .action(let index, let diagnostics):
      diagnostics.moved(from: old, to: new).map { .action(index, $0) }
    case .unknownScene, .syntax, .observation, .runtime: self
    }
  }
}
