import IdentityEngine
import SwiftSyntax

/// `NSCache`: `object(forKey:)`, `setObject(_:forKey:)` (and `cost:`), `removeObject(forKey:)`,
/// `removeAllObjects()` over the objects an `NSCacheValue` keeps (docs/semantics.md, "NSCache").
extension Interpreter {
  /// The types this file gives values to.
  static let cacheTypes: Set<String> = ["NSCache"]

  /// The method `name` of an `NSCache`; nil when `base` is not one. Another method fails the
  /// step as not simulated.
  func cacheMethod(
    _ name: String, on base: Value, _ arguments: [Argument], at node: some SyntaxProtocol
  ) throws(EvalError) -> Value? {
    guard case .opaque(let opaque) = base, let cache = opaque as? NSCacheValue else { return nil }
    switch (name, arguments.map(\.label)) {
    case ("object", ["forKey"]):
      return cache.objects[arguments[0].value] ?? .null
    case ("setObject", [nil, "forKey"]), ("setObject", [nil, "forKey", "cost"]):
      cache.objects[arguments[1].value] = arguments[0].value
      return .null
    case ("removeObject", ["forKey"]):
      cache.objects[arguments[0].value] = nil
      return .null
    case ("removeAllObjects", []):
      cache.objects = [:]
      return .null
    default:
      throw notSimulated("NSCache.\(name)", at: node)
    }
  }
}
