import Foundation
import IdentityLabCLI
import Localization
import TerminalUI

// MARK: - Exit codes

/// The exit code for each kind of error: the one place errors become exit codes.
///
/// 0 success, 1 failure, 64 usage (`EX_USAGE`), 65 bad lesson or data (`EX_DATAERR`),
/// 70 internal error (`EX_SOFTWARE`).
func exitCode(for error: IdlabError) -> Int32 {
  switch error.category {
  case .usage: 64
  case .data: 65
  case .failure: 1
  case .internalError: 70
  }
}

// MARK: - Entry point

let application = Application(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment,
  executablePath: ResourceLocator.executablePath)

let status: Int32
do {
  status = try application.run()
} catch {
  FileDescriptorOutput.standardError(application.render(error))
  status = exitCode(for: error)
}
exit(status)
