import Localization
import ViewScript

extension SceneRunner.Failure {
  /// One line saying what went wrong, in the localizer's language; never an internal dump.
  ///
  ///     no scene named `name-branches` in this lesson
  public func message(localizer: Localizer) -> String {
    switch self {
    case .unknownScene(let name):
      return localizer("reliability.scene.unknown", ["scene": name])
    case .compile(let diagnostics), .action(_, let diagnostics):
      guard let first = diagnostics.diagnostics.first else {
        return localizer("reliability.scene.failed")
      }
      return "\(first.path):\(first.line):\(first.column): "
        + localizer(first.messageKey, first.arguments)
    case .syntax(let error):
      return localizer("diag.L112.message", ["reason": localizer(error.key, error.arguments)])
    case .observation(let error):
      return localizer("diag.L115.message", ["reason": localizer(error.key, error.arguments)])
    case .runtime(let step, let failure):
      let reason = localizer(failure.messageKey, failure.arguments)
      return step == 0
        ? localizer("diag.L113.message", ["reason": reason])
        : localizer("diag.L114.message", ["index": String(step), "reason": reason])
    }
  }
}
