import Foundation
import ServerHarness
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A live peer-instruction session through the built binary: the presenter on a
/// pseudo-terminal (single keys), three students on pipes (two in English, one in Spanish),
/// through vote → show → discuss → revote → reveal, a late vote, the presenter quitting and
/// coming back in Spanish, and a student rejoining; then what the gradebook holds. On both
/// gradebooks: a SQLite file (inotify signal) and PostgreSQL (LISTEN/NOTIFY).
@Suite(.serialized) struct LiveSessionEndToEndTests {
  /// A gradebook to run the session on.
  enum Backend: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case sqlite, postgres

    var testDescription: String { rawValue }

    /// PostgreSQL where its server binaries are (StoreEndToEndTests says when they are not).
    static var available: [Backend] {
      ThrowawayPostgres.unavailableReason == nil ? [.sqlite, .postgres] : [.sqlite]
    }

    /// The variables that put the gradebook in `room` or on a fresh PostgreSQL database.
    func environment(room: URL) throws -> [String: String] {
      switch self {
      case .sqlite:
        ["IDLAB_GRADEBOOK": room.appendingPathComponent("class.sqlite").path]
      case .postgres:
        ["IDLAB_STORE": try ThrowawayPostgres.shared.get().makeDatabase()]
      }
    }
  }

  static let fixtures = IdlabBinary.repositoryRoot.appendingPathComponent(
    "Tests/EndToEndTests/Fixtures/live")

  /// A student's `idlab quiz take --live` with its output read as it comes.
  final class Student {
    let running: IdlabBinary.Running
    private(set) var screen = ""

    init(_ id: String, language: String, room: URL, environment: [String: String]) throws {
      running = try IdlabBinary.start(
        ["--lang", language, "quiz", "take", "fixture-live", "--live", "--student", id],
        state: room, environment: environment, errorsToOutput: true)
      // Keep this test's ends of the pipes out of the processes started later (the
      // projector's `forkpty` copies every descriptor), or the student never sees its input
      // end.
      for handle in [running.input.fileHandleForWriting, running.output.fileHandleForReading] {
        _ = fcntl(handle.fileDescriptor, F_SETFD, FD_CLOEXEC)
      }
    }

    func type(_ line: String) {
      running.input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Reads until `text` has appeared `count` times (10 s at most).
    @discardableResult
    func waitFor(_ text: String, count: Int = 1) -> Bool {
      let descriptor = running.output.fileHandleForReading.fileDescriptor
      let deadline = Date().addingTimeInterval(10)
      while screen.components(separatedBy: text).count - 1 < count {
        guard deadline.timeIntervalSinceNow > 0 else { return false }
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 200) > 0 else { continue }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let read = Glibc.read(descriptor, &buffer, buffer.count)
        guard read > 0 else { return false }
        screen += String(decoding: buffer[..<read], as: UTF8.self)
      }
      return true
    }

    /// Closes standard input (Ctrl-D) and waits for the process.
    func leave() -> Int32 {
      try? running.input.fileHandleForWriting.close()
      waitFor("votes are saved")
      running.process.waitUntilExit()
      return running.process.terminationStatus
    }
  }

  typealias Projector = PseudoTerminalEndToEndTests.PseudoTerminalSession

  /// The votes this test sends on `third-tint` (a pink ship inserted at the top; the third
  /// row keeps the colour captured by index 2: blue, choice 3), and whether each is right.
  static let firstRound = [("ana", "3", true), ("bruno", "2", false), ("carla", "verde", false)]
  static let secondRound = [("ana", "3", true), ("bruno", "blue", true), ("carla", "2", false)]

  @Test(arguments: Backend.available)
  func aSessionFromVoteToRevealAndWhatIsStored(_ backend: Backend) throws {
    let room = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: room) }
    var environment = try backend.environment(room: room)
    environment["IDLAB_QUIZZES"] = Self.fixtures.path
    let presenterEnvironment = IdlabBinary.environment(state: room, extra: environment)
    var projector = try Projector(
      arguments: ["--color", "never", "quiz", "present", "fixture-live"],
      environment: presenterEnvironment)
    #expect(projector.waitFor("[v] vote"), "\(projector.screen)")
    #expect(projector.screen.contains("students join with: idlab quiz take fixture-live --live"))

    let students = try [("ana", "en"), ("bruno", "en"), ("carla", "es")].map { id, language in
      (id, try Student(id, language: language, room: room, environment: environment))
    }
    let byID = Dictionary(uniqueKeysWithValues: students)
    #expect(byID["ana"]?.waitFor("voting opens soon") == true)
    #expect(byID["carla"]?.waitFor("la votación se abre enseguida") == true)

    // Round 1: the projector counts the votes, never shows them.
    projector.type("v")
    #expect(projector.waitFor("0 students have voted"), "\(projector.screen)")
    for (id, vote, _) in Self.firstRound {
      let student = try #require(byID[id])
      #expect(student.waitFor(id == "carla" ? "Votación" : "Vote"), "\(student.screen)")
      if id == "carla" {
        // Control sequences in a vote come back as pictures and record nothing.
        student.type(StudentTextEscapeEndToEndTests.payload)
        #expect(student.waitFor("no está entre las opciones"), "\(student.screen)")
      }
      student.type(vote)
      #expect(student.waitFor(id == "carla" ? "voto guardado" : "vote recorded"))
    }
    #expect(projector.waitFor("3 students have voted"), "\(projector.screen)")
    #expect(!Self.lastScreen(projector.screen).contains { $0.contains("%") }, "no shares yet")

    // Show: one bar per choice, the counts and shares computed here from the votes sent.
    projector.type("s")
    #expect(projector.waitFor("3 votes"), "\(projector.screen)")
    let shown = Self.lastScreen(projector.screen)
    let firstCounts = Self.choiceCounts(Self.firstRound.map(\.1))
    for (choice, count) in firstCounts.enumerated() {
      let line = try #require(shown.first { $0.contains("  \(choice + 1). ") }, "\(shown)")
      let share = Int((Double(count) * 100 / 3).rounded())
      #expect(line.split(separator: " ").suffix(2) == ["\(count)", "\(share)%"], "\(line)")
      #expect(line.contains("█") == (count > 0), "\(line)")
    }
    // A vote after the round closed is refused, in the student's language.
    byID["carla"]?.type("azul")
    #expect(byID["carla"]?.waitFor("no hay ninguna ronda abierta") == true)

    // Discuss, revote, show, reveal.
    projector.type("d")
    #expect(projector.waitFor("DISCUSS"))
    #expect(byID["bruno"]?.waitFor("you will vote again") == true)
    projector.type("r")
    #expect(projector.waitFor("0 students have voted again"))
    for (id, vote, _) in Self.secondRound {
      let student = try #require(byID[id])
      #expect(student.waitFor(id == "carla" ? "Segunda votación" : "Revote"))
      student.type(vote)
      #expect(student.waitFor(id == "carla" ? "voto guardado" : "vote recorded", count: 2))
    }
    #expect(projector.waitFor("3 students have voted again"), "\(projector.screen)")
    projector.type("a")
    #expect(projector.waitFor("normalised gain"), "\(projector.screen)")
    let reveal = Self.lastScreen(projector.screen)
    #expect(reveal.contains("What the simulation did"), "\(reveal)")
    #expect(reveal.contains("The simulation says: 3. blue"))
    #expect(reveal.contains { $0.hasPrefix("why: Index 2 is the only new identity") })

    // The matrix and g, computed here from the votes sent.
    let pairs = zip(Self.firstRound, Self.secondRound).map { ($0.2, $1.2) }
    let cells = [(true, true), (false, true), (true, false), (false, false)].map { cell in
      pairs.filter { $0 == cell }.count
    }
    for (label, count) in zip(
      ["right → right", "wrong → right", "right → wrong", "wrong → wrong"], cells)
    {
      let line = try #require(reveal.first { $0.contains(label) }, "\(reveal)")
      #expect(line.contains(" \(count)  "), "\(line)")
    }
    let pre = Double(pairs.filter(\.0).count) / 3
    let post = Double(pairs.filter(\.1).count) / 3
    let gain = String(format: "%.2f", (post - pre) / (1 - pre))
    let percent = { (share: Double) in "\(Int((share * 100).rounded()))%" }
    #expect(
      reveal.contains(
        "normalised gain g = \(gain)  (right: \(percent(pre)) → \(percent(post)), 3 students)"),
      "\(reveal)")
    #expect(byID["bruno"]?.waitFor("your vote in round 2: 3. blue — right") == true)
    #expect(byID["carla"]?.waitFor("tu voto en la ronda 1: 2. verde — mal") == true)

    // The presenter quits: students are told; it comes back (in Spanish) where it was.
    projector.type("q")
    #expect(projector.exitStatus() == 0)
    #expect(projector.screen.contains("the session is paused at item 1"))
    #expect(byID["ana"]?.waitFor("the presenter has left the session") == true)
    #expect(byID["carla"]?.waitFor("el presentador ha salido") == true)
    byID["ana"]?.type("3")
    #expect(byID["ana"]?.waitFor("no round is open") == true)
    projector = try Projector(
      arguments: ["--color", "never", "--lang", "es", "quiz", "present", "fixture-live"],
      environment: presenterEnvironment)
    #expect(projector.waitFor("ganancia normalizada g = \(gain)"), "\(projector.screen)")
    #expect(projector.screen.contains("mal → bien"))
    #expect(byID["ana"]?.waitFor("the answer is on the projector", count: 2) == true)

    // A student who drops and rejoins lands on the current item.
    #expect(byID["bruno"]?.leave() == 0)
    let back = try Student("bruno", language: "en", room: room, environment: environment)
    #expect(back.waitFor("the answer is on the projector"), "\(back.screen)")
    #expect(back.waitFor("your vote in round 1: 2. green — wrong"), "\(back.screen)")
    projector.type("n")
    #expect(projector.waitFor("PREPARADO"))
    #expect(back.waitFor("item 2 of 2"))
    projector.type("q")
    #expect(projector.exitStatus() == 0)
    for student in [back, byID["ana"], byID["carla"]].compactMap({ $0 }) {
      #expect(student.leave() == 0)
    }

    // No student's words reached a screen raw: not the students' own, not the projector's.
    for student in [back, byID["ana"], byID["carla"]].compactMap({ $0 }) {
      let raw = StudentTextEscapeEndToEndTests.rawControls(in: student.screen)
      #expect(raw.isEmpty, "\(raw)")
    }
    #expect(!projector.screen.contains("]0;PWNED"), "\(projector.screen)")

    // Every vote is an answer in the gradebook, with its round; the late ones are not.
    let attempts = try IdlabBinary.run(
      ["quiz", "report", "fixture-live", "--attempts", "--format", "json"],
      environment: environment, state: room)
    let stored = try JSONDecoder().decode(
      [StoredVote].self, from: Data(attempts.standardOutput.utf8))
    #expect(stored.filter { $0.round == 1 }.map(\.student).sorted() == ["ana", "bruno", "carla"])
    #expect(stored.filter { $0.round == 2 }.map(\.student).sorted() == ["ana", "bruno", "carla"])
    #expect(stored.count == 6, "the refused votes are not stored")
    for (id, _, right) in Self.firstRound {
      #expect(stored.first { $0.student == id && $0.round == 1 }?.score == (right ? 1 : 0))
    }
    let report = try IdlabBinary.run(
      ["quiz", "report", "fixture-live"], environment: environment, state: room)
    #expect(
      report.standardOutput.contains("round 1: 3 votes, 33% right"), "\(report.standardOutput)")
    #expect(
      report.standardOutput.contains("round 2: 3 votes, 67% right"), "\(report.standardOutput)")
    // Votes are not takes: the quiz's report lists no student's take, open or submitted.
    let summary = try IdlabBinary.run(
      ["quiz", "report", "fixture-live", "--format", "json"], environment: environment,
      state: room)
    let object =
      try JSONSerialization.jsonObject(with: Data(summary.standardOutput.utf8)) as? [String: Any]
    let takes = try #require(object?["students"] as? [Any], "\(summary.standardOutput)")
    #expect(takes.isEmpty, "\(takes)")
  }

  /// The fields of a stored answer this test reads.
  struct StoredVote: Decodable {
    var student: String
    var round: Int?
    var score: Double
  }

  /// How many of `votes` picked each of the three choices (by number or label, in either
  /// language).
  static func choiceCounts(_ votes: [String]) -> [Int] {
    let names = [["1", "pink", "rosa"], ["2", "green", "verde"], ["3", "blue", "azul"]]
    return names.map { accepted in votes.filter { accepted.contains($0) }.count }
  }

  /// The lines of the last full screen the presenter drew (after the last clear).
  static func lastScreen(_ output: String) -> [String] {
    let last = output.components(separatedBy: "\u{1B}[2J").last ?? output
    return last.replacingOccurrences(of: "\r", with: "").components(separatedBy: "\n")
  }
}
