import Foundation
import Testing

/// `idlab sim` through the built binary: exit codes, languages, determinism.
@Suite struct SimCommandEndToEndTests {
  static let bench = repositoryRoot.appendingPathComponent(
    "Tests/EndToEndTests/Fixtures/sim/bench" + SimE2E.sceneExtension
  ).path
  static let broken = repositoryRoot.appendingPathComponent(
    "Tests/EndToEndTests/Fixtures/sim/broken" + SimE2E.sceneExtension
  ).path

  @Test func missingFileArgumentIsUsage() throws {
    let output = try SimE2E.run(["sim"])
    #expect(output.status == 64)
    #expect(output.stderr.contains("usage: idlab sim"), "\(output.stderr)")
  }

  @Test func unreadableFileIsFailure() throws {
    let output = try SimE2E.run(["sim", "/nonexistent/scene.swift"])
    #expect(output.status == 1)
    #expect(output.stderr.split(separator: "\n").count == 1, "\(output.stderr)")
  }

  @Test(arguments: ["en", "es"])
  func diagnosticsExit65(language: String) throws {
    let output = try SimE2E.run(["--lang", language, "sim", Self.broken])
    #expect(output.status == 65, "\(output.stderr)")
    let first = output.stderr.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.hasPrefix("\(Self.broken):"), "\(output.stderr)")
    #expect(first.contains(": error["), "\(output.stderr)")
  }

  @Test func jsonIsByteIdenticalAcrossRuns() throws {
    let arguments = [
      "sim", Self.bench, "--do", "ships.remove(at: 0)", "--do",
      "ships.insert(Ship(id: \"n\", name: \"Nimbus\", tint: .pink), at: 0)", "--json",
    ]
    let first = try SimE2E.run(arguments)
    let second = try SimE2E.run(arguments)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout == second.stdout)
    let run = try SimRun(json: first.stdout)
    #expect(run.schema == "idlab.sim/1")
    #expect(run.root == "Bench")
    #expect(run.steps.map(\.index) == [0, 1, 2])
    #expect(run.steps.map(\.action) == [nil, arguments[3], arguments[5]])
  }

  @Test func spanishScreen() throws {
    let output = try SimE2E.run(["--lang", "es", "sim", Self.bench, "--do", "ships.remove(at: 0)"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("Paso 1 · ships.remove(at: 0)"))
    #expect(output.stdout.contains("Árbol de identidades"))
    #expect(!output.stdout.contains("\u{1B}"), "NO_COLOR and no TTY: no escape codes")
  }

  @Test func runtimeFailureIsInTheStepAndExitsOne() throws {
    let output = try SimE2E.run(["sim", Self.bench, "--do", "ships.remove(at: 7)", "--json"])
    #expect(output.status == 1, "\(output.stderr)")
    let run = try SimRun(json: output.stdout)
    #expect(run.steps.count == 2)
    #expect(run[1].errorMessage == "Index out of range")
  }

  @Test(arguments: [
    (
      "en",
      [
        "<action>:1:6: error[S402]: malformed gesture `wait two`", " 1 | wait two",
        "   |      ^~~",
        "help: write `tap \"Label\"`, `toggle \"Label\"`, `type \"text\" into \"Placeholder\"`,"
          + " `focus \"Placeholder\"`, `increment \"Label\"`, `decrement \"Label\"`, `slide \"Label\""
          + " to 0.5`, `select \"Option\" in \"Picker\"`, `refresh \"List\"` or `drag \"Label\" by"
          + " 40,0`, optionally followed by `#N`, or `wait 2s` (also `wait 500ms`, `wait 1.5s`),"
          + " or prefix any action with `after 0.1s:` to run it while the previous one still"
          + " animates",
      ]
    ),
    (
      "es",
      [
        "<action>:1:6: error[S402]: gesto mal formado `wait two`", " 1 | wait two",
        "   |      ^~~",
        "ayuda: escribe `tap \"Etiqueta\"`, `toggle \"Etiqueta\"`, `type \"texto\" into \"Marcador\"`,"
          + " `focus \"Marcador\"`, `increment \"Etiqueta\"`, `decrement \"Etiqueta\"`, `slide"
          + " \"Etiqueta\" to 0.5`, `select \"Opción\" in \"Picker\"`, `refresh \"List\"` o `drag"
          + " \"Etiqueta\" by 40,0`, opcionalmente seguido de `#N`, o `wait 2s` (también `wait 500ms`,"
          + " `wait 1.5s`), o antepón `after 0.1s:` a cualquier acción para ejecutarla mientras la"
          + " anterior sigue animándose",
      ]
    ),
  ])
  func aMalformedWaitPointsAtItsDuration(language: String, expected: [String]) throws {
    let output = try SimE2E.run(["--lang", language, "sim", Self.bench, "--do", "wait two"])
    #expect(output.status == 65, "\(output.stderr)")
    expectLines(output.stderr, expected.joined(separator: "\n") + "\n")
  }

  @Test func eachWaitIsOneStepOnTheClock() throws {
    let output = try SimE2E.run([
      "sim", Self.bench, "--do", "wait 1.5s", "--do", "wait 500ms", "--json",
    ])
    #expect(output.status == 0, "\(output.stderr)")
    let run = try SimRun(json: output.stdout)
    #expect(run.steps.map(\.action) == [nil, "wait 1.5s", "wait 500ms"])
  }
}
