import Foundation
import Testing

/// What the README's two commands install (issue #27: a learner's `make run` must not install
/// the servers only the tests start). Read from what make would run (`make -n`), not from the
/// Makefile's text, so a target that pulls the servers in by another path fails too.
@Suite struct MakefileSetupTests {
  /// The recipe lines `make -n TARGET` would run in the repository.
  static func dryRun(_ target: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["make", "-n", "--no-print-directory", target]
    process.currentDirectoryURL = IdlabBinary.repositoryRoot
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// The words of a dry run, so `postgresql` is not found inside `postgresql-client`.
  static func words(_ text: String) -> Set<String> {
    Set(text.split(whereSeparator: { $0.isWhitespace || $0 == "\"" }).map(String.init))
  }

  @Test func makeRunInstallsNeitherServer() throws {
    let run = Self.words(try Self.dryRun("run"))
    // The libraries idlab links are checked: the dry run is about packages at all.
    #expect(run.contains("libreadline-dev"))
    #expect(run.contains("libpq-dev"))
    #expect(!run.contains("postgresql"))
    #expect(!run.contains("openssh-server"))
  }

  @Test func makeTestInstallsBothServers() throws {
    let test = Self.words(try Self.dryRun("build"))
    #expect(test.contains("postgresql"))
    #expect(test.contains("openssh-server"))
  }
}
