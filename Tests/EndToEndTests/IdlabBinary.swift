@_exported import Basics
import Foundation
@_exported import IdlabTestSupport

/// Finds and runs the built `idlab` binary for end-to-end tests.
///
/// The binary is `IDLAB_BINARY` when set (the Makefile sets it), else the `idlab` next to the
/// running test bundle (same build folder), else `.build/debug/idlab` in the repository.
enum IdlabBinary {
  /// The repository root (see IdlabTestSupport).
  static let repositoryRoot = IdlabTestSupport.repositoryRoot

  static var path: String {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["IDLAB_BINARY"], !path.isEmpty { return path }
    var candidates: [URL] = []
    if let testBinary = CommandLine.arguments.first {
      var folder = URL(fileURLWithPath: testBinary).deletingLastPathComponent()
      for _ in 0..<4 {
        candidates.append(folder.appendingPathComponent("idlab"))
        folder = folder.deletingLastPathComponent()
      }
    }
    candidates.append(repositoryRoot.appendingPathComponent(".build/debug/idlab"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }?.path
      ?? repositoryRoot.appendingPathComponent(".build/debug/idlab").path
  }

  /// The result of one run.
  struct Result {
    var status: Int32
    var standardOutput: String
    var standardError: String
    var timedOut: Bool
  }

  /// A fresh, empty folder for state (`XDG_STATE_HOME`) and `HOME`.
  static func temporaryFolder() -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("idlab-e2e-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A fresh folder holding a project: each file name with its text (the caller removes it).
  static func project(_ files: [String: String]) throws -> URL {
    let root = temporaryFolder()
    for (name, text) in files {
      let file = root.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    return root
  }

  /// A clean environment: no locale, no colour settings, state in `state`.
  static func environment(state: URL, extra: [String: String] = [:]) -> [String: String] {
    var environment = [
      "PATH": "/usr/bin:/bin", "HOME": state.path, "XDG_STATE_HOME": state.path,
      "TERM": "xterm",
    ]
    environment.merge(extra) { $1 }
    return environment
  }

  /// A running idlab with pipes on standard input and output (standard error discarded, or
  /// sent to the output), for tests that write answers while it runs or kill it part-way.
  struct Running {
    var process: Process
    var input: Pipe
    var output: Pipe
  }

  /// Starts idlab with `arguments`, state in `state` and `extra` variables; its standard error
  /// goes to the output pipe when `errorsToOutput`.
  static func start(
    _ arguments: [String], state: URL, environment extra: [String: String] = [:],
    errorsToOutput: Bool = false
  ) throws -> Running {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.environment = environment(state: state, extra: extra)
    let running = Running(process: process, input: Pipe(), output: Pipe())
    process.standardInput = running.input
    process.standardOutput = running.output
    process.standardError = errorsToOutput ? running.output : FileHandle.nullDevice
    try process.run()
    return running
  }

  /// Runs idlab with `arguments`, feeding `input` on standard input; never waits more than
  /// `timeout` seconds.
  static func run(
    _ arguments: [String], input: String = "", environment extra: [String: String] = [:],
    state: URL? = nil, workingDirectory: URL? = nil, timeout: TimeInterval = 30
  ) throws -> Result {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let inputURL = folder.appendingPathComponent("stdin")
    let outputURL = folder.appendingPathComponent("stdout")
    let errorURL = folder.appendingPathComponent("stderr")
    try Data(input.utf8).write(to: inputURL)
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.environment = environment(state: state ?? folder, extra: extra)
    if let workingDirectory { process.currentDirectoryURL = workingDirectory }
    process.standardInput = try FileHandle(forReadingFrom: inputURL)
    process.standardOutput = try FileHandle(forWritingTo: outputURL)
    process.standardError = try FileHandle(forWritingTo: errorURL)
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    var timedOut = false
    while process.isRunning {
      if Date() > deadline {
        timedOut = true
        // SIGKILL, not SIGTERM: the thread compiling a scene does not take SIGTERM, so a
        // parse that never ends would hang the test instead of failing it.
        kill(process.processIdentifier, SIGKILL)
        break
      }
      usleep(10_000)
    }
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
      standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self),
      timedOut: timedOut)
  }
}
