import IdentityEngine
import LessonKit
import Localization

/// Moodle XML (the format Moodle's question bank imports and exports) for a quiz or a bank:
/// every variant of every item as its own question, the variants of an item in a category of
/// their own (the same path as the GIFT export's).
///
/// Every text is in a CDATA section, so the scene's code reaches Moodle exactly as written
/// (Markdown, the code indented as a block); a `]]>` inside is split across two sections, and
/// control characters, which XML 1.0 does not allow, are written as their pictures. Each
/// question carries its points (`defaultgrade`), the explanation as general feedback, its
/// tags and an `idnumber` `QUIZ.ITEM.VARIANT`.
public enum MoodleXMLWriter {
  /// The document for `questions` (from `GIFTWriter.Question`), in `language`.
  public static func document(
    quiz: Quiz, questions: [GIFTWriter.Question], language: Language
  ) -> String {
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<!-- " + comment(quiz.title) + " -->",
      "<quiz>",
    ]
    var category: String?
    for entry in questions {
      let item = entry.resolved.item
      let path = GIFTWriter.categoryPath(quiz: quiz.id, item: item.id)
      if path != category {
        lines += [
          "  <question type=\"category\">",
          "    <category>" + text(path) + "</category>",
          "  </question>",
        ]
        category = path
      }
      lines += question(entry, quiz: quiz.id, language: language)
    }
    lines.append("</quiz>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `<text>` with `content` in CDATA.
  static func text(_ content: String) -> String {
    "<text>" + cdata(content) + "</text>"
  }

  /// `content` as CDATA sections: control characters (tab and newline excepted) as their
  /// pictures, `]]>` split between two sections.
  public static func cdata(_ content: String) -> String {
    let safe = ControlPictures.replacing(in: content).replacingOccurrences(of: "\r", with: "")
    return "<![CDATA[" + safe.replacingOccurrences(of: "]]>", with: "]]]]><![CDATA[>") + "]]>"
  }

  /// Text for an XML comment: one line, no `--`.
  static func comment(_ content: String) -> String {
    var result = ControlPictures.replacingAll(in: content)
    while result.contains("--") { result = result.replacingOccurrences(of: "--", with: "- -") }
    return result.hasSuffix("-") ? result + " " : result
  }

  /// One `<question>` element.
  static func question(_ entry: GIFTWriter.Question, quiz: String, language: Language)
    -> [String]
  {
    let resolved = entry.resolved
    let question = resolved.question
    let type =
      switch question.kind {
      case .choice, .multi: "multichoice"
      case .yesno: "truefalse"
      case .number: "numerical"
      case .sequence, .value: "shortanswer"
      }
    var lines = [
      "  <question type=\"\(type)\">",
      "    <name>" + text(GIFTWriter.name(resolved)) + "</name>",
      "    <questiontext format=\"markdown\">" + text(GIFTWriter.markdown(resolved))
        + "</questiontext>",
      "    <generalfeedback format=\"markdown\">" + text(question.explain) + "</generalfeedback>",
      "    <defaultgrade>" + CSVWriter.number(resolved.item.points, digits: 7) + "</defaultgrade>",
      "    <penalty>0</penalty>",
      "    <hidden>0</hidden>",
      "    <idnumber>" + cdata("\(quiz).\(resolved.item.id).\(resolved.variant + 1)")
        + "</idnumber>",
    ]
    lines += answers(entry, language: language)
    if !resolved.item.tags.isEmpty {
      lines.append("    <tags>")
      lines += resolved.item.tags.map { "      <tag>" + text($0) + "</tag>" }
      lines.append("    </tags>")
    }
    lines.append("  </question>")
    return lines
  }

  /// `<answer fraction="…">` elements, and the settings of the question type.
  static func answers(_ entry: GIFTWriter.Question, language: Language) -> [String] {
    let question = entry.resolved.question
    let truth = entry.truth
    func answer(_ fraction: String, _ content: String, format: String? = nil) -> String {
      let attribute = format.map { " format=\"\($0)\"" } ?? ""
      return "    <answer fraction=\"\(fraction)\"\(attribute)>" + text(content)
        + "<feedback>" + text("") + "</feedback></answer>"
    }
    switch question.kind {
    case .choice:
      return [
        "    <single>true</single>", "    <shuffleanswers>false</shuffleanswers>",
        "    <answernumbering>123</answernumbering>",
      ]
        + question.choices.map { choice in
          answer(choice.value.matches(truth) ? "100" : "0", choice.label, format: "markdown")
        }
    case .multi:
      return [
        "    <single>false</single>", "    <shuffleanswers>false</shuffleanswers>",
        "    <answernumbering>123</answernumbering>",
      ]
        + GIFTWriter.weights(question.choices, truth: truth).map { choice, weight in
          answer(GIFTWriter.percent(weight), choice.label, format: "markdown")
        }
    case .yesno:
      let right = truth == .bool(true)
      return [answer(right ? "100" : "0", "true"), answer(right ? "0" : "100", "false")]
    case .number:
      return [
        "    <answer fraction=\"100\">" + text(truth.display(.en))
          + "<tolerance>0</tolerance><feedback>" + text("") + "</feedback></answer>"
      ]
    case .sequence, .value:
      return ["    <usecase>0</usecase>"]
        + GIFTWriter.accepted(truth, language: language).map { answer("100", $0) }
    }
  }
}
