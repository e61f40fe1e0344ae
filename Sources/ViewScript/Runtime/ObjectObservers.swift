import IdentityEngine

/// The live views that depend on one class instance.
///
/// A view holding an `ObservableObject` through `@StateObject` or `@ObservedObject` depends on
/// the whole object (SwiftUI subscribes to `objectWillChange`); a view whose body read a property
/// of an `@Observable` instance depends on that property only.
final class ObjectObservers {
  /// The instance, kept alive so that its `ObjectIdentifier` is not reused.
  let object: ObjectReference
  /// A view that observes, with the serial of its first subscription (the order views are told).
  private struct Entry {
    let serial: Int
    let storage: StateStorage
  }

  /// Views subscribed to every published change, by their state's identity.
  private var whole: [ObjectIdentifier: Entry] = [:]
  /// Views that read one property, by property name, then by their state's identity.
  private var byProperty: [String: [ObjectIdentifier: Entry]] = [:]
  private var serial = 0

  init(object: ObjectReference) {
    self.object = object
  }

  /// Subscribes a view to every change of the object.
  func subscribe(_ storage: StateStorage) {
    add(storage, to: &whole)
  }

  /// Records that a view read one property.
  func track(_ storage: StateStorage, property: String) {
    add(storage, to: &byProperty[property, default: [:]])
  }

  /// Drops a view from every list: its body is about to run again and will say what it
  /// depends on now.
  func forget(_ storage: StateStorage) {
    let key = ObjectIdentifier(storage)
    whole[key] = nil
    for property in byProperty.keys { byProperty[property]?[key] = nil }
  }

  /// The live views to invalidate when `property` changes, in subscription order.
  func affected(by property: String) -> [StateStorage] {
    whole = whole.filter { $0.value.storage.isAlive }
    byProperty[property] = byProperty[property]?.filter { $0.value.storage.isAlive }
    var entries = whole
    for (key, entry) in byProperty[property] ?? [:] where entries[key] == nil {
      entries[key] = entry
    }
    return entries.values.sorted { $0.serial < $1.serial }.map(\.storage)
  }

  private func add(_ storage: StateStorage, to entries: inout [ObjectIdentifier: Entry]) {
    let key = ObjectIdentifier(storage)
    guard entries[key]?.storage !== storage else { return }
    serial += 1
    entries[key] = Entry(serial: serial, storage: storage)
  }
}
