/// Which instants of a step the frames show (`idlab sim --frames 0.1s`, `--at 0.05s,0.2s`).
public enum MotionFrames: Equatable, Sendable {
  /// Every `interval` seconds from the action (0) until the step's animations have ended
  /// (at most `limit` frames; an animation that repeats forever is shown for 2 s).
  case every(Double)
  /// These instants, in seconds after the action.
  case at([Double])

  /// The most frames one step shows.
  public static let limit = 60
  /// How long a step whose animation repeats forever is shown.
  public static let foreverShown = 2.0

  /// The instants for one step's tracks; empty when nothing moved. A step whose next action
  /// comes `until` seconds after it (`after 0.1s:`) is shown up to that instant.
  public func times(for motion: [MotionTrack], until: Double? = nil) -> [Double] {
    guard !motion.isEmpty else { return [] }
    switch self {
    case .at(let times):
      return times
    case .every(let interval):
      guard interval > 0 else { return [0] }
      var end = motion.map { $0.end ?? Self.foreverShown }.max() ?? 0
      if let until { end = min(end, until) }
      var times: [Double] = []
      var index = 0
      while times.count < Self.limit {
        let t = Double(index) * interval
        times.append((t * 1e6).rounded() / 1e6)
        if t >= end { break }
        index += 1
      }
      return times
    }
  }
}

extension MotionTrack {
  /// How much of a transition is on screen at `t`: an entering (or returning) view's share
  /// grows from 0 to 1, a leaving view's shrinks from 1 to 0 (it is gone at 0); nil for a
  /// changed value.
  public func presence(at t: Double) -> Double? {
    switch kind {
    case .change, .matched: return nil
    case .insertion, .returning, .removal:
      var presence = ownPresence(at: t)
      // An animation of the view's presence still running adds what it has left to go.
      for track in earlier {
        guard let shown = track.presence(at: t), let goal = track.presenceGoal else { continue }
        presence += shown - goal
      }
      return max(0, min(1, presence))
    }
  }

  /// Where the track takes the view's presence: 1 entering or returning, 0 leaving.
  var presenceGoal: Double? {
    switch kind {
    case .insertion, .returning: 1
    case .removal: 0
    case .change, .matched: nil
    }
  }

  private func ownPresence(at t: Double) -> Double {
    guard case .removal = kind else { return progress(at: t) }
    return 1 - progress(at: t)
  }
}
