import Gradebook
import IdentityEngine
import LessonKit
import Localization
import QuizKit
import TerminalUI

/// The projector's screen in a live session, as lines for a terminal `width` columns wide
/// (60 at least) and `rows` high: the item, then what the phase shows, then the keys.
///
/// Counts are drawn in big block digits when the terminal has room; the distribution and the
/// switch matrix are bars scaled to the width. Nothing here decides anything: the votes come
/// from the store, the answer from the simulation (`ResolvedItem.truth()`).
struct LiveProjectorScreen {
  let localizer: Localizer
  let style: Styler
  let width: Int
  let rows: Int

  /// The narrowest layout; a narrower terminal gets it anyway (and wraps).
  static let minimumWidth = 60

  var columns: Int { max(width, Self.minimumWidth) }

  // MARK: - Parts

  /// The title line and the phase banner.
  func header(title: String, session: LiveSession, item: LiveItem) -> [String] {
    let position = localizer(
      "live.screen.position", ["number": String(item.index + 1), "items": String(item.count)])
    let phase: String
    switch session.phase {
    case .vote: phase = localizer("live.phase.vote.\(session.round)")
    case .show: phase = localizer("live.phase.show.\(session.round)")
    default: phase = localizer("live.phase.\(session.phase.rawValue)")
    }
    return [
      style.bold(title) + "  " + style.dim(position),
      style.apply(.bold, .yellow, to: "▌ " + phase.uppercased()),
      "",
    ]
  }

  /// The item's code when the screen has room for it beside the rest (20 rows), else a line
  /// saying it is on the students' screens; then the prompt, wrapped, and (unless bars replace
  /// them) the choices.
  func question(_ item: LiveItem, choices: Bool) -> [String] {
    var lines: [String] = []
    if let code = item.code {
      let rendered = CourseText.renderCode(code, style: style)
      let count = rendered.split(separator: "\n", omittingEmptySubsequences: false).count
      lines +=
        rows - 20 >= count
        ? [rendered, ""] : [style.dim(localizer("live.screen.code-elsewhere")), ""]
    }
    lines += TextWrapper.wrap(item.question.prompt, width: columns).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map { style.bold(String($0)) }
    if choices {
      for (offset, choice) in item.question.choices.enumerated() {
        lines += TextWrapper.wrap(
          "  \(offset + 1). \(choice.label)", width: columns, continuation: "     ")
      }
    }
    return lines + [""]
  }

  /// "12 voted", with the number in block digits when there is room.
  func voteCount(_ count: Int, round: Int) -> [String] {
    let caption = localizer.plural("live.screen.voted.\(round)", count: count)
    guard rows >= 20 else { return [style.apply(.bold, .cyan, to: caption), ""] }
    return Self.bigDigits(count).map { style.apply(.bold, .cyan, to: "  " + $0) } + [
      "", style.bold(caption), "",
    ]
  }

  /// One bar per answer: label, bar, count and share, the bar scaled to the widest count.
  func bars(_ votes: LiveVotes, item: LiveItem) -> [String] {
    var rowsToDraw: [(label: String, count: Int)] = []
    if item.hasChoices {
      var counts: [String: Int] = [:]
      for vote in votes.byStudent.values {
        for id in vote.parsedAnswer.split(separator: ",") { counts[String(id), default: 0] += 1 }
      }
      rowsToDraw = item.question.choices.enumerated().map { offset, choice in
        ("\(offset + 1). \(choice.label)", counts[choice.id] ?? 0)
      }
    } else {
      // Students' words reach the projector as control pictures, never as terminal commands.
      rowsToDraw = votes.distribution.map { (ControlPictures.replacing(in: $0.answer), $0.count) }
    }
    guard votes.count > 0 else { return [localizer("live.screen.no-votes"), ""] }
    return barLines(rowsToDraw, total: votes.count) + [
      style.dim(localizer.plural("live.screen.voters", count: votes.count)), "",
    ]
  }

  /// Labelled bars: the label column takes at most a third of the width.
  func barLines(_ entries: [(label: String, count: Int)], total: Int) -> [String] {
    let labelWidth = min(
      entries.map { DisplayWidth.of($0.label) }.max() ?? 0, columns / 3)
    let figureWidth = 12
    let barWidth = max(4, columns - labelWidth - figureWidth - 4)
    let largest = max(1, entries.map(\.count).max() ?? 1)
    return entries.map { entry in
      let label = Self.fit(entry.label, to: labelWidth)
      let length = entry.count == 0 ? 0 : max(1, entry.count * barWidth / largest)
      let bar =
        String(repeating: "█", count: length)
        + String(repeating: " ", count: barWidth - length)
      let share = total == 0 ? 0 : Int((Double(entry.count) * 100 / Double(total)).rounded())
      let figures = "\(entry.count)".leftPadded(to: 4) + "  " + "\(share)%".leftPadded(to: 4)
      return "  " + label + "  " + style.apply(.bold, .cyan, to: bar) + " " + style.bold(figures)
    }
  }

  /// The reveal: the simulation's outcome screen, the answer and the explanation.
  func reveal(_ item: LiveItem, truth: Value, run: SceneRunner.Run) -> [String] {
    let runner = CourseRunner(
      course: Course(directory: ""), localizer: localizer, style: style, width: columns,
      gradebook: nil)
    var lines: [String] = runner.renderRun(run, actions: item.question.actions).flatMap {
      effect -> [String] in
      guard case .print(let text) = effect else { return [] }
      return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
        TextWrapper.wrap(String($0), width: columns, continuation: "      ")
      }
    }
    lines.append("")
    lines.append(
      style.apply(
        .bold, .green,
        to: localizer(
          "live.screen.answer",
          ["answer": item.truthText(truth, language: localizer.language)])))
    if !item.question.explain.isEmpty {
      lines += TextWrapper.wrap(
        localizer("course.grade.why", ["text": item.question.explain]), width: columns,
        continuation: "  ")
    }
    return lines + [""]
  }

  /// The two rounds compared: each round's share right, the switch matrix as bars, and g.
  func comparison(first: LiveVotes, second: LiveVotes) -> [String] {
    var lines: [String] = []
    for (round, votes) in [(1, first), (2, second)] {
      let facility = votes.facility.map { "\(Int(($0 * 100).rounded()))%" } ?? "—"
      lines.append(
        localizer(
          "live.screen.round-right",
          ["round": String(round), "right": facility, "votes": String(votes.count)]))
    }
    guard second.count > 0 else { return lines + [""] }
    let matrix = SwitchMatrix(first: first, second: second)
    lines += ["", style.bold(localizer("live.screen.matrix"))]
    lines += barLines(
      [
        (localizer("live.switch.right-right"), matrix.rightToRight),
        (localizer("live.switch.wrong-right"), matrix.wrongToRight),
        (localizer("live.switch.right-wrong"), matrix.rightToWrong),
        (localizer("live.switch.wrong-wrong"), matrix.wrongToWrong),
      ], total: matrix.pairs)
    lines.append(style.bold(gainLine(matrix)))
    return lines + [""]
  }

  /// "g = 0.58 (pre 38% → post 75%, 16 students voted twice)", or why g is undefined.
  func gainLine(_ matrix: SwitchMatrix) -> String {
    switch matrix.gain {
    case .noPairs: return localizer("live.gain.no-pairs")
    case .everyoneRightBefore: return localizer("live.gain.all-right")
    case .value(let g):
      return localizer(
        "live.gain.value",
        [
          "gain": Self.decimal(g), "pre": Self.percent(matrix.pre ?? 0),
          "post": Self.percent(matrix.post ?? 0), "students": String(matrix.pairs),
        ])
    }
  }

  /// The keys of this moment: `[v] vote   [q] quit`.
  func keys(_ keys: [LiveKey]) -> [String] {
    var lines: [String] = []
    var line = ""
    var used = 0
    for key in keys {
      let label = localizer(key.labelKey)
      let plainWidth = 4 + DisplayWidth.of(label)
      let entry = style.apply(.bold, .cyan, to: "[\(key.character)]") + " " + label
      if used > 0, used + 3 + plainWidth > columns {
        lines.append(line)
        (line, used) = ("", 0)
      }
      line += (used == 0 ? "" : "   ") + entry
      used += (used == 0 ? 0 : 3) + plainWidth
    }
    return lines + [line]
  }

  // MARK: - Formatting

  static func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }

  /// `0.58`, `-0.25`, `1.00`: two decimals.
  static func decimal(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = abs(hundredths)
    let fraction = magnitude % 100
    return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  /// `text` cut or padded to exactly `width` columns.
  static func fit(_ text: String, to width: Int) -> String {
    var result = ""
    var used = 0
    for character in text {
      let columns = DisplayWidth.of(character)
      if used + columns > width { break }
      result.append(character)
      used += columns
    }
    if used < DisplayWidth.of(text), !result.isEmpty {
      result.removeLast()
      result.append("…")
    }
    return result + String(repeating: " ", count: max(0, width - DisplayWidth.of(result)))
  }

  /// The five rows of `number` in block digits, each digit six columns wide.
  static func bigDigits(_ number: Int) -> [String] {
    let font: [Character: [String]] = [
      "0": ["###", "# #", "# #", "# #", "###"], "1": [" # ", "## ", " # ", " # ", "###"],
      "2": ["###", "  #", "###", "#  ", "###"], "3": ["###", "  #", "###", "  #", "###"],
      "4": ["# #", "# #", "###", "  #", "  #"], "5": ["###", "#  ", "###", "  #", "###"],
      "6": ["###", "#  ", "###", "# #", "###"], "7": ["###", "  #", "  #", "  #", "  #"],
      "8": ["###", "# #", "###", "# #", "###"], "9": ["###", "# #", "###", "  #", "###"],
    ]
    return (0..<5).map { row in
      String(number).compactMap { font[$0]?[row] }.map {
        $0.map { $0 == "#" ? "██" : "  " }.joined()
      }.joined(separator: "  ")
    }
  }
}

extension String {
  /// The string with spaces before it, to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
