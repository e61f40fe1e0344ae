import Foundation
import ServerHarness
import Testing

/// Nothing recorded is ever lost: the binary killed at random points, on a full disk, on a
/// read-only disk and with several writers at once.
@Suite(.serialized) struct DataSafetyTests {
  static let fixture = IdlabBinary.repositoryRoot
    .appendingPathComponent("Tests/EndToEndTests/Fixtures/course").path
  /// The grade lines the fixture's two questions print (both answers are right).
  static let gradeMarker = "✓ right"
  /// Both answers of the fixture lesson `tiny`.
  static let answers = "green\n2\n"

  /// Attempts in the gradebook of `state`, read through `idlab progress --export`.
  static func attempts(state: URL) throws -> Int {
    let file = state.appendingPathComponent("export-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try IdlabBinary.run(
      ["--lessons", fixture, "progress", "--export", file.path], state: state)
    #expect(result.status == 0, "\(result.standardError)")
    let data = try Data(contentsOf: file)
    let document = (try JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:]
    return (document["attempts"] as? [[String: Any]])?.count ?? -1
  }

  /// Answers the fixture lesson in `runs` fresh states, sends `signal` at a seeded moment
  /// (below `maxDelay` microseconds after the answers), and expects every grade shown to be
  /// recorded. `started` runs once idlab is running, `ended` once it has exited.
  static func answerAndSignal(
    _ signal: Int32, runs: Int, seed: UInt64, maxDelay: UInt64,
    started: (Process) -> Void = { _ in }, ended: (Process) -> Void = { _ in }
  ) throws {
    var points = SplitMix64(seed: seed)  // the same moments on every run
    for run in 0..<runs {
      let state = IdlabBinary.temporaryFolder()
      defer { try? FileManager.default.removeItem(at: state) }
      let running = try IdlabBinary.start(["--lessons", fixture, "lesson", "tiny"], state: state)
      let (process, output) = (running.process, running.output)
      started(process)
      running.input.fileHandleForWriting.write(Data(answers.utf8))
      usleep(useconds_t(points.next() % maxDelay))
      kill(process.processIdentifier, signal)
      process.waitUntilExit()
      ended(process)
      let shown =
        String(
          decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self
        ).components(separatedBy: gradeMarker).count - 1
      let recorded = try attempts(state: state)
      #expect(recorded >= shown, "run \(run): \(shown) grades shown, \(recorded) recorded")
    }
  }

  @Test func killedAtFiftyRandomPointsNoShownGradeIsLost() throws {
    try Self.answerAndSignal(SIGKILL, runs: 50, seed: 0x15_15_15, maxDelay: 1_500_000)
  }

  @Test func severalWritersAtOnceLoseNothing() throws {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let inputFile = state.appendingPathComponent("answers")
    try Data(Self.answers.utf8).write(to: inputFile)
    var processes: [Process] = []
    for _ in 0..<8 {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: IdlabBinary.path)
      process.arguments = ["--lessons", Self.fixture, "lesson", "tiny"]
      process.environment = IdlabBinary.environment(state: state)
      process.standardInput = try FileHandle(forReadingFrom: inputFile)
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      processes.append(process)
    }
    for process in processes {
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
    }
    #expect(try Self.attempts(state: state) == 16)
  }

  // MARK: - Small and read-only disks (root only: they mount a tmpfs)

  static let canMount = getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/bin/mount")

  /// Runs `mount`/`umount` with `arguments`; whether it succeeded.
  @discardableResult
  /// A file-size limit (`ulimit -f`, as a quota sets) below what the next answer writes: the
  /// course says the disk is full, in the learner's language, instead of dying of SIGXFSZ, and
  /// the answers recorded before are all there (issue #32).
  @Test(arguments: [("en", "the disk is full"), ("es", "el disco está lleno")])
  func aFileSizeLimitIsReportedAsAFullDisk(_ language: String, _ expected: String) throws {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let first = try IdlabBinary.run(
      ["--lessons", Self.fixture, "lesson", "tiny"], input: "green\n", state: state)
    #expect(first.status == 0, "\(first.standardError)")
    // 4 blocks of 512 bytes: less than one page of the write-ahead log.
    let limited = try HarnessProcess.run(
      "/bin/sh",
      [
        "-c", "ulimit -f 4; exec \"$0\" \"$@\"", IdlabBinary.path, "--lang", language,
        "--lessons", Self.fixture, "lesson", "tiny",
      ], environment: IdlabBinary.environment(state: state), input: Self.answers, timeout: 60)
    #expect(limited.status == 0 || limited.status == 1, "\(limited.status): \(limited.text)")
    #expect(limited.text.contains(expected), "\(limited.text)")
    #expect(try Self.attempts(state: state) == 1)
  }

  static func mount(_ tool: String, _ arguments: [String]) throws -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/\(tool)")
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  /// A tmpfs of `kilobytes` at a new folder, unmounted by `body`'s end.
  static func withSmallDisk(kilobytes: Int, _ body: (URL) throws -> Void) throws {
    let folder = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try #require(
      try mount("mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", folder.path]))
    defer { _ = try? mount("umount", [folder.path]) }
    try body(folder)
  }

  @Test(.enabled(if: canMount)) func aFullDiskIsReportedAndDamagesNothing() throws {
    try Self.withSmallDisk(kilobytes: 512) { disk in
      let first = try IdlabBinary.run(
        ["--lessons", Self.fixture, "lesson", "tiny"], input: "green\n", state: disk)
      #expect(first.status == 0, "\(first.standardError)")
      // Fill the disk, leaving a few bytes, and answer again.
      let filler = disk.appendingPathComponent("filler")
      _ = FileManager.default.createFile(atPath: filler.path, contents: nil)
      let handle = try FileHandle(forWritingTo: filler)
      let block = Data(count: 4096)
      while (try? handle.write(contentsOf: block)) != nil {}
      try handle.close()
      let full = try IdlabBinary.run(
        ["--lessons", Self.fixture, "lesson", "tiny"],
        input: "green\n2\n", environment: ["IDLAB_LANG": "es"], state: disk)
      #expect(full.status == 0 || full.status == 1, "\(full.standardError)")
      #expect(
        full.standardError.contains("no se pudo guardar el progreso"), "\(full.standardError)")
      try FileManager.default.removeItem(at: filler)
      #expect(try Self.attempts(state: disk) >= 1)
    }
  }

  @Test(.enabled(if: canMount)) func aReadOnlyDiskIsReportedAndDamagesNothing() throws {
    try Self.withSmallDisk(kilobytes: 4096) { disk in
      let first = try IdlabBinary.run(
        ["--lessons", Self.fixture, "lesson", "tiny"], input: "green\n", state: disk)
      #expect(first.status == 0, "\(first.standardError)")
      try #require(try Self.mount("mount", ["-o", "remount,ro", disk.path]))
      let readOnly = try IdlabBinary.run(
        ["--lessons", Self.fixture, "lesson", "tiny"], input: "green\n2\n", state: disk)
      #expect(readOnly.status == 0 || readOnly.status == 1, "\(readOnly.standardError)")
      #expect(
        readOnly.standardError.contains("progress could not be saved"), "\(readOnly.standardError)")
      try #require(try Self.mount("mount", ["-o", "remount,rw", disk.path]))
      #expect(try Self.attempts(state: disk) == 1)
    }
  }
}
