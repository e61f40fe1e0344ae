import Foundation
import Testing

/// Runs a Python script with a document on standard input and returns what it printed.
enum PythonScript {
  /// The system's Python 3 (`python3-venv` is a test package, so Python is there).
  static let system = "/usr/bin/python3"

  /// The interpreter of the GIFT reader's virtual environment (`make test` sets it).
  static var gift: String? {
    let value = ProcessInfo.processInfo.environment["IDLAB_GIFT_PYTHON"] ?? ""
    return value.isEmpty ? nil : value
  }

  /// Whether the GIFT reader is configured, or this is CI (where its absence fails).
  static var hasGIFTReader: Bool {
    gift != nil || ProcessInfo.processInfo.environment["CI"] == "true"
  }

  static func run(_ script: String, input: String, python: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = ["-c", script]
    let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    try stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let errors = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "python failed: \(errors)")
    return output
  }
}
