/// A running task as the engine sees it: a `.task` body the engine started, or a `Task { }`
/// the front end started. Cancelling it calls `onCancel`, which lets a sleeping body resume
/// and throw `CancellationError`, then cancels its child tasks.
public final class TaskHandle {
  /// True once the task was cancelled (`Task.isCancelled`).
  public private(set) var isCancelled = false
  /// True once the task's body returned or threw: cancelling it then changes nothing.
  public private(set) var isFinished = false
  /// Called once, when the task is cancelled (set by the front end while the body sleeps).
  public var onCancel: (() -> Void)?
  /// The child tasks (`async let`) cancelled with this one, until they are detached.
  private var children: [TaskHandle] = []

  public init() {}

  /// Cancels the task: `isCancelled` becomes true, `onCancel` runs once, then each child task
  /// is cancelled (structured concurrency: cancelling a task cancels its children).
  public func cancel() {
    guard !isCancelled else { return }
    isCancelled = true
    let handler = onCancel
    onCancel = nil
    handler?()
    let cancelled = children
    children = []
    for child in cancelled { child.cancel() }
  }

  /// Records that the body returned or threw.
  public func finish() {
    isFinished = true
    onCancel = nil
  }

  /// Makes `child` a child task: cancelled with this one, at once if this one already is.
  public func adopt(_ child: TaskHandle) {
    if isCancelled { child.cancel() } else { children.append(child) }
  }

  /// Ends the link to a child task whose scope ended.
  public func release(_ child: TaskHandle) {
    children.removeAll { $0 === child }
  }
}
