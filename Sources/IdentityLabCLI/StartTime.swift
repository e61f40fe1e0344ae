import Localization
import QuizKit

/// What a student's start screen says about their time: when the quiz closes for them and how
/// many minutes they have from now (their time limit plus extra time, no later than their
/// closing time).
struct StartTime: Equatable {
  /// The quiz's time limit, in seconds (`nil`: untimed).
  var limit: Double?
  /// The student's extra time, in seconds.
  var extra: Double
  /// When the quiz closes for the student, seconds since 1970, their extra time included
  /// (`QuizEnvironment.closes`); `nil` when it does not close.
  var closes: Double?
  /// Now, seconds since 1970.
  var now: Double

  /// Whole minutes the student has from now, or `nil` when nothing limits them.
  var minutes: Double? {
    let byLimit = limit.map { $0 + extra }
    let byClose = closes.map { max(0, $0 - now) }
    let seconds: Double? =
      switch (byLimit, byClose) {
      case (let a?, let b?): min(a, b)
      case (let a?, nil): a
      case (nil, let b?): b
      case (nil, nil): nil
      }
    return seconds.map { ($0 / 60).rounded(.down) }
  }

  /// "Your quiz closes at …; you have N minutes." when it closes; "You have N minutes, M of
  /// them extra." for a timed quiz with extra time; else nothing.
  func line(_ t: Localizer) -> String? {
    guard let minutes else { return nil }
    if let closes {
      return t(
        "quiz.start.closes",
        ["time": QuizClock.iso8601(closes), "minutes": CSVWriter.number(minutes)])
    }
    guard extra > 0 else { return nil }
    return t(
      "quiz.start.extra",
      ["minutes": CSVWriter.number(minutes), "extra": CSVWriter.number(extra / 60, digits: 1)])
  }
}
