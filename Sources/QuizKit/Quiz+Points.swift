extension Quiz {
  /// The most points one student can be given: every item outside a group, and for each group
  /// (a draw's too) the `choose` items of it worth most. The points possible of the LMS
  /// gradebook's column (`QuizReport.canvasCSV`, `moodleCSV`).
  public var pointsPossible: Double {
    var total = items.filter { $0.group == nil || group($0.group ?? "") == nil }.reduce(0) {
      $0 + $1.points
    }
    for group in groups {
      let members = items.filter { $0.group == group.id }.map(\.points).sorted(by: >)
      total += members.prefix(group.choose ?? members.count).reduce(0, +)
    }
    return total
  }
}
