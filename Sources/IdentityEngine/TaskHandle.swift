/// A running task as the engine sees it: a `.task` body the engine started, or a `Task { }`
/// the front end started. Cancelling it calls `onCancel`, which lets a sleeping body resume
/// and throw `CancellationError`.
public final class TaskHandle {
  /// True once the task was cancelled (`Task.isCancelled`).
  public private(set) var isCancelled = false
  /// Called once, when the task is cancelled (set by the front end while the body sleeps).
  public var onCancel: (() -> Void)?

  public init() {}

  /// Cancels the task: `isCancelled` becomes true and `onCancel` runs once.
  public func cancel() {
    guard !isCancelled else { return }
    isCancelled = true
    let handler = onCancel
    onCancel = nil
    handler?()
  }
}
