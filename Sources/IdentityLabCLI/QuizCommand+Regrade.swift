import Foundation
import Gradebook
import QuizKit

extension QuizCommand {
  /// `idlab quiz regrade QUIZ [--apply]`: replays every answer on the current simulator and
  /// lists the grades that would change; `--apply` records them, keeping the old grades.
  func regrade(_ context: CommandContext) throws(IdlabError) -> CommandOutcome {
    let (set, quiz) = try QuizEnvironment.checkedQuiz(target ?? "", context)
    let store = try QuizEnvironment.openStore(context)
    let t = context.localizer
    let answers: [QuizAnswer]
    do {
      answers = try store.answers(quiz: quiz.id)
    } catch {
      throw QuizEnvironment.failure(error)
    }
    let course = QuizEnvironment.course(context)
    let (changes, skipped) = Regrade.changes(
      answers: answers, quiz: { set.quiz(quiz.id, language: $0) }, course: course)
    for change in changes {
      let answer = change.answer
      let why: String =
        switch change.reason {
        case .truthChanged(let from, let to): t("quiz.regrade.why.truth", ["from": from, "to": to])
        case .textChanged: t("quiz.regrade.why.text")
        case .graderChanged: t("quiz.regrade.why.grader")
        case .unreadable: t("quiz.regrade.why.unreadable")
        }
      context.print(
        t(
          "quiz.regrade.line",
          [
            "student": answer.student, "item": answer.item, "take": String(answer.take),
            "before": CSVWriter.number(answer.score * answer.points, digits: 2),
            "after": CSVWriter.number(change.newScore * answer.points, digits: 2), "why": why,
          ]))
    }
    for answer in skipped {
      context.printError(
        t("quiz.regrade.skipped", ["student": answer.student, "item": answer.item]))
    }
    guard !changes.isEmpty else {
      context.print(t("quiz.regrade.none", ["count": String(answers.count)]))
      return .success
    }
    guard apply else {
      context.print(t("quiz.regrade.dry-run", ["count": String(changes.count)]))
      return .success
    }
    let time = now()
    do {
      for change in changes {
        guard let id = change.answer.id else { continue }
        try store.regrade(
          RegradeRecord(
            answer: id, oldScore: change.answer.score, newScore: change.newScore,
            oldTruth: change.answer.truth, newTruth: change.newTruth,
            oldItemHash: change.answer.itemHash, newItemHash: change.newItemHash,
            simulatorVersion: IdlabVersion.current, reason: change.reasonCode, time: time,
            who: NSUserName()))
      }
    } catch {
      throw QuizEnvironment.failure(error)
    }
    context.print(t("quiz.regrade.applied", ["count": String(changes.count)]))
    return .success
  }
}
