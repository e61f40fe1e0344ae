import Foundation
import LessonKit
import QuizKit

extension QuizCommand {
  /// `idlab quiz export QUIZ --gift|--moodle-xml`: Moodle GIFT or Moodle XML, every variant of
  /// every item (a bank's too), truths simulated, in the context's language.
  ///
  /// - Throws: `IdlabError.quiz(.exportItem)` (exit 65) when a variant does not run.
  func export(_ context: CommandContext) throws(IdlabError) -> CommandOutcome {
    let (_, quiz) = try QuizEnvironment.checkedQuiz(target ?? "", context, allowingBank: true)
    let course = QuizEnvironment.course(context)
    var questions: [GIFTWriter.Question] = []
    for item in quiz.items {
      for variant in 0..<max(1, item.variantCount) {
        guard let resolved = try? quiz.resolve(item, variant: variant, course: course),
          let (truth, _) = try? resolved.truth()
        else { throw .quiz(.exportItem(item.id)) }
        questions.append(GIFTWriter.Question(resolved: resolved, truth: truth))
      }
    }
    let language = context.localizer.language
    context.stdout(
      format == "moodle-xml"
        ? MoodleXMLWriter.document(quiz: quiz, questions: questions, language: language)
        : GIFTWriter.document(quiz: quiz, questions: questions, language: language))
    return .success
  }
}
