/// Finds the candidate nearest to a mistyped word: the one "did you mean" of idlab.
///
/// Commands and options on the command line, `idlab sim` options, `:commands` at the prompt and
/// keys in lesson files all suggest through here, with one rule (as swift-argument-parser does:
/// fewer than 4 edits).
///
///     Suggestions.nearest(to: ":lagn", among: [":help", ":lang", ":quit"])   // ":lang"
///     Suggestions.nearest(to: ":nonsense", among: [":help", ":lang"])      // nil
public enum Suggestions {
  /// The largest edit distance still worth suggesting (a suggestion needs fewer edits than 4).
  public static let maximumDistance = 3

  /// The candidate with the smallest edit distance to `word`, if it is close enough.
  ///
  /// Ties go to the earlier candidate; case is ignored. A candidate is close enough when its
  /// distance is at most `maximumDistance` and smaller than the length of the longer of the two
  /// words (so one letter never "suggests" an unrelated one-letter word).
  ///
  /// - Complexity: O(*m* · *n*) per candidate whose length is within `maximumDistance` of the
  ///   word's; the others are skipped (their distance is at least the difference in length), so a
  ///   megabyte of typing costs one pass, not one pass per candidate.
  public static func nearest(to word: String, among candidates: [String]) -> String? {
    nearest(to: word, among: candidates, within: maximumDistance)
  }

  /// The candidate `word` is a typo of: one with the same first letter, one slip away (a
  /// letter left out, added, changed, or two neighbours swapped: `Colr` → `Color`, `TextFeild`
  /// → `TextField`), a stricter rule than a suggestion's, for deciding that a name nothing
  /// declares was meant to be a known one rather than a different name (`MapThing` is not a
  /// typo of `MapPin`, nor `AnyPublisher` of `Publisher`, nor `Transaction` of `Transition`).
  public static func typo(of word: String, among candidates: [String]) -> String? {
    guard let first = word.first?.lowercased() else { return nil }
    let lowered = word.lowercased()
    return candidates.first { candidate in
      candidate.first?.lowercased() == first && candidate.count > 1
        && isOneSlip(lowered, candidate.lowercased())
    }
  }

  /// Whether `a` and `b` differ by one insertion, deletion, substitution or swap of two
  /// neighbouring characters (and are not equal).
  static func isOneSlip(_ a: String, _ b: String) -> Bool {
    let a = Array(a)
    let b = Array(b)
    guard a != b, abs(a.count - b.count) <= 1 else { return false }
    var i = 0
    while i < min(a.count, b.count), a[i] == b[i] { i += 1 }
    if a.count == b.count {
      if Array(a[(i + 1)...]) == Array(b[(i + 1)...]) { return true }
      return i + 1 < a.count && a[i] == b[i + 1] && a[i + 1] == b[i]
        && Array(a[(i + 2)...]) == Array(b[(i + 2)...])
    }
    let (long, short) = a.count > b.count ? (a, b) : (b, a)
    return Array(long[(i + 1)...]) == Array(short[i...])
  }

  private static func nearest(to word: String, among candidates: [String], within limit: Int)
    -> String?
  {
    let maximumDistance = min(limit, Self.maximumDistance)
    let lowered = word.lowercased()
    let length = lowered.count
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let loweredCandidate = candidate.lowercased()
      guard abs(loweredCandidate.count - length) <= maximumDistance else { continue }
      let distance = editDistance(lowered, loweredCandidate)
      guard distance <= maximumDistance, distance < max(word.count, candidate.count) else {
        continue
      }
      if distance < best?.distance ?? Int.max { best = (candidate, distance) }
    }
    return best?.candidate
  }

  /// The Levenshtein distance between two strings, counting characters.
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
