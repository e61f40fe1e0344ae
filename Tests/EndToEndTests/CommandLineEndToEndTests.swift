import Foundation
import Testing

/// Runs the built `idlab` binary through pipes.
@Suite struct CommandLineEndToEndTests {
  @Test func pipedSessionInSpanish() throws {
    let result = try IdlabBinary.run([], input: ":lang es\n:help\n:quit\n")
    #expect(!result.timedOut)
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("Idioma: español (es)"))
    #expect(result.standardOutput.contains("sale de idlab"))
    #expect(result.standardOutput.contains("Comandos:"))
    #expect(!(result.standardOutput + result.standardError).contains("\u{1B}"))
  }

  @Test func spanishIsRememberedInTheStateFolder() throws {
    let state = IdlabBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    _ = try IdlabBinary.run([], input: ":lang es\n", state: state)
    let saved = try String(
      contentsOf: state.appendingPathComponent("idlab/language"), encoding: .utf8)
    #expect(saved.trimmingCharacters(in: .whitespacesAndNewlines) == "es")
    let next = try IdlabBinary.run([], input: ":lang\n", state: state)
    #expect(next.standardOutput.contains("Idioma: español (es)"))
  }

  @Test func unknownCommandIsNamedAndACommandSuggested() throws {
    let result = try IdlabBinary.run([], input: ":nonsense\n:quit\n")
    #expect(result.status == 0)
    #expect(result.standardError.contains("unknown command :nonsense"))
    #expect(result.standardError.contains(":help"))
    let near = try IdlabBinary.run([], input: ":lagn\n")
    #expect(near.standardError.contains("similar name exists: :lang"))
  }

  @Test func endOfInputLeavesCleanly() throws {
    let result = try IdlabBinary.run([], input: ":help")
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("Commands:"))
  }

  @Test func versionAndHelp() throws {
    let version = try IdlabBinary.run(["--version"])
    #expect(version.status == 0)
    #expect(version.standardOutput == "idlab 0.1.0\n")
    let help = try IdlabBinary.run(["--help"])
    #expect(help.status == 0)
    #expect(help.standardOutput.contains("Usage:"))
    #expect(help.standardOutput.contains("64"))
    #expect(!help.standardOutput.contains("\u{1B}"))
  }

  @Test func spanishHelpFromFlagAndFromLocale() throws {
    let flag = try IdlabBinary.run(["--lang", "es", "--help"])
    #expect(flag.status == 0)
    #expect(flag.standardOutput.contains("Uso:"))
    #expect(flag.standardOutput.contains("Códigos de salida:"))
    let locale = try IdlabBinary.run(["--help"], environment: ["LANG": "es_ES.UTF-8"])
    #expect(locale.standardOutput.contains("Uso:"))
    let english = try IdlabBinary.run(
      ["--help"], environment: ["LANG": "es_ES.UTF-8", "LC_ALL": "C"])
    #expect(english.standardOutput.contains("Usage:"))
  }

  @Test func helpForOneCommand() throws {
    let result = try IdlabBinary.run(["help", "sim"])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("idlab sim FILE.swift"))
    let same = try IdlabBinary.run(["sim", "--help"])
    #expect(same.standardOutput == result.standardOutput)
  }

  @Test(arguments: [
    (["--langg", "es"], "`--lang`"), (["simm"], "`sim`"), (["--lang", "fr"], "en, es"),
    (["--color"], "--help"), (["help", "zzzzzz"], "--help"),
    (["--lessons", "/nonexistent/idlab"], "--lessons"),
  ])
  func usageErrorsExit64(_ arguments: [String], _ hint: String) throws {
    let result = try IdlabBinary.run(arguments)
    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    let lines = result.standardError.split(separator: "\n")
    #expect(lines.count == 2, "one line saying what is wrong plus a hint: \(result.standardError)")
    #expect(lines.first?.hasPrefix("idlab: error:") == true)
    #expect(result.standardError.contains(hint))
  }

  @Test func usageErrorsAreLocalized() throws {
    let result = try IdlabBinary.run(["--lang", "es", "--frobnicate"])
    #expect(result.status == 64)
    #expect(result.standardError.contains("opción desconocida `--frobnicate`"))
  }

  @Test func colorAlwaysStylesEvenThroughAPipe() throws {
    let styled = try IdlabBinary.run(["--color", "always", "--help"])
    #expect(styled.standardOutput.contains("\u{1B}["))
    let noColor = try IdlabBinary.run(["--help"], environment: ["NO_COLOR": "1"])
    #expect(!noColor.standardOutput.contains("\u{1B}["))
  }

  @Test func findsResourcesFromAnyWorkingDirectory() throws {
    let result = try IdlabBinary.run(
      ["--lang", "es", "--help"], workingDirectory: URL(fileURLWithPath: "/"))
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("Uso:"))
  }

  @Test func wrapsToColumns() throws {
    let result = try IdlabBinary.run(["--help"], environment: ["COLUMNS": "50"])
    for line in result.standardOutput.split(separator: "\n") {
      #expect(line.count <= 50, "\(line)")
    }
  }
}
