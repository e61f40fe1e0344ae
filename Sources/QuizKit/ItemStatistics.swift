/// Classical test statistics as pure functions over scores.
///
/// Scores are points per student and item; `nil` means the item was not in that student's
/// quiz. Variances are population variances (divide by n); correlations are Pearson's.
public enum ItemStatistics {
  /// The arithmetic mean (0 for no values).
  public static func mean(_ values: [Double]) -> Double {
    values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
  }

  /// The population variance (0 for fewer than one value).
  public static func variance(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let m = mean(values)
    return values.reduce(0) { $0 + ($1 - m) * ($1 - m) } / Double(values.count)
  }

  /// Pearson's correlation; `nil` when either side does not vary or there are fewer than two
  /// pairs.
  public static func correlation(_ x: [Double], _ y: [Double]) -> Double? {
    guard x.count == y.count, x.count >= 2 else { return nil }
    let mx = mean(x)
    let my = mean(y)
    var covariance = 0.0
    for (a, b) in zip(x, y) { covariance += (a - mx) * (b - my) }
    covariance /= Double(x.count)
    let sx = variance(x).squareRoot()
    let sy = variance(y).squareRoot()
    guard sx > 1e-12, sy > 1e-12 else { return nil }
    return covariance / (sx * sy)
  }

  /// Facility: the mean score of an item as a fraction of its points (0…1).
  public static func facility(scores: [Double?], points: Double) -> Double? {
    let present = scores.compactMap { $0 }
    guard !present.isEmpty, points > 0 else { return nil }
    return mean(present) / points
  }

  /// Item–total correlation (the point-biserial when the item is right/wrong): the item's
  /// score against each student's total, the item included. PrairieLearn reports this one.
  public static func itemTotal(item: Int, matrix: [[Double?]]) -> Double? {
    let pairs = matrix.compactMap { row -> (Double, Double)? in
      guard let score = row[item] else { return nil }
      return (score, row.compactMap { $0 }.reduce(0, +))
    }
    return correlation(pairs.map(\.0), pairs.map(\.1))
  }

  /// Corrected item–rest correlation: the item's score against the total of the *other*
  /// items, so the item does not correlate with itself. Moodle's discrimination index.
  public static func itemRest(item: Int, matrix: [[Double?]]) -> Double? {
    let pairs = matrix.compactMap { row -> (Double, Double)? in
      guard let score = row[item] else { return nil }
      return (score, row.compactMap { $0 }.reduce(0, +) - score)
    }
    return correlation(pairs.map(\.0), pairs.map(\.1))
  }

  /// Cronbach's α over the items every student had (KR-20 when each is right/wrong):
  /// `k / (k − 1) × (1 − Σ var(item) / var(total))`. `nil` for fewer than two such items or
  /// students, or totals that do not vary.
  public static func cronbachAlpha(matrix: [[Double?]]) -> Double? {
    guard let width = matrix.first?.count else { return nil }
    let shared = (0..<width).filter { column in matrix.allSatisfy { $0[column] != nil } }
    let k = Double(shared.count)
    guard shared.count >= 2, matrix.count >= 2 else { return nil }
    let itemVariances = shared.map { column in variance(matrix.compactMap { $0[column] }) }
    let totals = matrix.map { row in shared.reduce(0) { $0 + (row[$1] ?? 0) } }
    let totalVariance = variance(totals)
    guard totalVariance > 1e-12 else { return nil }
    return k / (k - 1) * (1 - itemVariances.reduce(0, +) / totalVariance)
  }

  /// Counts of scores (0…1 fractions) in `bins` equal bins; 1.0 goes into the last bin, and a
  /// fraction that is not a number (a score over zero points) into none.
  public static func histogram(_ fractions: [Double], bins: Int = 10) -> [Int] {
    var counts = Array(repeating: 0, count: max(1, bins))
    for fraction in fractions where fraction.isFinite {
      let index = min(
        counts.count - 1, max(0, Int((fraction * Double(counts.count)).rounded(.down))))
      counts[index] += 1
    }
    return counts
  }
}
