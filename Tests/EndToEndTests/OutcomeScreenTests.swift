import Foundation
import Testing

/// The screen after a question shows what that question asked, never the next question's
/// answer (issue #9, item 3).
///
/// The list below is written by hand from the lessons: for every pair of consecutive questions
/// where the second one asks about something the first one's outcome screen could show (the
/// same run's rows, events or warnings), the text that would give the second answer away. Each
/// lesson is played with piped right answers in both languages, and the outcome of the first
/// question (from its header to the next question's header) must contain none of it.
@Suite(.serialized) struct OutcomeScreenTests {
  struct Giveaway: CustomTestStringConvertible, Sendable {
    /// The lesson file's number (`05`).
    var lesson: String
    /// The question whose outcome is checked, and the one after it.
    var question: String
    var next: String
    /// Text that shows the next answer, per language.
    var english: [String]
    var spanish: [String]
    var testDescription: String { "\(question) → \(next)" }
  }

  /// A bench row as the screen shows it: a stamp and a background colour.
  static let benchRow = ["  .background ["]

  static let giveaways: [Giveaway] = [
    // Chapter 2: the events after one question are the next one's answer.
    Giveaway(
      lesson: "02", question: "if-transitions", next: "if-animates",
      english: [": transition in,", ": transition out,"],
      spanish: [": transición de entrada,", ": transición de salida,"]),
    // Chapter 4: notes on the rows, and the range warning.
    Giveaway(
      lesson: "04", question: "self-id-edit-created", next: "self-id-edit-note",
      english: ["[later]"], spanish: ["[later]"]),
    Giveaway(
      lesson: "04", question: "range-growth-rows", next: "range-growth-warning",
      english: ["warning:"], spanish: ["aviso:"]),
    // Chapter 5: the bench's colours, stamps, moves, notes and the duplicate warning.
    Giveaway(
      lesson: "05", question: "insert-top-stable-tints", next: "insert-top-index-tints",
      english: benchRow, spanish: benchRow),
    Giveaway(
      lesson: "05", question: "insert-top-index-tints", next: "insert-top-stable-stamp",
      english: benchRow, spanish: benchRow),
    Giveaway(
      lesson: "05", question: "insert-top-stable-stamp", next: "insert-top-index-stamp",
      english: benchRow, spanish: benchRow),
    Giveaway(
      lesson: "05", question: "remove-first-stable-stamps", next: "remove-first-index-tints",
      english: benchRow, spanish: benchRow),
    Giveaway(
      lesson: "05", question: "swap-index-tints", next: "swap-stable-stamps",
      english: benchRow, spanish: benchRow),
    Giveaway(
      lesson: "05", question: "swap-stable-stamps", next: "swap-moves",
      english: ["moved 1 → 0", "moved 0 → 1"], spanish: ["movida 1 → 0", "movida 0 → 1"]),
    Giveaway(
      lesson: "05", question: "notes-top-aurora", next: "notes-bottom-aurora",
      english: ["[hello]"], spanish: ["[hello]"]),
    Giveaway(
      lesson: "05", question: "duplicate-names", next: "duplicate-fourth-tint",
      english: benchRow, spanish: benchRow),
    Giveaway(
      lesson: "05", question: "duplicate-fourth-tint", next: "duplicate-warning",
      english: ["warning:", "occurs multiple times"], spanish: ["aviso:", "occurs multiple times"]),
    Giveaway(
      lesson: "05", question: "reset-tints-match", next: "reset-created",
      english: benchRow + [": created"], spanish: benchRow + [": creada"]),
  ]

  /// The question ids of a lesson file, in order, read from its `question` blocks.
  static func questionIDs(_ lesson: String, language: String) throws -> [String] {
    let folder = CourseTranscriptTests.lessonsDirectory.appendingPathComponent(language)
    let name = try #require(
      try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .first { $0.hasPrefix(lesson + "-") })
    let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    var ids: [String] = []
    var inQuestion = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "```question" {
        inQuestion = true
      } else if inQuestion, line.hasPrefix("id: ") {
        ids.append(String(line.dropFirst(4)))
        inQuestion = false
      }
    }
    return ids
  }

  /// The play of a lesson file number (`05`) in `language`, with its written right answers.
  static func play(_ lesson: String, _ language: String) throws -> CourseTranscriptTests.Play {
    let play = try #require(CourseTranscriptTests.plays.first { $0.file.hasPrefix(lesson + "-") })
    return CourseTranscriptTests.Play(file: play.file, steps: play.steps, language: language)
  }

  @Test(arguments: ["en", "es"]) func noOutcomeShowsTheNextAnswer(language: String) throws {
    for lesson in Set(Self.giveaways.map(\.lesson)).sorted() {
      let output = try CourseTranscriptTests.run(try Self.play(lesson, language), right: true)
      // One segment per question, split at the question headers (`Predict (` / `Predice (`).
      let header = language == "es" ? "Predice (" : "Predict ("
      let segments = output.components(separatedBy: "\n" + header).dropFirst().map { $0 }
      let ids = try Self.questionIDs(lesson, language: language)
      #expect(segments.count == ids.count, "\(lesson) \(language): \(segments.count) questions")
      for giveaway in Self.giveaways where giveaway.lesson == lesson {
        let index = try #require(ids.firstIndex(of: giveaway.question))
        #expect(
          ids[index + 1] == giveaway.next,
          "\(giveaway.question) is not followed by \(giveaway.next)")
        guard segments.indices.contains(index) else { continue }
        for text in language == "es" ? giveaway.spanish : giveaway.english {
          #expect(
            !segments[index].contains(text),
            "after \(giveaway.question) (\(language)) the screen shows “\(text)”, the answer to \(giveaway.next):\n\(segments[index])"
          )
        }
      }
    }
  }
}
