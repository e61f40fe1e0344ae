import Foundation
import IdentityEngine
import Localization
import ViewScript

/// `idlab sim FILE [--root VIEW] [--do ACTION]... [--json] [--lang en|es]`.
///
/// Runs a learner's SwiftUI scene on the simulator and prints every step, as JSON (`idlab.sim/1`,
/// see `docs/sim-json.md`) or as a readable, localized screen.
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
    stderr("idlab sim: not implemented yet\n")
    return 70
  }
}
