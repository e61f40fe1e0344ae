import IdentityEngine

/// A task `URLSession.dataTask(with:completionHandler:)` (or `downloadTask`, `uploadTask`)
/// made: its completion handler, which `resume()` calls with the offline error (docs/semantics.md,
/// "`URLSession`").
final class URLSessionTaskValue: OpaqueReference, @unchecked Sendable {
  /// The completion handler; nil for a task made without one (a delegate's).
  let completion: FunctionValue?
  /// Whether `resume()` or `cancel()` was called.
  var isResumed = false
  var isCancelled = false

  init(completion: FunctionValue?) {
    self.completion = completion
  }

  override var displayDescription: String { "URLSessionDataTask" }
  override var swiftTypeName: String { "URLSessionDataTask" }
}
