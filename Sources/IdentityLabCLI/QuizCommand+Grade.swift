import Basics
import Foundation
import Gradebook
import Localization
import QuizKit

extension QuizCommand {
  /// Reads `grade`'s options: `--item`, `--score` and `--comment` are required, `--by` is not.
  mutating func readGrade(_ arguments: CommandArguments) throws(IdlabError) {
    guard let item = arguments.value(of: "--item") else {
      throw .missingArgument(placeholderKey: "quiz.placeholder.item")
    }
    guard let text = arguments.value(of: "--score") else {
      throw .missingArgument(placeholderKey: "quiz.placeholder.score")
    }
    guard let score = Double(text), score.isFinite, score >= 0 else {
      throw .invalidValue(option: "--score", value: text, allowed: ["0…"])
    }
    guard let comment = arguments.value(of: "--comment"),
      !Whitespace.trimmed(comment).isEmpty
    else {
      throw .missingArgument(placeholderKey: "quiz.placeholder.comment")
    }
    self.item = item
    self.score = score
    self.comment = Whitespace.trimmed(comment)
    grader = arguments.value(of: "--by").map(Whitespace.trimmed).flatMap { $0.isEmpty ? nil : $0 }
  }

  /// `idlab quiz grade QUIZ --student ID --item N --score S --comment "…" [--by NAME]`:
  /// overrides the score of one item of the student's latest take. The store keeps the first
  /// score in the answer and adds the override, with who, when and the comment, to its
  /// history; the student sees the new score and the comment once results are released.
  func grade(_ context: CommandContext) throws(IdlabError) -> CommandOutcome {
    let (_, quiz) = try QuizEnvironment.checkedQuiz(target ?? "", context)
    let student = self.student ?? ""
    let store = try QuizEnvironment.openStore(context)
    let takes: [QuizTake]
    let answers: [QuizAnswer]
    do {
      takes = try store.takes(quiz: quiz.id, student: student)
      answers = try store.answers(quiz: quiz.id)
    } catch {
      throw QuizEnvironment.failure(error)
    }
    guard let take = takes.last else {
      throw .quiz(.notTaken(student: student, quiz: quiz.id))
    }
    let entries = (QuizPlan(text: take.plan) ?? quiz.plan(seed: take.seed)).entries.filter {
      quiz.item($0.item) != nil
    }
    let wanted = self.item ?? ""
    let position =
      Int(wanted).flatMap { $0 >= 1 && $0 <= entries.count ? $0 - 1 : nil }
      ?? entries.firstIndex { $0.item == wanted }
    guard let position, let item = quiz.item(entries[position].item) else {
      throw .invalidValue(
        option: "--item", value: ControlPictures.replacing(in: wanted),
        allowed: ["1…\(entries.count)"] + entries.map(\.item))
    }
    let points = self.score ?? 0
    guard points <= item.points else {
      throw .invalidValue(
        option: "--score", value: CSVWriter.number(points),
        allowed: ["0…\(CSVWriter.number(item.points))"])
    }
    guard
      let answer = answers.last(where: {
        $0.student == student && $0.take == take.number && $0.item == item.id && $0.round == nil
      }), let id = answer.id
    else {
      throw .quiz(.notAnswered(student: student, item: item.id))
    }
    let who = grader ?? NSUserName()
    let record = RegradeRecord(
      answer: id, oldScore: answer.score, newScore: item.points > 0 ? points / item.points : 0,
      oldTruth: answer.truth, newTruth: answer.truth, oldItemHash: answer.itemHash,
      newItemHash: answer.itemHash, simulatorVersion: answer.simulatorVersion,
      reason: RegradeRecord.overrideReason, time: now(), who: who, comment: comment)
    do {
      try store.regrade(record)
    } catch {
      throw QuizEnvironment.failure(error)
    }
    context.print(
      context.localizer(
        "quiz.grade.done",
        [
          "student": student, "number": String(position + 1), "item": item.id,
          "take": String(take.number),
          "before": CSVWriter.number(answer.score * item.points, digits: 2),
          "after": CSVWriter.number(points, digits: 2), "points": CSVWriter.number(item.points),
          "who": ControlPictures.replacing(in: who),
        ]))
    return .success
  }
}
