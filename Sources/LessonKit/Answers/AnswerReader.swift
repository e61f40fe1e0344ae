import Basics
import IdentityEngine
import Localization

/// Reads a learner's raw answer to one question, in either language, into a `ParsedAnswer`.
///
/// The course runner and the quiz taker both read answers here, then grade the parsed answer
/// with `Grader.grade(_:question:truth:language:)`:
///
///     switch AnswerReader(question: question, language: .es).read("#1") {
///     case .answer(let parsed):
///       let grade = Grader.grade(parsed, question: question, truth: truth, language: .es)
///     case .ambiguous(let token, let readings):
///       // ask again: "`1` can mean …", one line per reading: `reading.input` → `reading.meaning`
///     case .invalid(let problem):
///       // ask again, saying why (`AnswerProblem`)
///     }
///
/// Rules, the same for every kind and language (case, accents and surrounding quotes ignored):
/// - A choice is named by its on-screen number (`2`, or `2.` as printed), its label (Markdown
///   marks ignored), or its value as the screen shows it (`verde` for a green choice, `#4` for a
///   stamp, `nada` for an empty string). Choice ids are never shown, so they are never read.
/// - A bare number that is both an on-screen number and another choice's value (`1` where
///   choice 1 is `#4` and choice 2 is `#1`) is `.ambiguous`, with each reading's exact input.
/// - Lists (`multi`, `sequence`) are separated by commas, semicolons, `and`, `y`/`e`, or spaces
///   (multi-word colours such as `verde azulado` stay one value).
/// - Numbers accept digits, `#N` and number words up to twenty in English and Spanish; nothing
///   words (`none`, `nada`, `ninguno`) are 0.
/// - Yes/no accepts `y`, `yes`, `n`, `no`, `s`, `sí`, `si`, `true`, `false`, `verdadero`, `falso`.
///
/// - Complexity: O(*t* × *c*) for *t* tokens and *c* choices.
public struct AnswerReader: Sendable {
  /// The question being answered.
  public var question: Question
  /// The learner's language (reserved for language-specific readings; both are accepted).
  public var language: Language

  /// Creates a reader for answers to `question` typed in `language`.
  public init(question: Question, language: Language) {
    self.question = question
    self.language = language
  }

  /// Reads `raw`, a line the learner typed.
  public func read(_ raw: String) -> AnswerReading {
    let answer = Whitespace.trimmed(raw)
    guard !answer.isEmpty else { return .invalid(.empty) }
    switch question.kind {
    case .choice:
      switch resolve(answer) {
      case .found(let index): return .answer(.choice(index))
      case .ambiguous(let readings): return .ambiguous(token: answer, readings: readings)
      case .none: break
      }
      let parts = Self.splitList(answer)
      guard parts.count > 1 else { return .invalid(.unknownChoice(answer)) }
      for part in parts {
        if case .none = resolve(part) { return .invalid(.unknownChoice(part)) }
      }
      return .invalid(.tooManyChoices)
    case .multi:
      if case .found(let index) = resolve(answer) { return .answer(.choices([index])) }
      var picked: [Int] = []
      for part in Self.splitList(answer) {
        switch resolve(part) {
        case .found(let index): if !picked.contains(index) { picked.append(index) }
        case .ambiguous(let readings): return .ambiguous(token: part, readings: readings)
        case .none: return .invalid(.unknownChoice(part))
        }
      }
      return .answer(.choices(picked))
    case .sequence:
      return .answer(.sequence(Self.splitList(answer).map(ParsedValue.init)))
    case .number:
      let value = ParsedValue(answer)
      if let number = value.number { return .answer(.number(number)) }
      if value.isNothing { return .answer(.number(0)) }
      return .invalid(.notANumber(answer))
    case .yesno:
      guard let flag = ParsedValue(answer).flag else { return .invalid(.notYesNo(answer)) }
      return .answer(.yesNo(flag))
    case .value:
      return .answer(.value(ParsedValue(answer)))
    }
  }

  // MARK: - Choices

  private enum Resolution {
    case found(Int)
    case ambiguous([AnswerReading.Alternative])
    case none
  }

  /// The choice one token names.
  private func resolve(_ token: String) -> Resolution {
    let choices = question.choices
    let folded = ColorNames.fold(token)
    // `2.` or `2)`: the on-screen number, as printed.
    if let last = folded.last, last == "." || last == ")", let n = Int(folded.dropLast()),
      choices.indices.contains(n - 1)
    {
      return .found(n - 1)
    }
    let value = ParsedValue(token)
    let byValue = choices.indices.filter { value.matches(choices[$0].value) }
    if let n = Int(folded), choices.indices.contains(n - 1) {
      let others = byValue.filter { $0 != n - 1 }
      guard others.isEmpty else { return .ambiguous(([n - 1] + others).map(alternative)) }
      return .found(n - 1)
    }
    let byLabel = choices.indices.filter { Self.plain(choices[$0].label) == Self.plain(token) }
    if byLabel.count == 1 { return .found(byLabel[0]) }
    if byValue.count == 1 { return .found(byValue[0]) }
    if byValue.count > 1 { return .ambiguous(byValue.map(alternative)) }
    return .none
  }

  private func alternative(_ index: Int) -> AnswerReading.Alternative {
    AnswerReading.Alternative(
      input: "\(index + 1).", meaning: Self.unmarked(question.choices[index].label))
  }

  /// A label's text without its Markdown (`` `Two` `` reads `Two`), as cmark-gfm reads it.
  static func unmarked(_ label: String) -> String {
    let blocks = ProseBlock.parse(label)
    guard blocks.count == 1, case .paragraph(let inlines) = blocks[0] else { return label }
    return inlines.map(\.plainText).joined()
  }

  /// A label or token without Markdown marks, quotes, case or accents.
  static func plain(_ text: String) -> String {
    let unmarked = text.filter { $0 != "`" && $0 != "*" }
    var folded = ColorNames.fold(ParsedValue(unmarked).text)
    while let last = folded.last, last == "." { folded.removeLast() }
    return folded
  }

  // MARK: - Lists

  /// Splits a list answer on commas, semicolons and the words `and`, `y`, `e`; a single part
  /// with spaces is split on the spaces, keeping multi-word colour names together.
  ///
  ///     AnswerReader.splitList("Huila y Sumatra")      // ["Huila", "Sumatra"]
  ///     AnswerReader.splitList("verde azulado añil")   // ["verde azulado", "añil"]
  public static func splitList(_ answer: String) -> [String] {
    var parts: [String] = []
    var current: [Substring] = []
    func flush() {
      if !current.isEmpty { parts.append(current.joined(separator: " ")) }
      current = []
    }
    for word in answer.split(whereSeparator: \.isWhitespace) {
      if conjunctions.contains(ColorNames.fold(String(word))) {
        flush()
        continue
      }
      var rest = word[...]
      while let cut = rest.firstIndex(where: { $0 == "," || $0 == ";" }) {
        if cut > rest.startIndex { current.append(rest[..<cut]) }
        flush()
        rest = rest[rest.index(after: cut)...]
      }
      if !rest.isEmpty { current.append(rest) }
    }
    flush()
    let separated = answer.contains(where: { $0 == "," || $0 == ";" })
    let joined = answer.split(whereSeparator: \.isWhitespace).contains {
      conjunctions.contains(ColorNames.fold(String($0)))
    }
    guard parts.count == 1, !separated, !joined else { return parts }
    return splitWords(parts[0])
  }

  private static let conjunctions: Set<String> = ["and", "y", "e"]

  /// Splits on spaces, merging neighbours that together name a colour (`verde azulado`).
  private static func splitWords(_ text: String) -> [String] {
    let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
    var result: [String] = []
    var index = 0
    while index < words.count {
      if index + 1 < words.count,
        ColorNames.swiftName(for: words[index] + " " + words[index + 1]) != nil
      {
        result.append(words[index] + " " + words[index + 1])
        index += 2
      } else {
        result.append(words[index])
        index += 1
      }
    }
    return result
  }
}
