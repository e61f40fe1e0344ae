import Foundation
import IdentityEngine
import Localization
import ViewScript

/// `idlab sim FILE [--root VIEW] [--do ACTION]... [--json] [--lang en|es]`.
///
/// Runs a learner's SwiftUI scene on the simulator and prints every step, as JSON (`idlab.sim/1`,
/// see `docs/sim-json.md`) or as a readable, localized screen:
///
///     idlab sim ships.swift --do 'ships.remove(at: 0)'
///     idlab sim ships.swift --do 'ships.reverse()' --json
///
/// Exit codes: 0 ok (runtime failures of the learner's code are part of the output), 1 the file
/// cannot be read, 64 usage error, 65 the scene or an action has diagnostics.
public enum SimCommand {
  /// Runs the command; returns the exit code.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after `sim`. `--lang`/`--color` are accepted and ignored.
  ///   - localizer: Strings in the already resolved language.
  ///   - styled: Whether ANSI styling is on.
  ///   - width: The terminal width used for wrapping.
  ///   - stdout: Receives standard output text.
  ///   - stderr: Receives standard error text.
  /// - Returns: 0 ok, 1 I/O failure, 64 usage error, 65 diagnostics in the scene or an action.
  public static func run(
    _ arguments: [String], localizer: Localizer, styled: Bool, width: Int,
    stdout: (String) -> Void, stderr: (String) -> Void
  ) -> Int32 {
    let options: SimArguments
    do {
      options = try SimArguments.parse(arguments)
    } catch {
      var message = errorLine(localizer(error.key, error.arguments), localizer, styled) + "\n"
      if let suggestion = error.suggestion {
        message += localizer("sim.hint.similar-option", ["option": suggestion]) + "\n"
      }
      message += localizer("sim.usage") + "\n"
      stderr(message)
      return 64
    }
    if options.help {
      stdout(localizer("sim.usage") + "\n\n" + localizer("sim.help") + "\n")
      return 0
    }

    let source: String
    do {
      source = try String(contentsOfFile: options.file, encoding: .utf8)
    } catch {
      let reason =
        FileManager.default.fileExists(atPath: options.file)
        ? localizer("sim.error.reason.unreadable") : localizer("sim.error.reason.missing")
      stderr(
        errorLine(
          localizer("sim.error.unreadable", ["path": options.file, "reason": reason]), localizer,
          styled) + "\n")
      return 1
    }

    let diagnostics = DiagnosticRenderer(localizer: localizer, styled: styled)
    let run: SceneRun
    do {
      let program = try ScriptProgram.compile(source: source, path: options.file)
      run = try program.simulate(root: options.root)
      for action in options.actions {
        try run.perform(action)
      }
    } catch {
      if error.diagnostics.isEmpty {
        stderr(errorLine(localizer("sim.error.no-diagnostics"), localizer, styled) + "\n")
      } else {
        stderr(diagnostics.render(error))
      }
      return 65
    }

    if options.json {
      stdout(simJSON(rootName: run.rootName, steps: run.steps) + "\n")
    } else {
      let renderer = SimScreenRenderer(localizer: localizer, styled: styled, width: width)
      stdout(renderer.render(steps: run.steps))
    }
    return 0
  }

  /// `error: message`, with the localized `error` label painted when styled.
  static func errorLine(_ message: String, _ localizer: Localizer, _ styled: Bool) -> String {
    let label = localizer("sim.error.label") + ":"
    return (styled ? "\u{1B}[1;31m\(label)\u{1B}[0m" : label) + " " + message
  }
}
