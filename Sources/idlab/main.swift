import Foundation
import IdentityLabCLI
import Localization
import TerminalUI

// The one place an error becomes a message and an outcome or error becomes an exit code
// (0 success, 1 failure or findings, 64 usage, 65 data, 70 internal; see `ExitCode`).

let application = Application(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment,
  executablePath: ResourceLocator.executablePath)

let status: ExitCode
do {
  status = ExitCode(try application.run())
} catch {
  FileDescriptorOutput.standardError(application.render(error))
  status = ExitCode(error)
}
exit(status.rawValue)
