import Testing

/// A readable report of how two multi-line texts differ, or nil when they are equal: the
/// changed lines as `- expected` / `+ actual`, aligned on the lines both share (longest common
/// subsequence), with two lines of context around each change and `@@ line N` headers.
public func linesDiff(_ actual: String, _ expected: String) -> String? {
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  guard new != old else { return nil }
  let edits = lineEdits(from: old, to: new)
  let context = 2
  var shown = Set<Int>()
  for (index, edit) in edits.enumerated() where edit.mark != " " {
    for near in max(0, index - context)...min(edits.count - 1, index + context) {
      shown.insert(near)
    }
  }
  var report = "lines differ (- expected, + actual):\n"
  var previous = -2
  for index in shown.sorted() {
    if index != previous + 1 { report += "@@ line \(edits[index].line)\n" }
    report += "\(edits[index].mark) \(edits[index].text)\n"
    previous = index
  }
  return report
}

/// One line of a diff: kept (` `), removed from the expected text (`-`) or added (`+`), and its
/// 1-based line number in the expected text (where it would be).
private struct LineEdit {
  var mark: Character
  var text: String
  var line: Int
}

/// The edits turning `old` into `new`, by longest common subsequence.
///
/// - Complexity: O(*m* · *n*) time and memory in the line counts.
private func lineEdits(from old: [String], to new: [String]) -> [LineEdit] {
  let m = old.count
  let n = new.count
  var common = [[Int]](repeating: [Int](repeating: 0, count: n + 1), count: m + 1)
  for i in stride(from: m - 1, through: 0, by: -1) {
    for j in stride(from: n - 1, through: 0, by: -1) {
      common[i][j] =
        old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
    }
  }
  var edits: [LineEdit] = []
  var i = 0
  var j = 0
  while i < m || j < n {
    if i < m, j < n, old[i] == new[j] {
      edits.append(LineEdit(mark: " ", text: old[i], line: i + 1))
      i += 1
      j += 1
    } else if i < m, j == n || common[i + 1][j] >= common[i][j + 1] {
      edits.append(LineEdit(mark: "-", text: old[i], line: i + 1))
      i += 1
    } else {
      edits.append(LineEdit(mark: "+", text: new[j], line: i + 1))
      j += 1
    }
  }
  return edits
}

/// Compares multi-line text line by line and records the differing lines as one issue.
public func expectLines(
  _ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let report = linesDiff(actual, expected) else { return }
  Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
}
