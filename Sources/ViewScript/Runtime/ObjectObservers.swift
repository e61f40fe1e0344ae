import IdentityEngine

/// The live views that depend on one class instance.
///
/// A view holding an `ObservableObject` through `@StateObject` or `@ObservedObject` depends on
/// the whole object (SwiftUI subscribes to `objectWillChange`); a view whose body read a property
/// of an `@Observable` instance depends on that property only.
final class ObjectObservers {
  /// The instance, kept alive so that its `ObjectIdentifier` is not reused.
  let object: ObjectReference
  /// Views subscribed to every published change.
  private(set) var whole: [StateStorage] = []
  /// Views that read one property, by property name.
  private(set) var byProperty: [String: [StateStorage]] = [:]

  init(object: ObjectReference) {
    self.object = object
  }

  /// Subscribes a view to every change of the object.
  func subscribe(_ storage: StateStorage) {
    whole.removeAll { !$0.isAlive }
    if !whole.contains(where: { $0 === storage }) { whole.append(storage) }
  }

  /// Records that a view read one property.
  func track(_ storage: StateStorage, property: String) {
    var list = byProperty[property, default: []]
    list.removeAll { !$0.isAlive }
    if !list.contains(where: { $0 === storage }) { list.append(storage) }
    byProperty[property] = list
  }

  /// The live views to invalidate when `property` changes, in subscription order.
  func affected(by property: String) -> [StateStorage] {
    var result: [StateStorage] = []
    for storage in whole + byProperty[property, default: []] where storage.isAlive {
      if !result.contains(where: { $0 === storage }) { result.append(storage) }
    }
    return result
  }
}
