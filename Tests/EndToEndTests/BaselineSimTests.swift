import Foundation
import Testing

/// The compiled baseline of the pipeline benchmark (`IdentityBaseline`, docs/performance.md)
/// against the built `idlab sim --json`, byte for byte, for every edit of the matrix at a small
/// size.
///
/// The baseline computes the document on its own (plain structs, a dictionary diff, its own
/// JSON writer; it links no idlab module), so this is an independent computation of the
/// expected output, and the benchmark's equality check is known to hold before it is timed.
@Suite struct BaselineSimTests {
  /// Rows in the scene: enough for moves, inserts and removals to show in every edit.
  static let count = 12

  /// `IdentityBaseline`, built next to the idlab under test.
  static var baseline: URL {
    URL(fileURLWithPath: IdlabBinary.path).deletingLastPathComponent()
      .appendingPathComponent("IdentityBaseline")
  }

  /// Runs the baseline with `arguments`; its standard output, and its exit status.
  static func runBaseline(_ arguments: [String]) throws -> (output: Data, status: Int32) {
    let process = Process()
    process.executableURL = baseline
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (data, process.terminationStatus)
  }

  @Test(arguments: ["append", "remove-first", "reverse", "shuffle"])
  func theBaselineWritesIdlabsDocument(edit: String) throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: Self.baseline.path),
      "build IdentityBaseline first (swift build --build-tests builds it)")
    let folder = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("scene.swift")
    try Self.runBaseline(["scene", String(Self.count)]).output.write(to: scene)
    let action = String(
      decoding: try Self.runBaseline(["action", String(Self.count), edit]).output, as: UTF8.self
    ).trimmingCharacters(in: .newlines)

    let idlab = try IdlabBinary.run(["sim", scene.path, "--do", action, "--json"])
    let expected = try Self.runBaseline(["sim", String(Self.count), edit])

    #expect(idlab.status == 0, "\(idlab.standardError)")
    #expect(expected.status == 0)
    #expect(expected.output.starts(with: Data(#"{"schema":"idlab.sim/1","root":"Bench""#.utf8)))
    let actual = Array(idlab.standardOutput.utf8)
    let wanted = Array(expected.output)
    let difference =
      zip(actual, wanted).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? (actual.count == wanted.count ? nil : min(actual.count, wanted.count))
    #expect(
      difference == nil,
      """
      the documents differ from byte \(difference ?? 0): idlab \
      \(String(decoding: actual.dropFirst(difference ?? 0).prefix(120), as: UTF8.self)) \
      baseline \(String(decoding: wanted.dropFirst(difference ?? 0).prefix(120), as: UTF8.self))
      """)
  }
}
