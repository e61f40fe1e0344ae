import Gradebook
import Localization

/// Something the course machine wants done; `CourseRunner` (the driver) performs it.
///
/// The machine never does I/O: every write to the gradebook, every editor and every line of
/// text is one of these, in the order they must happen. A write that fails comes back to the
/// machine as a `CourseInput` (`.attemptNotSaved`, …), so the learner is told, in their
/// language, and nothing claims it was saved.
public enum CourseEffect: Equatable, Sendable {
  /// Print a line (or several) to standard output.
  case print(String)
  /// Print a line to standard error.
  case printError(String)
  /// Write an attempt to the gradebook (the driver stamps the time).
  case recordAttempt(Attempt)
  /// Save the learner's place in a lesson (the driver stamps the time).
  case savePosition(Position)
  /// Forget one lesson's progress, or every lesson's (`nil`); the machine hears back
  /// `.progressReset` or `.resetFailed`.
  case resetProgress(lesson: String?)
  /// Open `$EDITOR` on `code`; the machine hears back `.edited` or `.editorFailed`.
  case openEditor(code: String, name: String)
  /// Play the last run's film (`:play`): `frames` in real time, or `strip` when piped.
  case play(frames: [String], strip: String)
}

/// What the course machine is told: the learner's commands and lines, and what became of the
/// effects it asked for.
public enum CourseInput: Equatable {
  /// The prompt starts: onboarding for a first-time learner, a resume for a returning one.
  case start
  /// `:lessons`.
  case lessons
  /// `:open REF` (from the first page with `fromStart`).
  case open(String, fromStart: Bool)
  /// `:next`.
  case next
  /// `:back`.
  case back
  /// `:skip`.
  case skip
  /// `:hint`.
  case hint
  /// `:show code|tree|events`.
  case show(String)
  /// `:play`.
  case play
  /// `:edit`.
  case edit
  /// `:check`.
  case check
  /// `:do ACTION`.
  case perform(String)
  /// `:undo`.
  case undo
  /// `:progress`.
  case progress
  /// `:reset [LESSON|all]`.
  case reset(String?)
  /// A line that is not a command: an answer, or a line for the inline editor.
  case line(String)
  /// The learner switched language.
  case language(Language)
  /// The gradebook as the driver read it (on start, before `:open`, `:lessons`, `:progress`).
  case loaded(CourseRecord)
  /// Reading the gradebook failed.
  case notLoaded(GradebookError)
  /// An attempt could not be written.
  case attemptNotSaved(GradebookError)
  /// A position could not be written.
  case positionNotSaved(GradebookError)
  /// `.resetProgress` succeeded.
  case progressReset(lesson: String?)
  /// `.resetProgress` failed.
  case resetFailed(GradebookError)
  /// `$EDITOR` exited 0 and the file reads back as `code`.
  case edited(String)
  /// `$EDITOR` could not run, exited with an error, or its file could not be read back.
  case editorFailed(EditorFailure)
}

/// Why `$EDITOR` did not give code back.
public enum EditorFailure: Equatable, Sendable {
  /// The temporary file could not be written or read back.
  case file(path: String)
  /// The editor could not be started.
  case notStarted(editor: String)
  /// The editor exited with a non-zero status.
  case status(Int32)
}

/// The learner's record as the course machine knows it: the gradebook's attempts and positions
/// (read by the driver), plus this session's own.
public struct CourseRecord: Equatable, Sendable {
  /// Every attempt, oldest first.
  public var attempts: [Attempt]
  /// Every saved position.
  public var positions: [Position]
  /// The lesson the learner was in last.
  public var currentLesson: String?

  /// A record.
  public init(attempts: [Attempt] = [], positions: [Position] = [], currentLesson: String? = nil) {
    self.attempts = attempts
    self.positions = positions
    self.currentLesson = currentLesson
  }

  /// Whether nothing has been recorded: a first-time learner.
  public var isEmpty: Bool { attempts.isEmpty && positions.isEmpty }
}
