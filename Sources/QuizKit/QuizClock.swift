import Foundation

/// Times as quizzes show and store them: seconds since 1970 on the machine running idlab.
public enum QuizClock {
  /// `2026-12-01T10:15:00Z`.
  public static func iso8601(_ time: Double) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: Date(timeIntervalSince1970: time))
  }

  /// Reads an ISO 8601 time as the quiz file's `opens:` and `closes:` are written
  /// (`2026-12-01T10:15:00Z`, or with an offset); `nil` when it is not one.
  public static func parse(_ text: String) -> Double? {
    ISO8601DateFormatter().date(from: text).map(\.timeIntervalSince1970)
  }

  /// `12:05` for a number of seconds (minutes and seconds; hours when needed).
  public static func duration(_ seconds: Double) -> String {
    // Bounded before `Int`, which traps on infinity, NaN and past 9.2e18 (a year is plenty:
    // limits and extra time are at most a day each).
    let total = seconds.isNaN ? 0 : Int(min(max(0, seconds), 366 * 86_400).rounded())
    let (hours, minutes, rest) = (total / 3600, total % 3600 / 60, total % 60)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
    return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
  }
}
