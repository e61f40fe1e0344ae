import Foundation
import Gradebook
import Localization
import QuizKit
import TerminalUI

/// Renders a `QuizReport` for the terminal: students, items with their statistics named as
/// such, the quiz's reliability, warnings, and a histogram of scores in Unicode blocks
/// (coloured on a terminal).
struct QuizReportRenderer {
  var localizer: Localizer
  var styled: Bool
  var width: Int

  var style: Styler { Styler(enabled: styled) }

  /// The report's lines.
  func lines(_ report: QuizReport) -> [String] {
    let t = localizer
    var lines = [
      style.bold(
        t(
          "quiz.report.title",
          [
            "title": report.title, "quiz": report.quiz,
            "takes": t("quiz.report.takes.\(report.takes)"),
            "students": t.plural("quiz.students", count: report.students.count),
          ]))
    ]
    for warning in report.warnings {
      lines.append(
        style.warning(t("diag.warning") + ":") + " "
          + t(
            "quiz.report.warning.\(warning.code)",
            [
              "count": String(warning.count ?? 0), "item": warning.item ?? "",
              "minimum": String(QuizReport.smallSample),
            ]))
    }
    lines.append("")
    lines.append(style.bold(t("quiz.report.students")))
    var table = [
      [
        t("quiz.report.column.student"), t("quiz.report.column.take"),
        t("quiz.report.column.language"), t("quiz.report.column.score"),
        t("quiz.report.column.answered"), t("quiz.report.column.time"),
      ]
    ]
    for row in report.students {
      table.append([
        ControlPictures.replacing(in: row.student), String(row.take),
        ControlPictures.replacing(in: row.language),
        "\(CSVWriter.number(row.score, digits: 2)) / \(CSVWriter.number(row.maxScore))",
        "\(row.answered)/\(row.items)" + submission(row),
        QuizClock.duration(row.seconds),
      ])
    }
    for student in report.notStarted {
      table.append([
        ControlPictures.replacingAll(in: student), "—", "—", "—", t("quiz.report.not-started"),
        "—",
      ])
    }
    lines += columns(table)
    lines.append("")
    lines.append(style.bold(t("quiz.report.items")))
    var itemTable = [
      [
        t("quiz.report.column.item"), t("quiz.report.column.facility"),
        t("quiz.report.column.item-rest"), t("quiz.report.column.item-total"),
        t("quiz.report.column.answered"),
      ]
    ]
    for item in report.items {
      itemTable.append([
        item.item, decimal(item.facility), decimal(item.itemRestDiscrimination),
        decimal(item.itemTotalPointBiserial), String(item.answered),
      ])
    }
    let rendered = columns(itemTable)
    lines.append(rendered[0])
    for (offset, item) in report.items.enumerated() {
      lines.append(rendered[offset + 1])
      if !item.byLanguage.isEmpty {
        lines.append(
          style.dim(
            "    " + t("quiz.report.by-language") + " "
              + slices(item.byLanguage)))
      }
      if item.byVariant.count > 1 {
        lines.append(style.dim("    " + t("quiz.report.by-variant") + " " + slices(item.byVariant)))
      }
      if let distractors = item.distractors, !distractors.isEmpty {
        lines.append(
          style.dim(
            "    " + t("quiz.report.distractors") + " "
              + distractors.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
              .map { "\($0.key) \($0.value)" }.joined(separator: " · ")))
      }
    }
    lines += tagLines(report.tags)
    lines.append("")
    lines.append(
      t(
        report.dichotomous ? "quiz.report.kr20" : "quiz.report.alpha",
        ["value": decimal(report.alpha)]))
    lines.append(style.dim(t("quiz.report.legend")))
    lines.append("")
    lines.append(style.bold(t("quiz.report.histogram")))
    lines += histogram(report.histogram)
    return lines + liveLines(report.live ?? []) + regradeLines(report.regrades)
  }

  /// The tags' table: items with the tag, mean score, answers (nothing when no item has one).
  func tagLines(_ tags: [QuizReport.Tag]) -> [String] {
    guard !tags.isEmpty else { return [] }
    let t = localizer
    var table = [
      [
        t("quiz.report.column.tag"), t("quiz.report.column.items"),
        t("quiz.report.column.mean"), t("quiz.report.column.answered"),
      ]
    ]
    for tag in tags {
      table.append([
        tag.tag, String(tag.items), decimal(tag.meanScore), "\(tag.answered)/\(tag.given)",
      ])
    }
    return ["", style.bold(t("quiz.report.tags"))] + columns(table)
  }

  /// Each regrade applied: when, whose answer, the points before and after, the truth and the
  /// item's text before and after, the simulator, why and by whom.
  func regradeLines(_ records: [RegradeRecord]) -> [String] {
    guard !records.isEmpty else { return [] }
    var lines = ["", style.bold(localizer("quiz.report.regrades"))]
    for record in records {
      lines.append(
        "  "
          + localizer(
            "quiz.report.regrade",
            [
              "time": QuizClock.iso8601(record.time),
              "student": ControlPictures.replacingAll(in: record.student),
              "take": String(record.take), "item": record.item,
              "before": CSVWriter.number(record.oldScore, digits: 2),
              "after": CSVWriter.number(record.newScore, digits: 2),
              "reason": record.reason, "version": record.simulatorVersion,
              "who": ControlPictures.replacingAll(in: record.who),
            ]))
      if record.oldTruth != record.newTruth {
        lines.append(
          style.dim(
            "    "
              + localizer(
                "quiz.report.regrade.truth", ["from": record.oldTruth, "to": record.newTruth])))
      }
      if let comment = record.comment {
        lines.append(
          style.dim(
            "    "
              + localizer(
                "quiz.report.regrade.comment",
                ["comment": ControlPictures.replacingAll(in: comment)])))
      }
      if record.oldItemHash != record.newItemHash {
        lines.append(
          style.dim(
            "    "
              + localizer(
                "quiz.report.regrade.text",
                ["from": record.oldItemHash, "to": record.newItemHash])))
      }
    }
    return lines
  }

  /// The live rounds of each item voted on in class: votes and share right per round, the
  /// switch matrix and the normalised gain.
  func liveLines(_ items: [QuizReport.LiveItem]) -> [String] {
    guard !items.isEmpty else { return [] }
    let t = localizer
    var lines = ["", style.bold(t("quiz.report.live"))]
    for item in items {
      lines.append("  " + item.item)
      for (offset, round) in item.rounds.enumerated() {
        lines.append(
          "    "
            + t(
              "quiz.report.live.round",
              [
                "round": String(offset + 1), "votes": String(round.answered),
                "right": round.facility.map { "\(Int(($0 * 100).rounded()))%" } ?? "—",
              ]))
      }
      let m = item.matrix
      lines.append(
        "    "
          + t(
            "quiz.report.live.matrix",
            [
              "rr": String(m.rightToRight), "wr": String(m.wrongToRight),
              "rw": String(m.rightToWrong), "ww": String(m.wrongToWrong),
              "gain": decimal(item.gain),
            ]))
    }
    return lines
  }

  func decimal(_ value: Double?) -> String {
    guard let value else { return "—" }
    return String(format: "%.2f", value)
  }

  func slices(_ slices: [String: QuizReport.Slice]) -> String {
    slices.keys.sorted().map { key in
      "\(key) \(decimal(slices[key]?.facility)) (n=\(slices[key]?.answered ?? 0))"
    }.joined(separator: " · ")
  }

  /// Left-aligned columns, measured in terminal cells.
  func columns(_ rows: [[String]]) -> [String] {
    let count = rows.map(\.count).max() ?? 0
    var widths = Array(repeating: 0, count: count)
    for row in rows {
      for (index, cell) in row.enumerated() {
        widths[index] = max(widths[index], DisplayWidth.of(cell))
      }
    }
    return rows.enumerated().map { offset, row in
      let text = row.enumerated().map { index, cell in
        cell + String(repeating: " ", count: max(0, widths[index] - DisplayWidth.of(cell)))
      }.joined(separator: "  ")
      let line = "  " + text.trimmingCharacters(in: .whitespaces)
      return offset == 0 ? style.dim(line) : line
    }
  }

  /// One bar per decile: `  90–100 % ████ 4`.
  func histogram(_ counts: [Int]) -> [String] {
    let most = max(1, counts.max() ?? 1)
    let room = max(10, min(40, width - 20))
    return counts.enumerated().map { index, count in
      let low = index * 100 / counts.count
      let high = (index + 1) * 100 / counts.count
      let label = "\(low)–\(high) %"
      let padded = String(repeating: " ", count: max(0, 9 - label.count)) + label
      let bar = String(repeating: "█", count: count == 0 ? 0 : max(1, count * room / most))
      let color: Styler.Style = high <= 50 ? .red : high <= 80 ? .yellow : .green
      return "  \(padded) \(style.apply(color, to: bar))\(count > 0 ? " \(count)" : "")"
    }
  }

  /// " (open)" for an open take, " (time up)" or " (closed)" for one submitted for that
  /// reason, nothing for one the student submitted.
  func submission(_ row: QuizReport.Student) -> String {
    guard row.submitted else { return " " + localizer("quiz.report.open") }
    switch row.submitReason {
    case QuizTake.Reason.timeUp?: return " " + localizer("quiz.report.time-up")
    case QuizTake.Reason.closed?: return " " + localizer("quiz.report.closed")
    default: return ""
    }
  }
}
