import IdentityEngine

/// What flipping a builder `if` did (`SceneRun.flip(_:inView:)`).
public enum FlipResult {
  /// No view of that name is on the screen.
  case notOnScreen
  /// The view's body did not evaluate the `if`: it is in a branch, a helper or a row the first
  /// screen does not build.
  case notReached
  /// The other branch binds names (`if let`) its conditions would give.
  case refused
  /// The step in which the view's body ran again with the `if`'s other branch.
  case flipped(SceneStep)
}

extension SceneRun {
  /// Runs the body of the first live view named `typeName` again with the builder `if` whose
  /// `if` keyword is at `place` (`path:line:column`, as the run's files are named) taking its
  /// other branch, as if its condition had flipped while the view was on the screen: `idlab
  /// audit`'s confirmation of `if`/`else` branches that differ only in modifiers. The body
  /// first runs again as written, to learn whether it reaches the `if` at all.
  public func flip(_ place: String, inView typeName: String) -> FlipResult {
    // On the run's large stack, as every step is (`SceneRun.seed`).
    let result = try? ScriptProgram.onLargeStack { () throws(ScriptDiagnostics) -> FlipResult in
      self.flipOnThisThread(place, inView: typeName)
    }
    return result ?? .notOnScreen
  }

  private func flipOnThisThread(_ place: String, inView typeName: String) -> FlipResult {
    guard let live = simulation.liveView(named: typeName), let storage = live.state else {
      return .notOnScreen
    }
    interpreter.conditionWatch = ConditionWatch(watched: [place])
    defer { interpreter.conditionWatch = ConditionWatch() }
    _ = simulation.perform { storage.invalidate() }
    guard interpreter.conditionWatch.reached.contains(place) else { return .notReached }
    interpreter.conditionWatch.flipped = [place]
    let outcome = simulation.perform { storage.invalidate() }
    if interpreter.conditionWatch.refused { return .refused }
    return .flipped(record(outcome, action: "flip \(place)"))
  }
}

extension SceneRun {
  /// Runs the body of the first live view named `typeName` again with nothing changed, as
  /// SwiftUI does after any update of its state: `idlab audit`'s confirmation of ids made while
  /// rendering (`.id(UUID())`), which are made anew. Nil when no such view is on the screen.
  ///
  /// - Returns: the step, and whether the run evaluated the call at `place` (`path:line:column`)
  ///   while rendering again; nil when no such view is on the screen.
  public func rerender(inView typeName: String, watching place: String) -> (
    step: SceneStep, reached: Bool
  )? {
    let result = try? ScriptProgram.onLargeStack {
      () throws(ScriptDiagnostics) -> (step: SceneStep, reached: Bool)? in
      self.rerenderOnThisThread(inView: typeName, watching: place)
    }
    return result ?? nil
  }

  private func rerenderOnThisThread(inView typeName: String, watching place: String) -> (
    step: SceneStep, reached: Bool
  )? {
    guard let storage = simulation.liveView(named: typeName)?.state else { return nil }
    interpreter.conditionWatch = ConditionWatch(watched: [place])
    defer { interpreter.conditionWatch = ConditionWatch() }
    let outcome = simulation.perform { storage.invalidate() }
    return (
      record(outcome, action: "rerender \(typeName)"),
      interpreter.conditionWatch.reached.contains(place)
    )
  }
}
