import Classroom
import Foundation
import Gradebook
import QuizKit

extension QuizCommand {
  /// `idlab quiz release QUIZ`: held feedback becomes visible to students.
  func release(_ context: CommandContext) throws(IdlabError) -> CommandOutcome {
    let (_, quiz) = try QuizEnvironment.quiz(target ?? "", context)
    let store = try QuizEnvironment.openStore(context)
    let t = context.localizer
    do {
      try store.release(quiz: quiz.id, time: now())
      let takes = try store.takes(quiz: quiz.id)
      let submitted = Set(takes.filter { $0.submitted != nil }.map(\.student)).count
      let open = Set(takes.filter { $0.submitted == nil }.map(\.student)).count
      context.print(
        t(
          "quiz.release.done",
          [
            "quiz": quiz.id, "submitted": t.plural("quiz.students", count: submitted),
            "open": String(open),
          ]))
      return .success
    } catch {
      throw QuizEnvironment.failure(error)
    }
  }

  /// `idlab quiz extra-time QUIZ --student ID [--minutes N] [--closes ISO8601]`: N more
  /// minutes for one student, added to what they had, and/or their own closing time (which
  /// replaces the quiz's `closes:` for them; their extra minutes are added to it). The student
  /// must be on the class roster when there is one, and must not have submitted the quiz.
  func extraTime(_ context: CommandContext) throws(IdlabError) -> CommandOutcome {
    let (_, quiz) = try QuizEnvironment.quiz(target ?? "", context)
    let student = self.student ?? ""
    let store = try QuizEnvironment.openStore(context)
    if let roster = try QuizEnvironment.classRoster(context, store: store),
      roster.entry(student) == nil
    {
      throw .quiz(.unknownStudent(student: student, quiz: quiz.id))
    }
    let takes: [QuizTake]
    let had: Double
    do {
      takes = try store.takes(quiz: quiz.id, student: student)
      had = try store.extraTime(quiz: quiz.id, student: student)
    } catch {
      throw QuizEnvironment.failure(error)
    }
    if let last = takes.last, last.submitted != nil {
      throw .quiz(.alreadySubmitted(student: student, quiz: quiz.id))
    }
    do {
      if let closes {
        try store.setClosingTime(quiz: quiz.id, student: student, closes: closes)
        context.print(
          context.localizer(
            "quiz.extra-time.closes",
            ["student": student, "quiz": quiz.id, "time": QuizClock.iso8601(closes)]))
      }
      if let added = minutes {
        let total = had / 60 + added
        try store.setExtraTime(quiz: quiz.id, student: student, seconds: total * 60)
        context.print(
          context.localizer(
            "quiz.extra-time.done",
            [
              "student": student, "minutes": CSVWriter.number(total),
              "added": CSVWriter.number(added), "quiz": quiz.id,
            ]))
      }
    } catch {
      throw QuizEnvironment.failure(error)
    }
    return .success
  }

  /// `idlab quiz close QUIZ`: no take starts and no answer is recorded from now on (the store
  /// checks it with every answer); every open take is submitted with the reason `closed`.
  func close(_ context: CommandContext) throws(IdlabError) -> CommandOutcome {
    let (_, quiz) = try QuizEnvironment.quiz(target ?? "", context)
    let store = try QuizEnvironment.openStore(context)
    let time = now()
    let submitted: Int
    do {
      try QuizEnvironment.submitExpired(quiz: quiz, store: store, now: time)
      submitted = try store.close(quiz: quiz.id, time: time)
    } catch {
      throw QuizEnvironment.failure(error)
    }
    context.print(
      context.localizer(
        "quiz.close.done",
        ["quiz": quiz.id, "time": QuizClock.iso8601(time), "count": String(submitted)]))
    return .success
  }

  /// `idlab quiz end-session QUIZ --student ID`: ends the sessions holding the student's takes
  /// (one left behind by a connection that never closed, or on another exam server), so the
  /// student can connect again; a session still running records nothing more.
  func endSession(_ context: CommandContext) throws(IdlabError) -> CommandOutcome {
    let (_, quiz) = try QuizEnvironment.quiz(target ?? "", context)
    let store = try QuizEnvironment.openStore(context)
    let student = self.student ?? ""
    let count: Int
    do {
      count = try store.endSessions(quiz: quiz.id, student: student)
    } catch {
      throw QuizEnvironment.failure(error)
    }
    context.print(
      context.localizer.plural(
        "quiz.end-session.done", count: count, ["student": student, "quiz": quiz.id]))
    return .success
  }
}
