import LessonKit

/// A problem in a quiz file, found while reading or checking it; its notes are the lesson
/// diagnostics of a variant (rendered by the caller against the variant's text).
///
/// Rendered like lesson diagnostics: `Quizzes/es/checkpoint.md:12:1: error[Q104]: …`, a
/// snippet, `help: …`. Messages are `quizdiag.Q104.message` / `.help` in `Quiz.strings`.
public typealias QuizDiagnostic = FileDiagnostic<QuizDiagnosticCode, LessonDiagnostic>

/// The stable codes of quiz diagnostics, sorted.
public enum QuizDiagnosticCode: String, FileDiagnosticCode {
  /// Quiz messages are `quizdiag.Q1xx.message` in `Quiz.strings`.
  public static let keyPrefix = "quizdiag"

  /// The file cannot be read.
  case unreadable = "Q100"
  /// No `quiz` block, or more than one.
  case quizBlock = "Q101"
  /// A setting has an invalid value.
  case invalidSetting = "Q102"
  /// A line that is not `key: value` in a quiz, item or group block.
  case malformedLine = "Q103"
  /// An unknown key in a quiz, item or group block.
  case unknownKey = "Q104"
  /// A required key is missing.
  case missingKey = "Q105"
  /// A key given twice.
  case duplicateKey = "Q106"
  /// Two items or groups with the same id.
  case duplicateID = "Q107"
  /// `ref:` names a lesson or question that does not exist.
  case missingReference = "Q108"
  /// `question:` names a question that is not in the quiz file.
  case missingQuestion = "Q109"
  /// An invalid `param:` line, or parameters on a referenced question.
  case invalidParameter = "Q110"
  /// One variant of an item does not work (scene fails, no or two choices match).
  case brokenVariant = "Q111"
  /// `group:` names a group that does not exist, or `choose` is larger than the group.
  case invalidGroup = "Q112"
  /// A quiz exists in one language only.
  case parityFile = "Q113"
  /// Settings, items, groups or parameters differ between languages.
  case parityMachine = "Q114"
  /// A variant's computed truth differs between languages.
  case parityTruth = "Q115"
  /// A placeholder `{{name}}` that no parameter of the item declares.
  case unknownPlaceholder = "Q116"
  /// A folder without quiz files.
  case noQuizzes = "Q117"
  /// The quiz has no items.
  case noItems = "Q118"
  /// A scene or question block that the lesson reader rejects (the lesson code is a note).
  case questionBlock = "Q119"
  /// A number outside its bounds (`QuizLimits`): `time-limit`, `points`.
  case outOfRange = "Q120"
  /// An item whose parameters give more variants than `QuizLimits.variantsPerItem`.
  case tooManyVariants = "Q121"
  /// More items than `QuizLimits.items`.
  case tooManyItems = "Q122"
  /// A file larger than `QuizLimits.fileBytes`.
  case fileTooLarge = "Q123"
  /// A `draw` asks for more items than the folder's banks have with its tag.
  case drawTooLarge = "Q124"
  /// A colour parameter names a colour SwiftUI does not have (`tint = mauve`).
  case unknownColor = "Q125"
}
