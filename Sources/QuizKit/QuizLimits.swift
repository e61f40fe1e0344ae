/// The bounds a quiz file's numbers and sizes stay within, so no conversion can trap and no
/// check or take grows without bound (issue #32). `quiz check` and every command that reads a
/// quiz apply the same bounds: a value outside is a located error (`Q120`–`Q122`).
///
/// Each bound is wider than any real classroom needs: a quiz taken in a school day, scored out
/// of at most a thousand points per item, with a variant per student of the largest classes.
public enum QuizLimits {
  /// `time-limit`, in seconds: one second to a day.
  public static let timeLimitSeconds: ClosedRange<Double> = 1...86_400
  /// `points` of an item: more than zero, at most a thousand.
  public static let points: ClosedRange<Double> = 0.001...1000
  /// `attempts` of a quiz: one to a hundred takes per student.
  public static let attempts: ClosedRange<Int> = 1...100
  /// How many variants an item's parameters may give (their value counts multiplied); `quiz
  /// check` runs every one in every language.
  public static let variantsPerItem = 1000
  /// How many items one quiz file may hold.
  public static let items = 500
  /// The largest quiz file read, in bytes (1 MiB; the shipped quiz is 4 kB).
  public static let fileBytes = 1 << 20
  /// How much text the variants of one file may make `quiz check` read, in bytes: each
  /// variant is the whole file filled and read again, so a file's variants in all are at most
  /// this divided by its size (64 MiB: a few seconds of reading).
  public static let variantBytes = 64 << 20

  /// `counts` multiplied, stopping at `Int.max` instead of overflowing.
  public static func product(_ counts: [Int]) -> Int {
    counts.reduce(1) { total, count in
      let (result, overflow) = total.multipliedReportingOverflow(by: max(1, count))
      return overflow ? Int.max : result
    }
  }
}
