import Localization

/// What `idlab check` found: the problems, and what was checked.
public struct CourseCheckReport {
  /// Every problem, in the order found (structure, then runs, then parity).
  public var diagnostics: [LessonDiagnostic]
  /// How many lessons, questions and challenges the first language has.
  public var lessons: Int
  public var questions: Int
  public var challenges: Int
  /// The languages checked; the first is the reference for parity.
  public var languages: [Language]
  /// Whether nothing was found.
  public var isClean: Bool { diagnostics.isEmpty }
}
