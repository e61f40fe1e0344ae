import IdentityEngine
import LessonKit
import Localization

/// Moodle GIFT for a quiz (or a bank): every variant of every item as its own question, the
/// variants of an item together in a `$CATEGORY:` of their own.
///
/// Each question is preceded by comment lines with its `[id:QUIZ.ITEM.VARIANT]`, its
/// `[tag:…]`s, its points and its variant (`// 2 pt · 3/6 (tint=teal, row=1)`: GIFT has no field
/// for a question's mark, and answer weights carry partial credit); it has a `::name::`, Markdown text (the prompt, the action and the scene
/// code), its answer computed by running the variant, and the explanation as general feedback
/// (`####`). Text escapes GIFT's special characters `~ = # { } :` (and the backslash itself)
/// with a backslash; line breaks become `\n`, and control characters their pictures.
public enum GIFTWriter {
  /// One question ready to write: an item in one variant.
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
    for character in ControlPictures.replacing(in: text) {
      switch character {
      case "\\", "~", "=", "#", "{", "}", ":": result += "\\" + String(character)
      case "\n": result += "\\n"
      case "\r": break
      case "\t": result += "    "
      default: result.append(character)
      }
    }
    return result
  }

  /// The GIFT document for `questions` of `quiz`, in `language`; a new `$CATEGORY:` starts at
  /// each item.
  public static func document(quiz: Quiz, questions: [Question], language: Language) -> String {
    var lines = ["// " + ControlPictures.replacingAll(in: quiz.title), ""]
    var category: String?
    for entry in questions {
      let item = entry.resolved.item
      let path = categoryPath(quiz: quiz.id, item: item.id)
      if path != category {
        lines += ["$CATEGORY: " + path, ""]
        category = path
      }
      let variant = entry.resolved.variant + 1
      var comment = "// [id:\(quiz.id).\(item.id).\(variant)]"
      comment += item.tags.map { " [tag:\($0)]" }.joined()
      lines.append(comment)
      // Words of no language: the points, and which variant of how many.
      var about = "// \(CSVWriter.number(item.points)) pt · \(variant)/\(item.variantCount)"
      if !entry.resolved.assignmentDescription.isEmpty {
        about += " (\(entry.resolved.assignmentDescription))"
      }
      lines.append(ControlPictures.replacingAll(in: about))
      lines.append(text(entry) + " " + answer(entry, language: language))
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  /// `$course$/top/idlab/QUIZ/ITEM`, each id with every character but letters, digits, `_` and
  /// `/` written as `_`, so that every GIFT reader takes the category whole (a drawn item's
  /// `BANK/ITEM` is a category inside its bank's).
  public static func categoryPath(quiz: String, item: String) -> String {
    func word(_ text: String) -> String {
      String(
        text.unicodeScalars.map { scalar in
          ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "/"
            ? Character(scalar) : "_"
        })
    }
    return "$course$/top/idlab/\(word(quiz))/\(word(item))"
  }

  /// The question's name: the item's id, and its variant when it has several.
  public static func name(_ resolved: ResolvedItem) -> String {
    resolved.item.variantCount > 1
      ? "\(resolved.item.id) v\(resolved.variant + 1)" : resolved.item.id
  }

  /// The question's text as Markdown: the prompt, the actions and the scene's code, each code
  /// line indented by four spaces (a code block).
  public static func markdown(_ resolved: ResolvedItem) -> String {
    let question = resolved.question
    var body = question.prompt
    if !question.actions.isEmpty {
      body += "\n\n" + question.actions.map { "    " + $0 }.joined(separator: "\n")
    }
    if let scene = resolved.lesson.scenes[question.scene] {
      body +=
        "\n\n"
        + scene.code.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "    " + $0 }.joined(separator: "\n")
    }
    return body
  }

  /// `::name::[markdown]text`.
  static func text(_ entry: Question) -> String {
    "::\(escape(name(entry.resolved)))::[markdown]" + escape(markdown(entry.resolved))
  }

  /// The answer part `{…}` for the question's kind, with the explanation as general feedback.
  static func answer(_ entry: Question, language: Language) -> String {
    let question = entry.resolved.question
    let truth = entry.truth
    let feedback = question.explain.isEmpty ? "" : " ####" + escape(question.explain)
    switch question.kind {
    case .choice:
      let options = question.choices.map { choice in
        (choice.value.matches(truth) ? "=" : "~") + escape(choice.label)
      }
      return "{" + options.joined(separator: " ") + feedback + "}"
    case .multi:
      let options = weights(question.choices, truth: truth).map { choice, weight in
        "~%\(percent(weight))%" + escape(choice.label)
      }
      return "{" + options.joined(separator: " ") + feedback + "}"
    case .yesno:
      return (truth == .bool(true) ? "{TRUE" : "{FALSE") + feedback + "}"
    case .number:
      return "{#\(escape(truth.display(.en)))" + feedback + "}"
    case .sequence, .value:
      return "{"
        + accepted(truth, language: language).map { "=" + escape($0) }
        .joined(separator: " ") + feedback + "}"
    }
  }

  /// The readings of a truth a student may type: in `language` first, then the others.
  static func accepted(_ truth: Value, language: Language) -> [String] {
    var accepted = [truth.display(language)]
    for other in Language.allCases where !accepted.contains(truth.display(other)) {
      accepted.append(truth.display(other))
    }
    return accepted
  }

  /// Each choice of a multiple-answer question with its weight in percent: the right ones
  /// share +100, the wrong ones −100.
  static func weights(_ choices: [Choice], truth: Value) -> [(Choice, Double)] {
    let truthValues: [Value] = if case .array(let values) = truth { values } else { [truth] }
    let right = choices.filter { choice in truthValues.contains { choice.value.matches($0) } }
    let wrongCount = choices.count - right.count
    return choices.map { choice in
      let isRight = right.contains(choice)
      return (
        choice,
        isRight ? 100 / Double(max(1, right.count)) : -100 / Double(max(1, wrongCount))
      )
    }
  }

  /// A GIFT weight: up to five decimals, no trailing zeros, cut toward zero (so the shares of
  /// six right answers add up to no more than 100: 16.66666 each).
  static func percent(_ value: Double) -> String {
    let rounded = (value * 100_000).rounded(.towardZero) / 100_000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
  }
}
