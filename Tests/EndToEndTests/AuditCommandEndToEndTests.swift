import Foundation
import IdlabTestSupport
import Testing

/// `idlab audit` and `idlab explain` through the built binary.
@Suite struct AuditCommandEndToEndTests {
  /// One warning (line 4) and one note (line 5).
  static let fleet = """
    struct Fleet: View {
      @State var ships: [Ship] = []
      var body: some View {
        ForEach(ships.indices, id: \\.self) { i in Text(ships[i].name) }
        ForEach(Array(names.enumerated()), id: \\.offset) { _, name in Text(name) }
      }
      let names = ["a", "b"]
      func dock() { ships.remove(at: 0) }
    }
    """

  static let clean = """
    struct Fleet: View {
      @State var ships: [Ship] = []
      var body: some View { ForEach(ships) { ship in Text(ship.name) } }
    }
    """

  @Test func textOutputIsSortedWithHelpAndLesson() throws {
    let root = try IdlabBinary.project(["Fleet.swift": Self.fleet])
    defer { try? FileManager.default.removeItem(at: root) }
    // The rules' own output (`--static`): what confirming on the simulator adds is in
    // AuditConfirmationEndToEndTests.
    let result = try IdlabBinary.run(["audit", "--static", "Fleet.swift"], workingDirectory: root)
    #expect(result.status == 1)
    let expected = """
      Fleet.swift:4:13: warning: [foreach-index-id] `ForEach` is keyed by position over `ships`, which this project changes
        help: key the rows by a stable id: `ForEach` over the elements with `Identifiable`, or `id: \\.id`
        see: idlab :open identity-bench
      Fleet.swift:5:13: note: [foreach-index-id] `ForEach` is keyed by position over `names`: fine only while it never changes shape
        help: if `names` can ever gain, lose or reorder elements, key the rows by a stable id instead
        see: idlab :open identity-bench

      """
    #expect(result.standardOutput == expected)
    #expect(result.standardError == "1 warning and 1 note in 1 file\n")
  }

  @Test func spanishOutputKeepsTheMachineReadableShape() throws {
    let root = try IdlabBinary.project(["Fleet.swift": Self.fleet])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try IdlabBinary.run(
      ["--lang", "es", "audit", "--static", "Fleet.swift"], workingDirectory: root)
    #expect(result.status == 1)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "Fleet.swift:4:13: warning: [foreach-index-id] este `ForEach` identifica por posición sobre `ships`, que el proyecto modifica"
    )
    #expect(lines.contains("  consulta: idlab :open identity-bench"))
    #expect(result.standardError == "1 aviso y 1 nota en 1 archivo\n")
  }

  @Test func cleanProjectExitsZero() throws {
    let root = try IdlabBinary.project(["Fleet.swift": Self.clean])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try IdlabBinary.run(["audit", "."], workingDirectory: root)
    #expect(result.status == 0)
    #expect(result.standardOutput == "")
    #expect(result.standardError == "no identity hazards in 1 file\n")
  }

  @Test func missingPathExits65AndTheRestIsAudited() throws {
    let root = try IdlabBinary.project(["Fleet.swift": Self.clean])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try IdlabBinary.run(["audit", "Fleet.swift", "Nowhere"], workingDirectory: root)
    #expect(result.status == 65)
    #expect(
      result.standardError
        == "Nowhere: error: no such file or folder\nno identity hazards in 1 file (1 input could not be audited)\n"
    )
  }

  /// A project holding links to `/` and to `..` (issue #32: the audit walked the whole file
  /// system and reported files outside the project): neither is followed, each is one located
  /// line in the user's language, the project's own file is audited, exit 65.
  @Test(arguments: [
    ("en", "App/Root: error: symbolic link leading outside the folders audited, not followed"),
    ("es", "App/Root: error: enlace simbólico que sale de las carpetas auditadas; no se sigue"),
  ])
  func linksOutOfTheProjectAreNotFollowed(language: String, expected: String) throws {
    let root = try IdlabBinary.project([:])
    defer { try? FileManager.default.removeItem(at: root) }
    let app = root.appendingPathComponent("App")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try Data(Self.clean.utf8).write(to: app.appendingPathComponent("Fleet.swift"))
    for (name, destination) in [("Root", "/"), ("Up", "..")] {
      try FileManager.default.createSymbolicLink(
        atPath: root.appendingPathComponent("App/\(name)").path, withDestinationPath: destination)
    }
    let result = try IdlabBinary.run(
      ["--lang", language, "audit", "App"], workingDirectory: root, timeout: 60)
    #expect(result.status == 65, "\(result.standardError)")
    #expect(!result.timedOut)
    #expect(result.standardError.contains(expected), "\(result.standardError)")
    #expect(result.standardError.contains("App/Up: error:"), "\(result.standardError)")
    #expect(result.standardError.contains(language == "es" ? "en 1 archivo" : "in 1 file"))
  }

  @Test func usageErrorsExit64() throws {
    let none = try IdlabBinary.run(["audit"])
    #expect(none.status == 64)
    let format = try IdlabBinary.run(["audit", "--format", "xml", "."])
    #expect(format.status == 64)
    #expect(format.standardError.contains("text, json, sarif"))
    let explain = try IdlabBinary.run(["explain", "foreach-index"])
    #expect(explain.status == 64)
    #expect(explain.standardError.contains("`foreach-index-id`"))
  }

  @Test func jsonOutputFollowsTheSchema() throws {
    let root = try IdlabBinary.project(["Fleet.swift": Self.fleet])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try IdlabBinary.run(["audit", "--format", "json", "."], workingDirectory: root)
    // `ships` starts empty and its element type is declared in no file, so the simulator can
    // neither change it nor make elements up: the warning stands, with a `confirmation` that
    // says why; the note about `names` has no change to run.
    #expect(result.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    let document = try #require(object as? [String: Any])
    #expect(document["schema"] as? String == "idlab.audit/1")
    #expect(document["files"] as? Int == 1)
    let findings = try #require(document["findings"] as? [[String: Any]])
    #expect(findings.map { $0["severity"] as? String } == ["warning", "note"])
    let confirmation = try #require(findings.first?["confirmation"] as? [String: Any])
    #expect(confirmation["status"] as? String == "not-run")
    #expect(
      confirmation["message"] as? String
        == "unconfirmed, so the warning stands: `ships` is empty on the simulator's first screen and its elements cannot be made up"
    )
    #expect(findings.last?["confirmation"] == nil)
    #expect(findings.map { $0["line"] as? Int } == [4, 5])
    #expect(findings.first?["lesson"] as? String == "identity-bench")
    #expect(findings.first?["path"] as? String == "./Fleet.swift")
  }

  @Test func rulesAreListed() throws {
    let result = try IdlabBinary.run(["audit", "--rules"])
    #expect(result.status == 0)
    let ids = result.standardOutput.split(separator: "\n").map {
      String($0.split(separator: " ").first ?? "")
    }
    #expect(
      ids == [
        "foreach-index-id", "self-id-not-unique", "foreach-non-constant-range",
        "id-changes-every-read", "volatile-id-modifier", "if-else-same-view",
        "conditional-modifier", "anyview-type-switch",
      ])
  }

  @Test func explainShowsTheExamplesWithoutMarkers() throws {
    let result = try IdlabBinary.run(["--lang", "es", "explain", "foreach-non-constant-range"])
    #expect(result.status == 0)
    let page = result.standardOutput
    // The severity in the reader's language, as the catalog writes it.
    #expect(page.hasPrefix("foreach-non-constant-range (aviso)\n"))
    for heading in ["Por qué importa", "Se informa", "No se informa", "Cómo corregirlo"] {
      #expect(page.contains("\n" + heading + "\n"), "missing \(heading)")
    }
    #expect(page.contains("        ForEach(0..<ships.count) { index in Text(ships[index].name) }"))
    #expect(!page.contains("↓"))
    #expect(page.contains("idlab :open foreach-identity"))
  }

  /// A project with one of each bad input beside a file with a warning (line 4).
  static func badProject() throws -> URL {
    let root = try IdlabBinary.project([:])
    let app = root.appendingPathComponent("App")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try Data(fleet.utf8).write(to: app.appendingPathComponent("Fleet.swift"))
    try Data("struct Broken: View {\n  var body: some View {\n".utf8).write(
      to: app.appendingPathComponent("Broken.swift"))
    try Data([0x73, 0x74, 0xFF, 0xFE, 0x0A]).write(to: app.appendingPathComponent("Latin.swift"))
    try FileManager.default.createSymbolicLink(
      atPath: app.appendingPathComponent("Loop").path, withDestinationPath: app.path)
    // A FIFO stands for a file that cannot be read even by root (the tests may run as root).
    #expect(mkfifo(app.appendingPathComponent("Pipe.swift").path, 0o644) == 0)
    return root
  }

  @Test(arguments: [
    (
      "en",
      """
      App/Broken.swift:2:24: error: does not parse: expected '}' to end variable
      App/Latin.swift: error: not UTF-8 text, skipped
      App/Loop: error: symbolic link loop, not followed
      App/Pipe.swift: error: cannot be read
      Nowhere: error: no such file or folder
      1 warning and 1 note in 2 files (5 inputs could not be audited)

      """
    ),
    (
      "es",
      """
      App/Broken.swift:2:24: error: no se puede analizar: expected '}' to end variable
      App/Latin.swift: error: no es texto UTF-8; se omite
      App/Loop: error: bucle de enlaces simbólicos; no se sigue
      App/Pipe.swift: error: no se puede leer
      Nowhere: error: no existe ese archivo o carpeta
      1 aviso y 1 nota en 2 archivos (5 entradas no se pudieron auditar)

      """
    ),
  ])
  func badInputGetsOneLineEachAndTheRestIsAudited(language: String, expected: String) throws {
    let root = try Self.badProject()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try IdlabBinary.run(
      ["--lang", language, "audit", "--static", "App", "Nowhere"], workingDirectory: root,
      timeout: 60)
    #expect(!result.timedOut)
    #expect(result.status == 65)
    expectLines(result.standardError, expected)
    #expect(result.standardOutput.hasPrefix("App/Fleet.swift:4:13: warning: [foreach-index-id] "))
  }
}
