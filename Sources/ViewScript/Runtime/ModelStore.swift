import IdentityEngine

/// A run's store, in memory: SwiftData's (what `@Environment(\.modelContext)` is and what
/// `@Query` reads) or Core Data's (`\.managedObjectContext`, `@FetchRequest`). It starts empty on
/// every run (idlab has no persistent store).
final class ModelStore: OpaqueReference, @unchecked Sendable {
  /// The context's Swift type: `ModelContext` or `NSManagedObjectContext`.
  let contextName: String
  /// The inserted instances, in insertion order.
  private(set) var instances: [ObjectReference] = []
  /// Whether an insert or a delete happened since the last `save()` (`hasChanges`); `save()`
  /// also empties `unsaved`.
  var hasChanges = false {
    didSet { if !hasChanges { unsaved.removeAll() } }
  }
  /// The instances inserted since the last `save()` (a Core Data object's `isInserted`).
  private(set) var unsaved: Set<ObjectIdentifier> = []
  /// The views whose `@Query` read each model type, by type name.
  let readers: ObjectObservers

  /// An empty store whose context is a `contextName`.
  init(contextName: String) {
    self.contextName = contextName
    readers = ObjectObservers(
      object: ObjectReference(typeName: contextName, fields: [], serial: 0))
  }

  override var displayDescription: String { contextName }
  override var swiftTypeName: String { contextName }

  /// Adds an instance (once); true when the store changed.
  func insert(_ object: ObjectReference) -> Bool {
    guard !instances.contains(where: { $0 === object }) else { return false }
    instances.append(object)
    hasChanges = true
    unsaved.insert(ObjectIdentifier(object))
    return true
  }

  /// Removes an instance; true when the store changed.
  func delete(_ object: ObjectReference) -> Bool {
    let count = instances.count
    instances.removeAll { $0 === object }
    unsaved.remove(ObjectIdentifier(object))
    if instances.count != count { hasChanges = true }
    return instances.count != count
  }

  /// The instances of one model type, in insertion order.
  func instances(of typeName: String) -> [ObjectReference] {
    instances.filter { $0.typeName == typeName }
  }
}
