import IdentityEngine

/// A `Task { … }` value: `cancel()` and `isCancelled` act on its engine handle.
final class TaskValue: OpaqueReference, @unchecked Sendable {
  let handle: TaskHandle

  init(_ handle: TaskHandle) {
    self.handle = handle
  }

  override var displayDescription: String { "Task" }
  override var swiftTypeName: String { "Task<(), Never>" }
}
