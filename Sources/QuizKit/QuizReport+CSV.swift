extension QuizReport {
  /// One row per student: the gradebook columns Canvas and Moodle imports map by header.
  public var studentsCSV: String {
    CSVWriter.document(
      header: [
        "student", "take", "language", "score", "points_possible", "percent", "answered", "items",
        "time_seconds", "submitted",
      ],
      rows: students.map { row in
        [
          row.student, String(row.take), row.language, CSVWriter.number(row.score),
          CSVWriter.number(row.maxScore),
          CSVWriter.number(row.maxScore > 0 ? row.score / row.maxScore * 100 : 0, digits: 1),
          String(row.answered), String(row.items), CSVWriter.number(row.seconds, digits: 0),
          row.submitted ? "yes" : "no",
        ]
      }
        // A roster student who never started: listed, with an empty grade.
        + notStarted.map { [$0, "", "", "", "", "", "", "", "", "no"] })
  }
}
