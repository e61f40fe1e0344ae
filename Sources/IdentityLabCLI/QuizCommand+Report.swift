import Classroom
import Foundation
import Gradebook
import Localization
import QuizKit
import TerminalUI

extension QuizCommand {
  /// `idlab quiz report QUIZ [--format text|csv|json|canvas|moodle] [--attempts] [--last]`:
  /// `canvas` and `moodle` are the LMS gradebooks' import layouts, every roster student in.
  /// With `--student ID`, one student's takes item by item (`StudentReview`).
  func report(_ context: CommandContext) throws(IdlabError) -> CommandOutcome {
    let (set, quiz) = try QuizEnvironment.checkedQuiz(target ?? "", context)
    let store = try QuizEnvironment.openStore(context)
    let takes: [QuizTake]
    let answers: [QuizAnswer]
    let regrades: [RegradeRecord]
    do {
      try QuizEnvironment.submitExpired(quiz: quiz, store: store, now: now())
      regrades = try store.regrades(quiz: quiz.id)
      takes = try store.takes(quiz: quiz.id)
      answers = try store.answers(quiz: quiz.id)
    } catch {
      throw QuizEnvironment.failure(error)
    }
    if let student {
      let mine = takes.filter { $0.student == student }
      guard !mine.isEmpty else { throw .quiz(.notTaken(student: student, quiz: quiz.id)) }
      let review = StudentReview(
        quizzes: set, quiz: quiz, course: QuizEnvironment.course(context),
        localizer: context.localizer, style: Styler(enabled: context.styled))
      review.lines(takes: mine, answers: answers, regrades: regrades).forEach {
        context.print($0.wrapped(to: context.width))
      }
      return .success
    }
    if attempts {
      if format == "json" {
        context.print(ExportJSON.encode(answers, fallback: "[]"))
      } else {
        context.stdout(
          CSVWriter.document(header: QuizAnswer.csvHeader, rows: answers.map(\.csvRow)))
      }
      return .success
    }
    let course = QuizEnvironment.course(context)
    var report = QuizReport.build(
      quiz: quiz, takes: takes, answers: answers,
      choiceItems: Self.choiceItems(quiz, course: course), keep: lastTake ? .last : nil,
      roster: try QuizEnvironment.classRoster(context, store: store)?.entries.map(\.id)
        ?? quiz.settings.roster ?? [])
    report.regrades = regrades
    switch format {
    case "csv": context.stdout(report.studentsCSV)
    case "canvas":
      let names = try QuizEnvironment.classRoster(context, store: store)?.entries.reduce(
        into: [String: String]()
      ) { $0[$1.id] = $1.name }
      context.stdout(
        report.canvasCSV(
          title: quiz.title, pointsPossible: quiz.pointsPossible, names: names ?? [:]))
    case "moodle":
      context.stdout(report.moodleCSV(title: quiz.title, pointsPossible: quiz.pointsPossible))
    case "json": context.print(report.json)
    default:
      let renderer = QuizReportRenderer(
        localizer: context.localizer, styled: context.styled, width: context.width)
      renderer.lines(report).forEach { context.print($0.wrapped(to: context.width)) }
    }
    return .success
  }
}
