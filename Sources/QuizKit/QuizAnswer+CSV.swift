import Gradebook

extension QuizAnswer {
  /// The columns of `idlab quiz report --format csv --attempts`.
  public static let csvHeader = [
    "quiz", "student", "take", "item", "seed", "variant", "language", "raw_answer",
    "parsed_answer", "truth", "score", "points", "time", "simulator_version", "item_hash",
    "original_score",
  ]

  /// This answer as a CSV row (`variant` 1-based, `time` ISO 8601 UTC).
  public var csvRow: [String] {
    [
      quiz, student, String(take), item, seed, String(variant + 1), language, rawAnswer,
      parsedAnswer, truth, CSVWriter.number(score), CSVWriter.number(points),
      QuizClock.iso8601(time), simulatorVersion, itemHash, CSVWriter.number(originalScore),
    ]
  }
}
