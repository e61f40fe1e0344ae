import IdentityEngine
import ViewScript

/// The two conditions every challenge's goal carries besides the author's, so that no goal holds
/// because what it talks about is gone (issue #27):
///
/// - **the subject is still there**: every view the goal names (`ForEach#1`, `Button "Add"`)
///   exists at the first render when it did in the starting scene, and every list of rows the
///   goal reads (`rows(ForEach#1)`) has at least as many rows as the starting scene's;
/// - **each action still acts**: an action that changed anything in the starting scene (the
///   screen, a state value, an event) changes something in the learner's run too.
///
/// A goal such as `rows(ForEach#1).kept.count == rows(ForEach#1).count` holds on a scene whose
/// list was deleted (0 == 0) or whose Refresh button's action was emptied (nothing changes, so
/// every row is kept); with the guards, neither passes.
///
///     let extra = ChallengeGuards.conditions(for: goal, reference: startRun, learner: run)
public enum ChallengeGuards {
  /// The view selectors and row lists `goal` reads, each once, in the order written.
  public static func subjects(of goal: Observation) -> [Observation] {
    var found: [Observation] = []
    func visit(_ observation: Observation) {
      switch observation {
      case .nth, .labelled, .rows:
        if !found.contains(observation) { found.append(observation) }
        if case .rows(let inner) = observation { visit(inner) }
      case .before(let inner), .changed(let inner), .member(let inner, _, _),
        .index(let inner, _), .step(_, let inner):
        visit(inner)
      case .compare(let left, _, let right), .and(let left, let right):
        visit(left)
        visit(right)
      case .events, .warnings, .error, .literal, .code, .moment:
        break
      }
    }
    visit(goal)
    return found
  }

  /// A cheat derived from a challenge's code, which its goal must not let pass.
  public struct Cheat {
    /// What the cheat takes away.
    public enum Kind: String, Sendable {
      /// A view type the goal names, replaced by `EmptyView()`.
      case subject
      /// The action of a button a `tap` presses, emptied.
      case action
    }

    public var kind: Kind
    /// The view type deleted, or the label of the button emptied.
    public var name: String
    /// The code with it taken away.
    public var code: String
  }

  /// The cheats of `challenge` on `code` (`ScriptMutation`): each view type its goal names
  /// deleted, and each button a `tap` action presses emptied; none when the goal does not
  /// parse.
  public static func cheats(of challenge: Challenge, code: String) -> [Cheat] {
    guard let goal = challenge.goal.flatMap({ try? Observation.parse($0) }) else { return [] }
    var types: Set<String> = []
    for subject in subjects(of: goal) {
      switch subject {
      case .nth(let type, _), .labelled(let type, _), .rows(.nth(let type, _)),
        .rows(.labelled(let type, _)):
        types.insert(type)
      default: break
      }
    }
    var cheats: [Cheat] = []
    for type in types.sorted() {
      if let deleted = ScriptMutation.deletingViews(named: type, in: code) {
        cheats.append(Cheat(kind: .subject, name: type, code: deleted))
      }
    }
    for action in challenge.actions {
      if let gesture = Gesture.read(action), gesture.verb == .tap,
        let emptied = ScriptMutation.emptyingButtons(labelled: gesture.target, in: code)
      {
        cheats.append(Cheat(kind: .action, name: gesture.target, code: emptied))
      }
    }
    return cheats
  }

  /// The guard conditions for a run of the learner's code, given the starting scene's run with
  /// the same actions.
  public static func conditions(
    for goal: Observation, reference: ObservationContext, learner: ObservationContext
  ) -> [GoalCondition] {
    var result: [GoalCondition] = []
    for subject in subjects(of: goal) {
      let expected = presence(of: subject, in: reference.at(0))
      guard expected > 0 else { continue }
      let found = presence(of: subject, in: learner.at(0))
      let isRows: Bool = if case .rows = subject { true } else { false }
      let text = "\(subject.text)\(isRows ? ".count" : " exists")"
      result.append(
        GoalCondition(
          text: isRows ? "after(0, \(text)) >= \(expected)" : "after(0, \(text))",
          holds: found >= expected,
          shape: .compare(
            left: GoalCondition.Side(
              subject: text, moment: .afterAction(0),
              value: isRows ? .int(found) : .bool(found > 0)),
            equal: true,
            right: GoalCondition.Side(
              subject: nil, moment: .end, value: isRows ? .int(expected) : .bool(true))),
          guarding: .subject(subject.text, expected: expected, found: found)))
    }
    let steps = min(reference.outcomes.count, learner.outcomes.count)
    for step in (1..<max(steps, 1)) where acts(reference, at: step) {
      let holds = acts(learner, at: step)
      result.append(
        GoalCondition(
          text: "after(\(step), changed(screen))", holds: holds,
          shape: .compare(
            left: GoalCondition.Side(
              subject: "changed(screen)", moment: .afterAction(step), value: .bool(holds)),
            equal: true,
            right: GoalCondition.Side(subject: nil, moment: .end, value: .bool(true))),
          guarding: .action(step)))
    }
    return result
  }

  /// How much of `subject` the step shows: rows for a row list, 1 for a view that exists.
  static func presence(of subject: Observation, in context: ObservationContext) -> Int {
    guard let observed = try? subject.evaluate(in: context) else { return 0 }
    switch observed {
    case .list(let items): return items.count
    case .node: return 1
    default: return 0
    }
  }

  /// Whether action `step` changed anything: an event, or a screen (tree, texts, values, state,
  /// modifiers) different from the step before's.
  static func acts(_ context: ObservationContext, at step: Int) -> Bool {
    let outcomes = context.outcomes
    guard step >= 1, step < outcomes.count else { return false }
    if !outcomes[step].events.isEmpty { return true }
    return fingerprint(outcomes[step - 1].tree) != fingerprint(outcomes[step].tree)
  }

  /// Everything a screen shows and holds, as text, for comparing two steps.
  static func fingerprint(_ node: RenderedNode) -> String {
    var text = ""
    func visit(_ node: RenderedNode, depth: Int) {
      text += "\(depth) \(node.type) \(node.identity) \(node.text ?? "") \(node.label ?? "")"
      text += " \(node.value.map { "\($0)" } ?? "") \(node.isFocused)"
      for entry in node.state { text += " \(entry.name)=\(entry.value)" }
      for entry in node.modifiers { text += " .\(entry.name)(\(entry.value))" }
      text += "\n"
      for child in node.children { visit(child, depth: depth + 1) }
    }
    visit(node, depth: 0)
    return text
  }
}
