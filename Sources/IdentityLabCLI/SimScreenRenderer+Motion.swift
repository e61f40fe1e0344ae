import IdentityEngine
import Localization
import ViewScript

/// The film of a step (`idlab sim --frames 0.1s`, `--at 0.05s,0.2s`): one row per animated
/// view, one column per instant, each cell the view's value then (a changed property) or how
/// much of it is on screen (an entering or a leaving view, shaded), in blocks that fit the width.
extension SimScreenRenderer {
  /// The lines of the motion section; empty when nothing moved. A step the next action
  /// interrupted is shown until that action (`until`).
  func motionLines(_ motion: [MotionTrack], frames: MotionFrames, until: Double? = nil)
    -> [String]
  {
    let times = frames.times(for: motion, until: until)
    guard !times.isEmpty else { return [] }
    var lines = [style.bold(localizer("sim.section.motion"))]
    let labels = motion.map(motionLabel)
    let cells = motion.map { track in times.map { motionCell(track, at: $0) } }
    let heads = times.map { SimValueFormatter.format(.double($0)) + "s" }
    let columnWidth = max(
      heads.map(\.count).max() ?? 0, cells.flatMap { $0 }.map(\.count).max() ?? 0)
    // The labels get what one column leaves, and never less than 16 characters.
    let labelWidth = min(
      labels.map(\.count).max() ?? 0, max(16, width - 4 - (columnWidth + 2)))
    let perBlock = max(1, (width - 2 - labelWidth) / (columnWidth + 2))
    var start = 0
    while start < times.count {
      let columns = start..<min(times.count, start + perBlock)
      let pad = String(repeating: " ", count: labelWidth)
      lines.append("  " + pad + columns.map { "  " + padded(heads[$0], columnWidth) }.joined())
      for (row, label) in labels.enumerated() {
        let name = label.count > labelWidth ? String(label.prefix(labelWidth - 1)) + "…" : label
        lines.append(
          "  " + padded(name, labelWidth)
            + columns.map { "  " + padded(cells[row][$0], columnWidth) }.joined())
      }
      start = columns.upperBound
    }
    if motion.contains(where: \.isApproximated) {
      lines.append("  " + style.dim(localizer("sim.motion.approximated")))
    }
    return lines
  }

  /// `opacity · Text …/0`, `entering (opacity) · Text …/if:1`: what moves first, then the view
  /// (its type and the step of its identity before the type).
  func motionLabel(_ track: MotionTrack) -> String {
    let components = track.identity.split(separator: "/")
    let place = components.count > 1 ? "…/" + components[components.count - 2] : ""
    let what: String
    switch track.kind {
    case .change(let property, _, _): what = property
    case .insertion(let transition):
      what = localizer("sim.motion.entering", ["transition": transition])
    case .removal(let transition):
      what = localizer("sim.motion.leaving", ["transition": transition])
    case .returning(let transition):
      what = localizer("sim.motion.returning", ["transition": transition])
    case .matched(let from):
      let last = from.split(separator: "/").suffix(3).joined(separator: "/")
      what = localizer("sim.motion.matched", ["from": "…/" + last])
    }
    return "\(what) · \(track.type) \(place)"
  }

  /// A value, or a shade and a percentage for a view entering or leaving (gone: `·`).
  func motionCell(_ track: MotionTrack, at t: Double) -> String {
    if let presence = track.presence(at: t) {
      guard presence > 0.0005 else { return "·" }
      // The shade follows the percentage shown, so 75% is one shade whatever its last bits.
      let percent = Int((presence * 100).rounded())
      let shades: [Character] = ["░", "▒", "▓", "█"]
      return "\(shades[min(shades.count - 1, percent * shades.count / 100)]) \(percent)%"
    }
    guard let value = track.value(at: t) else {
      // A matched element on its way from the old frame to the new one.
      return "→ \(Int((track.progress(at: t) * 100).rounded()))%"
    }
    if case .string(let mix) = value, case .change(_, .color, _) = track.kind { return mix }
    return SimValueFormatter.format(value.rounded(places: 2))
  }

  func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}

extension SimScreenRenderer {
  /// The frames `:play` shows, 30 a second from the action until the animations end (3 s at
  /// most): the time, then one line per animated view with a bar for how much of it is on
  /// screen (entering, leaving) or its value then.
  func playFrames(_ motion: [MotionTrack], until: Double? = nil) -> [String] {
    let end = min(until ?? 3, 3, motion.map { $0.end ?? 3 }.max() ?? 0)
    let count = Int((end * 30).rounded(.up)) + 1
    let labels = motion.map(motionLabel)
    let labelWidth = min(labels.map(\.count).max() ?? 0, max(16, width / 2))
    return (0..<count).map { index in
      let t = min(Double(index) / 30, end)
      var lines = [style.bold(SimValueFormatter.format(.double((t * 100).rounded() / 100)) + " s")]
      for (track, label) in zip(motion, labels) {
        let name = label.count > labelWidth ? String(label.prefix(labelWidth - 1)) + "…" : label
        let cell: String
        if let presence = track.presence(at: t) {
          let filled = Int((max(0, min(1, presence)) * 20).rounded())
          cell =
            String(repeating: "█", count: filled) + String(repeating: "░", count: 20 - filled)
            + " \(Int((presence * 100).rounded()))%"
        } else {
          cell = motionCell(track, at: t)
        }
        lines.append("  " + padded(name, labelWidth) + "  " + cell)
      }
      return lines.joined(separator: "\n")
    }
  }
}
