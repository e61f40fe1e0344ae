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

  /// Whether the answer is fully right.
  public var isCorrect: Bool { score >= 0.9999 }
}

/// Why an answer could not be graded (the learner is asked again).
public enum AnswerProblem: Error, Sendable, Equatable {
  case empty
  /// A token that is no choice id, number or label.
  case unknownChoice(String)
  case notANumber(String)
  case notYesNo(String)
  /// More than one choice for a single-choice question.
  case tooManyChoices
}

/// Grades answers in either language against a computed truth.
public enum Grader {
  /// Grades `answer` to `question`, whose truth the simulation computed.
  ///
  /// - Throws: `AnswerProblem` when the answer cannot be read (the learner should try again).
  public static func grade(
    _ answer: String, question: Question, truth: Value, language: Language
  ) throws(AnswerProblem) -> Grade {
    let answer = answer.trimmingCharacters(in: .whitespaces)
    guard !answer.isEmpty else { throw .empty }
    switch question.kind {
    case .choice:
      let tokens = splitList(answer)
      guard tokens.count == 1 || resolveChoice(answer, in: question.choices) != nil else {
        throw .tooManyChoices
      }
      guard let picked = resolveChoice(answer, in: question.choices) else {
        throw .unknownChoice(answer)
      }
      let right = question.choices.first { $0.value.matches(truth) }
      return Grade(
        kind: .choice, score: picked.id == right?.id ? 1 : 0, answer: label(picked),
        truth: right.map(label) ?? truth.display(language), canonicalAnswer: picked.id,
        positions: [])
    case .multi:
      var picked: [Choice] = []
      for token in splitList(answer) {
        guard let choice = resolveChoice(token, in: question.choices) else {
          throw .unknownChoice(token)
        }
        if !picked.contains(choice) { picked.append(choice) }
      }
      let truthValues: [Value] = if case .array(let values) = truth { values } else { [truth] }
      let right = question.choices.filter { choice in
        truthValues.contains { choice.value.matches($0) }
      }
      let a = Set(picked.map(\.id))
      let b = Set(right.map(\.id))
      let union = a.union(b)
      let score = union.isEmpty ? 1 : Double(a.intersection(b).count) / Double(union.count)
      return Grade(
        kind: .multi, score: score, answer: picked.map(label).joined(separator: "; "),
        truth: right.isEmpty ? "—" : right.map(label).joined(separator: "; "),
        canonicalAnswer: picked.map(\.id).sorted().joined(separator: ","), positions: [])
    case .sequence:
      let tokens = splitList(answer)
      let truthValues: [Value] = if case .array(let values) = truth { values } else { [truth] }
      var positions: [Bool] = []
      for (index, expected) in truthValues.enumerated() {
        positions.append(index < tokens.count && matches(tokens[index], expected))
      }
      let denominator = max(truthValues.count, tokens.count)
      let score = denominator == 0 ? 1 : Double(positions.filter { $0 }.count) / Double(denominator)
      return Grade(
        kind: .sequence, score: score,
        answer: tokens.map { displayToken($0, language: language) }.joined(separator: ", "),
        truth: truthValues.map { $0.display(language) }.joined(separator: ", "),
        canonicalAnswer: tokens.map { canonicalToken($0) }.joined(separator: ","),
        positions: positions)
    case .number:
      guard let number = Int(answer) else { throw .notANumber(answer) }
      return Grade(
        kind: .number, score: Value.int(number).matches(truth) ? 1 : 0, answer: String(number),
        truth: truth.display(language), canonicalAnswer: String(number), positions: [])
    case .yesno:
      guard let flag = yesNo(answer) else { throw .notYesNo(answer) }
      return Grade(
        kind: .yesno, score: Value.bool(flag) == truth ? 1 : 0,
        answer: Value.bool(flag).display(language),
        truth: truth.display(language), canonicalAnswer: String(flag), positions: [])
    case .value:
      return Grade(
        kind: .value, score: matches(answer, truth) ? 1 : 0,
        answer: displayToken(answer, language: language), truth: truth.display(language),
        canonicalAnswer: canonicalToken(answer), positions: [])
    }

    func label(_ choice: Choice) -> String { "\(choice.id) (\(choice.label))" }
  }

  /// Finds the choice an answer names: its id, its 1-based number, its label, or its value
  /// (a colour name in either language).
  public static func resolveChoice(_ token: String, in choices: [Choice]) -> Choice? {
    let folded = ColorNames.fold(token.trimmingCharacters(in: .whitespaces))
    if let choice = choices.first(where: { ColorNames.fold($0.id) == folded }) { return choice }
    if let number = Int(folded), number >= 1, number <= choices.count { return choices[number - 1] }
    if let choice = choices.first(where: { ColorNames.fold($0.label) == folded }) { return choice }
    let byValue = choices.filter { matches(token, $0.value) }
    return byValue.count == 1 ? byValue[0] : nil
  }

  /// Splits a list answer on commas, or on whitespace when there are no commas.
  public static func splitList(_ answer: String) -> [String] {
    let parts: [String] =
      answer.contains(",") || answer.contains(";")
      ? answer.split(whereSeparator: { $0 == "," || $0 == ";" }).map(String.init)
      : answer.split(whereSeparator: \.isWhitespace).map(String.init)
    return parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// Reads `y`/`yes`/`n`/`no`/`s`/`sí`/`si`/`true`/`false`.
  public static func yesNo(_ answer: String) -> Bool? {
    switch ColorNames.fold(answer) {
    case "y", "yes", "s", "si", "true", "verdadero": true
    case "n", "no", "false", "falso": false
    default: nil
    }
  }

  /// Whether a learner's token names `value`, in either language.
  public static func matches(_ token: String, _ value: Value) -> Bool {
    var token = token.trimmingCharacters(in: .whitespaces)
    if token.count >= 2, token.hasPrefix("\""), token.hasSuffix("\"") {
      token = String(token.dropFirst().dropLast())
    }
    let folded = ColorNames.fold(token)
    switch value {
    case .color(let name):
      return ColorNames.swiftName(for: token)
        == (ColorNames.swiftName(for: name) ?? ColorNames.fold(name))
    case .string(let text):
      return folded == ColorNames.fold(text)
    case .int(let n):
      return Int(token) == n
    case .double(let d):
      return Double(token) == d
    case .bool(let flag):
      return yesNo(token) == flag
    case .null:
      return ["nil", "none", "nothing", "ninguno", "nada", "null"].contains(folded)
    case .enumCase(_, let name, let payload):
      return payload.isEmpty
        && (folded == ColorNames.fold(name) || folded == "." + ColorNames.fold(name))
    case .array(let values):
      let tokens = splitList(token)
      return tokens.count == values.count && zip(tokens, values).allSatisfy { matches($0, $1) }
    default:
      return folded == ColorNames.fold(value.display(.en))
        || folded == ColorNames.fold(value.display(.es))
    }
  }

  static func displayToken(_ token: String, language: Language) -> String {
    if let color = ColorNames.swiftName(for: token) {
      return ColorNames.displayName(color, language: language)
    }
    return token
  }

  static func canonicalToken(_ token: String) -> String {
    ColorNames.swiftName(for: token) ?? token
  }
}
