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

  /// The instants for one step's tracks; empty when nothing moved.
  public func times(for motion: [MotionTrack]) -> [Double] {
    guard !motion.isEmpty else { return [] }
    switch self {
    case .at(let times):
      return times
    case .every(let interval):
      guard interval > 0 else { return [0] }
      let end = motion.map { $0.timing.totalDuration ?? Self.foreverShown }.max() ?? 0
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
  /// How much of a transition is on screen at `t`: an entering view's share grows from 0 to 1,
  /// a leaving view's shrinks from 1 to 0 (it is gone at 0); nil for a changed value.
  public func presence(at t: Double) -> Double? {
    switch kind {
    case .change, .matched: return nil
    case .insertion: return progress(at: t)
    case .removal: return 1 - progress(at: t)
    }
  }
}
