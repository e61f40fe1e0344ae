import Foundation
import IdentityEngine
import Localization
import ViewScript

/// `idlab sim FILE [OTHER...] [--root VIEW] [--do ACTION]... [--json]`.
///
/// Runs a learner's SwiftUI scene (FILE, with the OTHER files of its module that declare the
/// types it uses: only what the scene reaches is checked) on the simulator and prints every step, as JSON (`idlab.sim/1`,
/// see `docs/sim-json.md`) or as a readable, localized screen:
///
///     idlab sim ships.swift --do 'ships.remove(at: 0)'
///     idlab sim ships.swift --do 'ships.reverse()' --json
///
/// Runtime failures of the learner's code are part of the output (`.findings`, exit 1); the
/// check's warnings (SDK names idlab does not simulate) go to stderr before the run and leave
/// the exit code alone; a file that cannot be read is `IdlabError.unreadableFile`; diagnostics in the scene or an action are printed and
/// the outcome is `.invalidInput`.
public struct SimCommand: Command, Equatable {
  public static let name = "sim"
  public static let options: [CommandOption] = [
    .value("--root"), .value("--do"), .flag("--json"), .value("--budget"), .value("--frames"),
    .value("--at"),
  ]

  /// The scene file.
  public var file: String
  /// The other files of the scene's module, in order.
  public var otherFiles: [String] = []
  /// `--root VIEW`, or nil for the last `View` declared.
  public var root: String?
  /// Every `--do ACTION`, in order.
  public var actions: [String] = []
  /// `--json`.
  public var json = false
  /// Every `--budget NAME=N` (`steps`, `memory`, `elements`, `rows`, `bytes`; docs/reliability.md).
  public var budget = Budget()
  /// `--frames 0.1s` or `--at 0.05s,0.2s`: the film of each step's animations.
  public var frames: MotionFrames?

  /// A command with these settings.
  public init(
    file: String, otherFiles: [String] = [], root: String? = nil, actions: [String] = [],
    json: Bool = false
  ) {
    self.file = file
    self.otherFiles = otherFiles
    self.root = root
    self.actions = actions
    self.json = json
  }

  public init(_ arguments: CommandArguments) throws(IdlabError) {
    let files = try arguments.positionals(atMost: Int.max)
    guard let first = files.first else {
      throw .missingArgument(placeholderKey: "cli.placeholder.file")
    }
    file = first
    otherFiles = Array(files.dropFirst())
    root = arguments.value(of: "--root")
    actions = arguments.values(of: "--do")
    json = arguments.isSet("--json")
    if let every = arguments.value(of: "--frames") {
      guard let interval = Self.seconds(every), interval > 0 else {
        throw .invalidValue(option: "--frames", value: every, allowed: ["0.1s", "100ms"])
      }
      frames = .every(interval)
    }
    if let list = arguments.value(of: "--at") {
      let times = list.split(separator: ",").map { Self.seconds(String($0)) }
      guard !times.isEmpty, times.allSatisfy({ $0 != nil }) else {
        throw .invalidValue(option: "--at", value: list, allowed: ["0.05s,0.2s"])
      }
      frames = .at(times.compactMap { $0 })
    }
    for setting in arguments.values(of: "--budget") {
      let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, let value = Int(parts[1]), value > 0,
        budget.set(parts[0], to: value)
      else {
        throw .invalidValue(
          option: "--budget", value: setting, allowed: Budget.names.map { "\($0)=N" })
      }
    }
  }

  public func run(_ context: CommandContext) throws(IdlabError) -> CommandOutcome {
    var sources: [ScriptSource] = []
    for path in [file] + otherFiles {
      do {
        sources.append(
          ScriptSource(path: path, source: try String(contentsOfFile: path, encoding: .utf8)))
      } catch {
        throw .unreadableFile(path: path, missing: !FileManager.default.fileExists(atPath: path))
      }
    }
    // A Core Data model of the scene's project: the classes Xcode would generate for it.
    sources = ScriptSource.addingGeneratedModels(to: sources)

    let run: SceneRun
    var opaqueNames: [ScriptDiagnostic] = []
    let diagnostics = context.diagnosticRenderer
    do {
      var program = try ScriptProgram.compile(files: sources, root: root)
      opaqueNames = program.opaqueNames
      if !program.warnings.isEmpty {
        // Listed before the run, on stderr in both formats; they do not change the exit code.
        context.stderr(diagnostics.render(program.locatedWarnings))
      }
      program.budget = budget
      run = try program.simulate(root: root)
      if let placeholders = run.placeholders {
        context.stderr(
          diagnostics.render(ScriptDiagnostics([placeholders], source: program.source)))
      }
      for (index, action) in actions.enumerated() {
        try run.perform(action, before: index + 1 < actions.count ? actions[index + 1] : nil)
      }
    } catch {
      guard !error.diagnostics.isEmpty else { throw .sceneFailedWithoutDiagnostics }
      context.stderr(diagnostics.render(error))
      return .invalidInput
    }

    // What the run met that the check could not see (a module's static, a module's function)
    // is named with the checker's names, once.
    let checked = Set(opaqueNames.map(ScriptProgram.opaqueName(of:)))
    opaqueNames += run.runtimeOpaque.filter { !checked.contains(ScriptProgram.opaqueName(of: $0)) }
    if json {
      writeSimJSON(
        rootName: run.rootName, steps: run.steps,
        opaque: opaqueNames + (run.placeholders.map { [$0] } ?? []), terminator: "\n",
        frames: frames, to: context.stdoutBytes)
    } else {
      var renderer = SimScreenRenderer(
        localizer: context.localizer, styled: context.styled, width: context.width, path: file)
      renderer.frames = frames
      context.stdout(renderer.render(steps: run.steps))
      if let placeholders = run.placeholders {
        context.stdout(
          context.localizer(
            "sim.screen.placeholders",
            ["arguments": ScriptProgram.placeholderArguments(of: placeholders)]
          ).wrapped(to: context.width) + "\n")
      }
      // The footer: every approximation named once, so no screen passes for the real thing;
      // the statements skipped on a value idlab does not model on a line of their own.
      let skipped = opaqueNames.filter { $0.code == "S129" }
      let names = opaqueNames.filter { $0.code != "S129" }
      for (key, argument, listed) in [
        ("sim.screen.opaque", "names", names), ("sim.screen.skipped", "statements", skipped),
      ] where !listed.isEmpty {
        let named = listed.map { name in
          ScriptProgram.opaqueName(of: name) + " (\(name.line):\(name.column))"
        }
        context.stdout(
          context.localizer(key, [argument: named.joined(separator: ", ")])
            .wrapped(to: context.width) + "\n")
      }
      if !run.offlineRequests.isEmpty {
        // An app online would show its loading state or its data: say why this one did not.
        let calls = run.offlineRequests.map { "\($0.call) (\($0.line):\($0.column))" }
        context.stdout(
          context.localizer("sim.screen.offline", ["calls": calls.joined(separator: ", ")])
            .wrapped(to: context.width) + "\n")
      }
    }
    context.keepUntilExit(run)
    // The tool ran; the learner's code failing at run time is a finding (exit 1).
    return run.steps.contains { $0.outcome.error != nil } ? .findings : .success
  }

  /// `0.1s`, `100ms`, `2s` in seconds (0 to 10, written as `wait` writes them); nil otherwise.
  static func seconds(_ written: String) -> Double? {
    Gesture.seconds(written.trimmingCharacters(in: .whitespaces)).flatMap { $0 <= 10 ? $0 : nil }
  }
}
