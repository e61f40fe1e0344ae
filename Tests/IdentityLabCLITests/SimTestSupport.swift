import Foundation
import IdentityLabCLI
import IdlabTestSupport
import Localization
import TerminalUI

/// Helpers shared by the `Sim*Tests` suites.
enum SimTestSupport {
  /// What one in-process run of `idlab sim` produced.
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs `idlab sim ARGUMENTS` in-process, as `main.swift` would, and captures its output.
  static func run(
    _ arguments: [String], language: Language = .en, styled: Bool = false, width: Int = 100
  ) throws -> Result {
    var out = ""
    var err = ""
    let localizer = try realLocalizer(language)
    let context = CommandContext(
      localizer: localizer, styled: styled, width: width,
      stdout: { out += $0 }, stderr: { err += $0 }, home: repositoryRoot,
      lessonsDirectory: repositoryURL("Lessons"),
      stateDirectory: FileManager.default.temporaryDirectory, environment: [:],
      isInteractive: false)
    let status: ExitCode
    do {
      status = ExitCode(try Application.runCommand("sim", arguments, context: context))
    } catch {
      err += error.render(localizer: localizer, style: Styler(enabled: styled))
      status = ExitCode(error)
    }
    return Result(status: status.rawValue, stdout: out, stderr: err)
  }

  /// Writes `source` to a fresh temporary `.swift` file and returns its path (removed when the
  /// test process exits).
  static func temporaryScene(_ source: String, name: String = "scene.swift") throws -> String {
    let folder = try makeTemporaryFolder("idlab-sim-tests")
    let url = folder.appendingPathComponent(name)
    try source.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }
}
