import Foundation
import Testing

/// Ctrl-C during long work (`sim`, `check`, `quiz check`, answering a lesson): one translated
/// line, exit status 130, and nothing recorded lost. The signal is sent by the test, once the
/// binary has installed its handler (read from `/proc`), so no case depends on timing.
@Suite(.serialized) struct InterruptionTests {
  static let message = ["en": "interrupted (Ctrl-C)\n", "es": "interrumpido (Ctrl-C)\n"]

  /// Waits (at most 30 s) until process `pid` catches SIGINT: its handler is installed.
  static func waitUntilCatchingInterrupt(_ pid: Int32) -> Bool {
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline {
      let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
      if let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
        let mask = UInt64(
          line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces),
          radix: 16),
        mask & (1 << (UInt64(SIGINT) - 1)) != 0
      {
        return true
      }
      usleep(5_000)
    }
    return false
  }

  /// Starts idlab with `arguments`, sends SIGINT once it catches it, and returns its status
  /// and standard error.
  static func interrupt(_ arguments: [String], state: URL) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: IdlabBinary.path)
    process.arguments = arguments
    process.environment = IdlabBinary.environment(state: state)
    let errors = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let caught = waitUntilCatchingInterrupt(process.processIdentifier)
    #expect(caught, "idlab never installed its SIGINT handler")
    kill(process.processIdentifier, caught ? SIGINT : SIGKILL)
    let text = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  /// A scene that never ends within its (raised) step budget.
  static let endless = """
    import SwiftUI

    func spin() -> Int {
      var n = 0
      while true { n += 1 }
      return n
    }

    struct V: View {
      var body: some View {
        Text("\\(spin())")
      }
    }

    """

  @Test(arguments: ["en", "es"]) func simStopsWithStatus130(_ language: String) throws {
    let folder = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("endless.swift")
    try Data(Self.endless.utf8).write(to: scene)
    let (status, errors) = try Self.interrupt(
      ["--lang", language, "sim", scene.path, "--budget", "steps=1000000000000000"],
      state: folder)
    #expect(status == 130)
    #expect(errors == Self.message[language])
  }

  /// `check` and `quiz check` over the repository's course and quizzes: seconds of work,
  /// interrupted as soon as the handler is in place.
  @Test(arguments: ["en", "es"]) func checkAndQuizCheckStopWithStatus130(_ language: String)
    throws
  {
    let folder = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let root = IdlabBinary.repositoryRoot
    for arguments in [
      ["check", root.appendingPathComponent("Lessons").path],
      ["quiz", "check", root.appendingPathComponent("Quizzes").path],
    ] {
      let (status, errors) = try Self.interrupt(["--lang", language] + arguments, state: folder)
      #expect(status == 130, "\(arguments)")
      #expect(errors == Self.message[language], "\(arguments)")
    }
  }

  @Test func ctrlCWhileAnsweringLosesNoShownGrade() throws {
    try DataSafetyTests.answerAndSignal(
      SIGINT, runs: 10, seed: 0x130_130, maxDelay: 300_000,
      started: { #expect(Self.waitUntilCatchingInterrupt($0.processIdentifier)) },
      ended: { #expect([0, 130].contains($0.terminationStatus)) })
  }
}
