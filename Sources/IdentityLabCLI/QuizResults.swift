import Foundation
import Gradebook
import LessonKit
import Localization
import QuizKit

/// A student's results after submission (immediate feedback) or after release: each item's
/// answer beside the simulation's truth, the score and the explanation, then the total.
struct QuizResults {
  let taker: QuizTaker

  /// The lines to print: prompts, choice labels and explanations are lesson Markdown, rendered
  /// as the course renders them (`CoursePresenter`); the student's answer is shown as typed.
  func lines() -> [String] {
    let style = taker.style
    let presenter = CoursePresenter(localizer: taker.localizer, style: style)
    var lines = ["", style.bold(taker.text("quiz.results.title"))]
    var earned = 0.0
    // The instructor's overrides, latest last, by answer: the comment is shown with the score.
    var overrides: [Int64: RegradeRecord] = [:]
    for record in (try? taker.store.regrades(quiz: taker.quiz.id)) ?? [] where record.isOverride {
      overrides[record.answer] = record
    }
    for (offset, entry) in taker.entries.enumerated() {
      guard let item = taker.quiz.item(entry.item),
        let resolved = try? taker.quiz.resolve(item, variant: entry.variant, course: taker.course)
      else { continue }
      lines.append("")
      lines.append(
        style.bold(
          taker.text(
            "quiz.results.item",
            ["number": String(offset + 1), "prompt": presenter.markdown(resolved.question.prompt)]))
      )
      guard let answer = taker.answers[item.id] else {
        lines.append(style.dim(taker.text("quiz.results.unanswered")))
        continue
      }
      earned += answer.score * item.points
      var yours = ControlPictures.replacing(in: answer.rawAnswer)
      var truthText = answer.truth
      if let (truth, _) = try? resolved.truth() {
        truthText = truth.display(taker.language)
        if case .graded(let grade, _, _) = AnswerFlow.grade(
          answer.rawAnswer, question: resolved.question, truth: truth, language: taker.language)
        {
          yours = presenter.graded(grade.answer, kind: grade.kind)
          truthText = presenter.graded(grade.truth, kind: grade.kind)
        }
      }
      lines.append(taker.text("course.grade.yours", ["answer": yours]))
      lines.append(taker.text("course.grade.truth", ["truth": truthText]))
      let points = taker.text(
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
      if let id = answer.id, let record = overrides[id] {
        lines.append(
          taker.text(
            "quiz.results.override",
            [
              "before": CSVWriter.number(record.oldScore * item.points, digits: 2),
              "comment": ControlPictures.replacingAll(in: record.comment ?? ""),
            ]))
      }
      if !resolved.question.explain.isEmpty {
        lines.append(presenter.why(resolved.question.explain))
      }
    }
    lines.append("")
    lines.append(
      style.bold(
        taker.text(
          "quiz.results.total",
          [
            "score": CSVWriter.number(earned, digits: 2),
            "points": CSVWriter.number(taker.totalPoints),
          ])))
    return lines
  }
}
