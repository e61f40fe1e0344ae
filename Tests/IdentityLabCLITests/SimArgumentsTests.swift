import Testing

@testable import IdentityLabCLI

@Suite struct SimArgumentsTests {
  @Test func parsesFileRootActionsAndJSON() throws {
    let parsed = try SimArguments.parse([
      "scene.swift", "--root", "Bench", "--do", "flag.toggle()", "--do=tap \"Add\"", "--json",
      "--lang", "es", "--color=never",
    ])
    #expect(
      parsed
        == SimArguments(
          file: "scene.swift", root: "Bench", actions: ["flag.toggle()", "tap \"Add\""], json: true)
    )
  }

  @Test func doubleDashEndsOptions() throws {
    let parsed = try SimArguments.parse(["--", "--weird.swift"])
    #expect(parsed.file == "--weird.swift")
  }

  @Test func missingFileIsAUsageError() {
    #expect(throws: SimArguments.UsageError(key: "sim.error.missing-file", arguments: [:])) {
      try SimArguments.parse(["--json"])
    }
  }

  @Test func unknownOptionSuggestsTheClosest() {
    do {
      _ = try SimArguments.parse(["a.swift", "--jsno"])
      Issue.record("expected a usage error")
    } catch {
      #expect(error.key == "sim.error.unknown-option")
      #expect(error.suggestion == "--json")
    }
  }

  @Test func farOptionHasNoSuggestion() {
    #expect(SimArguments.suggestion(for: "--verbose-output") == nil)
  }

  @Test func optionWithoutValue() {
    #expect(
      throws: SimArguments.UsageError(
        key: "sim.error.missing-value", arguments: ["option": "--do"])
    ) {
      try SimArguments.parse(["a.swift", "--do"])
    }
  }

  @Test func secondFileIsRejected() {
    #expect(
      throws: SimArguments.UsageError(
        key: "sim.error.extra-argument", arguments: ["argument": "b.swift"])
    ) {
      try SimArguments.parse(["a.swift", "b.swift"])
    }
  }
}
