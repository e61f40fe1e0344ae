import Basics
import IdentityEngine
import Localization

/// Reads a learner's raw answer to one question, in either language, into a `ParsedAnswer`.
///
/// The course runner and the quiz taker both read answers here, then grade the parsed answer
/// with `Grader.grade(_:question:truth:language:)`:
///
///     switch AnswerReader(question: question, language: .es).read("la segunda") {
///     case .answer(let parsed):
///       let grade = Grader.grade(parsed, question: question, truth: truth, language: .es)
///     case .ambiguous(let token, let readings):
///       // ask which: one line per reading, `reading.input` (the choice's letter) → its label
///     case .invalid(let problem):
///       // ask again, saying why (`AnswerProblem`); nothing is graded
///     }
///
/// Rules, the same for every kind and language (case, accents, surrounding quotes and trailing
/// punctuation ignored; the word tables are `AnswerWords`):
/// - A choice is named by its whole label; by its on-screen number (`2`, `2.`, `(2)`, `2)`,
///   `option 2`, `opción 2`, `#2` when no choice's value is 2); by its letter (`b`, the second);
///   by an ordinal (`second`, `2nd`, `la segunda`, `last`); by its value as the screen shows it
///   (`verde`, `#4` for a stamp, `nada`); or by words that appear in its label and no other's
///   (`neither`). Articles and words like "option" or "one" around it are dropped (`the blue
///   one`, `la tercera opción`).
/// - A bare number that is both an on-screen number and another choice's value (`1` where
///   choice 1 is `#4` and choice 2 is `#1`) is `.ambiguous`; each reading is offered by the
///   choice's letter, which always means one thing.
/// - Lists (`multi`, `sequence`) are separated by commas, semicolons, `&`, `/`, `->`, `and`,
///   `y`/`e`, `then`, `luego`, or spaces (multi-word colours such as `verde azulado` stay one
///   value); `all`, `todas`, `all three`, `las tres`, and `both`/`ambas` where there are two,
///   name every choice.
/// - Numbers accept digits, `#N`, number words up to twenty, `once`/`twice`/`never` (in the
///   learner's language: Spanish `once` is 11) and a unit after them (`3 stars`, `tres veces`).
/// - Yes/no accepts the words of `AnswerWords.yes` and `.no` (`yep`, `Sí.`, `claro`, `nope`).
/// - A line that is not an attempt at an answer (a command without its colon, a greeting, "I
///   don't know", `?`) is `.notAnAnswer`, so no first attempt is lost to it; a quoted line is
///   always an answer (`"next"` for a text that reads next).
/// - A choice answer with words that name no choice is refused naming every such word.
///
/// - Complexity: O(*t* × *c*) for *t* tokens and *c* choices.
public struct AnswerReader: Sendable {
  /// The question being answered.
  public var question: Question
  /// The learner's language (`once` is 1 in English and 11 in Spanish); other words are read
  /// in both languages.
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
      switch resolveWhole(answer) {
      case .found(let index): return .answer(.choice(index))
      case .ambiguous(let readings): return .ambiguous(token: answer, readings: readings)
      case .none: break
      }
      if Self.isNonAnswer(answer) { return .invalid(.notAnAnswer(answer)) }
      let parts = Self.listParts(answer)
      guard parts.count > 1 else {
        return .invalid(.unknownChoices([Self.significant(answer)]))
      }
      let unknown = parts.filter { if case .none = resolve($0) { true } else { false } }
      return unknown.isEmpty
        ? .invalid(.tooManyChoices) : .invalid(.unknownChoices(unknown.map(Self.significant)))
    case .multi:
      if let every = everyChoice(answer) { return .answer(.choices(every)) }
      if case .found(let index) = resolveWhole(answer) { return .answer(.choices([index])) }
      if Self.isNonAnswer(answer) { return .invalid(.notAnAnswer(answer)) }
      var picked: [Int] = []
      var unknown: [String] = []
      for part in Self.listParts(answer) {
        switch resolve(part) {
        case .found(let index): if !picked.contains(index) { picked.append(index) }
        case .ambiguous(let readings): return .ambiguous(token: part, readings: readings)
        case .none: unknown.append(Self.significant(part))
        }
      }
      guard unknown.isEmpty else { return .invalid(.unknownChoices(unknown)) }
      return .answer(.choices(picked))
    case .sequence:
      if Self.isNonAnswer(answer) { return .invalid(.notAnAnswer(answer)) }
      let parts = Self.splitList(answer).map { Self.unpunctuated(Self.withoutFillers($0)) }
      return .answer(.sequence(parts.map(ParsedValue.init)))
    case .number:
      if Self.isNonAnswer(answer) { return .invalid(.notAnAnswer(answer)) }
      if let number = number(answer) { return .answer(.number(number)) }
      return .invalid(.notANumber(answer))
    case .yesno:
      if Self.isNonAnswer(answer) { return .invalid(.notAnAnswer(answer)) }
      let folded = Self.unpunctuated(Self.folded(answer))
      if AnswerWords.yes.contains(folded) { return .answer(.yesNo(true)) }
      if AnswerWords.no.contains(folded) { return .answer(.yesNo(false)) }
      return .invalid(.notYesNo(answer))
    case .value:
      if Self.isNonAnswer(answer) { return .invalid(.notAnAnswer(answer)) }
      return .answer(.value(ParsedValue(Self.unpunctuated(answer))))
    }
  }

  // MARK: - Words

  /// Lower case, no accents, one space between words, curly apostrophes straight.
  static func folded(_ text: String) -> String {
    ColorNames.fold(String(text.map { $0 == "’" ? "'" : $0 }))
  }

  /// `text` without trailing sentence punctuation (`Ada.`, `Linus!`, `3 stars.`) and without
  /// surrounding quotes or brackets (`"Grace"`, `(2)`).
  static func unpunctuated(_ text: String) -> String {
    var result = Substring(Whitespace.trimmed(text))
    while let last = result.last, ".!?,;:¡¿".contains(last), result.count > 1 {
      result = result.dropLast()
    }
    let pairs: [(Character, Character)] = [
      ("\"", "\""), ("“", "”"), ("'", "'"), ("«", "»"), ("`", "`"), ("(", ")"),
    ]
    for (open, close) in pairs where result.count >= 2 && result.first == open {
      if result.last == close { result = result.dropFirst().dropLast() }
    }
    return String(result)
  }

  /// Whether `answer` is a command without its colon, a greeting, "I don't know" or `?`; a
  /// quoted answer never is.
  static func isNonAnswer(_ answer: String) -> Bool {
    let trimmed = Whitespace.trimmed(answer)
    if let first = trimmed.first, "\"“«'`".contains(first) { return false }
    let folded = folded(trimmed)
    if AnswerWords.nonAnswers.contains(folded) { return true }
    let bare = folded.filter { !".!¡".contains($0) }
    return AnswerWords.nonAnswers.contains(Whitespace.trimmed(bare))
  }

  /// The words of `text` that say something: folded, without punctuation at their ends and
  /// without fillers (unless nothing else is left).
  static func significantWords(_ text: String) -> [String] {
    let words = folded(unpunctuated(text)).split(separator: " ").map {
      String($0).trimmingPunctuation()
    }.filter { !$0.isEmpty }
    let kept = words.filter { !AnswerWords.fillers.contains($0) }
    return kept.isEmpty ? words : kept
  }

  /// The words not understood in one part, as the refusal names them.
  static func significant(_ part: String) -> String {
    significantWords(part).joined(separator: " ")
  }

  /// `part` without leading articles and fillers, as typed otherwise (`la rosa` → `rosa`).
  static func withoutFillers(_ part: String) -> String {
    var words = part.split(whereSeparator: \.isWhitespace)
    while words.count > 1, AnswerWords.fillers.contains(folded(String(words[0]))) {
      words.removeFirst()
    }
    return words.joined(separator: " ")
  }

  /// The whole number `answer` spells, with a unit after it or a count word.
  private func number(_ answer: String) -> Int? {
    let folded = Self.unpunctuated(Self.folded(answer))
    if let count = AnswerWords.count(folded, language: language.rawValue) { return count }
    var words = folded.split(separator: " ").map(String.init)
    while words.count > 1, let last = words.last, AnswerWords.units.contains(last) {
      words.removeLast()
    }
    let text = words.joined(separator: " ")
    if let count = AnswerWords.count(text, language: language.rawValue) { return count }
    let value = ParsedValue(text)
    if let number = value.number { return number }
    return value.isNothing ? 0 : nil
  }

  // MARK: - Choices

  private enum Resolution {
    case found(Int)
    case ambiguous([AnswerReading.Alternative])
    case none
  }

  /// Every choice, when `answer` says all of them (`all`, `all three`, `las tres`, `both`).
  private func everyChoice(_ answer: String) -> [Int]? {
    let words = Self.folded(Self.unpunctuated(answer)).split(separator: " ").map(String.init)
    let count = question.choices.count
    guard count > 0, !words.isEmpty else { return nil }
    let rest = words.dropFirst()
    let quantity = rest.isEmpty ? nil : ParsedValue(rest.joined(separator: " ")).number
    let isEvery = AnswerWords.every.contains(words[0]) && (rest.isEmpty || quantity == count)
    let isBoth = AnswerWords.both.contains(words[0]) && rest.isEmpty && count == 2
    // `las tres`, `the three`, `los dos`: an article and the number of choices.
    let isAllCounted =
      words.count == 2 && ["the", "las", "los"].contains(words[0]) && quantity == count
      && count > 1
    return isEvery || isBoth || isAllCounted ? Array(0..<count) : nil
  }

  /// The choice a whole answer names: its whole label (which may hold a comma), else, when the
  /// answer is not a list, what `resolve` reads in it.
  private func resolveWhole(_ answer: String) -> Resolution {
    guard Self.isList(answer), Self.splitList(answer).count > 1 else { return resolve(answer) }
    return wholeLabel(answer).map(Resolution.found) ?? .none
  }

  /// The one choice whose whole label, as shown, is `token` (Markdown marks, case, accents, a
  /// final period ignored).
  private func wholeLabel(_ token: String) -> Int? {
    let matches = question.choices.indices.filter {
      Self.plain(question.choices[$0].label) == Self.plain(token)
    }
    return matches.count == 1 ? matches[0] : nil
  }

  /// Whether `answer` is written as a list (a separator or a conjunction in it).
  static func isList(_ answer: String) -> Bool {
    answer.contains { separators.contains($0) }
      || answer.split(whereSeparator: \.isWhitespace).contains {
        conjunctions.contains(ColorNames.fold(String($0))) || arrows.contains(String($0))
      }
  }

  /// The parts of a list answer. Split on separators, every part stays (`the fourth`); split
  /// on spaces, a filler word is dropped (`the` of `the fourth`) unless it is a lone letter,
  /// which names a choice (`a`).
  static func listParts(_ answer: String) -> [String] {
    let parts = splitList(answer)
    guard !isList(answer) else { return parts }
    let meaningful = parts.filter {
      $0.count == 1 || !AnswerWords.fillers.contains(folded(unpunctuated($0)))
    }
    return meaningful.isEmpty ? parts : meaningful
  }

  /// The choice one token names.
  private func resolve(_ token: String) -> Resolution {
    let choices = question.choices
    if let index = wholeLabel(token) { return .found(index) }
    let words = Self.significantWords(token)
    guard !words.isEmpty else { return .none }
    let folded = Self.folded(Whitespace.trimmed(token))
    // The on-screen number, marked as one: `2.`, `2)`, `(2)`, `option 2`, `opción 2`.
    if let marked = Self.markedNumber(folded) {
      return choices.indices.contains(marked - 1) ? .found(marked - 1) : .none
    }
    let text = words.joined(separator: " ")
    // A letter: `b` is the second choice.
    if words.count == 1, text.count == 1, let letter = text.unicodeScalars.first,
      ("a"..."z").contains(letter)
    {
      let index = Int(letter.value) - Int(UnicodeScalar("a").value)
      if choices.indices.contains(index) { return .found(index) }
    }
    // An ordinal: `second`, `2nd`, `la segunda`, `last`.
    if words.count == 1, let ordinal = AnswerWords.ordinals[text] {
      let index = ordinal == 0 ? choices.count - 1 : ordinal - 1
      return choices.indices.contains(index) ? .found(index) : .none
    }
    let value = ParsedValue(text)
    let byValue = choices.indices.filter { value.matches(choices[$0].value) }
    // `#N` is a value when a choice's value is N, else the on-screen number.
    if text.hasPrefix("#"), let n = value.number {
      if byValue.count == 1 { return .found(byValue[0]) }
      return choices.indices.contains(n - 1) ? .found(n - 1) : .none
    }
    if let n = value.number, choices.indices.contains(n - 1) {
      let others = byValue.filter { $0 != n - 1 }
      guard others.isEmpty else { return .ambiguous(([n - 1] + others).map(alternative)) }
      return .found(n - 1)
    }
    let byLabel = choices.indices.filter { Self.plain(choices[$0].label) == text }
    if byLabel.count == 1 { return .found(byLabel[0]) }
    if byValue.count == 1 { return .found(byValue[0]) }
    if byValue.count > 1 { return .ambiguous(byValue.map(alternative)) }
    // Words found in one label only (`neither`, `top`).
    let wanted = Set(words.filter { !AnswerWords.fillers.contains($0) })
    guard !wanted.isEmpty, value.number == nil else { return .none }
    let byWords = choices.indices.filter { wanted.isSubset(of: Self.labelWords(choices[$0].label)) }
    return byWords.count == 1 ? .found(byWords[0]) : .none
  }

  /// `2.`, `2)`, `(2)`, `option 2`, `opción 2`, `choice 2`, `number 2`: the number, marked as an
  /// on-screen one.
  static func markedNumber(_ folded: String) -> Int? {
    var text = Substring(folded)
    for word in ["option ", "opcion ", "choice ", "number ", "numero "] where text.hasPrefix(word) {
      return Int(text.dropFirst(word.count).filter { !".)".contains($0) })
    }
    if text.first == "(", text.last == ")" {
      text = text.dropFirst().dropLast()
    } else if let last = text.last, last == "." || last == ")" {
      text = text.dropLast()
    } else {
      return nil
    }
    return Int(text)
  }

  /// The words of a label, folded, without punctuation.
  static func labelWords(_ label: String) -> Set<String> {
    Set(
      folded(unmarked(label)).split(whereSeparator: { $0 == " " || $0 == "," || $0 == ":" })
        .map { String($0).trimmingPunctuation() })
  }

  private func alternative(_ index: Int) -> AnswerReading.Alternative {
    let letter = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(index % 26)))
    return AnswerReading.Alternative(
      input: String(letter), meaning: Self.unmarked(question.choices[index].label))
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
    return String(ParsedValue.unterminated(folded(ParsedValue(unmarked).text)))
  }

  // MARK: - Lists

  /// Splits a list answer on commas, semicolons, `&`, `/`, arrows and the words `and`, `y`,
  /// `e`, `then`, `luego`; a single part with spaces is split on the spaces, keeping multi-word
  /// colour names together.
  ///
  ///     AnswerReader.splitList("Huila y Sumatra")      // ["Huila", "Sumatra"]
  ///     AnswerReader.splitList("verde azulado añil")   // ["verde azulado", "añil"]
  ///     AnswerReader.splitList("a -> b -> c")          // ["a", "b", "c"]
  public static func splitList(_ answer: String) -> [String] {
    var parts: [String] = []
    var current: [Substring] = []
    func flush() {
      if !current.isEmpty { parts.append(current.joined(separator: " ")) }
      current = []
    }
    var separated = false
    for word in answer.split(whereSeparator: \.isWhitespace) {
      if conjunctions.contains(ColorNames.fold(String(word))) || arrows.contains(String(word)) {
        separated = true
        flush()
        continue
      }
      var rest = word[...]
      while let cut = rest.firstIndex(where: { separators.contains($0) }) {
        separated = true
        if cut > rest.startIndex { current.append(rest[..<cut]) }
        flush()
        rest = rest[rest.index(after: cut)...]
        if rest.hasPrefix(">") { rest = rest.dropFirst() }  // `->` written without spaces
      }
      if !rest.isEmpty { current.append(rest) }
    }
    flush()
    guard parts.count == 1, !separated else { return parts }
    return splitWords(parts[0])
  }

  private static let conjunctions: Set<String> = ["and", "y", "e", "then", "luego", "&"]
  private static let arrows: Set<String> = ["->", "→", "/", "=>"]
  private static let separators: Set<Character> = [",", ";", "&", "/", "→"]

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

extension String {
  /// The string without punctuation at either end (`note.` → `note`, `(2)` → `2`).
  fileprivate func trimmingPunctuation() -> String {
    let marks: Set<Character> = [".", ",", ";", ":", "!", "?", "¡", "¿", "(", ")", "\"", "'"]
    var result = Substring(self)
    while let first = result.first, marks.contains(first) { result = result.dropFirst() }
    while let last = result.last, marks.contains(last) { result = result.dropLast() }
    return String(result)
  }
}
