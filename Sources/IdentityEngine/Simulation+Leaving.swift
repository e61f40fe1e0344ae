// MARK: - Motion across actions: leaving views, un-removal, animations that go on

extension Simulation {
  /// When a removed subtree's animated transition ends, if that is after the next action
  /// (`nextActionAfter`); nil when it ends before (or the step settles, or it has none).
  func leavingEnd(_ node: LiveNode) -> Double? {
    guard let cut = stepCut else { return nil }
    let prefix = node.path.string
    var end: Double?
    for track in motion {
      guard case .removal = track.kind,
        track.identity == prefix || track.identity.hasPrefix(prefix + "/")
      else { continue }
      guard let trackEnd = track.end else { return .infinity }
      end = max(end ?? 0, trackEnd)
    }
    guard let end, end > cut else { return nil }
    return end
  }

  /// A view inserted where a view of the same kind is still leaving is that view coming back
  /// (rule 31, un-removal): the same identity, state and tasks, no new `create` or `onAppear`.
  /// Returns it updated, or nil when no leaving view matches.
  func takeLeaving(
    _ description: ViewDescription, base: IdentityPath, _ context: RenderContext
  ) throws -> LiveNode? {
    guard
      let index = leaving.firstIndex(where: {
        $0.node.basePath.string == base.string && $0.node.isAlive && matches($0.node, description)
      })
    else { return nil }
    let node = leaving.remove(at: index).node
    node.isReturning = true
    return try update(node, with: description, context)
  }

  /// The animation of the same thing (a view's property, or its presence) that an earlier
  /// action started and that is still running: taken out of `inFlight`, because the new one
  /// continues it (`MotionTrack.earlier`).
  func takeInFlight(identity: String, _ kind: MotionTrack.Kind) -> [MotionTrack] {
    guard !inFlight.isEmpty else { return [] }
    let index = inFlight.firstIndex { track in
      guard track.identity == identity else { return false }
      if case .change(let a, _, _) = track.kind, case .change(let b, _, _) = kind { return a == b }
      return track.kind.isTransition && kind.isTransition
    }
    guard let index else { return [] }
    return [inFlight.remove(at: index)]
  }

  /// At the end of a step: the animations earlier actions started that are still running join
  /// the step's film; leaving views whose transition ends before the next action (all of them
  /// when the step settles) disappear and are destroyed; what is still moving at the next
  /// action is kept for it, on its clock.
  func carryMotion() throws {
    motion = inFlight + motion
    inFlight = []
    let cut = stepCut
    func ends(_ item: Leaving) -> Bool {
      guard let cut else { return true }
      return item.end <= cut
    }
    let ending = leaving.filter(ends)
    leaving = leaving.filter { !ends($0) }
    for item in ending {
      try finalize(item.node)
      try item.onDismiss?.run()
    }
    if !ending.isEmpty {
      closeCurrent()
      try drain()
    }
    guard let cut else { return }
    for index in leaving.indices { leaving[index].end -= cut }
    inFlight = motion.filter { ($0.end ?? .infinity) > cut }.map { $0.shifted(by: cut) }
  }
}
