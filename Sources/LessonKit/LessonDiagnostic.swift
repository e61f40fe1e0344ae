/// A problem in a lesson file, found while reading or checking it; its notes are lines of text
/// (a scene's own diagnostics, already localized).
///
/// Messages and help are keys of the `Course` string table (`diag.L104.message`,
/// `diag.L104.help`) with named arguments.
public typealias LessonDiagnostic = FileDiagnostic<LessonDiagnosticCode, String>

/// The stable codes of lesson diagnostics, sorted.
public enum LessonDiagnosticCode: String, FileDiagnosticCode {
  /// Lesson messages are `diag.L1xx.message` in `Course.strings`.
  public static let keyPrefix = "diag"

  /// The file cannot be read.
  case unreadable = "L100"
  /// No `# Title`.
  case missingTitle = "L101"
  /// No `<!-- idlab: … -->` comment.
  case metadata = "L102"
  /// A metadata field is missing or invalid.
  case metadataField = "L103"
  /// An unknown key in a question or challenge block.
  case unknownKey = "L104"
  /// A line that is not `key: value`.
  case malformedLine = "L105"
  /// A required key is missing.
  case missingKey = "L106"
  /// A key given twice that may appear once.
  case duplicateKey = "L107"
  /// An unknown `kind`.
  case unknownKind = "L108"
  /// A malformed `choice` line or literal.
  case malformedChoice = "L109"
  /// Two blocks with the same id, or two scenes with the same name.
  case duplicateID = "L110"
  /// A reference to a scene that does not exist.
  case unknownScene = "L111"
  /// An observation that does not parse.
  case observationSyntax = "L112"
  /// A scene that does not compile or run.
  case sceneFailed = "L113"
  /// An action that fails.
  case actionFailed = "L114"
  /// An observation that cannot be evaluated on the outcome.
  case observationFailed = "L115"
  /// A truth of the wrong shape for the question's kind.
  case truthKind = "L116"
  /// No choice, or more than one, matches a single-choice truth.
  case choiceMismatch = "L117"
  /// A `multi` truth value that is none of the choices.
  case multiMismatch = "L118"
  /// A challenge's solution does not pass.
  case solutionFails = "L119"
  /// A challenge's starting code already passes.
  case startPasses = "L120"
  /// A file exists in one language only.
  case parityFile = "L121"
  /// Lesson metadata differs between languages.
  case parityMetadata = "L122"
  /// Block ids, order or kinds differ between languages.
  case parityBlocks = "L123"
  /// A machine key differs between languages.
  case parityKey = "L124"
  /// A computed truth differs between languages.
  case parityTruth = "L125"
  /// A question/challenge block with fewer than the needed choices, or choices on a kind without.
  case choicesInvalid = "L126"
  /// An unknown info-string option on a fenced block.
  case unknownFenceOption = "L127"
  /// A lessons directory without language folders, or a language folder without lessons.
  case noLessons = "L128"
  /// A challenge without goal that is not a paste challenge.
  case goalMissing = "L129"
  /// Two lessons of one language with the same id.
  case duplicateLesson = "L130"
  /// Two lessons of one language with the same `order`.
  case duplicateOrder = "L131"
  /// A control character (ESC, NUL, …) in the lesson file.
  case controlCharacter = "L132"
  /// Prose nested deeper than `Lesson.proseNestingLimit`.
  case nestedTooDeeply = "L133"
  /// A second `<!-- idlab: … -->` comment.
  case duplicateMetadata = "L134"
  /// A challenge's goal holds on its solution with the subject deleted or the action emptied
  /// (`ChallengeGuards` should make that impossible; this catches a goal that escapes them).
  case vacuousGoal = "L135"
}
