import LessonKit
import Localization

extension Quiz {
  /// The item `item` in variant `variant`, in this quiz's language.
  ///
  /// Own questions: the quiz file's text with the variant's values filled in is read again by
  /// the lesson reader, so the scene, the actions, the prompt and the choices all come from
  /// the variant. Referenced questions come from the course's lesson in the same language.
  ///
  /// - Throws: `QuizDiagnostic` (`Q108`, `Q109`) when the question cannot be found.
  public func resolve(_ item: QuizItem, variant: Int, course: Course?) throws(QuizDiagnostic)
    -> ResolvedItem
  {
    let language = Language(code: self.language) ?? .en
    if let origin = item.origin {
      // A drawn item is its bank's, in the same language; only its id and points are the quiz's.
      guard let bank = banks[origin.bank], let original = bank.item(origin.item) else {
        throw QuizDiagnostic(
          .missingQuestion, ["question": item.id], path: path, line: item.line)
      }
      var resolved = try bank.resolve(original, variant: variant, course: course)
      resolved.item = item
      return resolved
    }
    switch item.source {
    case .reference(let lessonID, let questionID):
      guard let lesson = course?.lesson(id: lessonID, language: language),
        let question = lesson.questions.first(where: { $0.id == questionID })
      else {
        throw QuizDiagnostic(
          .missingReference, ["ref": "\(lessonID)/\(questionID)"], path: path,
          line: item.positions.line(of: "ref") ?? item.line)
      }
      return ResolvedItem(
        item: item, variant: 0, assignment: [:], question: question, lesson: lesson,
        hash: Self.hash(question, scene: lesson.scenes[question.scene]))
    case .own(let questionID):
      let assignment = item.assignment(variant: variant)
      // Without values to fill in, the text is the file's as already read: it is not read again
      // (a file of 500 items would otherwise be read 500 times).
      let parsed =
        assignment.isEmpty
        ? (lesson: Optional(body), diagnostics: [])
        : Self.read(Placeholders.fill(source, assignment, language: language), path, self.language)
      guard let lesson = parsed.lesson,
        let question = lesson.questions.first(where: { $0.id == questionID })
      else {
        throw QuizDiagnostic(
          .missingQuestion, ["question": questionID], path: path,
          line: item.positions.line(of: "question") ?? item.line)
      }
      var context = lesson.narrowed(to: question)
      (context.id, context.order, context.seed, context.title) = (id, 0, "quiz", title)
      (context.path, context.language, context.metadataLine) = (path, self.language, line)
      // Problems the filled-in values brought (not those of the file as written).
      let own = parsed.diagnostics.filter { !writtenProblems.contains(Self.problemKey($0)) }
      var resolved = ResolvedItem(
        item: item, variant: variant % max(1, item.variantCount), assignment: assignment,
        question: question, lesson: context,
        hash: Self.hash(question, scene: lesson.scenes[question.scene]))
      resolved.diagnostics = own
      return resolved
    }
  }

  /// A variant's filled text read as the file is (`Lesson.parseEmbedded`).
  static func read(_ text: String, _ path: String, _ language: String) -> (
    lesson: Lesson?, diagnostics: [LessonDiagnostic]
  ) {
    let parsed = Lesson.parseEmbedded(source: text, path: path, language: language)
    return (parsed.lesson, parsed.diagnostics)
  }

  /// How a lesson reader's problem is told apart from the file's own (`writtenProblems`).
  static func problemKey(_ diagnostic: LessonDiagnostic) -> String {
    "\(diagnostic.code.rawValue)@\(diagnostic.line)"
  }

  /// The hash of a question's text and its scene's code.
  static func hash(_ question: Question, scene: Scene?) -> String {
    var parts = [question.id, question.kind.rawValue, question.scene, question.root ?? ""]
    parts += question.actions + [question.observe, question.prompt, question.explain]
    parts += question.choices.map { "\($0.id)=\($0.value.canonical):\($0.label)" }
    parts += question.hints
    parts.append(scene?.code ?? "")
    return StableHash.hex(parts.joined(separator: "\u{1f}"))
  }
}
