import IdentityEngine

/// A scene's `NSCache` (`NSCache<NSURL, UIImage>()`): a class whose objects stay until they are
/// removed. The simulated device never runs short of memory, so nothing is evicted, and the
/// limits are only kept and read back (docs/semantics.md, "NSCache").
final class NSCacheValue: OpaqueReference, FoundationObject, @unchecked Sendable {
  /// The cached objects by key.
  var objects: [Value: Value] = [:]
  private var settings: [String: Value] = [
    "countLimit": .int(0), "totalCostLimit": .int(0), "name": .string(""),
    "evictsObjectsWithDiscardedContent": .bool(true),
  ]

  override var displayDescription: String { "NSCache" }
  override var swiftTypeName: String { "NSCache" }

  func property(_ name: String) -> Value? { settings[name] }

  func setProperty(_ name: String, to value: Value) -> Bool {
    switch (settings[name], value) {
    case (.int?, .int), (.string?, .string), (.bool?, .bool): settings[name] = value
    default: return false
    }
    return true
  }
}
