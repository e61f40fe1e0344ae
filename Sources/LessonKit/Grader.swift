import IdentityEngine
import Localization

/// The result of grading one answer against the simulation's truth.
public struct Grade: Sendable, Equatable {
  public var kind: QuestionKind
  /// 0…1; partial credit for `multi` and `sequence`.
  public var score: Double
  /// The learner's answer as understood, in the learner's language (`verde, azul`).
  public var answer: String
  /// The simulation's truth, in the learner's language.
  public var truth: String
  /// A language-neutral form of the answer, for the gradebook.
  public var canonicalAnswer: String
  /// For `sequence`: which positions were right, in order.
  public var positions: [Bool]

  /// Whether the answer is fully right: the one place the "correct" threshold lives.
  public var isCorrect: Bool { Self.isCorrect(score) }

  /// Whether `score` counts as fully right (scores are sums of fractions, so not exactly 1).
  public static func isCorrect(_ score: Double) -> Bool { score >= 0.9999 }
}

/// Grades read answers against a computed truth.
public enum Grader {
  /// Grades `answer` (read by `AnswerReader`) to `question`, whose truth the simulation computed.
  ///
  /// The grade shows both sides in `language`: choices by their label, values by their name in
  /// that language (`verde`), and keeps a language-neutral form for the gradebook.
  public static func grade(
    _ answer: ParsedAnswer, question: Question, truth: Value, language: Language
  ) -> Grade {
    let choices = question.choices
    let truthValues: [Value] = if case .array(let values) = truth { values } else { [truth] }
    switch answer {
    case .choice(let index):
      let picked = choices.indices.contains(index) ? choices[index] : nil
      let right = choices.first { $0.value.matches(truth) }
      return Grade(
        kind: question.kind, score: picked != nil && picked?.id == right?.id ? 1 : 0,
        answer: picked?.label ?? "—", truth: right?.label ?? truth.display(language),
        canonicalAnswer: picked?.id ?? "", positions: [])
    case .choices(let indexes):
      let picked = indexes.filter { choices.indices.contains($0) }.map { choices[$0] }
      let right = choices.filter { choice in truthValues.contains { choice.value.matches($0) } }
      let a = Set(picked.map(\.id))
      let b = Set(right.map(\.id))
      let union = a.union(b)
      let score = union.isEmpty ? 1 : Double(a.intersection(b).count) / Double(union.count)
      return Grade(
        kind: question.kind, score: score, answer: picked.map(\.label).joined(separator: "; "),
        truth: right.isEmpty ? "—" : right.map(\.label).joined(separator: "; "),
        canonicalAnswer: picked.map(\.id).sorted().joined(separator: ","), positions: [])
    case .sequence(let tokens):
      var positions: [Bool] = []
      for (index, expected) in truthValues.enumerated() {
        positions.append(index < tokens.count && tokens[index].matches(expected))
      }
      let denominator = max(truthValues.count, tokens.count)
      let score = denominator == 0 ? 1 : Double(positions.filter { $0 }.count) / Double(denominator)
      return Grade(
        kind: question.kind, score: score,
        answer: tokens.map { $0.display(language) }.joined(separator: ", "),
        truth: truthValues.map { $0.display(language) }.joined(separator: ", "),
        canonicalAnswer: tokens.map(\.canonical).joined(separator: ","), positions: positions)
    case .number(let number):
      return Grade(
        kind: question.kind, score: Value.int(number).matches(truth) ? 1 : 0,
        answer: String(number), truth: truth.display(language), canonicalAnswer: String(number),
        positions: [])
    case .yesNo(let flag):
      return Grade(
        kind: question.kind, score: Value.bool(flag) == truth ? 1 : 0,
        answer: Value.bool(flag).display(language), truth: truth.display(language),
        canonicalAnswer: String(flag), positions: [])
    case .value(let value):
      return Grade(
        kind: question.kind, score: value.matches(truth) ? 1 : 0,
        answer: value.display(language), truth: truth.display(language),
        canonicalAnswer: value.canonical, positions: [])
    }
  }
}
