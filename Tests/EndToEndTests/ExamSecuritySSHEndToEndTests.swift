import Foundation
import ServerHarness
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A student at the exam prompt over real OpenSSH, with the forced-command lines `idlab quiz
/// roster authorized-keys` prints, on a pseudo-terminal of the test's own (so the window size
/// is the student's to choose): no key, signal, window size or second connection shows an
/// answer key, changes a submitted take or crashes idlab. On SQLite and on PostgreSQL.
@Suite(
  .serialized,
  .enabled(
    if: ThrowawaySSHD.unavailableReason == nil,
    "ssh exam security tests skipped: no sshd (sudo apt-get install -y openssh-server)"))
struct ExamSecuritySSHEndToEndTests {
  typealias Session = PseudoTerminalEndToEndTests.PseudoTerminalSession
  static let quiz = "identity-checkpoint"

  /// Where the gradebook lives.
  enum Backend: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case sqlite, postgres
    var testDescription: String { rawValue }
    static var available: [Backend] {
      ThrowawayPostgres.unavailableReason == nil ? [.sqlite, .postgres] : [.sqlite]
    }
  }

  /// What the Swift runtime's backtracer prints, and what a crash looks like: none may appear.
  static let crashMarkers = [
    "Press space to interact", "Program crashed", "Backtracing", "Crash", "💣", ">>>",
    "Segmentation fault", "Floating point exception", "internal error",
  ]

  /// A classroom: sshd, a roster of one student imported by idlab, idlab's own
  /// `authorized_keys` lines, and the instructor's environment for reports.
  struct Classroom {
    let sshd: ThrowawaySSHD
    let key: ThrowawaySSHD.ClientKey
    let instructor: [String: String]
    let state: URL

    init(_ backend: Backend) throws {
      sshd = try ThrowawaySSHD()
      state = sshd.folder.appendingPathComponent("state")
      try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
      let store =
        backend == .postgres
        ? try ThrowawayPostgres.shared.get().makeDatabase()
        : state.appendingPathComponent("class.sqlite").path
      instructor = ["IDLAB_STORE": store, "XDG_STATE_HOME": state.path, "HOME": state.path]
      key = try sshd.makeClientKey("alice")
      let roster = sshd.folder.appendingPathComponent("roster.csv")
      try Data("alice,Alice,\(key.publicKey),,en\n".utf8).write(to: roster)
      let imported = try IdlabBinary.run(
        ["quiz", "roster", "import", roster.path], environment: instructor, state: state)
      #expect(imported.status == 0, "\(imported.standardError)")
      let program =
        "env HOME=\(state.path) XDG_STATE_HOME=\(state.path) 'IDLAB_STORE=\(store)' "
        + IdlabBinary.path
      let lines = try IdlabBinary.run(
        [
          "quiz", "roster", "authorized-keys", ExamSecuritySSHEndToEndTests.quiz, "--command",
          program,
        ],
        environment: instructor, state: state)
      #expect(lines.status == 0, "\(lines.standardError)")
      #expect(lines.standardOutput.contains("SWIFT_BACKTRACE=enable=no"))
      try sshd.setAuthorizedKeys(
        lines.standardOutput.split(separator: "\n").map(String.init))
    }

    /// The student connecting with `ssh -tt` from a window of `rows` × `columns`.
    func connect(rows: UInt16 = 30, columns: UInt16 = 100) throws -> Session {
      let arguments = try sshd.sshArguments(key: key, command: nil, tty: true)
      return try Session(
        arguments: Array(arguments.dropFirst()),
        environment: ["PATH": "/usr/bin:/bin", "HOME": sshd.folder.path], columns: columns,
        rows: rows, program: arguments[0])
    }

    /// Every recorded answer, as the instructor's report gives them: `item=answer`.
    func answers() throws -> [String] {
      let report = try IdlabBinary.run(
        ["quiz", "report", ExamSecuritySSHEndToEndTests.quiz, "--attempts", "--format", "json"],
        environment: instructor, state: state)
      #expect(report.status == 0, "\(report.standardError)")
      let rows =
        (try? JSONSerialization.jsonObject(with: Data(report.standardOutput.utf8)))
        as? [[String: Any]] ?? []
      return rows.map { "\($0["item"] ?? "?")=\($0["rawAnswer"] ?? "?")" }
    }
  }

  /// Types `answer` and waits for `next`; once more when the store's connection was cut (other
  /// suites end every connection of the shared PostgreSQL cluster to test reconnecting, and
  /// idlab then says the answer was NOT recorded, as it should). Whether `next` came.
  static func answer(_ session: Session, _ answer: String, then next: String) -> Bool {
    let cuts = session.occurrences(of: "NOT recorded")
    session.type(answer + "\r")
    let reached = session.waitFor(timeout: 20) {
      $0.contains(next) || $0.components(separatedBy: "NOT recorded").count - 1 > cuts
    }
    guard reached, !session.screen.contains(next) else { return reached }
    session.type(answer + "\r")
    return session.waitFor(next, timeout: 20)
  }

  static func expectNoCrash(_ session: Session, _ label: String) {
    for marker in crashMarkers {
      #expect(!session.screen.contains(marker), "\(label): \(marker) in\n\(session.screen)")
    }
  }

  @Test(arguments: Backend.available)
  func ctrlBackslashAndCtrlZAtTheExamPromptDoNothing(_ backend: Backend) throws {
    let classroom = try Classroom(backend)
    defer { classroom.sshd.stop() }
    let session = try classroom.connect()
    #expect(session.waitFor("1/9> ", timeout: 30), "\(session.screen)")
    session.type("\u{1C}")  // Ctrl-\: SIGQUIT
    session.type("\u{1A}")  // Ctrl-Z: SIGTSTP
    session.type("\u{1C}")
    session.waitFor(timeout: 2) { _ in false }
    #expect(Self.answer(session, "7", then: "2/9> "), "still at the prompt:\n\(session.screen)")
    #expect(session.screen.contains("recorded: 7"))
    session.type("\u{4}")
    #expect(session.waitFor("saved", timeout: 20))
    Self.expectNoCrash(session, "Ctrl-\\ and Ctrl-Z")
    let answers = try classroom.answers()
    #expect(answers.count == 1, "\(answers)")
    #expect(answers.first?.hasSuffix("=7") == true, "\(answers)")
  }

  @Test(arguments: Backend.available)
  func aOneRowTwoColumnWindowWithTabAndUpIsSafe(_ backend: Backend) throws {
    let classroom = try Classroom(backend)
    defer { classroom.sshd.stop() }
    let session = try classroom.connect(rows: 1, columns: 2)
    #expect(session.waitFor("1/9> ", timeout: 30), "\(session.screen)")
    #expect(session.screen.contains("the window is 2×1"), "\(session.screen)")
    // An answer first, so Up has a line of history to draw.
    #expect(Self.answer(session, "7", then: "2/9> "), "still at the prompt:\n\(session.screen)")
    // Tab Tab on `:` lists every command: readline lays the list out for the window.
    let before = session.occurrences(of: ":submit")
    session.type(":\t\t")
    #expect(
      session.waitFor(timeout: 10) { $0.components(separatedBy: ":submit").count - 1 > before },
      "the completions were listed:\n\(session.screen)")
    session.type("\u{15}\u{1B}[A\u{1B}[A\u{1B}[B")  // Ctrl-U, then history up and down
    session.waitFor(timeout: 1) { _ in false }
    let prompts = session.occurrences(of: "2/9> ")
    session.type("\u{15}:items\r")
    #expect(session.waitFor("· 2.", timeout: 20), "still at the prompt:\n\(session.screen)")
    // Ctrl-D once readline reads again: typed between two lines it would be the line
    // discipline's end of file, which nobody reads.
    #expect(session.waitFor("2/9> ", count: prompts + 1, timeout: 20), "\(session.screen)")
    session.type("\u{4}")
    #expect(session.waitFor("saved", timeout: 20), "\(session.screen)")
    Self.expectNoCrash(session, "1×2 window")
    #expect(try classroom.answers().count == 1)
  }

  @Test(arguments: Backend.available)
  func noAnswerCountsAfterTheTakeIsSubmittedInAnotherSession(_ backend: Backend) throws {
    let classroom = try Classroom(backend)
    defer { classroom.sshd.stop() }
    let first = try classroom.connect()
    #expect(first.waitFor("1/9> ", timeout: 30), "\(first.screen)")
    #expect(Self.answer(first, "7", then: "2/9> "), "\(first.screen)")

    // A second connection while the first is open is refused, and records nothing.
    let refused = try classroom.connect()
    #expect(refused.waitFor("open in another session", timeout: 30), "\(refused.screen)")
    #expect(refused.exitStatus(timeout: 20) != nil)
    #expect(!refused.screen.contains("1/9> "))

    // The instructor ends the first session (as for one left behind); a second one takes the
    // take over and submits it while the first is still connected, at its second item.
    let ended = try IdlabBinary.run(
      ["quiz", "end-session", Self.quiz, "--student", "alice"],
      environment: classroom.instructor, state: classroom.state)
    #expect(ended.status == 0, "\(ended.standardError)")
    #expect(ended.standardOutput.contains("ended 1 session of `alice`"), "\(ended.standardOutput)")
    let second = try classroom.connect()
    #expect(second.waitFor("2/9> ", timeout: 30), "\(second.screen)")
    second.type(":submit\r")
    #expect(second.waitFor("submit? y/n>", timeout: 20), "\(second.screen)")
    second.type("y\r")
    #expect(second.waitFor("Submitted.", timeout: 20), "\(second.screen)")
    #expect(second.exitStatus(timeout: 20) == 0)

    // The first session, still open, cannot add or change an answer: it says so and ends.
    first.type(":go 1\r")  // the item answered with a whole number, to change its answer
    #expect(first.waitFor("1/9> ", count: 2, timeout: 20), "\(first.screen)")
    #expect(
      Self.answer(first, "5", then: "submitted or ended in another session"), "\(first.screen)")
    #expect(first.exitStatus(timeout: 20) != nil, "the first session ends")
    first.type("4\r")
    Self.expectNoCrash(first, "first session")
    let answers = try classroom.answers()
    #expect(answers.map { $0.split(separator: "=").last ?? "" } == ["7"], "\(answers)")
  }

  /// A gradebook with a trigger that makes answers vanish is refused when the student starts,
  /// before the first item is shown; without the trigger the same gradebook starts the exam.
  @Test func aGradebookWithAnInsertIgnoringTriggerIsRefusedBeforeTheExamStarts() throws {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let book = state.appendingPathComponent("class.sqlite").path
    let environment = ["IDLAB_STORE": book]
    let take = ["quiz", "take", Self.quiz, "--student", "alice"]
    let plain = try IdlabBinary.run(take, input: "", environment: environment, state: state)
    #expect(plain.standardOutput.contains("Item 1 of 9"), "\(plain.standardError)")
    // The trigger is written by Python's sqlite3 module, not by idlab.
    let python = try HarnessProcess.run(
      "/usr/bin/python3",
      [
        "-c",
        "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute(\"CREATE TRIGGER "
          + "vanish BEFORE INSERT ON quiz_answers BEGIN SELECT RAISE(IGNORE); END\"); c.commit()",
        book,
      ], environment: ["PATH": "/usr/bin:/bin"], input: "", timeout: 30)
    #expect(python.status == 0, "\(python.text)")
    for language in ["en", "es"] {
      let refused = try IdlabBinary.run(
        ["--lang", language] + take, input: "7\n", environment: environment, state: state)
      #expect(refused.status == 1)
      #expect(!refused.standardOutput.contains("1/9"), "\(refused.standardOutput)")
      let expected =
        language == "es"
        ? "las tablas del libro de notas se cambiaron fuera de idlab"
        : "the gradebook's tables were changed outside idlab"
      #expect(refused.standardError.contains(expected), "\(refused.standardError)")
    }
  }

  /// `:lang` under `--student` is the take's (stored with it), never the shared account's: the
  /// next student and the instructor keep their language; the same student's take resumes in
  /// it unless `--lang` says otherwise.
  @Test func langDuringATakeIsTheTakesNotTheAccounts() throws {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let environment = ["IDLAB_STORE": state.appendingPathComponent("class.sqlite").path]
    func take(_ student: String, _ input: String, _ flags: [String] = []) throws -> String {
      try IdlabBinary.run(
        flags + ["quiz", "take", Self.quiz, "--student", student], input: input,
        environment: environment, state: state
      ).standardOutput
    }
    #expect(try take("ana", ":lang es\n").contains("Ítem 1 de 9"))
    #expect(try take("bruno", "").contains("Item 1 of 9"), "the next student: English")
    let help = try IdlabBinary.run(["help"], environment: environment, state: state)
    #expect(help.standardOutput.contains("Usage:"), "the account stays English")
    #expect(try take("ana", "").contains("Ítem 1 de 9"), "ana's take resumes in Spanish")
    #expect(try take("ana", "", ["--lang", "en"]).contains("Item 1 of 9"), "--lang wins")
  }
}
