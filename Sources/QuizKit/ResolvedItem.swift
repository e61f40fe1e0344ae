import IdentityEngine
import LessonKit

/// One item in one language and one variant: the question to ask, the lesson context its
/// scene runs in, and the hash of its text.
public struct ResolvedItem: Sendable {
  /// The item as written in the quiz.
  public var item: QuizItem
  /// The 0-based variant.
  public var variant: Int
  /// The parameter values of the variant.
  public var assignment: [String: String]
  /// The question with every placeholder filled.
  public var question: Question
  /// The lesson the question's scene belongs to (the quiz's own scenes, or the referenced
  /// lesson).
  public var lesson: Lesson
  /// A hash of the item's text in this variant and language (question and scene).
  public var hash: String
  /// Problems the lesson reader found in this variant's question or scene only (a filled-in
  /// value that makes two choices share an id, say).
  public var diagnostics: [LessonDiagnostic] = []

  /// The code the item asks about, shown to students (exam, practice, live), unless its author
  /// marked the scene `hidden`.
  public var shownCode: String? {
    guard let scene = lesson.scenes[question.scene], !scene.isHidden else { return nil }
    return scene.code
  }

  /// Runs the scene and reads the truth, as the course does.
  public func truth() throws(SceneRunner.Failure) -> (truth: Value, run: SceneRunner.Run) {
    try SceneRunner(lesson: lesson).truth(of: question)
  }

  /// `victim=1, tint=pink`, for messages (empty without parameters).
  public var assignmentDescription: String {
    item.parameters.compactMap { parameter in
      assignment[parameter.name].map { "\(parameter.name)=\($0)" }
    }.joined(separator: ", ")
  }
}
