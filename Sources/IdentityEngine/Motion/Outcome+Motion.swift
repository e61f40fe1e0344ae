extension Outcome {
  /// The step's film as text for goldens: one line per animated view, each instant's value (a
  /// changed property) or presence (0…1 of an entering or leaving view), four decimals.
  ///
  ///     motion:
  ///       removal(opacity) Bench/if:0/PawView · spring 0.55s ζ1: 0s 1, 0.1s 0.6757, …
  ///
  /// A track an earlier action started says when (`from -0.1s`); one that continues animations
  /// still running says how many (`+ 1 running`); the film stops at the next action when it
  /// came first (`filmEnds`).
  public func motionDump(_ frames: MotionFrames) -> String {
    let times = frames.times(for: motion, until: filmEnds)
    guard !times.isEmpty else { return "" }
    var lines = ["motion:"]
    for track in motion {
      let what: String
      switch track.kind {
      case .change(let property, _, _): what = "change(\(property))"
      case .insertion(let transition): what = "insertion(\(transition))"
      case .removal(let transition): what = "removal(\(transition))"
      case .returning(let transition): what = "returning(\(transition))"
      case .matched(let from): what = "matched(from: \(from))"
      }
      let cells = times.map { t -> String in
        let value: Value =
          (track.presence(at: t).map(Value.double) ?? track.value(at: t)
          ?? .double(track.progress(at: t))).rounded(places: 4)
        return "\(Value.double(t).displayDescription)s \(value.displayDescription)"
      }
      var notes = track.isApproximated ? " (approximated)" : ""
      if track.start != 0 { notes += " from \(Value.double(track.start).displayDescription)s" }
      if !track.earlier.isEmpty { notes += " + \(track.earlier.count) running" }
      lines.append(
        "  \(what) \(track.identity) · \(track.timing.summary)\(notes): "
          + cells.joined(separator: ", "))
    }
    return lines.joined(separator: "\n") + "\n"
  }

}

extension AnimationTiming {
  /// `easeInOut 1s`, `spring 0.55s ζ1`, `linear 0.35s delay 0.2s ×2 ↺`: the timing in short.
  public var summary: String {
    var text: String
    switch curve {
    case .bezier(let x1, let y1, let x2, let y2, let duration):
      let name: String
      switch (x1, y1, x2, y2) {
      case (0, 0, 1, 1): name = "linear"
      case (0.42, 0, 1, 1): name = "easeIn"
      case (0, 0, 0.58, 1): name = "easeOut"
      case (0.42, 0, 0.58, 1): name = "easeInOut"
      default:
        name =
          "timingCurve(\([x1, y1, x2, y2].map { Value.double($0).displayDescription }.joined(separator: ", ")))"
      }
      text = "\(name) \(Value.double(duration).displayDescription)s"
    case .spring(let response, let ratio):
      text =
        "spring \(Value.double(response).displayDescription)s ζ\(Value.double(ratio).displayDescription)"
    }
    if delay > 0 { text += " delay \(Value.double(delay).displayDescription)s" }
    if speed != 1 { text += " speed \(Value.double(speed).displayDescription)" }
    if let repeatCount, repeatCount > 1 { text += " ×\(repeatCount)" }
    if repeatCount == nil { text += " ×∞" }
    if autoreverses && repeatCount != 1 { text += " ↺" }
    return text
  }
}
