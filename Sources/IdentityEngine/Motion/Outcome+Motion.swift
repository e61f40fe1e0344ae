extension Outcome {
  /// The step's film as text for goldens: one line per animated view, each instant's value (a
  /// changed property) or presence (0…1 of an entering or leaving view), four decimals.
  ///
  ///     motion:
  ///       removal(opacity) Bench/if:0/PawView · spring 0.55s ζ1: 0s 1, 0.1s 0.6757, …
  public func motionDump(_ frames: MotionFrames) -> String {
    let times = frames.times(for: motion)
    guard !times.isEmpty else { return "" }
    var lines = ["motion:"]
    for track in motion {
      let what: String
      switch track.kind {
      case .change(let property, _, _): what = "change(\(property))"
      case .insertion(let transition): what = "insertion(\(transition))"
      case .removal(let transition): what = "removal(\(transition))"
      case .matched(let from): what = "matched(from: \(from))"
      }
      let cells = times.map { t -> String in
        let value: Value =
          track.presence(at: t).map { .double(Self.fourDecimals($0)) }
          ?? track.value(at: t).map(Self.rounded)
          ?? .double(Self.fourDecimals(track.progress(at: t)))
        return "\(Value.double(t).displayDescription)s \(value.displayDescription)"
      }
      let approximated = track.isApproximated ? " (approximated)" : ""
      lines.append(
        "  \(what) \(track.identity) · \(track.timing.summary)\(approximated): "
          + cells.joined(separator: ", "))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func fourDecimals(_ number: Double) -> Double {
    let rounded = (number * 10_000).rounded() / 10_000
    return rounded == 0 ? 0 : rounded
  }

  private static func rounded(_ value: Value) -> Value {
    switch value {
    case .double(let number): .double(fourDecimals(number))
    case .enumCase(let type, let name, let payload):
      .enumCase(type: type, name: name, payload: payload.map(rounded))
    case .tuple(let elements):
      .tuple(elements.map { Value.TupleElement($0.label, rounded($0.value)) })
    default: value
    }
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
