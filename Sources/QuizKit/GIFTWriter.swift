import IdentityEngine
import LessonKit
import Localization

/// Moodle GIFT for a quiz, one fixed variant per item.
///
/// Each question is preceded by a comment line with its `[id:QUIZ.ITEM]`, has a `::name::`
/// and Markdown text (the prompt, the action and the scene code), and its answer is computed
/// by running the scene. Text escapes GIFT's special characters `~ = # { } :` (and the
/// backslash itself) with a backslash; line breaks become `\n`.
public enum GIFTWriter {
  /// One question ready to write.
  public struct Question: Sendable {
    public var resolved: ResolvedItem
    public var truth: Value

    /// A question and the truth its scene computed.
    public init(resolved: ResolvedItem, truth: Value) {
      self.resolved = resolved
      self.truth = truth
    }
  }

  /// Escapes text for a GIFT question or answer.
  public static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "\\", "~", "=", "#", "{", "}", ":": result += "\\" + String(character)
      case "\n": result += "\\n"
      case "\r": break
      default: result.append(character)
      }
    }
    return result
  }

  /// The GIFT document for `questions` of `quiz`, in `language`.
  public static func document(quiz: Quiz, questions: [Question], language: Language) -> String {
    var lines = ["// " + quiz.title.replacingOccurrences(of: "\n", with: " "), ""]
    for entry in questions {
      lines.append("// [id:\(quiz.id).\(entry.resolved.item.id)]")
      lines.append(text(entry, language: language) + " " + answer(entry, language: language))
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  /// `::name::[markdown]text`.
  static func text(_ entry: Question, language: Language) -> String {
    let question = entry.resolved.question
    var body = question.prompt
    if !question.actions.isEmpty {
      body += "\n\n" + question.actions.map { "    " + $0 }.joined(separator: "\n")
    }
    if let scene = entry.resolved.lesson.scenes[question.scene] {
      body +=
        "\n\n"
        + scene.code.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "    " + $0 }.joined(separator: "\n")
    }
    return "::\(escape(entry.resolved.item.id))::[markdown]" + escape(body)
  }

  /// The answer part `{…}` for the question's kind.
  static func answer(_ entry: Question, language: Language) -> String {
    let question = entry.resolved.question
    let truth = entry.truth
    switch question.kind {
    case .choice:
      let options = question.choices.map { choice in
        (choice.value.matches(truth) ? "=" : "~") + escape(choice.label)
      }
      return "{" + options.joined(separator: " ") + "}"
    case .multi:
      let truthValues: [Value] = if case .array(let values) = truth { values } else { [truth] }
      let right = question.choices.filter { choice in
        truthValues.contains { choice.value.matches($0) }
      }
      let wrongCount = question.choices.count - right.count
      let options = question.choices.map { choice in
        let isRight = right.contains(choice)
        let weight =
          isRight
          ? 100 / Double(max(1, right.count)) : -100 / Double(max(1, wrongCount))
        return "~%\(percent(weight))%" + escape(choice.label)
      }
      return "{" + options.joined(separator: " ") + "}"
    case .yesno:
      return truth == .bool(true) ? "{TRUE}" : "{FALSE}"
    case .number:
      return "{#\(escape(truth.display(.en)))}"
    case .sequence, .value:
      var accepted = [truth.display(language)]
      for other in Language.allCases where !accepted.contains(truth.display(other)) {
        accepted.append(truth.display(other))
      }
      return "{" + accepted.map { "=" + escape($0) }.joined(separator: " ") + "}"
    }
  }

  /// A GIFT weight: up to five decimals, no trailing zeros.
  static func percent(_ value: Double) -> String {
    let rounded = (value * 100_000).rounded() / 100_000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
  }
}
