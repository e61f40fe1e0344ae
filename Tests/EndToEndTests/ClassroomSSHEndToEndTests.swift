import Foundation
import ServerHarness
import Testing

/// Exams over OpenSSH: a real sshd on 127.0.0.1 with `authorized_keys` lines in the form
/// `idlab quiz roster authorized-keys` prints. A student's key runs that student's quiz and
/// nothing else, whatever command the client asks for.
@Suite(
  .serialized,
  .enabled(
    if: ThrowawaySSHD.unavailableReason == nil,
    "sshd tests skipped: no sshd or ssh (sudo apt-get install -y openssh-server openssh-client)"))
struct ClassroomSSHEndToEndTests {
  /// A file standing for a quiz with its answer keys, which no student may read.
  static let secret = "ANSWER-KEY-7f3a"

  /// The forced-command line for `student`, with idlab's state in `state`.
  static func forcedLine(_ key: ThrowawaySSHD.ClientKey, student: String, state: URL) -> String {
    let program = "env HOME=\(state.path) XDG_STATE_HOME=\(state.path) \(IdlabBinary.path)"
    return "restrict,pty,command=\"\(program) quiz take checkpoint --student \(student)\" "
      + key.publicKey
  }

  /// A server, a secret file, and two students' keys.
  static func classroom() throws -> (ThrowawaySSHD, URL, ThrowawaySSHD.ClientKey, URL) {
    let sshd = try ThrowawaySSHD()
    let secretFile = sshd.folder.appendingPathComponent("exam-keys.md")
    _ = FileManager.default.createFile(atPath: secretFile.path, contents: Data(Self.secret.utf8))
    let state = sshd.folder.appendingPathComponent("state")
    try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
    return (sshd, secretFile, try sshd.makeClientKey("alice"), state)
  }

  /// What a client tries instead of the quiz.
  static func attempts(secretFile: URL) -> [String?] {
    [
      nil, "bash", "echo SHELL-$((6*7))", "cat \(secretFile.path)",
      "sh -c 'cat \(secretFile.path); echo SHELL-$((6*7))'",
      "\(IdlabBinary.path) sim \(secretFile.path)",
      "\(IdlabBinary.path) quiz take checkpoint --student bruno",
    ]
  }

  @Test func withoutAForcedCommandTheSameAttemptsSucceed() throws {
    // The control: the harness can see a shell and a file when they are there, so the
    // refusals below mean something.
    let (sshd, secretFile, alice, _) = try Self.classroom()
    defer { sshd.stop() }
    try sshd.setAuthorizedKeys([alice.publicKey])
    let shell = try sshd.ssh(key: alice, command: "echo SHELL-$((6*7))", tty: false)
    #expect(shell.text.contains("SHELL-42"), "\(shell.text)")
    let file = try sshd.ssh(key: alice, command: "cat \(secretFile.path)", tty: true)
    #expect(file.text.contains(Self.secret), "\(file.text)")
  }

  @Test(arguments: [false, true])
  func aForcedKeyGetsTheQuizNeverAShellOrAFile(tty: Bool) throws {
    let (sshd, secretFile, alice, state) = try Self.classroom()
    defer { sshd.stop() }
    try sshd.setAuthorizedKeys([Self.forcedLine(alice, student: "alice", state: state)])
    for command in Self.attempts(secretFile: secretFile) {
      let output = try sshd.ssh(key: alice, command: command, tty: tty, input: "\u{4}")
      let label = "ssh \(command ?? "(no command)") tty=\(tty)"
      #expect(!output.text.contains("SHELL-42"), "\(label): \(output.text)")
      #expect(!output.text.contains(Self.secret), "\(label): \(output.text)")
      #expect(!output.text.contains("bruno"), "\(label): \(output.text)")
      #expect(output.text.lowercased().contains("quiz"), "\(label): \(output.text)")
    }
  }

  @Test func aKeyThatIsNotOnTheRosterIsRefused() throws {
    let (sshd, _, alice, state) = try Self.classroom()
    defer { sshd.stop() }
    let stranger = try sshd.makeClientKey("stranger")
    try sshd.setAuthorizedKeys([Self.forcedLine(alice, student: "alice", state: state)])
    let output = try sshd.ssh(key: stranger, command: "echo SHELL-$((6*7))", tty: false)
    #expect(output.status == 255)
    #expect(!output.text.contains("SHELL-42"))
  }
}
