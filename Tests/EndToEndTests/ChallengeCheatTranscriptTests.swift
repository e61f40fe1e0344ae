import Foundation
import Testing

/// Every known cheat (`ChallengeCheat.all`) fails its challenge through the built binary, in both
/// languages: piped (`idlab lesson`) and at a keyboard (the prompt, on a pseudo-terminal).
///
/// Each lesson with cheats is walked as `CourseTranscriptTests` walks it (every question answered
/// right, so a walk that loses its place fails on the grade lines); at each cheated challenge
/// every cheat is typed into the inline editor in place of the solution, `:check`ed and followed
/// by `:progress`, then the challenge is skipped; the other challenges are skipped. Each cheat's
/// verdict, the goal conditions it must fail and the challenges solved are asserted on its own
/// part of the transcript. The control walks submit the lesson's solution the same way, and it
/// must pass. The expected words are written here from the strings tables.
@Suite(.serialized) struct ChallengeCheatTranscriptTests {
  typealias Transcript = CourseTranscriptTests
  typealias Session = PseudoTerminalEndToEndTests.PseudoTerminalSession

  /// One lesson walked in one language, with the cheats it submits, or the challenge it solves
  /// with its solution (a control walk).
  struct Walk: CustomTestStringConvertible, Sendable {
    var play: Transcript.Play
    var lesson: String
    var cheats: [ChallengeCheat]
    var control: String?
    var testDescription: String {
      "\(lesson) (\(play.language)): "
        + (control.map { "\($0) solved" } ?? "\(cheats.count) cheats")
    }
  }

  /// The lesson id of each play, by file.
  static var plays: [(play: Transcript.Play, lesson: String)] {
    Transcript.allPlays.compactMap { play in
      (try? Transcript.text(of: play)).flatMap { try? Transcript.lessonID(in: $0) }
        .map { (play, $0) }
    }
  }

  /// Every lesson with cheats, in both languages.
  static var cheatWalks: [Walk] {
    plays.compactMap { play, lesson in
      let cheats = ChallengeCheat.all.filter { $0.lesson == lesson }
      return cheats.isEmpty ? nil : Walk(play: play, lesson: lesson, cheats: cheats)
    }
  }

  /// One control per language: a cheated challenge that does not end its lesson, solved.
  static let controlWalks: [Walk] = [
    ("en", "if-breaks-animations", "fix-reminder-row"), ("es", "identity-bench", "fix-index-list"),
  ].compactMap { language, lesson, challenge in
    plays.first { $0.play.language == language && $0.lesson == lesson }
      .map { Walk(play: $0.play, lesson: lesson, cheats: [], control: challenge) }
  }

  /// The words the course prints in `language`.
  static func words(_ language: String) -> (
    saved: String, fails: String, solved: String, pageEnd: String
  ) {
    language == "es"
      ? (
        "código actualizado (", "✗ el objetivo todavía no se cumple (", "retos resueltos",
        ":next para seguir"
      )
      : (
        "code updated (", "✗ the goal does not hold yet (", "challenges solved",
        ":next continues"
      )
  }

  /// What the walk types at challenge `id`: each cheat of it (or its solution, in a control
  /// walk) submitted and followed by `:progress`; a cheated challenge is then skipped, the
  /// others at once.
  static func atChallenge(_ walk: Walk) -> (String) throws -> Transcript.ChallengeScript? {
    { id in
      let text = try Transcript.text(of: walk.play)
      if id == walk.control {
        let solution = try Transcript.solution(of: id, in: text)
        return (
          Transcript.submission(solution) + [":progress"],
          [Transcript.words(walk.play.language).goal]
        )
      }
      var input: [String] = []
      for cheat in walk.cheats where cheat.challenge == id {
        let code = try Transcript.scene(cheat.scene, in: text)
        let cheated = try #require(
          cheat.cheated(code), "the cheat's text is not in `\(cheat.scene)`")
        input += Transcript.submission(cheated) + [":progress"]
      }
      return (input + [":skip"], [])
    }
  }

  /// Checks each submission's part of `output`: from its "code updated" line to the end of its
  /// lesson's `:progress` entry.
  static func expectVerdicts(_ output: String, _ walk: Walk) {
    let w = words(walk.play.language)
    let goal = Transcript.words(walk.play.language).goal
    let challenges = walk.play.steps.filter { if case .challenge = $0 { true } else { false } }
    let parts = CourseFlowEndToEndTests.flat(output).components(separatedBy: w.saved).dropFirst()
    // `:progress` names the lesson by its title as the screen shows it (no Markdown marks).
    let title =
      ((try? Transcript.text(of: walk.play)) ?? "").split(separator: "\n").first.map {
        $0.dropFirst(2).replacingOccurrences(of: "`", with: "")
      } ?? walk.lesson
    let expected = walk.control == nil ? walk.cheats.count : 1
    #expect(parts.count == expected, "submissions that reached a challenge: \(parts.count)")
    for (index, part) in parts.prefix(expected).enumerated() {
      let cheat = walk.control == nil ? walk.cheats[index] : nil
      let name = cheat.map(\.testDescription) ?? "\(walk.control ?? "") solved"
      guard let entry = part.range(of: "\(title): "),
        let solved = part[entry.upperBound...].range(of: w.solved)
      else {
        Issue.record("\(name): no `:progress` entry after the check\n\(part.prefix(600))")
        continue
      }
      let verdict = part[..<entry.lowerBound]
      // (the check's report: the verdict and its conditions come last)
      let report = verdict.suffix(600)
      // The entry, up to its page: "… 0/1 challenges solved, page" or "… retos resueltos: 0/1,".
      let progress = part[entry.lowerBound...].prefix(
        part.distance(from: entry.lowerBound, to: solved.upperBound) + 8)
      let solvedCount = "\(cheat == nil ? 1 : 0)/\(challenges.count)"
      let count =
        walk.play.language == "es"
        ? "\(w.solved): \(solvedCount)," : "\(solvedCount) \(w.solved),"
      #expect(progress.contains(count), "\(name): \(progress)")
      guard let cheat else {
        #expect(verdict.contains(goal), "\(name): \(report)")
        continue
      }
      #expect(!verdict.contains(goal), "\(name) passes: \(report)")
      #expect(verdict.contains(w.fails), "\(name): \(report)")
      for condition in cheat.failing {
        // Named in words, then by the query as the lesson writes it.
        #expect(verdict.contains(condition), "\(name): not named: \(condition)\n\(report)")
      }
    }
  }

  @Test(arguments: ["en", "es"]) func everyCheatIsWalked(_ language: String) {
    let walks = Self.cheatWalks.filter { $0.play.language == language }
    #expect(
      walks.flatMap(\.cheats).map(\.testDescription) == ChallengeCheat.all.map(\.testDescription))
    #expect(Self.controlWalks.filter { $0.play.language == language }.count == 1)
  }

  // MARK: - Piped

  @Test(arguments: cheatWalks + controlWalks) func piped(_ walk: Walk) throws {
    let output = try Transcript.run(walk.play, right: true, atChallenge: Self.atChallenge(walk))
    Self.expectVerdicts(output, walk)
  }

  // MARK: - At a keyboard

  /// Types `line` at the prompt and returns what it printed, up to the next prompt.
  static func enter(_ line: String, _ session: Session) throws -> String {
    let mark = session.screen.utf8.count
    session.type(line + "\r")
    let answered = session.waitFor(timeout: 120) {
      String(decoding: $0.utf8.dropFirst(mark), as: UTF8.self).contains("idlab> ")
    }
    let printed = String(decoding: session.screen.utf8.dropFirst(mark), as: UTF8.self)
    try #require(answered, "no prompt after `\(line)`: \(printed)")
    return printed
  }

  /// Plays the walk at the prompt, one line at a time as a learner types it, waiting for the
  /// prompt after each; `:next` wherever a page ends (the piped lesson turns pages itself).
  static func atAKeyboard(_ walk: Walk) throws -> String {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let session = try Session(
      arguments: ["--lang", walk.play.language, "--lessons", Transcript.lessonsDirectory.path],
      environment: IdlabBinary.environment(state: state, extra: ["NO_COLOR": "1"]))
    try #require(session.waitFor("idlab> ", timeout: 120), "\(session.screen)")
    let (input, expected) = try Transcript.script(
      walk.play, right: true, atChallenge: atChallenge(walk))
    let lines =
      [":open \(walk.lesson)"]
      + input.split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast().map(String.init)
    let pageEnd = words(walk.play.language).pageEnd
    for (index, line) in lines.enumerated() {
      var printed = try enter(line, session)
      // After the last line the lesson is over: no page to turn.
      while index < lines.count - 1, printed.contains(pageEnd) {
        printed = try enter(":next", session)
      }
    }
    session.type(":quit\r")
    #expect(session.exitStatus(timeout: 60) == 0, "\(session.screen.suffix(2000))")
    let screen = ScreenTranscriptTests.readable(session.screen)
    expectLines(
      Transcript.gradeLines(of: screen, walk.play.language).joined(separator: "\n"),
      expected.joined(separator: "\n"))
    return screen
  }

  @Test(arguments: cheatWalks + controlWalks) func atAKeyboard(_ walk: Walk) throws {
    Self.expectVerdicts(try Self.atAKeyboard(walk), walk)
  }
}
