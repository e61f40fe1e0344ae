import Localization

/// What a student's start screen says about their attempts: "Attempt 2 of 3." when the quiz
/// allows more than one (`attempts:`), or when this is not the first (a quiz whose file later
/// lowered its `attempts:`).
struct StartAttempt: Equatable {
  /// The take about to start (1 for the first).
  var number: Int
  /// How many takes the quiz allows each student.
  var allowed: Int

  /// The line, or `nil` for the only attempt of a quiz that allows one.
  func line(_ t: Localizer) -> String? {
    guard allowed > 1 || number > 1 else { return nil }
    return t("quiz.start.attempt", ["attempt": String(number), "attempts": String(allowed)])
  }
}
