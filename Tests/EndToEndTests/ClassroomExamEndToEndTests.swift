import Foundation
import ServerHarness
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A whole exam over OpenSSH: a real sshd on 127.0.0.1, a roster of 30 generated keys
/// imported with `idlab quiz roster import`, the `authorized_keys` lines of `idlab quiz roster
/// authorized-keys`, and 30 students at once through `ssh -tt` (pseudo-terminals), half in
/// English and half in Spanish, answering every item of the example quiz in `Quizzes/`.
@Suite(
  .serialized,
  .enabled(
    if: ThrowawaySSHD.unavailableReason == nil,
    "ssh exam test skipped: sshd cannot run here (sudo apt-get install -y openssh-server)"))
struct ClassroomExamEndToEndTests {
  static let quiz = "identity-checkpoint"
  static let items = 9

  /// One student: an id, the roster's language (nil: the `LANG` the client sends).
  struct Student: Sendable {
    var id: String
    var rosterLanguage: String?
    var clientLanguage: String?
    var language: String { rosterLanguage ?? String(clientLanguage?.prefix(2) ?? "en") }
  }

  /// s00–s09 English and s10–s19 Spanish from the roster; s20–s24 English and s25–s29
  /// Spanish from the `LANG` their client sends (SendEnv, AcceptEnv).
  static let students: [Student] = (0..<30).map { index in
    let id = String(format: "s%02d", index)
    switch index {
    case 0..<10: return Student(id: id, rosterLanguage: "en")
    case 10..<20: return Student(id: id, rosterLanguage: "es")
    case 20..<25: return Student(id: id, clientLanguage: "en_US.UTF-8")
    default: return Student(id: id, clientLanguage: "es_ES.UTF-8")
    }
  }

  /// What the screen says, per language.
  static func header(_ number: Int, _ language: String) -> String {
    language == "es" ? "Ítem \(number) de \(items)" : "Item \(number) of \(items)"
  }
  static func prompt(_ number: Int) -> String { "\(number)/\(items)> " }
  static func submitQuestion(_ language: String) -> String {
    language == "es" ? "¿entregar? s/n>" : "submit? y/n>"
  }
  static func submitted(_ language: String) -> String {
    language == "es" ? "Entregado." : "Submitted."
  }

  /// The global settings of docs/classroom.md's sshd recipe (section 3: the lines of its
  /// `sshd_config` block before `Match`).
  static func recipeSettings() throws -> [String] {
    let text = try String(
      contentsOf: IdlabBinary.repositoryRoot.appendingPathComponent("docs/classroom.md"),
      encoding: .utf8)
    guard let section = text.range(of: "## 3. sshd settings"),
      let open = text.range(of: "```\n", range: section.upperBound..<text.endIndex),
      let close = text.range(of: "```", range: open.upperBound..<text.endIndex)
    else { return [] }
    return text[open.upperBound..<close.lowerBound].split(separator: "\n")
      .prefix { !$0.hasPrefix("Match") }.map(String.init).filter { !$0.isEmpty }
  }

  @Test func thirtyStudentsTakeTheExamAtOnceOverSSH() throws {
    // The server runs the recipe's global settings: a class connecting in the same second.
    let recipe = try Self.recipeSettings()
    #expect(recipe.contains { $0.hasPrefix("MaxStartups") }, "\(recipe)")
    let sshd = try ThrowawaySSHD(settings: recipe)
    defer { sshd.stop() }  // the test stops sshd itself
    let state = sshd.folder.appendingPathComponent("state")
    try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
    let environment = [
      "IDLAB_GRADEBOOK": state.appendingPathComponent("class.sqlite").path,
      "XDG_STATE_HOME": state.path, "HOME": state.path,
    ]

    // The roster: 30 generated keys, imported by idlab, turned into authorized_keys lines.
    var keys: [String: ThrowawaySSHD.ClientKey] = [:]
    var csv = "id,name,ssh public key,extra time,language\n"
    for student in Self.students {
      let key = try sshd.makeClientKey(student.id)
      keys[student.id] = key
      csv +=
        "\(student.id),Student \(student.id),\(key.publicKey),,\(student.rosterLanguage ?? "")\n"
    }
    let rosterFile = sshd.folder.appendingPathComponent("roster.csv")
    try Data(csv.utf8).write(to: rosterFile)
    let imported = try IdlabBinary.run(
      ["quiz", "roster", "import", rosterFile.path], environment: environment, state: state)
    #expect(imported.status == 0, "\(imported.standardError)")
    let program =
      "env HOME=\(state.path) XDG_STATE_HOME=\(state.path) "
      + "IDLAB_GRADEBOOK=\(environment["IDLAB_GRADEBOOK"] ?? "") \(IdlabBinary.path)"
    let lines = try IdlabBinary.run(
      ["quiz", "roster", "authorized-keys", Self.quiz, "--command", program],
      environment: environment, state: state)
    let authorized = lines.standardOutput.split(separator: "\n").map(String.init)
    #expect(authorized.count == 30, "\(lines.standardError)")
    try sshd.setAuthorizedKeys(authorized)

    // 30 students at once; s00 loses its connection after three answers and comes back.
    let transcripts = Transcripts()
    let group = DispatchGroup()
    let clientKeys = keys
    for student in Self.students {
      group.enter()
      Thread.detachNewThread {
        defer { group.leave() }
        guard let key = clientKeys[student.id] else { return }
        transcripts.set(student.id, Self.sit(student, key: key, sshd: sshd))
      }
    }
    #expect(group.wait(timeout: .now() + 150) == .success, "every student finished in time")

    // Every attempt recorded exactly once: one take each, nine answers each, one per item.
    let report = try IdlabBinary.run(
      ["quiz", "report", Self.quiz, "--format", "json", "--attempts"], environment: environment,
      state: state)
    let answers =
      (try JSONSerialization.jsonObject(with: Data(report.standardOutput.utf8)) as? [[String: Any]])
      ?? []
    #expect(answers.count == 30 * Self.items, "\(report.standardError)")
    for student in Self.students {
      let mine = answers.filter { $0["student"] as? String == student.id }
      #expect(mine.count == Self.items, "\(student.id)")
      #expect(Set(mine.compactMap { $0["item"] as? String }).count == Self.items, "\(student.id)")
      #expect(mine.allSatisfy { $0["take"] as? Int == 1 }, "\(student.id)")
      #expect(mine.allSatisfy { $0["language"] as? String == student.language }, "\(student.id)")
      let sat = transcripts.get(student.id)
      #expect(sat.finished, "\(student.id) did not finish: \(sat.text.suffix(600))")
    }

    // No student saw another's variant: the n-th item block on each screen belongs to the
    // n-th answer of that student's plan; the same (language, item, variant) reads the same
    // everywhere, and another variant of an item never reads like it.
    var seen: [String: [String: String]] = [:]  // "language item" → variant → block
    for student in Self.students {
      let mine = answers.filter { $0["student"] as? String == student.id }
        .sorted { ($0["id"] as? Int ?? 0) < ($1["id"] as? Int ?? 0) }
      let blocks = transcripts.get(student.id).blocks
      for (index, answer) in mine.enumerated() where index < blocks.count {
        let item = "\(student.language) \(answer["item"] as? String ?? "")"
        let variant = String(answer["variant"] as? Int ?? -1)
        if let earlier = seen[item]?[variant] {
          #expect(earlier == blocks[index], "\(student.id) item \(index + 1), variant \(variant)")
        }
        seen[item, default: [:]][variant] = blocks[index]
      }
    }
    for (item, variants) in seen {
      #expect(Set(variants.values).count == variants.count, "\(item): two variants read alike")
    }
    #expect(seen.values.contains { $0.count > 1 }, "the plans drew different variants")

    // The student who lost the connection came back to the same item with the same variant.
    let resumed = transcripts.get("s00")
    #expect(resumed.text.contains("Welcome back: 3 of 9 answered."), "\(resumed.text.suffix(800))")
    #expect(resumed.blockBeforeDrop != nil && resumed.blockBeforeDrop == resumed.blocks[safe: 3])

    // A student's key gets the quiz (already submitted) whatever it asks for; never a shell,
    // never a file, never someone else's quiz.
    let quizFile = IdlabBinary.repositoryRoot.appendingPathComponent("Quizzes/en/\(Self.quiz).md")
    for command in [
      "bash", "echo SHELL-$((6*7))", "cat \(quizFile.path)",
      "\(IdlabBinary.path) quiz take \(Self.quiz) --student s02",
    ] {
      let key = try #require(keys["s01"])
      let output = try sshd.ssh(key: key, command: command, tty: true, input: "\u{4}")
      // On the terminal the quiz id is shown as code (cyan), as the course shows code.
      #expect(
        output.text.contains("You submitted \u{1B}[36m\(Self.quiz)\u{1B}[0m at "),
        "\(command): \(output.text)")
      #expect(!output.text.contains("SHELL-42"), "\(command): \(output.text)")
      #expect(!output.text.contains("param:"), "\(command): \(output.text)")
      #expect(!output.text.contains("s02"), "\(command): \(output.text)")
    }
  }

  /// Takes the whole exam as `student` through `ssh -tt`; for s00, drops the connection
  /// (kills the client) after the third answer and reconnects.
  static func sit(_ student: Student, key: ThrowawaySSHD.ClientKey, sshd: ThrowawaySSHD)
    -> Transcript
  {
    var transcript = Transcript()
    let language = student.language
    var session = try? SSHSession(student: student, key: key, sshd: sshd)
    if session == nil { transcript.text += "[ssh did not start]" }
    var number = 1
    while number <= items, let current = session {
      guard let block = current.block(number, language: language) else {
        transcript.text += current.text + "[no item \(number)]"
        return transcript
      }
      if student.id == "s00", number == 4, transcript.blockBeforeDrop == nil {
        transcript.blockBeforeDrop = block
        transcript.text += current.text
        current.kill()
        transcript.text += "[connection dropped]"
        session = try? SSHSession(student: student, key: key, sshd: sshd)
        if session == nil { transcript.text += "[ssh did not start again]" }
        continue
      }
      transcript.blocks.append(block)
      current.type(answer(to: block) + "\r")
      number += 1
    }
    guard let current = session, current.wait(for: submitQuestion(language)) else {
      transcript.text += session?.text ?? ""
      return transcript
    }
    current.type((language == "es" ? "s" : "y") + "\r")
    transcript.finished = current.wait(for: submitted(language))
    current.end()
    transcript.text += current.text
    return transcript
  }

  /// A valid answer to the item shown in `block`, by the kind its header names: the first
  /// choice's words for a choice.
  static func answer(to block: String) -> String {
    let header = block.prefix(45)  // "Item 9 of 9 · 1 pt · a whole number", and a little more
    if header.contains("whole number") || header.contains("número entero") { return "0" }
    if header.contains("yes or no") || header.contains("sí o no") { return "no" }
    if header.contains("one value") || header.contains("un valor") { return "Aurora" }
    guard let first = block.range(of: " 1. ", options: .backwards) else { return "1" }
    let rest = block[first.upperBound...]
    let end = rest.range(of: " 2. ")?.lowerBound ?? rest.endIndex
    return String(rest[..<end]).trimmingCharacters(in: .whitespaces)
  }

  /// What one student's screens showed.
  struct Transcript: Sendable {
    var text = ""
    /// Each item's block (header to prompt, without escapes, spaces collapsed), in order.
    var blocks: [String] = []
    /// s00's fourth item as shown before the connection dropped.
    var blockBeforeDrop: String?
    var finished = false
  }

  /// The transcripts, written by the students' threads.
  final class Transcripts: @unchecked Sendable {
    private let lock = NSLock()
    private var byStudent: [String: Transcript] = [:]
    func set(_ id: String, _ transcript: Transcript) {
      lock.withLock { byStudent[id] = transcript }
    }
    func get(_ id: String) -> Transcript { lock.withLock { byStudent[id] ?? Transcript() } }
  }

  /// One `ssh -tt` client with pipes, read by a thread of its own; waits on its output.
  final class SSHSession: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let condition = NSCondition()
    private var buffer = ""
    private var answeredPauses = 0

    init(student: Student, key: ThrowawaySSHD.ClientKey, sshd: ThrowawaySSHD) throws {
      let send = student.clientLanguage == nil ? [] : ["LANG"]
      let arguments = try sshd.sshArguments(
        key: key, command: nil, tty: true, sendEnvironment: send)
      process.executableURL = URL(fileURLWithPath: arguments[0])
      process.arguments = Array(arguments.dropFirst())
      var environment = ["PATH": "/usr/bin:/bin", "HOME": sshd.folder.path]
      if let language = student.clientLanguage { environment["LANG"] = language }
      process.environment = environment
      process.standardInput = input
      process.standardOutput = output
      process.standardError = output
      try process.run()
      let handle = output.fileHandleForReading
      Thread.detachNewThread { [self] in
        while true {
          let chunk = handle.availableData
          condition.lock()
          if chunk.isEmpty {
            buffer += "\u{0}"  // end of output
          } else {
            buffer += String(decoding: chunk, as: UTF8.self)
          }
          // A long screen pauses for a key; these students read everything at once.
          let paused = Pager.isPaused(buffer) && Pager.pauses(buffer) > answeredPauses
          if paused { answeredPauses = Pager.pauses(buffer) }
          condition.broadcast()
          condition.unlock()
          if paused { input.fileHandleForWriting.write(Data("q".utf8)) }
          if chunk.isEmpty { return }
        }
      }
    }

    /// Everything received, escapes and carriage returns removed.
    var text: String { condition.withLock { Self.plain(buffer) } }

    static func plain(_ raw: String) -> String {
      Pager.withoutPauses(raw).replacingOccurrences(
        of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression
      )
      .replacingOccurrences(of: "\r", with: "")
    }

    /// Waits (at most `timeout` seconds) until the output holds `text`; false if it ends first.
    func wait(for text: String, timeout: TimeInterval = 60) -> Bool {
      let deadline = Date().addingTimeInterval(timeout)
      condition.lock()
      defer { condition.unlock() }
      while !Self.plain(buffer).contains(text) {
        if buffer.contains("\u{0}") || !condition.wait(until: deadline) { return false }
      }
      return true
    }

    /// The block of item `number` once its prompt is shown, or nil if it never comes.
    func block(_ number: Int, language: String) -> String? {
      let header = ClassroomExamEndToEndTests.header(number, language)
      let prompt = ClassroomExamEndToEndTests.prompt(number)
      let deadline = Date().addingTimeInterval(60)
      condition.lock()
      defer { condition.unlock() }
      while true {
        let plain = Self.plain(buffer)
        if let start = plain.range(of: header, options: .backwards),
          let end = plain.range(of: prompt, range: start.upperBound..<plain.endIndex)
        {
          let words = plain[start.lowerBound..<end.lowerBound].split(whereSeparator: \.isWhitespace)
          // Drop the prompt's own first word ("quiz", "cuestionario").
          return words.dropLast().joined(separator: " ")
        }
        if buffer.contains("\u{0}") || !condition.wait(until: deadline) { return nil }
      }
    }

    func type(_ text: String) {
      input.fileHandleForWriting.write(Data(text.utf8))
    }

    /// The dropped connection: the client dies at once.
    func kill() {
      Glibc.kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }

    /// Waits for the client to exit after the quiz ended (closing its input first).
    func end() {
      try? input.fileHandleForWriting.close()
      process.waitUntilExit()
    }
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
