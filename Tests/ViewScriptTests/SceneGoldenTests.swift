import Foundation
import IdentityEngine
import Testing
import ViewScript

/// Every scenario fixture and seed scene, run with the script in its header (`// do:`,
/// `// root:`), against the golden dump beside it (`NAME.dump` next to `NAME.swift`): the whole
/// outcome of every step — tree, state, modifiers, events, warnings, error — not a few facts.
///
/// `IDLAB_RECORD=1 make test` rewrites the dumps; review them in the diff.
@Suite struct SceneGoldenTests {
  /// The folders whose every `.swift` scene has a golden.
  static let folders = [
    "Tests/EndToEndTests/Fixtures/sim/scenarios", "Tests/ViewScriptTests/Fixtures/seeds",
  ]

  /// Every scene, as a path below the repository root.
  static let scenes: [String] = folders.flatMap { folder in
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: repositoryURL(folder).path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { "\(folder)/\($0)" }
  }

  /// The golden text of a run: each step's header, then its outcome dump, then (with a
  /// `// frames:` header) its film.
  static func transcript(of run: SceneRun, frames: Double? = nil) -> String {
    run.steps.map { step in
      let film = frames.map { step.outcome.motionDump(.every($0)) } ?? ""
      return "step \(step.index) · \(step.action ?? "first render")\n" + step.outcome.dump()
        + (film.isEmpty ? "" : "\n" + film.dropLast())
    }.joined(separator: "\n\n") + "\n"
  }

  @Test func everyFolderHasScenes() {
    for folder in Self.folders {
      #expect(Self.scenes.contains { $0.hasPrefix(folder + "/") }, "no scenes in \(folder)")
    }
  }

  @Test(arguments: scenes)
  func sceneMatchesItsGolden(_ path: String) throws {
    let source = try String(contentsOf: repositoryURL(path), encoding: .utf8)
    let header = SceneHeader(of: source)
    let run = try ScriptProgram.compile(source: source, path: path).simulate(root: header.root)
    for (index, action) in header.actions.enumerated() {
      try run.perform(action, before: header.actions.dropFirst(index + 1).first)
    }
    let golden = repositoryURL(String(path.dropLast(".swift".count)) + ".dump")
    Golden.check(Self.transcript(of: run, frames: header.frames), against: golden)
  }
}
