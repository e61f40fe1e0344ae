import IdentityEngine

/// `DispatchQueue.main`: its `async` and `asyncAfter` schedule blocks on the virtual clock.
final class MainQueueValue: OpaqueReference, @unchecked Sendable {
  override var displayDescription: String { "DispatchQueue.main" }
  override var swiftTypeName: String { "DispatchQueue" }
}
