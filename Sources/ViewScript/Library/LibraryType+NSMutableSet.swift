import IdentityEngine

extension LibraryType {
  /// `NSMutableSet` as `mutableSetValue(forKey:)` gives it (`ManagedSetProxy`): each change
  /// writes the object's relationship, as an assignment of the property would, so views that
  /// read it update.
  static let nsMutableSet: LibraryType = {
    var type = LibraryType("NSMutableSet", values: .objects(ManagedSetProxy.self))
    type.properties = [
      "allObjects": { call in .array(call.receiver(ManagedSetProxy.self).objects) },
      "count": { call in .int(call.receiver(ManagedSetProxy.self).objects.count) },
    ]
    type.methods = [
      "add(_:)": writing { call, objects in objects + [call.unlabelled] },
      "addObjects(from:)": writing { call, objects in objects + elements(call.argument("from")) },
      "remove(_:)": writing { call, objects in objects.filter { $0 != call.unlabelled } },
      "removeAllObjects()": writing { _, _ in [] },
      "contains(_:)": { call in
        .bool(call.receiver(ManagedSetProxy.self).objects.contains(call.unlabelled))
      },
      "anyObject()": { call in call.receiver(ManagedSetProxy.self).objects.first ?? .null },
    ]
    return type
  }()

  /// A method that writes the proxy's relationship with `change` applied to its objects.
  private static func writing(_ change: @escaping @Sendable (LibraryCall, [Value]) -> [Value])
    -> Member
  {
    { (call: LibraryCall) throws(EvalError) -> Value in
      let proxy = call.receiver(ManagedSetProxy.self)
      try call.run.setProperty(
        proxy.key, of: proxy.object, to: set(change(call, proxy.objects)), at: call.node)
      return .null
    }
  }
}
