import Foundation
import IdlabTestSupport
import Testing

/// Plays every chapter in `Lessons/` end to end, in both languages, with piped answers.
///
/// The answers and the grade each must get are written here, worked out by hand from each
/// question's scene and prompt (not asked of idlab), so a wrong truth, a wrong grade or a
/// question that moved fails the play. A challenge is solved with the lesson's own solution
/// scene, read from the lesson file.
@Suite(.serialized) struct CourseTranscriptTests {
  static let lessonsDirectory = IdlabBinary.repositoryRoot.appendingPathComponent("Lessons")

  /// A grade as the course prints it.
  enum Grade: String, Sendable {
    case right, partly, wrong
  }

  /// One block of a lesson, in reading order.
  enum Step: Sendable {
    /// A question: the right answer, and a wrong one with the grade it gets (`.wrong` or
    /// `.partly`). `yes`/`no` are typed as `sí`/`no` in Spanish.
    case question(right: String, wrong: String, _ wrongGrade: Grade = .wrong)
    /// A challenge, solved with its `solution:` scene.
    case challenge(String)
    /// A paste challenge: skipped, it is not scored.
    case paste
  }

  /// Every lesson's blocks, by lesson file; the lesson's order must match.
  static let plays: [(file: String, steps: [Step])] = [
    (
      "01-identity-and-lifetime",
      [
        .question(right: "2", wrong: "0"),  // likes survive: same identity
        .question(right: "Ada", wrong: "Grace"),  // the binding keeps the text
        .question(right: "no", wrong: "yes"),  // the other branch: focus is new state
        .question(right: "yes", wrong: "no"),  // no .id: the toggle state stays
        .challenge("fix-article-reset"),
        .question(right: "2.", wrong: "3."),  // one onDisappear: only the `if` badge
        .question(right: "2.", wrong: "1."),  // task(id:) restarts: one cancel
        .question(right: "onAppear, Actors, Macros", wrong: "onAppear, Actors, Actors", .partly),
      ]
    ),
    (
      "02-if-breaks-animations",
      [
        .question(right: "3.", wrong: "1."),  // two transitions: removal and insertion
        .question(right: "no", wrong: "yes"),  // nothing interpolates across branches
        .question(right: "2", wrong: "1"),  // at 0.15 s both buttons are half there
        .question(right: "3.", wrong: "4."),  // 0.1 s of 0.3 s linear: two thirds left
        .question(right: "0", wrong: "1"),  // flipped back while leaving: it comes back
        .question(right: "2", wrong: "1"),  // padding and background animate
        .question(right: "10", wrong: "12"),  // halfway from 8 to 12
        .question(right: "9", wrong: "11"),  // 10 − 2 short of 12, and a quarter back: 9
        .question(right: "2.", wrong: "1."),  // the text is lost
        .question(right: "1", wrong: "0"),  // back to `else`: one new field
        .challenge("fix-reminder-row"),
        .question(right: "yes", wrong: "no"),  // the helper's `if` is a branch too
        .challenge("fix-highlight-helper"),
      ]
    ),
    (
      "03-state-reset-identity",
      [
        .question(right: "0", wrong: "1"),  // a parent rerun keeps the child's identity
        .question(right: "2.", wrong: "1."),  // the editor left the tree: starts over
        .question(right: "0", wrong: "3"),  // a tap re-runs only the row
        .question(right: "3", wrong: "1"),  // new UUIDs: every old row ends
        .question(right: "2., 3.", wrong: "1., 2.", .partly),  // Huila and Sumatra are new
        .question(right: "no", wrong: "yes"),  // the field is outside the ForEach
        .challenge("fix-brew-filter"),
        .question(right: "2, 1", wrong: "0, 0"),  // stable ids keep the cups
        .question(right: "2.", wrong: "1."),  // .id(UUID()) resets on every body
        .question(right: "1", wrong: "2"),  // only the UUID form is new
        .question(right: "yes", wrong: "no"),  // .id(selected) changed
        .challenge("fix-sledgehammer"),
      ]
    ),
    (
      "04-foreach-identity",
      [
        .question(right: "1.", wrong: "2."),  // by index: the note stays in row 1
        .question(right: "no", wrong: "yes"),  // Metal's old row was the one removed
        .question(right: "1.", wrong: "2., 3."),  // only the edited value is a new id
        .question(right: "2.", wrong: "1."),  // new identity: empty note
        .question(right: "2.", wrong: "1."),  // one duplicate-id warning
        .question(right: "yes", wrong: "no"),  // the duplicate shares the first row's state
        .question(right: "3", wrong: "0"),  // a computed id is new on every read
        .challenge("fix-computed-id"),
        .question(right: "3", wrong: "4"),  // the constant range is read once
        .question(right: "yes", wrong: "no"),  // SwiftUI warns about the changed count
        .challenge("fix-growing-range"),
        .challenge("keep-numbers-fix-identity"),
        .question(right: "yes", wrong: "no"),  // a binding edit keeps the identity
      ]
    ),
    (
      "05-identity-bench",
      [
        .question(right: "pink, green, blue, orange", wrong: "green, blue, orange, pink"),
        .question(
          right: "green, blue, orange, orange", wrong: "pink, green, blue, orange", .partly),
        .question(right: "4", wrong: "1"),  // Nimbus takes the fourth stamp
        .question(right: "2.", wrong: "1."),  // the first index row keeps #1
        .question(right: "2, 3", wrong: "1, 2"),  // Aurora's row ends
        .question(right: "1., 2.", wrong: "1.", .partly),  // the last index row ends
        .question(right: "0", wrong: "2"),  // the other branch: new likes
        .challenge("keep-card-state"),
        .question(right: "1., 4.", wrong: "2., 3."),  // Nimbus on top, Kiln's new index row
        .question(right: "6", wrong: "8"),  // at 0 s the new rows have not begun to show
        .question(right: "1., 3.", wrong: "2."),  // Aurora at the top, Kiln's index row below
        .question(right: "2.", wrong: "3."),  // 0.1 s of 0.4 s linear: a quarter in
        .question(right: "no", wrong: "yes"),  // captured tints stay with the positions
        .question(right: "2, 1, 3", wrong: "1, 2, 3", .partly),  // stamps travel with ids
        .question(right: "2", wrong: "0"),  // a swap moves two rows of the top list
        .question(right: "2.", wrong: "1."),  // Aurora's own note was empty
        .question(right: "yes", wrong: "no"),  // the index row keeps "hello"
        .challenge("notes-follow-ship"),
        .question(
          right: "Aurora, Tidepool, Kiln, Aurora", wrong: "Aurora, Tidepool, Kiln, Nimbus",
          .partly),  // the duplicate id shows the first view
        .question(right: "green", wrong: "pink"),
        .question(right: "yes", wrong: "no"),  // the duplicate id is logged
        .question(right: "yes", wrong: "no"),  // .id(count) rebuilds the bottom list
        .question(right: "4", wrong: "1"),  // every bottom row is new
        .challenge("fix-index-list"),
        .paste,
      ]
    ),
  ]

  struct Play: CustomTestStringConvertible, Sendable {
    var file: String
    var steps: [Step]
    var language: String
    var testDescription: String { "\(file) (\(language))" }
  }

  static var allPlays: [Play] {
    plays.flatMap { play in
      ["en", "es"].map { Play(file: play.file, steps: play.steps, language: $0) }
    }
  }

  /// The lesson's text in the play's language.
  static func text(of play: Play) throws -> String {
    let url = lessonsDirectory.appendingPathComponent(play.language)
      .appendingPathComponent(play.file + ".md")
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// The lesson id of the metadata comment (`<!-- idlab: id=… -->`).
  static func lessonID(in text: String) throws -> String {
    let range = try #require(
      text.range(of: #"idlab:[^>]*\bid=[a-z0-9-]+"#, options: .regularExpression))
    return try #require(String(text[range]).components(separatedBy: "id=").last)
  }

  /// The code of the `solution:` scene of challenge `id`, from the lesson's text.
  static func solution(of id: String, in text: String) throws -> String {
    let blocks = text.components(separatedBy: "```")
    let challenge = try #require(
      blocks.first { $0.hasPrefix("challenge\n") && $0.contains("\nid: \(id)\n") },
      "no challenge `\(id)`")
    let line = try #require(
      challenge.split(separator: "\n").first { $0.hasPrefix("solution: ") })
    return try scene(String(line.dropFirst("solution: ".count)), in: text)
  }

  /// The code of scene `name` (a ```` ```swift scene=NAME ```` block), from the lesson's text.
  static func scene(_ name: String, in text: String) throws -> String {
    let scene = try #require(
      text.components(separatedBy: "```").first {
        $0.prefix { $0 != "\n" }.split(separator: " ").prefix(2) == ["swift", "scene=\(name)"]
      }, "no scene `\(name)`")
    return String(scene.drop { $0 != "\n" }.dropFirst())
  }

  /// The lines that put `code` in the inline editor and run the challenge's goal on it.
  static func submission(_ code: String) -> [String] { [":edit", code, ".", ":check"] }

  /// The words the course prints in the play's language.
  static func words(_ language: String) -> (grades: [(Grade, String)], goal: String, yes: String) {
    language == "es"
      ? (
        [(.right, "✓ correcto"), (.wrong, "✗ no exactamente"), (.partly, "◐ en parte")],
        "✓ se cumple el objetivo", "sí"
      )
      : (
        [(.right, "✓ right"), (.wrong, "✗ not quite"), (.partly, "◐ partly right")],
        "✓ the goal holds", "yes"
      )
  }

  /// What a play types at a challenge and the grade lines that prints, in order.
  typealias ChallengeScript = (input: [String], expected: [String])

  /// The play's input and the grade lines it must print, in order. `atChallenge(id)` gives what
  /// to type at challenge `id` instead of the play's own (its solution when `right`, else
  /// `:skip`); nil keeps the play's own.
  static func script(
    _ play: Play, right: Bool, atChallenge: (String) throws -> ChallengeScript? = { _ in nil }
  ) throws -> (input: String, expected: [String]) {
    let text = try text(of: play)
    let w = words(play.language)
    func line(_ grade: Grade) -> String { w.grades.first { $0.0 == grade }?.1 ?? "" }
    var input: [String] = []
    var expected: [String] = []
    for step in play.steps {
      switch step {
      case .question(let rightAnswer, let wrongAnswer, let wrongGrade):
        let answer = right ? rightAnswer : wrongAnswer
        input.append(answer == "yes" ? w.yes : answer)
        expected.append(line(right ? .right : wrongGrade))
      case .challenge(let id):
        if let own = try atChallenge(id) {
          input += own.input
          expected += own.expected
        } else if right {
          input += submission(try solution(of: id, in: text))
          expected.append(w.goal)
        } else {
          input.append(":skip")
        }
      case .paste:
        input.append(":skip")
      }
    }
    return (input.joined(separator: "\n") + "\n", expected)
  }

  /// The grade and goal lines of a transcript, in order (a partial grade without its score).
  static func gradeLines(of output: String, _ language: String) -> [String] {
    let w = words(language)
    let known = w.grades.map(\.1) + [w.goal]
    return output.split(separator: "\n").compactMap { line in
      known.first { line == $0 || ($0.hasPrefix("◐") && line.hasPrefix($0 + ":")) }
    }
  }

  /// Plays `play` piped (see `script`), checks its grade lines, and returns its output.
  static func run(
    _ play: Play, right: Bool, atChallenge: (String) throws -> ChallengeScript? = { _ in nil }
  ) throws -> String {
    let (input, expected) = try script(play, right: right, atChallenge: atChallenge)
    let id = try lessonID(in: try text(of: play))
    let result = try IdlabBinary.run(
      ["--lang", play.language, "--lessons", lessonsDirectory.path, "lesson", id],
      input: input, timeout: 120)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(!result.timedOut)
    expectLines(
      gradeLines(of: result.standardOutput, play.language).joined(separator: "\n"),
      expected.joined(separator: "\n"))
    return result.standardOutput
  }

  @Test func everyLessonHasAPlay() throws {
    let files = try FileManager.default.contentsOfDirectory(
      atPath: Self.lessonsDirectory.appendingPathComponent("en").path)
    #expect(files.filter { $0.hasSuffix(".md") }.sorted() == Self.plays.map { $0.file + ".md" })
  }

  @Test(arguments: allPlays) func allRight(_ play: Play) throws {
    let output = try Self.run(play, right: true)
    let scoreLine = output.split(separator: "\n").last.map(String.init) ?? ""
    let scored = play.steps.filter { if case .paste = $0 { false } else { true } }.count
    let percent = play.language == "es" ? "100 %" : "100%"
    #expect(scoreLine.hasSuffix(": \(scored)/\(scored) (\(percent))"), "\(scoreLine)")
  }

  @Test(arguments: allPlays) func allWrong(_ play: Play) throws {
    let output = try Self.run(play, right: false)
    let scoreLine = output.split(separator: "\n").last.map(String.init) ?? ""
    #expect(!scoreLine.contains("(100"), "\(scoreLine)")
  }
}
