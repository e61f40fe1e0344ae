import Foundation
import Gradebook
import LessonKit
import Localization
import QuizKit
import TerminalUI

/// `idlab quiz report QUIZ --student ID`: every take of one student, each item as they saw it
/// (its number, id, variant and parameter values, the code shown), their answer as typed and
/// as read, the key, the simulation's outcome as recorded, the score, the time, and the
/// item's regrades and overrides, in the instructor's language; then the score the student
/// keeps by the quiz's `keep:` (`KeptScore`), the one the report and the LMS grades use.
///
/// Students' answers, names and comments pass through `ControlPictures` before they reach the
/// terminal; the code is the quiz author's, shown with its control characters pictured too.
struct StudentReview {
  /// Every language's version of the quiz (the code is shown in the take's language).
  let quizzes: QuizSet
  /// The quiz in the instructor's language.
  let quiz: Quiz
  let course: Course
  let localizer: Localizer
  let style: Styler

  /// The lines for the student's `takes` with the quiz's `answers` and `regrades`.
  func lines(takes: [QuizTake], answers: [QuizAnswer], regrades: [RegradeRecord]) -> [String] {
    let t = localizer
    var lines: [String] = []
    for take in takes {
      let entries = (QuizPlan(text: take.plan) ?? quiz.plan(seed: take.seed)).entries.filter {
        quiz.item($0.item) != nil
      }
      var latest: [String: QuizAnswer] = [:]
      for answer in answers
      where answer.student == take.student && answer.take == take.number && answer.round == nil {
        latest[answer.item] = answer
      }
      let earned = entries.reduce(0.0) { sum, entry in
        sum + (latest[entry.item]?.score ?? 0) * (quiz.item(entry.item)?.points ?? 0)
      }
      let possible = entries.reduce(0.0) { $0 + (quiz.item($1.item)?.points ?? 0) }
      let status =
        take.submitted.map { time in
          t(
            "quiz.review.submitted",
            ["time": QuizClock.iso8601(time), "reason": take.submitReason ?? "-"])
        } ?? t("quiz.review.open")
      lines += [
        "",
        style.bold(
          t(
            "quiz.review.take",
            [
              "student": ControlPictures.replacingAll(in: take.student),
              "take": take.attempts.flatMap { $0 > 1 ? "\(take.number)/\($0)" : nil }
                ?? String(take.number),
              "language": take.language,
              "started": QuizClock.iso8601(take.started), "status": status,
              "score": CSVWriter.number(earned, digits: 2),
              "points": CSVWriter.number(possible),
            ])),
        style.dim(t("quiz.review.seed", ["seed": take.seed])),
      ]
      var codeShown: (code: String, number: Int)?
      for (offset, entry) in entries.enumerated() {
        lines += itemLines(
          number: offset + 1, entry: entry, take: take, answer: latest[entry.item],
          regrades: regrades, codeShown: &codeShown)
      }
    }
    if let kept = KeptScore.all(
      quiz: quiz, takes: takes, answers: answers, keep: quiz.settings.keep
    ).values.first {
      let values = [
        "keep": quiz.settings.keep.rawValue, "score": CSVWriter.number(kept.score, digits: 2),
        "points": CSVWriter.number(kept.possible), "take": String(kept.take.number),
        "takes": t.plural("quiz.attempts", count: kept.attempts),
      ]
      lines += [
        "",
        style.bold(
          t(quiz.settings.keep == .mean ? "quiz.review.kept.mean" : "quiz.review.kept", values)),
      ]
    }
    return lines
  }

  /// One item of a take; `codeShown` is the code printed last and its item's number (code
  /// the same as the last item's is named, not printed again).
  func itemLines(
    number: Int, entry: QuizPlan.Entry, take: QuizTake, answer: QuizAnswer?,
    regrades: [RegradeRecord], codeShown: inout (code: String, number: Int)?
  ) -> [String] {
    let t = localizer
    guard let item = quiz.item(entry.item) else { return [] }
    let seen = Language(code: answer?.language ?? take.language) ?? t.language
    let shownQuiz = quizzes.quiz(quiz.id, language: seen) ?? quiz
    let resolved = shownQuiz.item(item.id).flatMap {
      try? shownQuiz.resolve($0, variant: entry.variant, course: course)
    }
    let parameters = resolved?.assignmentDescription ?? ""
    var lines = [
      "",
      style.bold(
        t(
          "quiz.review.item",
          [
            "number": String(number), "item": item.id, "variant": String(entry.variant + 1),
            "count": String(item.variantCount),
            "parameters": parameters.isEmpty ? "" : " (\(parameters))",
          ])),
    ]
    if let code = resolved?.shownCode, let last = codeShown, last.code == code {
      lines.append("  " + t("quiz.review.same-code", ["number": String(last.number)]))
    } else if let code = resolved?.shownCode {
      codeShown = (code, number)
      lines.append("  " + t("quiz.review.code"))
      for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
        lines.append(style.dim("    " + ControlPictures.replacingAll(in: String(line))))
      }
    } else {
      lines.append("  " + t("quiz.review.no-code"))
    }
    // The key in the instructor's language, computed now (the recorded outcome follows).
    let key = quiz.item(item.id).flatMap {
      try? quiz.resolve($0, variant: entry.variant, course: course)
    }
    .flatMap { try? $0.truth().truth.display(t.language) }
    lines.append("  " + t("quiz.review.key", ["key": key.map(ControlPictures.replacingAll) ?? "-"]))
    guard let answer else {
      lines.append("  " + style.dim(t("quiz.review.unanswered")))
      return lines
    }
    lines += [
      "  "
        + t(
          "quiz.review.answer",
          [
            "answer": ControlPictures.replacingAll(in: answer.rawAnswer),
            "parsed": ControlPictures.replacingAll(in: answer.parsedAnswer),
            "language": answer.language,
          ]),
      "  "
        + t("quiz.review.truth", ["truth": ControlPictures.replacingAll(in: answer.truth)]),
      "  "
        + t(
          "quiz.review.score",
          [
            "score": CSVWriter.number(answer.score * item.points, digits: 2),
            "points": CSVWriter.number(item.points),
            "time": QuizClock.iso8601(answer.time),
            "elapsed": QuizClock.duration(answer.time - take.started),
          ]),
    ]
    for record in regrades where record.answer == answer.id {
      let values = [
        "before": CSVWriter.number(record.oldScore * item.points, digits: 2),
        "after": CSVWriter.number(record.newScore * item.points, digits: 2),
        "who": ControlPictures.replacingAll(in: record.who),
        "time": QuizClock.iso8601(record.time),
        "comment": ControlPictures.replacingAll(in: record.comment ?? ""),
        "reason": ControlPictures.replacingAll(in: record.reason),
      ]
      lines.append(
        "  " + t(record.isOverride ? "quiz.review.override" : "quiz.review.regrade", values))
    }
    return lines
  }
}
