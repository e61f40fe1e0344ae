import LessonKit
import Localization

extension Question {
  /// The words Tab offers for an answer to this question, in every mode (course, quiz, live):
  /// the choices' ids and one-word labels, colour words in `language` where colours are typed,
  /// and yes or no; each offered once, in that order.
  func completionWords(language: Language) -> [String] {
    var words = choices.map(\.id) + choices.map(\.label).filter { !$0.contains(" ") }
    if kind == .sequence || kind == .value { words += ColorNames.words(language: language) }
    if kind == .yesno { words += language == .es ? ["sí", "no"] : ["yes", "no"] }
    var seen: Set<String> = []
    return words.filter { seen.insert($0).inserted }
  }
}
