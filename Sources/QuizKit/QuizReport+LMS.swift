extension QuizReport {
  /// Every student of the report and of the roster, sorted by id: their points out of
  /// `pointsPossible`, or `nil` for a student who never started.
  ///
  /// A student whose items are worth `maxScore` in all (groups and draws may give students
  /// items of different points) has their score scaled to `pointsPossible`, so every row of
  /// the LMS's column is out of the same points.
  func grades(pointsPossible: Double) -> [(student: String, points: Double?)] {
    var rows: [(student: String, points: Double?)] = students.map { row in
      let points =
        row.maxScore > 0 && row.maxScore != pointsPossible
        ? row.score / row.maxScore * pointsPossible : row.score
      return (row.student, points)
    }
    rows += notStarted.map { ($0, nil) }
    return rows.sorted { $0.student < $1.student }
  }

  /// Canvas's gradebook import layout: `Student, ID, SIS User ID, SIS Login ID, Section`, then
  /// one column named after the quiz; a second row `Points Possible` with the quiz's points;
  /// then one row per student, idlab's id as the SIS Login ID and the roster's name (else the
  /// id) as the student, Canvas's own ID and the SIS User ID left empty. A student who never
  /// started has an empty grade, which Canvas does not read as 0.
  ///
  /// - Parameters:
  ///   - title: the column's name (a new assignment of that name in Canvas).
  ///   - names: the roster's names by student id.
  public func canvasCSV(title: String, pointsPossible: Double, names: [String: String] = [:])
    -> String
  {
    let header = ["Student", "ID", "SIS User ID", "SIS Login ID", "Section", title]
    let possible = ["    Points Possible", "", "", "", "", CSVWriter.number(pointsPossible)]
    let rows = grades(pointsPossible: pointsPossible).map { row in
      [
        names[row.student].flatMap { $0.isEmpty ? nil : $0 } ?? row.student, "", "", row.student,
        "", CSVWriter.number(row.points),
      ]
    }
    return CSVWriter.document(header: header, rows: [possible] + rows)
  }

  /// Moodle's grade import CSV: a `username` column (idlab's student id, to map to the Moodle
  /// field that holds it) and one grade column named after the quiz, in points out of
  /// `pointsPossible`; a student who never started has an empty grade, which Moodle imports as
  /// no grade (not 0).
  public func moodleCSV(title: String, pointsPossible: Double) -> String {
    CSVWriter.document(
      header: ["username", title],
      rows: grades(pointsPossible: pointsPossible).map {
        [$0.student, CSVWriter.number($0.points)]
      }
    )
  }
}
