import Foundation
import LessonKit
import QuizKit

extension QuizCommand {
  /// `idlab quiz export QUIZ --gift`: Moodle GIFT, variant 1 of each item, truths simulated.
  ///
  /// - Throws: `IdlabError.quiz(.exportItem)` (exit 65) when an item does not run.
  func export(_ context: CommandContext) throws(IdlabError) -> CommandOutcome {
    let (_, quiz) = try QuizEnvironment.checkedQuiz(target ?? "", context)
    let course = QuizEnvironment.course(context)
    var questions: [GIFTWriter.Question] = []
    for item in quiz.items {
      guard let resolved = try? quiz.resolve(item, variant: 0, course: course),
        let (truth, _) = try? resolved.truth()
      else { throw .quiz(.exportItem(item.id)) }
      questions.append(GIFTWriter.Question(resolved: resolved, truth: truth))
    }
    context.stdout(
      GIFTWriter.document(quiz: quiz, questions: questions, language: context.localizer.language))
    return .success
  }
}
