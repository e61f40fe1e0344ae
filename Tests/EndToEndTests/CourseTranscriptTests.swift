import Foundation
import Testing

/// Plays every chapter in `Lessons/` end to end, in both languages, with piped answers.
///
/// The right answers come from `idlab lesson ID --answers right`, which runs every scene through
/// LessonKit; nothing is hard-coded here, so the tests follow whatever lessons exist.
@Suite(.serialized) struct CourseTranscriptTests {
  static let lessonsDirectory = IdlabBinary.repositoryRoot.appendingPathComponent("Lessons")

  /// The lesson ids of `Lessons/en`, read from each file's metadata comment.
  static var lessonIDs: [String] {
    let folder = lessonsDirectory.appendingPathComponent("en")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".md") }.sorted().compactMap { name in
      guard
        let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8),
        let range = text.range(of: #"idlab:[^>]*\bid=([a-z0-9-]+)"#, options: .regularExpression)
      else { return nil }
      let match = String(text[range])
      return match.components(separatedBy: "id=").last
    }
  }

  struct Play: CustomTestStringConvertible, Sendable {
    var lesson: String
    var language: String
    var testDescription: String { "\(lesson) (\(language))" }
  }

  static var plays: [Play] {
    lessonIDs.flatMap { id in ["en", "es"].map { Play(lesson: id, language: $0) } }
  }

  static func script(_ play: Play, _ kind: String) throws -> String {
    let result = try IdlabBinary.run(
      [
        "--lang", play.language, "--lessons", lessonsDirectory.path, "lesson", play.lesson,
        "--answers", kind,
      ])
    #expect(result.status == 0, "\(result.standardError)")
    return result.standardOutput
  }

  static func play(_ play: Play, answers: String) throws -> IdlabBinary.Result {
    try IdlabBinary.run(
      ["--lang", play.language, "--lessons", lessonsDirectory.path, "lesson", play.lesson],
      input: answers, timeout: 120)
  }

  static func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  static func words(_ language: String) -> (
    right: String, wrong: String, partial: String, predict: String, score: String
  ) {
    language == "es"
      ? ("✓ correcto", "✗ no exactamente", "◐ en parte", "Predice (", "puntuación: ")
      : ("✓ right", "✗ not quite", "◐ partly right", "Predict (", "score: ")
  }

  @Test func thereAreLessons() {
    #expect(!Self.lessonIDs.isEmpty)
  }

  @Test(arguments: plays) func allRight(_ play: Play) throws {
    let answers = try Self.script(play, "right")
    let result = try Self.play(play, answers: answers)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(!result.timedOut)
    let output = result.standardOutput
    let w = Self.words(play.language)
    let questions = Self.count(w.predict, in: output)
    #expect(questions > 0)
    #expect(Self.count(w.right, in: output) == questions, "\(output.suffix(3000))")
    #expect(Self.count(w.wrong, in: output) == 0)
    let scoreLine = output.split(separator: "\n").last.map(String.init) ?? ""
    #expect(scoreLine.hasPrefix(w.score))
    #expect(scoreLine.contains("(100%)") || scoreLine.contains("(100 %)"), "\(scoreLine)")
  }

  @Test(arguments: plays) func allWrong(_ play: Play) throws {
    let answers = try Self.script(play, "wrong")
    let result = try Self.play(play, answers: answers)
    #expect(result.status == 0, "\(result.standardError)")
    let output = result.standardOutput
    let w = Self.words(play.language)
    let questions = Self.count(w.predict, in: output)
    #expect(questions > 0)
    #expect(Self.count(w.right, in: output) == 0, "\(output.suffix(3000))")
    #expect(Self.count(w.wrong, in: output) + Self.count(w.partial, in: output) == questions)
    let scoreLine = output.split(separator: "\n").last.map(String.init) ?? ""
    #expect(scoreLine.hasPrefix(w.score))
    #expect(!scoreLine.contains("(100"))
  }
}
