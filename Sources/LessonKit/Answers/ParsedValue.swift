import Basics
import IdentityEngine
import Localization

/// One value as a learner typed it, read every way the screen could have shown it.
///
/// The reader does not know the truth, so it keeps every reading a token allows and the grader
/// compares the one that fits the truth's type: `#4` is the number 4 (stamps print as `#4`),
/// `verde` is the colour green, `tres` and `three` are 3, `nada` and `vacío` are nothing (nil,
/// an empty string or an empty list).
///
///     ParsedValue("#4").number         // 4
///     ParsedValue("verde").color       // "green"
///     ParsedValue("vacío").isNothing   // true
public struct ParsedValue: Sendable, Hashable {
  /// The token as typed, trimmed, without surrounding quotes.
  public var text: String
  /// The SwiftUI colour the token names in either language (`green`), if any.
  public var color: String?
  /// The whole number the token spells (`4`, `#4`, `four`, `cuatro`), if any.
  public var number: Int?
  /// The yes/no the token spells (`y`, `sí`, `true`), if any.
  public var flag: Bool?
  /// Whether the token says "nothing" (`nil`, `none`, `empty`, `nada`, `vacío`, `""`).
  public var isNothing: Bool

  /// Reads one token.
  public init(_ token: String) {
    var text = Whitespace.trimmed(token)
    var wasQuoted = false
    if text.count >= 2, let first = text.first, let last = text.last,
      Self.quotes.contains(first), Self.quotes.contains(last)
    {
      text = String(text.dropFirst().dropLast())
      wasQuoted = true
    }
    self.text = text
    let folded = ColorNames.fold(text)
    color = wasQuoted ? nil : ColorNames.swiftName(for: text)
    number = Self.number(folded)
    flag = wasQuoted ? nil : Self.flag(folded)
    isNothing = (wasQuoted && text.isEmpty) || (!wasQuoted && Self.nothingWords.contains(folded))
  }

  /// Whether this token names `value`.
  public func matches(_ value: Value) -> Bool {
    let folded = ColorNames.fold(text)
    switch value {
    case .color(let name):
      return color != nil && color == (ColorNames.swiftName(for: name) ?? ColorNames.fold(name))
    case .string(let string):
      // A final period or exclamation mark is the sentence's, not the value's (`Ada.`).
      let truth = ColorNames.fold(string)
      return folded == truth || (isNothing && string.isEmpty)
        || Self.unterminated(folded) == Self.unterminated(truth)
    case .int(let n):
      return number == n
    case .double(let d):
      return Double(text) == d || number.map(Double.init) == d
    case .bool(let b):
      return flag == b
    case .null:
      return isNothing
    case .enumCase(_, let name, let payload):
      return payload.isEmpty
        && (folded == ColorNames.fold(name) || folded == "." + ColorNames.fold(name))
    case .array(let values):
      if values.isEmpty { return isNothing }
      let parts = AnswerReader.splitList(text)
      return parts.count == values.count
        && zip(parts, values).allSatisfy { ParsedValue($0).matches($1) }
    default:
      return folded == ColorNames.fold(value.display(.en))
        || folded == ColorNames.fold(value.display(.es))
    }
  }

  /// `text` without the periods and exclamation marks that end it.
  static func unterminated(_ text: String) -> Substring {
    var result = Substring(text)
    while let last = result.last, last == "." || last == "!" { result = result.dropLast() }
    return result
  }

  /// The token as the learner reads it in `language`: colours by their name in that language,
  /// anything else as typed.
  public func display(_ language: Language) -> String {
    if let color { return ColorNames.displayName(color, language: language) }
    return text
  }

  /// A language-neutral form for the gradebook: the colour's SwiftUI name, the number, or the
  /// text as typed.
  public var canonical: String {
    if let color { return color }
    if let number { return String(number) }
    return text
  }

  // MARK: - Words

  private static let quotes: Set<Character> = ["\"", "“", "”", "'", "«", "»", "`"]

  /// Words for "nothing" in English and Spanish, folded.
  static let nothingWords: Set<String> = [
    "nil", "none", "nothing", "null", "empty", "no one",
    "nada", "ninguno", "ninguna", "vacio", "vacia", "nulo",
  ]

  /// Number words from zero to twenty in English and Spanish, folded.
  static let numberWords: [String: Int] = {
    let english = [
      "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
      "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
      "nineteen", "twenty",
    ]
    let spanish = [
      "cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez",
      "once", "doce", "trece", "catorce", "quince", "dieciseis", "diecisiete", "dieciocho",
      "diecinueve", "veinte",
    ]
    var result: [String: Int] = ["un": 1, "una": 1]
    for (n, word) in english.enumerated() { result[word] = n }
    for (n, word) in spanish.enumerated() { result[word] = n }
    return result
  }()

  private static func number(_ folded: String) -> Int? {
    var digits = Substring(folded)
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    if let n = Int(digits) { return n }
    return numberWords[folded]
  }

  private static func flag(_ folded: String) -> Bool? {
    switch folded {
    case "y", "yes", "s", "si", "true", "verdadero": true
    case "n", "no", "false", "falso": false
    default: nil
    }
  }
}
