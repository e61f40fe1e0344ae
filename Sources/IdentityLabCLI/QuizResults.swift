import Foundation
import LessonKit
import QuizKit

/// A student's results after submission (immediate feedback) or after release: each item's
/// answer beside the simulation's truth, the score and the explanation, then the total.
struct QuizResults {
  let taker: QuizTaker

  /// The lines to print.
  func lines() -> [String] {
    let t = taker.localizer
    let style = taker.style
    var lines = ["", style.bold(t("quiz.results.title"))]
    var earned = 0.0
    for (offset, entry) in taker.entries.enumerated() {
      guard let item = taker.quiz.item(entry.item),
        let resolved = try? taker.quiz.resolve(item, variant: entry.variant, course: taker.course)
      else { continue }
      lines.append("")
      lines.append(
        style.bold(
          t(
            "quiz.results.item",
            ["number": String(offset + 1), "prompt": resolved.question.prompt])))
      guard let answer = taker.answers[item.id] else {
        lines.append(style.dim(t("quiz.results.unanswered")))
        continue
      }
      earned += answer.score * item.points
      var yours = answer.rawAnswer
      var truthText = answer.truth
      if let (truth, _) = try? resolved.truth() {
        truthText = truth.display(taker.language)
        if case .graded(let grade) = QuizAnswerReader.grade(
          answer.rawAnswer, question: resolved.question, truth: truth, language: taker.language)
        {
          yours = grade.answer
          truthText = grade.truth
        }
      }
      lines.append(t("course.grade.yours", ["answer": yours]))
      lines.append(t("course.grade.truth", ["truth": truthText]))
      let points = t(
        "quiz.results.points",
        [
          "score": CSVWriter.number(answer.score * item.points, digits: 2),
          "points": CSVWriter.number(item.points),
        ])
      lines.append(
        answer.score >= 0.9999
          ? style.apply(.bold, .green, to: points)
          : answer.score > 0
            ? style.apply(.bold, .yellow, to: points) : style.apply(.bold, .red, to: points))
      if !resolved.question.explain.isEmpty {
        lines.append(t("course.grade.why", ["text": resolved.question.explain]))
      }
    }
    lines.append("")
    lines.append(
      style.bold(
        t(
          "quiz.results.total",
          [
            "score": CSVWriter.number(earned, digits: 2),
            "points": CSVWriter.number(taker.totalPoints),
          ])))
    return lines
  }
}
