import Gradebook

extension QuizReport {
  /// One tag's figures: the items of the quiz carrying it and their mean score.
  public struct Tag: Codable, Equatable, Sendable {
    /// The tag (`foreach-ids`).
    public var tag: String
    /// Items of the quiz (a draw's whole pool included) carrying the tag.
    public var items: Int
    /// Items with the tag given to students, summed over the students.
    public var given: Int
    /// Of those, how many were answered.
    public var answered: Int
    /// The mean score (0–1) over the items given, an unanswered one counting 0, as facility
    /// is computed; `nil` when no student was given one.
    public var meanScore: Double?
  }

  /// The figures of every tag of `quiz`'s items, sorted by tag.
  ///
  /// - Parameters:
  ///   - given: for each student, the ids of the items they were given.
  ///   - scores: for each student, the score (0–1) of each item they answered.
  static func tagStatistics(
    quiz: Quiz, given: [String: Set<String>], scores: [String: [String: Double]]
  ) -> [Tag] {
    let tags = Set(quiz.items.flatMap(\.tags)).sorted()
    return tags.map { tag in
      let tagged = quiz.items.filter { $0.tags.contains(tag) }
      var values: [Double] = []
      var answered = 0
      for (student, items) in given {
        for item in tagged where items.contains(item.id) {
          let score = scores[student]?[item.id]
          if score != nil { answered += 1 }
          values.append(score ?? 0)
        }
      }
      return Tag(
        tag: tag, items: tagged.count, given: values.count, answered: answered,
        meanScore: values.isEmpty ? nil : ItemStatistics.mean(values))
    }
  }
}
