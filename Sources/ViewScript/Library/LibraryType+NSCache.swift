import IdentityEngine

extension LibraryType {
  /// `NSCache`: `object(forKey:)`, `setObject(_:forKey:)` (and `cost:`), `removeObject(forKey:)`,
  /// `removeAllObjects()` over the objects an `NSCacheValue` keeps; its limits are properties
  /// (docs/semantics.md, "NSCache").
  static let nsCache: LibraryType = {
    var type = LibraryType("NSCache", values: .objects(NSCacheValue.self))
    type.initializers = ["init": { _ in .opaque(NSCacheValue()) }]
    type.methods = [
      "object(forKey:)": { call in
        call.receiver(NSCacheValue.self).objects[call.arguments[0].value] ?? .null
      },
      "setObject(_:forKey:)": setObject,
      "setObject(_:forKey:cost:)": setObject,
      "removeObject(forKey:)": { call in
        call.receiver(NSCacheValue.self).objects[call.arguments[0].value] = nil
        return .null
      },
      "removeAllObjects()": { call in
        call.receiver(NSCacheValue.self).objects = [:]
        return .null
      },
    ]
    return type
  }()

  /// `setObject(_:forKey:)`: the object stays until it is removed (the cost is not read).
  private static let setObject: Member = { (call: LibraryCall) throws(EvalError) -> Value in
    call.receiver(NSCacheValue.self).objects[call.arguments[1].value] = call.arguments[0].value
    return .null
  }
}
